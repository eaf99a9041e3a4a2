import { D, p3, type ItemParams, type ItemPrior, type ItemType } from "./irt-model";

/**
 * Item calibration by marginal maximum likelihood with the EM algorithm (Bock & Aitkin 1981, "Marginal maximum
 * likelihood estimation of item parameters: application of an EM algorithm"; Baker & Kim 2004, ch. 6) with
 * priors on the parameters, i.e. Bayes modal estimation (Mislevy 1986, "Bayes modal estimation in item response
 * models"). The ability distribution is N(0, 1) on 41 nodes (the scale is set by the calibrating population;
 * runs are then linked by mean/sigma, linking.ts). An item with fewer than MIN_RESPONSES responses keeps its
 * current parameters (it still takes part in the E-step).
 *
 * E-step: for person i, w_ik ∝ W(θ_k) Π_j P_j(θ_k)^u_ij (1 − P_j(θ_k))^(1 − u_ij); for item j,
 *   n̄_jk = Σ_{i saw j} w_ik,  r̄_jk = Σ_{i saw j} w_ik u_ij            (Bock & Aitkin 1981, eqs. 13-14)
 * M-step: for each free item, Fisher scoring on x = (log a, b, logit c) of
 *   Σ_k [ r̄_jk log P_j(θ_k) + (n̄_jk − r̄_jk) log(1 − P_j(θ_k)) ] + log prior(a, b, c).
 *
 * Pure: no app, no database.
 */

export const MIN_RESPONSES = 200;
export const CAL_NODES: number[] = Array.from({ length: 41 }, (_, k) => -4 + k * 0.2);
const CAL_PRIOR = (() => {
  const w = CAL_NODES.map((t) => Math.exp(-(t * t) / 2));
  const s = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / s);
})();

/** `fixed`: keep the current parameters whatever the data (a teacher set them). */
export type CalItem = { type: ItemType; prior: ItemPrior; current: ItemParams; fixed?: boolean };
/** One person's responses: item index (into the items array) and whether it was right. */
export type CalPerson = { item: number; correct: boolean }[];
export type CalItemResult = {
  params: ItemParams;
  responses: number;
  /** Whether the item left its current parameters in this run (enough responses). */
  free: boolean;
  /** Root mean squared deviation of observed from model proportions over the nodes (Oliveri & von Davier 2011). */
  rmsd: number;
};
export type CalResult = { items: CalItemResult[]; iterations: number; converged: boolean; logLik: number; theta: number[] };

export function calibrate(items: CalItem[], persons: CalPerson[], opts: { maxIter?: number; tol?: number; minResponses?: number } = {}): CalResult {
  const maxIter = opts.maxIter ?? 200;
  const tol = opts.tol ?? 1e-3;
  const minResponses = opts.minResponses ?? MIN_RESPONSES;
  const Q = CAL_NODES.length;
  const counts = new Array<number>(items.length).fill(0);
  for (const p of persons) for (const r of p) counts[r.item]!++;
  const free = counts.map((n, j) => n >= minResponses && !items[j]!.fixed);
  const params = items.map((it) => ({ ...it.current }));
  let n: Float64Array[] = [];
  let r: Float64Array[] = [];
  let logLik = -Infinity;
  let iterations = 0;
  let converged = false;
  let theta: number[] = [];

  for (; iterations < maxIter; iterations++) {
    ({ n, r, logLik, theta } = eStep(params, persons, Q));
    let change = 0;
    items.forEach((it, j) => {
      if (!free[j]) return;
      const next = mStep(it, params[j]!, n[j]!, r[j]!);
      change = Math.max(change, Math.abs(next.a - params[j]!.a), Math.abs(next.b - params[j]!.b), Math.abs(next.c - params[j]!.c));
      params[j] = next;
    });
    if (change < tol) {
      converged = true;
      iterations++;
      break;
    }
  }
  ({ n, r, logLik, theta } = eStep(params, persons, Q));
  return {
    items: items.map((_, j) => ({ params: params[j]!, responses: counts[j]!, free: free[j]!, rmsd: rmsd(params[j]!, n[j]!, r[j]!) })),
    iterations,
    converged,
    logLik,
    theta,
  };
}

function eStep(params: ItemParams[], persons: CalPerson[], Q: number) {
  const logP = params.map((it) => Float64Array.from(CAL_NODES, (t) => Math.log(p3(it, t))));
  const logQ = params.map((it) => Float64Array.from(CAL_NODES, (t) => Math.log(1 - p3(it, t))));
  const n = params.map(() => new Float64Array(Q));
  const r = params.map(() => new Float64Array(Q));
  const theta: number[] = [];
  const logW = CAL_PRIOR.map(Math.log);
  const l = new Float64Array(Q);
  let logLik = 0;
  for (const person of persons) {
    for (let k = 0; k < Q; k++) l[k] = logW[k]!;
    for (const { item, correct } of person) {
      const table = correct ? logP[item]! : logQ[item]!;
      for (let k = 0; k < Q; k++) l[k]! += table[k]!;
    }
    let max = -Infinity;
    for (let k = 0; k < Q; k++) max = Math.max(max, l[k]!);
    let sum = 0;
    for (let k = 0; k < Q; k++) sum += l[k] = Math.exp(l[k]! - max);
    logLik += max + Math.log(sum);
    let mean = 0;
    for (let k = 0; k < Q; k++) {
      l[k]! /= sum;
      mean += l[k]! * CAL_NODES[k]!;
    }
    theta.push(mean);
    for (const { item, correct } of person) {
      const nj = n[item]!;
      const rj = r[item]!;
      for (let k = 0; k < Q; k++) {
        nj[k]! += l[k]!;
        if (correct) rj[k]! += l[k]!;
      }
    }
  }
  return { n, r, logLik, theta };
}

/** The M-step objective of one item: expected complete-data log-likelihood plus log prior. */
function objective(it: CalItem, p: ItemParams, n: Float64Array, r: Float64Array): number {
  let f = 0;
  CAL_NODES.forEach((t, k) => {
    const P = Math.min(1 - 1e-12, Math.max(1e-12, p3(p, t)));
    f += r[k]! * Math.log(P) + (n[k]! - r[k]!) * Math.log(1 - P);
  });
  const pr = it.prior;
  f -= (Math.log(p.a) - Math.log(pr.mean.a)) ** 2 / (2 * pr.sdLogA ** 2);
  f -= (p.b - pr.mean.b) ** 2 / (2 * pr.sdB ** 2);
  if (pr.cBeta) f += (pr.cBeta[0] - 1) * Math.log(p.c) + (pr.cBeta[1] - 1) * Math.log(1 - p.c);
  return f;
}

const logit = (c: number) => Math.log(c / (1 - c));
const expit = (x: number) => 1 / (1 + Math.exp(-x));

/** Fisher scoring on (log a, b[, logit c]) with step halving, a few steps per EM cycle. */
function mStep(it: CalItem, start: ItemParams, n: Float64Array, r: Float64Array): ItemParams {
  const guess = it.prior.cBeta !== null;
  const dim = guess ? 3 : 2;
  const toX = (p: ItemParams) => (guess ? [Math.log(p.a), p.b, logit(p.c)] : [Math.log(p.a), p.b]);
  const fromX = (x: number[]): ItemParams => ({ a: Math.exp(x[0]!), b: x[1]!, c: guess ? expit(x[2]!) : 0 });
  let x = toX({ ...start, c: guess ? Math.min(0.49, Math.max(0.01, start.c)) : 0 });
  let f = objective(it, fromX(x), n, r);
  for (let step = 0; step < 5; step++) {
    const p = fromX(x);
    const g = new Array<number>(dim).fill(0);
    const J = Array.from({ length: dim }, () => new Array<number>(dim).fill(0));
    CAL_NODES.forEach((t, k) => {
      const s = 1 / (1 + Math.exp(-D * p.a * (t - p.b)));
      const P = Math.min(1 - 1e-12, Math.max(1e-12, p.c + (1 - p.c) * s));
      const dP = [(1 - p.c) * s * (1 - s) * D * (t - p.b) * p.a, -(1 - p.c) * s * (1 - s) * D * p.a, p.c * (1 - p.c) * (1 - s)];
      const resid = (r[k]! - n[k]! * P) / (P * (1 - P));
      const wt = n[k]! / (P * (1 - P));
      for (let i = 0; i < dim; i++) {
        g[i]! += resid * dP[i]!;
        for (let m = 0; m < dim; m++) J[i]![m]! += wt * dP[i]! * dP[m]!;
      }
    });
    const pr = it.prior;
    g[0]! -= (x[0]! - Math.log(pr.mean.a)) / pr.sdLogA ** 2;
    J[0]![0]! += 1 / pr.sdLogA ** 2;
    g[1]! -= (x[1]! - pr.mean.b) / pr.sdB ** 2;
    J[1]![1]! += 1 / pr.sdB ** 2;
    if (guess && pr.cBeta) {
      const [al, be] = pr.cBeta;
      g[2]! += al - 1 - (al + be - 2) * p.c;
      J[2]![2]! += (al + be - 2) * p.c * (1 - p.c);
    }
    const delta = solve(J, g);
    if (!delta) break;
    let scale = 1;
    let improved = false;
    for (let h = 0; h < 10; h++) {
      const cand = x.map((v, i) => v + scale * delta[i]!);
      const fc = objective(it, fromX(cand), n, r);
      if (Number.isFinite(fc) && fc >= f) {
        x = cand;
        f = fc;
        improved = true;
        break;
      }
      scale /= 2;
    }
    if (!improved || Math.max(...delta.map(Math.abs)) * scale < 1e-5) break;
  }
  return fromX(x);
}

/** Gaussian elimination with partial pivoting; null when singular. */
function solve(A: number[][], b: number[]): number[] | null {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let i = col + 1; i < n; i++) if (Math.abs(M[i]![col]!) > Math.abs(M[piv]![col]!)) piv = i;
    if (Math.abs(M[piv]![col]!) < 1e-12) return null;
    [M[col], M[piv]] = [M[piv]!, M[col]!];
    for (let i = col + 1; i < n; i++) {
      const f = M[i]![col]! / M[col]![col]!;
      for (let m = col; m <= n; m++) M[i]![m]! -= f * M[col]![m]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = M[i]![n]!;
    for (let m = i + 1; m < n; m++) s -= M[i]![m]! * x[m]!;
    x[i] = s / M[i]![i]!;
  }
  return x;
}

/** RMSD item fit: sqrt(Σ_k (n̄_k / Σn̄) (r̄_k / n̄_k − P(θ_k))²). */
function rmsd(p: ItemParams, n: Float64Array, r: Float64Array): number {
  const total = n.reduce((s, v) => s + v, 0);
  if (total <= 0) return 0;
  let s = 0;
  CAL_NODES.forEach((t, k) => {
    if (n[k]! < 1e-9) return;
    s += (n[k]! / total) * (r[k]! / n[k]! - p3(p, t)) ** 2;
  });
  return Math.sqrt(s);
}
