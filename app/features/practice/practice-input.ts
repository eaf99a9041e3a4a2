import { z } from "zod";
import { MISTAKE_CAUSES } from "#db/schema";
import { DOMAINS, SKILLS } from "#content/schema";
import { AnswerTextSchema, SaveBodySchema } from "~/features/exam";
import { idField, intField, MAX_INT } from "~/lib/input";
import { MAX_NOTEBOOK_SET, MAX_TIMER_MINUTES, PRACTICE_DIFFICULTIES, PRACTICE_LENGTHS, skillsFor } from "./options";

/**
 * Everything a client sends to practice, for the REST API and the pages alike (messages are i18n keys).
 * Answers and autosave items use the exam runtime's own schemas (exam-input.ts).
 */

/** "" (an empty select or form field) reads as not given. */
const blank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

const testField = blank(z.enum(["verbal", "math"], { error: "practice:errors.badTest" }));
const domainField = blank(z.enum(DOMAINS, { error: "practice:errors.badDomain" }));
const skillField = blank(z.enum(SKILLS, { error: "practice:errors.badSkill" }));
const difficultyField = z.enum(PRACTICE_DIFFICULTIES, { error: "practice:errors.badDifficulty" });
const lengthField = intField(1, 100, "practice:errors.badLength").refine(
  (n) => (PRACTICE_LENGTHS as readonly number[]).includes(n),
  "practice:errors.badLength",
);
const timerField = blank(intField(1, MAX_TIMER_MINUTES, "practice:errors.badTimer"));

/** Start a practice set: a test, domain and skill (each optional: "mixed"), a difficulty or adaptive, a length, an optional timer. */
export const StartSetSchema = z
  .object({ test: testField, domain: domainField, skill: skillField, difficulty: difficultyField, length: lengthField, timer_minutes: timerField })
  .superRefine((v, ctx) => {
    if (!skillsFor(v)) ctx.addIssue({ code: "custom", path: [v.skill ? "skill" : "domain"], message: "practice:errors.skillMismatch" });
  });
export type StartSetInput = z.output<typeof StartSetSchema>;

/** The practice page's scope select: everything, one test, or one domain. */
export const SCOPES = ["mixed", "test:verbal", "test:math", ...DOMAINS.map((d) => `domain:${d}`)] as [string, ...string[]];

/** The practice page's form (conform): the scope select stands for the test and domain of StartSetSchema. */
export const StartFormSchema = z
  .object({
    scope: z.enum(SCOPES, { error: "practice:errors.badDomain" }),
    skill: skillField,
    difficulty: difficultyField,
    length: lengthField,
    timer_minutes: timerField,
  })
  .superRefine((v, ctx) => {
    if (!skillsFor(formToStart(v))) ctx.addIssue({ code: "custom", path: ["skill"], message: "practice:errors.skillMismatch" });
  });

export function formToStart(v: {
  scope: string;
  skill?: string;
  difficulty: StartSetInput["difficulty"];
  length: number;
  timer_minutes?: number;
}): StartSetInput {
  const [kind, value] = v.scope.split(":") as [string, string | undefined];
  return {
    test: kind === "test" ? (value as "verbal" | "math") : undefined,
    domain: kind === "domain" ? value : undefined,
    skill: v.skill,
    difficulty: v.difficulty,
    length: v.length,
    timer_minutes: v.timer_minutes,
  };
}

/** POST /api/practice/sets/{id}/answer/: the current question and its answer (a choice, or the grid-in entry). */
export const AnswerSchema = z
  .object({
    question: idField(),
    selected_choice: idField().nullish(),
    answer_text: AnswerTextSchema.nullish(),
    marked_for_review: z.boolean().optional(),
    revision: z.number().int().min(0).max(MAX_INT).optional(),
  })
  .strict()
  .refine((a) => a.selected_choice != null || (a.answer_text != null && a.answer_text !== ""), {
    message: "practice:errors.noAnswer",
    path: ["selected_choice"],
  });

/** POST /api/practice/sets/{id}/responses/: autosave, the exam's item shape; `active_position` is the question the student is on. */
export const PracticeSaveSchema = z.object({
  responses: SaveBodySchema.shape.responses,
  active_position: z.number().int().min(0).max(MAX_INT).optional(),
});

/** The notebook's filters (query string). */
export const NotebookQuery = z.object({
  test: blank(z.enum(["verbal", "math"], { error: "practice:errors.badTest" })),
  domain: blank(z.enum(DOMAINS, { error: "practice:errors.badDomain" })),
  skill: blank(z.enum(SKILLS, { error: "practice:errors.badSkill" })),
  source: blank(z.enum(["test", "practice"], { error: "practice:errors.badSource" })),
  status: blank(z.enum(["active", "due", "cleared"], { error: "practice:errors.badStatus" })),
  cause: blank(z.enum(MISTAKE_CAUSES, { error: "practice:errors.badCause" })),
  page: blank(intField(1, 100_000, "validation.invalidPage")),
});

/** A student's own cause for a mistake in the notebook ("" : back to the suggestion). */
export const MistakeCauseSchema = z.object({
  entry: idField("practice:errors.entryNotFound"),
  cause: z.union([z.enum(MISTAKE_CAUSES, { error: "practice:errors.badCause" }), z.literal("").transform(() => null), z.null()]),
});
export type NotebookQueryInput = z.output<typeof NotebookQuery>;

/** "Practise these again": chosen entries, or (none chosen) what the filters show; at most 20 questions. */
export const NotebookSetSchema = z.object({
  entries: z.array(idField()).max(MAX_NOTEBOOK_SET, "practice:errors.tooManyEntries").optional(),
  test: NotebookQuery.shape.test,
  domain: NotebookQuery.shape.domain,
  skill: NotebookQuery.shape.skill,
  source: NotebookQuery.shape.source,
  cause: NotebookQuery.shape.cause,
  status: blank(z.enum(["active", "due"], { error: "practice:errors.badStatus" })),
  length: blank(intField(1, MAX_NOTEBOOK_SET, "practice:errors.badLength")),
});

/** A set's id in a URL. */
export const SetParams = z.object({ id: idField("practice:errors.setNotFound") });
/** GET /api/practice/sets/?status= */
export const SetListQuery = z.object({ status: blank(z.enum(["active", "finished"], { error: "practice:errors.badStatus" })) });
