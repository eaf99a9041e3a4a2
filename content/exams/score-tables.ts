import { itemPrior, type ItemParams } from "#grading/irt-model";
import { rawScoreTable } from "#grading/irt-tables";
/** Raw correct answers to a scaled score and its range, per test and module-2 variant (stored as exams.score_table). */
export type ScoreTable = Record<
  "verbal" | "math",
  Partial<Record<"standard" | "easier" | "harder", { raw: number; score: number; low: number; high: number }[]>>
>;

/**
 * Raw-to-score tables: an explanation only (decision 0034). A section's score comes from the pattern of answers
 * (EAP, grading/irt-eap.ts), so two students with the same raw score can differ; these tables say what a raw
 * score on a path gives on average under the model, to show students and teachers how the scale reads. They are
 * generated from the same model (grading/irt-tables.ts): each item gets its prior (grading/irt-model.ts
 * `itemPrior`, from its label and type), and a raw score r on a path reads as EAP[θ | raw = r] with the
 * Lord-Wingersky recursion, with the posterior's central 80% as its range, on 500 + 100 θ rounded to 10.
 * The easier path's rows above what routing allows (fewer than `threshold` right in module 1) keep the score of
 * the highest reachable raw score.
 *
 * Every exam's table is the calibration of its own modules' labels (PRACTICE_TEST_2_BLUEPRINT and _3_ differ from
 * FULL_TEST_BLUEPRINT by a few items); the content test recomputes each table from the modules and fails on any
 * difference, so a label change means regenerating the table.
 */

export type ItemMix = { easy: number; medium: number; hard: number; /** four-choice items among them (the rest are OE) */ sc: number };
export type SectionBlueprint = {
  module1: ItemMix;
  easier?: ItemMix;
  harder?: ItemMix;
  /** module-1 correct answers that route to the harder module */ threshold?: number;
};
export type ExamBlueprint = { verbal: SectionBlueprint; math: SectionBlueprint };
type Row = { raw: number; score: number; low: number; high: number };

function add(a: ItemMix, b?: ItemMix): ItemMix {
  return b ? { easy: a.easy + b.easy, medium: a.medium + b.medium, hard: a.hard + b.hard, sc: a.sc + b.sc } : a;
}
const total = (m: ItemMix) => m.easy + m.medium + m.hard;

/** The prior items of a mix: four-choice items spread over the difficulties in proportion, the rest OE. */
function itemsOf(mix: ItemMix): ItemParams[] {
  const n = total(mix);
  const out: ItemParams[] = [];
  let sc = mix.sc;
  let left = n;
  for (const d of ["easy", "medium", "hard"] as const) {
    for (let i = 0; i < mix[d]; i++) {
      // Bresenham-like: four-choice while their share of what is left is not used up.
      const type = sc > 0 && sc * 1 >= (left * mix.sc) / n - 1e-9 ? "SC" : "OE";
      if (type === "SC") sc--;
      left--;
      out.push(itemPrior({ type, difficulty: d }).mean);
    }
  }
  return out;
}

/** One path's table: rows for raw 0..(all items of the path); `reachable` is the highest raw score the routing allows. */
export function pathTable(mix: ItemMix, reachable = total(mix)): Row[] {
  const rows = rawScoreTable(itemsOf(mix));
  return rows.map((r) => {
    const capped = rows[Math.min(r.raw, reachable)]!;
    return { raw: r.raw, score: capped.score, low: capped.low, high: capped.high };
  });
}

/** The table of every path of an exam blueprint. */
export function calibratedTable(bp: ExamBlueprint): ScoreTable {
  const section = (s: SectionBlueprint) => {
    if (!s.easier && !s.harder) return { standard: pathTable(s.module1) };
    const th = s.threshold ?? Math.ceil(0.6 * total(s.module1));
    const out: ScoreTable["verbal"] = {};
    if (s.easier) out.easier = pathTable(add(s.module1, s.easier), th - 1 + total(s.easier));
    if (s.harder) out.harder = pathTable(add(s.module1, s.harder));
    return out;
  };
  return { verbal: section(bp.verbal), math: section(bp.math) };
}

/**
 * The full-length test's blueprint (content brief rule 7 and CONTENT.md): module 1 a third of each difficulty,
 * the easier module 2 mostly easy and medium, the harder one over 60% hard and the rest medium; Math a quarter
 * student-produced responses; routing at about 60% of module 1 (16 of 27, 13 of 22).
 */
export const FULL_TEST_BLUEPRINT: ExamBlueprint = {
  verbal: {
    module1: { easy: 9, medium: 10, hard: 8, sc: 27 },
    easier: { easy: 13, medium: 10, hard: 4, sc: 27 },
    harder: { easy: 0, medium: 10, hard: 17, sc: 27 },
    threshold: 16,
  },
  math: {
    module1: { easy: 7, medium: 8, hard: 7, sc: 16 },
    easier: { easy: 10, medium: 9, hard: 3, sc: 16 },
    harder: { easy: 0, medium: 8, hard: 14, sc: 16 },
    threshold: 13,
  },
};

/** The diagnostic: one short module per section, no routing. */
export const DIAGNOSTIC_BLUEPRINT: ExamBlueprint = {
  verbal: { module1: { easy: 5, medium: 5, hard: 3, sc: 13 } },
  math: { module1: { easy: 4, medium: 5, hard: 3, sc: 9 } },
};

/**
 * Practice Test 1: raw = module 1 + module 2 correct (54 for Reading and Writing, 44 for Math). Its Reading and
 * Writing easier module 2 has one hard item fewer than the full-test blueprint since pt1-rw-m2e-04 moved to medium
 * when every Reading and Writing item was rated one by one (content/reviews/2026-11-28-rw-ratings.md).
 */
export const PRACTICE_TEST_1_BLUEPRINT: ExamBlueprint = {
  verbal: { ...FULL_TEST_BLUEPRINT.verbal, easier: { easy: 13, medium: 11, hard: 3, sc: 27 } },
  math: FULL_TEST_BLUEPRINT.math,
};
export const practiceTest1ScoreTable: ScoreTable = calibratedTable(PRACTICE_TEST_1_BLUEPRINT);
/**
 * Practice Tests 2 and 3 follow the full-test blueprint within a few items; their tables are calibrated on their
 * own modules' labels exactly (regenerated when rating every item moved pt2-math-m1-17, pt2-math-m2h-14,
 * pt3-math-m1-20 and pt3-math-m2h-13 from hard to medium and pt3-math-m2h-06 from medium to hard, and rating every
 * Reading and Writing item one by one moved pt2-rw-m1-25, pt2-rw-m1-27 and pt2-rw-m2h-25 from hard to medium;
 * content/reviews/2026-11-28-rw-ratings.md).
 */
export const PRACTICE_TEST_2_BLUEPRINT: ExamBlueprint = {
  verbal: {
    module1: { easy: 9, medium: 11, hard: 7, sc: 27 },
    easier: { easy: 12, medium: 12, hard: 3, sc: 27 },
    harder: { easy: 0, medium: 10, hard: 17, sc: 27 },
    threshold: 16,
  },
  math: {
    module1: { easy: 7, medium: 9, hard: 6, sc: 16 },
    easier: { easy: 9, medium: 10, hard: 3, sc: 16 },
    harder: { easy: 0, medium: 8, hard: 14, sc: 16 },
    threshold: 13,
  },
};
export const practiceTest2ScoreTable: ScoreTable = calibratedTable(PRACTICE_TEST_2_BLUEPRINT);
/** Reading and Writing rated one by one moved pt3-rw-m1-19, pt3-rw-m2e-19, pt3-rw-m2e-27 and pt3-rw-m2h-27 to medium. */
export const PRACTICE_TEST_3_BLUEPRINT: ExamBlueprint = {
  verbal: {
    module1: { easy: 9, medium: 10, hard: 8, sc: 27 },
    easier: { easy: 12, medium: 14, hard: 1, sc: 27 },
    harder: { easy: 0, medium: 10, hard: 17, sc: 27 },
    threshold: 16,
  },
  math: { ...FULL_TEST_BLUEPRINT.math, module1: { easy: 7, medium: 9, hard: 6, sc: 16 } },
};
export const practiceTest3ScoreTable: ScoreTable = calibratedTable(PRACTICE_TEST_3_BLUEPRINT);
/**
 * Practice Tests 4, 5 and 6 were written to the full-test blueprint exactly (Reading and Writing 9/10/8, 13/10/4,
 * 0/10/17; Math 7/8/7, 10/9/3, 0/8/14 with 16 four-choice items a module); the content test recomputes each
 * table from the modules' own labels, so a relabelled item means its own blueprint here.
 */
export const PRACTICE_TEST_4_BLUEPRINT: ExamBlueprint = FULL_TEST_BLUEPRINT;
export const practiceTest4ScoreTable: ScoreTable = calibratedTable(PRACTICE_TEST_4_BLUEPRINT);
export const PRACTICE_TEST_5_BLUEPRINT: ExamBlueprint = FULL_TEST_BLUEPRINT;
export const practiceTest5ScoreTable: ScoreTable = calibratedTable(PRACTICE_TEST_5_BLUEPRINT);
export const PRACTICE_TEST_6_BLUEPRINT: ExamBlueprint = FULL_TEST_BLUEPRINT;
export const practiceTest6ScoreTable: ScoreTable = calibratedTable(PRACTICE_TEST_6_BLUEPRINT);

/** The diagnostic has one short module per section, so its estimates come with a wider range. */
export const diagnosticScoreTable: ScoreTable = calibratedTable(DIAGNOSTIC_BLUEPRINT);
