import { and, asc, count, eq, max, notInArray, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import type { Tx } from "#db/client";
import { lessonProgress, lessonQuestions, videoLessons, type LessonText, type LessonTranslations } from "#db/schema-lessons";
import type { PublicUser } from "~/lib/user";
import { getStorage } from "~/lib/storage/index.server";
import type { LessonForm } from "./authoring-input";
import { ValidationError } from "~/lib/http.server";
import { LessonError } from "./errors.server";
import { courseOrder, type Unit } from "./unlock";
import { parseVimeo, parseYouTube } from "./video-source";
import { checkVtt } from "./vtt";

type Author = Pick<PublicUser, "id">;

/** Every lesson (drafts too) in course order, with what the list page shows: three queries, no N+1. */
export async function adminLessonList() {
  const db = await getDb();
  const [lessons, questions, passed] = await Promise.all([
    db
      .select({
        id: videoLessons.id,
        unit: videoLessons.unit,
        position: videoLessons.position,
        title: videoLessons.title,
        skill: videoLessons.skill,
        published: videoLessons.published,
        videoKind: videoLessons.videoKind,
        videoRef: videoLessons.videoRef,
        durationSeconds: videoLessons.durationSeconds,
      })
      .from(videoLessons),
    db.select({ lessonId: lessonQuestions.lessonId, n: count() }).from(lessonQuestions).groupBy(lessonQuestions.lessonId),
    db
      .select({ lessonId: lessonProgress.lessonId, n: count(lessonProgress.passedAt) })
      .from(lessonProgress)
      .groupBy(lessonProgress.lessonId),
  ]);
  const q = new Map(questions.map((r) => [r.lessonId, r.n]));
  const p = new Map(passed.map((r) => [r.lessonId, Number(r.n)]));
  return courseOrder(lessons as ((typeof lessons)[number] & { unit: Unit })[]).map((l) => ({
    id: l.id,
    unit: l.unit,
    title: l.title,
    skill: l.skill,
    published: l.published,
    video: l.videoRef ? l.videoKind : null,
    durationSeconds: l.durationSeconds,
    questions: q.get(l.id) ?? 0,
    passed: p.get(l.id) ?? 0,
  }));
}

/** A lesson as the edit form needs it, the answer key included (staff only). */
export async function lessonForEdit(id: number) {
  const db = await getDb();
  const [lesson] = await db.select().from(videoLessons).where(eq(videoLessons.id, id));
  if (!lesson) throw new LessonError(404, "lessons:errors.notFound");
  const questions = await db
    .select()
    .from(lessonQuestions)
    .where(eq(lessonQuestions.lessonId, id))
    .orderBy(asc(lessonQuestions.position), asc(lessonQuestions.id));
  const { captionsVtt, captionsI18n: _tracks, ...rest } = lesson;
  const cues = captionsVtt ? captionsVtt.split("\n").filter((l) => l.includes("-->")).length : 0;
  return { ...rest, unit: rest.unit as Unit, captionCues: cues, questions };
}

/**
 * The lesson's translations from the form (decisions 0043, 0062): the az and ru title and description, the
 * transcript, and each quiz question's text, options and explanation, kept with its question (the quiz
 * translations are stored by position, rebuilt here from the questions in their order). A blank field leaves
 * the English to show; a field the form does not send keeps what the lesson has.
 */
export function translationsFrom(input: LessonForm, existing: LessonTranslations = {}): LessonTranslations {
  const out: LessonTranslations = {};
  for (const lng of ["az", "ru"] as const) {
    const text: LessonText = { ...existing[lng] };
    const title = input[`title_${lng}`];
    const description = input[`description_${lng}`];
    if (title) text.title = title;
    else delete text.title;
    if (description) text.description = description;
    else delete text.description;
    const transcript = input[`transcript_${lng}`];
    if (transcript) text.transcript = transcript;
    else if (transcript !== undefined) delete text.transcript;
    const questions = input.questions ?? [];
    if (questions.some((q) => q[lng])) {
      const quiz = questions.map((q, i) => {
        const t = q[lng];
        if (!t) return text.quiz?.[i] ?? { text: "", explanation: "" };
        const options = [t.a, t.b, t.c, t.d] as [string, string, string, string];
        return { text: t.text, ...(options.every(Boolean) ? { options } : {}), explanation: t.explanation };
      });
      if (quiz.some((q) => q.text)) text.quiz = quiz;
      else delete text.quiz;
    }
    if (Object.keys(text).length) out[lng] = text;
  }
  return out;
}

/** The lesson's video and captions fields from the form (an uploaded file's key is only set by the upload). */
function contentOf(input: LessonForm, captions: string | null) {
  const video =
    input.video_kind === "vimeo"
      ? { videoKind: "vimeo" as const, videoRef: parseVimeo(input.video_id) }
      : input.video_kind === "youtube"
        ? { videoKind: "youtube" as const, videoRef: parseYouTube(input.video_id) }
        : { videoKind: "file" as const };
  return {
    title: input.title,
    description: input.description,
    unit: input.unit,
    skill: input.skill,
    durationSeconds: input.duration,
    transcript: input.transcript,
    ...video,
    ...(captions !== null ? { captionsVtt: captions } : input.remove_captions ? { captionsVtt: null } : {}),
  };
}

/** A .vtt file from the form, checked (400 with what is wrong, under the file's field), or null when none was sent. */
export function readCaptions(file: string | null): string | null {
  if (file === null || file.trim() === "") return null;
  const checked = checkVtt(file);
  if (!checked.ok) throw new ValidationError({ captions_file: [checked.error] });
  return checked.vtt;
}

async function syncQuestions(tx: Tx, lessonId: number, questions: LessonForm["questions"]) {
  const keep = questions.map((q) => (typeof q.id === "number" ? q.id : null)).filter((id): id is number => id !== null);
  // Questions removed from the form go; the others keep their ids (students' last attempts name them).
  await tx.delete(lessonQuestions).where(and(eq(lessonQuestions.lessonId, lessonId), keep.length ? notInArray(lessonQuestions.id, keep) : sql`true`));
  for (const [i, q] of questions.entries()) {
    const values = {
      position: i + 1,
      questionText: q.text,
      optionA: q.a,
      optionB: q.b,
      optionC: q.c,
      optionD: q.d,
      correctOption: q.correct,
      explanation: q.explanation,
    };
    if (typeof q.id === "number") {
      const updated = await tx
        .update(lessonQuestions)
        .set(values)
        .where(and(eq(lessonQuestions.id, q.id), eq(lessonQuestions.lessonId, lessonId)))
        .returning({ id: lessonQuestions.id });
      if (updated.length) continue;
    }
    await tx.insert(lessonQuestions).values({ lessonId, ...values });
  }
}

/** Publishing from the form without a video: the form shows it under "published". */
const NEEDS_VIDEO = () => new ValidationError({ published: ["lessons:admin.errors.publishNeedsVideo"] });

/** A new lesson at the end of its unit; published only if it already has what a student needs. */
export async function createLesson(author: Author, input: LessonForm, captionsFile: string | null): Promise<number> {
  const captions = readCaptions(captionsFile);
  const content = contentOf(input, captions);
  if (input.published && !("videoRef" in content && content.videoRef)) throw NEEDS_VIDEO();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(videoLessons.position) })
      .from(videoLessons)
      .where(eq(videoLessons.unit, input.unit));
    const [row] = await tx
      .insert(videoLessons)
      .values({
        ...content,
        translations: translationsFrom(input),
        position: (last?.position ?? 0) + 1,
        published: Boolean(input.published),
        createdBy: author.id,
      })
      .returning({ id: videoLessons.id });
    await syncQuestions(tx, row!.id, input.questions);
    return row!.id;
  });
}

/**
 * Saves the edit form. A lesson moved to another unit goes to that unit's end. A lesson loaded from
 * content/ becomes the back office's (the seed no longer overwrites it). Publishing needs a video and
 * a quiz (400). An uploaded file the lesson no longer uses is deleted from storage.
 */
export async function updateLesson(id: number, input: LessonForm, captionsFile: string | null) {
  const captions = readCaptions(captionsFile);
  const content = contentOf(input, captions);
  const db = await getDb();
  const old = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ unit: videoLessons.unit, videoKind: videoLessons.videoKind, videoRef: videoLessons.videoRef, translations: videoLessons.translations })
      .from(videoLessons)
      .where(eq(videoLessons.id, id))
      .for("update");
    if (!current) throw new LessonError(404, "lessons:errors.notFound");
    const videoRef = "videoRef" in content ? content.videoRef : current.videoKind === "file" ? current.videoRef : null;
    if (input.published && !videoRef) throw NEEDS_VIDEO();
    let position = {};
    if (current.unit !== input.unit) {
      const [last] = await tx
        .select({ position: max(videoLessons.position) })
        .from(videoLessons)
        .where(eq(videoLessons.unit, input.unit));
      position = { position: (last?.position ?? 0) + 1 };
    }
    await tx
      .update(videoLessons)
      .set({
        ...content,
        translations: translationsFrom(input, current.translations),
        videoRef,
        ...position,
        published: Boolean(input.published),
        seedHash: null,
        updatedAt: new Date(),
      })
      .where(eq(videoLessons.id, id));
    await syncQuestions(tx, id, input.questions);
    return current;
  });
  if (old.videoKind === "file" && old.videoRef && input.video_kind !== "file") await removeFile(old.videoRef);
}

/** Deletes a lesson video file nobody uses any more; a store that is down only loses a little space (logged). */
export async function removeFile(key: string) {
  const db = await getDb();
  const [used] = await db
    .select({ n: count() })
    .from(videoLessons)
    .where(and(eq(videoLessons.videoKind, "file"), eq(videoLessons.videoRef, key)));
  if ((used?.n ?? 0) > 0) return;
  await (await getStorage()).delete(key).catch((error) => console.error("could not delete the lesson video", key, error));
}

/** Swaps a lesson with its neighbour in its unit (positions renumbered 1..n on the way). */
export async function moveLesson(id: number, direction: "up" | "down") {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [lesson] = await tx.select({ unit: videoLessons.unit }).from(videoLessons).where(eq(videoLessons.id, id));
    if (!lesson) throw new LessonError(404, "lessons:errors.notFound");
    const unit = (await tx
      .select({ id: videoLessons.id, unit: videoLessons.unit, position: videoLessons.position })
      .from(videoLessons)
      .where(eq(videoLessons.unit, lesson.unit))
      .for("update")) as { id: number; unit: Unit; position: number }[];
    const ordered = courseOrder(unit).map((l) => l.id);
    const at = ordered.indexOf(id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= ordered.length) return;
    [ordered[at], ordered[to]] = [ordered[to]!, ordered[at]!];
    for (const [i, lessonId] of ordered.entries())
      await tx
        .update(videoLessons)
        .set({ position: i + 1, seedHash: null })
        .where(eq(videoLessons.id, lessonId));
  });
}

/** Publishes (needs a video and a quiz: 400 otherwise) or withdraws a lesson. */
export async function setPublished(id: number, published: boolean) {
  const db = await getDb();
  const [lesson] = await db.select({ videoRef: videoLessons.videoRef }).from(videoLessons).where(eq(videoLessons.id, id));
  if (!lesson) throw new LessonError(404, "lessons:errors.notFound");
  if (published) {
    if (!lesson.videoRef) throw new LessonError(400, "lessons:admin.errors.publishNeedsVideo");
    const [q] = await db.select({ n: count() }).from(lessonQuestions).where(eq(lessonQuestions.lessonId, id));
    if (!q?.n) throw new LessonError(400, "lessons:admin.errors.publishNeedsQuiz");
  }
  await db.update(videoLessons).set({ published, seedHash: null, updatedAt: new Date() }).where(eq(videoLessons.id, id));
}
