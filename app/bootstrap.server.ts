import { getDb } from "#db/client";
import { seed } from "#seed/seed";
import { startEntitlementSweep } from "~/features/billing/sweep.server";
import { getEnv } from "~/lib/env.server";

let started: Promise<void> | undefined;

/**
 * The app's start-up, composed here at the top (server.js calls it through entry.server, the root
 * route in development): validates the environment, opens and migrates the database, seeds it
 * (idempotent, SEED_ON_START) and starts the periodic jobs.
 */
export function bootstrap(): Promise<void> {
  started ??= (async () => {
    const env = getEnv();
    const db = await getDb();
    if (env.SEED_ON_START === "true") await seed(db, { log: env.LOG_LEVEL === "info" ? console.log : () => {} });
    // Premium that runs out without an event (a grace period, a complimentary grant): app/features/billing.
    startEntitlementSweep();
  })().catch((error) => {
    started = undefined; // try again on the next request
    throw error;
  });
  return started;
}
