import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, gte, max } from "drizzle-orm";
import { LESSONS } from "../content/lessons/index";
import { translatedTranscript, translatedVtt } from "../content/lessons/captions";
import { MEDIA_DIR, type MediaManifest } from "../content/lessons/media";
import { LessonSchema, transcriptOf, type Lesson } from "../content/lessons/schema";
import { getStorage } from "../app/lib/storage/index.server";
import type { Db } from "../db/client";
import { lessonQuestions, videoLessons, type LessonTranslations } from "../db/schema-lessons";

/** The storage key of a seeded video: named by its content, so a regenerated video gets a new key. */
export const seedVideoKey = (slug: string, sha256: string) => `lessons/seed/${slug}-${sha256.slice(0, 12)}.mp4`;

/**
 * Loads the course of content/lessons like any lesson: the video file into the configured storage
 * (when it is not there yet), the lesson and its quiz into the database, upserted by the lesson's slug
 * (seed_key). A lesson the back office has edited (seed_hash null) is left alone; one whose content
 * is unchanged is only checked for its video file. New lessons go to the end of their unit, published.
 */
export async function seedLessons(db: Db, log: (m: string) => void = () => {}, root = process.cwd()) {
  const dir = path.resolve(root, MEDIA_DIR);
  const manifestFile = path.join(dir, "manifest.json");
  if (!fs.existsSync(manifestFile)) return log(`seed: no ${MEDIA_DIR}/manifest.json, lessons skipped`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as MediaManifest;
  const storage = await getStorage();
  let written = 0;
  for (const input of LESSONS) {
    const lesson = LessonSchema.parse(input);
    const media = manifest[lesson.slug];
    if (!media) {
      log(`seed: lesson ${lesson.slug} has no video in the manifest (run scripts/make-lesson-videos.ts), skipped`);
      continue;
    }
    const key = seedVideoKey(lesson.slug, media.sha256);
    const [existing] = await db
      .select({ id: videoLessons.id, seedHash: videoLessons.seedHash })
      .from(videoLessons)
      .where(eq(videoLessons.seedKey, lesson.slug));
    if (existing && existing.seedHash === null) continue;
    if (!(await storage.head(key))) {
      const bytes = fs.readFileSync(path.join(dir, media.video));
      await storage.put(key, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), "video/mp4");
    }
    const captions = fs.readFileSync(path.join(dir, media.captions), "utf8");
    const hash = crypto.createHash("sha256").update(JSON.stringify({ lesson, media, captions })).digest("hex");
    if (existing?.seedHash === hash) continue;
    await writeLesson(db, lesson, { key, durationSeconds: media.durationSeconds, captions, hash });
    written++;
  }
  log(`seed: ${written} video lesson(s) written`);
}

/**
 * The az and ru texts as stored (decisions 0043, 0062): title, description and quiz as written, the narration as a
 * transcript, and a captions track per language timed by the English one (content/lessons/captions.ts).
 */
export function lessonLanguages(lesson: Lesson, englishVtt: string) {
  const translations: LessonTranslations = {};
  const captionsI18n: Partial<Record<"az" | "ru", string>> = {};
  for (const lng of ["az", "ru"] as const) {
    const t = lesson.translations[lng];
    if (!t) continue;
    const { narration, ...text } = t;
    translations[lng] = narration ? { ...text, transcript: translatedTranscript(narration) } : text;
    const vtt = translatedVtt(lesson, narration, englishVtt);
    if (vtt) captionsI18n[lng] = vtt;
  }
  return { translations, captionsI18n };
}

async function writeLesson(db: Db, lesson: Lesson, media: { key: string; durationSeconds: number; captions: string; hash: string }) {
  await db.transaction(async (tx) => {
    const content = {
      unit: lesson.unit,
      title: lesson.title,
      description: lesson.description,
      skill: lesson.skill,
      videoKind: "file" as const,
      videoRef: media.key,
      durationSeconds: media.durationSeconds,
      captionsVtt: media.captions,
      transcript: transcriptOf(lesson),
      ...lessonLanguages(lesson, media.captions),
      seedHash: media.hash,
      updatedAt: new Date(),
    };
    const [last] = await tx
      .select({ position: max(videoLessons.position) })
      .from(videoLessons)
      .where(eq(videoLessons.unit, lesson.unit));
    const [row] = await tx
      .insert(videoLessons)
      .values({ ...content, seedKey: lesson.slug, position: (last?.position ?? 0) + 1, published: true })
      // An update keeps the lesson's place and publication (the back office's to change).
      .onConflictDoUpdate({ target: videoLessons.seedKey, set: content })
      .returning({ id: videoLessons.id });
    const lessonId = row!.id;
    // Questions upserted by position, so that their ids (kept in students' last attempts) stay.
    const current = await tx
      .select({ id: lessonQuestions.id, position: lessonQuestions.position })
      .from(lessonQuestions)
      .where(eq(lessonQuestions.lessonId, lessonId));
    for (const [i, q] of lesson.quiz.entries()) {
      const values = {
        questionText: q.text,
        optionA: q.options[0],
        optionB: q.options[1],
        optionC: q.options[2],
        optionD: q.options[3],
        correctOption: q.correct,
        explanation: q.explanation,
      };
      const same = current.find((c) => c.position === i + 1);
      if (same) await tx.update(lessonQuestions).set(values).where(eq(lessonQuestions.id, same.id));
      else await tx.insert(lessonQuestions).values({ lessonId, position: i + 1, ...values });
    }
    await tx.delete(lessonQuestions).where(and(eq(lessonQuestions.lessonId, lessonId), gte(lessonQuestions.position, lesson.quiz.length + 1)));
  });
}
