import { defineJob } from "~/lib/jobs.server";
import { sweepEntitlements } from "./sweep.server";

/** Every minute, on one instance: grace periods and complimentary grants that ran out (app/features/billing/sweep.server.ts). */
export const entitlementSweepJob = defineJob({ name: "billing.entitlement-sweep", schedule: "* * * * *", retryLimit: 0, run: () => sweepEntitlements() });
