import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, getSqlExecutor, withAdvisoryLock } from "#db/client";
import { authSessions, emailTokens, rateLimits, refreshTokens, users } from "#db/schema";
import { deleteExpiredAuthRows } from "~/features/auth/cleanup.server";
import { jobs } from "~/jobs.server";
import { createJobRunner, defineJob, type JobRunner } from "~/lib/jobs.server";
import { deleteStaleRateLimits } from "~/lib/rate-limit.server";
import { eq, inArray, like } from "drizzle-orm";
import { uniqueName } from "../setup/request";

/**
 * The job queue (app/lib/jobs.server.ts, pg-boss) on the test database, PGlite or PostgreSQL alike:
 * two runners stand for two instances; every job runs exactly once across them, a failed run is
 * retried, and the app's own jobs are defined once each. Then the cleanup the first jobs do.
 */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the job queue", () => {
  const runs: { runner: string; n: number }[] = [];
  let attempts = 0;
  const suffix = uniqueName("q")
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase();
  const counted = (runner: string) => defineJob<{ n: number }>({ name: `test.counted-${suffix}`, run: async ({ n }) => void runs.push({ runner, n }) });
  const flaky = defineJob({
    name: `test.flaky-${suffix}`,
    retryLimit: 2,
    run: async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("the first attempt fails");
    },
  });
  let a: JobRunner;
  let b: JobRunner;

  beforeAll(async () => {
    const execute = await getSqlExecutor();
    // Started together, as instances are: the setup takes the same lock bootstrap gives it.
    const options = { execute, pollSeconds: 0.5, retryDelaySeconds: 1, oneAtATime: <T>(setup: () => Promise<T>) => withAdvisoryLock(7260414, setup) };
    [a, b] = await Promise.all([createJobRunner([counted("a"), flaky], options), createJobRunner([counted("b"), flaky], options)]);
  }, 120_000);
  afterAll(async () => {
    await a?.stop(2000);
    await b?.stop(2000);
  });

  it("runs each of 40 jobs exactly once across two instances", async () => {
    for (let n = 0; n < 40; n++) await (n % 2 ? a : b).send(`test.counted-${suffix}`, { n });
    await until(() => runs.length >= 40);
    await new Promise((r) => setTimeout(r, 1500)); // a second run would show up by now
    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
    expect((await a.depths())[`test.counted-${suffix}`]).toBe(0);
  }, 90_000);

  it("retries a run that failed, once it succeeds it is done", async () => {
    await a.send(`test.flaky-${suffix}`);
    await until(() => attempts >= 2);
    await new Promise((r) => setTimeout(r, 2500));
    expect(attempts).toBe(2);
  }, 90_000);

  it("refuses two jobs of the same name, and the app's jobs have a name each", async () => {
    await expect(createJobRunner([flaky, flaky], { execute: await getSqlExecutor() })).rejects.toThrow(/defined twice/);
    const names = jobs.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(["auth.expired-sessions", "billing.entitlement-sweep", "core.stale-rate-limits"]));
  });
});

describe("the cleanup jobs", () => {
  it("delete expired sessions (with their refresh tokens), old e-mail links and stale rate limits, and nothing current", async () => {
    const db = await getDb();
    const name = uniqueName("cleanup");
    const [user] = await db
      .insert(users)
      .values({ username: name, email: `${name}@example.com`, passwordHash: "x" })
      .returning();
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    await db.insert(authSessions).values([
      { id: `${name}-old`, userId: user!.id, expiresAt: new Date(now.getTime() - day) },
      { id: `${name}-live`, userId: user!.id, expiresAt: new Date(now.getTime() + day) },
    ]);
    await db.insert(refreshTokens).values({ tokenHash: `${name}-rt`, sessionId: `${name}-old` });
    await db.insert(emailTokens).values([
      { tokenHash: `${name}-expired`, purpose: "password_reset", userId: user!.id, expiresAt: new Date(now.getTime() - 8 * day) },
      {
        tokenHash: `${name}-used`,
        purpose: "password_reset",
        userId: user!.id,
        expiresAt: new Date(now.getTime() + day),
        usedAt: new Date(now.getTime() - 8 * day),
      },
      { tokenHash: `${name}-open`, purpose: "password_reset", userId: user!.id, expiresAt: new Date(now.getTime() + day) },
    ]);
    await db.insert(rateLimits).values([
      { key: `${name}:stale`, windowStart: new Date(now.getTime() - 3 * day), count: 1 },
      { key: `${name}:fresh`, windowStart: now, count: 1 },
    ]);

    const gone = await deleteExpiredAuthRows(now);
    expect(gone.sessions).toBeGreaterThanOrEqual(1);
    expect(gone.emailLinks).toBeGreaterThanOrEqual(2);
    expect(await deleteStaleRateLimits(now)).toBeGreaterThanOrEqual(1);

    const sessions = await db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, user!.id));
    expect(sessions.map((s) => s.id)).toEqual([`${name}-live`]);
    expect(
      await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, `${name}-rt`)),
    ).toEqual([]);
    const links = await db.select({ h: emailTokens.tokenHash }).from(emailTokens).where(eq(emailTokens.userId, user!.id));
    expect(links.map((l) => l.h)).toEqual([`${name}-open`]);
    const limits = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, `${name}:%`));
    expect(limits.map((l) => l.key)).toEqual([`${name}:fresh`]);
    await db.delete(users).where(inArray(users.id, [user!.id]));
  });
});
