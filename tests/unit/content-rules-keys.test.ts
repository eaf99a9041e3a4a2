import { describe, expect, test } from "vitest";
import {
  arrangeChoices,
  arrangeModule,
  choiceNumber,
  isNumericQuestion,
  keySequence,
  longRuns,
  MAX_KEY_RUN,
  seededShuffle,
} from "../../content/arrange-choices";
import { GENERATORS } from "../../content/bank/math";
import { WRITTEN_SKILLS } from "../../content/bank/reading-writing";
import { EXAMS } from "../../content/exams";
import { keyRunProblems, letterMention, letterMentionProblems, numericOrderProblem, sharedKeyRunProblems } from "../../content/rules/keys";
import { allowedMax, allowedMin, formatTell, outsideChance, type TellFigure } from "../../content/rules/stats";
import { echoTell, longestTell, moduleLongestProblem } from "../../content/rules/tells";
import type { RuleQuestion } from "../../content/rules/types";
import { bank, BANK_SEEDS, bankQuestions, everything, examQuestions, exams, modules } from "../setup/content-rules";

// The content rules about choices and keys (their order, tells and letters), over every exam and the whole bank
// (tests/setup/content-rules.ts); the other rules are in content-rules-passages and content-rules-score-tables.

describe("the content the rules read", () => {
  test("every bank item loads and parses with QuestionSchema (each generator at every seed)", () => {
    expect(bank.problems).toEqual([]);
    expect(bank.items.length).toBe(WRITTEN_SKILLS.reduce((n, s) => n + s.questions.length, 0) + GENERATORS.length * BANK_SEEDS.length);
  });

  test("exams are loaded as students see them: every module is already in its arranged order", () => {
    const moved = modules.filter((m) => JSON.stringify(arrangeModule(m)) !== JSON.stringify(m)).map((m) => m.id);
    expect(moved, "modules whose choice order is not the arranged one").toEqual([]);
  });
});

describe("choice order (content/arrange-choices.ts)", () => {
  test("reads numbers written in TeX and refuses anything else", () => {
    expect(choiceNumber(String.raw`\(\frac{14}{5}\)`)).toBeCloseTo(2.8);
    expect(choiceNumber(String.raw`\(-\frac{27}{2}\)`)).toBe(-13.5);
    expect(choiceNumber(String.raw`\(2\sqrt{3}\)`)).toBeCloseTo(2 * Math.sqrt(3));
    expect(choiceNumber(String.raw`\(49\pi\)`)).toBeCloseTo(49 * Math.PI);
    expect(choiceNumber(String.raw`\(1{,}550\)`)).toBe(1550);
    expect(choiceNumber(String.raw`\(12.5\%\)`)).toBe(12.5);
    expect(choiceNumber(String.raw`\(\$8\)`)).toBe(8);
    expect(choiceNumber("-3")).toBe(-3);
    for (const t of [String.raw`\(x = 4\)`, String.raw`\((9, 5)\)`, "essential", String.raw`\(3 + 2\sqrt{6}\)`, ""]) expect(choiceNumber(t), t).toBeNull();
  });

  test("numeric choices go in ascending order; other choices in a shuffle seeded by the id, whatever order the author wrote", () => {
    const numeric = {
      id: "x-1",
      type: "SC",
      choices: [{ text: "\\(7\\)", correct: true }, { text: "\\(-2\\)" }, { text: "\\(\\frac{1}{2}\\)" }, { text: "\\(28\\)" }],
    };
    expect(arrangeChoices(numeric).choices.map((c) => c.text)).toEqual(["\\(-2\\)", "\\(\\frac{1}{2}\\)", "\\(7\\)", "\\(28\\)"]);
    const words = { id: "x-2", type: "SC", choices: ["alpha", "beta", "gamma", "delta"].map((text, i) => ({ text, correct: i === 0 })) };
    const once = arrangeChoices(words);
    expect(arrangeChoices({ ...words, choices: [...words.choices].reverse() })).toEqual(once);
    expect(arrangeChoices(once)).toEqual(once);
    expect(once.choices.map((c) => c.text).sort()).toEqual(["alpha", "beta", "delta", "gamma"]);
    expect(seededShuffle([1, 2, 3, 4, 5, 6], "seed")).toEqual(seededShuffle([1, 2, 3, 4, 5, 6], "seed"));
    // Over many ids the key lands on every letter about equally often.
    const letters = Array.from({ length: 400 }, (_, i) => arrangeChoices({ ...words, id: `q-${i}` }).choices.findIndex((c) => c.correct));
    for (const k of [0, 1, 2, 3]) expect(letters.filter((l) => l === k).length, `key letter ${k}`).toBeGreaterThan(70);
  });

  test("a module never shows more than MAX_KEY_RUN equal keys in a row when it can avoid it", () => {
    const qs = Array.from({ length: 27 }, (_, i) => ({
      id: `m-${i}`,
      type: "SC",
      choices: ["a", "b", "c", "d"].map((text, j) => ({ text, correct: j === 0 })),
    }));
    expect(longRuns(keySequence(arrangeModule({ id: "m", questions: qs })))).toEqual([]);
  });
});

describe("no tell in the form of the key", () => {
  const report = (name: string, f: TellFigure) => `${formatTell(name, f)}: ${f.ids.join(", ")}`;

  test.each(exams.map((e) => [e.slug, e] as const))("%s: the key is the strictly longest choice about as often as chance allows", (_, exam) => {
    const f = longestTell(exam.modules.flatMap((m) => m.questions) as RuleQuestion[]);
    expect(outsideChance(f), report("key is the longest", f)).toBe(false);
  });

  test("the bank: the key is the strictly longest choice about as often as chance allows", () => {
    const f = longestTell(bankQuestions);
    expect(outsideChance(f), report("key is the longest", f)).toBe(false);
  });

  test("no module has the key as the longest choice in more than half of its items", () => {
    expect(modules.map((m) => moduleLongestProblem(m.id, m.questions)).filter(Boolean)).toEqual([]);
  });

  test.each(exams.map((e) => [e.slug, e] as const))("%s: the key does not echo the passage's words more often than chance allows", (_, exam) => {
    const f = echoTell(exam.modules.flatMap((m) => m.questions) as RuleQuestion[]);
    expect(f.observed, report("key echoes the passage", f)).toBeLessThanOrEqual(f.allowed);
  });

  test("the bank: the key does not echo the passage's words more often than chance allows", () => {
    const f = echoTell(bankQuestions);
    expect(f.observed, report("key echoes the passage", f)).toBeLessThanOrEqual(f.allowed);
  });

  test("the tolerance is an exact one-sided test at 1% each way", () => {
    const quarter = Array.from({ length: 80 }, () => 0.25);
    // Binomial(80, 1/4): P(X >= 30) < 1% <= P(X >= 29); P(X <= 11) >= 1% > P(X <= 10).
    expect(allowedMax(quarter)).toBe(29);
    expect(allowedMin(quarter)).toBe(11);
  });
});

describe("key letters", () => {
  test(`no module has more than ${MAX_KEY_RUN} equal keys in a row`, () => {
    expect(modules.flatMap(keyRunProblems)).toEqual([]);
  });

  test("no two modules share a run of key letters longer than chance explains over all pairs", () => {
    expect(sharedKeyRunProblems(modules)).toEqual([]);
  });

  test("numeric choices are strictly ascending (exams and bank)", () => {
    expect(everything.map(numericOrderProblem).filter(Boolean)).toEqual([]);
  });

  test("explanations and stems never name a choice by its letter or place", () => {
    expect(everything.flatMap(letterMentionProblems)).toEqual([]);
  });

  test("the letter check catches the usual ways of naming a letter", () => {
    for (const t of ["Choice B is correct.", "choices A and C", "(B) is wrong", "option C", "answer D", "B is the best", "the first choice"])
      expect(letterMention(t), t).not.toBeNull();
    for (const t of ["Vitamin B is water-soluble.", "In triangle ABC, angle B", String.raw`point \(A\)`, "Plan A costs more"])
      expect(letterMention(t), t).toBeNull();
  });
});

describe("the rules see every exam and the bank", () => {
  test("every exam in EXAMS is checked", () => {
    expect(exams.map((e) => e.slug)).toEqual(EXAMS.map((e) => e.slug));
    expect(exams.map((e) => e.slug)).toEqual(expect.arrayContaining(["diagnostic", "practice-test-1"]));
  });

  test("numeric detection agrees with ascending order in every exam module", () => {
    const unordered = examQuestions.filter((q) => q.type === "SC" && isNumericQuestion(q)).filter((q) => numericOrderProblem(q)?.includes("ascending"));
    expect(unordered.map((q) => q.id)).toEqual([]);
  });
});
