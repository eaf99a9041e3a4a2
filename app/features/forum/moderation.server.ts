import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "#db/client";
import { users } from "#db/schema";
import { forumBans, forumComments, forumPosts, forumReports } from "#db/schema-forum";
import { HttpError } from "~/lib/http.server";
import { logModeration, notFound, type Actor } from "./access.server";
import { deleteComment } from "./comments.server";
import { deletePost } from "./posts.server";
import type { ModerationInput } from "./schemas";

/**
 * What administrators do in /admin/forum. Every action is written to the moderators' log with its
 * reason. Hiding an item resolves its open reports (deleting it removes them, the log keeps the reason); dismissing resolves them and leaves the
 * item as it is. Callers are administrators (the /admin layout checks it; this checks again).
 */
export async function moderate(admin: Actor, input: ModerationInput): Promise<void> {
  if (admin.user_type !== "admin") throw new HttpError(403, "auth.errors.forbidden");
  switch (input.intent) {
    case "hide":
    case "unhide":
      return setHidden(admin, input.target, input.id, input.intent === "hide" ? input.reason : null);
    case "delete":
      return input.target === "post" ? deletePost(admin, input.id, input.reason) : deleteComment(admin, input.id, input.reason);
    case "dismiss":
      if (!(await resolveReports(admin, input.target, input.id, "dismissed"))) return;
      return logModeration(await getDb(), { adminId: admin.id, action: "dismiss", targetType: input.target, targetId: input.id, targetUserId: null });
    case "block":
      return block(admin, input.username, input.reason);
    case "unblock":
      return unblock(admin, input.user);
  }
}

async function setHidden(admin: Actor, target: "post" | "comment", id: number, reason: string | null) {
  const db = await getDb();
  const table = target === "post" ? forumPosts : forumComments;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set(reason === null ? { hiddenAt: null, hiddenReason: null, hiddenBy: null } : { hiddenAt: new Date(), hiddenReason: reason, hiddenBy: admin.id })
      .where(eq(table.id, id))
      .returning({ userId: table.userId, excerpt: target === "post" ? forumPosts.title : forumComments.text });
    if (!row) throw notFound(target);
    if (reason !== null) await resolveReports(admin, target, id, "hidden", tx);
    await logModeration(tx, {
      adminId: admin.id,
      action: reason === null ? "unhide" : "hide",
      targetType: target,
      targetId: id,
      targetUserId: row.userId,
      reason: reason ?? "",
      excerpt: row.excerpt,
    });
  });
}

/** Closes the open reports of one item; how many there were. */
async function resolveReports(admin: Actor, target: "post" | "comment", id: number, resolution: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const which = target === "post" ? and(eq(forumReports.postId, id), isNull(forumReports.commentId)) : eq(forumReports.commentId, id);
  const rows = await db
    .update(forumReports)
    .set({ resolvedAt: new Date(), resolvedBy: admin.id, resolution })
    .where(and(which, isNull(forumReports.resolvedAt)))
    .returning({ id: forumReports.id });
  return rows.length;
}

async function block(admin: Actor, username: string, reason: string) {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, type: users.userType })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw new HttpError(404, "forum:errors.userNotFound");
  if (user.type === "admin") throw new HttpError(400, "forum:errors.cannotBlockAdmin");
  await db.transaction(async (tx) => {
    await tx
      .insert(forumBans)
      .values({ userId: user.id, reason, bannedBy: admin.id })
      .onConflictDoUpdate({ target: forumBans.userId, set: { reason, bannedBy: admin.id, createdAt: new Date() } });
    await logModeration(tx, { adminId: admin.id, action: "block", targetType: "user", targetId: user.id, targetUserId: user.id, reason, excerpt: username });
  });
}

async function unblock(admin: Actor, userId: number) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const removed = await tx.delete(forumBans).where(eq(forumBans.userId, userId)).returning({ userId: forumBans.userId });
    if (removed.length) await logModeration(tx, { adminId: admin.id, action: "unblock", targetType: "user", targetId: userId, targetUserId: userId });
  });
}
