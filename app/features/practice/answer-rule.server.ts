import { eq } from "drizzle-orm";
import type { Tx } from "#db/client";
import { choices, practiceItems, questions } from "#db/schema";
import { AnswerTextSchema, type ResponseInput } from "~/features/exam";
import { HttpError } from "~/lib/http.server";

/**
 * The exam's answer rule for a practice set, shared by autosave and the answer check: the question is in
 * the set, a choice belongs to its question, a grid-in entry only for an open-ended question.
 */

/** A set's questions: their type, their position, and which question each choice belongs to. */
export type Shape = { types: Map<number, "SC" | "OE">; positionOf: Map<number, number>; choiceOf: Map<number, number> };

export async function setShape(tx: Tx, setId: number): Promise<Shape> {
  const rows = await tx
    .select({ questionId: practiceItems.questionId, position: practiceItems.position, type: questions.type, choiceId: choices.id })
    .from(practiceItems)
    .innerJoin(questions, eq(questions.id, practiceItems.questionId))
    .leftJoin(choices, eq(choices.questionId, practiceItems.questionId))
    .where(eq(practiceItems.setId, setId));
  return {
    types: new Map(rows.map((r) => [r.questionId, r.type])),
    positionOf: new Map(rows.map((r) => [r.questionId, r.position])),
    choiceOf: new Map(rows.filter((r) => r.choiceId !== null).map((r) => [r.choiceId!, r.questionId])),
  };
}

const refuse = (key: string, question: number, field: string) => new HttpError(400, key, { question, [field]: [key] });

/** The exam's answer rule, for a practice set: question in the set, choices of that question, a grid-in entry for open-ended only. */
export function checkItem(shape: Shape, item: Pick<ResponseInput, "question" | "selected_choice" | "answer_text" | "eliminated">) {
  const type = shape.types.get(item.question);
  if (!type) throw refuse("exam.errors.unknownQuestion", item.question, "question");
  if (item.selected_choice != null && shape.choiceOf.get(item.selected_choice) !== item.question)
    throw refuse("exam.errors.unknownChoice", item.question, "selected_choice");
  for (const c of item.eliminated ?? []) if (shape.choiceOf.get(c) !== item.question) throw refuse("exam.errors.unknownChoice", item.question, "eliminated");
  if (item.answer_text == null || item.answer_text === "") return { type, text: item.answer_text ?? null };
  if (type !== "OE") throw refuse("exam.errors.notOpenEnded", item.question, "answer_text");
  const entry = AnswerTextSchema.safeParse(item.answer_text);
  if (!entry.success) throw refuse(entry.error.issues[0]!.message, item.question, "answer_text");
  return { type, text: entry.data };
}
