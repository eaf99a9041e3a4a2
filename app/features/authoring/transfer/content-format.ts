import { z } from "zod";
import { composeText, splitFigure } from "../figure";
import { ANSWER_SEPARATOR, type QuestionInput } from "../question-schema";

/**
 * The bank's file format: the question format of content/ (content/schema.ts: id, type, title, text,
 * test, domain, skill, difficulty, passage, choices with `correct`, answers as "a|||b", explanation,
 * explanationI18n ({az?, ru?}), tags), plus `ordering`. A file is this envelope, or what content/ itself holds: a list of
 * questions, a module ({questions}) or an exam ({modules: [{questions}]}).
 */
export const EXPORT_FORMAT = "sat-lingo/questions";

export type ContentQuestion = {
  id: string;
  type: "SC" | "OE";
  title: string;
  text: string;
  test: "verbal" | "math";
  domain: string;
  skill: string;
  difficulty: "easy" | "medium" | "hard";
  passage?: { title: string; html: string };
  choices?: { text: string; correct: boolean }[];
  answers?: string;
  explanation: string;
  explanationI18n?: { az?: string; ru?: string };
  tags: string[];
  ordering: number;
};

/** A question as the content format writes it (the figure back inside the text, where content keeps it). */
export function toContentQuestion(q: QuestionInput): ContentQuestion {
  return {
    id: q.identifier,
    type: q.question_type,
    title: q.question_title,
    text: composeText(q.question_text, q.figure?.svg ? q.figure : null),
    test: q.test,
    domain: q.domain,
    skill: q.skill,
    difficulty: q.difficulty_level,
    ...(q.passage?.html ? { passage: { title: q.passage.title, html: q.passage.html } } : {}),
    ...(q.question_type === "SC"
      ? { choices: q.choices.map((c) => ({ text: c.text, correct: c.isCorrect })) }
      : { answers: q.open_ended_answer.join(ANSWER_SEPARATOR) }),
    explanation: q.explanation,
    ...(q.explanation_i18n.az || q.explanation_i18n.ru
      ? {
          explanationI18n: { ...(q.explanation_i18n.az ? { az: q.explanation_i18n.az } : {}), ...(q.explanation_i18n.ru ? { ru: q.explanation_i18n.ru } : {}) },
        }
      : {}),
    tags: q.tags,
    ordering: q.ordering,
  };
}

/** The shape of one item, before its rules: each field the right type (a problem per field otherwise). */
export const ContentItemSchema = z.object({
  id: z.string({ error: "authoring:transfer.errors.idMissing" }),
  type: z.enum(["SC", "OE"], { error: "authoring:errors.type" }),
  title: z.string().default(""),
  text: z.string({ error: "authoring:errors.textRequired" }),
  test: z.enum(["verbal", "math"], { error: "authoring:errors.test" }),
  domain: z.string({ error: "validation.required" }),
  skill: z.string({ error: "validation.required" }),
  difficulty: z.enum(["easy", "medium", "hard"], { error: "authoring:errors.difficulty" }),
  passage: z.object({ title: z.string().default(""), html: z.string() }).optional(),
  choices: z.array(z.object({ text: z.string(), correct: z.boolean().default(false) })).optional(),
  answers: z.string().optional(),
  explanation: z.string({ error: "authoring:errors.explanationRequired" }),
  explanationI18n: z.object({ az: z.string().optional(), ru: z.string().optional() }).optional(),
  tags: z.array(z.string()).default([]),
  ordering: z.number().int().default(0),
});

/** An item in the shape the question schema takes (the spec's payload), its figure taken out of the text as the form does. */
export function contentToPayload(item: z.output<typeof ContentItemSchema>) {
  const { stem, figure } = splitFigure(item.text);
  return {
    identifier: item.id,
    question_type: item.type,
    question_title: item.title,
    question_text: stem,
    figure: figure ?? undefined,
    test: item.test,
    domain: item.domain,
    skill: item.skill,
    difficulty_level: item.difficulty,
    ordering: item.ordering,
    tags: item.tags,
    choices: (item.choices ?? []).map((c) => ({ text: c.text, isCorrect: c.correct })),
    open_ended_answer: item.answers ?? "",
    explanation: item.explanation,
    explanation_i18n: item.explanationI18n ?? {},
    passage: item.passage,
  };
}

/** The questions of a file in any of the accepted shapes, or null when it is none of them. */
export function itemsOf(file: unknown): unknown[] | null {
  if (Array.isArray(file)) return file;
  if (file && typeof file === "object") {
    const o = file as { questions?: unknown; modules?: unknown };
    if (Array.isArray(o.questions)) return o.questions;
    if (Array.isArray(o.modules))
      return o.modules.flatMap((m) =>
        m && typeof m === "object" && Array.isArray((m as { questions?: unknown }).questions) ? (m as { questions: unknown[] }).questions : [],
      );
  }
  return null;
}
