import { z } from "zod";
import { AcceptedAnswerSchema } from "~/lib/grid-in-schemas";
import { intField, line, text } from "~/lib/input";
import { ANSWER_SEPARATOR, IDENTIFIER_PATTERN, LIMITS, visibleText } from "./question-limits";
import { DIFFICULTIES, isDomainOf, isSkillOf, TESTS } from "./taxonomy";

/**
 * The one schema of an authored question ("Create SAT Question", spec part 2 section 3), used by the
 * form in the browser (conform), by its action, by the REST API and by import. It takes the spec's
 * payload (accepted answers as "a|||b", tags as a list or "a, b") and the form's fields alike and
 * gives one shape. Every rule of a question lives here; what needs the database (a free identifier)
 * or the server's sanitizer (what is left of the HTML and the figure) is checked by the service.
 * Messages are i18n keys.
 */

export { ANSWER_SEPARATOR, IDENTIFIER_PATTERN, LIMITS, visibleText } from "./question-limits";

const E = (key: string) => `authoring:errors.${key}`;

const html = (max: number) => text(max, E("tooLong"));
const requiredHtml = (max: number, key: string) => html(max).refine((v) => visibleText(v) !== "", E(key));

/** A value that may arrive missing or null (JSON) or as "" (a form): undefined for the defaults below. */
const blankToUndefined = (v: unknown) => (v === null || v === "" ? undefined : v);

/** A list given as an array (JSON, form lists) or as one string split by `separator` (the spec's form). */
const listOf = <T extends z.ZodType>(item: T, separator: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : typeof v === "string" ? (v.trim() === "" ? [] : v.split(separator)) : v),
    z.array(item).max(max, E("tooMany")),
  );

/** true / false from JSON, or "true" / "false" / "on" from a form. */
const boolish = z.preprocess(
  (v) => (v === "true" || v === "on" ? true : v === "false" || v === "" || v === undefined || v === null ? false : v),
  z.boolean({ error: E("invalid") }),
);

const ChoiceSchema = z.object({
  text: requiredHtml(LIMITS.choice, "choiceRequired"),
  isCorrect: boolish,
});

const TagSchema = line(LIMITS.tag, E("tagTooLong")).transform((t) => t.trim());

/**
 * The explanation in az and ru (decision 0062): optional HTML per language; blank (or an empty editor) is no
 * translation, and the student then reads the English.
 */
const optionalHtml = z.preprocess((v) => v ?? "", html(LIMITS.html)).transform((v) => (visibleText(v) ? v : ""));
const ExplanationI18nSchema = z.preprocess((v) => (v && typeof v === "object" ? v : {}), z.object({ az: optionalHtml, ru: optionalHtml }));

const PassageSchema = z.preprocess(
  blankToUndefined,
  z
    .object({
      title: z.preprocess((v) => v ?? "", line(LIMITS.passageTitle, E("tooLong"))),
      html: z.preprocess((v) => v ?? "", html(LIMITS.html)),
    })
    .optional(),
);

const FigureSchema = z.preprocess(
  blankToUndefined,
  z
    .object({
      svg: z.preprocess((v) => v ?? "", text(LIMITS.svg, E("figureTooLarge"))),
      alt: z.preprocess(
        (v) => v ?? "",
        line(LIMITS.alt, E("tooLong")).transform((a) => a.trim()),
      ),
    })
    .optional(),
);

const QuestionFieldsSchema = z.object({
  identifier: line(LIMITS.identifier, E("identifierTooLong"))
    .transform((v) => v.trim())
    .pipe(z.string().min(1, "validation.required").regex(IDENTIFIER_PATTERN, E("identifierFormat"))),
  question_type: z.enum(["SC", "OE"], { error: E("type") }),
  question_title: z.preprocess((v) => v ?? "", html(LIMITS.title)),
  question_text: z.preprocess((v) => v ?? "", requiredHtml(LIMITS.html, "textRequired")),
  test: z.enum(TESTS as ["verbal", "math"], { error: E("test") }),
  domain: z.preprocess((v) => v ?? "", line(64).min(1, "validation.required")),
  skill: z.preprocess((v) => v ?? "", line(64).min(1, "validation.required")),
  difficulty_level: z.enum(DIFFICULTIES, { error: E("difficulty") }),
  ordering: z.preprocess((v) => blankToUndefined(v) ?? 0, intField(-LIMITS.ordering, LIMITS.ordering, E("ordering"))),
  tags: listOf(TagSchema, ",", LIMITS.tags).transform((tags) => [...new Map(tags.filter(Boolean).map((t) => [t.toLowerCase(), t])).values()]),
  choices: z.preprocess((v) => v ?? [], z.array(ChoiceSchema).max(8, E("fourChoices"))),
  open_ended_answer: listOf(AcceptedAnswerSchema, ANSWER_SEPARATOR, LIMITS.answers),
  explanation: z.preprocess((v) => v ?? "", requiredHtml(LIMITS.html, "explanationRequired")),
  explanation_i18n: ExplanationI18nSchema,
  passage: PassageSchema,
  figure: FigureSchema,
});

/**
 * The form marks the correct choice with one radio group (`correct_choice`: its index) instead of an
 * isCorrect per choice; it becomes the spec's isCorrect flags before anything else is checked.
 */
function applyCorrectChoice(value: unknown): unknown {
  if (!value || typeof value !== "object" || !("correct_choice" in value)) return value;
  const { correct_choice, ...rest } = value as Record<string, unknown>;
  if (!Array.isArray(rest.choices)) return rest;
  return { ...rest, choices: rest.choices.map((c, i) => (c && typeof c === "object" ? { ...c, isCorrect: String(i) === String(correct_choice) } : c)) };
}

const RuledQuestionSchema = QuestionFieldsSchema.superRefine((q, ctx) => {
  const issue = (path: (string | number)[], key: string) => ctx.addIssue({ code: "custom", path, message: E(key) });
  if (!isDomainOf(q.test, q.domain)) issue(["domain"], "domainNotInTest");
  else if (!isSkillOf(q.test, q.domain, q.skill)) issue(["skill"], "skillNotInDomain");
  if (q.question_type === "SC") {
    if (q.choices.length !== 4) issue(["choices"], "fourChoices");
    else if (q.choices.filter((c) => c.isCorrect).length !== 1) issue(["choices"], "oneCorrect");
    if (q.open_ended_answer.length) issue(["open_ended_answer"], "scNoAnswers");
  } else {
    if (q.open_ended_answer.length === 0) issue(["open_ended_answer"], "answerRequired");
    if (q.choices.length) issue(["choices"], "oeNoChoices");
  }
  if (q.test === "verbal" && !visibleText(q.passage?.html ?? "")) issue(["passage", "html"], "passageRequired");
  const svg = q.figure?.svg.trim() ?? "";
  if (svg && !/^<svg[\s>]/i.test(svg)) issue(["figure", "svg"], "figureNotSvg");
  if (svg && !q.figure?.alt) issue(["figure", "alt"], "altRequired");
});

export const QuestionInputSchema = z.preprocess(applyCorrectChoice, RuledQuestionSchema);

export type QuestionInput = z.output<typeof QuestionInputSchema>;

/** The question as the form holds it: every field a string (conform's names), the key as a radio index. */
export type QuestionFormValues = {
  identifier: string;
  question_type: "SC" | "OE";
  question_title: string;
  question_text: string;
  test: "verbal" | "math";
  domain: string;
  skill: string;
  difficulty_level: string;
  ordering: string;
  tags: string;
  correct_choice: string;
  choices: { text: string }[];
  open_ended_answer: string[];
  explanation: string;
  explanation_i18n: { az: string; ru: string };
  passage: { title: string; html: string };
  figure: { svg: string; alt: string };
};

export function toFormValues(q: QuestionInput): QuestionFormValues {
  const choices = q.question_type === "SC" && q.choices.length ? q.choices : emptyQuestion(q.test).choices;
  const correct = choices.findIndex((c) => c.isCorrect);
  return {
    identifier: q.identifier,
    question_type: q.question_type,
    question_title: q.question_title,
    question_text: q.question_text,
    test: q.test,
    domain: q.domain,
    skill: q.skill,
    difficulty_level: q.difficulty_level,
    ordering: String(q.ordering),
    tags: q.tags.join(", "),
    correct_choice: String(Math.max(0, correct)),
    choices: [0, 1, 2, 3].map((i) => ({ text: choices[i]?.text ?? "" })),
    open_ended_answer: q.question_type === "OE" && q.open_ended_answer.length ? q.open_ended_answer : [""],
    explanation: q.explanation,
    explanation_i18n: { az: q.explanation_i18n.az, ru: q.explanation_i18n.ru },
    passage: { title: q.passage?.title ?? "", html: q.passage?.html ?? "" },
    figure: { svg: q.figure?.svg ?? "", alt: q.figure?.alt ?? "" },
  };
}

export function emptyQuestion(test: "verbal" | "math" = "math"): QuestionInput {
  return {
    identifier: "",
    question_type: "SC",
    question_title: "",
    question_text: "",
    test,
    domain: "",
    skill: "",
    difficulty_level: "medium",
    ordering: 0,
    tags: [],
    choices: [0, 1, 2, 3].map((i) => ({ text: "", isCorrect: i === 0 })),
    open_ended_answer: [],
    explanation: "",
    explanation_i18n: { az: "", ru: "" },
    passage: undefined,
    figure: undefined,
  };
}
