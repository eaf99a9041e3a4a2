import { hasAll, type Oracle } from "./matchers";
import { solveLinear } from "./solve";

const tm = (n: number) => `\\(${n}\\)`;

export const LINEAR_FUNCTIONS_ORACLES: Record<string, Oracle> = {
  "linf-input-where-outputs-equal": {
    key: ({ a, b, c, d }) => solveLinear((x) => a * x + b - (c * x + d)),
    mistakes: {
      "gave-common-output": ({ a, b, c, d }) => a * solveLinear((x) => a * x + b - (c * x + d)) + b,
      "sign-error-collecting-constants": ({ a, b, c, d }) => -solveLinear((x) => a * x + b - (c * x + d)),
      "added-the-slopes": ({ a, b, c, d }) => (d - b) / (a + c),
      "ignored-one-x-term": ({ a, b, d }) => solveLinear((x) => a * x + b - d),
    },
  },
  "linf-graph-evaluate-beyond": {
    key: ({ b, x2, y2, k }) => {
      const slope = (y2 - b) / (x2 - 0);
      return b + slope * k;
    },
  },
  "linf-change-between-two-inputs": {
    key: ({ rate, start, t1, t2, dir }) => {
      const f = (t: number) => start + (dir === "shrinks" ? -rate : rate) * t;
      return Math.abs(f(t2) - f(t1));
    },
    mistakes: {
      "change-for-one-unit": ({ rate }) => rate,
      "gave-final-value": ({ rate, start, t2, dir }) => start + (dir === "shrinks" ? -rate : rate) * t2,
      "measured-from-zero": ({ rate, t2 }) => rate * t2,
      "added-the-two-changes": ({ rate, t1, t2 }) => rate * t2 + rate * t1,
      "measured-to-first-input": ({ rate, t1 }) => rate * t1,
      "gave-elapsed-inputs": ({ t1, t2 }) => t2 - t1,
    },
  },
  "linf-interpret-constant-term": {
    // The constant is the value at the start (input 0), not a rate and not where the output reaches 0.
    key:
      ({ A, rate, start }) =>
      (html) =>
        hasAll(tm(A), start)(html) && !html.includes(tm(rate)) && !/\beach\b/.test(html),
    mistakes: {
      "constant-read-as-rate":
        ({ A }) =>
        (html) =>
          html.includes(tm(A)) && /\beach\b|\bper\b/.test(html),
      "constant-read-as-zero":
        ({ A, start }) =>
        (html) =>
          html.includes(tm(A)) && !html.includes(start) && !/\beach\b/.test(html),
      "rate-read-as-constant": ({ rate, start }) => hasAll(tm(rate), start),
    },
  },
  "linf-value-at-doubled-input": {
    key: ({ a, b, c }) => {
      const k = solveLinear((k) => a * k + b - c);
      return a * (2 * k) + b;
    },
    mistakes: {
      "doubled-the-output": ({ c }) => 2 * c,
      "dropped-the-constant": ({ a, b, c }) => a * 2 * solveLinear((k) => a * k + b - c),
      "gave-the-input": ({ a, b, c }) => 2 * solveLinear((k) => a * k + b - c),
      "added-two-to-input": ({ a, b, c }) => a * (solveLinear((k) => a * k + b - c) + 2) + b,
    },
  },
  "linf-table-missing-input": {
    key: ({ x1, y1, x2, y2, y3 }) => solveLinear((x) => y1 + ((y2 - y1) / (x2 - x1)) * (x - x1) - y3),
  },
};
