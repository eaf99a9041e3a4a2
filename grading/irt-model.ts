/**
 * The three-parameter logistic (3PL) item model and the priors of its parameters (decision 0034).
 *
 *   P(correct | θ) = c + (1 − c) / (1 + exp(−D a (θ − b))),  D = 1.7
 *
 * (Birnbaum 1968; Baker & Kim 2004, "Item Response Theory: Parameter Estimation Techniques", eq. 2.3). D = 1.7
 * puts `a` on the normal-ogive metric, so a = 1 is the slope the earlier label-only tables used. A
 * student-produced response (OE) cannot be guessed from a list: its c is 0.
 *
 * Pure: no app, no database.
 */

export const D = 1.7;

export type ItemParams = { a: number; b: number; c: number };
export type ItemType = "SC" | "OE";
export type LabelDifficulty = "easy" | "medium" | "hard";

/** P(correct | θ) under the 3PL. */
export function p3(item: ItemParams, theta: number): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-D * item.a * (theta - item.b)));
}

/**
 * Item information at θ (Baker & Kim 2004, eq. 2.17; Lord 1980, eq. 5-4):
 *   I(θ) = D² a² · ((P − c)/(1 − c))² · (1 − P)/P
 */
export function itemInformation(item: ItemParams, theta: number): number {
  const p = p3(item, theta);
  const q = 1 - p;
  return D * D * item.a * item.a * ((p - item.c) / (1 - item.c)) ** 2 * (q / p);
}

/**
 * Rated difficulty on the official 1-7 band (1 = easiest). Until the content review rates an item, its rating
 * comes from its label. The label is known to read about one level high on hard items (the review of
 * 2026-11-27: of 9 sampled "hard" Math items in harder modules 2 were hard by real-SAT standards), so "hard"
 * maps to 5, not 6.
 */
export const LABEL_RATING: Record<LabelDifficulty, number> = { easy: 2, medium: 4, hard: 5 };

/** b of a rated difficulty: the band's middle (4) is θ = 0, one step is half a standard deviation. */
export function bOfRating(rating: number): number {
  return (rating - 4) * 0.5;
}

/**
 * The prior of one item: the centre (the parameters used until data say otherwise) and the spread of each
 * parameter's prior for calibration.
 * - b ~ N(bOfRating(rating), sdB): sdB 0.5 for a rated item, 0.8 for one with a label only;
 * - log a ~ N(log 1.0, 0.35) (BILOG-MG's default lognormal slope prior, Zimowski et al. 2003);
 * - c ~ Beta(6, 16) for a four-choice item, whose mode is 1/4 (BILOG-MG's default: weight 20 around 1/k,
 *   Mislevy 1986); c = 0, fixed, for a student-produced response.
 */
export type ItemPrior = { mean: ItemParams; sdB: number; sdLogA: number; cBeta: [number, number] | null };

export function itemPrior(input: { type: ItemType; difficulty: LabelDifficulty; rating?: number | null }): ItemPrior {
  const rated = input.rating != null && input.rating >= 1 && input.rating <= 7;
  const rating = rated ? input.rating! : LABEL_RATING[input.difficulty];
  const sc = input.type === "SC";
  return {
    mean: { a: 1, b: bOfRating(rating), c: sc ? 0.25 : 0 },
    sdB: rated ? 0.5 : 0.8,
    sdLogA: 0.35,
    cBeta: sc ? [6, 16] : null,
  };
}

/** Sane bounds: parameters outside them are refused (a calibration keeps the old values, a teacher gets a 400). */
export const BOUNDS = { a: [0.2, 4], b: [-4, 4], c: [0, 0.5] } as const;

/** The names of the parameters outside the sane bounds (empty when all are fine); c must be 0 for OE. */
export function outOfBounds(item: ItemParams, type: ItemType): (keyof ItemParams)[] {
  const bad: (keyof ItemParams)[] = [];
  for (const k of ["a", "b", "c"] as const) {
    const v = item[k];
    if (!Number.isFinite(v) || v < BOUNDS[k][0] || v > BOUNDS[k][1]) bad.push(k);
  }
  if (type === "OE" && item.c !== 0 && !bad.includes("c")) bad.push("c");
  return bad;
}
