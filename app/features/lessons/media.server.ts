import { eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { videoLessons } from "#db/schema-lessons";
import type { PublicUser } from "~/lib/user";
import { PRIVATE_NO_STORE } from "~/lib/security-headers.server";
import { contentTypeForKey, getStorage } from "~/lib/storage/index.server";
import { isStaff, loadCourse, requireOpen } from "./course.server";
import { LessonError } from "./errors.server";
import { parseRange } from "./range";

type Caller = Pick<PublicUser, "id" | "user_type">;

/** The longest piece of video one response carries; players ask for the next piece themselves. */
export const MAX_RANGE_BYTES = 2 * 1024 * 1024;

/**
 * A lesson's stored video key and captions, for someone allowed to see them: a student whose lesson is
 * open (403 when locked, 404 when unpublished), or a teacher or administrator (any lesson, drafts too).
 */
async function lessonMedia(user: Caller, lessonId: number) {
  if (!isStaff(user)) requireOpen(await loadCourse(user.id), lessonId);
  const db = await getDb();
  const [row] = await db
    .select({
      videoKind: videoLessons.videoKind,
      videoRef: videoLessons.videoRef,
      captionsVtt: videoLessons.captionsVtt,
      captionsI18n: videoLessons.captionsI18n,
    })
    .from(videoLessons)
    .where(eq(videoLessons.id, lessonId));
  if (!row) throw new LessonError(404, "lessons:errors.notFound");
  return row;
}

// What a student may watch depends on who they are: never kept by a shared cache.
const PRIVATE = PRIVATE_NO_STORE;

/**
 * GET and HEAD of a lesson's uploaded video with HTTP range requests (206 Partial Content), so that
 * players can seek; whole-file answers only without a Range header.
 */
export async function serveLessonVideo(user: Caller, lessonId: number, request: Request): Promise<Response> {
  const media = await lessonMedia(user, lessonId);
  if (media.videoKind !== "file" || !media.videoRef) throw new LessonError(404, "lessons:errors.noVideo");
  const key = media.videoRef;
  const type = contentTypeForKey(key);
  if (!type) throw new LessonError(404, "lessons:errors.noVideo");
  const storage = await getStorage();
  const info = await storage.head(key);
  if (!info) throw new LessonError(404, "lessons:errors.noVideo");
  const base = { "Content-Type": type, "Accept-Ranges": "bytes", "Cache-Control": PRIVATE, "X-Content-Type-Options": "nosniff" };
  const range = parseRange(request.headers.get("range"), info.size, MAX_RANGE_BYTES);
  if (range === "unsatisfiable") return new Response(null, { status: 416, headers: { ...base, "Content-Range": `bytes */${info.size}` } });
  if (!range) {
    if (request.method === "HEAD") return new Response(null, { headers: { ...base, "Content-Length": String(info.size) } });
    const file = await storage.get(key);
    if (!file) throw new LessonError(404, "lessons:errors.noVideo");
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, { headers: { ...base, "Content-Length": String(file.size) } });
  }
  const headers = { ...base, "Content-Range": `bytes ${range.start}-${range.end}/${info.size}`, "Content-Length": String(range.end - range.start + 1) };
  if (request.method === "HEAD") return new Response(null, { status: 206, headers });
  const part = await storage.getRange(key, range.start, range.end);
  if (!part) throw new LessonError(404, "lessons:errors.noVideo");
  return new Response(part.bytes as Uint8Array<ArrayBuffer>, { status: 206, headers });
}

/** A lesson's WebVTT captions in English or, with `language`, in az or ru over the English voice (404 when it has none). */
export async function serveLessonCaptions(user: Caller, lessonId: number, language: "en" | "az" | "ru" = "en"): Promise<Response> {
  const media = await lessonMedia(user, lessonId);
  const vtt = language === "en" ? media.captionsVtt : media.captionsI18n[language];
  if (!vtt) throw new LessonError(404, "lessons:errors.noCaptions");
  return new Response(vtt, {
    headers: { "Content-Type": "text/vtt; charset=utf-8", "Cache-Control": PRIVATE, "X-Content-Type-Options": "nosniff" },
  });
}
