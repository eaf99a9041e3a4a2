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

function axisBody(s: PlaneSpec, fr: Omit<Frame, "body">): string {
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
  const xe = s.x.labelEvery ?? 2 * xs;
  const ye = s.y.labelEvery ?? 2 * ys;
  for (const v of ticks(s.x.min, s.x.max, xs)) {
    if (v === 0 || Math.abs(v / xe - Math.round(v / xe)) > 1e-6) continue;
    body += label([fr.toPx(v, 0)[0], oy + 15], num(v), { size: 11 });
  }
  for (const v of ticks(s.y.min, s.y.max, ys)) {
    if (v === 0 || Math.abs(v / ye - Math.round(v / ye)) > 1e-6) continue;
    body += label([ox - 5, fr.toPx(0, v)[1] + 4], num(v), { size: 11, anchor: "end" });
  }
  if (s.x.min <= 0 && s.y.min <= 0) body += label([ox - 5, oy + 15], "O", { size: 11, anchor: "end", italic: true });
  body += label([r + 4, oy + 4], "x", { size: 15, italic: true, anchor: "start" });
  body += label([ox + 8, t + 4], "y", { size: 15, italic: true, anchor: "start" });
  return body;
}

/** An xy-plane with graphs and points. */
export function plane(s: PlaneSpec): string {
  const fr = planeFrame(s);
  let body = axisBody(s, fr);
  const px = (pts: readonly Pt[]) => pts.map((p) => fr.toPx(p[0], p[1]));
  for (const g of s.graphs ?? []) {
    const dash = "dashed" in g && g.dashed ? `stroke-dasharray="7 5"` : "";
    if ("segment" in g) {
      body += path(through(px(g.segment)), "#000", 2.5, `stroke-linecap="round"`);
      continue;
    }
    const f = "f" in g ? g.f : (x: number) => g.line.slope * x + g.line.intercept;
    const [a, b] = "f" in g ? [g.from ?? s.x.min, g.to ?? s.x.max] : [s.x.min, s.x.max];
    for (const run of sampleCurve(f, a, b, s.y.min, s.y.max)) body += path(through(px(run)), "#000", 2.5, `stroke-linejoin="round" ${dash}`.trim());
  }
  for (const p of s.points ?? []) {
    const at = fr.toPx(p.at[0], p.at[1]);
    body += dot(at, 4, p.open ? "#fff" : "#000");
    if (p.label) body += label([at[0] + 7, at[1] - 7], p.label, { size: 13, anchor: "start" });
  }
  for (const l of s.labels ?? []) body += label(fr.toPx(l.at[0], l.at[1]), l.text, { size: 15, italic: l.italic ?? true });
  return figureSvg(s, fr.width, fr.height, body, "plane");
}
