/* The official score form's dates, apart from its zod schema (official-score-input.ts), which the form loads on first use. */

/** The first test day of the 200-800 section scale (the redesigned SAT, 5 March 2016). */
export const FIRST_TEST_DAY = "2016-03-05";

/**
 * Today's date where it is latest on Earth (UTC+14): a date after it is in the future for everyone, whatever the
 * student's clock says.
 */
export function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3600_000).toISOString().slice(0, 10);
}
