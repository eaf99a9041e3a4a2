import { and, eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { forumComments, forumPosts } from "#db/schema-forum";
import { assertMayWrite, forumRateLimit, logModeration, notFound, notYours, viewerOf, type Actor } from "./access.server";
import type { CommentView } from "./types";
import { postVisibleTo, selectComment } from "./views.server";

/** Adds a comment under a post the user can see: not blocked, within the rate limit, not blank (checked by the schema). */
export async function createComment(user: Actor, postId: number, text: string): Promise<CommentView> {
  await assertMayWrite(user.id);
  const db = await getDb();
  const [post] = await db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, postId), postVisibleTo(viewerOf(user))));
  if (!post) throw notFound("post");
  await forumRateLimit("comment", user.id);
  const [{ id }] = (await db.insert(forumComments).values({ postId, userId: user.id, text }).returning({ id: forumComments.id })) as [{ id: number }];
  return (await selectComment(id, viewerOf(user)))!;
}

async function ownedComment(user: Actor, id: number) {
  const db = await getDb();
  const [comment] = await db
    .select({ userId: forumComments.userId, hiddenAt: forumComments.hiddenAt, text: forumComments.text })
    .from(forumComments)
    .where(eq(forumComments.id, id));
  const admin = user.user_type === "admin";
  const own = comment?.userId === user.id;
  if (!comment || (comment.hiddenAt && !own && !admin)) throw notFound("comment");
  if (!own && !admin) throw notYours();
  return { ...comment, own };
}

/** Changes the text of the author's own comment. */
export async function updateComment(user: Actor, id: number, text: string): Promise<CommentView> {
  const comment = await ownedComment(user, id);
  if (!comment.own) throw notYours();
  await assertMayWrite(user.id);
  await forumRateLimit("edit", user.id);
  const db = await getDb();
  await db.update(forumComments).set({ text, editedAt: new Date() }).where(eq(forumComments.id, id));
  return (await selectComment(id, viewerOf(user)))!;
}

/** Deletes a comment: its author, or an administrator (logged). */
export async function deleteComment(user: Actor, id: number, reason = "") {
  const comment = await ownedComment(user, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(forumComments).where(eq(forumComments.id, id));
    if (!comment.own)
      await logModeration(tx, {
        adminId: user.id,
        action: "delete",
        targetType: "comment",
        targetId: id,
        targetUserId: comment.userId,
        reason,
        excerpt: comment.text,
      });
  });
}
