import { zOfLevel } from "./scoring";

/**
 * How a practice test of ours predicts the real SAT, from students' official results (decision 0051).
 *
 * A report is paired with the student's last finished session of a test in the WINDOW_DAYS days before the
 * official test day. With n pairs (practice total p, official total o):
 * - the bias is the mean of p − o and its spread the sample standard deviation of p − o ("runs high by 30 ± 40");
 * - the link to the real scale is linear, o ≈ α + β p, with the least-squares slope shrunk towards 1 (a mean shift)
 *   by the weight n / (n + SLOPE_PRIOR): β = w β̂ + (1 − w), α = mean(o) − β mean(p). With few reports it is
 *   nearly the mean shift o ≈ p − bias (Kolen & Brennan 2014, §2.2 "mean equating"); with many it tends to the
 *   regression of official on practice, which also corrects a test that spreads students too far or too little;
 * - its typical error is the residual SD of the pairs around the line (n − 2 degrees of freedom).
 * Below MIN_REPORTS pairs nothing is claimed.
 *
 * Pure: no app, no database.
 */
export const MIN_REPORTS = 30;
export const WINDOW_DAYS = 60;
/** The number of reports at which the data's own slope and the mean shift's slope of 1 weigh the same. */
export const SLOPE_PRIOR = 100;
/** The share of students the linked band is meant to hold. */
export const LINK_LEVEL = 0.8;

export type LinkPair = { practice: number; official: number };

export type RealLink =
  | { known: false; reports: number; needed: number }
  | {
      known: true;
      reports: number;
      needed: number;
      /** Mean of practice − official (positive: the test runs high). */
      bias: number;
      /** Sample SD of practice − official. */
      sd: number;
      slope: number;
      intercept: number;
      /** Residual SD of official scores around the link. */
      error: number;
    };

const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;

export function linkReports(pairs: readonly LinkPair[]): RealLink {
  const n = pairs.length;
  if (n < MIN_REPORTS) return { known: false, reports: n, needed: MIN_REPORTS };
  const p = pairs.map((x) => x.practice);
  const o = pairs.map((x) => x.official);
  const d = pairs.map((x) => x.practice - x.official);
  const bias = mean(d);
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - bias) ** 2, 0) / (n - 1));
  const mp = mean(p);
  const mo = mean(o);
  const sxx = p.reduce((s, x) => s + (x - mp) ** 2, 0);
  const sxy = pairs.reduce((s, x) => s + (x.practice - mp) * (x.official - mo), 0);
  const ols = sxx > 0 ? sxy / sxx : 1;
  const w = n / (n + SLOPE_PRIOR);
  const slope = w * ols + (1 - w);
  const intercept = mo - slope * mp;
  const sse = pairs.reduce((s, x) => s + (x.official - (intercept + slope * x.practice)) ** 2, 0);
  return { known: true, reports: n, needed: MIN_REPORTS, bias, sd, slope, intercept, error: Math.sqrt(sse / (n - 2)) };
}

const round10 = (x: number) => Math.round(x / 10) * 10;
const clampTotal = (x: number) => Math.max(400, Math.min(1600, x));

/** A practice total on the real scale with its LINK_LEVEL band (rounded to 10, within 400-1600); null when unknown. */
export function linkedTotal(link: RealLink, practiceTotal: number): { score: number; low: number; high: number; level: number } | null {
  if (!link.known) return null;
  const score = clampTotal(round10(link.intercept + link.slope * practiceTotal));
  const half = round10(zOfLevel(LINK_LEVEL) * link.error);
  return { score, low: clampTotal(score - half), high: clampTotal(score + half), level: LINK_LEVEL };
}
