import type { Db, Tx } from "#db/client";
import { predictedSuccess } from "#grading/irt-ability";
import { abilitiesOf, paramsFor, studentAnswers } from "~/features/irt/index.server";
import type { Candidate } from "./pick";

/**
 * The chance this student answers each candidate right (decision 0052): the student's ability in the candidate's
 * skill from every answer they gave (tests and practice, with the parameters in use) and the candidate's own
 * parameters (a bank generator's question has its rating's or label's prior until calibrated). Run inside the
 * answer's transaction, it counts the answer just checked.
 */
export async function successForPool(db: Db | Tx, userId: number, pool: readonly Candidate[]): Promise<(c: Candidate) => number> {
  const answers = await studentAnswers(db, userId);
  const skills = [...new Map(pool.map((c) => [c.skill, { skill: c.skill, test: c.test }])).values()];
  const params = await paramsFor(db, [...answers.map((a) => a.questionId), ...pool.map((c) => c.id)]);
  const abilities = await abilitiesOf(db, answers, skills, { params });
  const success = new Map(pool.map((c) => [c.id, predictedSuccess(params.get(c.id)!, abilities.get(c.skill)!)]));
  return (c) => success.get(c.id) ?? 0;
}
