/**
 * Items whose responses contradict their key (decision 0034): evidence a teacher can read.
 * - point-biserial: the correlation of right/wrong with the student's ability estimate (an adaptive test has no
 *   common raw total, so the EAP stands in for it); negative means stronger students get it wrong more often;
 * - a distractor that the strongest 27% of students (Kelley 1939) choose more often than the key;
 * - poor fit: RMSD over POOR_FIT (0.12, the cut of the PISA 2015 technical report, ch. 9).
 * Checked only with at least MIN_CHECK responses, so chance alone rarely flags an item.
 */
export const MIN_CHECK = 100;
export const POOR_FIT = 0.12;

export type ItemResponse = { theta: number; correct: boolean; choice: number | null };
export type ItemCheck = {
  responses: number;
  shareCorrect: number;
  pointBiserial: number;
  /** Among the strongest 27%: how many chose each choice id, and the key's count. */
  strong: { key: number; choices: Record<number, number> } | null;
  reasons: ("negative_point_biserial" | "distractor_beats_key" | "poor_fit")[];
};

export function pointBiserial(rows: { theta: number; correct: boolean }[]): number {
  const n = rows.length;
  if (n < 2) return 0;
  const mean = rows.reduce((s, r) => s + r.theta, 0) / n;
  const sd = Math.sqrt(rows.reduce((s, r) => s + (r.theta - mean) ** 2, 0) / n);
  const right = rows.filter((r) => r.correct);
  const p = right.length / n;
  if (sd < 1e-9 || p === 0 || p === 1) return 0;
  const meanRight = right.reduce((s, r) => s + r.theta, 0) / right.length;
  return ((meanRight - mean) / sd) * Math.sqrt(p / (1 - p));
}

export function checkItem(rows: ItemResponse[], keyChoice: number | null, fit: number | null): ItemCheck {
  const n = rows.length;
  const shareCorrect = n ? rows.filter((r) => r.correct).length / n : 0;
  const pb = pointBiserial(rows);
  let strong: ItemCheck["strong"] = null;
  const reasons: ItemCheck["reasons"] = [];
  if (keyChoice !== null && n) {
    const top = [...rows].sort((x, y) => y.theta - x.theta).slice(0, Math.max(1, Math.round(0.27 * n)));
    const choices: Record<number, number> = {};
    for (const r of top) if (r.choice !== null) choices[r.choice] = (choices[r.choice] ?? 0) + 1;
    strong = { key: choices[keyChoice] ?? 0, choices };
  }
  if (n >= MIN_CHECK) {
    if (pb < 0) reasons.push("negative_point_biserial");
    if (strong && Object.entries(strong.choices).some(([id, count]) => Number(id) !== keyChoice && count > strong.key)) reasons.push("distractor_beats_key");
    if (fit !== null && fit > POOR_FIT) reasons.push("poor_fit");
  }
  return { responses: n, shareCorrect, pointBiserial: pb, strong, reasons };
}
