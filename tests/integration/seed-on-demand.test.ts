import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BUILD_DIR, requireBuild, ROOT, startAppServer, type AppServer } from "../setup/app-server";

/**
 * Production seeds on demand: a server started with NODE_ENV=production and no SEED_ON_START loads no
 * content; `node server.js seed` loads it and exits; the next start serves it.
 */
const JWT_SECRET = "seed-on-demand-test-secret-0123456789abcdef";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sat-seed-"));
let app: AppServer | undefined;
afterAll(async () => {
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function examNames(server: AppServer) {
  const username = `seed${Date.now().toString(36)}`;
  const signup = await fetch(`${server.url}/api/auth/signup/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      username,
      email: `${username}@gmail.com`,
      password: "seed-pass-1",
      confirmPassword: "seed-pass-1",
      first_name: "S",
      last_name: "D",
    }),
  });
  expect(signup.status).toBe(201);
  const { access } = (await signup.json()) as { access: string };
  const exams = await fetch(`${server.url}/api/exams/`, { headers: { Authorization: `Bearer ${access}` } });
  return ((await exams.json()) as { name: string }[]).map((e) => e.name);
}

describe("seeding in production", () => {
  it("happens only when asked, with `node server.js seed`", async () => {
    requireBuild();
    app = await startAppServer({ DATA_DIR: dataDir, JWT_SECRET });
    expect(await examNames(app)).toEqual([]);
    await app.stop();
    app = undefined;

    const env = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      APP_URL: "http://127.0.0.1:9",
      BUILD_DIR,
      DATA_DIR: dataDir,
      JWT_SECRET,
      LOG_LEVEL: "error",
    };
    const seeded = spawnSync(process.execPath, ["server.js", "seed"], { cwd: ROOT, env, encoding: "utf8", timeout: 300_000 });
    expect(seeded.status, seeded.stderr).toBe(0);
    expect(seeded.stdout).toContain("Seeded.");

    app = await startAppServer({ DATA_DIR: dataDir, JWT_SECRET });
    expect(await examNames(app)).toContain("Practice Test 1");
  }, 400_000);
});
