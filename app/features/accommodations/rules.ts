/** What a session runs with: extended time, longer scheduled breaks, extra breaks after every module. */
export type Accommodation = { timePercent: number; breakPercent: number; extraBreakMinutes: number };

export const STANDARD: Accommodation = { timePercent: 100, breakPercent: 100, extraBreakMinutes: 0 };
export const TIME_PERCENTS = [100, 150, 200] as const;
export const BREAK_PERCENTS = [100, 200] as const;
export const EXTRA_BREAK_MINUTES = [0, 5, 10] as const;

export const isStandard = (a: Accommodation | null | undefined) => !a || (a.timePercent === 100 && a.breakPercent === 100 && a.extraBreakMinutes === 0);

/** A module's time with the accommodation, in whole seconds. */
export function moduleSeconds(standardSeconds: number, a: Accommodation | null | undefined): number {
  return Math.round((standardSeconds * (a?.timePercent ?? 100)) / 100);
}

/**
 * The break after a module, in seconds: the scheduled break, longer by breakPercent; where none is
 * scheduled, the extra break (never after the last module).
 */
export function breakSeconds(scheduledSeconds: number, isLast: boolean, a: Accommodation | null | undefined): number {
  if (isLast) return 0;
  if (scheduledSeconds > 0) return Math.round((scheduledSeconds * (a?.breakPercent ?? 100)) / 100);
  return (a?.extraBreakMinutes ?? 0) * 60;
}

/** The one rule for which row applies to an exam: the exam's own row, else the every-exam row; standard values are none. */
export function pickAccommodation<R extends Accommodation & { examId: number | null }>(rows: R[], examId: number): Accommodation | null {
  const row = rows.find((r) => r.examId === examId) ?? rows.find((r) => r.examId === null);
  if (!row) return null;
  const a = { timePercent: row.timePercent, breakPercent: row.breakPercent, extraBreakMinutes: row.extraBreakMinutes };
  return isStandard(a) ? null : a;
}
