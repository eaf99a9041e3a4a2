/**
 * The one source of randomness of the Math bank: a small deterministic PRNG (mulberry32) seeded from a
 * question's seed, so `generate(seed)` is a pure function and a stored seed shows the same question again.
 */
export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [lo, hi], both included. */
  int(lo: number, hi: number): number;
  /** An integer in [lo, hi] other than 0. */
  nonzero(lo: number, hi: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** k distinct elements of a list, in random order. */
  sample<T>(items: readonly T[], k: number): T[];
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** true with probability p (default 1/2). */
  bool(p?: number): boolean;
};

/** Mixes a non-negative integer seed into a well-spread 32-bit state (so seeds 0, 1, 2 … start far apart). */
function mix(seed: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export function createRng(seed: number): Rng {
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`seed must be a non-negative integer, got ${seed}`);
  let a = mix(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => {
    if (hi < lo) throw new RangeError(`empty range [${lo}, ${hi}]`);
    return lo + Math.floor(next() * (hi - lo + 1));
  };
  const shuffle = <T>(items: readonly T[]) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return {
    next,
    int,
    nonzero(lo, hi) {
      if (lo === 0 && hi === 0) throw new RangeError("no nonzero integer in [0, 0]");
      for (;;) {
        const v = int(lo, hi);
        if (v !== 0) return v;
      }
    },
    pick(items) {
      if (!items.length) throw new RangeError("pick from an empty list");
      return items[Math.floor(next() * items.length)]!;
    },
    sample(items, k) {
      if (k > items.length) throw new RangeError(`cannot sample ${k} of ${items.length}`);
      return shuffle(items).slice(0, k);
    },
    shuffle,
    bool(p = 0.5) {
      return next() < p;
    },
  };
}
