import { and, eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { lessonProgress } from "#db/schema-lessons";
import type { PublicUser } from "~/lib/user";
import { loadCourse, requireOpen } from "./course.server";
import type { ProgressBody } from "./lesson-input";
import { mergeSpans, watchedShare, type Span } from "./watched";

type Caller = Pick<PublicUser, "id" | "user_type">;

/** Videos are at most this long for the share computed from a client's duration (a lesson has its own when known). */
const MAX_DURATION = 6 * 3600;

/**
 * Saves where a student is in a lesson's video and what they watched (as they watch, and when they
 * leave). Stretches are merged with those saved before, so the watched share only grows; the position
 * is the latest one. The lesson must be open to them (403 otherwise).
 */
export async function saveProgress(user: Caller, lessonId: number, body: ProgressBody) {
  const course = await loadCourse(user.id);
  const lesson = requireOpen(course, lessonId);
  const duration = lesson.durationSeconds ?? (body.duration_seconds ? Math.min(body.duration_seconds, MAX_DURATION) : null);
  const position = duration ? Math.min(body.position_seconds, duration) : body.position_seconds;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ watched: lessonProgress.watched })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.lessonId, lessonId)))
      .for("update");
    const watched = mergeSpans([...((existing?.watched ?? []) as Span[]), ...(body.watched as Span[])], duration);
    const share = watchedShare(watched, duration);
    const values = { positionSeconds: Math.round(position * 10) / 10, watched, watchedShare: share, updatedAt: new Date() };
    await tx
      .insert(lessonProgress)
      .values({ userId: user.id, lessonId, ...values })
      .onConflictDoUpdate({ target: [lessonProgress.userId, lessonProgress.lessonId], set: values });
    return { position_seconds: values.positionSeconds, watched_share: share };
  });
}
