import { z } from "zod";
import { BREAK_PERCENTS, EXTRA_BREAK_MINUTES, TIME_PERCENTS } from "./rules";

const choice = <T extends readonly number[]>(values: T) =>
  z.coerce.number().refine((n) => (values as readonly number[]).includes(n), "accommodations:errors.choice");

/** The form and the API: one zod schema. `exam` is an exam id or "all". */
export const AccommodationSchema = z.object({
  exam: z.union([z.literal("all"), z.coerce.number().int().min(1).max(2_147_483_647)]),
  timePercent: choice(TIME_PERCENTS),
  breakPercent: choice(BREAK_PERCENTS),
  extraBreakMinutes: choice(EXTRA_BREAK_MINUTES),
});
export type AccommodationInput = z.infer<typeof AccommodationSchema>;
