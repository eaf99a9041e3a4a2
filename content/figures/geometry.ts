/**
 * Geometry drawings (issue 29, decision 0047): segments, polygons, circles, arcs and sectors, labelled points,
 * right-angle and tick marks, and the test's "not drawn to scale" note. A drawing is an <svg> made by
 * `figureSvg` like every other figure: named by its <title>, described in words by its <desc> (every given
 * measure), black strokes, serif letters and measures. Coordinates are in SVG units (y grows downwards).
 */
import { dot as mark, escapeText, figureSvg, label, num, PENDING_FIGURE_ID, r1, type FigureMeta, type Pt, type TextOpts } from "./svg";

/** What a drawing carries: a title and a description; the id defaults to PENDING_FIGURE_ID (a bank generator's). */
export type DrawingMeta = Omit<FigureMeta, "id"> & { id?: string };

/**
 * A geometry drawing of `width` × `height` around `body`, marked `data-chart="drawing"` like every figure of the
 * module is marked with its kind (content/rules/figure-count.ts tells the module's figures from hand-written SVG).
 */
export const drawing = (meta: DrawingMeta, width: number, height: number, body: string): string =>
  figureSvg({ ...meta, id: meta.id ?? PENDING_FIGURE_ID }, width, height, body, "drawing");

/** The test's note under a figure whose lengths and angles are not to be measured. */
export const NOT_TO_SCALE = `<p><i>Note: Figure not drawn to scale.</i></p>`;

/** A segment, 2 px wide unless `extra` sets its own stroke-width (then only that one is written). */
export const seg = (a: Pt, b: Pt, extra = "") =>
  `<line x1="${r1(a[0])}" y1="${r1(a[1])}" x2="${r1(b[0])}" y2="${r1(b[1])}" stroke="#000"${/stroke-width=/.test(extra) ? "" : ' stroke-width="2"'}${extra ? " " + extra : ""}/>`;

/** A thin segment (radii, chords and lines drawn inside a figure), 1.5 px. */
export const thin = (a: Pt, b: Pt) => seg(a, b, 'stroke-width="1.5"');

/** A dashed segment (heights, radii drawn inside a solid). */
export const dashed = (a: Pt, b: Pt) => seg(a, b, 'stroke-dasharray="5 4" stroke-width="1.5"');

export const polygon = (pts: readonly Pt[]) =>
  `<polygon points="${pts.map((p) => `${r1(p[0])},${r1(p[1])}`).join(" ")}" fill="none" stroke="#000" stroke-width="2"/>`;

/** A circle; `fill` shades its inside (e.g. "#ddd"). */
export const circle = (c: Pt, r: number, fill = "none") =>
  `<circle cx="${r1(c[0])}" cy="${r1(c[1])}" r="${r1(r)}" fill="${fill}" stroke="#000" stroke-width="2"/>`;

/**
 * A shaded region without an outline (draw its edges with polygon, seg or circle): the polygon `pts`, less the
 * inside of the circle `hole` if given (the corners of a square around an inscribed circle).
 */
export function shade(pts: readonly Pt[], hole?: { c: Pt; r: number }): string {
  let d = `${pts.map((p, i) => `${i ? "L" : "M"}${r1(p[0])} ${r1(p[1])}`).join("")}Z`;
  if (hole) {
    const [x, y, r] = [r1(hole.c[0]), r1(hole.c[1]), r1(hole.r)];
    d += `M${r1(x + r)} ${y}A${r} ${r} 0 1 0 ${r1(x - r)} ${y}A${r} ${r} 0 1 0 ${r1(x + r)} ${y}Z`;
  }
  return `<path d="${d}" fill="#bbb" fill-rule="evenodd" stroke="none"/>`;
}

/** An ellipse (the top and bottom of a cylinder). */
export const ellipse = (c: Pt, rx: number, ry: number, extra = "") =>
  `<ellipse cx="${r1(c[0])}" cy="${r1(c[1])}" rx="${r1(rx)}" ry="${r1(ry)}" fill="none" stroke="#000" stroke-width="2"${extra ? " " + extra : ""}/>`;

/** A marked point (a center, a point of tangency). */
export const point = (p: Pt) => mark(p, 2.5);

/** A letter or a measure at p (baseline), in serif type, 16 px unless `size`; `italic` for variables. */
export const text = (p: Pt, s: string, o: Pick<TextOpts, "anchor" | "size" | "italic"> = {}) => label(p, s, { size: 16, ...o, serif: true });

/**
 * A measure with its variables in italic, as the test sets "(3<i>x</i> + 10)°": every single letter standing
 * alone (not inside a word) is italic. Serif, 16 px unless `size`.
 */
export function mathText(p: Pt, s: string, o: Pick<TextOpts, "anchor" | "size"> = {}): string {
  const parts = s.split(/(?<![A-Za-z])([A-Za-z])(?![A-Za-z])/);
  if (parts.length === 1) return text(p, s, o);
  const inner = parts.map((t, i) => (i % 2 ? `<tspan font-style="italic">${t}</tspan>` : escapeText(t))).join("");
  return text(p, "", o).replace("></text>", `>${inner}</text>`);
}

const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]];
const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]];
const scale = (a: Pt, k: number): Pt => [a[0] * k, a[1] * k];
const unit = (a: Pt): Pt => {
  const l = Math.hypot(a[0], a[1]) || 1;
  return [a[0] / l, a[1] / l];
};

/** The point at distance `dist` from `from` towards `to`. */
export const toward = (from: Pt, to: Pt, dist: number): Pt => add(from, scale(unit(sub(to, from)), dist));

/** A point `dist` away from the midpoint of ab, on the side away from `away` (for side labels). */
export function sideLabelPoint(a: Pt, b: Pt, away: Pt, dist = 16): Pt {
  const mid = scale(add(a, b), 0.5);
  const d = sub(b, a);
  let n: Pt = unit([-d[1], d[0]]);
  const toAway = sub(away, mid);
  if (n[0] * toAway[0] + n[1] * toAway[1] > 0) n = scale(n, -1);
  return add(add(mid, scale(n, dist)), [0, 5]);
}

/** A label inside the angle at `v` between rays to a and b (on the bisector). */
export function angleLabelPoint(v: Pt, a: Pt, b: Pt, dist = 30): Pt {
  const bis = unit(add(unit(sub(a, v)), unit(sub(b, v))));
  return add(add(v, scale(bis, dist)), [0, 5]);
}

/** The small square that marks a right angle at v between rays to a and b. */
export function rightAngle(v: Pt, a: Pt, b: Pt, size = 12): string {
  const p = toward(v, a, size);
  const q = toward(v, b, size);
  const c = add(p, sub(q, v));
  return `<path d="M${r1(p[0])} ${r1(p[1])}L${r1(c[0])} ${r1(c[1])}L${r1(q[0])} ${r1(q[1])}" fill="none" stroke="#000" stroke-width="1.5"/>`;
}

/** Small tick marks across the middle of segment ab (equal sides carry the same number of ticks). */
export function tick(a: Pt, b: Pt, count = 1, len = 7): string {
  const d = unit(sub(b, a));
  const n: Pt = [-d[1], d[0]];
  const mid = scale(add(a, b), 0.5);
  let out = "";
  for (let i = 0; i < count; i++) {
    const c = add(mid, scale(d, (i - (count - 1) / 2) * 5));
    out += seg(add(c, scale(n, -len)), add(c, scale(n, len)), 'stroke-width="1.5"');
  }
  return out;
}

/** A shaded sector of a circle from angle a0 to a1 (degrees, counterclockwise from the positive x-axis). */
export function sector(c: Pt, r: number, a0: number, a1: number): string {
  const p = (a: number): Pt => [c[0] + r * Math.cos((a * Math.PI) / 180), c[1] - r * Math.sin((a * Math.PI) / 180)];
  const [s, e] = [p(a0), p(a1)];
  const large = a1 - a0 > 180 ? 1 : 0;
  return `<path d="M${r1(c[0])} ${r1(c[1])}L${r1(s[0])} ${r1(s[1])}A${r1(r)} ${r1(r)} 0 ${large} 0 ${r1(e[0])} ${r1(e[1])}Z" fill="#ddd" stroke="#000" stroke-width="2"/>`;
}

/**
 * The arc that marks the angle at v between the rays to a and b (the angle under 180°), of radius r; `ticks`
 * small strokes across its middle mark equal angles (one on each of two equal angles).
 */
export function angleArc(v: Pt, a: Pt, b: Pt, r = 24, ticks = 0): string {
  const ta = Math.atan2(a[1] - v[1], a[0] - v[0]);
  let delta = Math.atan2(b[1] - v[1], b[0] - v[0]) - ta;
  while (delta > Math.PI) delta -= 2 * Math.PI;
  while (delta <= -Math.PI) delta += 2 * Math.PI;
  const at = (t: number, rr = r): Pt => [v[0] + rr * Math.cos(t), v[1] + rr * Math.sin(t)];
  const [s, e] = [at(ta), at(ta + delta)];
  let out = `<path d="M${r1(s[0])} ${r1(s[1])}A${r1(r)} ${r1(r)} 0 0 ${delta > 0 ? 1 : 0} ${r1(e[0])} ${r1(e[1])}" fill="none" stroke="#000" stroke-width="1.2"/>`;
  for (let i = 0; i < ticks; i++) {
    const t = ta + delta / 2 + (i - (ticks - 1) / 2) * (4 / r);
    out += seg(at(t, r - 4), at(t, r + 4), 'stroke-width="1.2"');
  }
  return out;
}

export interface NumberLineSpec {
  /** The numbers at the ends, a tick at every `step` (default 1), each numbered. */
  min: number;
  max: number;
  step?: number;
  /** Where min and max sit, and the line's height, in SVG units. */
  x0: number;
  x1: number;
  y: number;
  /** A marked point: filled (closed, the number is included) or open (excluded). */
  point?: { at: number; closed: boolean };
  /** The solution set drawn from the point to the line's end on that side, as a heavy ray with an arrow. */
  ray?: "left" | "right";
}

/** A number line with arrows at both ends, numbered ticks, and a point or a ray of a solution set. */
export function numberLine(s: NumberLineSpec): string {
  const step = s.step ?? 1;
  const px = (v: number) => s.x0 + ((v - s.min) / (s.max - s.min)) * (s.x1 - s.x0);
  const [y, l, r] = [s.y, s.x0 - 16, s.x1 + 16];
  let out = seg([l, y], [r, y], 'stroke-width="1.5"');
  out += `<path d="M${l + 8} ${y - 5}L${l} ${y}L${l + 8} ${y + 5}M${r - 8} ${y - 5}L${r} ${y}L${r - 8} ${y + 5}" stroke="#000" stroke-width="1.5" fill="none"/>`;
  const n = Math.round((s.max - s.min) / step);
  for (let i = 0; i <= n; i++) {
    const v = Math.round((s.min + i * step) * 1e9) / 1e9;
    out += seg([px(v), y - 8], [px(v), y + 8], 'stroke-width="1.5"') + label([px(v), y + 26], num(v), { size: 13 });
  }
  if (s.point && s.ray) {
    const from = px(s.point.at);
    const dir = s.ray === "right" ? 1 : -1;
    const tip = s.ray === "right" ? r + 2 : l - 2;
    out += seg([from, y], [tip - dir * 10, y], 'stroke-width="5"');
    out += `<path d="M${r1(tip - dir * 14)} ${y - 8}L${r1(tip)} ${y}L${r1(tip - dir * 14)} ${y + 8}Z" fill="#000"/>`;
  }
  if (s.point) out += mark([px(s.point.at), y], 6, s.point.closed ? "#000" : "#fff");
  return out;
}
