import { describe, expect, test } from "vitest";
import { GENERATORS } from "../../content/bank/math";
import { WRITTEN_SKILLS } from "../../content/bank/reading-writing";
import { difficultyProblems, MAX_TOPIC_SHARE, topicProblems } from "../../content/rules/balance";
import { generatorIdProblems, NEAR_DUPLICATE_JACCARD, nearDuplicates, shapeProblems } from "../../content/rules/duplicates";
import { generatorShapeCandidates, generatorShapeProblems } from "../../content/rules/generator-shapes";
import { sharedNameProblems, staleReviewedPairs } from "../../content/rules/ideas";
import { graphKind, graphMixProblems, quantitativeProblems } from "../../content/rules/figures";
import { creditedNames, creditProblems, disclaimerProblems, literatureProblems } from "../../content/rules/sources";
import type { RuleModule, RuleQuestion } from "../../content/rules/types";
import { adaptive, bank, bankQuestions, everything, examQuestions, exams, modules, verbal } from "../setup/content-rules";

// The content rules about questions and passages (no repeats, topics and difficulty, quantitative evidence, real
// sources), over every exam and the whole bank (tests/setup/content-rules.ts).

describe("no repeats", () => {
  test(`no two Reading and Writing passages anywhere (exams and bank) are near-duplicates (3-word shingles, Jaccard >= ${NEAR_DUPLICATE_JACCARD})`, () => {
    const items = verbal(everything).map((q) => ({ q, where: "" }));
    expect(nearDuplicates(items).map((d) => `${d.a} ~ ${d.b} (${d.similarity})`)).toEqual([]);
  });

  test("no reading idea twice: passages that share a person, a work or an event by name are the same idea unless a reader reviewed the pair", () => {
    expect(sharedNameProblems(verbal(everything))).toEqual([]);
    expect(staleReviewedPairs(verbal(everything))).toEqual([]);
  });

  test("the same idea in new words is caught by its names; places alone are not", () => {
    const q = (id: string, html: string) =>
      ({
        id,
        type: "SC",
        text: "",
        test: "verbal",
        domain: "d",
        skill: "s",
        difficulty: "easy",
        explanation: "",
        passage: { title: "", html },
      }) as RuleQuestion;
    const a = q("a", "<p>The Rosetta Stone, found in 1799, carries one decree in three scripts.</p>");
    const b = q("b", "<p>Scholars who read Greek used the Rosetta Stone to decipher hieroglyphs.</p>");
    const c = q("c", "<p>Ships crossed the Pacific Ocean to reach New Zealand.</p>");
    const d = q("d", "<p>Whales migrate across the Pacific Ocean past New Zealand.</p>");
    expect(sharedNameProblems([a, b, c, d])).toEqual([expect.stringContaining("a ~ b: both name Rosetta Stone")]);
  });

  test("no two exam math questions are near-duplicate texts either (a cross-check on the shape tags; bank math is checked by generator)", () => {
    const items = examQuestions.filter((q) => q.test === "math").map((q) => ({ q, where: "" }));
    expect(nearDuplicates(items).map((d) => `${d.a} ~ ${d.b} (${d.similarity})`)).toEqual([]);
  });

  test("every exam math question has one shape:<id> tag, and no shape repeats across exams", () => {
    expect(shapeProblems(examQuestions)).toEqual([]);
  });

  test("no exam Math question has the solution shape of a bank generator: look-alikes by stem structure or shape name are reviewed pairs", () => {
    expect(generatorShapeProblems(examQuestions, GENERATORS)).toEqual([]);
  });

  test("a generator's problem with new numbers under another tag is caught", () => {
    const g = GENERATORS.find((x) => x.id === "lin2-slope-of-standard-form")!;
    const copy = { ...g.generate(7).question, id: "planted", tags: ["shape:gradient-of-a-line"] } as RuleQuestion;
    expect(generatorShapeCandidates([copy], [g])).toEqual([expect.objectContaining({ exam: "planted", generator: "lin2-slope-of-standard-form" })]);
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
