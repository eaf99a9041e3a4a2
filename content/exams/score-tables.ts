import type { ScoreTable } from "../../db/schema";

type Row = { raw: number; score: number; low: number; high: number };

/**
 * A conversion table from raw correct answers to a scaled estimate (rounded to 10, as SAT scores are)
 * with the range the estimate comes from. `gamma` > 1 makes the first correct answers worth less
 * than the last ones, as on the real scale; the easier module-2 path cannot reach the top of the scale.
 */
function table(maxRaw: number, floor: number, ceiling: number, gamma: number, halfRange: number): Row[] {
  const rows: Row[] = [];
  for (let raw = 0; raw <= maxRaw; raw++) {
    const score = Math.round((floor + (ceiling - floor) * (raw / maxRaw) ** gamma) / 10) * 10;
    rows.push({ raw, score, low: Math.max(200, score - halfRange), high: Math.min(800, score + halfRange) });
  }
  return rows;
}

/** Practice Test 1: raw = module 1 + module 2 correct (54 for Reading and Writing, 44 for Math). */
export const practiceTest1ScoreTable: ScoreTable = {
  verbal: { easier: table(54, 200, 640, 1.05, 40), harder: table(54, 220, 800, 1.2, 30) },
  math: { easier: table(44, 200, 650, 1.05, 40), harder: table(44, 220, 800, 1.2, 30) },
};

/** The diagnostic has one short module per section, so its estimates come with a wider range. */
export const diagnosticScoreTable: ScoreTable = {
  verbal: { standard: table(13, 200, 800, 1.1, 70) },
  math: { standard: table(12, 200, 800, 1.1, 70) },
};
