/**
 * Runs a list of rows through the graphing calculator as a student types them: strings are
 * expression rows, { x, y } objects are tables (the k-th table has columns xk and yk). What
 * comes back is what the calculator shows: values, fitted parameters, points of interest.
 */
import { analyzeGraph, type GraphExpressionInput, type GraphItem } from "../../../app/features/calculator/graph-expressions";
import { graphScene } from "../../../app/features/calculator/graph-scene";
import { pointsOfInterest } from "../../../app/features/calculator/points-of-interest";
import { formatValue } from "../../../app/features/calculator/result-text";

export type Row = string | { x: Array<string | number>; y: Array<string | number> };
export type View = { xMin: number; xMax: number; yMin: number; yMax: number };

export const STANDARD_VIEW: View = { xMin: -10, xMax: 10, yMin: -10, yMax: 10 };

function inputs(rows: Row[]): GraphExpressionInput[] {
  let tables = 0;
  return rows.map((row, index) => {
    const id = `row${index + 1}`;
    if (typeof row === "string") return { id, kind: "expression", text: row };
    tables += 1;
    const cells = row.x.map((x, i) => ({ x: String(x), y: String(row.y[i]) }));
    return { id, kind: "table", columns: [`x${tables}`, `y${tables}`], cells };
  });
}

export function calculate(rows: Row[], sliders: Record<string, number> = {}): GraphItem[] {
  return analyzeGraph(inputs(rows), sliders, { angleMode: "rad" }).expressions.map((expression) => expression.item);
}

/** The number shown under the last row. */
export function valueOf(rows: Row[], sliders: Record<string, number> = {}): number {
  const item = calculate(rows, sliders).at(-1)!;
  if ((item.type !== "value" && item.type !== "definition") || typeof item.value !== "number") {
    throw new Error(`expected a number, got ${JSON.stringify(item)}`);
  }
  return item.value;
}

/** The text shown under the last row ("7/3 ≈ 2.33333333333", "[1, 4, 9]"). */
export function shownOf(rows: Row[]): string {
  const item = calculate(rows).at(-1)!;
  if (item.type !== "value" && item.type !== "definition") throw new Error(`expected a value, got ${JSON.stringify(item)}`);
  return formatValue(item.value, item.exact, "undefined");
}

/** The fitted parameters (by name) and statistic of the last row, a regression. */
export function fitOf(rows: Row[]) {
  const item = calculate(rows).at(-1)!;
  if (item.type !== "regression") throw new Error(`expected a regression, got ${JSON.stringify(item)}`);
  const values: Record<string, number> = Object.fromEntries(item.parameters.map((p) => [p.name, p.value]));
  return { values, statistic: item.statistic, fn: item.fn };
}

/** Points of interest in the view, with the row numbers they belong to; `active` is a row number. */
export function pointsIn(rows: Row[], view: View = STANDARD_VIEW, active: number | null = null) {
  const items = calculate(rows);
  const sceneRows = items.map((_, index) => ({ id: `row${index + 1}`, color: "#000", hidden: false }));
  const { poiCurves } = graphScene(sceneRows, (id) => items[Number(id.slice(3)) - 1]);
  return pointsOfInterest(poiCurves, view, active === null ? null : `row${active}`).map((point) => ({
    kind: point.kind,
    x: point.x,
    y: point.y,
    rows: point.expressionIds.map((id) => Number(id.slice(3))),
  }));
}

/** The one point of a kind (optionally of given rows) near an expected place; throws when absent. */
export function pointNear(points: ReturnType<typeof pointsIn>, kind: string, x: number, y: number, tolerance = 1e-6) {
  const found = points.find((point) => point.kind === kind && Math.abs(point.x - x) < tolerance && Math.abs(point.y - y) < tolerance);
  if (!found) throw new Error(`no ${kind} near (${x}, ${y}) in ${JSON.stringify(points)}`);
  return found;
}
