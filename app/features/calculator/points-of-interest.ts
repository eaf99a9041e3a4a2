/**
 * Points of interest of the curves in view: x- and y-intercepts, intersections between
 * curves, and local minima and maxima of y = f(x); intercepts and intersections of implicit
 * curves (x² + y² = 25) come from `implicit-points.ts`. The numbers are found by
 * `root-finding.ts`.
 */
import { implicitPointsOfInterest, type ExplicitCurve, type ImplicitCurve } from "./implicit-points";
import type { View } from "./implicit-sampling";
import { findExtrema, findIntersections, findRoots, type Fn } from "./root-finding";

export { findExtrema, findIntersections, findRoots } from "./root-finding";

export type PoiKind = "xIntercept" | "yIntercept" | "intersection" | "minimum" | "maximum";
export type PointOfInterest = { x: number; y: number; kind: PoiKind; expressionIds: string[] };
export type PoiCurve =
  | { id: string; variable: "x" | "y"; fn: (t: number) => number }
  /** F(x, y) = 0 (or the boundary of F(x, y) < 0). */
  | { id: string; variable: "implicit"; fn: (x: number, y: number) => number };

/** A constant function's value (vertical line x = c), or null. */
function constantValue(fn: Fn, min: number, max: number): number | null {
  const values = [0, 0.31, 0.5, 0.77, 1].map((share) => fn(min + (max - min) * share));
  return values.every((value) => Number.isFinite(value) && value === values[0]) ? values[0] : null;
}

function inView(view: View, x: number, y: number): boolean {
  const marginX = (view.xMax - view.xMin) * 1e-9;
  const marginY = (view.yMax - view.yMin) * 1e-9;
  return x >= view.xMin - marginX && x <= view.xMax + marginX && y >= view.yMin - marginY && y <= view.yMax + marginY;
}

/**
 * The points of interest in the view: of every curve, or, when `activeId` names one of
 * them, only that curve's intercepts and extrema and its intersections with the others
 * (as Desmos does, to keep the graph readable).
 */
export function pointsOfInterest(curves: readonly PoiCurve[], view: View, activeId: string | null = null): PointOfInterest[] {
  const found: PointOfInterest[] = [];
  const add = (x: number, y: number, kind: PoiKind, ids: string[]) => {
    if (Number.isFinite(x) && Number.isFinite(y) && inView(view, x, y)) found.push({ x, y, kind, expressionIds: ids });
  };
  const focus = activeId !== null && curves.some((curve) => curve.id === activeId) ? activeId : null;
  const included = (...ids: string[]) => focus === null || ids.includes(focus);
  const functionsOfX = curves.filter((curve): curve is ExplicitCurve => curve.variable === "x");
  const functionsOfY = curves.filter((curve): curve is ExplicitCurve => curve.variable === "y");
  const implicit = curves.filter((curve): curve is ImplicitCurve & PoiCurve => curve.variable === "implicit");

  for (const curve of functionsOfX) {
    if (!included(curve.id)) continue;
    for (const x of findRoots(curve.fn, view.xMin, view.xMax)) add(x, 0, "xIntercept", [curve.id]);
    if (view.xMin <= 0 && view.xMax >= 0) add(0, curve.fn(0), "yIntercept", [curve.id]);
    for (const extremum of findExtrema(curve.fn, view.xMin, view.xMax)) add(extremum.x, extremum.y, extremum.kind, [curve.id]);
  }
  for (const curve of functionsOfY) {
    if (!included(curve.id)) continue;
    for (const y of findRoots(curve.fn, view.yMin, view.yMax)) add(0, y, "yIntercept", [curve.id]);
    if (view.yMin <= 0 && view.yMax >= 0) add(curve.fn(0), 0, "xIntercept", [curve.id]);
  }
  for (let i = 0; i < functionsOfX.length; i++) {
    for (let j = i + 1; j < functionsOfX.length; j++) {
      const [f, g] = [functionsOfX[i], functionsOfX[j]];
      if (!included(f.id, g.id)) continue;
      for (const point of findIntersections(f.fn, g.fn, view.xMin, view.xMax)) add(point.x, point.y, "intersection", [f.id, g.id]);
    }
    for (const line of functionsOfY) {
      if (!included(functionsOfX[i].id, line.id)) continue;
      const x = constantValue(line.fn, view.yMin, view.yMax);
      if (x !== null) add(x, functionsOfX[i].fn(x), "intersection", [functionsOfX[i].id, line.id]);
    }
  }
  for (const point of implicitPointsOfInterest(implicit, [...functionsOfX, ...functionsOfY], view, included)) {
    add(point.x, point.y, point.kind, point.expressionIds);
  }
  return found;
}
