import { z } from "zod";
import { SAT_TEST_DATES } from "#content/sat-dates";
import { hasControlCharacters } from "~/lib/input";

/**
 * The plan's settings, one schema for the /plan form (browser and action, through conform) and for
 * PUT /api/plan/. Messages are i18n keys. The server also refuses a test day that has already passed
 * (the browser's list only offers upcoming ones).
 */
export const TARGET_MIN = 400;
export const TARGET_MAX = 1600;
export const TARGET_STEP = 10;

const message = { target: "plan:errors.target", date: "plan:errors.date" };

const targetScore = z
  .union([z.number(), z.string().trim().regex(/^\d{1,4}$/, message.target).transform(Number)], { error: message.target })
  .pipe(
    z
      .number({ error: message.target })
      .int(message.target)
      .min(TARGET_MIN, message.target)
      .max(TARGET_MAX, message.target)
      .refine((n) => n % TARGET_STEP === 0, message.target),
  );

const testDate = z
  .string({ error: message.date })
  .max(10, message.date)
  .refine((v) => !hasControlCharacters(v) && SAT_TEST_DATES.includes(v), message.date);

export const PlanSettingsSchema = z.object({ target_score: targetScore, test_date: testDate });
export type PlanSettings = z.output<typeof PlanSettingsSchema>;
/** The REST body: the same fields, and nothing else. */
export const PlanSettingsApiSchema = PlanSettingsSchema.strict();

/** The mentor's "assign a practice set" form. */
export const ASSIGN_LENGTHS = [5, 10, 20] as const;
export const ASSIGN_DIFFICULTIES = ["adaptive", "easy", "medium", "hard"] as const;
