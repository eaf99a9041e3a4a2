/**
 * The xy-plane of the test: a square grid, the x- and y-axes through the origin with arrows, labelled x and y,
 * numbered ticks, and graphs of functions (lines, parabolas, exponentials, anything y = f(x)) clipped to the
 * window, plus marked points.
 */
import { ticks, linear, type Frame } from "./axes";
import { dot, figureSvg, label, num, path, r1, through, type FigureMeta, type Pt } from "./svg";

export interface PlaneAxis {
  min: number;
  max: number;
  /** Gridline spacing (default 1). */
  step?: number;
  /** Numbers every `labelEvery` units (default 2 × step). */
  labelEvery?: number;
}

export type Graph =
  | { f: (x: number) => number; from?: number; to?: number; dashed?: boolean }
  | { line: { slope: number; intercept: number }; dashed?: boolean }
  | { segment: readonly [Pt, Pt] };

export interface PlaneSpec extends FigureMeta {
  x: PlaneAxis;
  y: PlaneAxis;
  graphs?: readonly Graph[];
  /** Points to mark, with an optional label such as "P" or "(2, 3)". */
  points?: readonly { at: Pt; label?: string; open?: boolean }[];
  /** Pixels per unit (default: fit 340 px across the wider axis). */
  unit?: number;
  /** Curve labels at a point, e.g. { at: [3, 4], text: "f" }. */
  labels?: readonly { at: Pt; text: string; italic?: boolean }[];
}

const lerp = (a: Pt, b: Pt, t: number): [number, number] => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** The window and its map to pixels. */
export function planeFrame(s: Pick<PlaneSpec, "x" | "y" | "unit">): Omit<Frame, "body"> {
  const pad = 28;
  const u = s.unit ?? 340 / Math.max(s.x.max - s.x.min, s.y.max - s.y.min);
  const width = Math.round((s.x.max - s.x.min) * u + 2 * pad);
  const height = Math.round((s.y.max - s.y.min) * u + 2 * pad);
  const sx = linear(s.x.min, s.x.max, pad, width - pad);
  const sy = linear(s.y.min, s.y.max, height - pad, pad);
  return { width, height, left: pad, right: width - pad, top: pad, bottom: height - pad, toPx: (a, b) => [sx(a), sy(b)] };
}

/** Samples of y = f(x) on [a, b], cut into runs inside the window (ends interpolated onto its edge). */
export function sampleCurve(f: (x: number) => number, a: number, b: number, yMin: number, yMax: number, n = 240): Pt[][] {
  const runs: Pt[][] = [];
  let run: Pt[] = [];
  let prev: Pt | null = null;
  const inside = (y: number) => Number.isFinite(y) && y >= yMin - 1e-9 && y <= yMax + 1e-9;
  const edge = (p: Pt, q: Pt): Pt => {
    const yE = q[1] > yMax || p[1] > yMax ? yMax : yMin;
    const t = (yE - p[1]) / (q[1] - p[1]);
    return [p[0] + t * (q[0] - p[0]), yE];
  };
  for (let i = 0; i <= n; i++) {
    const x = a + ((b - a) * i) / n;
    const p: Pt = [x, f(x)];
    if (inside(p[1])) {
      if (!run.length && prev && Number.isFinite(prev[1])) run.push(edge(p, prev));
      run.push(p);
    } else if (run.length) {
      if (Number.isFinite(p[1])) run.push(edge(run[run.length - 1]!, p));
      runs.push(run);
      run = [];
    }
    prev = p;
  }
  if (run.length > 1) runs.push(run);
  return runs.filter((r) => r.length > 1);
}

/** A rectangle in SVG units, the room a label, a dot or an axis takes. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The room a sans-serif label takes at p (baseline), sized generously (digits and letters at 0.6 em, punctuation
 * and spaces at 0.35 em; from the tops of capitals and parentheses to their descent).
 */
export function textBox(p: Pt, s: string, size: number, anchor: "start" | "middle" | "end" = "middle"): Box {
  const w = [...s].reduce((sum, ch) => sum + (/[(),.\s]/.test(ch) ? 0.35 : 0.6), 0) * size;
  const x0 = anchor === "start" ? p[0] : anchor === "end" ? p[0] - w : p[0] - w / 2;
  return { x0, y0: p[1] - 0.8 * size, x1: x0 + w, y1: p[1] + 0.25 * size };
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/** What a point label keeps clear of: the axes' numbers and letters, the axes, the dots, the curves. */
interface Obstacles {
  texts: Box[];
  axes: Box[];
  dots: Box[];
  /** Points along the curves, each with the length (px) of curve it stands for. */
  curve: { p: Pt; len: number }[];
}

/** The points of a polyline (px), each with the length of the piece before it. */
const alongCurve = (pts: readonly Pt[]) => pts.map((p, i) => ({ p, len: i ? Math.hypot(p[0] - pts[i - 1]![0], p[1] - pts[i - 1]![1]) : 0 }));

const POINT_LABEL = 13;
/** Where a point label may go around its dot, in order of preference: above right first, as the test prints. */
const SIDES: readonly { dx: number; dy: number; anchor: "start" | "middle" | "end" }[] = [
  { dx: 7, dy: -7, anchor: "start" },
  { dx: -7, dy: -7, anchor: "end" },
  { dx: 7, dy: 17, anchor: "start" },
  { dx: -7, dy: 17, anchor: "end" },
  { dx: 9, dy: 4.5, anchor: "start" },
  { dx: -9, dy: 4.5, anchor: "end" },
  { dx: 0, dy: -9, anchor: "middle" },
  { dx: 0, dy: 20, anchor: "middle" },
];

/**
 * The place of a point's label: of the eight places around its dot, the first that covers no number or letter
 * of the axes, no other label, no dot and no axis, and stays inside the figure; else the one that covers least
 * (numbers and labels weigh most, then dots, a curve across it, the axes).
 */
export function placePointLabel(at: Pt, text: string, o: Obstacles, width: number, height: number): { p: Pt; anchor: "start" | "middle" | "end"; box: Box } {
  let best: { p: Pt; anchor: "start" | "middle" | "end"; box: Box } | null = null;
  let bestCost = Infinity;
  for (const side of SIDES) {
    const p: Pt = [at[0] + side.dx, at[1] + side.dy];
    const box = textBox(p, text, POINT_LABEL, side.anchor);
    const area = (box.x1 - box.x0) * (box.y1 - box.y0);
    const inside = overlap(box, { x0: 0, y0: 0, x1: width, y1: height });
    let cost = 100 * (area - inside);
    for (const b of o.texts) cost += 100 * overlap(box, b);
    for (const b of o.dots) cost += 20 * overlap(box, b);
    for (const b of o.axes) cost += 2 * overlap(box, b);
    for (const { p: c, len } of o.curve) if (c[0] >= box.x0 && c[0] <= box.x1 && c[1] >= box.y0 && c[1] <= box.y1) cost += 8 * len;
    if (cost < bestCost - 1e-9) [best, bestCost] = [{ p, anchor: side.anchor, box }, cost];
    if (cost === 0) break;
  }
  return best!;
}

function axisBody(s: PlaneSpec, fr: Omit<Frame, "body">, room: Obstacles): string {
  const xs = s.x.step ?? 1;
  const ys = s.y.step ?? 1;
  const grid: string[] = [];
  for (const v of ticks(s.x.min, s.x.max, xs)) grid.push(`M${r1(fr.toPx(v, 0)[0])} ${fr.top}V${fr.bottom}`);
  for (const v of ticks(s.y.min, s.y.max, ys)) grid.push(`M${fr.left} ${r1(fr.toPx(0, v)[1])}H${fr.right}`);
  let body = path(grid.join(""), "#bbb", 1);
  const [ox, oy] = fr.toPx(Math.min(Math.max(0, s.x.min), s.x.max), Math.min(Math.max(0, s.y.min), s.y.max));
  const arrow = (x: number, y: number, dx: number, dy: number) =>
    `M${r1(x - 6 * dx + 4 * dy)} ${r1(y - 6 * dy + 4 * dx)}L${r1(x)} ${r1(y)}L${r1(x - 6 * dx - 4 * dy)} ${r1(y - 6 * dy - 4 * dx)}`;
  const [l, r, t, b] = [fr.left - 10, fr.right + 10, fr.top - 10, fr.bottom + 10];
  body += path(`M${l} ${r1(oy)}H${r}M${r1(ox)} ${b}V${t}${arrow(r, oy, 1, 0)}${arrow(l, oy, -1, 0)}${arrow(ox, t, 0, -1)}${arrow(ox, b, 0, 1)}`, "#000", 1.5);
  room.axes.push({ x0: l, y0: oy - 2, x1: r, y1: oy + 2 }, { x0: ox - 2, y0: t, x1: ox + 2, y1: b });
  const put = (p: Pt, text: string, size: number, anchor: "start" | "middle" | "end" = "middle", italic = false) => {
    room.texts.push(textBox(p, text, size, anchor));
    return label(p, text, { size, anchor, italic });
  };
  const xe = s.x.labelEvery ?? 2 * xs;
  const ye = s.y.labelEvery ?? 2 * ys;
  for (const v of ticks(s.x.min, s.x.max, xs)) {
    if (v === 0 || Math.abs(v / xe - Math.round(v / xe)) > 1e-6) continue;
    body += put([fr.toPx(v, 0)[0], oy + 15], num(v), 11);
  }
  for (const v of ticks(s.y.min, s.y.max, ys)) {
    if (v === 0 || Math.abs(v / ye - Math.round(v / ye)) > 1e-6) continue;
    body += put([ox - 5, fr.toPx(0, v)[1] + 4], num(v), 11, "end");
  }
  if (s.x.min <= 0 && s.y.min <= 0) body += put([ox - 5, oy + 15], "O", 11, "end", true);
  body += put([r + 4, oy + 4], "x", 15, "start", true);
  body += put([ox + 8, t + 4], "y", 15, "start", true);
  return body;
}

/**
 * An xy-plane with graphs and points. A point's label goes where it covers none of the axes' numbers, no other
 * label and no dot (placePointLabel).
 */
export function plane(s: PlaneSpec): string {
  const fr = planeFrame(s);
  const room: Obstacles = { texts: [], axes: [], dots: [], curve: [] };
  let body = axisBody(s, fr, room);
  const px = (pts: readonly Pt[]) => pts.map((p) => fr.toPx(p[0], p[1]));
  for (const g of s.graphs ?? []) {
    const dash = "dashed" in g && g.dashed ? `stroke-dasharray="7 5"` : "";
    if ("segment" in g) {
      body += path(through(px(g.segment)), "#000", 2.5, `stroke-linecap="round"`);
      continue;
    }
    const f = "f" in g ? g.f : (x: number) => g.line.slope * x + g.line.intercept;
    const [a, b] = "f" in g ? [g.from ?? s.x.min, g.to ?? s.x.max] : [s.x.min, s.x.max];
    for (const run of sampleCurve(f, a, b, s.y.min, s.y.max)) {
      body += path(through(px(run)), "#000", 2.5, `stroke-linejoin="round" ${dash}`.trim());
      room.curve.push(...alongCurve(px(run)));
    }
  }
  for (const g of s.graphs ?? [])
    if ("segment" in g) room.curve.push(...alongCurve(Array.from({ length: 41 }, (_, i) => fr.toPx(...lerp(g.segment[0], g.segment[1], i / 40)))));
  for (const l of s.labels ?? []) room.texts.push(textBox(fr.toPx(l.at[0], l.at[1]), l.text, 15));
  const dots = (s.points ?? []).map((p) => fr.toPx(p.at[0], p.at[1]));
  room.dots.push(...dots.map(([x, y]) => ({ x0: x - 5, y0: y - 5, x1: x + 5, y1: y + 5 })));
  for (const [i, p] of (s.points ?? []).entries()) body += dot(dots[i]!, 4, p.open ? "#fff" : "#000");
  for (const [i, p] of (s.points ?? []).entries()) {
    if (!p.label) continue;
    const placed = placePointLabel(dots[i]!, p.label, room, fr.width, fr.height);
    room.texts.push(placed.box);
    body += label(placed.p, p.label, { size: POINT_LABEL, anchor: placed.anchor });
  }
  for (const l of s.labels ?? []) body += label(fr.toPx(l.at[0], l.at[1]), l.text, { size: 15, italic: l.italic ?? true });
  return figureSvg(s, fr.width, fr.height, body, "plane");
}
