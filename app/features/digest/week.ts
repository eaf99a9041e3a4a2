/**
 * ISO weeks (Monday to Sunday, UTC) as the digest counts them: "2026-W48". A week belongs to the year
 * of its Thursday (ISO 8601), so 2026-12-31 may be in 2026-W53 and 2027-01-01 in the same week.
 */
const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** Monday 00:00 UTC of the week containing `t`. */
export function isoWeekStart(t: number): number {
  const day = Math.floor(t / DAY);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counted from Monday.
  const fromMonday = (((day + 3) % 7) + 7) % 7;
  return (day - fromMonday) * DAY;
}

/** The ISO week key of the moment `t`. */
export function isoWeekKey(t: number): string {
  const thursday = new Date(isoWeekStart(t) + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const firstThursdayWeek = isoWeekStart(Date.UTC(year, 0, 4));
  const number = Math.round((isoWeekStart(t) - firstThursdayWeek) / WEEK) + 1;
  return `${year}-W${String(number).padStart(2, "0")}`;
}

/** The first and the last moment (exclusive) of a week key; null for anything that is not one. */
export function weekBounds(key: string): { start: number; end: number } | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (number < 1 || number > 53) return null;
  const start = isoWeekStart(Date.UTC(year, 0, 4)) + (number - 1) * WEEK;
  if (isoWeekKey(start) !== key) return null; // W53 of a year that has 52
  return { start, end: start + WEEK };
}

/** The last week that has ended at `now`: the one a digest sent during this week reports. */
export function lastCompleteWeek(now: number): string {
  return isoWeekKey(isoWeekStart(now) - 1);
}
