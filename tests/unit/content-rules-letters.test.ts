import { describe, expect, test } from "vitest";
import {
  agreement,
  alignedRunProblems,
  binomialUpper,
  fixedLetterProblems,
  keyAgreementProblems,
  mathEdgeShareProblems,
  moduleLetterProblems,
  numericRankProblems,
  placeFigure,
  SHARED_RUN,
} from "../../content/rules/letters";
import { sharedKeyRunLength, sharedKeyRunProblems } from "../../content/rules/keys";
import type { RuleModule, RuleQuestion } from "../../content/rules/types";
import { bank, bankQuestions, examQuestions, exams, modules } from "../setup/content-rules";

// Key position (content/rules/letters.ts, content/README.md "Key position"): over every exam and the whole bank.

const examQs = (slug: string) => exams.find((e) => e.slug === slug)!.modules.flatMap((m) => m.questions) as RuleQuestion[];

describe("where the key sits tells a guesser nothing", () => {
  test.each(exams.map((e) => [e.slug] as const))(
    "%s: in numeric items the key is 1st, 2nd, 3rd or 4th of the ascending choices as often as chance allows",
    (slug) => {
      expect(numericRankProblems(slug, examQs(slug))).toEqual([]);
    },
  );

  test("all exams together and the bank: the numeric key's place is uniform within chance", () => {
    expect(numericRankProblems("all exams", examQuestions)).toEqual([]);
    expect(numericRankProblems("the bank", bankQuestions)).toEqual([]);
  });

  test.each(exams.map((e) => [e.slug] as const))("%s: non-numeric Math keys are on A or D about half the time", (slug) => {
    expect(mathEdgeShareProblems(slug, examQs(slug))).toEqual([]);
  });

  test("all exams together and the bank: non-numeric Math keys are on A or D about half the time", () => {
    expect(mathEdgeShareProblems("all exams", examQuestions)).toEqual([]);
    expect(mathEdgeShareProblems("the bank", bankQuestions)).toEqual([]);
  });

  test("each module's letter counts are what a random draw gives", () => {
    expect(modules.flatMap(moduleLetterProblems)).toEqual([]);
  });

  test("no bank generator keys the same letter at every seed", () => {
    expect(fixedLetterProblems(bank.items)).toEqual([]);
  });
});

describe("modules do not share a key pattern", () => {
  test("no two modules agree position by position beyond chance (binomial at 1%, Bonferroni over the pairs)", () => {
    expect(keyAgreementProblems(modules)).toEqual([]);
  });

  test(`no two modules agree at ${SHARED_RUN} or more consecutive positions`, () => {
    expect(alignedRunProblems(modules)).toEqual([]);
  });
});

describe("the tests behind the rules", () => {
  const mod = (id: string, keys: string): RuleModule => ({
    id,
    test: "verbal",
    module: 1,
    variant: "standard",
    questions: [...keys].map((k, i) => ({
      id: `${id}-${i}`,
      type: k === "-" ? "OE" : "SC",
      text: "t",
      test: "verbal",
      domain: "d",
      skill: "s",
      difficulty: "easy",
      explanation: "e",
      ...(k === "-" ? { answers: "1" } : { choices: [..."ABCD"].map((l) => ({ text: l, correct: l === k })) }),
    })),
  });

  test("the binomial tail is exact", () => {
    expect(binomialUpper(4, 0, 0.25)).toBeCloseTo(1);
    expect(binomialUpper(4, 4, 0.25)).toBeCloseTo(1 / 256);
    expect(binomialUpper(2, 1, 0.5)).toBeCloseTo(0.75);
  });

  test("a copied pattern is caught; independent ones pass", () => {
    const a = mod("a", "CBDACBDBDBDBC");
    const copy = mod("b", "ABDABCDBDBDBCDCDCADADADCCDB");
    expect(agreement(a, copy)).toMatchObject({ n: 13, same: 10, run: 7 });
    expect(alignedRunProblems([a, copy])).toHaveLength(1);
    expect(keyAgreementProblems([a, copy])).toHaveLength(1);
    expect(alignedRunProblems([a, mod("c", "ADCBADCBDACBD")])).toEqual([]);
    expect(agreement(mod("d", "AB-CD"), mod("e", "A-BCD"))).toMatchObject({ n: 3, same: 3, run: 3 });
  });

  test("a shared run at any positions: its length is set by the number of pairs, and a shifted copy of it is caught", () => {
    const pattern = "ABDCADBBCDAC";
    const two = [mod("p", `${pattern}ABCDABCDABCDABC`), mod("q", `CB${pattern}DCBADCBADCBAD`)];
    expect(sharedKeyRunLength(two)).toBe(8);
    expect(sharedKeyRunProblems(two).length).toBeGreaterThan(0);
    const many = Array.from({ length: 20 }, (_, i) => mod(`m${i}`, "ABCDABCDABCDABCDABCDABCDABC"));
    expect(sharedKeyRunLength(many)).toBeGreaterThan(8);
  });

  test("numeric places: all keys in the middle fail, a spread passes", () => {
    const numeric = (place: number, i: number): RuleQuestion => ({
      id: `n-${i}`,
      type: "SC",
      text: "t",
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "easy",
      explanation: "e",
      choices: [1, 2, 3, 4].map((v, j) => ({ text: String.raw`\(${v}\)`, correct: j === place })),
    });
    const middle = Array.from({ length: 30 }, (_, i) => numeric(1 + (i % 2), i));
    expect(numericRankProblems("x", middle)).toHaveLength(1);
    expect(placeFigure(middle).counts).toEqual([0, 15, 15, 0]);
    expect(
      numericRankProblems(
        "x",
        Array.from({ length: 30 }, (_, i) => numeric(i % 4, i)),
      ),
    ).toEqual([]);
    const words = (k: number, i: number): RuleQuestion => ({ ...numeric(k, i), choices: ["p", "q", "r", "s"].map((t, j) => ({ text: t, correct: j === k })) });
    expect(
      mathEdgeShareProblems(
        "x",
        Array.from({ length: 30 }, (_, i) => words(3 * (i % 2), i)),
      ),
    ).toHaveLength(1);
    expect(
      mathEdgeShareProblems(
        "x",
        Array.from({ length: 30 }, (_, i) => words(i % 4, i)),
      ),
    ).toEqual([]);
  });

  test("a lopsided module and a generator stuck on one letter are caught", () => {
    expect(moduleLetterProblems(mod("m", "BBBBBBBBBBBBBABCDBBBBBBBBBB"))).toHaveLength(1);
    expect(moduleLetterProblems(mod("m", "ABCDABCDABCDABCDABCDABCDABC"))).toEqual([]);
    const q = mod("g", "BB").questions;
    expect(fixedLetterProblems(q.map((x) => ({ q: x, group: "g" })))).toHaveLength(1);
    expect(
      fixedLetterProblems([
        { q: q[0]!, group: "g" },
        { q: mod("h", "C").questions[0]!, group: "g" },
      ]),
    ).toEqual([]);
  });
});
