// The raw-score tables as they were before issue 28 (label-only 3PL, a fixed 30-point term), kept verbatim from
// content/exams/score-tables.ts at 3658ae1 so bench/irt-simulation.ts can compare the old way with pattern scoring.
/** Raw correct answers to a scaled score and its range, per test and module-2 variant (stored as exams.score_table). */
export type ScoreTable = Record<
  "verbal" | "math",
  Partial<Record<"standard" | "easier" | "harder", { raw: number; score: number; low: number; high: number }[]>>
>;

/**
 * Conversion tables from raw correct answers to a scaled estimate (200-800 per section, rounded to 10, as SAT
 * scores are) with a range. How they are set (content/README.md, "Calibration"):
 *
 * 1. Every item gets a response curve from its label alone (we have no field data): a three-parameter logistic
 *    P(correct | θ) = c + (1 - c) / (1 + exp(-A (θ - b))), with b = -1, 0, +1 for easy, medium and hard,
 *    A = 1.7 (the normal-ogive scaling of a unit slope), and a guessing floor c = 1/4 for four-choice items,
 *    0 for student-produced responses.
 * 2. For each path (module 1 plus one module 2), the expected raw score E(θ) is the sum of the curves of the
 *    path's items. A raw score r is turned into the ability θ(r) with E(θ) = r (bisection on [-4, 4]).
 * 3. θ maps linearly onto the section scale: score = 500 + 100 θ, clamped to 200-800 and rounded to 10.
 *    Raw scores at or below the guessing floor give 200; a perfect score on a path that can reach it gives 800.
 * 4. The easier path's ceiling comes from routing: a student on it answered fewer than `threshold` module-1
 *    questions right, so at most (threshold - 1) + module-2 questions in all; rows above that keep the score of
 *    the highest reachable raw score. The easier path therefore cannot reach the top of the scale.
 * 5. The range is the score ± a half-width of sqrt((100 SE)^2 + 30^2), rounded to 10: SE = 1 / sqrt(I(θ)) is the
 *    model's standard error from the test information I, and 30 points stand for what labels instead of field
 *    calibration cannot know, capped at 90. Low and high never fall as the raw score rises.
 *
 * Practice Tests 2 and 3 use the same blueprint as Practice Test 1 (the content brief's difficulty mix); the
 * content test recomputes every exam's table from its own modules and fails when they drift apart.
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

const A = 1.7;
const B = { easy: -1, medium: 0, hard: 1 } as const;
const GUESS = 0.25;
const CENTER = 500;
const SCALE = 100;
/** Points of uncertainty that come from calibrating by labels rather than by field data. */
const MODEL_POINTS = 30;
/** No range is wider than ±90: at the ends of the scale the model's error grows without limit, the scale does not. */
const MAX_HALF_RANGE = 90;
const round10 = (x: number) => Math.round(x / 10) * 10;
const clampScore = (x: number) => Math.max(200, Math.min(800, x));

function add(a: ItemMix, b?: ItemMix): ItemMix {
  return b ? { easy: a.easy + b.easy, medium: a.medium + b.medium, hard: a.hard + b.hard, sc: a.sc + b.sc } : a;
}
const total = (m: ItemMix) => m.easy + m.medium + m.hard;

/** Expected raw score and test information at ability θ for a mix of items. */
function curve(mix: ItemMix, theta: number): { expected: number; info: number } {
  const n = total(mix);
  const scShare = n ? mix.sc / n : 0;
  let expected = 0;
  let info = 0;
  for (const d of ["easy", "medium", "hard"] as const) {
    const logistic = 1 / (1 + Math.exp(-A * (theta - B[d])));
    for (const [c, share] of [
      [GUESS, scShare],
      [0, 1 - scShare],
    ] as const) {
      if (!share) continue;
      const p = c + (1 - c) * logistic;
      expected += mix[d] * share * p;
      info += mix[d] * share * A * A * ((p - c) / (1 - c)) ** 2 * ((1 - p) / p);
    }
  }
  return { expected, info };
}

/** θ with expected raw score r on the mix (bisection), within [-4, 4]. */
function abilityFor(mix: ItemMix, r: number): number {
  let lo = -4;
  let hi = 4;
  if (r <= curve(mix, lo).expected) return lo;
  if (r >= curve(mix, hi).expected) return hi;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (curve(mix, mid).expected < r) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** One path's table: rows for raw 0..(all items of the path); `reachable` is the highest raw score the routing allows. */
export function pathTable(mix: ItemMix, reachable = total(mix)): Row[] {
  const rows: Row[] = [];
  let low = 200;
  let high = 200;
  for (let raw = 0; raw <= total(mix); raw++) {
    const r = Math.min(raw, reachable);
    const theta = r >= total(mix) ? Infinity : abilityFor(mix, r);
    const score = clampScore(round10(CENTER + SCALE * theta));
    const se = Number.isFinite(theta) ? 1 / Math.sqrt(Math.max(curve(mix, theta).info, 1e-6)) : 0;
    const half = Math.min(MAX_HALF_RANGE, round10(Math.sqrt((SCALE * se) ** 2 + MODEL_POINTS ** 2)));
    low = Math.max(low, clampScore(score - half));
    high = Math.max(high, clampScore(score + half));
    rows.push({ raw, score, low: Math.min(low, score), high: Math.max(high, score) });
  }
  return rows;
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

/** Practice Test 1: raw = module 1 + module 2 correct (54 for Reading and Writing, 44 for Math). */
export const practiceTest1ScoreTable: ScoreTable = calibratedTable(FULL_TEST_BLUEPRINT);
/** Practice Test 2: the same blueprint (the content test checks that its modules follow it). */
export const practiceTest2ScoreTable: ScoreTable = calibratedTable(FULL_TEST_BLUEPRINT);
/** Practice Test 3: the same blueprint (the content test checks that its modules follow it). */
export const practiceTest3ScoreTable: ScoreTable = calibratedTable(FULL_TEST_BLUEPRINT);

/** The diagnostic has one short module per section, so its estimates come with a wider range. */
export const diagnosticScoreTable: ScoreTable = calibratedTable(DIAGNOSTIC_BLUEPRINT);
