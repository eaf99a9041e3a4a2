import { and, eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { examSessions, mentorships } from "#db/schema";
import { HttpError } from "~/lib/http.server";
import { MAX_INT } from "~/lib/input";
import type { PublicUser } from "~/lib/user";

export type SessionRow = typeof examSessions.$inferSelect;

/**
 * Loads a session for a caller. "write": only the examinee. "read": the examinee, their mentor or
 * an admin. Anyone else gets 404, so session ids reveal nothing.
 */
export async function loadSessionFor(user: Pick<PublicUser, "id" | "user_type">, sessionId: number, mode: "read" | "write"): Promise<SessionRow> {
  if (!Number.isInteger(sessionId) || sessionId <= 0 || sessionId > MAX_INT) throw new HttpError(404, "exam.errors.sessionNotFound");
  const db = await getDb();
  const [session] = await db.select().from(examSessions).where(eq(examSessions.id, sessionId)).limit(1);
  if (!session) throw new HttpError(404, "exam.errors.sessionNotFound");
  if (session.userId === user.id) {
    // An attempt taken offline belongs to its device until it is finished: no other screen may fork it (issue 33).
    if (mode === "write" && session.takenOffline) throw new HttpError(409, "exam.errors.offlineElsewhere", { offline: true });
    return session;
  }
  if (mode === "read") {
    if (user.user_type === "admin") return session;
    if (user.user_type === "pre_teacher") {
      const [link] = await db
        .select({ mentorId: mentorships.mentorId })
        .from(mentorships)
        .where(and(eq(mentorships.mentorId, user.id), eq(mentorships.studentId, session.userId), eq(mentorships.active, true)))
        .limit(1);
      if (link) return session;
    }
  }
  throw new HttpError(404, "exam.errors.sessionNotFound");
}
