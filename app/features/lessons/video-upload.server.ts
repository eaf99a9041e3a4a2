import crypto from "node:crypto";
import { and, asc, eq, lt } from "drizzle-orm";
import { getDb } from "#db/client";
import { lessonVideoChunks, lessonVideoUploads, videoLessons } from "#db/schema-lessons";
import type { PublicUser } from "~/lib/user";
import { getStorage } from "~/lib/storage/index.server";
import { removeFile } from "./authoring.server";
import { LessonError } from "./errors.server";
import { MAX_VIDEO_BYTES, mp4DurationSeconds, sniffVideo, UPLOAD_CHUNK_BYTES, type VideoExtension } from "./video-file";

type Author = Pick<PublicUser, "id">;

/** Uploads not finished within a day are dropped (with their pieces) when the next one starts. */
const STALE_MS = 24 * 3600 * 1000;

/**
 * A lesson video arrives from the back office in pieces of UPLOAD_CHUNK_BYTES (every request stays
 * under the request guard's limit), kept in the database so that any instance can take any piece.
 * `start` says how big it is and what it is called; `chunk` stores piece n; `finish` joins them,
 * checks that the bytes really are an MP4 or WebM video, stores it and makes it the lesson's video.
 */
export async function startUpload(author: Author, lessonId: number, fileName: string, size: number) {
  const extension = /\.(mp4|webm)$/i.exec(fileName)?.[1]?.toLowerCase() as VideoExtension | undefined;
  if (!extension) throw new LessonError(400, "lessons:admin.errors.videoType");
  if (!Number.isSafeInteger(size) || size <= 0) throw new LessonError(400, "lessons:admin.errors.videoEmpty");
  if (size > MAX_VIDEO_BYTES) throw new LessonError(413, "lessons:admin.errors.videoTooLarge", { max: Math.round(MAX_VIDEO_BYTES / 1024 / 1024) });
  const db = await getDb();
  const [lesson] = await db.select({ id: videoLessons.id }).from(videoLessons).where(eq(videoLessons.id, lessonId));
  if (!lesson) throw new LessonError(404, "lessons:errors.notFound");
  await db.delete(lessonVideoUploads).where(lt(lessonVideoUploads.createdAt, new Date(Date.now() - STALE_MS)));
  const id = crypto.randomBytes(16).toString("hex");
  const chunkCount = Math.ceil(size / UPLOAD_CHUNK_BYTES);
  await db.insert(lessonVideoUploads).values({ id, lessonId, userId: author.id, extension, totalBytes: size, chunkCount });
  return { upload: id, chunk_bytes: UPLOAD_CHUNK_BYTES, chunks: chunkCount };
}

async function uploadOf(author: Author, lessonId: number, uploadId: string) {
  const db = await getDb();
  const [upload] = await db
    .select()
    .from(lessonVideoUploads)
    .where(and(eq(lessonVideoUploads.id, uploadId), eq(lessonVideoUploads.lessonId, lessonId), eq(lessonVideoUploads.userId, author.id)));
  if (!upload) throw new LessonError(404, "lessons:admin.errors.uploadGone");
  return upload;
}

/** Stores piece `index` (sending one again replaces it): every piece is full size but the last. */
export async function storeChunk(author: Author, lessonId: number, uploadId: string, index: number, bytes: Uint8Array) {
  const upload = await uploadOf(author, lessonId, uploadId);
  if (!Number.isInteger(index) || index < 0 || index >= upload.chunkCount) throw new LessonError(400, "lessons:admin.errors.chunk");
  const expected = index === upload.chunkCount - 1 ? upload.totalBytes - index * UPLOAD_CHUNK_BYTES : UPLOAD_CHUNK_BYTES;
  if (bytes.byteLength !== expected) throw new LessonError(400, "lessons:admin.errors.chunk");
  const db = await getDb();
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await db
    .insert(lessonVideoChunks)
    .values({ uploadId, index, data })
    .onConflictDoUpdate({ target: [lessonVideoChunks.uploadId, lessonVideoChunks.index], set: { data } });
  return { received: index };
}

/** Joins the pieces, checks them, stores the video and attaches it to the lesson (its old file is deleted). */
export async function finishUpload(author: Author, lessonId: number, uploadId: string) {
  const upload = await uploadOf(author, lessonId, uploadId);
  const db = await getDb();
  const chunks = await db
    .select({ index: lessonVideoChunks.index, data: lessonVideoChunks.data })
    .from(lessonVideoChunks)
    .where(eq(lessonVideoChunks.uploadId, uploadId))
    .orderBy(asc(lessonVideoChunks.index));
  if (chunks.length !== upload.chunkCount || chunks.some((c, i) => c.index !== i)) throw new LessonError(409, "lessons:admin.errors.uploadIncomplete");
  const bytes = new Uint8Array(upload.totalBytes);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c.data, at);
    at += c.data.byteLength;
  }
  if (at !== upload.totalBytes) throw new LessonError(409, "lessons:admin.errors.uploadIncomplete");
  const kind = sniffVideo(bytes.subarray(0, 64));
  if (kind !== upload.extension) {
    await db.delete(lessonVideoUploads).where(eq(lessonVideoUploads.id, uploadId));
    throw new LessonError(400, "lessons:admin.errors.notAVideo");
  }
  const key = `lessons/${lessonId}-${crypto.randomBytes(8).toString("hex")}.${kind}`;
  await (await getStorage()).put(key, bytes, kind === "mp4" ? "video/mp4" : "video/webm");
  const duration = kind === "mp4" ? mp4DurationSeconds(bytes) : null;
  const [old] = await db.select({ videoKind: videoLessons.videoKind, videoRef: videoLessons.videoRef }).from(videoLessons).where(eq(videoLessons.id, lessonId));
  await db
    .update(videoLessons)
    .set({ videoKind: "file", videoRef: key, ...(duration ? { durationSeconds: duration } : {}), seedHash: null, updatedAt: new Date() })
    .where(eq(videoLessons.id, lessonId));
  await db.delete(lessonVideoUploads).where(eq(lessonVideoUploads.id, uploadId));
  if (old?.videoKind === "file" && old.videoRef && old.videoRef !== key) await removeFile(old.videoRef);
  return { key, duration_seconds: duration };
}
