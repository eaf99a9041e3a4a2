import { z } from "zod";
import { renderMath } from "~/lib/math.server";
import { sanitizeQuestionHtml } from "~/lib/sanitize.server";
import { composeText } from "./figure";
import { LIMITS } from "./question-schema";

/**
 * The preview of a question being written: whatever the form holds now (complete or not), through the
 * same sanitizer as a save and the same math typesetting as the exam screen, in the shape the exam's
 * question components take. Nothing is stored.
 */
const str = (max: number) => z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().max(max));

export const PreviewSchema = z.object({
  question_type: z.enum(["SC", "OE"]).catch("SC"),
  test: z.enum(["verbal", "math"]).catch("math"),
  question_title: str(LIMITS.title),
  question_text: str(LIMITS.html),
  choices: z.preprocess((v) => (Array.isArray(v) ? v.slice(0, 8) : []), z.array(z.object({ text: str(LIMITS.choice) }).catch({ text: "" }))),
  passage: z.object({ title: str(LIMITS.passageTitle), html: str(LIMITS.html) }).catch({ title: "", html: "" }),
  figure: z.object({ svg: str(LIMITS.svg), alt: str(LIMITS.alt) }).catch({ svg: "", alt: "" }),
  explanation: str(LIMITS.html),
  explanation_i18n: z.object({ az: str(LIMITS.html), ru: str(LIMITS.html) }).catch({ az: "", ru: "" }),
});

/** One HTML field as the exam shows it: sanitized, math typeset. */
export const renderQuestionHtml = (html: string) => renderMath(sanitizeQuestionHtml(html));

export type QuestionPreviewData = ReturnType<typeof previewQuestion>;

export function previewQuestion(input: z.output<typeof PreviewSchema>) {
  const svg = sanitizeQuestionHtml(input.figure.svg);
  const figure = /^<svg\b[\s\S]*<\/svg>$/i.test(svg) ? { svg, alt: input.figure.alt.trim() } : null;
  const html = (s: string) => renderMath(sanitizeQuestionHtml(s));
  const passage = sanitizeQuestionHtml(input.passage.html);
  return {
    question_type: input.question_type,
    test: input.test,
    question_title: html(input.question_title),
    question_text: renderMath(composeText(sanitizeQuestionHtml(input.question_text), figure)),
    // Four lettered choices from the start, as the student will see them; one not written yet reads "—".
    choices:
      input.question_type === "SC"
        ? Array.from({ length: Math.max(4, input.choices.length) }, (_, i) => ({ id: i + 1, choice_text: html(input.choices[i]?.text ?? "") || "—" }))
        : [],
    passage: passage ? { title: input.passage.title.trim(), html: renderMath(passage) } : null,
    // The explanation in each language, typeset: the form's preview under each language tab.
    explanations: { en: html(input.explanation), az: html(input.explanation_i18n.az), ru: html(input.explanation_i18n.ru) },
  };
}
