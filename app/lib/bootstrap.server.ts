import { getDb } from "#db/client";
import { seed } from "#db/seed";
import { startEntitlementSweep } from "~/features/billing/sweep.server";
import { getEnv } from "./env.server";

let started: Promise<void> | undefined;

/** Validates the environment, opens and migrates the database, seeds it (idempotent) and starts the periodic jobs. */
export function bootstrap(): Promise<void> {
  started ??= (async () => {
    const env = getEnv();
    const db = await getDb();
    if (env.SEED_ON_START === "true") await seed(db, { log: env.LOG_LEVEL === "info" ? console.log : () => {}, fixtures: process.env.E2E_FIXTURES === "true" });
    // Premium that runs out without an event (a grace period, a complimentary grant): app/features/billing.
    startEntitlementSweep();
  })().catch((error) => {
    started = undefined; // try again on the next request
    throw error;
  });
  return started;
}
