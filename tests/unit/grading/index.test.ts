import { describe, expect, it } from "vitest";
import * as grading from "#grading/index";
import {
  acceptedAnswerProblem,
  acceptedAnswers,
  gridInValue,
  isChoiceCorrect,
  isOpenEndedCorrect,
  readGridIn,
  scaledEstimate,
  totalEstimate,
} from "#grading/index";

describe("the grading index: one rule from the answer box to the score", () => {
  it("offers the grid-in rule, the answer check and the scoring", () => {
    for (const name of [
      "readGridIn",
      "gridInValue",
      "normalizeGridIn",
      "acceptedAnswerProblem",
      "isOpenEndedCorrect",
      "isChoiceCorrect",
      "acceptedAnswers",
      "scaledEstimate",
      "totalEstimate",
      "percentScore",
    ]) {
      expect(typeof (grading as Record<string, unknown>)[name], name).toBe("function");
    }
  });

  it("grades an entry as the box keeps it: what the box accepts as a number is graded by that number", () => {
    for (const typed of ["0,5", " .5 ", "1/2", "-3/4", "2.50"]) {
      const read = readGridIn(typed);
      expect(read.ok, typed).toBe(true);
      if (!read.ok) continue;
      const value = gridInValue(read.entry)!;
      expect(isOpenEndedCorrect(typed, String(value)), typed).toBe(true);
      expect(isOpenEndedCorrect(read.entry, String(value)), typed).toBe(true);
    }
  });

  it("an entry the box refuses, or an unfinished one, is never correct", () => {
    expect(readGridIn("1/2/3")).toEqual({ ok: false, problem: "slashes" });
    expect(isOpenEndedCorrect("1/2/3", "1/2")).toBe(false);
    expect(readGridIn("3/").ok).toBe(true);
    expect(isOpenEndedCorrect("3/", "3")).toBe(false);
    expect(isOpenEndedCorrect("", "0")).toBe(false);
  });

  it("accepted answers a teacher may save are the ones the check grades", () => {
    const accepted = "1/2||| 0,5 |||.5";
    for (const a of acceptedAnswers(accepted)) {
      expect(acceptedAnswerProblem(a), a).toBeNull();
      expect(isOpenEndedCorrect("0.5", a), a).toBe(true);
    }
    expect(acceptedAnswerProblem("3/")).toBe("notANumber");
  });

  it("checks a choice and turns raw scores into an estimate", () => {
    expect(isChoiceCorrect(7, 7)).toBe(true);
    expect(isChoiceCorrect(null, 7)).toBe(false);
    const table = {
      verbal: {
        standard: [
          { raw: 0, score: 200, low: 200, high: 230 },
          { raw: 1, score: 250, low: 220, high: 280 },
        ],
      },
      math: { standard: [{ raw: 0, score: 200, low: 200, high: 240 }] },
    };
    const verbal = scaledEstimate(table, "verbal", "standard", 5);
    const math = scaledEstimate(table, "math", "standard", 0);
    expect(verbal).toEqual({ score: 250, low: 220, high: 280 });
    expect(totalEstimate(verbal, math)).toEqual({ score: 450, low: 420, high: 520 });
    expect(scaledEstimate(table, "math", "harder", 3)).toBeNull();
  });
});
