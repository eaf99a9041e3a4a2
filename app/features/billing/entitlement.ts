import type { UserType } from "#db/schema";
import { PAST_DUE_GRACE_DAYS } from "#content/billing/plans";
import { lifecycleEntitlement, type LifecycleState } from "#machines/subscription-lifecycle";

/** How long a past-due subscription keeps Premium (content/billing/plans.ts), in milliseconds. */
export const GRACE_MS = PAST_DUE_GRACE_DAYS * 24 * 60 * 60 * 1000;

export type SubscriptionFacts = { stripeSubscriptionId: string; lifecycle: string; pastDueSince: Date | null };
export type GrantFacts = { id: number; endsAt: Date; revokedAt: Date | null };
export type Entitlement = { premium: boolean; until: Date | null; reason: string };

/** Only students move between free and premium; teachers and administrators are never touched. */
export const BILLED_TYPES: readonly UserType[] = ["student", "pre_student"];

/**
 * THE rule of who is premium: a subscription in an entitled state of the lifecycle statechart
 * (active, canceling, past due within the grace period) or a complimentary grant not yet ended and not
 * revoked. `until` is when that lapses at the latest without another event (null: it does not lapse by
 * itself; Stripe tells us when a subscription ends).
 */
export function deriveEntitlement(subscriptions: SubscriptionFacts[], grants: GrantFacts[], now: number): Entitlement {
  const sources: { until: number | null; reason: string }[] = [];
  for (const s of subscriptions) {
    const e = lifecycleEntitlement(s.lifecycle as LifecycleState, s.pastDueSince?.getTime() ?? null, GRACE_MS, now);
    if (e.entitled) sources.push({ until: e.until, reason: `subscription ${s.stripeSubscriptionId} (${s.lifecycle})` });
  }
  for (const g of grants) {
    if (!g.revokedAt && g.endsAt.getTime() > now)
      sources.push({ until: g.endsAt.getTime(), reason: `complimentary premium #${g.id} until ${g.endsAt.toISOString()}` });
  }
  if (sources.length === 0) return { premium: false, until: null, reason: "no active subscription or complimentary premium" };
  const open = sources.find((s) => s.until === null);
  const best = open ?? sources.reduce((a, b) => (b.until! > a.until! ? b : a));
  return { premium: true, until: best.until === null ? null : new Date(best.until), reason: best.reason };
}

/** The user type an entitlement gives: students follow it, everyone else keeps their type. */
export function entitledType(current: UserType, premium: boolean): UserType {
  if (!BILLED_TYPES.includes(current)) return current;
  return premium ? "pre_student" : "student";
}
