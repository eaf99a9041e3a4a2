import type { questions } from "#db/schema";
import { acceptedAnswers } from "#grading/answer-check";
import { splitFigure } from "./figure";
import { ANSWER_SEPARATOR, type QuestionInput } from "./question-schema";

type Row = typeof questions.$inferSelect;
type Record_ = { row: Row; choices: { id: number; text: string; isCorrect: boolean }[]; author: string | null };

/** A stored version as the form and the API take it back: the stem and the figure apart, answers as a list. */
export function recordToInput({ row, choices }: Pick<Record_, "row" | "choices">): QuestionInput {
  const { stem, figure } = splitFigure(row.text);
  return {
    identifier: row.identifier,
    question_type: row.type,
    question_title: row.title,
    question_text: stem,
    test: row.test,
    domain: row.domain,
    skill: row.skill,
    difficulty_level: row.difficulty,
    ordering: row.ordering,
    tags: row.tags,
    choices: choices.map((c) => ({ text: c.text, isCorrect: c.isCorrect })),
    open_ended_answer: row.type === "OE" ? acceptedAnswers(row.acceptedAnswers) : [],
    explanation: row.explanation,
    explanation_i18n: { az: row.explanationI18n.az ?? "", ru: row.explanationI18n.ru ?? "" },
    passage: row.passageHtml ? { title: row.passageTitle ?? "", html: row.passageHtml } : undefined,
    figure: figure ?? undefined,
  };
}

/** GET /api/questions/sat-question/{id}/: the spec's payload (section 3) plus what the bank adds. */
export function questionJson(record: Record_) {
  const input = recordToInput(record);
  const { row } = record;
  return {
    id: row.id,
    identifier: row.identifier,
    version: row.version,
    status: row.status,
    question_type: row.type,
    question_title: input.question_title,
    question_text: input.question_text,
    open_ended_answer: row.type === "OE" ? input.open_ended_answer.join(ANSWER_SEPARATOR) : "",
    tags: row.tags,
    test: row.test,
    difficulty_level: row.difficulty,
    skill: row.skill,
    domain: row.domain,
    ordering: row.ordering,
    choices: record.choices.map((c) => ({ id: c.id, text: c.text, isCorrect: c.isCorrect })),
    explanation: row.explanation,
    explanation_i18n: row.explanationI18n,
    passage: input.passage ?? null,
    figure: input.figure ?? null,
    author: record.author,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}
export type QuestionJson = ReturnType<typeof questionJson>;
