/**
 * Equations and inequalities in x and y that are not solved for a variable (x²+y²=25,
 * x²+y² < 9): the curve F(x, y) = 0 by marching squares on a grid over the view, and the
 * grid cells where the inequality holds.
 */
import type { Relation } from "./expression-syntax";

export type View = { xMin: number; xMax: number; yMin: number; yMax: number };

export type ImplicitTrace = {
  /** Polylines x1, y1, x2, y2, … of the curve F = 0 (joined, so that dashes run along them). */
  paths: number[][];
  /** For inequalities: 1 where the relation holds, by row (bottom first) then column. */
  region: Uint8Array | null;
  columns: number;
  rows: number;
};

export function holds(value: number, relation: Relation): boolean {
  switch (relation) {
    case "<":
      return value < 0;
    case "<=":
      return value <= 0;
    case ">":
      return value > 0;
    case ">=":
      return value >= 0;
    default:
      return value === 0;
  }
}

export function traceImplicit(fn: (x: number, y: number) => number, relation: Relation, view: View, columns: number, rows: number): ImplicitTrace {
  const width = (view.xMax - view.xMin) / columns;
  const height = (view.yMax - view.yMin) / rows;
  const stride = columns + 1;
  const grid = new Float64Array(stride * (rows + 1));
  for (let j = 0; j <= rows; j++) {
    const y = view.yMin + j * height;
    for (let i = 0; i <= columns; i++) {
      const value = fn(view.xMin + i * width, y);
      grid[j * stride + i] = Number.isFinite(value) ? value : Number.NaN;
    }
  }

  // Crossing point on each grid edge, computed once per edge so that neighbouring cells share it.
  // Edge ids: 2·node for the horizontal edge to the right of a node, 2·node+1 for the vertical one above.
  const crossings = new Map<number, [number, number] | null>();
  const crossing = (edge: number): [number, number] | null => {
    const cached = crossings.get(edge);
    if (cached !== undefined) return cached;
    const node = edge >> 1;
    const i = node % stride;
    const j = (node - i) / stride;
    const other = edge & 1 ? node + stride : node + 1;
    const vp = grid[node];
    const vq = grid[other];
    let result: [number, number] | null = null;
    if (!Number.isNaN(vp) && !Number.isNaN(vq) && vp > 0 !== vq > 0) {
      const t = vp / (vp - vq);
      const x = view.xMin + (i + (edge & 1 ? 0 : t)) * width;
      const y = view.yMin + (j + (edge & 1 ? t : 0)) * height;
      const check = fn(x, y);
      // On a smooth curve F is about 0 at the interpolated point; across a pole it is not.
      if (Number.isFinite(check) && Math.abs(check) <= 0.5 * Math.max(Math.abs(vp), Math.abs(vq))) result = [x, y];
    }
    crossings.set(edge, result);
    return result;
  };

  const pieces: Array<[number, number]> = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const node = j * stride + i;
      // All four corners on one side (undefined counts as not positive): no edge is crossed.
      const side = grid[node] > 0;
      if (grid[node + 1] > 0 === side && grid[node + stride] > 0 === side && grid[node + stride + 1] > 0 === side) continue;
      const edges = [2 * node, 2 * (node + 1) + 1, 2 * (node + stride), 2 * node + 1]; // bottom, right, top, left
      const present = edges.filter((edge) => crossing(edge) !== null);
      if (present.length === 2) pieces.push([present[0], present[1]]);
      else if (present.length === 4) {
        // Saddle: pair the crossings by the sign at the cell centre.
        const centre = fn(view.xMin + (i + 0.5) * width, view.yMin + (j + 0.5) * height);
        const [bottom, right, top, left] = edges;
        if (centre > 0 === grid[node] > 0) pieces.push([bottom, right], [top, left]);
        else pieces.push([bottom, left], [top, right]);
      }
    }
  }
  const paths = chain(pieces, (edge) => crossing(edge) as [number, number]);

  let region: Uint8Array | null = null;
  if (relation !== "=") {
    region = new Uint8Array(columns * rows);
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < columns; i++) {
        const corners = [grid[j * stride + i], grid[j * stride + i + 1], grid[(j + 1) * stride + i + 1], grid[(j + 1) * stride + i]];
        const inside = corners.filter((value) => !Number.isNaN(value) && holds(value, relation)).length;
        region[j * columns + i] = inside >= 2 ? 1 : 0;
      }
    }
  }
  return { paths, region, columns, rows };
}

/** Joins pieces (pairs of edge ids) that share an edge into polylines of coordinates. */
function chain(pieces: Array<[number, number]>, point: (edge: number) => [number, number]): number[][] {
  const byEdge = new Map<number, number[]>();
  pieces.forEach(([a, b], index) => {
    for (const edge of [a, b]) {
      const list = byEdge.get(edge);
      if (list) list.push(index);
      else byEdge.set(edge, [index]);
    }
  });
  const used = new Uint8Array(pieces.length);
  const walk = (from: number, edge: number, out: number[]) => {
    let current = from;
    let end = edge;
    for (;;) {
      const next = (byEdge.get(end) ?? []).find((index) => !used[index] && index !== current);
      if (next === undefined) return;
      used[next] = 1;
      const [a, b] = pieces[next];
      end = a === end ? b : a;
      out.push(...point(end));
      current = next;
    }
  };
  const paths: number[][] = [];
  pieces.forEach(([a, b], index) => {
    if (used[index]) return;
    used[index] = 1;
    const forward = [...point(a), ...point(b)];
    walk(index, b, forward);
    const backward: number[] = [];
    walk(index, a, backward);
    const head: number[] = [];
    for (let k = backward.length - 2; k >= 0; k -= 2) head.push(backward[k], backward[k + 1]);
    paths.push([...head, ...forward]);
  });
  return paths;
}
