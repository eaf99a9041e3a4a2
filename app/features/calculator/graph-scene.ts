/**
 * From the analysed expression list to what the graph shows: the items to draw (curves,
 * regression curves, implicit curves and regions, points) in the rows' colours, and the
 * curves whose points of interest are computed. Hidden rows and rows without a graph are left out.
 */
import type { GraphItem } from "./graph-expressions";
import type { DrawableItem } from "./graph-render";
import type { PoiCurve } from "./points-of-interest";

export type SceneRow = { id: string; color: string; hidden: boolean };

export function graphScene(rows: readonly SceneRow[], itemOf: (id: string) => GraphItem | undefined): { items: DrawableItem[]; poiCurves: PoiCurve[] } {
  const items: DrawableItem[] = [];
  const poiCurves: PoiCurve[] = [];
  for (const { id, color, hidden } of rows) {
    const item = itemOf(id);
    if (!item || hidden) continue;
    if (item.type === "curve" || (item.type === "regression" && item.fn)) {
      const curve = item.type === "curve" ? item : { variable: "x" as const, relation: "=" as const, fn: item.fn! };
      items.push({ kind: "curve", id, color, variable: curve.variable, relation: curve.relation, fn: curve.fn });
      poiCurves.push({ id, variable: curve.variable, fn: curve.fn });
    } else if (item.type === "implicit") {
      items.push({ kind: "implicit", id, color, relation: item.relation, fn: item.fn });
      poiCurves.push({ id, variable: "implicit", fn: item.fn });
    } else if (item.type === "points") {
      items.push({ kind: "points", id, color, points: item.points });
    }
  }
  return { items, poiCurves };
}
