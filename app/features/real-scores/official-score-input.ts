import { z } from "zod";
import { idField, intField } from "~/lib/input";
import { FIRST_TEST_DAY, latestToday } from "./official-score-dates";

/**
 * An official SAT result as a student types it (decision 0051): the test day and the two section scores. One
 * schema for the profile's form (conform, in the browser and in the action) and the REST API.
 */

export { FIRST_TEST_DAY, latestToday } from "./official-score-dates";

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const sectionScore = (message: string) => intField(200, 800, message).refine((v) => v % 10 === 0, message);

export const OfficialScoreSchema = z.object({
  date: z
    .string({ error: "profile:official.errors.date" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "profile:official.errors.date")
    .refine(isRealDate, "profile:official.errors.date")
    .refine((v) => v >= FIRST_TEST_DAY, "profile:official.errors.tooEarly")
    .refine((v) => v <= latestToday(), "profile:official.errors.future"),
  reading_writing: sectionScore("profile:official.errors.score"),
  math: sectionScore("profile:official.errors.score"),
});
export type OfficialScoreInput = z.infer<typeof OfficialScoreSchema>;

/** DELETE's id (the web form's hidden field and the REST path alike). */
export const OfficialScoreId = z.object({ id: idField() });

/** A report as the API and the pages show it; `total` is the sum of the two sections. */
export type OfficialScore = { id: number; date: string; reading_writing: number; math: number; total: number; created_at: string };
