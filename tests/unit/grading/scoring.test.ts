import { describe, expect, test } from "vitest";
import type { ScoreTable } from "#db/schema";
import { diagnosticScoreTable, practiceTest1ScoreTable } from "#content/exams/score-tables";
import { acceptedAnswers, isChoiceCorrect, isOpenEndedCorrect, parseStudentNumber } from "#grading/answer-check";
import { percentScore, scaledEstimate, totalEstimate } from "#grading/scoring";

describe("open-ended answers", () => {
  test("every listed form of one half is correct, with or without the leading zero and surrounding spaces", () => {
    const accepted = "1/2|||.5|||0.5";
    for (const entry of ["1/2", ".5", "0.5", " 0.5 ", "\t1/2\n"]) expect(isOpenEndedCorrect(entry, accepted), entry).toBe(true);
  });

  test("a numerically equal form counts even when it is not listed", () => {
    expect(isOpenEndedCorrect("0.5", "1/2")).toBe(true);
    expect(isOpenEndedCorrect("2/4", "1/2")).toBe(true);
    expect(isOpenEndedCorrect("1/2", ".5")).toBe(true);
    expect(isOpenEndedCorrect("5.0", "5")).toBe(true);
    expect(isOpenEndedCorrect("2.50", "5/2|||2.5")).toBe(true);
  });

  test("negative answers: -3/4 and -.75 are the same answer", () => {
    expect(isOpenEndedCorrect("-.75", "-3/4")).toBe(true);
    expect(isOpenEndedCorrect("-3/4", "-.75")).toBe(true);
    expect(isOpenEndedCorrect("-0.75", "-3/4|||-.75")).toBe(true);
    expect(isOpenEndedCorrect(".75", "-3/4|||-.75")).toBe(false);
    expect(isOpenEndedCorrect("3/4", "-3/4")).toBe(false);
  });

  test("a repeating decimal: 2/3 and the listed truncated and rounded forms are correct", () => {
    const accepted = "2/3|||.6666|||.6667|||0.666|||0.667";
    for (const entry of ["2/3", ".6666", ".6667", "0.666", "0.667", "4/6"]) expect(isOpenEndedCorrect(entry, accepted), entry).toBe(true);
    // Shorter roundings are not listed and are not equal to 2/3: wrong, as on the real test.
    for (const entry of [".66", ".67", "0.7"]) expect(isOpenEndedCorrect(entry, accepted), entry).toBe(false);
  });

  test("a rounded form that is not listed is not equal to the exact value", () => {
    expect(isOpenEndedCorrect(".6667", "2/3")).toBe(false);
  });

  test("wrong values are wrong", () => {
    expect(isOpenEndedCorrect("0.4", "1/2|||.5")).toBe(false);
    expect(isOpenEndedCorrect("2", "1/2")).toBe(false);
    expect(isOpenEndedCorrect("19", "18000")).toBe(false);
    expect(isOpenEndedCorrect("-2", "2")).toBe(false);
  });

  test("an empty or missing entry is wrong", () => {
    for (const entry of ["", "   ", null, undefined]) expect(isOpenEndedCorrect(entry, "0|||1/2"), String(entry)).toBe(false);
  });

  test("an entry that is not a number is wrong and never throws", () => {
    for (const entry of ["1/0", "0/0", "abc", "1//2", "1/2/3", ".", "-", "1,5,", "1 5", "1e3", "50%", "$5", "NaN", "Infinity", "3/-4"]) {
      expect(isOpenEndedCorrect(entry, "1/2|||0|||5|||1000|||1.5"), entry).toBe(false);
    }
  });

  test("a missing or empty list of accepted answers accepts nothing", () => {
    expect(isOpenEndedCorrect("5", null)).toBe(false);
    expect(isOpenEndedCorrect("5", "")).toBe(false);
    expect(isOpenEndedCorrect("5", "|||")).toBe(false);
  });

  test("accepted answers are split on ||| and trimmed", () => {
    expect(acceptedAnswers(" 3/4 ||| .75|||0.75 ")).toEqual(["3/4", ".75", "0.75"]);
    expect(acceptedAnswers(null)).toEqual([]);
  });

  test("student numbers parse as the grid-in allows", () => {
    expect(parseStudentNumber("3/4")).toBe(0.75);
    expect(parseStudentNumber("-.75")).toBe(-0.75);
    expect(parseStudentNumber(" 12 ")).toBe(12);
    expect(parseStudentNumber("1/0")).toBeNull();
    expect(parseStudentNumber("abc")).toBeNull();
    expect(parseStudentNumber("")).toBeNull();
  });
});

describe("single-choice answers", () => {
  test("correct only when the selected choice is the correct choice", () => {
    expect(isChoiceCorrect(12, 12)).toBe(true);
    expect(isChoiceCorrect(12, 13)).toBe(false);
  });

  test("no selection, or a question without a correct choice, is never correct", () => {
    expect(isChoiceCorrect(null, 12)).toBe(false);
    expect(isChoiceCorrect(undefined, 12)).toBe(false);
    expect(isChoiceCorrect(12, null)).toBe(false);
    expect(isChoiceCorrect(null, null)).toBe(false);
    expect(isChoiceCorrect(undefined, undefined)).toBe(false);
  });
});

describe("scaled estimates from the conversion table (an explanation generated from the model)", () => {
  const small: ScoreTable = {
    verbal: {
      easier: [
        { raw: 0, score: 200, low: 200, high: 240 },
        { raw: 1, score: 300, low: 260, high: 340 },
        { raw: 2, score: 560, low: 520, high: 600 },
      ],
      harder: [
        { raw: 0, score: 220, low: 200, high: 250 },
        { raw: 1, score: 400, low: 370, high: 430 },
        { raw: 2, score: 800, low: 770, high: 800 },
      ],
    },
    math: {
      standard: [
        { raw: 0, score: 200, low: 200, high: 260 },
        { raw: 1, score: 500, low: 440, high: 560 },
      ],
    },
  };

  test("raw 0 and the maximum give the first and last rows of the path", () => {
    expect(scaledEstimate(small, "verbal", "easier", 0)).toEqual({ score: 200, low: 200, high: 240 });
    expect(scaledEstimate(small, "verbal", "easier", 2)).toEqual({ score: 560, low: 520, high: 600 });
    expect(scaledEstimate(small, "verbal", "harder", 2)).toEqual({ score: 800, low: 770, high: 800 });
  });

  test("the path decides the row: the same raw score is worth more on the harder path", () => {
    expect(scaledEstimate(small, "verbal", "harder", 1)!.score).toBeGreaterThan(scaledEstimate(small, "verbal", "easier", 1)!.score);
  });

  test("a raw score beyond the table clamps to the last row; below zero to the first", () => {
    expect(scaledEstimate(small, "verbal", "harder", 99)).toEqual({ score: 800, low: 770, high: 800 });
    expect(scaledEstimate(small, "verbal", "harder", -3)).toEqual({ score: 220, low: 200, high: 250 });
  });

  test("no table, no test or no path gives no estimate", () => {
    expect(scaledEstimate(null, "verbal", "easier", 1)).toBeNull();
    expect(scaledEstimate(undefined, "math", "standard", 1)).toBeNull();
    expect(scaledEstimate(small, "math", "harder", 1)).toBeNull();
    expect(scaledEstimate({ verbal: {}, math: {} }, "verbal", "standard", 0)).toBeNull();
    expect(scaledEstimate({ verbal: { standard: [] }, math: {} }, "verbal", "standard", 0)).toBeNull();
  });

  test("Practice Test 1: the edges of the real tables", () => {
    const t = practiceTest1ScoreTable;
    const { raw: _raw, ...last } = t.verbal.harder!.at(-1)!;
    expect(scaledEstimate(t, "verbal", "harder", 54)).toEqual(last);
    // Generated from the model (EAP given the raw score): a perfect harder path reads high, its range up to 800.
    expect(scaledEstimate(t, "verbal", "harder", 54)!.score).toBeGreaterThanOrEqual(700);
    expect(scaledEstimate(t, "verbal", "harder", 54)!.high).toBe(800);
    expect(scaledEstimate(t, "math", "easier", 44)!.score).toBe(t.math.easier!.at(-1)!.score);
    expect(scaledEstimate(t, "math", "easier", 44)!.score).toBeLessThan(800);
    expect(scaledEstimate(t, "math", "easier", 0)!.low).toBe(200);
    expect(scaledEstimate(t, "math", "easier", 60)).toEqual(scaledEstimate(t, "math", "easier", 44));
    const row = t.verbal.easier!.find((r) => r.raw === 30)!;
    expect(scaledEstimate(t, "verbal", "easier", 30)).toEqual({ score: row.score, low: row.low, high: row.high });
  });

  test("the diagnostic has one standard path per section", () => {
    // 12 of 12 on a short module: the EAP stays well below 800 (little evidence), the range is wide.
    const top = scaledEstimate(diagnosticScoreTable, "math", "standard", 12)!;
    expect(top.score).toBeGreaterThan(600);
    expect(top.high - top.low).toBeGreaterThanOrEqual(120);
    expect(scaledEstimate(diagnosticScoreTable, "math", "harder", 12)).toBeNull();
  });
});

describe("total estimate", () => {
  test("adds the two section estimates and their ranges", () => {
    expect(totalEstimate({ score: 610, low: 580, high: 640 }, { score: 600, low: 560, high: 640 })).toEqual({ score: 1210, low: 1140, high: 1280 });
  });

  test("is missing when either section has no estimate", () => {
    expect(totalEstimate(null, { score: 600, low: 560, high: 640 })).toBeNull();
    expect(totalEstimate({ score: 600, low: 560, high: 640 }, null)).toBeNull();
    expect(totalEstimate(null, null)).toBeNull();
  });
});

describe("percent correct", () => {
  test("rounds to a whole percent and is 0 for an empty exam", () => {
    expect(percentScore(2, 3)).toBe(67);
    expect(percentScore(9, 9)).toBe(100);
    expect(percentScore(0, 0)).toBe(0);
  });
});
