import { and, eq, inArray, lte } from "drizzle-orm";
import { getDb } from "#db/client";
import { subscriptions } from "#db/schema-billing";
import { isPlanType, planForLookupKey, type PlanType } from "#content/billing/plans";
import { resumeLifecycle, stepLifecycle, type LifecycleEvent, type LifecycleState } from "#machines/subscription-lifecycle";
import { userIdOfCustomer } from "./customers.server";
import { GRACE_MS } from "./entitlement";
import { isMissingResource, type Stripe } from "./stripe-client.server";

type Row = typeof subscriptions.$inferSelect;

/** What we keep of a subscription Stripe returned (API version of the SDK: periods live on the items). */
export function observe(sub: Stripe.Subscription) {
  const item = sub.items?.data?.[0];
  const legacyEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
  const periodEnd = item?.current_period_end ?? legacyEnd ?? null;
  const plan: PlanType | null = planForLookupKey(item?.price?.lookup_key) ?? (isPlanType(sub.metadata?.plan) ? sub.metadata.plan : null);
  return {
    customerId: typeof sub.customer === "string" ? sub.customer : sub.customer.id,
    status: sub.status as string,
    // The portal cancels "at period end" with either flag, depending on the account's API version.
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    endedAt: sub.ended_at ? new Date(sub.ended_at * 1000) : null,
    plan,
    priceId: item?.price?.id ?? null,
  };
}

function step(row: Pick<Row, "lifecycle" | "pastDueSince"> | undefined, event: LifecycleEvent) {
  const snapshot = resumeLifecycle({
    state: (row?.lifecycle as LifecycleState) ?? null,
    pastDueSince: row?.pastDueSince?.getTime() ?? null,
    graceMs: GRACE_MS,
  });
  return stepLifecycle(snapshot, event);
}

const MAX_ATTEMPTS = 5;

/**
 * Fetches a subscription's current state from Stripe and stores it, stepping its statechart. Webhooks
 * come in any order and may be delivered twice: whatever the event said, what Stripe says NOW is
 * stored. Two syncs racing: each writes only over the version it read, the loser fetches again, so
 * an older fetch never overwrites a newer one. Returns the subscription's user (null: a subscription
 * we cannot place, e.g. made in the Dashboard for a customer of no user; it is ignored).
 */
export async function syncSubscription(stripe: Stripe, subscriptionId: string, hint: { userId?: number } = {}, now = Date.now): Promise<number | null> {
  const db = await getDb();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId)).limit(1);
    let sub: Stripe.Subscription;
    try {
      sub = await stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if (!isMissingResource(error)) throw error;
      console.warn(`billing: subscription ${subscriptionId} does not exist in Stripe; event ignored`);
      return null;
    }
    const seen = observe(sub);
    const userId = row?.userId ?? (await userIdOfCustomer(seen.customerId)) ?? hint.userId ?? null;
    if (!userId) {
      console.warn(`billing: subscription ${subscriptionId} belongs to customer ${seen.customerId}, who is no user of ours; ignored`);
      return null;
    }
    const next = step(row, { type: "SYNC", status: seen.status, cancelAtPeriodEnd: seen.cancelAtPeriodEnd, at: now() });
    const values = {
      stripeCustomerId: seen.customerId,
      plan: seen.plan,
      stripePriceId: seen.priceId,
      status: seen.status,
      lifecycle: next.state,
      cancelAtPeriodEnd: seen.cancelAtPeriodEnd,
      currentPeriodEnd: seen.currentPeriodEnd,
      pastDueSince: next.pastDueSince === null ? null : new Date(next.pastDueSince),
      endedAt: seen.endedAt,
      updatedAt: new Date(),
    };
    const written = row
      ? await db
          .update(subscriptions)
          .set({ ...values, version: row.version + 1 })
          .where(and(eq(subscriptions.id, row.id), eq(subscriptions.version, row.version)))
          .returning({ id: subscriptions.id })
      : await db
          .insert(subscriptions)
          .values({ ...values, userId, stripeSubscriptionId: subscriptionId })
          .onConflictDoNothing()
          .returning({ id: subscriptions.id });
    if (written.length) return userId;
  }
  throw new Error(`billing: subscription ${subscriptionId} kept changing while being stored`);
}

/**
 * The passing of time: past-due subscriptions whose grace period is over move on (TICK), without a
 * call to Stripe. Returns the users concerned.
 */
export async function expireGracePeriods(now = Date.now(), only?: number[]): Promise<number[]> {
  const db = await getDb();
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.lifecycle, "pastDue"),
        lte(subscriptions.pastDueSince, new Date(now - GRACE_MS)),
        only ? inArray(subscriptions.userId, only) : undefined,
      ),
    )
    .limit(500);
  const usersConcerned: number[] = [];
  for (const row of due) {
    const next = step(row, { type: "TICK", at: now });
    if (next.state === row.lifecycle) continue;
    const written = await db
      .update(subscriptions)
      .set({ lifecycle: next.state, version: row.version + 1, updatedAt: new Date() })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.version, row.version)))
      .returning({ id: subscriptions.id });
    if (written.length) usersConcerned.push(row.userId);
  }
  return usersConcerned;
}
