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
import {
  calibratedTable,
  FULL_TEST_BLUEPRINT,
  practiceTest1ScoreTable,
  practiceTest2ScoreTable,
  practiceTest3ScoreTable,
  type ExamBlueprint,
  type ItemMix,
} from "../../content/exams/score-tables";
import { difficultyProblems, MAX_TOPIC_SHARE, topicProblems } from "../../content/rules/balance";
import { BANK_SEEDS, loadBank, loadExams } from "../../content/rules/content";
import { generatorIdProblems, NEAR_DUPLICATE_JACCARD, nearDuplicates, shapeProblems } from "../../content/rules/duplicates";
import { graphKind, graphMixProblems, quantitativeProblems } from "../../content/rules/figures";
import { keyRunProblems, letterMention, letterMentionProblems, numericOrderProblem, sharedKeyRunProblems } from "../../content/rules/keys";
import { creditedNames, creditProblems, disclaimerProblems, literatureProblems } from "../../content/rules/sources";
import { allowedMax, allowedMin, formatTell, outsideChance, type TellFigure } from "../../content/rules/stats";
import { echoTell, longestTell, moduleLongestProblem } from "../../content/rules/tells";
import type { RuleModule, RuleQuestion } from "../../content/rules/types";
import type { ScoreTable } from "../../db/schema";

/**
 * The content rules of content/README.md ("What makes a test-savvy student trust the bank"), over every exam
 * (content/exams EXAMS, as students see them) and the whole skill bank (written Reading and Writing skills, and
 * every Math generator at seeds BANK_SEEDS). Each failure lists the offending ids so that writers can fix them.
 */
const exams = loadExams();
const modules = exams.flatMap((e) => e.modules) as RuleModule[];
const examQuestions = modules.flatMap((m) => m.questions);
const bank = loadBank();
const bankQuestions = bank.items.map((i) => i.q);
const everything = [...examQuestions, ...bankQuestions];
const verbal = (qs: RuleQuestion[]) => qs.filter((q) => q.test === "verbal");
const adaptive = (slug: string) => exams.find((e) => e.slug === slug)!.modules.some((m) => m.variant !== "standard");

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

  test("no two modules share a long run of the same key sequence", () => {
    expect(sharedKeyRunProblems(modules)).toEqual([]);
  });

  test("numeric choices are ascending, with a distractor below and above the key (exams and bank)", () => {
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

describe("no repeats", () => {
  test(`no two Reading and Writing passages anywhere (exams and bank) are near-duplicates (3-word shingles, Jaccard >= ${NEAR_DUPLICATE_JACCARD})`, () => {
    const items = verbal(everything).map((q) => ({ q, where: "" }));
    expect(nearDuplicates(items).map((d) => `${d.a} ~ ${d.b} (${d.similarity})`)).toEqual([]);
  });

  test("no two exam math questions are near-duplicate texts either (a cross-check on the shape tags; bank math is checked by generator)", () => {
    const items = examQuestions.filter((q) => q.test === "math").map((q) => ({ q, where: "" }));
    expect(nearDuplicates(items).map((d) => `${d.a} ~ ${d.b} (${d.similarity})`)).toEqual([]);
  });

  test("every exam math question has one shape:<id> tag, and no shape repeats across exams", () => {
    expect(shapeProblems(examQuestions)).toEqual([]);
  });

  test("bank generators: ids and shape descriptions unique", () => {
    expect(generatorIdProblems(GENERATORS)).toEqual([]);
  });
});

describe("topics and difficulty", () => {
  test(`every Reading and Writing passage has a topic; no module has more than ${MAX_TOPIC_SHARE * 100}% of one topic`, () => {
    expect(modules.flatMap((m) => topicProblems(m.id, m.questions))).toEqual([]);
  });

  test(`no bank skill has more than ${MAX_TOPIC_SHARE * 100}% of one topic`, () => {
    const problems = WRITTEN_SKILLS.flatMap((s) =>
      topicProblems(
        `bank ${s.skill}`,
        bank.items.filter((i) => i.source === `reading-writing/${s.skill}`).map((i) => i.q),
      ),
    );
    expect(problems).toEqual([]);
  });

  test("harder module 2 over 60% hard and no easy item; easier module 2 at most 25% hard; module 1 a mix", () => {
    const problems = exams.flatMap((e) => (e.modules as RuleModule[]).flatMap((m) => difficultyProblems(m, adaptive(e.slug))));
    expect(problems).toEqual([]);
  });
});

describe("quantitative evidence", () => {
  test("every quantitative item shows a table with a caption or an accessible graph (role img, title, desc, axis labels)", () => {
    expect(verbal(everything).flatMap(quantitativeProblems)).toEqual([]);
  });

  test.each(exams.map((e) => [e.slug, e] as const))(
    "%s: bar, line and scatter graphs among its quantitative items (one graph at least when it has fewer than 3)",
    (slug, exam) => {
      expect(graphMixProblems(slug, exam.modules.flatMap((m) => m.questions) as RuleQuestion[])).toEqual([]);
    },
  );

  test("the bank: bar, line and scatter graphs among its quantitative items", () => {
    expect(graphMixProblems("bank", bankQuestions)).toEqual([]);
  });

  test("graph kinds are read from the drawing", () => {
    expect(graphKind('<svg><polyline points="0,0 1,1"/></svg>')).toBe("line");
    expect(graphKind("<svg>" + "<circle/>".repeat(5) + "</svg>")).toBe("scatter");
    expect(graphKind("<svg>" + "<rect/>".repeat(4) + "</svg>")).toBe("bar");
    expect(graphKind('<svg data-chart="bar"></svg>')).toBe("bar");
  });
});

describe("real texts, honest credit", () => {
  test("literary passages name a real public-domain source (author, title, year <= 1930) in their intro line", () => {
    expect(verbal(everything).flatMap(literatureProblems)).toEqual([]);
  });

  test("no passage or stem carries a fictional/hypothetical disclaimer", () => {
    expect(everything.flatMap(disclaimerProblems)).toEqual([]);
  });

  test("everyone credited with work is in the reviewed ledger, and real findings carry their real authors' names", () => {
    expect(everything.flatMap(creditProblems)).toEqual([]);
  });

  test("the credit check finds names after role words and refuses an invented name on a real finding", () => {
    expect(creditedNames("<p>Ecologist Rahel Mekonnen found that … a team led by physicist Mei-Lin Haraway reported …</p>")).toEqual(
      expect.arrayContaining(["Rahel Mekonnen", "Mei-Lin Haraway"]),
    );
    const invented: RuleQuestion = {
      id: "t-1",
      type: "SC",
      text: "<p>?</p>",
      test: "verbal",
      domain: "information_ideas",
      skill: "inferences",
      difficulty: "easy",
      passage: {
        title: "",
        html: "<p>Microbiologist Ines Carvalho analyzed sourdough starters and found that the city where a starter is kept hardly matters.</p>",
      },
      explanation: "<p>…</p>",
    };
    expect(creditProblems(invented).join(" ")).toMatch(/not in the reviewed ledger.*states a real finding|states a real finding|not in the reviewed ledger/);
    expect(creditProblems(invented).some((p) => p.includes("states a real finding"))).toBe(true);
    expect(
      disclaimerProblems({ ...invented, passage: { title: "", html: "<p>Salt and Lantern, a 1962 collection by the fictional poet Ines Varga</p>" } }),
    ).toHaveLength(1);
    expect(literatureProblems({ ...invented, passage: { title: "", topic: "literature", html: "<p>A poem.</p>" } })).toHaveLength(1);
  });
});

describe("calibration: every path's score table", () => {
  const tables: [string, ScoreTable][] = [
    ...exams.filter((e) => e.scoreTable).map((e) => [e.slug, e.scoreTable!] as [string, ScoreTable]),
    ["practiceTest2ScoreTable", practiceTest2ScoreTable],
    ["practiceTest3ScoreTable", practiceTest3ScoreTable],
  ];
  const paths = tables.flatMap(([name, t]) =>
    (["verbal", "math"] as const).flatMap((test) => Object.entries(t[test]).map(([path, rows]) => [`${name} ${test} ${path}`, rows!] as const)),
  );

  test.each(paths)("%s: starts at 200, never falls, ends at most 800, and every range contains its score", (_, rows) => {
    expect(rows[0]!.score).toBe(200);
    expect(rows.at(-1)!.score).toBeLessThanOrEqual(800);
    for (const [i, r] of rows.entries()) {
      expect(r.raw).toBe(i);
      expect(r.low <= r.score && r.score <= r.high, `raw ${r.raw}`).toBe(true);
      expect(r.low >= 200 && r.high <= 800, `raw ${r.raw}`).toBe(true);
      if (i > 0) expect(r.score >= rows[i - 1]!.score && r.low >= rows[i - 1]!.low && r.high >= rows[i - 1]!.high, `raw ${r.raw}`).toBe(true);
    }
  });

  test.each(tables)("%s: on each adaptive section the easier path's ceiling is below the harder path's, which reaches 800", (_, t) => {
    for (const test of ["verbal", "math"] as const) {
      const { easier, harder } = t[test];
      if (!easier && !harder) continue;
      expect(Math.max(...easier!.map((r) => r.score)), test).toBeLessThan(Math.max(...harder!.map((r) => r.score)));
      expect(harder!.at(-1)!.score, test).toBe(800);
    }
  });

  test("Practice Tests 2 and 3 have the shape of Practice Test 1's table", () => {
    const shape = (t: ScoreTable) =>
      JSON.stringify(
        Object.fromEntries((["verbal", "math"] as const).map((s) => [s, Object.fromEntries(Object.entries(t[s]).map(([p, rows]) => [p, rows!.length]))])),
      );
    expect(shape(practiceTest2ScoreTable)).toBe(shape(practiceTest1ScoreTable));
    expect(shape(practiceTest3ScoreTable)).toBe(shape(practiceTest1ScoreTable));
  });

  /** The blueprint of an exam's own modules: their difficulty and item-type counts and the routing thresholds. */
  const blueprintOf = (exam: (typeof exams)[number]): ExamBlueprint => {
    const mix = (qs: RuleQuestion[]): ItemMix => ({
      easy: qs.filter((q) => q.difficulty === "easy").length,
      medium: qs.filter((q) => q.difficulty === "medium").length,
      hard: qs.filter((q) => q.difficulty === "hard").length,
      sc: qs.filter((q) => q.type === "SC").length,
    });
    const section = (test: "verbal" | "math") => {
      const ms = exam.modules.filter((m) => m.test === test) as RuleModule[];
      const of = (variant: string) => ms.find((m) => m.variant === variant);
      const standard = ms.filter((m) => m.variant === "standard").flatMap((m) => m.questions);
      return {
        module1: mix(standard),
        easier: of("easier") && mix(of("easier")!.questions),
        harder: of("harder") && mix(of("harder")!.questions),
        threshold: exam.adaptiveThresholds?.[test],
      };
    };
    return { verbal: section("verbal"), math: section("math") };
  };

  test.each(exams.filter((e) => e.scoreTable).map((e) => [e.slug, e] as const))(
    "%s: its table agrees (within 20 points a row) with the calibration of its own modules",
    (_, exam) => {
      const own = calibratedTable(blueprintOf(exam));
      const drift: string[] = [];
      for (const test of ["verbal", "math"] as const)
        for (const [path, rows] of Object.entries(exam.scoreTable![test]))
          for (const r of rows!) {
            const mine = own[test][path as "standard"]?.find((x) => x.raw === r.raw);
            if (!mine || Math.abs(mine.score - r.score) > 20) drift.push(`${test} ${path} raw ${r.raw}: table ${r.score}, content ${mine?.score}`);
          }
      expect(drift, "regenerate the table with calibratedTable() or bring the modules back to the blueprint").toEqual([]);
    },
  );

  test("the full-test blueprint routes at about 60% of module 1", () => {
    expect(FULL_TEST_BLUEPRINT.verbal.threshold).toBe(16);
    expect(FULL_TEST_BLUEPRINT.math.threshold).toBe(13);
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
