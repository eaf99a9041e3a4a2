/**
 * Score conversion: for each test and module-2 path, raw correct -> scaled estimate and its range. The
 * shape of the exams table's `score_table` column (db/schema.ts), restated here so grading imports no database code.
 */
export type ScoreTable = Record<"verbal" | "math", Partial<Record<Path, { raw: number; score: number; low: number; high: number }[]>>>;

export type Estimate = { score: number; low: number; high: number };
export type Path = "standard" | "easier" | "harder";

/** The scaled estimate for a raw score on one test and module-2 path, from the exam's conversion table. */
export function scaledEstimate(table: ScoreTable | null | undefined, test: "verbal" | "math", path: Path, raw: number): Estimate | null {
  const rows = table?.[test]?.[path];
  if (!rows?.length) return null;
  const clamped = Math.max(0, Math.min(raw, rows[rows.length - 1]!.raw));
  const row = rows.find((r) => r.raw === clamped) ?? rows.filter((r) => r.raw <= clamped).at(-1) ?? rows[0]!;
  return { score: row.score, low: row.low, high: row.high };
}

/** Total of the section estimates (400-1600), when both sections have one. */
export function totalEstimate(verbal: Estimate | null, math: Estimate | null): Estimate | null {
  if (!verbal || !math) return null;
  return { score: verbal.score + math.score, low: verbal.low + math.low, high: verbal.high + math.high };
}

/** Percent correct, rounded: the "score" the dashboard's formulas use. */
export function percentScore(correct: number, total: number): number {
  return total > 0 ? Math.round((100 * correct) / total) : 0;
}
