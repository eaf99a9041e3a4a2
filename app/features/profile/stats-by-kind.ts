/**
 * The dashboard's figures by kind of exam, one unit each: full practice tests (the ones with a scaled
 * score estimate, 400-1600) in scaled points, and shorter sets (a teacher's set, any exam without a
 * score estimate) in percent correct. A 6-question set is never counted as a test.
 */

/** A finished exam as these figures need it (./stats's FinishedExam fits), oldest first. */
type Exam = { score: number | null; scaledTotal: number | null; finishedAt: string; full?: boolean };

/** The change needs at least this many full tests (their older half against their newer half). */
export const MIN_FULL_TESTS_FOR_CHANGE = 2;

export type ScaledChange = { kind: "notEnoughTests" } | { kind: "change"; points: number };

export type FullTestStats = {
  count: number;
  latest: { score: number; finishedAt: string } | null;
  best: number | null;
  average: number | null;
  change: ScaledChange;
};

export type ShortSetStats = { count: number; average: number | null; best: number | null };

/** A full practice test: its exam is adaptive or gives a score estimate (`full`, from the exam), else the session has one. */
export const isFullTest = (e: Pick<Exam, "scaledTotal" | "full">) => e.full ?? e.scaledTotal != null;

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Newer half of the scaled scores against the older half (the newer half gets the odd one), in whole points. */
export function scaledChange(chronologicalScores: readonly number[]): ScaledChange {
  const n = chronologicalScores.length;
  if (n < MIN_FULL_TESTS_FOR_CHANGE) return { kind: "notEnoughTests" };
  const half = Math.floor(n / 2);
  const points = Math.round(mean(chronologicalScores.slice(half)) - mean(chronologicalScores.slice(0, half)));
  return { kind: "change", points: Object.is(points, -0) ? 0 : points };
}

/** Full practice tests in scaled points (from exams oldest first): how many, the latest, the best, the average and the change. */
export function fullTestStats(chronologicalExams: readonly Exam[]): FullTestStats {
  const full = chronologicalExams.filter(isFullTest);
  // A full test without an estimate (a score table missing a module-2 path) counts, but has no points to show.
  const scored = full.filter((e) => e.scaledTotal != null);
  const scores = scored.map((e) => e.scaledTotal!);
  const last = scored.at(-1);
  return {
    count: full.length,
    latest: last ? { score: last.scaledTotal!, finishedAt: last.finishedAt } : null,
    best: scores.length ? Math.max(...scores) : null,
    average: scores.length ? Math.round(mean(scores)) : null,
    change: scaledChange(scores),
  };
}

/** Shorter sets (no score estimate) in percent correct: how many, the average (one decimal) and the best. */
export function shortSetStats(exams: readonly Exam[]): ShortSetStats {
  const scores = exams.filter((e) => !isFullTest(e)).map((e) => e.score ?? 0);
  return { count: scores.length, average: scores.length ? Math.round(mean(scores) * 10) / 10 : null, best: scores.length ? Math.max(...scores) : null };
}
