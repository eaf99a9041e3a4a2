import type { Oracle } from "./matchers";
import { solveLinear } from "./solve";

export const LINEAR_ONE: Record<string, Oracle> = {
  "lin1-factor-times-binomial": {
    key: ({ a, b, c }) => solveLinear((x) => a * (x + b) - c),
    mistakes: {
      "distributed-to-first-term-only": ({ a, b, c }) => solveLinear((x) => a * x + b - c),
      "undid-constant-with-wrong-sign": ({ a, b, c }) => c / a + b,
      "stopped-at-binomial-value": ({ a, c }) => c / a,
      "did-not-divide-right-side": ({ b, c }) => solveLinear((x) => x + b - c),
    },
  },
  "lin1-items-for-target-profit": {
    key: ({ F, c, price, target }) => solveLinear((n) => price * n - (F + c * n) - target),
  },
  "lin1-proportion-binomials": {
    key: ({ a, b, c, d }) => solveLinear((x) => (x + a) / b - (x + c) / d),
    mistakes: {
      "multiplied-only-x-when-cross-multiplying": ({ a, b, c, d }) => solveLinear((x) => d * x + a - (b * x + c)),
      "multiplied-by-own-denominator": ({ a, b, c, d }) => solveLinear((x) => b * (x + a) - d * (x + c)),
      "sign-error-collecting-terms": ({ a, b, c, d }) => -solveLinear((x) => (x + a) / b - (x + c) / d),
      "solved-for-left-numerator": ({ a, b, c, d }) => solveLinear((x) => (x + a) / b - (x + c) / d) + a,
    },
  },
  "lin1-savings-equal-balances": {
    key: ({ A, a, B, b }) => solveLinear((w) => A + a * w - (B + b * w)),
  },
  "lin1-identity-two-constants": {
    // k(px + q) + cx = Rx + m for every x: compare the two sides at x = 0 and x = 1.
    key: ({ p, q, c, R }) => {
      const k = solveLinear((k) => k * p + c - R);
      return k * q;
    },
    mistakes: {
      "gave-k-instead-of-m": ({ p, c, R }) => solveLinear((k) => k * p + c - R),
      "did-not-multiply-constant-by-k": ({ q }) => q,
      "wrong-sign-on-extra-x-term": ({ p, q, c, R }) => q * solveLinear((k) => k * p - c - R),
      "ignored-extra-x-term": ({ p, q, R }) => q * solveLinear((k) => k * p - R),
      "sign-error-on-constant": ({ p, q, c, R }) => -q * solveLinear((k) => k * p + c - R),
    },
  },
  "lin1-difference-of-fractions": {
    key: ({ u, a, p, b, q, c }) => solveLinear((x) => (u * x + a) / p - (x + b) / q - c),
  },
};
