import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "#db/client";
import { users, type UserType } from "#db/schema";
import { premiumGrants, subscriptions, userAuditLog } from "#db/schema-billing";
import { HttpError, ValidationError } from "~/lib/http.server";
import { applyEntitlement, entitlementFacts, storeEntitlement } from "./entitlement.server";
import { BILLED_TYPES, entitledType } from "./entitlement";
import type { AssignableType } from "./admin-schemas";
import { subscriptionView } from "./overview.server";

const SEARCH_LIMIT = 25;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users whose username, e-mail or name contains the text (all users, newest first, when it is empty). */
export async function searchUsers(q: string) {
  const db = await getDb();
  const pattern = `%${escapeLike(q.trim())}%`;
  const where = q.trim()
    ? sql`(${users.username} ilike ${pattern} or ${users.email} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`
    : undefined;
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, firstName: users.firstName, lastName: users.lastName, userType: users.userType })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(SEARCH_LIMIT + 1);
  const ids = rows.map((r) => r.id);
  const subs = ids.length
    ? await db
        .select({ userId: subscriptions.userId, plan: subscriptions.plan, lifecycle: subscriptions.lifecycle, updatedAt: subscriptions.updatedAt })
        .from(subscriptions)
        .where(inArray(subscriptions.userId, ids))
        .orderBy(desc(subscriptions.updatedAt))
    : [];
  const grants = ids.length
    ? await db
        .select({ userId: premiumGrants.userId, endsAt: premiumGrants.endsAt })
        .from(premiumGrants)
        .where(and(inArray(premiumGrants.userId, ids), isNull(premiumGrants.revokedAt), sql`${premiumGrants.endsAt} > now()`))
    : [];
  return {
    more: rows.length > SEARCH_LIMIT,
    users: rows.slice(0, SEARCH_LIMIT).map((r) => {
      const sub = subs.find((s) => s.userId === r.id && s.lifecycle !== "pending");
      const grantEnds = grants.filter((g) => g.userId === r.id).map((g) => g.endsAt.getTime());
      return {
        ...r,
        subscription: sub ? { plan: sub.plan, lifecycle: sub.lifecycle } : null,
        // The last day of Premium (a grant ends at the midnight after it).
        grantEndsAt: grantEnds.length ? new Date(Math.max(...grantEnds) - 1).toISOString() : null,
      };
    }),
  };
}

/** One user for the back office: subscriptions, grants and the last entries of the audit log. */
export async function userDetail(userId: number) {
  const db = await getDb();
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.updatedAt)).limit(10);
  const grants = await db.select().from(premiumGrants).where(eq(premiumGrants.userId, userId)).orderBy(desc(premiumGrants.createdAt)).limit(10);
  const actor = alias(users, "actor");
  const log = await db
    .select({
      id: userAuditLog.id,
      action: userAuditLog.action,
      fromType: userAuditLog.fromType,
      toType: userAuditLog.toType,
      reason: userAuditLog.reason,
      createdAt: userAuditLog.createdAt,
      actor: actor.username,
    })
    .from(userAuditLog)
    .leftJoin(actor, eq(actor.id, userAuditLog.actorId))
    .where(eq(userAuditLog.userId, userId))
    .orderBy(desc(userAuditLog.createdAt), desc(userAuditLog.id))
    .limit(20);
  return {
    user: { ...user, createdAt: user.createdAt.toISOString() },
    subscriptions: subs.map((s) => ({ id: s.stripeSubscriptionId, ...subscriptionView(s) })),
    grants: grants.map((g) => ({
      id: g.id,
      endsAt: g.endsAt.toISOString(),
      reason: g.reason,
      revokedAt: g.revokedAt?.toISOString() ?? null,
      active: !g.revokedAt && g.endsAt.getTime() > Date.now(),
    })),
    log: log.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
  };
}

/**
 * Changes a user's type, with the reason in the audit log. Choosing `student` gives whatever their
 * subscription or grant entitles them to (pre_student while it holds). An administrator cannot change
 * their own type (they would lock themselves out of this page).
 */
export async function changeUserType(actorId: number, userId: number, wanted: AssignableType, reason: string) {
  if (actorId === userId) throw new ValidationError({ userType: ["billing:admin.errors.self"] });
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new HttpError(404, "billing:admin.errors.noUser");
    const entitlement = await entitlementFacts(tx, userId, Date.now());
    const next = wanted === "student" ? entitledType("student", entitlement.premium) : wanted;
    if (next === user.userType) throw new ValidationError({ userType: ["billing:admin.errors.sameType"] });
    await tx.update(users).set({ userType: next }).where(eq(users.id, userId));
    await storeEntitlement(tx, userId, entitlement);
    await tx.insert(userAuditLog).values({ userId, actorId, action: "type_changed", fromType: user.userType, toType: next, reason });
    return next;
  });
}

/** Complimentary premium until `endsAt` (a student only: teachers and administrators have it all). */
export async function grantPremium(actorId: number, userId: number, endsAt: Date, reason: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new HttpError(404, "billing:admin.errors.noUser");
    if (!BILLED_TYPES.includes(user.userType)) throw new ValidationError({ endsAt: ["billing:admin.errors.notStudent"] });
    const [grant] = await tx.insert(premiumGrants).values({ userId, endsAt, reason, grantedBy: actorId }).returning({ id: premiumGrants.id });
    const { userType } = await applyEntitlement(tx, userId, user.userType, Date.now());
    await tx.insert(userAuditLog).values({
      userId,
      actorId,
      action: "premium_granted",
      fromType: user.userType,
      toType: userType,
      reason: `#${grant!.id} until ${new Date(endsAt.getTime() - 1).toISOString().slice(0, 10)}: ${reason}`,
    });
  });
}

/** Ends a complimentary grant now; the user keeps premium only if something else entitles them. */
export async function revokeGrant(actorId: number, userId: number, grantId: number, reason: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new HttpError(404, "billing:admin.errors.noUser");
    const revoked = await tx
      .update(premiumGrants)
      .set({ revokedAt: new Date(), revokedBy: actorId })
      .where(and(eq(premiumGrants.id, grantId), eq(premiumGrants.userId, userId), isNull(premiumGrants.revokedAt)))
      .returning({ id: premiumGrants.id });
    if (!revoked.length) throw new HttpError(404, "billing:admin.errors.noGrant");
    const { userType } = await applyEntitlement(tx, userId, user.userType, Date.now());
    await tx
      .insert(userAuditLog)
      .values({ userId, actorId, action: "premium_revoked", fromType: user.userType, toType: userType, reason: `#${grantId}: ${reason}` });
  });
}
