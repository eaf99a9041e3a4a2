import { and, eq, isNotNull } from "drizzle-orm";
import type { Db, Tx } from "#db/client";
import { examSessions, practiceResponses, questions, responses, sectionAttempts, sectionQuestions } from "#db/schema";
import { skillAbilities, type SkillAbility } from "#grading/irt-ability";
import { paramsFor } from "./params.server";

/** One answer of a student: a question of a closed test module (unanswered: wrong) or a checked practice answer. */
export type StudentAnswer = {
  questionId: number;
  test: "verbal" | "math";
  skill: string;
  correct: boolean;
  /** When the module closed, or the practice answer was checked (epoch ms). */
  at: number;
  source: "test" | "practice";
};

/**
 * Every answer of a student, as the study plan and practice read them (decision 0052): exam questions of closed
 * modules (an unanswered question counts as wrong, as on the result page) at the moment the module closed, and
 * checked practice answers. Run inside a transaction to see an answer it has just written.
 */
export async function studentAnswers(db: Db | Tx, userId: number): Promise<StudentAnswer[]> {
  const [exam, practice] = await Promise.all([
    db
      .select({ questionId: questions.id, test: questions.test, skill: questions.skill, correct: responses.isCorrect, at: sectionAttempts.submittedAt })
      .from(sectionAttempts)
      .innerJoin(examSessions, eq(examSessions.id, sectionAttempts.sessionId))
      .innerJoin(sectionQuestions, eq(sectionQuestions.sectionId, sectionAttempts.sectionId))
      .innerJoin(questions, eq(questions.id, sectionQuestions.questionId))
      .leftJoin(responses, and(eq(responses.attemptId, sectionAttempts.id), eq(responses.questionId, questions.id)))
      .where(and(eq(examSessions.userId, userId), isNotNull(sectionAttempts.submittedAt))),
    db
      .select({
        questionId: questions.id,
        test: questions.test,
        skill: questions.skill,
        correct: practiceResponses.isCorrect,
        at: practiceResponses.answeredAt,
      })
      .from(practiceResponses)
      .innerJoin(questions, eq(questions.id, practiceResponses.questionId))
      .where(and(eq(practiceResponses.userId, userId), isNotNull(practiceResponses.answeredAt))),
  ]);
  return [
    ...exam.map((r): StudentAnswer => ({ ...r, correct: r.correct === true, at: r.at!.getTime(), source: "test" })),
    ...practice.map((r): StudentAnswer => ({ ...r, correct: r.correct === true, at: r.at!.getTime(), source: "practice" })),
  ];
}

/**
 * The student's ability in each listed skill from their answers given at or before `at` (decision 0052), each
 * answered item with the parameters in use (paramsFor: calibrated, a teacher's, or the prior of its rating or label).
 */
export async function abilitiesOf(
  db: Db | Tx,
  answers: readonly StudentAnswer[],
  skills: readonly { skill: string; test: "verbal" | "math" }[],
  { at = Number.POSITIVE_INFINITY, params }: { at?: number; params?: Map<number, { a: number; b: number; c: number }> } = {},
): Promise<Map<string, SkillAbility>> {
  const given = answers.filter((a) => a.at <= at);
  const known =
    params ??
    (await paramsFor(
      db,
      given.map((a) => a.questionId),
    ));
  return skillAbilities(
    given.map((a) => ({ item: known.get(a.questionId)!, correct: a.correct, skill: a.skill, test: a.test })),
    skills,
  );
}
