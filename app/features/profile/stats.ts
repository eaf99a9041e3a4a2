/**
 * The dashboard's formulas (part 1, section 9), pure and unit-tested. Every number the student
 * dashboard shows is computed here from the caller's finished exams.
 */

import { fullTestStats, shortSetStats, type FullTestStats, type ShortSetStats } from "./stats-by-kind";

/** A finished exam as the formulas need it. `score` is the percent correct (0-100). */
export type FinishedExam = {
  score: number | null;
  totalQuestions: number | null;
  scaledTotal: number | null;
  /** ISO instant the exam was finished (the session's creation time when that is missing). */
  finishedAt: string;
  /** A full practice test (its exam is adaptive or has a score table); when missing, a session with a scaled total is one. */
  full?: boolean;
};

/** Used by Total Points when an exam has no question count (null or 0), as the spec says. */
export const DEFAULT_TOTAL_QUESTIONS = 20;
/** Improvement needs at least this many scores. */
export const MIN_SCORES_FOR_IMPROVEMENT = 4;
export const WEEKS_OF_PROGRESS = 4;
const DAY_MS = 86_400_000;

/** Rounds half up to one decimal: 12.25 -> 12.3, -2.25 -> -2.2. */
export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Oldest first, by finishing time (stable for equal times). */
export function chronological<T extends { finishedAt: string }>(exams: readonly T[]): T[] {
  return [...exams].sort((a, b) => Date.parse(a.finishedAt) - Date.parse(b.finishedAt));
}

/** Points of one exam: round(score / 100 x total_questions) x 10, total_questions defaulting to 20. */
export function examPoints(score: number | null, totalQuestions: number | null): number {
  const total = totalQuestions && totalQuestions > 0 ? totalQuestions : DEFAULT_TOTAL_QUESTIONS;
  return Math.round(((score ?? 0) / 100) * total) * 10;
}

/** Total Points: the sum of every exam's points. */
export function totalPoints(exams: readonly Pick<FinishedExam, "score" | "totalQuestions">[]): number {
  return exams.reduce((sum, e) => sum + examPoints(e.score, e.totalQuestions), 0);
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** Average Score: the mean of the scores to one decimal; null without scores. */
export function averageScore(scores: readonly number[]): number | null {
  return scores.length ? round1(mean(scores)) : null;
}

/** Best Score: the highest score; null without scores. */
export function bestScore(scores: readonly number[]): number | null {
  return scores.length ? Math.max(...scores) : null;
}

export type Improvement = { kind: "notEnoughExams" } | { kind: "noBaseline" } | { kind: "change"; percent: number };

/**
 * Improvement, from the scores in chronological order (oldest first), n of them:
 * - fewer than 4 scores: "not enough exams yet";
 * - older half = the first floor(n/2) scores, newer half = the rest (the newer half gets the odd one);
 * - change = (avgNew - avgOld) / avgOld x 100, rounded half up to one decimal;
 * - avgOld = 0 has no percent change: "not enough data".
 */
export function improvement(chronologicalScores: readonly number[]): Improvement {
  const n = chronologicalScores.length;
  if (n < MIN_SCORES_FOR_IMPROVEMENT) return { kind: "notEnoughExams" };
  const half = Math.floor(n / 2);
  const avgOld = mean(chronologicalScores.slice(0, half));
  const avgNew = mean(chronologicalScores.slice(half));
  if (avgOld === 0) return { kind: "noBaseline" };
  const percent = round1(((avgNew - avgOld) / avgOld) * 100);
  return { kind: "change", percent: Object.is(percent, -0) ? 0 : percent };
}

export const BANDS = ["excellent", "good", "average", "needsWork"] as const;
export type Band = (typeof BANDS)[number];

/** Excellent 90-100, Good 70-89, Average 50-69, Needs Work below 50. */
export function scoreBand(score: number): Band {
  if (score >= 90) return "excellent";
  if (score >= 70) return "good";
  if (score >= 50) return "average";
  return "needsWork";
}

/** Score Distribution: how many scores fall in each band. */
export function scoreDistribution(scores: readonly number[]): Record<Band, number> {
  const out: Record<Band, number> = { excellent: 0, good: 0, average: 0, needsWork: 0 };
  for (const s of scores) out[scoreBand(s)]++;
  return out;
}

export type WeekBucket = { start: string; end: string; count: number; average: number | null };

/**
 * Weekly Progress: `weeks` 7-day buckets ending at `now`, oldest first. Bucket i covers
 * [now - (weeks - i) x 7 days, now - (weeks - 1 - i) x 7 days); the newest also includes `now`.
 * Each has its exam count and average score (one decimal), or null when empty.
 */
export function weeklyProgress(exams: readonly Pick<FinishedExam, "score" | "finishedAt">[], now: number, weeks = WEEKS_OF_PROGRESS): WeekBucket[] {
  const buckets = Array.from({ length: weeks }, (_, i) => ({
    start: now - (weeks - i) * 7 * DAY_MS,
    end: now - (weeks - 1 - i) * 7 * DAY_MS,
    scores: [] as number[],
  }));
  for (const e of exams) {
    const t = Date.parse(e.finishedAt);
    const b = buckets.find((x, i) => t >= x.start && (t < x.end || (i === weeks - 1 && t === now)));
    b?.scores.push(e.score ?? 0);
  }
  return buckets.map((b) => ({
    start: new Date(b.start).toISOString(),
    end: new Date(b.end).toISOString(),
    count: b.scores.length,
    average: averageScore(b.scores),
  }));
}

/** The scaled total estimate (400-1600) of the most recent exam that has one, with its date. */
export function latestScaledTotal(exams: readonly FinishedExam[]): { score: number; finishedAt: string } | null {
  const withScale = chronological(exams).filter((e) => e.scaledTotal != null);
  const last = withScale.at(-1);
  return last ? { score: last.scaledTotal!, finishedAt: last.finishedAt } : null;
}

export type DashboardStats = {
  totalExams: number;
  totalPoints: number;
  average: number | null;
  best: number | null;
  improvement: Improvement;
  distribution: Record<Band, number>;
  weekly: WeekBucket[];
  latestScaled: { score: number; finishedAt: string } | null;
  /** By kind, one unit each: full tests in scaled points, shorter sets in percent correct (./stats-by-kind). */
  full: FullTestStats;
  short: ShortSetStats;
};

/** Everything the stat cards and the Overview tab show. */
export function dashboardStats(exams: readonly FinishedExam[], now: number): DashboardStats {
  const ordered = chronological(exams);
  const scores = ordered.map((e) => e.score ?? 0);
  return {
    totalExams: exams.length,
    totalPoints: totalPoints(exams),
    average: averageScore(scores),
    best: bestScore(scores),
    improvement: improvement(scores),
    distribution: scoreDistribution(scores),
    weekly: weeklyProgress(ordered, now),
    latestScaled: latestScaledTotal(ordered),
    full: fullTestStats(ordered),
    short: shortSetStats(ordered),
  };
}
