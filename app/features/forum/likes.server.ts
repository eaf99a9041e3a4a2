import { and, eq, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { forumPostLikes, forumPosts } from "#db/schema-forum";
import { forumRateLimit, notFound, viewerOf, type Actor } from "./access.server";
import { postVisibleTo } from "./views.server";

export type LikeState = { likes: number; liked: boolean };

/**
 * Likes or unlikes a post for the user: `liked` true or false sets it (the web page says what the reader
 * sees), undefined toggles it (the REST API). One statement does it and counts: the primary key
 * (post, user) keeps one like per user and post, a concurrent duplicate insert does nothing, and a
 * concurrent delete finds nothing to delete, so no interleaving of requests from two browsers or two
 * instances can count a user twice. The count is read from the table in the same statement.
 */
export async function setLike(user: Actor, postId: number, liked?: boolean): Promise<LikeState> {
  const db = await getDb();
  const [post] = await db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, postId), postVisibleTo(viewerOf(user))));
  if (!post) throw notFound("post");
  await forumRateLimit("like", user.id);

  const remove = liked === undefined ? sql`true` : liked ? sql`false` : sql`true`;
  const add = liked === undefined ? sql`not exists (select 1 from removed)` : liked ? sql`true` : sql`false`;
  let result: { rows: { added: number | string; removed: number | string; before: number | string }[] };
  try {
    result = (await db.execute(sql`
      with removed as (
        delete from ${forumPostLikes} where post_id = ${postId} and user_id = ${user.id} and ${remove} returning 1
      ), added as (
        insert into ${forumPostLikes} (post_id, user_id)
        select ${postId}, ${user.id} where ${add}
        on conflict do nothing returning 1
      )
      select (select count(*)::int from added) as added,
             (select count(*)::int from removed) as removed,
             (select count(*)::int from ${forumPostLikes} where post_id = ${postId}) as before`)) as unknown as typeof result;
  } catch (error) {
    // The post was deleted between the check and the statement (foreign key violation).
    if ((error as { code?: string; cause?: { code?: string } }).code === "23503" || (error as { cause?: { code?: string } }).cause?.code === "23503")
      throw notFound("post");
    throw error;
  }
  const row = result.rows[0]!;
  const [added, removed, before] = [Number(row.added), Number(row.removed), Number(row.before)];
  // The statement's own changes are not in its snapshot: add them. A toggle that removed nothing left
  // a like in place, ours or one a concurrent request of the same user inserted first.
  const nowLiked = liked ?? removed === 0;
  return { likes: Math.max(0, before + added - removed), liked: nowLiked };
}
