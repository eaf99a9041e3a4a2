import { describe, expect, it } from "vitest";
import {
  averageScore,
  bestScore,
  dashboardStats,
  examPoints,
  improvement,
  latestScaledTotal,
  round1,
  scoreBand,
  scoreDistribution,
  totalPoints,
  weeklyProgress,
  type FinishedExam,
} from "~/features/profile/stats";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-22T12:00:00Z");
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const exam = (score: number | null, extra: Partial<FinishedExam> = {}): FinishedExam => ({
  score,
  totalQuestions: 98,
  scaledTotal: null,
  finishedAt: at(DAY),
  ...extra,
});

describe("Total Points = sum of round(score/100 x total_questions) x 10", () => {
  it("scores one exam by its correct answers, ten points each", () => {
    expect(examPoints(100, 9)).toBe(90);
    expect(examPoints(50, 9)).toBe(50); // 4.5 rounds to 5
    expect(examPoints(33, 9)).toBe(30); // 2.97 -> 3
    expect(examPoints(0, 98)).toBe(0);
  });
  it("counts 20 questions when the count is missing (null or 0)", () => {
    expect(examPoints(75, null)).toBe(150);
    expect(examPoints(75, 0)).toBe(150);
    expect(examPoints(null, null)).toBe(0);
  });
  it("adds every exam up, and is 0 without exams", () => {
    expect(totalPoints([])).toBe(0);
    expect(totalPoints([exam(100, { totalQuestions: 9 }), exam(50, { totalQuestions: null }), exam(67, { totalQuestions: 3 })])).toBe(90 + 100 + 20);
  });
});

describe("Average and Best", () => {
  it("average is the mean to one decimal, best the maximum", () => {
    expect(averageScore([70, 80, 85])).toBe(78.3);
    expect(averageScore([50, 51])).toBe(50.5);
    expect(bestScore([70, 95, 85])).toBe(95);
  });
  it("are empty without scores", () => {
    expect(averageScore([])).toBeNull();
    expect(bestScore([])).toBeNull();
  });
  it("round half up to one decimal", () => {
    expect(round1(12.25)).toBe(12.3);
    expect(round1(-2.25)).toBe(-2.2);
  });
});

describe("Improvement: newer half against older half of the chronological scores", () => {
  it("needs at least 4 scores", () => {
    expect(improvement([])).toEqual({ kind: "notEnoughExams" });
    expect(improvement([10, 20, 30])).toEqual({ kind: "notEnoughExams" });
  });
  it("splits an even list in two halves", () => {
    // old [50, 60] avg 55, new [70, 80] avg 75: +36.36..% -> 36.4
    expect(improvement([50, 60, 70, 80])).toEqual({ kind: "change", percent: 36.4 });
  });
  it("gives the odd score to the newer half", () => {
    // n = 5: old = first 2 [80, 80] avg 80, new = [60, 60, 90] avg 70: -12.5%
    expect(improvement([80, 80, 60, 60, 90])).toEqual({ kind: "change", percent: -12.5 });
  });
  it("shows no change as 0 and has no percent against an older average of 0", () => {
    expect(improvement([40, 40, 40, 40])).toEqual({ kind: "change", percent: 0 });
    expect(improvement([0, 0, 50, 60])).toEqual({ kind: "noBaseline" });
  });
  it("is computed in chronological order by the dashboard, whatever the input order", () => {
    const exams = [
      exam(80, { finishedAt: at(1 * DAY) }),
      exam(40, { finishedAt: at(4 * DAY) }),
      exam(60, { finishedAt: at(2 * DAY) }),
      exam(40, { finishedAt: at(3 * DAY) }),
    ];
    // chronological: 40, 40, 60, 80 -> old 40, new 70 -> +75%
    expect(dashboardStats(exams, NOW).improvement).toEqual({ kind: "change", percent: 75 });
  });
});

describe("Score Distribution bands", () => {
  it("puts each boundary in its band", () => {
    expect([100, 90, 89, 70, 69, 50, 49, 0].map(scoreBand)).toEqual(["excellent", "excellent", "good", "good", "average", "average", "needsWork", "needsWork"]);
  });
  it("counts the scores of each band", () => {
    expect(scoreDistribution([95, 90, 72, 55, 10, 49])).toEqual({ excellent: 2, good: 1, average: 1, needsWork: 2 });
    expect(scoreDistribution([])).toEqual({ excellent: 0, good: 0, average: 0, needsWork: 0 });
  });
});

describe("Weekly Progress: 4 buckets of 7 days ending now", () => {
  it("averages each bucket, oldest first, and leaves empty buckets empty", () => {
    const weeks = weeklyProgress(
      [
        exam(80, { finishedAt: at(0) }), // now: the newest bucket
        exam(60, { finishedAt: at(6 * DAY) }),
        exam(90, { finishedAt: at(7 * DAY) }), // exactly 7 days ago: the newest bucket's start (inclusive)
        exam(70, { finishedAt: at(8 * DAY) }),
        exam(50, { finishedAt: at(27 * DAY) }),
        exam(100, { finishedAt: at(28 * DAY) }), // 28 days ago: the oldest bucket's start
        exam(100, { finishedAt: at(29 * DAY) }), // too old
        exam(100, { finishedAt: new Date(NOW + 1000).toISOString() }), // in the future
      ],
      NOW,
    );
    expect(weeks.map((w) => w.average)).toEqual([75, null, 70, 76.7]);
    expect(weeks.map((w) => w.count)).toEqual([2, 0, 1, 3]);
    expect(weeks[0]!.start).toBe(at(28 * DAY));
    expect(weeks[3]!.end).toBe(at(0));
  });
});

describe("latest scaled total", () => {
  it("is the most recent exam that has an estimate", () => {
    const exams = [
      exam(90, { scaledTotal: 1300, finishedAt: at(5 * DAY) }),
      exam(60, { scaledTotal: 1010, finishedAt: at(3 * DAY) }),
      exam(100, { scaledTotal: null, finishedAt: at(DAY) }),
    ];
    expect(latestScaledTotal(exams)).toEqual({ score: 1010, finishedAt: at(3 * DAY) });
    expect(latestScaledTotal([exam(50)])).toBeNull();
  });
});

describe("dashboardStats", () => {
  it("summarises an empty history", () => {
    const s = dashboardStats([], NOW);
    expect(s).toMatchObject({ totalExams: 0, totalPoints: 0, average: null, best: null, improvement: { kind: "notEnoughExams" }, latestScaled: null });
    expect(s.weekly).toHaveLength(4);
    expect(s.weekly.every((w) => w.average === null)).toBe(true);
  });
});
