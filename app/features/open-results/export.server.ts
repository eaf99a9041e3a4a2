import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import {
  choices,
  examSessions,
  exams,
  practiceResponses,
  practiceSets,
  questions,
  responses,
  sectionAttempts,
  sectionQuestions,
  sections,
  users,
} from "#db/schema";
import { examName, examNameColumns } from "~/features/exam/index.server";
import { readableStudent } from "~/features/profile/index.server";
import { HttpError } from "~/lib/http.server";
import type { PublicUser } from "~/lib/user";
import { toCsv } from "./csv";

/**
 * Open results (issue 31): a student's finished tests and checked practice answers, as CSV or JSON, for
 * the student, their mentors and admins; anyone else gets a 404 (as if the student did not exist).
 * The columns are documented in docs/api.md ("Open results"); `correct` is the grade the result page shows.
 */
export const ANSWER_COLUMNS = [
  "source",
  "source_id",
  "source_name",
  "date",
  "test",
  "module",
  "question_number",
  "question_id",
  "question_identifier",
  "domain",
  "skill",
  "difficulty",
  "answer",
  "correct",
  "time_seconds",
] as const;
export const TEST_COLUMNS = ["session_id", "exam", "started_at", "finished_at", "correct", "total", "percent", "scaled_total"] as const;

type Cell = string | number | boolean | null;
export type AnswerRow = Record<(typeof ANSWER_COLUMNS)[number], Cell>;
export type TestRow = Record<(typeof TEST_COLUMNS)[number], Cell>;

type Caller = Pick<PublicUser, "id" | "user_type">;

export async function resultsExport(caller: Caller, { student: username, lng = "en" }: { student?: string; lng?: string } = {}) {
  const student = await readableStudent(caller, username, "profile:export.notFound");
  const db = await getDb();
  const tests = await db
    .select({
      id: examSessions.id,
      ...examNameColumns,
      createdAt: examSessions.createdAt,
      finishedAt: examSessions.finishedAt,
      score: examSessions.score,
      correct: examSessions.correctCount,
      total: examSessions.totalQuestions,
      scaled: examSessions.scaledTotal,
    })
    .from(examSessions)
    .innerJoin(exams, eq(exams.id, examSessions.examId))
    .where(and(eq(examSessions.userId, student.id), eq(examSessions.status, "finished")))
    .orderBy(asc(examSessions.finishedAt), asc(examSessions.id));
  const nameOf = new Map(tests.map((t) => [t.id, examName(t, lng)]));
  const q = {
    id: questions.id,
    identifier: questions.identifier,
    test: questions.test,
    domain: questions.domain,
    skill: questions.skill,
    difficulty: questions.difficulty,
  };
  const testAnswers = tests.length
    ? await db
        .select({
          sessionId: sectionAttempts.sessionId,
          stage: sectionAttempts.stage,
          module: sections.module,
          position: sectionQuestions.position,
          q,
          selected: responses.selectedChoiceId,
          text: responses.answerText,
          correct: responses.isCorrect,
          timeMs: responses.timeMs,
          at: sectionAttempts.submittedAt,
        })
        .from(sectionAttempts)
        .innerJoin(sections, eq(sections.id, sectionAttempts.sectionId))
        .innerJoin(sectionQuestions, eq(sectionQuestions.sectionId, sectionAttempts.sectionId))
        .innerJoin(questions, eq(questions.id, sectionQuestions.questionId))
        .leftJoin(responses, and(eq(responses.attemptId, sectionAttempts.id), eq(responses.questionId, sectionQuestions.questionId)))
        .where(
          inArray(
            sectionAttempts.sessionId,
            tests.map((t) => t.id),
          ),
        )
        .orderBy(asc(sectionAttempts.sessionId), asc(sectionAttempts.stage), asc(sectionQuestions.position))
    : [];
  const practice = await db
    .select({
      setId: practiceResponses.setId,
      position: practiceResponses.position,
      q,
      selected: practiceResponses.selectedChoiceId,
      text: practiceResponses.answerText,
      correct: practiceResponses.isCorrect,
      timeMs: practiceResponses.timeMs,
      at: practiceResponses.answeredAt,
      origin: practiceSets.origin,
    })
    .from(practiceResponses)
    .innerJoin(practiceSets, eq(practiceSets.id, practiceResponses.setId))
    .innerJoin(questions, eq(questions.id, practiceResponses.questionId))
    .where(and(eq(practiceResponses.userId, student.id), isNotNull(practiceResponses.answeredAt)))
    .orderBy(asc(practiceResponses.answeredAt), asc(practiceResponses.setId), asc(practiceResponses.position));
  const letter = await choiceLetters([...testAnswers, ...practice].map((a) => a.q.id));
  const answer = (a: { q: { id: number }; selected: number | null; text: string | null }) =>
    a.selected !== null ? (letter.get(a.selected) ?? null) : a.text || null;
  const seconds = (ms: number | null) => Math.round((ms ?? 0) / 100) / 10;
  /** The columns a test answer and a practice answer share. */
  const questionColumns = (a: (typeof testAnswers)[number] | (typeof practice)[number]) => ({
    date: a.at?.toISOString() ?? null,
    test: a.q.test,
    question_number: a.position + 1,
    question_id: a.q.id,
    question_identifier: a.q.identifier,
    domain: a.q.domain,
    skill: a.q.skill,
    difficulty: a.q.difficulty,
    answer: answer(a),
    correct: a.correct === true,
    time_seconds: seconds(a.timeMs),
  });
  const answers: AnswerRow[] = [
    ...testAnswers.map((a) => ({
      source: "test",
      source_id: a.sessionId,
      source_name: nameOf.get(a.sessionId) ?? "",
      module: a.module,
      ...questionColumns(a),
    })),
    ...practice.map((a) => ({
      source: "practice",
      source_id: a.setId,
      source_name: a.origin,
      module: null,
      ...questionColumns(a),
    })),
  ];
  const testRows: TestRow[] = tests.map((t) => ({
    session_id: t.id,
    exam: nameOf.get(t.id) ?? "",
    started_at: t.createdAt.toISOString(),
    finished_at: t.finishedAt?.toISOString() ?? null,
    correct: t.correct,
    total: t.total,
    percent: t.score,
    scaled_total: t.scaled,
  }));
  return { student: student.username, tests: testRows, answers };
}

/** Each choice's letter (A, B, …) by its order within its question. */
async function choiceLetters(questionIds: number[]) {
  const out = new Map<number, string>();
  const ids = [...new Set(questionIds)];
  if (!ids.length) return out;
  const db = await getDb();
  const rows = await db
    .select({ id: choices.id, questionId: choices.questionId })
    .from(choices)
    .where(inArray(choices.questionId, ids))
    .orderBy(asc(choices.questionId), asc(choices.position));
  let current = -1;
  let index = 0;
  for (const r of rows) {
    index = r.questionId === current ? index + 1 : 0;
    current = r.questionId;
    out.set(r.id, String.fromCharCode(65 + index));
  }
  return out;
}

/** The export as a file: JSON (tests and answers) or CSV (the answers; the tests are the JSON's). */
export function exportFile(data: Awaited<ReturnType<typeof resultsExport>>, format: "csv" | "json") {
  const day = new Date().toISOString().slice(0, 10);
  const name = `satlingo-results-${data.student}-${day}.${format}`;
  const body = format === "csv" ? toCsv(ANSWER_COLUMNS, data.answers) : JSON.stringify(data, null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name.replace(/[^\w.-]/g, "_")}"`,
    },
  });
}
