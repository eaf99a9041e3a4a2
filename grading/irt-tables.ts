import { NODES, quantile, round10, scaleOf, moments, BAND_LEVEL, type Posterior } from "./irt-eap";
import { p3, type ItemParams } from "./irt-model";

/**
 * Raw-to-score tables, generated from the model only to explain it ("about what does 30 right on this path
 * give?"): scores themselves come from the pattern (irt-eap.ts), so two students with the same raw score can
 * differ. For each raw score r of a path, the EAP given the summed score, EAP[θ | X = r], with the
 * Lord-Wingersky recursion for P(X = r | θ) (Lord & Wingersky 1984; Thissen et al. 1995, "Item response theory
 * for scores on tests including polytomous items with ordered responses", eq. 4).
 */
export type TableRow = { raw: number; score: number; low: number; high: number };

/** P(X = r | θ) for r = 0..n at one θ (Lord-Wingersky). */
export function summedScoreLikelihood(items: ItemParams[], theta: number): number[] {
  let dist = [1];
  for (const item of items) {
    const p = p3(item, theta);
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((v, r) => {
      next[r]! += v * (1 - p);
      next[r + 1]! += v * p;
    });
    dist = next;
  }
  return dist;
}

export function rawScoreTable(items: ItemParams[], level = BAND_LEVEL): TableRow[] {
  const prior = NODES.map((t) => Math.exp(-(t * t) / 2));
  const byNode = NODES.map((t) => summedScoreLikelihood(items, t));
  const rows: TableRow[] = [];
  for (let r = 0; r <= items.length; r++) {
    const raw = NODES.map((_, k) => byNode[k]![r]! * prior[k]!);
    const sum = raw.reduce((s, w) => s + w, 0);
    const post: Posterior = { nodes: NODES, weights: raw.map((w) => w / sum) };
    const { theta } = moments(post);
    const tail = (1 - level) / 2;
    const score = round10(scaleOf(theta));
    rows.push({
      raw: r,
      score,
      low: Math.min(score, round10(scaleOf(quantile(post, tail)))),
      high: Math.max(score, round10(scaleOf(quantile(post, 1 - tail)))),
    });
  }
  return rows;
}
