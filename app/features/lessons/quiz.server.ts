import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { lessonProgress, lessonQuestions } from "#db/schema-lessons";
import type { PublicUser } from "~/lib/user";
import { QuizAnswersError, type AnswerProblem } from "./errors.server";
import { loadCourse, requireOpen } from "./course.server";
import { OPTION_LETTERS, type OptionLetter } from "./lesson-input";
import type { QuizResult } from "./types";
import { lessonStates, nextLesson } from "./unlock";

type Caller = Pick<PublicUser, "id" | "user_type">;

/**
 * Checks a quiz's answers against its questions: every question answered with one of A-D, no other
 * ids. Every problem is reported (400), each naming its question by number and id.
 */
export function checkAnswers(questionIds: number[], answers: Record<string, unknown>): Map<number, OptionLetter> {
  const problems: AnswerProblem[] = [];
  const out = new Map<number, OptionLetter>();
  questionIds.forEach((id, i) => {
    const value = answers[String(id)];
    if (value === undefined || value === null || value === "") return problems.push({ questionId: id, number: i + 1, kind: "answerMissing" });
    const letter = typeof value === "string" ? value.trim().toUpperCase() : "";
    if (!(OPTION_LETTERS as readonly string[]).includes(letter)) return problems.push({ questionId: id, number: i + 1, kind: "answerInvalid" });
    out.set(id, letter as OptionLetter);
  });
  for (const key of Object.keys(answers)) {
    if (!questionIds.includes(Number(key))) problems.push({ questionId: Number(key), number: null, kind: "answerUnknown" });
  }
  if (problems.length) throw new QuizAnswersError(problems);
  return out;
}

/**
 * Grades a quiz on the server (POST /api/video-lessons/{id}/submit-quiz/ and the page's form alike):
 * a locked lesson is refused (403), answers are checked first (400), then each attempt is counted,
 * the wrong question ids are kept for the page, and all correct passes the lesson (once; passing
 * again changes nothing), which opens the next one.
 */
export async function submitQuiz(user: Caller, lessonId: number, answers: Record<string, unknown>): Promise<QuizResult> {
  const course = await loadCourse(user.id);
  requireOpen(course, lessonId);
  const db = await getDb();
  const questions = await db
    .select({ id: lessonQuestions.id, correct: lessonQuestions.correctOption })
    .from(lessonQuestions)
    .where(eq(lessonQuestions.lessonId, lessonId))
    .orderBy(asc(lessonQuestions.position), asc(lessonQuestions.id));
  const given = checkAnswers(
    questions.map((q) => q.id),
    answers,
  );
  const wrong = questions.filter((q) => given.get(q.id) !== q.correct).map((q) => q.id);
  const allCorrect = questions.length > 0 && wrong.length === 0;
  const now = new Date();
  const [saved] = await db
    .insert(lessonProgress)
    .values({ userId: user.id, lessonId, attempts: 1, lastWrong: wrong, passedAt: allCorrect ? now : null, updatedAt: now })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        attempts: sql`${lessonProgress.attempts} + 1`,
        lastWrong: wrong,
        passedAt: allCorrect ? sql`coalesce(${lessonProgress.passedAt}, ${now.toISOString()}::timestamptz)` : lessonProgress.passedAt,
        updatedAt: now,
      },
    })
    .returning({ attempts: lessonProgress.attempts });
  let next: QuizResult["next_lesson"] = null;
  if (allCorrect) {
    const passed = new Set([...course.passed, lessonId]);
    const found = nextLesson(course.lessons, lessonStates(course.lessons, passed), lessonId);
    next = found ? { id: found.id, title: found.title, unit: found.unit } : null;
  }
  return { all_correct: allCorrect, wrong, next_lesson: next, attempts: saved?.attempts ?? 1 };
}
