import { eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { itemParamHistory, itemParams, questions } from "#db/schema";
import { outOfBounds } from "#grading/irt-model";
import { HttpError, ValidationError } from "~/lib/http.server";
import type { ItemParamsInput } from "./params-input";

/**
 * A teacher sets an item's parameters by hand (decision 0035): source "teacher", kept by later calibrations,
 * with its history. Values outside the sane bounds (and a guessing floor on a student-produced response) are a
 * 400 with field errors.
 */

export async function setItemParams(user: { id: number }, questionId: number, input: ItemParamsInput) {
  const db = await getDb();
  const [q] = await db.select({ type: questions.type }).from(questions).where(eq(questions.id, questionId));
  if (!q) throw new HttpError(404, "authoring:errors.notFound");
  const bad = outOfBounds(input, q.type);
  if (bad.length) throw new ValidationError(Object.fromEntries(bad.map((k) => [k, [`authoring:stats.errors.${k}`]])));
  const values = {
    a: input.a,
    b: input.b,
    c: input.c,
    source: "teacher" as const,
    responses: 0,
    fit: null,
    runId: null,
    setById: user.id,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(itemParams)
      .values({ questionId, ...values })
      .onConflictDoUpdate({ target: itemParams.questionId, set: values });
    await tx.insert(itemParamHistory).values({ questionId, a: input.a, b: input.b, c: input.c, source: "teacher", setById: user.id });
  });
}
