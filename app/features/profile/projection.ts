import { totalEstimate, type Estimate } from "#grading/scoring";

/**
 * The projected total score over time (issue 28 req. 7): each finished full test's total from its two pattern
 * scores (decision 0034), with the band of the sum (± z·√(se_v² + se_m²), `totalEstimate`), oldest first. A test
 * without both section scores (a short set, or one finished before pattern scores were stored) is left out.
 */
export type SectionScores = Partial<Record<"verbal" | "math", Estimate>> | null;
export type ProjectionPoint = { sessionId: number; finishedAt: string; score: number; low: number; high: number; level: number };

export function projectionOf(exams: readonly { id: number; finishedAt: string; sectionScores: SectionScores }[]): ProjectionPoint[] {
  return exams
    .flatMap((e) => {
      const total = totalEstimate(e.sectionScores?.verbal ?? null, e.sectionScores?.math ?? null);
      return total?.level !== undefined
        ? [{ sessionId: e.id, finishedAt: e.finishedAt, score: total.score, low: total.low, high: total.high, level: total.level }]
        : [];
    })
    .sort((a, b) => Date.parse(a.finishedAt) - Date.parse(b.finishedAt));
}

/** The chart's vertical range: the band's ends with a margin, in whole hundreds within 400-1600. */
export function projectionRange(points: readonly Pick<ProjectionPoint, "low" | "high">[]): [number, number] {
  if (!points.length) return [400, 1600];
  const lo = Math.max(400, Math.floor((Math.min(...points.map((p) => p.low)) - 50) / 100) * 100);
  const hi = Math.min(1600, Math.ceil((Math.max(...points.map((p) => p.high)) + 50) / 100) * 100);
  return [lo, Math.max(hi, lo + 200)];
}
