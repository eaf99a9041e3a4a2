import { and, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { users } from "#db/schema";
import { forumBans, forumComments, forumModerationLog, forumPosts, forumReports } from "#db/schema-forum";
import { mathExcerptHtml } from "~/lib/math-excerpt.server";
import type { ModerationItem } from "./types";

const QUEUE_SIZE = 50;
const RECENT_SIZE = 15;
/** How much of a post or comment the queue shows, and of a log line's text (characters, math typeset). */
const EXCERPT = 280;
const LOG_EXCERPT = 160;
const excerptHtml = (text: string, max = EXCERPT) => mathExcerptHtml(text, { max, from: "text" });

/**
 * The moderators' queue: posts and comments with open reports first (most reported, then most
 * recently reported), then the latest posts and comments nobody reported, for a look of one's own.
 */
export async function moderationQueue(): Promise<{ reported: ModerationItem[]; recent: ModerationItem[] }> {
  const db = await getDb();
  const latest = sql`max(${forumReports.createdAt})`;
  const groups = await db
    .select({
      postId: forumReports.postId,
      commentId: forumReports.commentId,
      count: sql<number>`count(*)::int`.mapWith(Number),
      reasons: sql<string[]>`array_agg(distinct ${forumReports.reason})`,
      details: sql<string[]>`array_remove(array_agg(${forumReports.details} order by ${forumReports.id} desc), '')`,
      latest: latest.mapWith(forumReports.createdAt),
    })
    .from(forumReports)
    .where(isNull(forumReports.resolvedAt))
    .groupBy(forumReports.postId, forumReports.commentId)
    .orderBy(desc(sql`count(*)`), desc(latest))
    .limit(QUEUE_SIZE);
  const postIds = groups.filter((g) => g.commentId === null).map((g) => g.postId);
  const commentIds = groups.flatMap((g) => (g.commentId === null ? [] : [g.commentId]));
  const [posts, comments] = await Promise.all([
    postIds.length ? postItems(inArray(forumPosts.id, postIds)) : [],
    commentIds.length ? commentItems(inArray(forumComments.id, commentIds)) : [],
  ]);
  const byKey = new Map([...posts, ...comments].map((item) => [`${item.target}:${item.id}`, item]));
  const reported = groups.flatMap((g) => {
    const item = byKey.get(g.commentId === null ? `post:${g.postId}` : `comment:${g.commentId}`);
    return item ? [{ ...item, reports: { count: g.count, reasons: g.reasons, details: g.details.slice(0, 5), latest: g.latest.toISOString() } }] : [];
  });
  const [recentPosts, recentComments] = await Promise.all([
    postItems(postIds.length ? notInArray(forumPosts.id, postIds) : undefined, RECENT_SIZE),
    commentItems(commentIds.length ? notInArray(forumComments.id, commentIds) : undefined, RECENT_SIZE),
  ]);
  const recent = [...recentPosts, ...recentComments].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, RECENT_SIZE);
  return { reported, recent };
}

/** Hidden posts and comments, most recently hidden first. */
export async function hiddenItems(): Promise<ModerationItem[]> {
  const [posts, comments] = await Promise.all([
    postItems(isNotNull(forumPosts.hiddenAt), QUEUE_SIZE),
    commentItems(isNotNull(forumComments.hiddenAt), QUEUE_SIZE),
  ]);
  return [...posts, ...comments].sort((a, b) => (b.hidden?.at ?? "").localeCompare(a.hidden?.at ?? ""));
}

const blockedFlag = (userId: typeof forumPosts.userId | typeof forumComments.userId) =>
  sql<boolean>`exists (select 1 from ${forumBans} b where b.user_id = ${userId})`.mapWith(Boolean);

async function postItems(where: ReturnType<typeof and>, limit = QUEUE_SIZE): Promise<ModerationItem[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: forumPosts.id,
      title: forumPosts.title,
      text: forumPosts.bodyText,
      userId: forumPosts.userId,
      username: users.username,
      blocked: blockedFlag(forumPosts.userId),
      createdAt: forumPosts.createdAt,
      hiddenAt: forumPosts.hiddenAt,
      hiddenReason: forumPosts.hiddenReason,
    })
    .from(forumPosts)
    .leftJoin(users, eq(users.id, forumPosts.userId))
    .where(where)
    .orderBy(desc(forumPosts.id))
    .limit(limit);
  return rows.map((r) => ({ target: "post" as const, id: r.id, postId: r.id, title: r.title, excerptHtml: excerptHtml(r.text), ...common(r) }));
}

async function commentItems(where: ReturnType<typeof and>, limit = QUEUE_SIZE): Promise<ModerationItem[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: forumComments.id,
      postId: forumComments.postId,
      title: forumPosts.title,
      text: forumComments.text,
      userId: forumComments.userId,
      username: users.username,
      blocked: blockedFlag(forumComments.userId),
      createdAt: forumComments.createdAt,
      hiddenAt: forumComments.hiddenAt,
      hiddenReason: forumComments.hiddenReason,
    })
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .leftJoin(users, eq(users.id, forumComments.userId))
    .where(where)
    .orderBy(desc(forumComments.id))
    .limit(limit);
  return rows.map((r) => ({ target: "comment" as const, id: r.id, postId: r.postId, title: r.title, excerptHtml: excerptHtml(r.text), ...common(r) }));
}

function common(r: { userId: number | null; username: string | null; blocked: boolean; createdAt: Date; hiddenAt: Date | null; hiddenReason: string | null }) {
  return {
    author: r.userId !== null && r.username !== null ? { id: r.userId, username: r.username, blocked: r.blocked } : null,
    created_at: r.createdAt.toISOString(),
    hidden: r.hiddenAt ? { reason: r.hiddenReason ?? "", at: r.hiddenAt.toISOString() } : null,
    reports: null,
  };
}

/** Users blocked from writing, most recent first. */
export async function blockedUsers() {
  const db = await getDb();
  const rows = await db
    .select({ id: forumBans.userId, username: users.username, reason: forumBans.reason, createdAt: forumBans.createdAt })
    .from(forumBans)
    .innerJoin(users, eq(users.id, forumBans.userId))
    .orderBy(desc(forumBans.createdAt))
    .limit(200);
  return rows.map((r) => ({ id: r.id, username: r.username, reason: r.reason, created_at: r.createdAt.toISOString() }));
}

/** The latest lines of the moderators' log. */
export async function moderationLog(limit = 30) {
  const db = await getDb();
  const rows = await db
    .select({
      id: forumModerationLog.id,
      action: forumModerationLog.action,
      targetType: forumModerationLog.targetType,
      targetId: forumModerationLog.targetId,
      reason: forumModerationLog.reason,
      excerpt: forumModerationLog.excerpt,
      admin: users.username,
      createdAt: forumModerationLog.createdAt,
    })
    .from(forumModerationLog)
    .leftJoin(users, eq(users.id, forumModerationLog.adminId))
    .orderBy(desc(forumModerationLog.id))
    .limit(limit);
  return rows.map(({ excerpt, ...r }) => ({ ...r, excerptHtml: excerpt ? excerptHtml(excerpt, LOG_EXCERPT) : "", createdAt: r.createdAt.toISOString() }));
}
