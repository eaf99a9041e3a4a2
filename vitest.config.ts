import os from "node:os";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * Two projects: `unit` (pure code, no database or server: `npm run test:unit`) and `integration`
 * (routes and services on a database: `npm run test:integration`); `vitest run` runs both.
 * Integration files get an in-memory PGlite each, or with DATABASE_URL a PostgreSQL database per worker.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    setupFiles: ["tests/setup/env.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: on a machine of two, one file at a time.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts", "machines/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/setup/worker-database.ts"],
          globalSetup: ["tests/setup/worker-databases.ts"],
        },
      },
    ],
  },
});
