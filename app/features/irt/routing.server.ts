import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "#db/client";
import { responses, sectionAttempts, sectionQuestions } from "#db/schema";
import { chooseVariant } from "#grading/irt-routing";
import { paramsFor } from "./params.server";

/**
 * Which module 2 a session takes (decision 0034): the variant with the most posterior-weighted information given
 * the module-1 responses; when the two variants are alike, the exam's module-1 `threshold` of right answers.
 * `module1AttemptId` is the closed (graded) module-1 attempt.
 */
export async function chooseModule2(
  tx: Tx,
  module1AttemptId: number,
  easierSectionId: number,
  harderSectionId: number,
  threshold: number,
): Promise<"easier" | "harder"> {
  const [attempt] = await tx.select({ sectionId: sectionAttempts.sectionId }).from(sectionAttempts).where(eq(sectionAttempts.id, module1AttemptId));
  if (!attempt) return "easier";
  const given = await tx
    .select({ sectionId: sectionQuestions.sectionId, questionId: sectionQuestions.questionId })
    .from(sectionQuestions)
    .where(inArray(sectionQuestions.sectionId, [attempt.sectionId, easierSectionId, harderSectionId]));
  const right = await tx
    .select({ questionId: responses.questionId })
    .from(responses)
    .where(and(eq(responses.attemptId, module1AttemptId), eq(responses.isCorrect, true)));
  const rightIds = new Set(right.map((r) => r.questionId));
  const params = await paramsFor(
    tx,
    given.map((g) => g.questionId),
  );
  const of = (sectionId: number) => given.filter((g) => g.sectionId === sectionId);
  return chooseVariant(
    of(attempt.sectionId).map((g) => ({ item: params.get(g.questionId)!, correct: rightIds.has(g.questionId) })),
    of(easierSectionId).map((g) => params.get(g.questionId)!),
    of(harderSectionId).map((g) => params.get(g.questionId)!),
    threshold,
  );
}
