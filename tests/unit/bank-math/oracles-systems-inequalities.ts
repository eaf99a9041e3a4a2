import { isBetween, isIneq, type Oracle } from "./harness";
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
  "sys-two-orders-unit-price": {
    key: ({ a1, b1, T1, a2, b2, T2 }) => solve2(a1, b1, T1, a2, b2, T2)[1],
    mistakes: {
      "solved-for-other-item": ({ a1, b1, T1, a2, b2, T2 }) => solve2(a1, b1, T1, a2, b2, T2)[0],
      "averaged-first-order": ({ a1, b1, T1 }) => T1 / (a1 + b1),
      "averaged-second-order": ({ a2, b2, T2 }) => T2 / (a2 + b2),
      "subtracted-orders-without-matching": ({ b1, T1, b2, T2 }) => Math.abs((T1 - T2) / (b1 - b2)),
      "price-of-one-of-each": ({ a1, b1, T1, a2, b2, T2 }) => {
        const [u, v] = solve2(a1, b1, T1, a2, b2, T2);
        return u + v;
      },
    },
  },
  "sys-combine-equations-for-expression": {
    // solve the system, then evaluate the asked expression
    key: ({ a1, b1, c1, a2, b2, c2, k1, k2 }) => {
      const [x, y] = solve2(a1, b1, c1, a2, b2, c2);
      return (k1 * a1 + k2 * a2) * x + (k1 * b1 + k2 * b2) * y;
    },
    mistakes: {
      "added-right-sides-only": ({ c1, c2 }) => c1 + c2,
      "subtracted-right-sides-only": ({ c1, c2 }) => c1 - c2,
      "sign-error-combining": ({ c1, c2, k1, k2 }) => k1 * c1 - k2 * c2,
      "multipliers-swapped": ({ c1, c2, k1, k2 }) => k1 * c2 + k2 * c1,
      "used-only-first-equation": ({ c1, k1 }) => k1 * c1,
    },
    hidden: ["k1", "k2"],
  },
  "sys-boat-with-and-against-current": {
    key: ({ D, t1, t2, ask }) => {
      const [b, c] = solve2(1, 1, D / t1, 1, -1, D / t2);
      return ask === "current" ? c : b;
    },
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
  "ineq-greatest-integer-solution": {
    key: ({ a, b, c, op }) => {
      for (let x = 200; x > -200; x--) if (op === "<" ? a * x + b < c : a * x + b <= c) return x;
      throw new Error("no solution in range");
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
      const scores = Object.entries(p).filter(([k]) => /^s\d$/.test(k)).map(([, v]) => v as number);
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
  "ineq-budget-range-whole-numbers": {
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
