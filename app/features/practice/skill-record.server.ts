import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#db/client";
import { examSessions, practiceResponses, questions, responses, sectionAttempts } from "#db/schema";

/**
 * A student's record on some skills: answers graded right, and answers graded at all, in finished test
 * modules and checked practice questions. What the notebook's suggested cause reads ("the same skill is
 * mostly right").
 */
export async function skillRecords(tx: Tx | Db, userId: number, skills: string[]) {
  const out = new Map<string, { right: number; answered: number }>();
  if (!skills.length) return out;
  const right = sql<number>`count(*) filter (where ${responses.isCorrect})::int`;
  const tests = await tx
    .select({ skill: questions.skill, right, answered: sql<number>`count(*)::int` })
    .from(responses)
    .innerJoin(sectionAttempts, eq(sectionAttempts.id, responses.attemptId))
    .innerJoin(examSessions, eq(examSessions.id, sectionAttempts.sessionId))
    .innerJoin(questions, eq(questions.id, responses.questionId))
    .where(and(eq(examSessions.userId, userId), isNotNull(responses.isCorrect), inArray(questions.skill, skills)))
    .groupBy(questions.skill);
  const practice = await tx
    .select({ skill: questions.skill, right: sql<number>`count(*) filter (where ${practiceResponses.isCorrect})::int`, answered: sql<number>`count(*)::int` })
    .from(practiceResponses)
    .innerJoin(questions, eq(questions.id, practiceResponses.questionId))
    .where(and(eq(practiceResponses.userId, userId), isNotNull(practiceResponses.answeredAt), inArray(questions.skill, skills)))
    .groupBy(questions.skill);
  for (const r of [...tests, ...practice]) {
    const held = out.get(r.skill) ?? { right: 0, answered: 0 };
    out.set(r.skill, { right: held.right + r.right, answered: held.answered + r.answered });
  }
  return out;
}
