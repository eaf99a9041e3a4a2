import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "#db/client";
import { premiumGrants, subscriptions } from "#db/schema-billing";
import type { PublicUser } from "~/lib/user";
import { stripeCustomerIdOf } from "./customers.server";
import { BILLED_TYPES, GRACE_MS } from "./entitlement";
import { paymentsConfigured } from "./stripe-client.server";

export type SubscriptionView = {
  plan: string | null;
  status: string;
  lifecycle: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  /** When a failed payment stops Premium unless the card is fixed (past due only). */
  graceEndsAt: string | null;
  endedAt: string | null;
};

export type BillingOverview = {
  configured: boolean;
  /** Teachers and administrators have everything without a subscription. */
  billed: boolean;
  premium: boolean;
  subscription: SubscriptionView | null;
  /** The last day of a complimentary grant (it ends at the midnight after it). */
  grantEndsAt: string | null;
  hasCustomer: boolean;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function subscriptionView(row: typeof subscriptions.$inferSelect): SubscriptionView {
  return {
    plan: row.plan,
    status: row.status,
    lifecycle: row.lifecycle,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: iso(row.currentPeriodEnd),
    graceEndsAt: row.lifecycle === "pastDue" && row.pastDueSince ? new Date(row.pastDueSince.getTime() + GRACE_MS).toISOString() : null,
    endedAt: iso(row.endedAt),
  };
}

/**
 * What the billing page shows: the subscription that matters (one that still exists, else the last
 * one that ended), a complimentary grant, and whether Premium is on.
 */
export async function billingOverview(user: Pick<PublicUser, "id" | "user_type">): Promise<BillingOverview> {
  const db = await getDb();
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).orderBy(desc(subscriptions.updatedAt)).limit(20);
  const current = rows.find((r) => r.lifecycle !== "ended" && r.lifecycle !== "pending") ?? rows.find((r) => r.lifecycle === "ended") ?? null;
  const [grant] = await db
    .select({ endsAt: premiumGrants.endsAt })
    .from(premiumGrants)
    .where(and(eq(premiumGrants.userId, user.id), isNull(premiumGrants.revokedAt), gt(premiumGrants.endsAt, new Date())))
    .orderBy(desc(premiumGrants.endsAt))
    .limit(1);
  return {
    configured: paymentsConfigured(),
    billed: BILLED_TYPES.includes(user.user_type),
    premium: user.user_type === "pre_student",
    subscription: current ? subscriptionView(current) : null,
    grantEndsAt: grant ? new Date(grant.endsAt.getTime() - 1).toISOString() : null,
    hasCustomer: !!(await stripeCustomerIdOf(user.id)),
  };
}
