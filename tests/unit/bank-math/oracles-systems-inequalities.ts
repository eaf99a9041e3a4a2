import { isBetween, isIneq, isPoint, type Oracle } from "./matchers";
import { solve2, solveLinear } from "./solve";

type Op = "<" | ">" | "<=" | ">=";
const flip = (op: Op): Op => ({ "<": ">", ">": "<", "<=": ">=", ">=": "<=" })[op] as Op;

export const SYSTEMS: Record<string, Oracle> = {
  "sys-substitute-solved-equation": {
    // y = px + q, ax + by = c  <=>  -px + y = q, ax + by = c
    key: ({ p, q, a, b, c }) => solve2(-p, 1, q, a, b, c)[0],
    mistakes: {
      "gave-y-value": ({ p, q, a, b, c }) => solve2(-p, 1, q, a, b, c)[1],
      "sign-error-distributing": ({ p, q, a, b, c }) => solveLinear((x) => a * x + b * (p * x - q) - c),
      "did-not-distribute-to-constant": ({ p, q, a, b, c }) => solveLinear((x) => a * x + b * p * x + q - c),
      "dropped-coefficient-of-y": ({ p, q, a, c }) => solveLinear((x) => a * x + (p * x + q) - c),
    },
  },
  "sys-eliminate-by-adding-find-y": {
    key: ({ a, b, c, d, e }) => solve2(a, b, c, d, -b, e)[1],
  },
  "sys-swapped-coefficients-sum": {
    key: ({ a, b, c, d }) => {
      const [x, y] = solve2(a, b, c, b, a, d);
      return x + y;
    },
  },
  "sys-intersection-of-two-lines": {
    // y = m1 x + b1 and a x + b y = c  <=>  -m1 x + y = b1, a x + b y = c
    key: ({ m1, b1, a, b, c }) => {
      const [x, y] = solve2(-m1, 1, b1, a, b, c);
      return isPoint(x, y);
    },
    mistakes: {
      "swapped-coordinates": ({ m1, b1, a, b, c }) => {
        const [x, y] = solve2(-m1, 1, b1, a, b, c);
        return isPoint(y, x);
      },
      "sign-error-solving-for-x": ({ m1, b1, a, b, c }) => {
        const x = -solve2(-m1, 1, b1, a, b, c)[0];
        return isPoint(x, m1 * x + b1);
      },
      "gave-a-y-intercept": ({ b1 }) => isPoint(0, b1),
      "did-not-divide-by-y-coefficient": ({ m1, b1, a, b, c }) => {
        const x = solve2(-m1, 1, b1, a, b, c)[0];
        return isPoint(x, c - a * x);
      },
    },
  },
  "sys-k-for-equal-coordinates": {
    key: ({ c1, a, b, c2 }) => {
      const t = solveLinear((t) => a * t + b * t - c2);
      return solveLinear((k) => t + k * t - c1);
    },
    mistakes: {
      "dropped-the-x-term": ({ c1, a, b, c2 }) => c1 / solveLinear((t) => a * t + b * t - c2),
      "sign-error-moving-x": ({ c1, a, b, c2 }) => {
        const t = solveLinear((t) => a * t + b * t - c2);
        return (c1 + t) / t;
      },
      "gave-the-common-value": ({ a, b, c2 }) => solveLinear((t) => a * t + b * t - c2),
      "divided-by-wrong-sum": ({ c1, a, b, c2 }) => (c1 - solveLinear((t) => a * t + b * t - c2)) / (a + b),
      "subtracted-in-wrong-order": ({ c1, a, b, c2 }) => {
        const t = solveLinear((t) => a * t + b * t - c2);
        return (t - c1) / t;
      },
    },
  },
  "sys-constants-from-solution": {
    key: (p) => solveLinear((a) => a * p.x + p.m * p.y - p.c) + solveLinear((b) => p.n * p.x - b * p.y - p.d),
  },
};

export const INEQUALITIES: Record<string, Oracle> = {
  "ineq-solve-two-step": {
    key: ({ a, b, c, op }) => isIneq("x", op, (c - b) / a),
    mistakes: {
      "reversed-inequality": ({ a, b, c, op }) => isIneq("x", flip(op), (c - b) / a),
      "sign-error-moving-constant": ({ a, b, c, op }) => isIneq("x", op, (c + b) / a),
      "did-not-divide": ({ b, c, op }) => isIneq("x", op, c - b),
      "divided-before-moving-constant": ({ a, b, c, op }) => isIneq("x", op, c / a - b),
    },
  },
  "ineq-least-value-both-sides": {
    // the boundary of a(x - b) >= cx + d, which holds to its right since a > c
    key: ({ a, b, c, d }) => {
      const x = solveLinear((x) => a * (x - b) - (c * x + d));
      if (!(a * (x + 1 - b) >= c * (x + 1) + d) || a * (x - 1 - b) >= c * (x - 1) + d) throw new Error("not a least value");
      return x;
    },
  },
  "ineq-variable-both-sides-flip": {
    // p - ax op cx + q  <=>  (p - q) op (a + c)x  <=>  x flip(op) (p - q)/(a + c)
    key: ({ p, a, c, q, op }) => isIneq("x", flip(op), (p - q) / (a + c)),
    mistakes: {
      "did-not-reverse-inequality": ({ p, a, c, q, op }) => isIneq("x", op, (p - q) / (a + c)),
      "sign-error-on-constants": ({ p, a, c, q, op }) => isIneq("x", flip(op), (-p - q) / (a + c)),
      "combined-x-terms-with-wrong-sign": ({ p, a, c, q, op }) => isIneq("x", c - a > 0 ? op : flip(op), (q - p) / (c - a)),
      "divided-by-positive-coefficient": ({ p, a, c, q, op }) => isIneq("x", op, (q - p) / (a + c)),
    },
  },
  "ineq-least-score-for-mean": {
    key: (p) => {
      const scores = Object.entries(p)
        .filter(([k]) => /^s\d$/.test(k))
        .map(([, v]) => v as number);
      for (let s = 0; s <= 100; s++) if ((scores.reduce((a, b) => a + b, 0) + s) / (scores.length + 1) >= p.target) return s;
      throw new Error("no score is enough");
    },
  },
  "ineq-count-integers-compound": {
    key: ({ p, a, b, q }) => {
      let count = 0;
      for (let n = -1000; n <= 1000; n++) if (p < a * n + b && a * n + b <= q) count++;
      return count;
    },
  },
  "ineq-budget-range-integers": {
    key: ({ F, p, L, U }) => {
      const ok: number[] = [];
      for (let g = 0; g <= 1000; g++) if (L <= F + p * g && F + p * g <= U) ok.push(g);
      return isBetween("g", ok[0]!, ok[ok.length - 1]!);
    },
    mistakes: {
      "ignored-fixed-fee": ({ p, L, U }) => isBetween("g", Math.ceil(L / p), Math.floor(U / p)),
      "rounded-to-nearest": ({ F, p, L, U }) => isBetween("g", Math.round((L - F) / p), Math.round((U - F) / p)),
      "rounded-outward": ({ F, p, L, U }) => isBetween("g", Math.floor((L - F) / p), Math.ceil((U - F) / p)),
      "added-fee-to-limits": ({ F, p, L, U }) => isBetween("g", Math.ceil((L + F) / p), Math.floor((U + F) / p)),
    },
  },
};
