import { hasAll, isRange, texInt, type Oracle, type P } from "./matchers";

const values = (p: P, prefix: string) =>
  Object.entries(p)
    .filter(([k]) => new RegExp(`^${prefix}\\d+$`).test(k))
    .map(([, v]) => v as number);
const sumOf = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const medianOf = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
};
const not = (f: (h: string) => boolean) => (h: string) => !f(h);
const both = (f: (h: string) => boolean, g: (h: string) => boolean) => (h: string) => f(h) && g(h);

export const RATIOS_PERCENT: Record<string, Oracle> = {
  "ratio-part-of-total-from-ratio": {
    key: ({ a, b, T }) => (T * a) / (a + b),
    mistakes: {
      "part-to-part-used-as-part-to-whole": ({ a, b, T }) => (T * a) / b,
      "gave-the-other-part": ({ a, b, T }) => (T * b) / (a + b),
      "stopped-at-one-share": ({ a, b, T }) => T / (a + b),
      "subtracted-ratio-term": ({ a, T }) => T - a,
      "gave-the-fraction": ({ a, b }) => a / (a + b),
    },
  },
  "ratio-distance-speed-minutes": { key: ({ v, t }) => v * (t / 60) },
  "ratio-convert-rate-two-units": {
    key: ({ d, h }) => (d * 60 * h) / 1000,
    mistakes: {
      "forgot-minutes-per-hour": ({ d, h }) => (d * h) / 1000,
      "used-100-milliliters-per-liter": ({ d, h }) => (d * 60 * h) / 100,
      "used-3600-per-hour": ({ d, h }) => (d * 3600 * h) / 1000,
      "left-in-milliliters": ({ d, h }) => d * 60 * h,
      "gave-one-hour": ({ d }) => (d * 60) / 1000,
      "divided-by-60": ({ d, h }) => (d * h) / 60 / 1000,
    },
  },
  "ratio-two-machines-together": { key: ({ a, b, N }) => N / (a + b) },
  "ratio-scale-model-volume": {
    // real volume in cm^3 is V k^3; a cubic meter is 100^3 cubic centimeters
    key: ({ k, V }) => (V * k ** 3) / 100 ** 3,
    mistakes: {
      "scaled-by-the-square": ({ k, V }) => (V * k ** 2) / 100 ** 3,
      "scaled-by-the-length-factor": ({ k, V }) => (V * k) / 100 ** 3,
      "converted-with-100": ({ k, V }) => (V * k ** 3) / 100,
      "left-in-cubic-centimeters": ({ k, V }) => V * k ** 3,
      "did-not-scale": ({ V }) => V / 100 ** 3,
    },
  },
  "ratio-fill-and-drain-rates": { key: ({ a, b, drain }) => 1 / (1 / a + (drain === "drain" ? -1 : 1) / b) },
  "pct-price-after-discount": {
    key: ({ P, d }) => P * (1 - d / 100),
    mistakes: {
      "gave-discount-amount": ({ P, d }) => (P * d) / 100,
      "added-discount": ({ P, d }) => P * (1 + d / 100),
      "subtracted-percent-as-dollars": ({ P, d }) => P - d,
      "misplaced-decimal-point": ({ P, d }) => (P * (100 - d)) / 1000,
    },
  },
  "pct-percent-change": { key: ({ A, B }) => (Math.abs(B - A) / A) * 100 },
  "pct-whole-from-part": {
    key: ({ p, rate }) => p / (rate / 100),
    mistakes: {
      "took-percent-of-the-part": ({ p, rate }) => (p * rate) / 100,
      "added-percent-to-part": ({ p, rate }) => p * (1 + rate / 100),
      "used-the-other-percent": ({ p, rate }) => p / (1 - rate / 100),
      "gave-the-rest-of-the-whole": ({ p, rate }) => p / (rate / 100) - p,
      "misplaced-decimal-point": ({ p, rate }) => p / (rate / 1000),
      "added-numbers": ({ p, rate }) => p + rate,
    },
  },
  "pct-increase-to-undo-decrease": {
    key: ({ p }) => {
      const low = 1 - p / 100;
      return ((1 - low) / low) * 100;
    },
  },
  "pct-chained-relative-percents": {
    // C = 100: B = 100(1 - q/100), A = B(1 + p/100)
    key: ({ p, q }) => 100 * (1 - q / 100) * (1 + p / 100),
    mistakes: {
      "added-percent-changes": ({ p, q }) => 100 + p - q,
      "treated-less-as-more": ({ p, q }) => 100 * (1 + q / 100) * (1 + p / 100),
      "divided-by-increase": ({ p, q }) => (100 * (1 - q / 100)) / (1 + p / 100),
      "treated-more-as-less": ({ p, q }) => 100 * (1 - q / 100) * (1 - p / 100),
      "left-out-the-increase": ({ q }) => 100 - q,
      "left-out-the-decrease": ({ p }) => 100 + p,
    },
  },
  "pct-price-before-tax-and-tip": { key: ({ t, p, T }) => T / (1 + t / 100) / (1 + p / 100) },
};

export const DATA: Record<string, Oracle> = {
  "data-mean-of-short-list": {
    key: (p) => sumOf(values(p, "x")) / values(p, "x").length,
    mistakes: {
      "gave-median": (p) => medianOf(values(p, "x")),
      "divided-by-one-less": (p) => sumOf(values(p, "x")) / (values(p, "x").length - 1),
      "gave-range": (p) => Math.max(...values(p, "x")) - Math.min(...values(p, "x")),
      "averaged-least-and-greatest": (p) => (Math.max(...values(p, "x")) + Math.min(...values(p, "x"))) / 2,
      "divided-by-one-more": (p) => sumOf(values(p, "x")) / (values(p, "x").length + 1),
    },
  },
  "data-missing-value-for-mean": { key: (p) => p.mean * (values(p, "x").length + 1) - sumOf(values(p, "x")) },
  "data-mean-after-one-more-value": {
    key: ({ n, mean, s }) => (n * mean + s) / (n + 1),
    mistakes: {
      "averaged-old-mean-and-new-score": ({ mean, s }) => (mean + s) / 2,
      "divided-change-by-old-count": ({ n, mean, s }) => mean + (s - mean) / n,
      "divided-by-old-count": ({ n, mean, s }) => (n * mean + s) / n,
      "assumed-mean-unchanged": ({ mean }) => mean,
      "left-out-the-new-score": ({ n, mean }) => (n * mean) / (n + 1),
      "moved-the-mean-the-wrong-way": ({ n, mean, s }) => mean - (s - mean) / (n + 1),
    },
  },
  "data-combined-mean-two-groups": { key: ({ n1, m1, n2, m2 }) => (n1 * m1 + n2 * m2) / (n1 + n2) },
  "data-mean-after-correction": {
    key: ({ n, mean, X, Y }) => (n * mean - X + Y) / n,
    mistakes: {
      "changed-mean-by-whole-difference": ({ mean, X, Y }) => mean + Y - X,
      "corrected-in-wrong-direction": ({ n, mean, X, Y }) => mean - (Y - X) / n,
      "divided-by-one-less": ({ n, mean, X, Y }) => mean + (Y - X) / (n - 1),
      "added-instead-of-replacing": ({ n, mean, Y }) => (n * mean + Y) / (n + 1),
      "assumed-mean-unchanged": ({ mean }) => mean,
      "gave-the-change": ({ n, X, Y }) => (Y - X) / n,
    },
  },
  "data-k-for-mean-equal-median": {
    key: (p) => {
      const xs = values(p, "x");
      for (let k = Math.max(...xs) + 1; k < 10000; k++) {
        const all = [...xs, k];
        if (Math.abs(sumOf(all) / all.length - medianOf(all)) < 1e-9) return k;
      }
      throw new Error("no k");
    },
  },
  "twovar-predict-from-fit-line": {
    key: ({ slope, b, x0 }) => slope * x0 + b,
    mistakes: {
      "left-out-intercept": ({ slope, x0 }) => slope * x0,
      "multiplied-intercept-too": ({ slope, b, x0 }) => (slope + b) * x0,
      "swapped-slope-and-intercept": ({ slope, b, x0 }) => b * x0 + slope,
      "added-everything": ({ slope, b, x0 }) => slope + b + x0,
      "gave-the-constant": ({ b }) => b,
    },
  },
  "twovar-line-graph-change": { key: ({ vi, vj }) => vj - vi },
  "twovar-residual-of-data-point": {
    key: ({ slope, b, x0, y0 }) => y0 - (slope * x0 + b),
    mistakes: {
      "predicted-minus-actual": ({ slope, b, x0, y0 }) => slope * x0 + b - y0,
      "gave-predicted-value": ({ slope, b, x0 }) => slope * x0 + b,
      "gave-actual-value": ({ y0 }) => y0,
      "subtracted-intercept": ({ b, y0 }) => y0 - b,
    },
  },
  "twovar-linear-or-exponential": {
    key: (p) => {
      const ys = [p.y0, p.y1, p.y2, p.y3, p.y4] as number[];
      const diffs = ys.slice(1).map((y, i) => y - ys[i]!);
      const linear = diffs.every((d) => d === diffs[0]);
      const up = ys[4]! > ys[0]!;
      return sentence(linear ? "linear" : "exponential", up);
    },
    mistakes: {
      "chose-linear-increasing": () => sentence("linear", true),
      "chose-linear-decreasing": () => sentence("linear", false),
      "chose-exponential-increasing": () => sentence("exponential", true),
      "chose-exponential-decreasing": () => sentence("exponential", false),
    },
  },
  "twovar-actual-vs-predicted-pct": {
    key: ({ slope, b, x0, actual }) => (Math.abs(actual - (slope * x0 + b)) / (slope * x0 + b)) * 100,
  },
  "twovar-exp-minus-linear-model": {
    key: ({ a, g, k, A, s }) => a * g ** k - (A + s * k),
    mistakes: {
      "gave-exponential-prediction": ({ a, g, k }) => a * g ** k,
      "multiplied-by-exponent": ({ a, g, k, A, s }) => a * g * k - (A + s * k),
      "gave-linear-prediction": ({ k, A, s }) => A + s * k,
      "ignored-linear-rate": ({ a, g, k, A }) => a * g ** k - A,
      "subtracted-the-wrong-way": ({ a, g, k, A, s }) => A + s * k - a * g ** k,
    },
  },
};

function diceCount(s: number, kind: string, unordered = false) {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = unordered ? a : 1; b <= 6; b++) if (kind === "less" ? a + b < s : a + b === s) n++;
  return n;
}

function sentence(type: "linear" | "exponential", up: boolean) {
  return (h: string) =>
    h.toLowerCase().includes(type) &&
    (type === "linear" ? h.includes(up ? "increases by the same amount" : "decreases by the same amount") : h.includes(up ? "greater than" : "less than"));
}

export const PROBABILITY_SAMPLES: Record<string, Oracle> = {
  "prob-sum-of-two-dice": {
    key: ({ s, kind }) => diceCount(s, kind) / 36,
    mistakes: {
      "sums-treated-as-equally-likely": ({ s, kind }) => (kind === "less" ? s - 2 : 1) / 11,
      "counted-unordered-pairs": ({ s, kind }) => diceCount(s, kind, true) / 36,
      "included-the-boundary": ({ s }) => diceCount(s + 1, "less") / 36,
      "used-12-outcomes": ({ s, kind }) => diceCount(s, kind) / 12,
      "counted-unordered-outcomes": ({ s, kind }) => diceCount(s, kind, true) / 21,
    },
  },
  "prob-numbered-cards-multiple": {
    key: ({ N, k }) => {
      let c = 0;
      for (let i = 1; i <= N; i++) if (i % k === 0) c++;
      return c / N;
    },
  },
  "prob-independent-neither-event": {
    key: ({ p, q }) => (1 - p) * (1 - q),
    mistakes: {
      "subtracted-both-from-one": ({ p, q }) => 1 - p - q,
      "probability-both-happen": ({ p, q }) => p * q,
      "probability-not-both": ({ p, q }) => 1 - p * q,
      "averaged-complements": ({ p, q }) => (2 - p - q) / 2,
      "only-the-second": ({ p, q }) => (1 - p) * q,
      "only-the-first": ({ p, q }) => p * (1 - q),
    },
  },
  "prob-conditional-overlap": {
    // P(first group | second group) = both / second
    key: ({ B, C }) => C / B,
    mistakes: {
      "divided-by-everyone": ({ N, C }) => C / N,
      "conditioned-on-the-other-group": ({ A, C }) => C / A,
      "probability-of-the-first-group": ({ N, A }) => A / N,
      "probability-of-either-group": ({ N, A, B, C }) => (A + B - C) / N,
    },
  },
  "prob-two-draws-no-replacement": {
    key: ({ N, a }) => (a / N) * ((a - 1) / (N - 1)),
    mistakes: {
      "with-replacement": ({ N, a }) => (a / N) ** 2,
      "reduced-only-the-favorable-count": ({ N, a }) => (a / N) * ((a - 1) / N),
      "added-probabilities": ({ N, a }) => a / N + (a - 1) / (N - 1),
      "probability-of-first-draw-only": ({ N, a }) => a / N,
      "halved-for-order": ({ N, a }) => ((a / N) * ((a - 1) / (N - 1))) / 2,
      "second-draw-of-the-other-kind": ({ N, a }) => (a / N) * ((N - a) / (N - 1)),
      "both-of-the-other-kind": ({ N, a }) => ((N - a) / N) * ((N - a - 1) / (N - 1)),
    },
  },
  "prob-reverse-conditional-pcts": {
    key: ({ a, b, c }) => {
      const pa = a / 100;
      const yes = pa * (b / 100) + (1 - pa) * (c / 100);
      return (pa * (b / 100)) / yes;
    },
  },
  "samp-scale-up-sample-count": {
    key: ({ N, n, k }) => (k / n) * N,
    mistakes: {
      "gave-sample-count": ({ k }) => k,
      "estimated-the-complement": ({ N, n, k }) => ((n - k) / n) * N,
      "gave-sample-percent": ({ n, k }) => (100 * k) / n,
      "subtracted-sample-count": ({ N, k }) => N - k,
      "gave-the-scale-factor": ({ N, n }) => N / n,
    },
  },
  "samp-plausible-range-end": {
    key: ({ est, moe, end }) => (end === "greatest" ? est + moe : est - moe),
    mistakes: {
      "gave-the-estimate": ({ est }) => est,
      "gave-the-other-end": ({ est, moe, end }) => (end === "greatest" ? est - moe : est + moe),
      "doubled-the-margin": ({ est, moe, end }) => (end === "greatest" ? est + 2 * moe : est - 2 * moe),
      "margin-as-percent": ({ est, moe, end }) => est * (1 + (end === "greatest" ? 1 : -1) * (moe / 100)),
    },
  },
  "samp-margin-to-count-range": {
    key: ({ N, p, moe }) => isRange((N * (p - moe)) / 100, (N * (p + moe)) / 100),
    mistakes: {
      "applied-to-sample-size": ({ n, p, moe }) => isRange((n * (p - moe)) / 100, (n * (p + moe)) / 100),
      "margin-as-a-count": ({ N, p, moe }) => isRange((N * p) / 100 - moe, (N * p) / 100 + moe),
      "doubled-the-margin": ({ N, p, moe }) => isRange((N * (p - 2 * moe)) / 100, (N * (p + 2 * moe)) / 100),
      "used-the-complement": ({ N, p, moe }) => isRange((N * (100 - p - moe)) / 100, (N * (100 - p + moe)) / 100),
    },
  },
  "samp-reduce-margin-of-error": {
    key: ({ bigger }) => both(hasAll(texInt(bigger), "at random", "list of all"), not(hasAll("volunteer"))),
    mistakes: {
      "smaller-sample": ({ smaller }) => hasAll(texInt(smaller), "at random", "list of all"),
      "larger-but-not-random": ({ bigger }) => hasAll(texInt(bigger), "volunteer"),
      "restricted-population": ({ n }) => both(hasAll(texInt(n), "at random"), not(hasAll("list of all"))),
    },
  },
  "samp-estimate-total-two-groups": { key: ({ N1, n1, k1, N2, n2, k2 }) => (N1 * k1) / n1 + (N2 * k2) / n2 },
  "samp-compare-two-margins": {
    key: ({ a, ma, b, mb, x, y }) => {
      const overlap = a + ma >= b - mb && b + mb >= a - ma;
      return overlap ? hasAll("do not support", "overlap") : hasAll(`population mean for ${y} is greater than the population mean for ${x}`);
    },
    mistakes: {
      "compared-estimates-only": ({ x, y }) => hasAll(`population mean for ${y} is greater than the population mean for ${x}`),
      "reversed-comparison": ({ x, y }) => hasAll(`population mean for ${x} is greater than the population mean for ${y}`),
      "overlap-means-equal": () => hasAll("exactly equal"),
      "ignored-that-ranges-do-not-overlap": () => hasAll("do not support", "margin of error"),
      "means-applied-to-individuals": () => hasAll("every individual"),
    },
  },
};

export const CLAIMS: Record<string, Oracle> = {
  "claims-representative-method": {
    key: ({ list }) => hasAll("at random", list),
    mistakes: {
      "volunteer-sample": () => hasAll("volunteer"),
      "convenience-sample": ({ place }) => hasAll(place),
      "random-but-from-a-subgroup": ({ sub }) => hasAll("at random", sub),
    },
  },
  "claims-generalize-population": {
    key: ({ N, school }) => both(hasAll(`All ${texInt(N)} students at ${school}`), not(hasAll("nearby"))),
    mistakes: {
      "only-the-sample": ({ n }) => hasAll("Only", texInt(n)),
      "beyond-the-population": () => hasAll("in the country"),
      "added-nearby-schools": () => hasAll("nearby"),
    },
  },
  "claims-random-sample-scope": {
    key: ({ p, pop }) => hasAll(/^About/, `\\(${p}\\%\\)`, `all ${pop}`),
    mistakes: {
      "generalized-beyond-population": ({ wider }) => hasAll(/^About/, `all ${wider}`),
      "estimate-treated-as-exact": () => hasAll(/^Exactly/),
      "refused-to-generalize": () => hasAll("says nothing"),
    },
  },
  "claims-confounding-explanation": {
    key: ({ third }) => hasAll(`A third variable, ${third}`),
    mistakes: {
      "causation-from-association": () => both(hasAll("causes"), not(hasAll("an increase in"))),
      "reversed-causation": () => hasAll("causes an increase in"),
      "dismissed-the-association": () => hasAll("coincidence"),
    },
  },
  "claims-experiment-volunteers": {
    key: ({ pop }) => hasAll("For people like the volunteers", "caused the improvement", `may not apply to all ${pop}`),
    mistakes: {
      "generalized-volunteers-to-everyone": ({ pop }) => hasAll("would cause", `all ${pop}`),
      "volunteers-rule-out-causation": () => hasAll("only an association"),
      "misread-random-assignment": () => hasAll("No conclusion"),
    },
  },
  "claims-sampling-bias-direction": {
    key: ({ dir }) => both(hasAll(`likely too ${dir}`), not(hasAll("understate"))),
    mistakes: {
      "wrong-direction": ({ dir }) => hasAll(`likely too ${dir === "high" ? "low" : "high"}`),
      "size-fixes-bias": () => hasAll("accurate", "large enough"),
      "random-times-fix-bias": () => hasAll("accurate", "random times"),
    },
  },
};
