/** Small independent solvers for the oracles (floating point; the harness compares with a tolerance). */

/** The root of a linear function of one variable (throws when f is constant). */
export function solveLinear(f: (x: number) => number): number {
  const f0 = f(0);
  const slope = f(1) - f0;
  if (Math.abs(slope) < 1e-12) throw new Error("not a linear equation with one solution");
  const x = -f0 / slope;
  if (Math.abs(f(x)) > 1e-6 * Math.max(1, Math.abs(f0))) throw new Error("f is not linear");
  return x;
}

/** The solution (x, y) of a1 x + b1 y = c1, a2 x + b2 y = c2 by Cramer's rule. */
export function solve2(a1: number, b1: number, c1: number, a2: number, b2: number, c2: number): [number, number] {
  const det = a1 * b2 - a2 * b1;
  if (Math.abs(det) < 1e-12) throw new Error("singular system");
  return [(c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det];
}

/** Real roots of a x^2 + b x + c = 0, ascending. */
export function quadRoots(a: number, b: number, c: number): number[] {
  const disc = b * b - 4 * a * c;
  if (disc < -1e-12) return [];
  const s = Math.sqrt(Math.max(0, disc));
  return [(-b - s) / (2 * a), (-b + s) / (2 * a)].sort((u, v) => u - v);
}

export const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : Math.abs(a));
