/**
 * The tolerance of the "tell" rules: a one-sided exact test at ALPHA. Under the null hypothesis (no tell),
 * item i shows the pattern with its own chance p_i (1/4 for "the key is the strictly longest choice" when one
 * choice is strictly longest; for the echo rule, the share of its four choices that beat the others' average).
 * The count of items showing the pattern then follows a Poisson-binomial distribution; a set of items fails
 * when its count is above the largest count that chance reaches with probability at least ALPHA, or below the
 * smallest one (a key that is never the longest is a tell too: "never pick the longest").
 */
export const ALPHA = 0.01;

/** P(X = k) for k = 0..n, X the number of successes of independent trials with chances `ps`. */
export function poissonBinomial(ps: number[]): number[] {
  let dist = [1];
  for (const p of ps) {
    const next = new Array<number>(dist.length + 1).fill(0);
    for (let k = 0; k < dist.length; k++) {
      next[k]! += dist[k]! * (1 - p);
      next[k + 1]! += dist[k]! * p;
    }
    dist = next;
  }
  return dist;
}

/** The largest count c with P(X >= c) >= alpha: more than this is beyond chance at level alpha. */
export function allowedMax(ps: number[], alpha = ALPHA): number {
  const dist = poissonBinomial(ps);
  let tail = 0;
  for (let c = dist.length - 1; c >= 0; c--) {
    tail += dist[c]!;
    if (tail >= alpha) return c;
  }
  return 0;
}

/** The smallest count c with P(X <= c) >= alpha: fewer than this is below chance at level alpha. */
export function allowedMin(ps: number[], alpha = ALPHA): number {
  const dist = poissonBinomial(ps);
  let tail = 0;
  for (let c = 0; c < dist.length; c++) {
    tail += dist[c]!;
    if (tail >= alpha) return c;
  }
  return dist.length - 1;
}

export type TellFigure = {
  /** Items where the pattern could occur by chance (p_i > 0). */
  items: number;
  /** Items where the key shows the pattern. */
  observed: number;
  /** Expected count under chance: the sum of p_i. */
  expected: number;
  /** The largest count chance allows at ALPHA. */
  allowed: number;
  /** The smallest count chance allows at ALPHA. */
  allowedLow: number;
  /** Ids of the items where the key shows the pattern. */
  ids: string[];
};

export function tellFigure(rows: { id: string; p: number; hit: boolean }[]): TellFigure {
  const live = rows.filter((r) => r.p > 0);
  return {
    items: live.length,
    observed: live.filter((r) => r.hit).length,
    expected: live.reduce((s, r) => s + r.p, 0),
    allowed: allowedMax(live.map((r) => r.p)),
    allowedLow: allowedMin(live.map((r) => r.p)),
    ids: live.filter((r) => r.hit).map((r) => r.id),
  };
}

export function formatTell(name: string, f: TellFigure): string {
  const share = f.items ? Math.round((100 * f.observed) / f.items) : 0;
  const exp = f.items ? Math.round((100 * f.expected) / f.items) : 0;
  return `${name}: ${f.observed}/${f.items} (${share}%; chance ${exp}%, allowed ${f.allowedLow}-${f.allowed})`;
}

/** Outside the band chance allows at ALPHA, in either direction. */
export function outsideChance(f: TellFigure): boolean {
  return f.observed > f.allowed || f.observed < f.allowedLow;
}
