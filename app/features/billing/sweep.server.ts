import { refreshEntitlement, usersDueForRefresh } from "./entitlement.server";
import { expireGracePeriods } from "./sync.server";

/**
 * What runs out without any event: a past-due subscription's grace period and a complimentary grant.
 * Idempotent, so every instance may run it. `only`: just these users (tests on a shared database).
 * Returns the users whose entitlement was derived again.
 */
export async function sweepEntitlements(now = Date.now(), only?: number[]): Promise<number[]> {
  const users = new Set([...(await expireGracePeriods(now, only)), ...(await usersDueForRefresh(now, only))]);
  for (const userId of users) await refreshEntitlement(userId, now);
  return [...users];
}

const SWEEP_EVERY_MS = 60_000;
let timer: ReturnType<typeof setInterval> | undefined;

/** Starts the sweep once per process, every minute (not under tests, which call sweepEntitlements). */
export function startEntitlementSweep() {
  if (timer || process.env.NODE_ENV === "test") return;
  let running = false;
  timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepEntitlements()
      .catch((error) => console.error("billing: entitlement sweep failed", error))
      .finally(() => (running = false));
  }, SWEEP_EVERY_MS);
  timer.unref();
}

export function stopEntitlementSweep() {
  if (timer) clearInterval(timer);
  timer = undefined;
}
