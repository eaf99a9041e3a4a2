import { z } from "zod";
import { SAT_TEST_DATES } from "#content/sat-dates";
import { hasControlCharacters, line } from "~/lib/input";
import { ASSIGN_DIFFICULTIES, ASSIGN_LENGTHS, NOTE_MAX, TARGET_MAX, TARGET_MIN, TARGET_STEP } from "./plan-limits";
import { SKILL_IDS } from "./skills";

/**
 * The plan's settings, one schema for the /plan form (browser and action, through conform) and for
 * PUT /api/plan/. Messages are i18n keys. The server also refuses a test day that has already passed
 * (the browser's list only offers upcoming ones).
 */
export { TARGET_MAX, TARGET_MIN, TARGET_STEP } from "./plan-limits";

const message = { target: "plan:errors.target", date: "plan:errors.date" };

/** One message for every way a target can be wrong (not a number, out of range, not a step of 10). */
const targetScore = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/, message.target)
        .transform(Number),
    ],
    { error: message.target },
  )
  .pipe(z.number({ error: message.target }).refine((n) => Number.isInteger(n) && n >= TARGET_MIN && n <= TARGET_MAX && n % TARGET_STEP === 0, message.target));

const testDate = z
  .string({ error: message.date })
  .max(10, message.date)
  .refine((v) => !hasControlCharacters(v) && SAT_TEST_DATES.includes(v), message.date);

export const PlanSettingsSchema = z.object({ target_score: targetScore, test_date: testDate });
export type PlanSettings = z.output<typeof PlanSettingsSchema>;
/** The REST body: the same fields, and nothing else. */
export const PlanSettingsApiSchema = PlanSettingsSchema.strict();

/** The mentor's "assign a practice set" form: a skill ("" = mixed, every skill), a difficulty, a length, a note. */
export { ASSIGN_DIFFICULTIES, ASSIGN_LENGTHS, NOTE_MAX } from "./plan-limits";

export const AssignSchema = z.object({
  skill: z
    .string({ error: "plan:errors.skill" })
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || SKILL_IDS.includes(v), "plan:errors.skill"),
  difficulty: z.enum(ASSIGN_DIFFICULTIES, { error: "plan:errors.difficulty" }),
  length: z.enum(["5", "10", "20"], { error: "plan:errors.length" }).transform(Number),
  note: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => v.length <= NOTE_MAX, "plan:errors.note")
    .refine((v) => !hasControlCharacters(v, true), "validation.controlCharacters"),
});
export type AssignInput = z.output<typeof AssignSchema>;

/** A student's page and API address: /plan/students/{username}. */
export const StudentParams = z.object({ username: line(150) });
