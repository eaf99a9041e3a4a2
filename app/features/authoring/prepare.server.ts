import { ValidationError } from "~/lib/http.server";
import { sanitizeQuestionHtml } from "~/lib/sanitize.server";
import { composeText, type Figure } from "./figure";
import { ANSWER_SEPARATOR, visibleText, type QuestionInput } from "./question-schema";

/** What is written to `questions` (and `choices`) for one version. */
export type PreparedQuestion = {
  values: {
    identifier: string;
    type: "SC" | "OE";
    title: string;
    text: string;
    test: "verbal" | "math";
    domain: string;
    skill: string;
    difficulty: "easy" | "medium" | "hard";
    passageTitle: string | null;
    passageHtml: string | null;
    acceptedAnswers: string | null;
    explanation: string;
    explanationI18n: { az?: string; ru?: string };
    tags: string[];
    ordering: number;
  };
  choices: { text: string; isCorrect: boolean }[];
};

/**
 * Turns a parsed question into the rows to store: every HTML field through the one sanitizer
 * (whatever the client sent), the figure checked to be one SVG and labelled with its alt text, the
 * accepted answers joined with |||. Fields that the sanitizer empties count as missing.
 */
export function prepareQuestion(input: QuestionInput): PreparedQuestion {
  const errors: Record<string, string[]> = {};
  const required = (field: string, html: string, key: string) => {
    const clean = sanitizeQuestionHtml(html);
    if (!visibleText(clean)) errors[field] = [`authoring:errors.${key}`];
    return clean;
  };
  const stem = required("question_text", input.question_text, "textRequired");
  const explanation = required("explanation", input.explanation, "explanationRequired");
  // The translations through the same sanitizer; one the sanitizer empties is no translation.
  const explanationI18n: { az?: string; ru?: string } = {};
  for (const lng of ["az", "ru"] as const) {
    const clean = sanitizeQuestionHtml(input.explanation_i18n[lng]);
    if (visibleText(clean)) explanationI18n[lng] = clean;
  }
  const choices =
    input.question_type === "SC"
      ? input.choices.map((c, i) => ({ text: required(`choices.${i}.text`, c.text, "choiceRequired"), isCorrect: c.isCorrect }))
      : [];
  const passageHtml = input.passage ? sanitizeQuestionHtml(input.passage.html) : "";
  if (input.test === "verbal" && !visibleText(passageHtml)) errors["passage.html"] = ["authoring:errors.passageRequired"];
  const figure = prepareFigure(input.figure, errors);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    values: {
      identifier: input.identifier,
      type: input.question_type,
      title: sanitizeQuestionHtml(input.question_title),
      text: composeText(stem, figure),
      test: input.test,
      domain: input.domain,
      skill: input.skill,
      difficulty: input.difficulty_level,
      passageTitle: passageHtml ? input.passage!.title.trim() : null,
      passageHtml: passageHtml || null,
      acceptedAnswers: input.question_type === "OE" ? input.open_ended_answer.join(ANSWER_SEPARATOR) : null,
      explanation,
      explanationI18n,
      tags: input.tags,
      ordering: input.ordering,
    },
    choices,
  };
}

/** The figure as the allowlist keeps it: exactly one <svg> element with something in it, or a field error. */
function prepareFigure(figure: QuestionInput["figure"], errors: Record<string, string[]>): Figure | null {
  const raw = figure?.svg.trim() ?? "";
  if (!raw) return null;
  const svg = sanitizeQuestionHtml(raw);
  const single = /^<svg\b[^>]*>[\s\S]*<\/svg>$/i.test(svg) && svg.match(/<svg\b/gi)!.length === 1 && /<\/svg>$/i.test(svg);
  const drawn = /<(?:path|line|polyline|polygon|rect|circle|ellipse|text)\b/i.test(svg);
  if (!single || !drawn) {
    errors["figure.svg"] = ["authoring:errors.figureInvalid"];
    return null;
  }
  if (!figure!.alt) errors["figure.alt"] = ["authoring:errors.altRequired"];
  return { svg, alt: figure!.alt };
}
