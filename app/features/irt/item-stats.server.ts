import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { getDb } from "#db/client";
import { examSessions, itemParams, questions, responses, sectionAttempts, sectionQuestions } from "#db/schema";
import { pointBiserial } from "#grading/irt-item-checks";
import { itemPrior } from "#grading/irt-model";
import type { ItemStats } from "./item-stats";

export type { ItemStats };

/**
 * Question versions' statistics for teachers (decision 0035): exam responses in closed modules (an unanswered
 * question counts as wrong), share right, the point-biserial against the section's EAP stored on the session, and
 * the parameters in use with their source. A fixed handful of queries for any number of versions (a bank page).
 */
export async function itemStatsMany(questionIds: number[]): Promise<Map<number, ItemStats>> {
  const out = new Map<number, ItemStats>();
  const ids = [...new Set(questionIds)];
  if (!ids.length) return out;
  const db = await getDb();
  const [qs, rows, stored] = await Promise.all([
    db
      .select({ id: questions.id, test: questions.test, type: questions.type, difficulty: questions.difficulty, rating: questions.rating })
      .from(questions)
      .where(inArray(questions.id, ids)),
    db
      .select({ questionId: sectionQuestions.questionId, correct: responses.isCorrect, scores: examSessions.sectionScores })
      .from(sectionQuestions)
      .innerJoin(sectionAttempts, eq(sectionAttempts.sectionId, sectionQuestions.sectionId))
      .innerJoin(examSessions, eq(examSessions.id, sectionAttempts.sessionId))
      .leftJoin(responses, and(eq(responses.attemptId, sectionAttempts.id), eq(responses.questionId, sectionQuestions.questionId)))
      .where(and(inArray(sectionQuestions.questionId, ids), isNotNull(sectionAttempts.submittedAt))),
    db.select().from(itemParams).where(inArray(itemParams.questionId, ids)),
  ]);
  const paramsOf = new Map(stored.map((p) => [p.questionId, p]));
  for (const q of qs) {
    const mine = rows.filter((r) => r.questionId === q.id);
    const prior = itemPrior(q).mean;
    const p = paramsOf.get(q.id);
    const withTheta = mine.flatMap((r) => {
      const theta = r.scores?.[q.test]?.theta;
      return theta === undefined ? [] : [{ theta, correct: r.correct === true }];
    });
    out.set(q.id, {
      responses: mine.length,
      shareCorrect: mine.length ? mine.filter((r) => r.correct === true).length / mine.length : null,
      pointBiserial: withTheta.length >= 2 ? pointBiserial(withTheta) : null,
      a: p?.a ?? prior.a,
      b: p?.b ?? prior.b,
      c: p?.c ?? prior.c,
      source: p?.source ?? "prior",
      calibratedFrom: p?.responses ?? 0,
    });
  }
  return out;
}

/** One question version's statistics (the question page); an unknown id has none, with the default prior. */
export async function itemStats(questionId: number): Promise<ItemStats> {
  return (
    (await itemStatsMany([questionId])).get(questionId) ?? {
      responses: 0,
      shareCorrect: null,
      pointBiserial: null,
      a: 1,
      b: 0,
      c: 0,
      source: "prior",
      calibratedFrom: 0,
    }
  );
}
