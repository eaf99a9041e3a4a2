import { describe, expect, it } from "vitest";
import { answerWeight, historyMoments, historyOf, levelOf, masteryMap, masteryOf, skillMap, trendOf, type Answer } from "~/features/plan/mastery";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-22T12:00:00Z");
const answer = (correct: boolean, daysAgo: number, skill = "boundaries", source: Answer["source"] = "test"): Answer => ({
  skill,
  correct,
  at: NOW - daysAgo * DAY,
  source,
});

describe("an answer's weight halves every 28 days", () => {
  it("is 1 today, 1/2 after 28 days, 1/4 after 56, and 0 for an answer after the moment of evaluation", () => {
    expect(answerWeight(0)).toBe(1);
    expect(answerWeight(28 * DAY)).toBeCloseTo(0.5, 12);
    expect(answerWeight(56 * DAY)).toBeCloseTo(0.25, 12);
    expect(answerWeight(14 * DAY)).toBeCloseTo(Math.SQRT1_2, 12); // 0.5^(1/2)
    expect(answerWeight(-1)).toBe(0);
  });
});

describe("mastery = (Σ weight × correct + 2 × 0.5) / (Σ weight + 2)", () => {
  it("is the prior, 50%, without answers", () => {
    expect(masteryOf([], NOW)).toEqual({ mastery: 0.5, answers: 0, correct: 0, evidence: 0 });
  });

  it("moves a third of the way with one answer today: right (1 + 1) / (1 + 2) = 2/3, wrong (0 + 1) / (1 + 2) = 1/3", () => {
    expect(masteryOf([answer(true, 0)], NOW).mastery).toBeCloseTo(2 / 3, 12);
    expect(masteryOf([answer(false, 0)], NOW).mastery).toBeCloseTo(1 / 3, 12);
  });

  it("weighs recent answers more: right today (w 1), wrong 28 days ago (w 0.5), right 56 days ago (w 0.25)", () => {
    // Σ w × correct = 1 + 0.25 = 1.25; Σ w = 1.75; (1.25 + 1) / (1.75 + 2) = 2.25 / 3.75 = 0.6
    const m = masteryOf([answer(true, 0), answer(false, 28), answer(true, 56)], NOW);
    expect(m.mastery).toBeCloseTo(0.6, 12);
    expect(m).toMatchObject({ answers: 3, correct: 2 });
    expect(m.evidence).toBeCloseTo(1.75, 12);
    // The same answers in the other order of time: wrong today, right 28 and 56 days ago:
    // Σ w × correct = 0.5 + 0.25 = 0.75; (0.75 + 1) / (1.75 + 2) = 1.75 / 3.75 = 0.4667
    expect(masteryOf([answer(false, 0), answer(true, 28), answer(true, 56)], NOW).mastery).toBeCloseTo(1.75 / 3.75, 12);
  });

  it("ignores answers after the moment of evaluation", () => {
    // Evaluated 28 days ago, only the answer from 56 days ago exists then (age 28 days, w 0.5): (0.5 + 1) / (0.5 + 2) = 0.6
    expect(masteryOf([answer(true, 0), answer(true, 56)], NOW - 28 * DAY).mastery).toBeCloseTo(0.6, 12);
  });

  it("drifts back towards 50% as answers age without new ones", () => {
    // Four right answers: today (4 + 1) / (4 + 2) = 0.8333; 28 days later each weighs 0.5: (2 + 1) / (2 + 2) = 0.75
    const four = [1, 2, 3, 4].map(() => answer(true, 0));
    expect(masteryOf(four, NOW).mastery).toBeCloseTo(5 / 6, 12);
    expect(masteryOf(four, NOW + 28 * DAY).mastery).toBeCloseTo(0.75, 12);
  });

  it("gives every skill of the taxonomy an entry, answered or not", () => {
    const map = masteryMap([answer(true, 0, "circles"), answer(false, 0, "not_a_skill")], NOW);
    expect(map.size).toBe(30);
    expect(map.get("circles")!.mastery).toBeCloseTo(2 / 3, 12);
    expect(map.get("boundaries")).toEqual({ skill: "boundaries", mastery: 0.5, answers: 0, correct: 0, evidence: 0 });
    expect(map.has("not_a_skill")).toBe(false);
  });
});

describe("levels", () => {
  it("not started without answers; needs work below 50%; developing from 50%; strong from 75%", () => {
    expect(levelOf({ mastery: 0.5, answers: 0 })).toBe("not_started");
    expect(levelOf({ mastery: 0.49, answers: 3 })).toBe("needs_work");
    expect(levelOf({ mastery: 0.5, answers: 3 })).toBe("developing");
    expect(levelOf({ mastery: 0.74, answers: 3 })).toBe("developing");
    expect(levelOf({ mastery: 0.75, answers: 3 })).toBe("strong");
  });
});

describe("trend: mastery now against 28 days ago", () => {
  it("two wrong 28 days ago, two right today: 25% then, 60% now, up by 35 points", () => {
    // Then: both wrong answers are new (w 1): (0 + 1) / (2 + 2) = 0.25.
    // Now: wrong ones weigh 0.5 each, right ones 1: (2 + 1) / (1 + 2 + 2) = 0.6.
    const answers = [answer(false, 28), answer(false, 28), answer(true, 0), answer(true, 0)];
    expect(trendOf(answers, NOW)).toEqual({ direction: "up", delta: 35 });
  });

  it("down when recent answers are wrong", () => {
    // Then: two right (w 1): (2 + 1) / (2 + 2) = 0.75. Now: right ones w 0.5, two wrong w 1: (1 + 1) / (3 + 2) = 0.4.
    const answers = [answer(true, 28), answer(true, 28), answer(false, 0), answer(false, 0)];
    expect(trendOf(answers, NOW)).toEqual({ direction: "down", delta: 40 - 75 });
  });

  it("an unpractised skill fades: down beyond 5 points, steady within", () => {
    // Then: (1 + 1) / (1 + 2) = 0.6667; now (0.5 + 1) / (0.5 + 2) = 0.6: a change of −0.0667 is beyond 0.05, so down.
    expect(trendOf([answer(true, 28)], NOW)).toEqual({ direction: "down", delta: 60 - 67 });
    // One right answer 56 days ago: then w 0.5 -> 0.6; now w 0.25 -> (0.25 + 1) / (0.25 + 2) = 0.5556: −0.044, steady.
    expect(trendOf([answer(true, 56)], NOW)).toEqual({ direction: "steady", delta: 56 - 60 });
  });

  it("new when every answer is within the last 28 days; none without answers", () => {
    expect(trendOf([answer(true, 3)], NOW)).toEqual({ direction: "new", delta: null });
    expect(trendOf([], NOW)).toEqual({ direction: "none", delta: null });
  });
});

describe("history: weekly points for the sparkline and the table", () => {
  it("has 8 moments a week apart, the last one now, and null before the first answer", () => {
    const moments = historyMoments(NOW);
    expect(moments).toHaveLength(8);
    expect(moments.at(-1)).toBe(NOW);
    expect(moments[0]).toBe(NOW - 49 * DAY);
    // One right answer 14 days ago: nothing before it; 7 days after it w = 0.5^(7/28) = 0.8409 -> (0.8409 + 1) / (0.8409 + 2) = 0.648;
    // at the moment itself 2/3 (67%); now (14 days) w = 0.7071 -> 1.7071 / 2.7071 = 0.6306 (63%).
    expect(historyOf([answer(true, 14)], NOW)).toEqual([null, null, null, null, null, 67, 65, 63]);
  });

  it("lists every skill in taxonomy order with percent, level, trend and history", () => {
    const map = skillMap([answer(true, 0, "circles"), answer(false, 0, "words_in_context")], NOW);
    expect(map).toHaveLength(30);
    expect(map[0]).toMatchObject({
      test: "verbal",
      domain: "craft_structure",
      skill: "words_in_context",
      percent: 33,
      level: "needs_work",
      answers: 1,
      correct: 0,
      trend: { direction: "new", delta: null },
    });
    expect(map.at(-1)).toMatchObject({ test: "math", domain: "geometry_trigonometry", skill: "circles", percent: 67, level: "developing" });
    expect(map.find((e) => e.skill === "boundaries")).toMatchObject({
      percent: 50,
      level: "not_started",
      trend: { direction: "none", delta: null },
      history: Array(8).fill(null),
    });
  });
});
