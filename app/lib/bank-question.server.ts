import { and, eq } from "drizzle-orm";
import type { Question } from "#content/schema";
import type { Db, Tx } from "#db/client";
import { choices, questions } from "#db/schema";

/**
 * How a content question (content/schema.ts, already parsed) becomes a `questions` row, version 1 of its
 * identifier, without an author: shared by the seed (the whole skill bank, seed/bank.ts) and the app (a
 * fresh instance of a Math generator made at run time, the notebook's "practise these again").
 */
/**
 * The tag of a question made at run time from a Math generator for one student's review (the notebook's
 * "practise these again"): never drawn by practice, never listed in the teachers' bank.
 */
export const INSTANCE_TAG = "instance";

export function bankQuestionValues(q: Question) {
  return {
    identifier: q.id,
    version: 1,
    type: q.type,
    title: q.title,
    text: q.text,
    test: q.test,
    domain: q.domain,
    skill: q.skill,
    difficulty: q.difficulty,
    passageTitle: q.passage?.title ?? null,
    passageHtml: q.passage?.html ?? null,
    acceptedAnswers: q.answers ?? null,
    explanation: q.explanation,
    explanationI18n: q.explanationI18n ?? {},
    tags: q.tags,
  };
}

/**
 * Stores one content question, published, with its choices in their order; the row already stored under
 * its identifier (version 1) when there is one: a generator's question is a pure function of its seed, so
 * the same identifier is the same question. Returns the row's id. Runs in the caller's transaction.
 */
export async function storeBankQuestion(tx: Tx | Db, q: Question, now = new Date()): Promise<number> {
  const [created] = await tx
    .insert(questions)
    .values({ ...bankQuestionValues(q), status: "published", publishedAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [questions.identifier, questions.version] })
    .returning({ id: questions.id });
  if (created) {
    const list = q.choices ?? [];
    if (list.length) await tx.insert(choices).values(list.map((c, position) => ({ questionId: created.id, position, text: c.text, isCorrect: c.correct })));
    return created.id;
  }
  const [stored] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.identifier, q.id), eq(questions.version, 1)));
  return stored!.id;
}
