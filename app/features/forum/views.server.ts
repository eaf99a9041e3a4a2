import { and, desc, eq, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "#db/client";
import { users } from "#db/schema";
import { forumComments, forumPostLikes, forumPosts } from "#db/schema-forum";
import { mathTextHtml } from "~/lib/math-excerpt.server";
import { imageUrl } from "./images.server";
import type { Author, CommentView, PostView, Viewer } from "./types";

/**
 * How posts and comments are read for a viewer: what they may see, the columns every view needs
 * (counts from the tables, in the same query), and the shapes the pages and the API are given.
 */

/** Posts the viewer may see: not hidden, or theirs, or everything for an administrator. */
export function postVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer?.isAdmin) return undefined;
  return viewer ? or(isNull(forumPosts.hiddenAt), eq(forumPosts.userId, viewer.id)) : isNull(forumPosts.hiddenAt);
}

export function commentVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer?.isAdmin) return undefined;
  return viewer ? or(isNull(forumComments.hiddenAt), eq(forumComments.userId, viewer.id)) : isNull(forumComments.hiddenAt);
}

/** The columns of a post's view; likes and comments are counted in the same statement (no N+1). */
export function postColumns(viewer: Viewer) {
  const visibleComment = viewer?.isAdmin ? sql`true` : viewer ? sql`(c.hidden_at is null or c.user_id = ${viewer.id})` : sql`c.hidden_at is null`;
  return {
    id: forumPosts.id,
    title: forumPosts.title,
    body: forumPosts.body,
    bodyHtml: forumPosts.bodyHtml,
    tags: forumPosts.tags,
    imageKey: forumPosts.imageKey,
    imageWidth: forumPosts.imageWidth,
    imageHeight: forumPosts.imageHeight,
    createdAt: forumPosts.createdAt,
    editedAt: forumPosts.editedAt,
    hiddenAt: forumPosts.hiddenAt,
    hiddenReason: forumPosts.hiddenReason,
    userId: forumPosts.userId,
    username: users.username,
    picture: users.profilePicture,
    likes: sql<number>`(select count(*)::int from ${forumPostLikes} l where l.post_id = ${forumPosts.id})`.mapWith(Number),
    liked: viewer
      ? sql<boolean>`exists (select 1 from ${forumPostLikes} l where l.post_id = ${forumPosts.id} and l.user_id = ${viewer.id})`.mapWith(Boolean)
      : sql<boolean>`false`.mapWith(Boolean),
    commentCount: sql<number>`(select count(*)::int from ${forumComments} c where c.post_id = ${forumPosts.id} and ${visibleComment})`.mapWith(Number),
  };
}

/** Reads posts with their authors: `where` and the order come from the caller. */
export async function selectPosts(viewer: Viewer, where: SQL | undefined, limit: number) {
  const db = await getDb();
  return db
    .select(postColumns(viewer))
    .from(forumPosts)
    .leftJoin(users, eq(users.id, forumPosts.userId))
    .where(and(postVisibleTo(viewer), where))
    .orderBy(desc(forumPosts.id))
    .limit(limit);
}

type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

function author(id: number | null, username: string | null, picture: string | null): Author {
  return id !== null && username !== null ? { id, username, picture: picture ? `/uploads/${picture}` : null } : null;
}

export function toPostView(row: PostRow, viewer: Viewer, comments: CommentView[]): PostView {
  return {
    id: row.id,
    title: row.title,
    text: row.body,
    html: row.bodyHtml,
    image: row.imageKey && row.imageWidth && row.imageHeight ? { url: imageUrl(row.imageKey), width: row.imageWidth, height: row.imageHeight } : null,
    tags: row.tags,
    author: author(row.userId, row.username, row.picture),
    created_at: row.createdAt.toISOString(),
    edited: row.editedAt !== null,
    hidden: row.hiddenAt ? { reason: row.hiddenReason ?? "", at: row.hiddenAt.toISOString() } : null,
    likes: row.likes,
    liked: row.liked,
    comment_count: row.commentCount,
    comments,
    own: viewer !== null && row.userId === viewer.id,
  };
}

const commentColumns = {
  id: forumComments.id,
  postId: forumComments.postId,
  userId: forumComments.userId,
  text: forumComments.text,
  createdAt: forumComments.createdAt,
  editedAt: forumComments.editedAt,
  hiddenAt: forumComments.hiddenAt,
  hiddenReason: forumComments.hiddenReason,
  username: users.username,
  picture: users.profilePicture,
};

type CommentRow = {
  id: number;
  postId: number;
  userId: number | null;
  text: string;
  createdAt: Date;
  editedAt: Date | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  username: string | null;
  picture: string | null;
};

export function toCommentView(row: CommentRow, viewer: Viewer): CommentView {
  return {
    id: row.id,
    post: row.postId,
    author: author(row.userId, row.username, row.picture),
    text: row.text,
    html: mathTextHtml(row.text),
    created_at: row.createdAt.toISOString(),
    edited: row.editedAt !== null,
    hidden: row.hiddenAt ? { reason: row.hiddenReason ?? "", at: row.hiddenAt.toISOString() } : null,
    own: viewer !== null && row.userId === viewer.id,
  };
}

/**
 * The latest `perPost` comments the viewer may see under each of these posts, oldest first, in one
 * query (a window over the posts' comments).
 */
export async function latestComments(postIds: number[], viewer: Viewer, perPost: number): Promise<Map<number, CommentView[]>> {
  const out = new Map<number, CommentView[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return out;
  const db = await getDb();
  const ranked = db
    .select({ ...commentColumns, rank: sql<number>`row_number() over (partition by ${forumComments.postId} order by ${forumComments.id} desc)`.as("rank") })
    .from(forumComments)
    .leftJoin(users, eq(users.id, forumComments.userId))
    .where(and(inArray(forumComments.postId, postIds), commentVisibleTo(viewer)))
    .as("ranked");
  const rows = await db.select().from(ranked).where(lte(ranked.rank, perPost)).orderBy(ranked.postId, ranked.id);
  for (const row of rows) out.get(row.postId)?.push(toCommentView(row as CommentRow, viewer));
  return out;
}

/** One comment as the viewer may see it, or null. */
export async function selectComment(id: number, viewer: Viewer): Promise<CommentView | null> {
  const db = await getDb();
  const [row] = await db
    .select(commentColumns)
    .from(forumComments)
    .leftJoin(users, eq(users.id, forumComments.userId))
    .where(and(eq(forumComments.id, id), commentVisibleTo(viewer)));
  return row ? toCommentView(row, viewer) : null;
}

/** Posts with their latest comments attached. */
export async function postViews(rows: PostRow[], viewer: Viewer, commentsPerPost: number): Promise<PostView[]> {
  const comments = await latestComments(
    rows.map((r) => r.id),
    viewer,
    commentsPerPost,
  );
  return rows.map((r) => toPostView(r, viewer, comments.get(r.id) ?? []));
}
