import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "#db/client";
import { forumPosts } from "#db/schema-forum";
import { COMMENTS_IN_FEED, COMMENTS_ON_PAGE, PAGE_SIZE } from "./limits";
import { normalizeTags } from "./schemas";
import type { FeedPage, PostView, Viewer } from "./types";
import { postViews, postVisibleTo, selectPosts } from "./views.server";

export type FeedFilter = { tag?: string | null; search?: string | null };

const MAX_WORDS = 8;
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A tag (normalised as tags are) and every word of the search in the title or the text. */
export function filterSql({ tag, search }: FeedFilter): SQL | undefined {
  const [wanted] = normalizeTags(tag ?? "");
  const words = (search ?? "").trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  return and(
    wanted ? sql`${forumPosts.tags} @> array[${wanted}]::text[]` : undefined,
    ...words.map((w) => or(ilike(forumPosts.title, likePattern(w)), ilike(forumPosts.bodyText, likePattern(w)))),
  );
}

/** The web feed: newest first, PAGE_SIZE posts older than `cursor` (a post id), with the latest comments of each. */
export async function listFeed(viewer: Viewer, filter: FeedFilter, cursor?: number | null): Promise<FeedPage> {
  const rows = await selectPosts(viewer, and(filterSql(filter), cursor ? lt(forumPosts.id, cursor) : undefined), PAGE_SIZE + 1);
  const more = rows.length > PAGE_SIZE;
  const page = rows.slice(0, PAGE_SIZE);
  return { posts: await postViews(page, viewer, COMMENTS_IN_FEED), nextCursor: more ? page[page.length - 1]!.id : null };
}

/** The REST API's page n (1-based) and the number of posts that match, for {count, next, previous, results}. */
export async function listPage(viewer: Viewer, filter: FeedFilter, page: number): Promise<{ count: number; posts: PostView[] }> {
  const db = await getDb();
  const where = and(postVisibleTo(viewer), filterSql(filter));
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(forumPosts)
    .where(where)) as [{ count: number }];
  const offset = (page - 1) * PAGE_SIZE;
  if (offset >= count) return { count, posts: [] };
  // Ids of the page first (newest first), then the posts themselves.
  const ids = db.select({ id: forumPosts.id }).from(forumPosts).where(where).orderBy(desc(forumPosts.id)).limit(PAGE_SIZE).offset(offset);
  const rows = await selectPosts(viewer, inArray(forumPosts.id, ids), PAGE_SIZE);
  return { count, posts: await postViews(rows, viewer, COMMENTS_IN_FEED) };
}

/** One post the viewer may see, with all its comments (up to COMMENTS_ON_PAGE), or null. */
export async function getPost(viewer: Viewer, id: number): Promise<PostView | null> {
  const rows = await selectPosts(viewer, eq(forumPosts.id, id), 1);
  if (rows.length === 0) return null;
  const [post] = await postViews(rows, viewer, COMMENTS_ON_PAGE);
  return post!;
}

/** The most used tags of visible posts, most used first (the forum's filter bar). */
export async function popularTags(limit = 12): Promise<string[]> {
  const db = await getDb();
  const result = (await db.execute(
    sql`select tag from ${forumPosts}, unnest(${forumPosts.tags}) as tag where ${forumPosts.hiddenAt} is null group by tag order by count(*) desc, tag limit ${limit}`,
  )) as unknown as { rows: { tag: string }[] };
  return result.rows.map((r) => String(r.tag));
}
