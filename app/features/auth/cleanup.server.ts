import { lt, or, isNotNull, and } from "drizzle-orm";
import { getDb } from "#db/client";
import { authSessions, emailTokens } from "#db/schema";

/** How long a used or expired e-mail link is kept (to tell "already used" from "unknown" for a while). */
const USED_LINKS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer sign anyone in: sessions past their expiry (their refresh tokens go with
 * them, by cascade) and e-mail links that expired or were used more than a week ago. Counts per table.
 */
export async function deleteExpiredAuthRows(now = new Date()) {
  const db = await getDb();
  const sessions = await db.delete(authSessions).where(lt(authSessions.expiresAt, now)).returning({ id: authSessions.id });
  const keptSince = new Date(now.getTime() - USED_LINKS_KEPT_MS);
  const links = await db
    .delete(emailTokens)
    .where(or(lt(emailTokens.expiresAt, keptSince), and(isNotNull(emailTokens.usedAt), lt(emailTokens.usedAt, keptSince))))
    .returning({ hash: emailTokens.tokenHash });
  return { sessions: sessions.length, emailLinks: links.length };
}
