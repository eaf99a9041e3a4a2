import { eq } from "drizzle-orm";
import { getDb, type Db, type Tx } from "#db/client";
import { forumBans, forumModerationLog } from "#db/schema-forum";
import type { PublicUser } from "~/lib/user";
import { HttpError } from "~/lib/http.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { RATE_LIMITS } from "./limits";
import type { Viewer } from "./types";

/** The signed-in user as the forum sees them (null for a visitor). */
export type Actor = Pick<PublicUser, "id" | "user_type">;

export function viewerOf(user: Actor | null | undefined): Viewer {
  return user ? { id: user.id, isAdmin: user.user_type === "admin" } : null;
}

/** The reason a user may not write in the forum, or null. */
export async function blockOf(userId: number): Promise<{ reason: string } | null> {
  const db = await getDb();
  const [ban] = await db.select({ reason: forumBans.reason }).from(forumBans).where(eq(forumBans.userId, userId));
  return ban ?? null;
}

/** Guard of every post and comment written or edited: blocked users get 403 with the moderator's reason. */
export async function assertMayWrite(userId: number) {
  const ban = await blockOf(userId);
  if (ban) throw new HttpError(403, "forum:errors.blocked", { blocked_reason: ban.reason });
}

/** Counts one action of the user; past the limit, 429 with the forum's own message (and retry_after). */
export async function forumRateLimit(kind: keyof typeof RATE_LIMITS, userId: number) {
  const [limit, window] = RATE_LIMITS[kind];
  try {
    await hitRateLimit(`forum:${kind}:${userId}`, limit, window);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) throw new HttpError(429, `forum:errors.tooFast.${kind}`, error.extra);
    throw error;
  }
}

export const notFound = (what: "post" | "comment") => new HttpError(404, what === "post" ? "forum:errors.postNotFound" : "forum:errors.commentNotFound");
export const notYours = () => new HttpError(403, "forum:errors.notYours");

type LogEntry = {
  adminId: number;
  action: string;
  targetType: "post" | "comment" | "user";
  targetId: number;
  targetUserId: number | null;
  reason?: string;
  excerpt?: string;
};

/** Writes one line of the moderators' log (in the caller's transaction when given). */
export async function logModeration(db: Db | Tx, entry: LogEntry) {
  await db.insert(forumModerationLog).values({ ...entry, reason: entry.reason ?? "", excerpt: (entry.excerpt ?? "").slice(0, 200) });
}
