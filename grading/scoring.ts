/**
 * Section and total estimates. A section's score comes from pattern scoring (irt-eap.ts, decision 0034); the
 * `ScoreTable` shape (raw correct -> scaled estimate) remains for the exams table's `score_table` column
 * (db/schema.ts), restated here so grading imports no database code; the tables are explanations now.
 */
export type ScoreTable = Record<"verbal" | "math", Partial<Record<Path, { raw: number; score: number; low: number; high: number }[]>>>;

/** A scaled estimate with its band; `level` (e.g. 0.8) and `se` (posterior SD in points) come with pattern scores. */
export type Estimate = { score: number; low: number; high: number; level?: number; se?: number };
export type Path = "standard" | "easier" | "harder";

/** The scaled estimate for a raw score on one test and module-2 path, from a conversion table (explanation only). */
export function scaledEstimate(table: ScoreTable | null | undefined, test: "verbal" | "math", path: Path, raw: number): Estimate | null {
  const rows = table?.[test]?.[path];
  if (!rows?.length) return null;
  const clamped = Math.max(0, Math.min(raw, rows[rows.length - 1]!.raw));
  const row = rows.find((r) => r.raw === clamped) ?? rows.filter((r) => r.raw <= clamped).at(-1) ?? rows[0]!;
  return { score: row.score, low: row.low, high: row.high };
}

/** Standard normal CDF (Abramowitz & Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The z with P(|Z| <= z) = level (bisection). */
export function zOfLevel(level: number): number {
  let lo = 0;
  let hi = 10;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (2 * normalCdf(mid) - 1 < level) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Total of the section estimates (400-1600), when both sections have one. With pattern scores the band is the
 * normal band of the sum, the two sections' errors independent: ± z·√(se_v² + se_m²), rounded to 10; otherwise
 * (tables) the ends are added.
 */
export function totalEstimate(verbal: Estimate | null, math: Estimate | null): Estimate | null {
  if (!verbal || !math) return null;
  const score = verbal.score + math.score;
  if (verbal.se !== undefined && math.se !== undefined && verbal.level !== undefined && verbal.level === math.level) {
    const se = Math.sqrt(verbal.se ** 2 + math.se ** 2);
    const half = Math.round((zOfLevel(verbal.level) * se) / 10) * 10;
    return { score, low: Math.max(400, score - half), high: Math.min(1600, score + half), level: verbal.level, se: Math.round(se) };
  }
  return { score, low: verbal.low + math.low, high: verbal.high + math.high };
}

/** Percent correct, rounded: the "score" the dashboard's formulas use. */
export function percentScore(correct: number, total: number): number {
  return total > 0 ? Math.round((100 * correct) / total) : 0;
}
