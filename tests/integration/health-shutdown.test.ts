import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireBuild, startAppServer, type AppServer } from "../setup/app-server";

/**
 * The built server (`node server.js`) as a load balancer sees it: /healthz and /readyz, a SIGTERM under
 * load that fails no request it accepted, and (on PostgreSQL) a database that goes away and comes back
 * while the instance stays up, answering a plain 503 meanwhile.
 */
const JWT_SECRET = "health-shutdown-test-secret-0123456789abcdef";
const tempDirs: string[] = [];
function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sat-health-"));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const start = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

type Outcome = { status?: number; error?: string; freshSocket?: boolean };
/**
 * One GET on a keep-alive agent: its status, or the error code it failed with and whether it was sent on a
 * new connection (one the server had not answered on before) or on a kept-alive one.
 */
function get(agent: http.Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode }));
      res.on("error", (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message, freshSocket: !req.reusedSocket }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message, freshSocket: !req.reusedSocket }));
  });
}

/**
 * After the signal the listener closes. A new connection then is refused (ECONNREFUSED), or, when the
 * client's handshake had landed in the kernel's accept queue just before the close, reset by the kernel
 * (ECONNRESET on a fresh socket): in both cases the server never accepted it and no request was lost, and a
 * load balancer retries either elsewhere. A reset on a kept-alive connection, or any error before the
 * signal, would be a request the server dropped.
 */
const notAccepted = (r: Outcome) => r.error === "ECONNREFUSED" || (r.error === "ECONNRESET" && r.freshSocket === true);

describe("health, readiness and a graceful stop", () => {
  let app: AppServer;
  beforeAll(async () => {
    requireBuild();
    app = await startAppServer({ DATA_DIR: tempDataDir(), JWT_SECRET, SEED_ON_START: "false" });
  }, 180_000);
  afterAll(() => app?.stop());

  it("answers /healthz, and /readyz with what it checked", async () => {
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, shuttingDown: false, database: true, migrations: true, storage: true });
  });

  it("keeps /metrics from anyone without the token (none configured: not there at all)", async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
  });

  it("on SIGTERM under 20 keep-alive clients, finishes every request it accepted and exits 0", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const results: Outcome[] = [];
    let signalled = false;
    const afterSignal: Outcome[] = [];
    const client = async () => {
      // Each client keeps asking until the server no longer takes connections.
      for (;;) {
        const result = await get(agent, `${app.url}/auth/login`);
        (signalled ? afterSignal : results).push(result);
        if (result.error) return;
      }
    };
    const clients = Array.from({ length: 20 }, client);
    await until(async () => results.length >= 60, 60_000);
    signalled = true;
    app.signal("SIGTERM");
    await Promise.all(clients);
    agent.destroy();
    expect(await app.exited).toBe(0);
    expect(results.filter((r) => r.error)).toEqual([]);
    expect(afterSignal.filter((r) => r.error && !notAccepted(r))).toEqual([]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    // Requests that reached it after the signal were answered too, not reset.
    expect(afterSignal.filter((r) => r.status).every((r) => r.status === 200)).toBe(true);
  }, 120_000);
});

const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(!DATABASE_URL)("an instance that loses its database", () => {
  let app: AppServer;
  let databaseName: string;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    requireBuild();
    databaseName = `sat_db_loss_${Date.now().toString(36)}_${process.pid}`;
    await admin(`create database ${databaseName}`);
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    app = await startAppServer({ DATABASE_URL: url.toString(), DATA_DIR: tempDataDir(), JWT_SECRET, SEED_ON_START: "false" });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    if (databaseName) {
      await admin(`alter database ${databaseName} allow_connections true`).catch(() => {});
      await admin(`drop database if exists ${databaseName} with (force)`);
    }
  });

  it("stays up, answers 503 (readiness, pages, API) and recovers by itself", async () => {
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    // The database goes away: every connection ended, no new one accepted.
    await admin(`alter database ${databaseName} allow_connections false`);
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}'`);

    await until(async () => (await fetch(`${app.url}/readyz`)).status === 503, 20_000);
    const ready = await (await fetch(`${app.url}/readyz`)).json();
    expect(ready).toMatchObject({ ready: false, database: false });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);

    const page = await fetch(`${app.url}/auth/login`, { headers: { Accept: "text/html", "Accept-Language": "ru" } });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    const html = await page.text();
    expect(html).toContain("SAT Lingo ненадолго недоступен");
    expect(html).not.toMatch(/at .*\.js:\d+/);

    const save = await fetch(`${app.url}/api/exams/section/1/responses/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer x" },
      body: JSON.stringify({ responses: [] }),
    });
    expect(save.status).toBe(503);
    expect(await save.json()).toEqual({ detail: expect.stringContaining("database") });
    expect(app.output()).not.toMatch(/Unhandled|uncaught/i);

    // Back: the instance lets requests through again without a restart.
    await admin(`alter database ${databaseName} allow_connections true`);
    await until(async () => (await fetch(`${app.url}/readyz`)).status === 200, 20_000);
    expect((await fetch(`${app.url}/auth/login`)).status).toBe(200);
  }, 120_000);
});
