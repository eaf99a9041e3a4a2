import type { ItemParams } from "./irt-model";

/**
 * Mean/sigma linking (Marco 1977; Kolen & Brennan 2014, "Test Equating, Scaling, and Linking", §6.2): with anchor
 * items calibrated both before (old) and in this run (new),
 *   A = sd(b_old) / sd(b_new),  B = mean(b_old) − A · mean(b_new),
 *   b* = A b + B,  a* = a / A,  c* = c
 * puts this run's parameters on the earlier scale. Fewer than MIN_ANCHORS anchors (or no spread): no linking,
 * the run keeps the scale of its own population (the first calibration defines the scale).
 */
export const MIN_ANCHORS = 5;
export type Link = { A: number; B: number; anchors: number };

export function meanSigma(oldB: number[], newB: number[]): Link | null {
  if (oldB.length !== newB.length || oldB.length < MIN_ANCHORS) return null;
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const sd = (v: number[]) => {
    const m = mean(v);
    return Math.sqrt(v.reduce((s, x) => s + (x - m) ** 2, 0) / v.length);
  };
  const so = sd(oldB);
  const sn = sd(newB);
  if (so < 1e-6 || sn < 1e-6) return null;
  const A = so / sn;
  return { A, B: mean(oldB) - A * mean(newB), anchors: oldB.length };
}

export function applyLink(p: ItemParams, link: Link | null): ItemParams {
  return link ? { a: p.a / link.A, b: link.A * p.b + link.B, c: p.c } : p;
}
