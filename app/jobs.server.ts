import { expiredAuthRowsJob } from "~/features/auth/jobs.server";
import { entitlementSweepJob } from "~/features/billing/jobs.server";
import { digestSendJob, weeklyDigestJob } from "~/features/digest/index.server";
import { calibrationJob } from "~/features/irt/index.server";
import { deleteStaleRateLimits } from "~/lib/rate-limit.server";
import { defineJob, type JobDefinition } from "~/lib/jobs.server";

/**
 * Every background job of the app, started by bootstrap on every instance; pg-boss runs each scheduled
 * tick once across them and retries a failed run. To add one: `defineJob` in your area's jobs.server.ts,
 * then one line here (docs/architecture.md, "Background jobs").
 */
export const jobs: JobDefinition<never>[] = [
  expiredAuthRowsJob,
  entitlementSweepJob,
  calibrationJob,
  weeklyDigestJob,
  digestSendJob,
  defineJob({ name: "core.stale-rate-limits", schedule: "43 3 * * *", run: () => deleteStaleRateLimits() }),
];
