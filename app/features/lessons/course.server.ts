import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { lessonProgress, lessonQuestions, videoLessons, type LessonTranslations } from "#db/schema-lessons";
import { localized } from "#content/localized";
import type { PublicUser } from "~/lib/user";
import { LessonError } from "./errors.server";
import type { LessonVideo, LessonView, QuizQuestionView } from "./types";
import { courseOrder, currentLesson, lessonStates, previousInUnit, type LessonState, type Unit } from "./unlock";

type Caller = Pick<PublicUser, "id" | "user_type">;

/** Teachers and administrators may preview any lesson's video (drafts too) from the back office. */
export const isStaff = (user: Caller) => user.user_type === "pre_teacher" || user.user_type === "admin";

const summaryColumns = {
  id: videoLessons.id,
  unit: videoLessons.unit,
  position: videoLessons.position,
  title: videoLessons.title,
  description: videoLessons.description,
  skill: videoLessons.skill,
  durationSeconds: videoLessons.durationSeconds,
  translations: videoLessons.translations,
};
type LessonSummaryRow = {
  id: number;
  unit: Unit;
  position: number;
  title: string;
  description: string;
  skill: string;
  durationSeconds: number | null;
  translations: LessonTranslations;
};

/** A lesson's title and description in the reader's language (decision 0043): translated content, English the original. */
function inLanguage(l: LessonSummaryRow, lng: string): LessonSummaryRow {
  const t = l.translations ?? {};
  return {
    ...l,
    title: localized({ az: t.az?.title, en: l.title, ru: t.ru?.title }, lng),
    description: localized({ az: t.az?.description, en: l.description, ru: t.ru?.description }, lng),
  };
}
type ProgressRow = { lessonId: number; positionSeconds: number; watchedShare: number; attempts: number; lastWrong: number[]; passedAt: Date | null };

/**
 * The published lessons in course order (titles and descriptions in `lng`), one student's progress in them,
 * and each lesson's state: two queries.
 */
export async function loadCourse(userId: number, lng = "en") {
  const db = await getDb();
  const rows = (await db.select(summaryColumns).from(videoLessons).where(eq(videoLessons.published, true))) as LessonSummaryRow[];
  const lessons = courseOrder(rows.map((l) => inLanguage(l, lng)));
  const progressRows: ProgressRow[] = lessons.length
    ? await db
        .select({
          lessonId: lessonProgress.lessonId,
          positionSeconds: lessonProgress.positionSeconds,
          watchedShare: lessonProgress.watchedShare,
          attempts: lessonProgress.attempts,
          lastWrong: lessonProgress.lastWrong,
          passedAt: lessonProgress.passedAt,
        })
        .from(lessonProgress)
        .where(
          and(
            eq(lessonProgress.userId, userId),
            inArray(
              lessonProgress.lessonId,
              lessons.map((l) => l.id),
            ),
          ),
        )
    : [];
  const progress = new Map(progressRows.map((r) => [r.lessonId, r]));
  const passed = new Set(progressRows.filter((r) => r.passedAt).map((r) => r.lessonId));
  return { lessons, lng, progress, passed, states: lessonStates(lessons, passed) };
}
export type Course = Awaited<ReturnType<typeof loadCourse>>;

/**
 * The lesson if this student may open it: 404 when there is no such published lesson, 403 (naming the
 * lesson whose quiz opens it) when it is locked.
 */
export function requireOpen(course: Course, lessonId: number): LessonSummaryRow & { state: LessonState } {
  const lesson = course.lessons.find((l) => l.id === lessonId);
  if (!lesson) throw new LessonError(404, "lessons:errors.notFound");
  const state = course.states.get(lessonId)!;
  if (state === "locked") {
    const previous = previousInUnit(course.lessons, lessonId);
    throw new LessonError(403, "lessons:errors.locked", { previous: previous?.title ?? "" });
  }
  return { ...lesson, state };
}

/** Where a lesson's media lives for a client: relative for the web page, absolute (baseUrl) for the API. */
export const lessonVideoPath = (id: number) => `/video-lesson/${id}/video`;
export const lessonCaptionsPath = (id: number) => `/video-lesson/${id}/captions.vtt`;

/** Everything about the lessons a student may open, in one query each for videos and questions. */
async function contentOf(course: Course, ids: number[], withKeysFor: ReadonlySet<number>) {
  if (ids.length === 0) return { details: new Map(), questions: new Map<number, QuizQuestionView[]>() };
  const db = await getDb();
  const [details, rows] = await Promise.all([
    db
      .select({
        id: videoLessons.id,
        videoKind: videoLessons.videoKind,
        videoRef: videoLessons.videoRef,
        hasCaptions: sql<boolean>`${videoLessons.captionsVtt} is not null`,
        captionLanguages: sql<string[]>`array(select jsonb_object_keys(${videoLessons.captionsI18n}) order by 1)`,
        transcript: videoLessons.transcript,
      })
      .from(videoLessons)
      .where(inArray(videoLessons.id, ids)),
    db
      .select()
      .from(lessonQuestions)
      .where(inArray(lessonQuestions.lessonId, ids))
      .orderBy(asc(lessonQuestions.lessonId), asc(lessonQuestions.position), asc(lessonQuestions.id)),
  ]);
  const questions = new Map<number, QuizQuestionView[]>();
  const translationsOf = new Map(course.lessons.map((l) => [l.id, l.translations ?? {}]));
  for (const q of rows) {
    // The question in the reader's language where the lesson has it (by position), else the English.
    const t = translationsOf.get(q.lessonId);
    const pick = (en: string, az: string | undefined, ru: string | undefined) => localized({ az, en, ru }, course.lng);
    const at = (l: "az" | "ru") => t?.[l]?.quiz?.[q.position - 1];
    const option = (i: number, en: string) => pick(en, at("az")?.options?.[i], at("ru")?.options?.[i]);
    const view: QuizQuestionView = {
      id: q.id,
      question_text: pick(q.questionText, at("az")?.text, at("ru")?.text),
      option_a: option(0, q.optionA),
      option_b: option(1, q.optionB),
      option_c: option(2, q.optionC),
      option_d: option(3, q.optionD),
    };
    // The key only for a quiz already passed: never before.
    if (withKeysFor.has(q.lessonId))
      Object.assign(view, { correct_option: q.correctOption, explanation: pick(q.explanation, at("az")?.explanation, at("ru")?.explanation) });
    (questions.get(q.lessonId) ?? questions.set(q.lessonId, []).get(q.lessonId)!).push(view);
  }
  return { details: new Map(details.map((d) => [d.id, d])), questions };
}

function videoOf(
  id: number,
  detail: { videoKind: string; videoRef: string | null; hasCaptions: boolean; captionLanguages: string[] } | undefined,
  baseUrl: string,
): LessonVideo | null {
  if (!detail?.videoRef) return null;
  if (detail.videoKind === "vimeo") return { kind: "vimeo", vimeo_id: detail.videoRef, captions_url: null, captions: [] };
  if (detail.videoKind === "youtube") return { kind: "youtube", youtube_id: detail.videoRef, captions_url: null, captions: [] };
  const english = detail.hasCaptions ? baseUrl + lessonCaptionsPath(id) : null;
  // Every captions track (decision 0062): English (the voice's) and the az and ru tracks timed by it.
  const captions = [
    ...(english ? [{ language: "en" as const, url: english }] : []),
    ...(["az", "ru"] as const).filter((l) => english && detail.captionLanguages.includes(l)).map((l) => ({ language: l, url: `${english}?lang=${l}` })),
  ];
  return { kind: "file", url: baseUrl + lessonVideoPath(id), captions_url: english, captions };
}

/** The transcript in the reader's language where the lesson has one, else the English (what the voice says). */
function transcriptIn(english: string, translations: LessonTranslations | undefined, lng: string): string {
  return (lng === "az" || lng === "ru" ? translations?.[lng]?.transcript?.trim() : undefined) || english;
}

/** Lessons as clients see them: locked ones with their title only, open ones with video, transcript and quiz. */
export async function lessonViews(course: Course, ids: number[], baseUrl = ""): Promise<LessonView[]> {
  const open = ids.filter((id) => course.states.get(id) !== "locked");
  const { details, questions } = await contentOf(course, open, course.passed);
  return ids.map((id) => {
    const l = course.lessons.find((x) => x.id === id)!;
    const state = course.states.get(id)!;
    const p = course.progress.get(id);
    const video = state === "locked" ? null : videoOf(id, details.get(id), baseUrl);
    return {
      id,
      unit: l.unit,
      position: l.position,
      title: l.title,
      description: l.description,
      skill: l.skill,
      duration_seconds: l.durationSeconds,
      state,
      vimeo_id: video?.kind === "vimeo" ? video.vimeo_id : null,
      video,
      transcript: state === "locked" ? null : transcriptIn(details.get(id)?.transcript ?? "", l.translations, course.lng),
      questions: state === "locked" ? [] : (questions.get(id) ?? []),
      progress: p
        ? {
            position_seconds: p.positionSeconds,
            watched_share: p.watchedShare,
            attempts: p.attempts,
            last_wrong: p.lastWrong,
            passed_at: p.passedAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}

/** GET /api/video-lessons/: every published lesson in course order with its state. */
export async function listLessons(user: Caller, baseUrl: string, lng = "en"): Promise<LessonView[]> {
  const course = await loadCourse(user.id, lng);
  return lessonViews(
    course,
    course.lessons.map((l) => l.id),
    baseUrl,
  );
}

/** The /video-lesson page: the side list, and the lesson asked for (or the current one). */
export async function coursePage(user: Caller, lessonId: number | null, lng = "en") {
  const course = await loadCourse(user.id, lng);
  const chosen = lessonId === null ? (currentLesson(course.lessons, course.states)?.id ?? null) : requireOpen(course, lessonId).id;
  const [lesson] = chosen === null ? [null] : await lessonViews(course, [chosen]);
  const list = course.lessons.map((l) => ({
    id: l.id,
    unit: l.unit,
    title: l.title,
    skill: l.skill,
    durationSeconds: l.durationSeconds,
    state: course.states.get(l.id)!,
    watchedShare: course.progress.get(l.id)?.watchedShare ?? 0,
  }));
  return { list, lesson, finished: course.lessons.length > 0 && course.passed.size === course.lessons.length };
}

/** The dashboard's count: quizzes passed among the published lessons. */
export async function lessonsCompleted(userId: number): Promise<{ completed: number; total: number }> {
  const db = await getDb();
  const [row] = await db
    .select({
      total: count(),
      completed: sql<number>`count(${lessonProgress.passedAt})`.mapWith(Number),
    })
    .from(videoLessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, videoLessons.id), eq(lessonProgress.userId, userId), isNotNull(lessonProgress.passedAt)))
    .where(eq(videoLessons.published, true));
  return { completed: row?.completed ?? 0, total: row?.total ?? 0 };
}
