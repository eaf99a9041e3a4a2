import { isExpr, isPoint, type Oracle } from "./matchers";
import { quadRoots, solveLinear } from "./solve";

const X = (f: (x: number) => number) => isExpr((s) => f(s.x!));

export const ADVANCED: Record<string, Oracle> = {
  // ---- equivalent expressions
  "eqx-distribute-and-subtract": {
    key: ({ a, b, c, d, e, f }) => X((x) => a * (b * x + c) - d * (e * x + f)),
    mistakes: {
      "subtracted-only-first-term": ({ a, b, c, d, e, f }) => X((x) => a * (b * x + c) - d * e * x + d * f),
      "added-instead-of-subtracting": ({ a, b, c, d, e, f }) => X((x) => a * (b * x + c) + d * (e * x + f)),
      "multiplied-only-x-terms": ({ a, b, c, d, e, f }) => X((x) => a * b * x + c - (d * e * x + f)),
      "did-not-distribute-second-factor": ({ a, b, c, e, f }) => X((x) => a * (b * x + c) - (e * x + f)),
    },
  },
  "eqx-quotient-of-monomials": {
    key: ({ N, p, q, d, r, s }) => isExpr(({ x, y }) => (N * x! ** p * y! ** q) / (d * x! ** r * y! ** s), ["x", "y"]),
    mistakes: {
      "added-exponents": ({ N, p, q, d, r, s }) => isExpr(({ x, y }) => (N / d) * x! ** (p + r) * y! ** (q + s), ["x", "y"]),
      "subtracted-coefficients": ({ N, p, q, d, r, s }) => isExpr(({ x, y }) => (N - d) * x! ** (p - r) * y! ** (q - s), ["x", "y"]),
      "did-not-divide-coefficients": ({ N, p, q, r, s }) => isExpr(({ x, y }) => N * x! ** (p - r) * y! ** (q - s), ["x", "y"]),
      "multiplied-coefficients": ({ N, p, q, d, r, s }) => isExpr(({ x, y }) => N * d * x! ** (p - r) * y! ** (q - s), ["x", "y"]),
    },
  },
  "eqx-perfect-square-middle-coef": {
    // (px + q)^2 = p^2 x^2 + 2pq x + q^2 with p, q > 0
    key: ({ A, C }) => 2 * Math.sqrt(A) * Math.sqrt(C),
    mistakes: {
      "middle-term-not-doubled": ({ A, C }) => Math.sqrt(A) * Math.sqrt(C),
      "added-square-roots": ({ A, C }) => Math.sqrt(A) + Math.sqrt(C),
      "added-the-squares": ({ A, C }) => A + C,
      "doubled-product-of-squares": ({ A, C }) => 2 * A * C,
      "took-p-as-one": ({ C }) => 2 * Math.sqrt(C),
    },
  },
  "eqx-factor-gcf-diff-of-squares": {
    key: ({ k, a, b }) => X((x) => k * a * a * x * x - k * b * b),
    mistakes: {
      "square-of-difference": ({ k, a, b }) => X((x) => k * (a * x - b) ** 2),
      "common-factor-in-one-factor-only": ({ k, a, b }) => X((x) => (k * a * x - b) * (a * x + b)),
      "did-not-take-square-root": ({ k, a, b }) => X((x) => k * (a * x - b * b) * (a * x + b * b)),
    },
  },
  "eqx-add-rational-expressions": {
    key: ({ a, b, c, d }) => X((x) => a / (x + b) + c / (x - d)),
    mistakes: {
      "added-numerators-and-denominators": ({ a, b, c, d }) => X((x) => (a + c) / (x + b + x - d)),
      "did-not-multiply-numerators": ({ a, b, c, d }) => X((x) => (a + c) / ((x + b) * (x - d))),
      "sign-error-distributing": ({ a, b, c, d }) => X((x) => (a * x + a * d + c * (x + b)) / ((x + b) * (x - d))),
      "multiplied-by-own-denominator": ({ a, b, c, d }) => X((x) => (a * (x + b) + c * (x - d)) / ((x + b) * (x - d))),
    },
  },
  "eqx-cubic-product-coefficients": {
    // expand by evaluation: the polynomial's coefficients from its values at x = 0, 1, -1, 2
    key: ({ a, b, c, d, e }) => {
      const f = (x: number) => (a * x + b) * (c * x * x + d * x + e);
      const s = f(0);
      const q = (f(1) + f(-1)) / 2 - s;
      const pr = (f(1) - f(-1)) / 2; // p + r
      const p = (f(2) - 4 * q - s - 2 * pr) / 6; // f(2) = 8p + 4q + 2r + s
      return q + (pr - p);
    },
  },
  // ---- nonlinear equations
  "nle-sum-of-solutions-factored": {
    key: ({ p, q }) => quadRoots(1, q - p, -p * q).reduce((s, x) => s + x, 0),
    mistakes: {
      "solutions-with-signs-reversed": ({ p, q }) => q - p,
      "added-constants-ignoring-signs": ({ p, q }) => p + q,
      "both-signs-wrong": ({ p, q }) => -p - q,
      "gave-the-product": ({ p, q }) => quadRoots(1, q - p, -p * q).reduce((s, x) => s * x, 1),
    },
  },
  "nle-root-equals-constant": {
    key: ({ a, c, b }) => solveLinear((x) => a * x + c - b * b),
  },
  "nle-exponent-product-same-base": {
    // take logarithms: x ln g + (x + a) ln L = c ln R
    key: ({ g, L, R, a, c }) => solveLinear((x) => x * Math.log(g) + (x + a) * Math.log(L) - c * Math.log(R)),
    mistakes: {
      "did-not-distribute-exponent": ({ g, L, R, a, c }) => {
        const [u, v] = [Math.log(L) / Math.log(g), Math.log(R) / Math.log(g)];
        return solveLinear((x) => x + u * x + a - v * c);
      },
      "did-not-convert-right-side": ({ g, L, a, c }) => {
        const u = Math.log(L) / Math.log(g);
        return solveLinear((x) => x + u * (x + a) - c);
      },
      "dropped-the-first-factor": ({ L, R, a, c }) => solveLinear((x) => (x + a) * Math.log(L) - c * Math.log(R)),
      "sign-error-collecting": ({ g, L, R, a, c }) => {
        const [u, v] = [Math.log(L) / Math.log(g), Math.log(R) / Math.log(g)];
        return (v * c + u * a) / (1 + u);
      },
      "sign-error-dividing": ({ g, L, R, a, c }) => -solveLinear((x) => x * Math.log(g) + (x + a) * Math.log(L) - c * Math.log(R)),
    },
  },
  "nle-rational-sum-same-variable": {
    // linear in t = 1/x
    key: ({ a, b, k, c }) => 1 / solveLinear((t) => a * t + (b * t) / k - c),
  },
  "nle-sum-of-squares-of-roots": {
    key: ({ a, b, c }) => {
      const roots = quadRoots(a, -b, c);
      if (roots.length !== 2) throw new Error("no real roots");
      return roots[0]! ** 2 + roots[1]! ** 2;
    },
  },
  "nle-quartic-in-x-squared": {
    key: ({ B, C }) =>
      quadRoots(1, -B, C)
        .filter((u) => u > 0)
        .reduce((s, u) => s + Math.sqrt(u), 0),
    mistakes: {
      "added-values-of-x-squared": ({ B, C }) => quadRoots(1, -B, C).reduce((s, u) => s + u, 0),
      "kept-one-positive-solution": ({ B, C }) => Math.sqrt(Math.max(...quadRoots(1, -B, C))),
      "added-all-four-solutions": () => 0,
      "multiplied-solutions": ({ B, C }) => quadRoots(1, -B, C).reduce((s, u) => s * Math.sqrt(u), 1),
      "subtracted-the-solutions": ({ B, C }) => Math.abs(quadRoots(1, -B, C).reduce((s, u) => Math.sqrt(u) - s, 0)),
      "kept-the-smaller-solution": ({ B, C }) => Math.sqrt(Math.min(...quadRoots(1, -B, C))),
      "counted-each-twice": ({ B, C }) => 2 * quadRoots(1, -B, C).reduce((s, u) => s + Math.sqrt(u), 0),
    },
  },
  // ---- nonlinear functions
  "nlf-exp-solve-for-input": {
    key: ({ a, b, N }) => Math.log(N / a) / Math.log(b),
    mistakes: {
      "gave-the-power": ({ a, N }) => N / a,
      "divided-by-base-once": ({ a, b, N }) => N / (a * b),
      "counted-the-coefficient-as-a-factor": ({ a, b, N }) => Math.log(N / a) / Math.log(b) + 1,
      "one-factor-too-few": ({ a, b, N }) => Math.log(N / a) / Math.log(b) - 1,
    },
  },
  "nlf-vertex-from-vertex-form": {
    // expand a(x - h)^2 + k = Ax^2 + Bx + C; the vertex is at -B/(2A)
    key: ({ a, h, k }) => {
      const [A, B, C] = [a, -2 * a * h, a * h * h + k];
      const xv = -B / (2 * A);
      return isPoint(xv, A * xv * xv + B * xv + C);
    },
    mistakes: {
      "sign-of-h-reversed": ({ h, k }) => isPoint(-h, k),
      "coordinates-swapped": ({ h, k }) => isPoint(k, h),
      "both-signs-reversed": ({ h, k }) => isPoint(-h, -k),
      "sign-of-k-reversed": ({ h, k }) => isPoint(h, -k),
    },
  },
  "nlf-solve-composite-equation": {
    // g(f(x)) = q(x^2 + p) + s = T: the positive root of q x^2 + (qp + s - T) = 0
    key: ({ p, q, s, T }) => Math.max(...quadRoots(q, 0, q * p + s - T)),
  },
  "nlf-model-from-percent-change": {
    key: ({ A, p, dir, v }) => isExpr(({ t }) => A * (1 + ((dir === "up" ? 1 : -1) * p) / 100) ** t!, ["t"], { lhs: `${v}(t)` }),
    mistakes: {
      "rate-used-as-factor": ({ A, p, v }) => isExpr(({ t }) => A * (p / 100) ** t!, ["t"], { lhs: `${v}(t)` }),
      "wrong-direction": ({ A, p, dir, v }) => isExpr(({ t }) => A * (1 - ((dir === "up" ? 1 : -1) * p) / 100) ** t!, ["t"], { lhs: `${v}(t)` }),
      "linear-model": ({ A, p, dir, v }) => isExpr(({ t }) => A + (dir === "up" ? 1 : -1) * ((A * p) / 100) * t!, ["t"], { lhs: `${v}(t)` }),
      "misplaced-decimal-point": ({ A, p, dir, v }) => isExpr(({ t }) => A * (1 + ((dir === "up" ? 1 : -1) * p) / 10) ** t!, ["t"], { lhs: `${v}(t)` }),
    },
  },
  "nlf-percent-over-several-units": {
    key: ({ A, b, n }) => (Math.abs(A * b ** n - A) / A) * 100,
  },
  "nlf-min-of-shifted-quadratic": {
    key: ({ b, c, h, k }) => {
      const f = (x: number) => x * x + b * x + c;
      const g = (x: number) => f(x - h) + k;
      return g(-b / 2 + h);
    },
    mistakes: {
      "ignored-vertical-shift": ({ b, c }) => c - (b * b) / 4,
      "vertical-shift-wrong-direction": ({ b, c, k }) => c - (b * b) / 4 - k,
      "used-constant-term-as-minimum": ({ c, k }) => c + k,
      "gave-x-of-vertex": ({ b, h }) => -b / 2 + h,
      "added-horizontal-shift": ({ b, c, h, k }) => c - (b * b) / 4 + k + h,
    },
  },
};
