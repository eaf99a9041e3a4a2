import { isCircle, type Oracle, type P } from "./matchers";
import { solveLinear } from "./solve";

const PI = Math.PI;
const hyp = (a: number, b: number) => Math.sqrt(a * a + b * b);

export const GEOMETRY: Record<string, Oracle> = {
  // ---- area and volume
  "vol-right-triangular-prism": {
    key: ({ a, b, L }) => ((a * b) / 2) * L,
    mistakes: {
      "forgot-one-half": ({ a, b, L }) => a * b * L,
      "used-the-hypotenuse-as-a-leg": ({ a, c, L }) => ((a * c) / 2) * L,
      "used-pyramid-formula": ({ a, b, L }) => (((a * b) / 2) * L) / 3,
      "used-perimeter-times-length": ({ a, b, c, L }) => (a + b + c) * L,
      "gave-base-area": ({ a, b }) => (a * b) / 2,
      "added-the-legs": ({ a, b, L }) => ((a + b) / 2) * L,
    },
  },
  "vol-cubes-filling-a-box": { key: ({ e, a, b, c }) => (a * b * c) / e ** 3 },
  "area-trapezoid-with-slant-side": {
    key: ({ top, bottom, h }) => ((top + bottom) / 2) * h,
    mistakes: {
      "used-slanted-side-as-height": ({ top, bottom, slant }) => ((top + bottom) / 2) * slant,
      "forgot-one-half": ({ top, bottom, h }) => (top + bottom) * h,
      "used-longer-base-only": ({ bottom, h }) => bottom * h,
      "used-shorter-base-only": ({ top, h }) => top * h,
      "treated-as-triangle": ({ bottom, h }) => (bottom * h) / 2,
      "averaged-bases-only": ({ top, bottom }) => (top + bottom) / 2,
    },
  },
  "area-rect-ratio-and-perimeter": {
    key: ({ a, b, P }) => {
      const k = solveLinear((k) => 2 * (a * k + b * k) - P);
      return a * k * b * k;
    },
  },
  "vol-cylinder-with-hemisphere": {
    key: ({ r, h }) => PI * r * r * h + ((4 / 3) * PI * r ** 3) / 2,
    mistakes: {
      "used-a-whole-sphere": ({ r, h }) => PI * r * r * h + (4 / 3) * PI * r ** 3,
      "left-out-the-dome": ({ r, h }) => PI * r * r * h,
      "treated-the-dome-as-a-cylinder": ({ r, h }) => PI * r * r * (h + r),
      "used-r-squared-for-the-dome": ({ r, h }) => PI * r * r * h + (2 / 3) * PI * r * r,
      "treated-the-dome-as-a-cone": ({ r, h }) => PI * r * r * h + (PI * r ** 3) / 3,
      "left-out-the-cylinder": ({ r }) => ((4 / 3) * PI * r ** 3) / 2,
    },
  },
  "vol-sphere-from-surface-area": {
    key: ({ S }) => {
      const r = Math.sqrt((S * PI) / (4 * PI));
      return (4 / 3) * PI * r ** 3;
    },
    mistakes: {
      "forgot-one-third": ({ S }) => 4 * PI * Math.sqrt(S / 4) ** 3,
      "squared-instead-of-cubed": ({ S }) => (4 / 3) * PI * (S / 4),
      "used-diameter-as-radius": ({ S }) => (4 / 3) * PI * (2 * Math.sqrt(S / 4)) ** 3,
      "did-not-take-square-root": ({ S }) => (4 / 3) * PI * (S / 4) ** 3,
      "used-one-third": ({ S }) => (1 / 3) * PI * Math.sqrt(S / 4) ** 3,
      "gave-a-hemisphere": ({ S }) => ((4 / 3) * PI * Math.sqrt(S / 4) ** 3) / 2,
    },
  },
  // ---- lines, angles and triangles
  "angles-parallel-transversal": {
    key: ({ x, given, asked }) => {
      const acute = (pos: string) => pos === "TR" || pos === "BL";
      return acute(given) === acute(asked) ? x : 180 - x;
    },
    mistakes: {
      "took-supplement-instead-of-equal": ({ x }) => 180 - x,
      "took-equal-instead-of-supplement": ({ x }) => x,
      "used-complement": ({ x }) => Math.abs(90 - x),
      "subtracted-from-360": ({ x, given, asked }) => {
        const acute = (pos: string) => pos === "TR" || pos === "BL";
        return 360 - (acute(given) === acute(asked) ? x : 180 - x);
      },
      "doubled-the-angle": ({ x }) => (2 * x > 180 ? 2 * x - 180 : 2 * x),
    },
    hidden: [],
  },
  "angles-isosceles-triangle": {
    key: (p) => (p.vertex !== undefined ? (180 - p.vertex) / 2 : 180 - 2 * p.base),
  },
  "tri-crossed-parallel-similar": {
    // triangles ABC and EDC are similar (A to E, B to D)
    key: ({ AC, CE, AB }) => AB * (CE / AC),
    mistakes: {
      "inverted-the-ratio": ({ AC, CE, AB }) => AB * (AC / CE),
      "added-the-difference": ({ AC, CE, AB }) => AB + CE - AC,
      "matched-the-wrong-sides": ({ AC, CE, AB }) => (AC * CE) / AB,
      "gave-CE": ({ CE }) => CE,
    },
  },
  "angles-regular-polygon": { key: ({ n }) => 180 - 360 / n },
  "angles-triangle-expressions": {
    key: (p) => {
      const x = solveLinear((x) => p.a1 * x + p.b1 + p.a2 * x + p.b2 + p.a3 * x + p.b3 - 180);
      return Math.max(p.a1 * x + p.b1, p.a2 * x + p.b2, p.a3 * x + p.b3);
    },
    mistakes: {
      "gave-x": (p) => solveLinear((x) => p.a1 * x + p.b1 + p.a2 * x + p.b2 + p.a3 * x + p.b3 - 180),
      "gave-smallest-angle": (p) => {
        const x = solveLinear((x) => p.a1 * x + p.b1 + p.a2 * x + p.b2 + p.a3 * x + p.b3 - 180);
        return Math.min(p.a1 * x + p.b1, p.a2 * x + p.b2, p.a3 * x + p.b3);
      },
      "gave-middle-angle": (p) => {
        const x = solveLinear((x) => p.a1 * x + p.b1 + p.a2 * x + p.b2 + p.a3 * x + p.b3 - 180);
        return [p.a1 * x + p.b1, p.a2 * x + p.b2, p.a3 * x + p.b3].sort((a, b) => a - b)[1]!;
      },
      "used-360-degrees": (p) => {
        const x = solveLinear((x) => p.a1 * x + p.b1 + p.a2 * x + p.b2 + p.a3 * x + p.b3 - 360);
        return Math.max(p.a1 * x + p.b1, p.a2 * x + p.b2, p.a3 * x + p.b3);
      },
    },
  },
  "angles-isosceles-exterior": { key: ({ ext }) => 180 - 2 * (180 - ext) },
  // ---- right triangles and trigonometry
  "rt-hypotenuse-from-legs": { key: ({ a, b }) => hyp(a, b) },
  "rt-trig-ratio-from-three-sides": {
    // place C at the origin, A on the x-axis, B on the y-axis and measure the angles
    key: ({ a, b, fn, at }) => trig(a, b, fn, at),
    mistakes: {
      "gave-sin-instead": ({ a, b, at }) => trig(a, b, "sin", at),
      "gave-cos-instead": ({ a, b, at }) => trig(a, b, "cos", at),
      "gave-tan-instead": ({ a, b, at }) => trig(a, b, "tan", at),
      "ratio-upside-down": ({ a, b, fn, at }) => 1 / trig(a, b, fn, at),
      "used-the-other-angle": ({ a, b, fn, at }) => trig(a, b, fn, at === "A" ? "B" : "A"),
    },
  },
  "rt-missing-leg-radical": {
    key: ({ c, a }) => Math.sqrt(c * c - a * a),
    mistakes: {
      "added-the-squares": ({ c, a }) => hyp(c, a),
      "subtracted-the-lengths": ({ c, a }) => c - a,
      "forgot-square-root": ({ c, a }) => c * c - a * a,
      "added-the-lengths": ({ c, a }) => c + a,
      "took-half-the-hypotenuse": ({ c }) => c / 2,
    },
  },
  "rt-30-60-90-side-lengths": {
    key: (p) => {
      const s = p.hyp !== undefined ? p.hyp * Math.sin(PI / 6) : p.short;
      const h = s / Math.sin(PI / 6);
      return p.ask === "short" ? s : p.ask === "hyp" ? h : h * Math.sin(PI / 3);
    },
    mistakes: {
      "gave-short-leg": (p) => short(p),
      "gave-long-leg": (p) => short(p) * Math.sqrt(3),
      "gave-hypotenuse": (p) => 2 * short(p),
      "used-45-45-90-ratio": (p) => short(p) * Math.SQRT2,
      "halved-the-short-side": (p) => short(p) / 2,
      "doubled-the-hypotenuse": (p) => 4 * short(p),
      "used-3-instead-of-root-3": (p) => 3 * short(p),
      "multiplied-hypotenuse-by-root-3": (p) => 2 * short(p) * Math.sqrt(3),
      "divided-by-root-3": (p) => short(p) / Math.sqrt(3),
    },
  },
  "trig-tan-of-other-acute-angle": {
    // angle A from its sine; B = 90° - A
    key: ({ opp, h }) => Math.tan(PI / 2 - Math.asin(opp / h)),
    mistakes: {
      "gave-tan-A": ({ opp, h }) => Math.tan(Math.asin(opp / h)),
      "gave-sin-B": ({ opp, h }) => Math.sin(PI / 2 - Math.asin(opp / h)),
      "gave-sin-A": ({ opp, h }) => opp / h,
      "hypotenuse-over-opposite": ({ opp, h }) => h / opp,
    },
  },
  "rt-isosceles-area-from-sides": {
    // Heron's formula
    key: ({ side, base }) => {
      const s = (2 * side + base) / 2;
      return Math.sqrt(s * (s - side) * (s - side) * (s - base));
    },
  },
  // ---- circles
  "circle-radius-from-equation": {
    key: ({ r2 }) => Math.sqrt(r2),
    mistakes: {
      "gave-r-squared": ({ r2 }) => r2,
      "gave-diameter": ({ r2 }) => 2 * Math.sqrt(r2),
      "halved-r-squared": ({ r2 }) => r2 / 2,
      "used-center-coordinates": ({ h, k }) => Math.abs(h) + Math.abs(k),
      "gave-center-x": ({ h }) => Math.abs(h),
      "gave-center-y": ({ k }) => Math.abs(k),
    },
  },
  "circle-arc-length-degrees": {
    key: ({ theta, r }) => (theta / 360) * 2 * PI * r,
    mistakes: {
      "gave-sector-area": ({ theta, r }) => (theta / 360) * PI * r * r,
      "forgot-the-2": ({ theta, r }) => (theta / 360) * PI * r,
      "whole-circumference": ({ r }) => 2 * PI * r,
      "divided-by-180": ({ theta, r }) => (theta / 180) * 2 * PI * r,
    },
  },
  "circle-sector-area": {
    key: ({ theta, r }) => (theta / 360) * PI * r * r,
    mistakes: {
      "gave-arc-length": ({ theta, r }) => (theta / 360) * 2 * PI * r,
      "whole-circle-area": ({ r }) => PI * r * r,
      "divided-by-180": ({ theta, r }) => (theta / 180) * PI * r * r,
      "did-not-square-radius": ({ theta, r }) => (theta / 360) * PI * r,
      "halved-the-sector": ({ theta, r }) => ((theta / 360) * PI * r * r) / 2,
    },
  },
  "circle-equation-center-point": {
    key: ({ h, k, p, q }) => isCircle(h, k, (p - h) ** 2 + (q - k) ** 2),
    mistakes: {
      "center-signs-reversed": ({ h, k, p, q }) => isCircle(-h, -k, (p - h) ** 2 + (q - k) ** 2),
      "added-coordinate-differences": ({ h, k, p, q }) => isCircle(h, k, Math.abs(p - h) + Math.abs(q - k)),
      "point-used-as-center": ({ h, k, p, q }) => isCircle(p, q, (p - h) ** 2 + (q - k) ** 2),
      "radius-not-squared": ({ h, k, p, q }) => isCircle(h, k, hyp(p - h, q - k)),
    },
  },
  "circle-tangent-segment-length": { key: ({ r, OP }) => Math.sqrt(OP * OP - r * r) },
  "circle-radius-from-chord": {
    key: ({ chord, d }) => hyp(chord / 2, d),
    mistakes: {
      "used-the-whole-chord": ({ chord, d }) => hyp(chord, d),
      "added-the-lengths": ({ chord, d }) => chord / 2 + d,
      "forgot-square-root": ({ chord, d }) => (chord / 2) ** 2 + d ** 2,
      "subtracted-the-squares": ({ chord, d }) => Math.sqrt((chord / 2) ** 2 - d ** 2),
      "gave-half-the-chord": ({ chord }) => chord / 2,
      "gave-the-distance": ({ d }) => d,
    },
  },
};

/** Trig ratios measured on coordinates: C = (0, 0), A = (b, 0), B = (0, a). */
function trig(a: number, b: number, fn: string, at: string): number {
  const angle = at === "A" ? Math.atan2(a, b) : Math.atan2(b, a);
  return fn === "sin" ? Math.sin(angle) : fn === "cos" ? Math.cos(angle) : Math.tan(angle);
}

function short(p: P): number {
  return p.hyp !== undefined ? p.hyp / 2 : p.short;
}
