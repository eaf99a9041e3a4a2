import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireBuild, startAppServer, type AppServer } from "../setup/app-server";

/**
 * /metrics of the built server (server/metrics.js): only with METRICS_TOKEN, per route pattern (not the
 * raw URL), the database pool (on PostgreSQL) and the job queue's depth.
 */
const TOKEN = "metrics-test-token-0123456789";
const DATABASE_URL = process.env.DATABASE_URL;

describe("/metrics", () => {
  let app: AppServer;
  let dataDir: string;
  let databaseName: string | undefined;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };

  beforeAll(async () => {
    requireBuild();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sat-metrics-"));
    const env: Record<string, string> = { DATA_DIR: dataDir, JWT_SECRET: "metrics-test-secret-0123456789abcdef", SEED_ON_START: "false", METRICS_TOKEN: TOKEN };
    if (DATABASE_URL) {
      databaseName = `sat_metrics_${Date.now().toString(36)}_${process.pid}`;
      await admin(`create database ${databaseName}`);
      const url = new URL(DATABASE_URL);
      url.pathname = `/${databaseName}`;
      env.DATABASE_URL = url.toString();
    }
    app = await startAppServer(env);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseName) await admin(`drop database if exists ${databaseName} with (force)`);
  });

  it("refuses a missing or wrong token", async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${app.url}/metrics`, { headers: { Authorization: "Bearer wrong-token-0123456789" } })).status).toBe(401);
  });

  it("counts requests by route pattern, with the pool and the queue", async () => {
    await fetch(`${app.url}/auth/login`);
    await fetch(`${app.url}/exams/result/123456`);
    await fetch(`${app.url}/exams/result/654321`);
    // The job queue starts with the instance; its queues appear once created.
    let text = "";
    for (let i = 0; i < 50 && !text.includes("job_queue_depth{"); i++) {
      const res = await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      text = await res.text();
      await new Promise((r) => setTimeout(r, 200));
    }
    // At least the test's own request (a fresh instance's first page may be asked for again by the client).
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/auth\/login",status="200"\} [1-9]\d*\n/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/exams\/result\/:sessionId",status="\d+"\} 2/);
    expect(text).not.toContain("123456");
    expect(text).toMatch(/job_queue_depth\{queue="auth.expired-sessions"\} \d+/);
    if (DATABASE_URL) expect(text).toMatch(/db_pool_max_connections \d+/);
  });
});
