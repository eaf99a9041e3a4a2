import { p3, type ItemParams } from "./irt-model";

/**
 * Pattern scoring: the expected a posteriori (EAP) ability from the items a student saw, with its posterior
 * standard deviation (Bock & Mislevy 1982, "Adaptive EAP estimation of ability in a microcomputer
 * environment", eqs. 5-6), by quadrature on a fixed grid with a standard normal prior:
 *
 *   L(θ) = Π_j P_j(θ)^u_j (1 − P_j(θ))^(1 − u_j)
 *   EAP  = Σ_k θ_k L(θ_k) W(θ_k) / Σ_k L(θ_k) W(θ_k),   PSD² = Σ_k (θ_k − EAP)² L W / Σ_k L W
 *
 * with W the N(0, 1) density at the nodes. The band is read off the same discrete posterior (its quantiles,
 * linearly interpolated), so it is as wide and as lopsided as the evidence is.
 */

export type Answered = { item: ItemParams; correct: boolean };
export type Posterior = { nodes: readonly number[]; weights: number[] };
export type Ability = { theta: number; sd: number; posterior: Posterior };

/** 121 nodes from −6 to 6, 0.1 apart: one node per 10 scale points. */
export const NODES: readonly number[] = Array.from({ length: 121 }, (_, k) => -6 + k * 0.1);
const PRIOR = NODES.map((t) => Math.exp(-(t * t) / 2));

/** The normalized posterior over the nodes, given the responses (log-likelihood summed for stability). */
export function posterior(answers: Answered[], nodes: readonly number[] = NODES, prior: readonly number[] = PRIOR): Posterior {
  const log = nodes.map((t, k) => {
    let l = Math.log(prior[k]!);
    for (const { item, correct } of answers) {
      const p = p3(item, t);
      l += Math.log(correct ? p : 1 - p);
    }
    return l;
  });
  const max = Math.max(...log);
  const raw = log.map((l) => Math.exp(l - max));
  const sum = raw.reduce((s, w) => s + w, 0);
  return { nodes, weights: raw.map((w) => w / sum) };
}

/** EAP ability and posterior SD. */
export function eap(answers: Answered[]): Ability {
  const post = posterior(answers);
  return { ...moments(post), posterior: post };
}

export function moments(post: Posterior): { theta: number; sd: number } {
  let mean = 0;
  post.nodes.forEach((t, k) => (mean += t * post.weights[k]!));
  let v = 0;
  post.nodes.forEach((t, k) => (v += (t - mean) ** 2 * post.weights[k]!));
  return { theta: mean, sd: Math.sqrt(v) };
}

/** The θ below which the posterior puts probability q (the nodes stand for intervals of width 0.1 around them). */
export function quantile(post: Posterior, q: number): number {
  const step = post.nodes.length > 1 ? post.nodes[1]! - post.nodes[0]! : 0;
  let cum = 0;
  for (let k = 0; k < post.nodes.length; k++) {
    const w = post.weights[k]!;
    if (cum + w >= q) {
      const start = post.nodes[k]! - step / 2;
      return start + (w > 0 ? ((q - cum) / w) * step : 0);
    }
    cum += w;
  }
  return post.nodes.at(-1)! + step / 2;
}

/** The section scale: θ = 0 is 500, one standard deviation of the reference population is 100 points. */
export const SCALE = { center: 500, sd: 100, min: 200, max: 800 } as const;
export const clampScale = (x: number) => Math.max(SCALE.min, Math.min(SCALE.max, x));
export const round10 = (x: number) => Math.round(x / 10) * 10;
/** θ on the 200-800 scale, unrounded (clamped). */
export const scaleOf = (theta: number) => clampScale(SCALE.center + SCALE.sd * theta);

/** The share of students the band is meant to hold: 80% ("80% likely between 560 and 640"). */
export const BAND_LEVEL = 0.8;

export type SectionScore = {
  /** EAP on the 200-800 scale, rounded to 10. */
  score: number;
  /** The band: the posterior's central BAND_LEVEL interval, on the scale, rounded to 10. */
  low: number;
  high: number;
  level: number;
  theta: number;
  sd: number;
  /** Posterior SD in scale points (rounded). */
  se: number;
};

/** A section's score from every response of the section (module 1 and module 2): EAP, band and SE. */
export function sectionScore(answers: Answered[], level = BAND_LEVEL): SectionScore {
  const { theta, sd, posterior: post } = eap(answers);
  const tail = (1 - level) / 2;
  const score = round10(scaleOf(theta));
  const low = Math.min(score, round10(scaleOf(quantile(post, tail))));
  const high = Math.max(score, round10(scaleOf(quantile(post, 1 - tail))));
  return { score, low, high, level, theta, sd, se: Math.round(SCALE.sd * sd) };
}
