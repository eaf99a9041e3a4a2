/**
 * Ratings (content/README.md, "Rating difficulty"): every exam item carries `rating`, its difficulty on the
 * official 1-7 band, and the rating agrees with the easy/medium/hard label: easy 1-3, medium 3-5, hard 5-7
 * (the bands touch, so an item on a boundary may carry either label).
 */
import type { RuleQuestion } from "./types";

export const RATING_BANDS: Record<RuleQuestion["difficulty"], [number, number]> = { easy: [1, 3], medium: [3, 5], hard: [5, 7] };

export function ratingProblem(q: RuleQuestion): string | null {
  if (q.rating === undefined) return `${q.id}: no rating (1-7)`;
  const [lo, hi] = RATING_BANDS[q.difficulty];
  if (q.rating < lo || q.rating > hi) return `${q.id}: rating ${q.rating} does not fit "${q.difficulty}" (${lo}-${hi})`;
  return null;
}

export function ratingProblems(qs: RuleQuestion[]): string[] {
  return qs.map(ratingProblem).filter((p): p is string => !!p);
}
