/**
 * Points of interest of implicit curves F(x, y) = 0 (circles, ellipses, x² − y² = 1; also the
 * boundaries of inequalities): their x- and y-intercepts, and their intersections with the
 * other curves. Along an axis or a curve y = f(x) the problem is one zero of one variable
 * (`root-finding.ts`); two implicit curves are met by walking the traced polylines of one
 * (`implicit-sampling.ts`) for sign changes of the other, then polishing with Newton's method.
 */
import { traceImplicit, type View } from "./implicit-sampling";
import type { PointOfInterest } from "./points-of-interest";
import { bisect, findRoots, type Fn } from "./root-finding";

type Fn2 = (x: number, y: number) => number;
export type ImplicitCurve = { id: string; fn: Fn2 };
export type ExplicitCurve = { id: string; variable: "x" | "y"; fn: Fn };

const ROOT_SAMPLES = 400;
/** More zeros than this along one line: the curve runs along it (y·x = 0 on the x-axis); none is listed. */
const MAX_ROOTS = 30;
const TRACE_CELLS = 100;

function roots(fn: Fn, min: number, max: number): number[] {
  const found = findRoots(fn, min, max, ROOT_SAMPLES);
  return found.length > MAX_ROOTS ? [] : found;
}

/** Newton's method on F = G = 0 from a point near both curves; null when it does not settle there. */
function polish(F: Fn2, G: Fn2, x0: number, y0: number, scale: number): [number, number] | null {
  let [x, y] = [x0, y0];
  const h = scale * 1e-7;
  for (let i = 0; i < 12; i++) {
    const f = F(x, y);
    const g = G(x, y);
    const fx = (F(x + h, y) - F(x - h, y)) / (2 * h);
    const fy = (F(x, y + h) - F(x, y - h)) / (2 * h);
    const gx = (G(x + h, y) - G(x - h, y)) / (2 * h);
    const gy = (G(x, y + h) - G(x, y - h)) / (2 * h);
    const det = fx * gy - fy * gx;
    if (![f, g, det].every(Number.isFinite) || Math.abs(det) < 1e-300) return null;
    const dx = (f * gy - fy * g) / det;
    const dy = (fx * g - f * gx) / det;
    x -= dx;
    y -= dy;
    if (Math.hypot(dx, dy) < scale * 1e-13) break;
  }
  return Math.hypot(x - x0, y - y0) < scale * 0.02 ? [x, y] : null;
}

/** Where the curves F = 0 and G = 0 cross inside the view. */
export function implicitIntersections(F: Fn2, G: Fn2, view: View): Array<[number, number]> {
  const scale = Math.max(view.xMax - view.xMin, view.yMax - view.yMin);
  const { paths } = traceImplicit(F, "=", view, TRACE_CELLS, TRACE_CELLS);
  const found: Array<[number, number]> = [];
  for (const path of paths) {
    for (let k = 0; k + 3 < path.length; k += 2) {
      const [x0, y0, x1, y1] = path.slice(k, k + 4);
      const g0 = G(x0, y0);
      const g1 = G(x1, y1);
      if (!Number.isFinite(g0) || !Number.isFinite(g1) || g0 > 0 === g1 > 0) continue;
      const along = (s: number) => G(x0 + s * (x1 - x0), y0 + s * (y1 - y0));
      const s = g0 === 0 ? 0 : bisect(along, 0, g0, 1);
      const start: [number, number] = [x0 + s * (x1 - x0), y0 + s * (y1 - y0)];
      const point = polish(F, G, start[0], start[1], scale) ?? start;
      if (!found.some(([x, y]) => Math.hypot(x - point[0], y - point[1]) < scale * 1e-6)) found.push(point);
    }
  }
  return found;
}

/**
 * Intercepts of each implicit curve and its intersections with every other curve;
 * `included` says which curves (or pairs) are wanted, as for y = f(x).
 */
export function implicitPointsOfInterest(
  implicit: readonly ImplicitCurve[],
  explicit: readonly ExplicitCurve[],
  view: View,
  included: (...ids: string[]) => boolean,
): PointOfInterest[] {
  const found: PointOfInterest[] = [];
  const add = (x: number, y: number, kind: PointOfInterest["kind"], expressionIds: string[]) => found.push({ x, y, kind, expressionIds });
  implicit.forEach((curve, index) => {
    if (included(curve.id)) {
      for (const x of roots((t) => curve.fn(t, 0), view.xMin, view.xMax)) add(x, 0, "xIntercept", [curve.id]);
      for (const y of roots((t) => curve.fn(0, t), view.yMin, view.yMax)) add(0, y, "yIntercept", [curve.id]);
    }
    for (const other of explicit) {
      if (!included(curve.id, other.id)) continue;
      if (other.variable === "x") {
        for (const x of roots((t) => curve.fn(t, other.fn(t)), view.xMin, view.xMax)) add(x, other.fn(x), "intersection", [curve.id, other.id]);
      } else {
        for (const y of roots((t) => curve.fn(other.fn(t), t), view.yMin, view.yMax)) add(other.fn(y), y, "intersection", [curve.id, other.id]);
      }
    }
    for (const other of implicit.slice(index + 1)) {
      if (!included(curve.id, other.id)) continue;
      for (const [x, y] of implicitIntersections(curve.fn, other.fn, view)) add(x, y, "intersection", [curve.id, other.id]);
    }
  });
  return found;
}
