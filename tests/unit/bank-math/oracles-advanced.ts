import { isExpr, isPoint, type Oracle } from "./harness";
import { quadRoots, solveLinear } from "./solve";

const X = (f: (x: number) => number) => isExpr((s) => f(s.x!));

export const ADVANCED: Record<string, Oracle> = {
  // ---- equivalent expressions
  "eqx-distribute-subtract-combine": {
    key: ({ a, b, c, d, e, f }) => X((x) => a * (b * x + c) - d * (e * x + f)),
    mistakes: {
      "subtracted-only-first-term": ({ a, b, c, d, e, f }) => X((x) => a * (b * x + c) - d * e * x + d * f),
      "added-instead-of-subtracting": ({ a, b, c, d, e, f }) => X((x) => a * (b * x + c) + d * (e * x + f)),
      "multiplied-only-x-terms": ({ a, b, c, d, e, f }) => X((x) => a * b * x + c - (d * e * x + f)),
      "did-not-distribute-second-factor": ({ a, b, c, e, f }) => X((x) => a * (b * x + c) - (e * x + f)),
    },
  },
  "eqx-product-of-monomials": {
    key: ({ a, p, q, b, s, t }) => isExpr(({ x, y }) => a * x! ** p * y! ** q * (b * x! ** s * y! ** t), ["x", "y"]),
    mistakes: {
      "multiplied-exponents": ({ a, p, q, b, s, t }) => isExpr(({ x, y }) => a * b * x! ** (p * s) * y! ** (q * t), ["x", "y"]),
      "added-coefficients": ({ a, p, q, b, s, t }) => isExpr(({ x, y }) => (a + b) * x! ** (p + s) * y! ** (q + t), ["x", "y"]),
      "added-coefficients-multiplied-exponents": ({ a, p, q, b, s, t }) => isExpr(({ x, y }) => (a + b) * x! ** (p * s) * y! ** (q * t), ["x", "y"]),
    },
  },
  "eqx-square-of-binomial": {
    key: ({ a, b }) => X((x) => (a * x + b) ** 2),
    mistakes: {
      "squared-each-term": ({ a, b }) => X((x) => (a * x) ** 2 + b ** 2),
      "middle-term-not-doubled": ({ a, b }) => X((x) => (a * x) ** 2 + a * b * x + b ** 2),
      "sign-error-on-constant": ({ a, b }) => X((x) => (a * x) ** 2 + 2 * a * b * x - b ** 2),
      "did-not-square-coefficient": ({ a, b }) => X((x) => a * x ** 2 + 2 * a * b * x + b ** 2),
    },
  },
  "eqx-factor-common-factor-then-difference-of-squares": {
    key: ({ k, a, b }) => X((x) => k * a * a * x * x - k * b * b),
    mistakes: {
      "square-of-difference": ({ k, a, b }) => X((x) => k * (a * x - b) ** 2),
      "common-factor-in-one-factor-only": ({ k, a, b }) => X((x) => (k * a * x - b) * (a * x + b)),
      "did-not-take-square-root": ({ k, a, b }) => X((x) => k * (a * x - b * b) * (a * x + b * b)),
    },
  },
  "eqx-sum-of-two-rational-expressions": {
    key: ({ a, b, c, d }) => X((x) => a / (x + b) + c / (x - d)),
    mistakes: {
      "added-numerators-and-denominators": ({ a, b, c, d }) => X((x) => (a + c) / (x + b + x - d)),
      "did-not-multiply-numerators": ({ a, b, c, d }) => X((x) => (a + c) / ((x + b) * (x - d))),
      "sign-error-distributing": ({ a, b, c, d }) => X((x) => (a * x + a * d + c * (x + b)) / ((x + b) * (x - d))),
      "multiplied-by-own-denominator": ({ a, b, c, d }) => X((x) => (a * (x + b) + c * (x - d)) / ((x + b) * (x - d))),
    },
  },
  "eqx-quotient-remainder-form": {
    // remainder theorem: r = numerator at x = -d
    key: ({ a, b, c, d }) => a * d * d - b * d + c,
  },
  // ---- nonlinear equations
  "nle-sum-of-solutions-factored": {
    key: ({ p, q }) => quadRoots(1, q - p, -p * q).reduce((s, x) => s + x, 0),
    mistakes: {
      "solutions-with-signs-reversed": ({ p, q }) => q - p,
      "added-constants-ignoring-signs": ({ p, q }) => p + q,
      "both-signs-wrong": ({ p, q }) => -p - q,
    },
  },
  "nle-square-root-equals-constant": {
    key: ({ a, c, b }) => solveLinear((x) => a * x + c - b * b),
  },
  "nle-exponential-common-base": {
    key: ({ L, R, a, c }) => solveLinear((x) => (x + a) * Math.log(L) - (x + c) * Math.log(R)),
    mistakes: {
      "did-not-distribute-exponent": ({ L, R, a, c, g }) => {
        const [u, v] = [Math.round(Math.log(L) / Math.log(g)), Math.round(Math.log(R) / Math.log(g))];
        return solveLinear((x) => u * x + a - (v * x + c));
      },
      "swapped-powers": ({ L, R, a, c }) => solveLinear((x) => (x + a) * Math.log(R) - (x + c) * Math.log(L)),
      "sign-error-collecting": ({ L, R, a, c, g }) => {
        const [u, v] = [Math.round(Math.log(L) / Math.log(g)), Math.round(Math.log(R) / Math.log(g))];
        return (u * a + v * c) / (v - u);
      },
      "sign-error-dividing": ({ L, R, a, c }) => -solveLinear((x) => (x + a) * Math.log(L) - (x + c) * Math.log(R)),
    },
  },
  "nle-rational-equation-proportion": {
    key: ({ A, b, C, d }) => {
      const x = solveLinear((x) => A * (x + d) - C * (x - b));
      if (Math.abs(x - b) < 1e-9 || Math.abs(x + d) < 1e-9) throw new Error("extraneous");
      return x;
    },
  },
  "nle-sum-of-squares-of-roots": {
    key: ({ a, b, c }) => {
      const roots = quadRoots(a, -b, c);
      if (roots.length !== 2) throw new Error("no real roots");
      return roots[0]! ** 2 + roots[1]! ** 2;
    },
  },
  "nle-quartic-in-x-squared": {
    key: ({ B, C }) => quadRoots(1, -B, C).filter((u) => u > 0).reduce((s, u) => s + Math.sqrt(u), 0),
    mistakes: {
      "added-values-of-x-squared": ({ B, C }) => quadRoots(1, -B, C).reduce((s, u) => s + u, 0),
      "kept-one-positive-solution": ({ B, C }) => Math.sqrt(Math.max(...quadRoots(1, -B, C))),
      "added-all-four-solutions": () => 0,
      "multiplied-solutions": ({ B, C }) => quadRoots(1, -B, C).reduce((s, u) => s * Math.sqrt(u), 1),
    },
  },
  // ---- nonlinear functions
  "nlf-evaluate-exponential": {
    key: ({ a, b, k }) => a * Math.pow(b, k),
    mistakes: {
      "multiplied-by-exponent": ({ a, b, k }) => a * b * k,
      "raised-product-to-power": ({ a, b, k }) => Math.pow(a * b, k),
      "added-coefficient": ({ a, b, k }) => a + Math.pow(b, k),
      "exponent-one-less": ({ a, b, k }) => a * Math.pow(b, k - 1),
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
  "nlf-composition-quadratic-of-linear": {
    key: ({ b, c, q, s, t }) => {
      const g = (x: number) => q * x + s;
      const f = (x: number) => x * x + b * x + c;
      return f(g(t));
    },
  },
  "nlf-exponential-model-from-percent": {
    key: ({ A, p, dir, v }) => isExpr(({ t }) => A * (1 + ((dir === "up" ? 1 : -1) * p) / 100) ** t!, ["t"], { lhs: `${v}(t)` }),
    mistakes: {
      "rate-used-as-factor": ({ A, p, v }) => isExpr(({ t }) => A * (p / 100) ** t!, ["t"], { lhs: `${v}(t)` }),
      "wrong-direction": ({ A, p, dir, v }) => isExpr(({ t }) => A * (1 - ((dir === "up" ? 1 : -1) * p) / 100) ** t!, ["t"], { lhs: `${v}(t)` }),
      "linear-model": ({ A, p, dir, v }) => isExpr(({ t }) => A + (dir === "up" ? 1 : -1) * ((A * p) / 100) * t!, ["t"], { lhs: `${v}(t)` }),
      "misplaced-decimal-point": ({ A, p, dir, v }) => isExpr(({ t }) => A * (1 + ((dir === "up" ? 1 : -1) * p) / 10) ** t!, ["t"], { lhs: `${v}(t)` }),
    },
  },
  "nlf-percent-change-per-unit-from-exponent": {
    key: ({ b, k }) => Math.abs(Math.pow(b, 1 / k) - 1) * 100,
  },
  "nlf-minimum-of-shifted-quadratic": {
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
