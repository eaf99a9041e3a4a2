import { describe, expect, test } from "vitest";
import {
  calibratedTable,
  FULL_TEST_BLUEPRINT,
  practiceTest1ScoreTable,
  practiceTest2ScoreTable,
  practiceTest3ScoreTable,
  type ExamBlueprint,
  type ItemMix,
} from "../../content/exams/score-tables";
import { loadExams } from "../../content/rules/content";
import type { RuleModule, RuleQuestion } from "../../content/rules/types";
import type { ScoreTable } from "../../db/schema";

// The content rules of content/README.md about score tables: every path's table is sound and agrees with the
// calibration of its exam's own modules, over every exam as students see them (the bank has no score tables).
const exams = loadExams();

describe("calibration: every path's score table", () => {
  const tables: [string, ScoreTable][] = [
    ...exams.filter((e) => e.scoreTable).map((e) => [e.slug, e.scoreTable!] as [string, ScoreTable]),
    ["practiceTest2ScoreTable", practiceTest2ScoreTable],
    ["practiceTest3ScoreTable", practiceTest3ScoreTable],
  ];
  const paths = tables.flatMap(([name, t]) =>
    (["verbal", "math"] as const).flatMap((test) => Object.entries(t[test]).map(([path, rows]) => [`${name} ${test} ${path}`, rows!] as const)),
  );

  // The tables are generated from the model (EAP given the raw score, decision 0034): no right answer reads as
  // low but not 200 (the prior pulls it in), and a perfect harder path as high with a range up to 800.
  test.each(paths)("%s: starts low (at most 320), never falls, ends at most 800, and every range contains its score", (_, rows) => {
    expect(rows[0]!.score).toBeLessThanOrEqual(320);
    expect(rows.at(-1)!.score).toBeLessThanOrEqual(800);
    for (const [i, r] of rows.entries()) {
      expect(r.raw).toBe(i);
      expect(r.low <= r.score && r.score <= r.high, `raw ${r.raw}`).toBe(true);
      expect(r.low >= 200 && r.high <= 800, `raw ${r.raw}`).toBe(true);
      if (i > 0) expect(r.score >= rows[i - 1]!.score && r.low >= rows[i - 1]!.low && r.high >= rows[i - 1]!.high, `raw ${r.raw}`).toBe(true);
    }
  });

  test.each(tables)("%s: on each adaptive section the easier path's ceiling is below the harder path's, whose range reaches the top", (_, t) => {
    for (const test of ["verbal", "math"] as const) {
      const { easier, harder } = t[test];
      if (!easier && !harder) continue;
      expect(Math.max(...easier!.map((r) => r.score)), test).toBeLessThan(Math.max(...harder!.map((r) => r.score)));
      expect(harder!.at(-1)!.score, test).toBeGreaterThanOrEqual(700);
      // The band of a perfect harder path reaches 800 or one step below it (the pattern score's prior, decision 0034).
      expect(harder!.at(-1)!.high, test).toBeGreaterThanOrEqual(790);
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

  test.each(exams.filter((e) => e.scoreTable).map((e) => [e.slug, e] as const))(
    "%s: its table is exactly the calibration of its own modules' labels (regenerated when labels change)",
    (_, exam) => {
      expect(exam.scoreTable).toEqual(calibratedTable(blueprintOf(exam)));
    },
  );

  test("the full-test blueprint routes at about 60% of module 1", () => {
    expect(FULL_TEST_BLUEPRINT.verbal.threshold).toBe(16);
    expect(FULL_TEST_BLUEPRINT.math.threshold).toBe(13);
  });
});
