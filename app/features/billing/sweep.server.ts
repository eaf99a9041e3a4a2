import { refreshEntitlement, usersDueForRefresh } from "./entitlement.server";
import { expireGracePeriods } from "./sync.server";

/**
 * What runs out without any event: a past-due subscription's grace period and a complimentary grant.
 * Idempotent; run every minute on one instance by the job queue (./jobs.server.ts). `only`: just these users (tests on a shared database).
 * Returns the users whose entitlement was derived again.
 */
export async function sweepEntitlements(now = Date.now(), only?: number[]): Promise<number[]> {
  const users = new Set([...(await expireGracePeriods(now, only)), ...(await usersDueForRefresh(now, only))]);
  for (const userId of users) await refreshEntitlement(userId, now);
  return [...users];
}
