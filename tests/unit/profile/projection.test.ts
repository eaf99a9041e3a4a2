import { describe, expect, it } from "vitest";
import { totalEstimate } from "#grading/scoring";
import { projectionOf, projectionRange } from "~/features/profile/projection";

const section = (score: number, se: number) => ({ score, low: score - 40, high: score + 40, level: 0.8, se });

describe("the projected total over time (dashboard)", () => {
  it("is each full test's total with the band of the sum, oldest first; tests without both pattern scores are left out", () => {
    const points = projectionOf([
      { id: 3, finishedAt: "2026-11-20T10:00:00Z", sectionScores: { verbal: section(600, 30), math: section(650, 40) } },
      { id: 1, finishedAt: "2026-10-01T10:00:00Z", sectionScores: { verbal: section(520, 30), math: section(560, 40) } },
      { id: 2, finishedAt: "2026-10-15T10:00:00Z", sectionScores: { math: section(600, 40) } },
      { id: 4, finishedAt: "2026-10-16T10:00:00Z", sectionScores: null },
    ]);
    expect(points.map((p) => p.sessionId)).toEqual([1, 3]);
    // 1080 ± round10(1.2816 × √(30² + 40²) = 64.08) = ± 60.
    expect(points[0]).toEqual({ sessionId: 1, finishedAt: "2026-10-01T10:00:00Z", score: 1080, low: 1020, high: 1140, level: 0.8 });
    const t = totalEstimate(section(600, 30), section(650, 40))!;
    expect(points[1]).toMatchObject({ score: 1250, low: t.low, high: t.high });
  });

  it("draws between whole hundreds around the bands, at least 200 points tall, within 400-1600", () => {
    expect(projectionRange([{ low: 1020, high: 1140 }])).toEqual([900, 1200]);
    expect(projectionRange([{ low: 1500, high: 1600 }])).toEqual([1400, 1600]);
    expect(projectionRange([{ low: 400, high: 430 }])).toEqual([400, 600]);
    expect(projectionRange([])).toEqual([400, 1600]);
  });
});
