/**
 * Inline SVG figures for generated questions, built from the parameters: a text alternative
 * (role="img", aria-label, and a <desc> with the same words), black strokes, serif labels as in the
 * exams' figures. Coordinates are in SVG units (y grows downwards).
 */
export type Pt = readonly [number, number];

const r1 = (x: number) => Math.round(x * 10) / 10;
const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The figure: `label` is what a screen reader says (every given measure in words). */
export function svg(width: number, height: number, label: string, body: string): string {
  return `<svg role="img" aria-label="${escapeAttr(label)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><desc>${escapeText(label)}</desc>${body}</svg>`;
}

export const NOT_TO_SCALE = `<p><i>Note: Figure not drawn to scale.</i></p>`;

export const seg = (a: Pt, b: Pt, extra = "") =>
  `<line x1="${r1(a[0])}" y1="${r1(a[1])}" x2="${r1(b[0])}" y2="${r1(b[1])}" stroke="#000" stroke-width="2"${extra ? " " + extra : ""}/>`;

export const polygon = (pts: readonly Pt[]) =>
  `<polygon points="${pts.map((p) => `${r1(p[0])},${r1(p[1])}`).join(" ")}" fill="none" stroke="#000" stroke-width="2"/>`;

export const circle = (c: Pt, r: number) => `<circle cx="${r1(c[0])}" cy="${r1(c[1])}" r="${r1(r)}" fill="none" stroke="#000" stroke-width="2"/>`;

export const dot = (p: Pt) => `<circle cx="${r1(p[0])}" cy="${r1(p[1])}" r="3" fill="#000"/>`;

/** A label at p; `italic` for variables. */
export function text(p: Pt, s: string, opts: { italic?: boolean; anchor?: "start" | "middle" | "end"; size?: number } = {}): string {
  const anchor = opts.anchor ?? "middle";
  return `<text x="${r1(p[0])}" y="${r1(p[1])}" font-family="serif" font-size="${opts.size ?? 16}" text-anchor="${anchor}"${opts.italic ? ' font-style="italic"' : ""}>${escapeText(s)}</text>`;
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

/** An HTML table with a caption, column headers and rows (first cell of a row as its header when rowHeaders). */
export function table(caption: string, head: readonly string[], rows: readonly (readonly (string | number)[])[], rowHeaders = false): string {
  const th = head.map((h) => `<th scope="col">${h}</th>`).join("");
  const body = rows.map((row) => `<tr>${row.map((c, i) => (i === 0 && rowHeaders ? `<th scope="row">${c}</th>` : `<td>${c}</td>`)).join("")}</tr>`).join("\n");
  return `<table>\n${caption ? `<caption>${caption}</caption>\n` : ""}<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

/**
 * An xy-plane with a square grid from -n to n on both axes (1 unit = `u` px), axes labelled x and y,
 * tick numbers every `every` units. `toPx` maps a point to SVG coordinates; `body` adds curves on top.
 */
export function grid(n: number, u = 20, every = 2) {
  const pad = 26;
  const size = 2 * n * u + 2 * pad;
  const toPx = (x: number, y: number): Pt => [pad + (x + n) * u, pad + (n - y) * u];
  const lines: string[] = [];
  for (let i = -n; i <= n; i++) {
    const [x] = toPx(i, 0);
    const [, y] = toPx(0, i);
    lines.push(`M${x} ${pad}V${size - pad}`, `M${pad} ${y}H${size - pad}`);
  }
  const [ox, oy] = toPx(0, 0);
  let g = `<path d="${lines.join("")}" stroke="#ccc" stroke-width="1" fill="none"/>`;
  g += `<path d="M${pad - 6} ${oy}H${size - pad + 6}M${ox} ${pad - 6}V${size - pad + 6}" stroke="#000" stroke-width="1.5" fill="none"/>`;
  const ticks: string[] = [];
  for (let i = -n; i <= n; i += every) {
    if (i === 0) continue;
    const [tx] = toPx(i, 0);
    const [, ty] = toPx(0, i);
    ticks.push(`<text x="${tx}" y="${oy + 14}" text-anchor="middle">${i < 0 ? "−" + -i : i}</text>`);
    ticks.push(`<text x="${ox - 4}" y="${ty + 4}" text-anchor="end">${i < 0 ? "−" + -i : i}</text>`);
  }
  g += `<g font-family="sans-serif" font-size="11">${ticks.join("")}</g>`;
  g += text([size - pad + 14, oy + 5], "x", { italic: true }) + text([ox, pad - 10], "y", { italic: true });
  return { size, toPx, body: g };
}

/** The part of the line y = m x + b inside the square [-n, n]², as two points (or null when it misses). */
export function clipLine(mSlope: number, b: number, n: number): [Pt, Pt] | null {
  const pts: Pt[] = [];
  const push = (p: Pt) => {
    if (Math.abs(p[0]) <= n + 1e-9 && Math.abs(p[1]) <= n + 1e-9 && !pts.some((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) < 1e-9)) pts.push(p);
  };
  push([-n, -mSlope * n + b]);
  push([n, mSlope * n + b]);
  if (mSlope !== 0) {
    push([(-n - b) / mSlope, -n]);
    push([(n - b) / mSlope, n]);
  }
  return pts.length >= 2 ? [pts[0]!, pts[1]!] : null;
}

/** A small tick mark across the middle of segment ab (equal sides carry the same number of ticks). */
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

/** A dashed segment (heights, radii drawn inside a solid). */
export const dashed = (a: Pt, b: Pt) => seg(a, b, 'stroke-dasharray="5 4" stroke-width="1.5"');

/** An ellipse (the top and bottom of a cylinder). */
export const ellipse = (c: Pt, rx: number, ry: number, extra = "") =>
  `<ellipse cx="${r1(c[0])}" cy="${r1(c[1])}" rx="${r1(rx)}" ry="${r1(ry)}" fill="none" stroke="#000" stroke-width="2"${extra ? " " + extra : ""}/>`;

/** A filled sector of a circle from angle a0 to a1 (degrees, counterclockwise from the positive x-axis, SVG y down). */
export function sector(c: Pt, r: number, a0: number, a1: number): string {
  const p = (a: number): Pt => [c[0] + r * Math.cos((a * Math.PI) / 180), c[1] - r * Math.sin((a * Math.PI) / 180)];
  const [s, e] = [p(a0), p(a1)];
  const large = a1 - a0 > 180 ? 1 : 0;
  return `<path d="M${r1(c[0])} ${r1(c[1])}L${r1(s[0])} ${r1(s[1])}A${r1(r)} ${r1(r)} 0 ${large} 0 ${r1(e[0])} ${r1(e[1])}Z" fill="#ddd" stroke="#000" stroke-width="2"/>`;
}
