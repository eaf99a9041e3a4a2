import { eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { choices, questions, sectionQuestions } from "#db/schema";
import { HttpError } from "~/lib/http.server";
import { contentCache } from "./content-cache.server";
import { AnswerTextSchema, type ResponseInput } from "./exam-input";

/**
 * What the answer rule needs to know about a section (its questions, their type, which question
 * each choice belongs to), cached per instance, and the rule itself: shared by autosave and submit.
 */

/** Answers may arrive this long after the deadline (network latency); later ones are refused. */
export const GRACE_SECONDS = 10;

export type SectionShape = { count: number; types: Map<number, "SC" | "OE">; choiceOf: Map<number, number> };

/**
 * The section's questions (with their type) and which question each choice belongs to. Content
 * changes only when it is seeded or published, so each instance keeps it for a few minutes (contentCache).
 */
export const sectionShape = contentCache(loadSectionShape);

async function loadSectionShape(sectionId: number): Promise<SectionShape> {
  const db = await getDb();
  const rows = await db
    .select({ questionId: sectionQuestions.questionId, type: questions.type, choiceId: choices.id })
    .from(sectionQuestions)
    .innerJoin(questions, eq(questions.id, sectionQuestions.questionId))
    .leftJoin(choices, eq(choices.questionId, sectionQuestions.questionId))
    .where(eq(sectionQuestions.sectionId, sectionId));
  const types = new Map(rows.map((r) => [r.questionId, r.type]));
  const choiceOf = new Map(rows.filter((r) => r.choiceId !== null).map((r) => [r.choiceId!, r.questionId]));
  return { count: types.size, types, choiceOf };
}

export const refuse = (key: string, question: number, field: string) => new HttpError(400, key, { question, [field]: [key] });

/**
 * The one answer rule, for autosave and submit alike: the question belongs to the section; a
 * chosen or crossed-out choice belongs to that question; an open-ended entry passes the grid-in
 * rule (AnswerTextSchema, grid-in.ts) and only open-ended questions take one. Returns the entry as
 * the rule reads it (a decimal comma as a point), which is what is stored and graded.
 */
export function checkResponse(shape: SectionShape, item: Pick<ResponseInput, "question" | "selected_choice" | "answer_text" | "eliminated">) {
  const type = shape.types.get(item.question);
  if (!type) throw refuse("exam.errors.unknownQuestion", item.question, "question");
  if (item.selected_choice != null && shape.choiceOf.get(item.selected_choice) !== item.question)
    throw refuse("exam.errors.unknownChoice", item.question, "selected_choice");
  for (const c of item.eliminated ?? []) if (shape.choiceOf.get(c) !== item.question) throw refuse("exam.errors.unknownChoice", item.question, "eliminated");
  if (item.answer_text == null || item.answer_text === "") return item.answer_text;
  if (type !== "OE") throw refuse("exam.errors.notOpenEnded", item.question, "answer_text");
  const entry = AnswerTextSchema.safeParse(item.answer_text);
  if (!entry.success) throw refuse(entry.error.issues[0]!.message, item.question, "answer_text");
  return entry.data;
}

/** The item with the highest revision of each question (the first of equal ones), in batch order. */
export function highestRevisions<T extends { question: number; revision: number }>(items: T[]): T[] {
  const best = new Map<number, T>();
  for (const item of items) {
    const held = best.get(item.question);
    if (!held || item.revision > held.revision) best.set(item.question, item);
  }
  return [...best.values()];
}
