import { defineConfig } from "@playwright/test";
import { E2E_STRIPE } from "./tests/setup/stripe-stand-in-e2e";
import { OPENAI_STAND_IN_PORT } from "./tests/setup/openai-stand-in-e2e";

const PORT = Number(process.env.E2E_PORT ?? 3210);

/** End-to-end tests in Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  outputDir: "tests/.tmp/e2e-results",
  // Stand-ins of outside services the app server talks to (started after it, before the tests).
  globalSetup: ["./tests/setup/openai-stand-in-e2e.ts"],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: {
    // The database is made and seeded (with the test fixtures) before the server opens it.
    command: "rm -rf tests/.tmp/e2e-data && node --import tsx tests/setup/seed-e2e.ts && node server.js",
    url: `http://127.0.0.1:${PORT}/locales/en/common.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      // npm test builds into tests/.tmp/build (BUILD_DIR) so an app running from build/ is left alone.
      BUILD_DIR: process.env.BUILD_DIR || "build",
      DATA_DIR: "tests/.tmp/e2e-data",
      SIGNUP_RATE_LIMIT: "1000",
      LOGIN_RATE_LIMIT: "1000",
      LOG_LEVEL: "error",
      // tests/setup/seed-e2e.ts has seeded the content and the fixtures: the server leaves them as they are.
      SEED_ON_START: "false",
      // Payments talk to the Stripe stand-in that tests/e2e/billing.spec.ts starts (tests/setup/stripe-stand-in.ts).
      STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
      STRIPE_API_BASE: `http://127.0.0.1:${E2E_STRIPE.port}`,
      // Lingo talks to the OpenAI-compatible stand-in of tests/setup/openai-stand-in-e2e.ts.
      OPENAI_BASE_URL: `http://127.0.0.1:${OPENAI_STAND_IN_PORT}/v1`,
      OPENAI_API_KEY: "sk-e2e-stand-in",
      OPENAI_MODEL: "stand-in-model",
    },
  },
});
