import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "#db/client";
import { examSessions, itemParams, questions, responses, sectionAttempts, sectionQuestions } from "#db/schema";
import { pointBiserial } from "#grading/irt-item-checks";
import { itemPrior } from "#grading/irt-model";

export type ItemStats = {
  responses: number;
  shareCorrect: number | null;
  /** Correlation of right/wrong with the session's section ability (null below 2 responses). */
  pointBiserial: number | null;
  a: number;
  b: number;
  c: number;
  source: "prior" | "calibrated" | "teacher";
  /** Responses the parameters were calibrated from. */
  calibratedFrom: number;
};

/**
 * One question version's statistics for teachers (decision 0035): exam responses in closed modules (an unanswered
 * question counts as wrong), share right, the point-biserial against the section's EAP stored on the session, and
 * the parameters in use with their source.
 */
export async function itemStats(questionId: number): Promise<ItemStats> {
  const db = await getDb();
  const [q] = await db
    .select({ test: questions.test, type: questions.type, difficulty: questions.difficulty, rating: questions.rating })
    .from(questions)
    .where(eq(questions.id, questionId));
  const rows = await db
    .select({ correct: responses.isCorrect, scores: examSessions.sectionScores })
    .from(sectionQuestions)
    .innerJoin(sectionAttempts, eq(sectionAttempts.sectionId, sectionQuestions.sectionId))
    .innerJoin(examSessions, eq(examSessions.id, sectionAttempts.sessionId))
    .leftJoin(responses, and(eq(responses.attemptId, sectionAttempts.id), eq(responses.questionId, questionId)))
    .where(and(eq(sectionQuestions.questionId, questionId), isNotNull(sectionAttempts.submittedAt)));
  const [p] = await db.select().from(itemParams).where(eq(itemParams.questionId, questionId));
  const prior = q ? itemPrior(q).mean : { a: 1, b: 0, c: 0 };
  const withTheta = rows.flatMap((r) => {
    const theta = q ? r.scores?.[q.test]?.theta : undefined;
    return theta === undefined ? [] : [{ theta, correct: r.correct === true }];
  });
  return {
    responses: rows.length,
    shareCorrect: rows.length ? rows.filter((r) => r.correct === true).length / rows.length : null,
    pointBiserial: withTheta.length >= 2 ? pointBiserial(withTheta) : null,
    a: p?.a ?? prior.a,
    b: p?.b ?? prior.b,
    c: p?.c ?? prior.c,
    source: p?.source ?? "prior",
    calibratedFrom: p?.responses ?? 0,
  };
}
