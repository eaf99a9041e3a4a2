import { z } from "zod";
import { AcceptedAnswerSchema } from "~/features/exam/grid-in";
import { intField, line, text } from "~/lib/input";
import { DIFFICULTIES, isDomainOf, isSkillOf, TESTS } from "./taxonomy";

/**
 * The one schema of an authored question ("Create SAT Question", spec part 2 section 3), used by the
 * form in the browser (conform), by its action, by the REST API and by import. It takes the spec's
 * payload (accepted answers as "a|||b", tags as a list or "a, b") and the form's fields alike and
 * gives one shape. Every rule of a question lives here; what needs the database (a free identifier)
 * or the server's sanitizer (what is left of the HTML and the figure) is checked by the service.
 * Messages are i18n keys.
 */

export const LIMITS = {
  identifier: 64,
  title: 2_000,
  html: 20_000,
  choice: 4_000,
  passageTitle: 200,
  tag: 40,
  tags: 20,
  answers: 10,
  svg: 200_000,
  alt: 1_000,
  ordering: 1_000_000,
} as const;

/** As in content/: lower-case words and digits joined by "-" ("pt1-math-m1-06"). */
export const IDENTIFIER_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ANSWER_SEPARATOR = "|||";

const E = (key: string) => `authoring:errors.${key}`;

/** The words of HTML, without markup: used to tell an empty editor ("<p></p>") from text. */
export function visibleText(html: string): string {
  return html
    .replace(/<svg[\s\S]*?<\/svg>/gi, " figure ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

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
const boolish = z.preprocess((v) => (v === "true" || v === "on" ? true : v === "false" || v === "" || v === undefined || v === null ? false : v), z.boolean({ error: E("invalid") }));

const ChoiceSchema = z.object({
  text: requiredHtml(LIMITS.choice, "choiceRequired"),
  isCorrect: boolish,
});

const TagSchema = line(LIMITS.tag, E("tagTooLong")).transform((t) => t.trim());

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
      alt: z.preprocess((v) => v ?? "", line(LIMITS.alt, E("tooLong")).transform((a) => a.trim())),
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
  passage: PassageSchema,
  figure: FigureSchema,
});

export const QuestionInputSchema = QuestionFieldsSchema.superRefine((q, ctx) => {
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

export type QuestionInput = z.output<typeof QuestionInputSchema>;

/** The question as the form starts from it (a new one, or a version being edited). */
export type QuestionFormValues = z.input<typeof QuestionFieldsSchema>;

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
    passage: undefined,
    figure: undefined,
  };
}
