import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import { getDb, type Tx } from "#db/client";
import { users, type UserType } from "#db/schema";
import { entitlements, premiumGrants, subscriptions, userAuditLog } from "#db/schema-billing";
import { deriveEntitlement, entitledType, type Entitlement } from "./entitlement";

/** Everything the rule needs about one user, read inside the caller's transaction. */
export async function entitlementFacts(tx: Tx, userId: number, now: number): Promise<Entitlement> {
  const subs = await tx
    .select({ stripeSubscriptionId: subscriptions.stripeSubscriptionId, lifecycle: subscriptions.lifecycle, pastDueSince: subscriptions.pastDueSince })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const grants = await tx
    .select({ id: premiumGrants.id, endsAt: premiumGrants.endsAt, revokedAt: premiumGrants.revokedAt })
    .from(premiumGrants)
    .where(and(eq(premiumGrants.userId, userId), isNull(premiumGrants.revokedAt)));
  return deriveEntitlement(subs, grants, now);
}

/** Stores the derived entitlement (for the sweep and the billing page). */
export async function storeEntitlement(tx: Tx, userId: number, e: Entitlement) {
  const values = { premium: e.premium, premiumUntil: e.until, updatedAt: new Date() };
  await tx
    .insert(entitlements)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: entitlements.userId, set: values });
}

/**
 * Derives a user's entitlement inside the caller's transaction (their row locked) and applies it: a
 * student becomes `pre_student` while it holds and `student` when it ends; teachers and administrators
 * keep their type. Returns the type afterwards.
 */
export async function applyEntitlement(tx: Tx, userId: number, current: UserType, now: number): Promise<{ userType: UserType; entitlement: Entitlement }> {
  const entitlement = await entitlementFacts(tx, userId, now);
  await storeEntitlement(tx, userId, entitlement);
  const next = entitledType(current, entitlement.premium);
  if (next !== current) await tx.update(users).set({ userType: next }).where(eq(users.id, userId));
  return { userType: next, entitlement };
}

/**
 * The entitlement derived again after billing changed (a webhook, the sweep), each change of type
 * written to the audit log. The user's row is locked meanwhile, so two webhooks for one user apply in
 * turn, each reading what the other wrote. Returns the user's type afterwards (null: no such user).
 */
export async function refreshEntitlement(userId: number, now = Date.now()): Promise<{ userType: UserType; entitlement: Entitlement } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return null;
    const result = await applyEntitlement(tx, userId, user.userType, now);
    if (result.userType !== user.userType) {
      await tx
        .insert(userAuditLog)
        .values({ userId, actorId: null, action: "type_changed", fromType: user.userType, toType: result.userType, reason: result.entitlement.reason });
    }
    return result;
  });
}

/** Users whose premium may have run out by itself (a grace period or a grant ended) since it was derived. */
export async function usersDueForRefresh(now = Date.now(), only?: number[]): Promise<number[]> {
  const db = await getDb();
  const due = lte(entitlements.premiumUntil, new Date(now));
  const rows = await db
    .select({ userId: entitlements.userId })
    .from(entitlements)
    .where(only ? and(due, inArray(entitlements.userId, only)) : due)
    .limit(500);
  return rows.map((r) => r.userId);
}
