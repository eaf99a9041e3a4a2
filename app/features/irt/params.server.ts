import { inArray } from "drizzle-orm";
import type { Db, Tx } from "#db/client";
import { itemParams, questions } from "#db/schema";
import { itemPrior, type ItemParams } from "#grading/irt-model";

/**
 * The parameters in use for question versions: the stored row (calibrated, set by a teacher, or a prior written
 * by a calibration run), else the prior from the item's rating or label and its type (decision 0034).
 */
export async function paramsFor(tx: Tx | Db, questionIds: number[]): Promise<Map<number, ItemParams>> {
  const out = new Map<number, ItemParams>();
  const ids = [...new Set(questionIds)];
  if (!ids.length) return out;
  const stored = await tx
    .select({ id: itemParams.questionId, a: itemParams.a, b: itemParams.b, c: itemParams.c })
    .from(itemParams)
    .where(inArray(itemParams.questionId, ids));
  for (const s of stored) out.set(s.id, { a: s.a, b: s.b, c: s.c });
  const missing = ids.filter((id) => !out.has(id));
  if (missing.length) {
    const rows = await tx
      .select({ id: questions.id, type: questions.type, difficulty: questions.difficulty, rating: questions.rating })
      .from(questions)
      .where(inArray(questions.id, missing));
    for (const q of rows) out.set(q.id, itemPrior(q).mean);
  }
  return out;
}
