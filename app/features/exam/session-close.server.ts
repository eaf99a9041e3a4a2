import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "#db/client";
import { choices, examSessions, exams, questions, responses, sectionAttempts, sectionQuestions, sections } from "#db/schema";
import { isChoiceCorrect, isOpenEndedCorrect } from "#grading/answer-check";
import { percentScore, totalEstimate } from "#grading/scoring";
import { breakSeconds } from "~/features/accommodations";
import { scoreSessionSections } from "~/features/irt/index.server";
import type { SessionRow } from "./access.server";
import type { ExamStage } from "./exams.server";

/*
 * Closing a module and a session on the server: each attempt graded once with the grading module, the
 * break that follows it stamped, and the finished session's summary (percent correct and the pattern scores).
 */

/** Grades an attempt and closes it. Idempotent: a closed attempt is left as it is. */
export async function closeAttempt(
  tx: Tx,
  session: SessionRow,
  attemptId: number,
  closedBy: "submitted" | "expired",
  stages: readonly ExamStage[],
  /** When it closed: now, or the device's time of an attempt taken offline (issue 33). */
  at: Date = new Date(),
) {
  const [attempt] = await tx.select().from(sectionAttempts).where(eq(sectionAttempts.id, attemptId)).for("update");
  if (!attempt || attempt.submittedAt) return false;
  const rows = await tx
    .select({ questionId: sectionQuestions.questionId, type: questions.type, accepted: questions.acceptedAnswers })
    .from(sectionQuestions)
    .innerJoin(questions, eq(questions.id, sectionQuestions.questionId))
    .where(eq(sectionQuestions.sectionId, attempt.sectionId));
  const correctChoices = await tx
    .select({ questionId: choices.questionId, id: choices.id })
    .from(choices)
    .where(
      and(
        inArray(
          choices.questionId,
          rows.map((r) => r.questionId),
        ),
        eq(choices.isCorrect, true),
      ),
    );
  const saved = await tx.select().from(responses).where(eq(responses.attemptId, attemptId));
  const right: number[] = [];
  const graded: number[] = [];
  for (const q of rows) {
    const r = saved.find((s) => s.questionId === q.questionId);
    if (!r) continue;
    const ok =
      q.type === "SC"
        ? isChoiceCorrect(r.selectedChoiceId, correctChoices.find((c) => c.questionId === q.questionId)?.id)
        : isOpenEndedCorrect(r.answerText, q.accepted);
    graded.push(q.questionId);
    if (ok) right.push(q.questionId);
  }
  const correct = right.length;
  // Every graded answer marked in one statement: right where its question is among the right ones.
  if (graded.length)
    await tx
      .update(responses)
      .set({ isCorrect: right.length ? inArray(responses.questionId, right) : sql`false` })
      .where(and(eq(responses.attemptId, attemptId), inArray(responses.questionId, graded)));
  const now = at;
  await tx
    .update(sectionAttempts)
    .set({ submittedAt: now, closedBy, correctCount: correct, questionCount: rows.length })
    .where(eq(sectionAttempts.id, attemptId));
  const stage = stages.find((s) => s.stage === attempt.stage);
  const section = stage?.sections.find((s) => s.id === attempt.sectionId);
  const isLast = stages.at(-1)?.stage === attempt.stage;
  const pause = section ? breakSeconds(section.breakAfterSeconds, isLast, session.accommodation) : 0;
  const breakEndsAt = pause > 0 ? new Date(now.getTime() + pause * 1000) : null;
  await tx.update(examSessions).set({ breakEndsAt }).where(eq(examSessions.id, session.id));
  return true;
}

/** Marks the session finished with its summary: percent correct, counts and the section pattern scores. */
export async function finishSession(tx: Tx, sessionId: number, at: Date = new Date()) {
  const attempts = await tx
    .select({
      correct: sectionAttempts.correctCount,
      total: sectionAttempts.questionCount,
      test: sections.test,
      examId: sections.examId,
    })
    .from(sectionAttempts)
    .innerJoin(sections, eq(sections.id, sectionAttempts.sectionId))
    .where(eq(sectionAttempts.sessionId, sessionId));
  const correct = attempts.reduce((n, a) => n + (a.correct ?? 0), 0);
  const total = attempts.reduce((n, a) => n + (a.total ?? 0), 0);
  // Pattern scoring (decision 0034): each section's EAP from the items the student was given, for the exams
  // that report scaled scores (ours, with their explanatory table; a teacher's exam reports percentages).
  const [exam] = attempts[0] ? await tx.select({ table: exams.scoreTable }).from(exams).where(eq(exams.id, attempts[0].examId)) : [];
  const scores = exam?.table ? await scoreSessionSections(tx, sessionId) : {};
  const total400 = totalEstimate(scores.verbal ?? null, scores.math ?? null);
  await tx
    .update(examSessions)
    .set({
      status: "finished",
      finishedAt: at,
      breakEndsAt: null,
      correctCount: correct,
      totalQuestions: total,
      score: percentScore(correct, total),
      scaledTotal: total400?.score ?? null,
      sectionScores: Object.keys(scores).length ? scores : null,
    })
    .where(and(eq(examSessions.id, sessionId), eq(examSessions.status, "active")));
}
