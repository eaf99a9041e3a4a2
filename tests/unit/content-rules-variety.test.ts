import { describe, expect, test } from "vitest";
import { GENERATORS } from "../../content/bank/math";
import { DRAWS, MIN_WORDINGS, repeatProblem, wordingCount, wordingOf } from "../../content/rules/variety";

describe("the Math bank's variety", () => {
  test(`no generator repeats a problem in its first ${DRAWS} draws`, () => {
    expect(GENERATORS.map(repeatProblem).filter(Boolean)).toEqual([]);
  });

  test(`every generator has at least ${MIN_WORDINGS} wordings`, () => {
    expect(GENERATORS.filter((g) => wordingCount(g) < MIN_WORDINGS).map((g) => `${g.id}: ${wordingCount(g)}`)).toEqual([]);
  });

  test("a wording masks numbers, thousands separators and figures, not words", () => {
    expect(wordingOf(String.raw`<p>A tank holds \(1{,}200\) liters and loses \(-3.5\) each hour.</p>`)).toBe(
      String.raw`<p>A tank holds \(#\) liters and loses \(#\) each hour.</p>`,
    );
    expect(wordingOf(`<svg role="img"><text>12</text></svg><p>Find x.</p>`)).toBe("<p>Find x.</p>");
    expect(wordingOf("<p>the sum is 7</p>")).not.toBe(wordingOf("<p>the total is 7</p>"));
  });
});
