import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#db/client";
import { choices, itemParams, questions, responses, sectionAttempts, sectionQuestions, sections } from "#db/schema";
import { itemPrior } from "#grading/irt-model";
import type { RunItem, RunResponse } from "#grading/irt-run";

/**
 * What a calibration reads: every closed module's questions with the answers given (an unanswered question is
 * wrong, as in scoring), grouped into persons (one session's one test), and every seen item with its current
 * parameters, prior and key.
 */
export type TestData = { items: RunItem[]; persons: RunResponse[][] };

export async function loadCalibrationData(tx: Tx | Db): Promise<Record<"verbal" | "math", TestData>> {
  const rows = await tx
    .select({
      sessionId: sectionAttempts.sessionId,
      test: sections.test,
      questionId: sectionQuestions.questionId,
      isCorrect: responses.isCorrect,
      choice: responses.selectedChoiceId,
    })
    .from(sectionAttempts)
    .innerJoin(sections, eq(sections.id, sectionAttempts.sectionId))
    .innerJoin(sectionQuestions, eq(sectionQuestions.sectionId, sectionAttempts.sectionId))
    .leftJoin(responses, and(eq(responses.attemptId, sectionAttempts.id), eq(responses.questionId, sectionQuestions.questionId)))
    .where(isNotNull(sectionAttempts.submittedAt));
  const ids = [...new Set(rows.map((r) => r.questionId))];
  const meta = ids.length
    ? await tx
        .select({
          id: questions.id,
          type: questions.type,
          difficulty: questions.difficulty,
          rating: questions.rating,
          a: itemParams.a,
          b: itemParams.b,
          c: itemParams.c,
          source: itemParams.source,
          key: sql<number | null>`(select ${choices.id} from ${choices} where ${choices.questionId} = ${questions.id} and ${choices.isCorrect} limit 1)`,
        })
        .from(questions)
        .leftJoin(itemParams, eq(itemParams.questionId, questions.id))
        .where(inArray(questions.id, ids))
    : [];
  const out: Record<"verbal" | "math", TestData> = { verbal: { items: [], persons: [] }, math: { items: [], persons: [] } };
  for (const test of ["verbal", "math"] as const) {
    const mine = rows.filter((r) => r.test === test);
    const seen = new Set(mine.map((r) => r.questionId));
    const index = new Map<number, number>();
    for (const q of meta) {
      if (!seen.has(q.id) || index.has(q.id)) continue;
      const prior = itemPrior(q);
      index.set(q.id, out[test].items.length);
      out[test].items.push({
        id: q.id,
        type: q.type,
        prior,
        current: q.a !== null && q.b !== null && q.c !== null ? { a: q.a, b: q.b, c: q.c } : prior.mean,
        source: q.source ?? "prior",
        key: q.type === "SC" ? q.key : null,
      });
    }
    const persons = new Map<number, RunResponse[]>();
    for (const r of mine) {
      const list = persons.get(r.sessionId) ?? [];
      list.push({ item: index.get(r.questionId)!, correct: r.isCorrect === true, choice: r.choice });
      persons.set(r.sessionId, list);
    }
    out[test].persons = [...persons.values()];
  }
  return out;
}
