import { getDb, withAdvisoryLock } from "#db/client";
import { seed } from "#seed/seed";
import { jobs } from "~/jobs.server";
import { startAvailabilityWatch } from "~/lib/availability.server";
import { getEnv } from "~/lib/env.server";
import { startJobs } from "~/lib/jobs.server";

let started: Promise<void> | undefined;

/** Several instances starting together seed one at a time (the seed is idempotent; the others find it done). */
const SEED_LOCK = 7260413;

/**
 * The app's start-up, composed here at the top (server.js calls it through entry.server, the root
 * route in development): validates the environment, opens and migrates the database (one instance at
 * a time, db/client.ts), seeds it when asked (SEED_ON_START; by default everywhere but in production),
 * starts the background jobs (app/jobs.server.ts) and the database watch behind /readyz.
 */
export function bootstrap(): Promise<void> {
  started ??= (async () => {
    const env = getEnv();
    const db = await getDb();
    const seedOnStart = env.SEED_ON_START ? env.SEED_ON_START === "true" : env.NODE_ENV !== "production";
    if (seedOnStart) await withAdvisoryLock(SEED_LOCK, () => seed(db, { log: env.LOG_LEVEL === "info" ? console.log : () => {} }));
    if (env.NODE_ENV !== "test") {
      if (env.JOBS === "true") await startJobs(jobs);
      startAvailabilityWatch();
    }
  })().catch((error) => {
    started = undefined; // try again on the next request
    throw error;
  });
  return started;
}
