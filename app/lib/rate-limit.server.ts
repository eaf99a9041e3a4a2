import { sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { rateLimits } from "#db/schema";
import { HttpError } from "./http.server";

/**
 * Counts one attempt for `key` in a fixed window kept in the database (so every app instance
 * shares it); throws 429 once more than `limit` attempts fall in the window.
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number) {
  const db = await getDb();
  const result = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const row = result[0]!;
  if (row.count > limit) {
    const retryAfter = Math.max(1, Math.ceil(windowSeconds - (Date.now() - row.windowStart.getTime()) / 1000));
    throw new HttpError(429, "auth.errors.tooMany", { retry_after: retryAfter });
  }
}

/** Forgets the attempts of `key` (after a successful sign-in). */
export async function clearRateLimit(key: string) {
  const db = await getDb();
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** The longest window any limit uses is a day: counters older than two are never read again. */
export async function deleteStaleRateLimits(now = new Date()) {
  const db = await getDb();
  const gone = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < ${new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000)}`)
    .returning({ key: rateLimits.key });
  return gone.length;
}
