import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { forumComments, forumPosts, forumReports } from "#db/schema-forum";
import { HttpError } from "~/lib/http.server";
import { forumRateLimit, notFound, viewerOf, type Actor } from "./access.server";
import type { ReportInput } from "./schemas";
import { commentVisibleTo, postVisibleTo } from "./views.server";

/**
 * A user reports a post or a comment they can see (not their own) to the moderators. A second report
 * of the same item by the same user changes nothing; `created` says whether this one was new.
 */
export async function reportItem(user: Actor, input: ReportInput): Promise<{ created: boolean }> {
  const db = await getDb();
  const viewer = viewerOf(user);
  const [post] = await db
    .select({ userId: forumPosts.userId })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, input.post), postVisibleTo(viewer)));
  if (!post) throw notFound("post");
  let authorId = post.userId;
  if (input.comment) {
    const [comment] = await db
      .select({ userId: forumComments.userId })
      .from(forumComments)
      .where(and(eq(forumComments.id, input.comment), eq(forumComments.postId, input.post), commentVisibleTo(viewer)));
    if (!comment) throw notFound("comment");
    authorId = comment.userId;
  }
  if (authorId === user.id) throw new HttpError(400, "forum:errors.ownItem");
  await forumRateLimit("report", user.id);
  const inserted = await db
    .insert(forumReports)
    .values({ postId: input.post, commentId: input.comment ?? null, reporterId: user.id, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: forumReports.id });
  return { created: inserted.length > 0 };
}

/** Posts and comments with at least one open report: what waits for a moderator. */
export async function countReportedItems(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(distinct (${forumReports.postId}, ${forumReports.commentId}))::int`.mapWith(Number) })
    .from(forumReports)
    .where(isNull(forumReports.resolvedAt));
  return row?.n ?? 0;
}
