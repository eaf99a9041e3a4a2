/**
 * The one way a figure becomes SVG (decision 0047): a `role="img"` drawing named by its <title> and described
 * by its <desc> (aria-labelledby / aria-describedby, ids from the figure's id), a viewBox so that it scales to
 * the width it is given (sharp at any zoom, fits a 390 px phone through `.exam-html svg { max-width: 100% }`),
 * black strokes and sans-serif numbers as on the test. Pure string building: usable by exams, the bank and
 * the authoring preview alike.
 */
export type Pt = readonly [number, number];

/** What every figure carries: a unique id (the question id and a suffix), a short title and a description. */
export interface FigureMeta {
  /** Unique on the page: the question id plus a word, e.g. `pt1-math-m1-12-plot`. */
  id: string;
  /** A short name, e.g. "Depth of water in a leaking tank over time". */
  title: string;
  /** The data in words (axes with units and ranges, the values or the trend): what a screen reader says. */
  desc: string;
}

export const r1 = (x: number) => Math.round(x * 10) / 10;
export const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
export const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** A number as the test prints it: a true minus sign, no trailing zeros. */
export function num(v: number): string {
  const s = String(Math.round(v * 1e6) / 1e6);
  return s.startsWith("-") ? `−${s.slice(1)}` : s;
}

const ID = /^[A-Za-z][\w-]{0,50}$/;

/** The <svg> element around a drawing. `chart` names the kind (bar, line, scatter, histogram, dot, box, plane). */
export function figureSvg(meta: FigureMeta, width: number, height: number, body: string, chart?: string): string {
  if (!ID.test(meta.id)) throw new Error(`figure id "${meta.id}" must be a plain word (letters, digits, - and _)`);
  if (meta.title.trim().length < 3) throw new Error(`figure ${meta.id}: a title is required`);
  if (meta.desc.trim().split(/\s+/).length < 12) throw new Error(`figure ${meta.id}: the description must state the data in words (12 words at least)`);
  const t = `${meta.id}-title`;
  const d = `${meta.id}-desc`;
  const kind = chart ? ` data-chart="${chart}"` : "";
  return (
    `<svg role="img" aria-labelledby="${t}" aria-describedby="${d}"${kind} viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="${t}">${escapeText(meta.title)}</title><desc id="${d}">${escapeText(meta.desc)}</desc>${body}</svg>`
  );
}

/**
 * The id of a figure drawn before its question has one (a bank generator draws its stem before the seed names
 * the question): `withFigureIds` turns it into the question's id, so that ids stay unique on a page.
 */
export const PENDING_FIGURE_ID = "pendingfig";

/** The figures of `html` drawn with PENDING_FIGURE_ID (or PENDING_FIGURE_ID-suffix), named after `questionId`. */
export const withFigureIds = (html: string, questionId: string) =>
  html.replace(new RegExp(`\\b(id|aria-labelledby|aria-describedby)="${PENDING_FIGURE_ID}`, "g"), `$1="${questionId}-fig`);

export interface TextOpts {
  anchor?: "start" | "middle" | "end";
  size?: number;
  italic?: boolean;
  rotate?: number;
  bold?: boolean;
  /** Serif type, for the letters and measures of a geometry drawing (default sans-serif, for numbers on axes). */
  serif?: boolean;
}

/** A label at p (baseline). */
export function label(p: Pt, s: string, o: TextOpts = {}): string {
  const [x, y] = [r1(p[0]), r1(p[1])];
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${o.serif ? "serif" : "sans-serif"}"`,
    `font-size="${o.size ?? 12}"`,
    `text-anchor="${o.anchor ?? "middle"}"`,
    o.italic ? `font-style="italic"` : "",
    o.bold ? `font-weight="bold"` : "",
    o.rotate ? `transform="rotate(${o.rotate} ${x} ${y})"` : "",
  ].filter(Boolean);
  return `<text ${attrs.join(" ")}>${escapeText(s)}</text>`;
}

/** A path from "M…" data. */
export const path = (d: string, stroke = "#000", width = 1.5, extra = "") =>
  `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="none"${extra ? " " + extra : ""}/>`;

export const dot = (p: Pt, r = 3.5, fill = "#000") => `<circle cx="${r1(p[0])}" cy="${r1(p[1])}" r="${r}" fill="${fill}" stroke="#000" stroke-width="1.5"/>`;

/** The polyline data through points, as "M x y L x y …". */
export const through = (pts: readonly Pt[]) => pts.map((p, i) => `${i ? "L" : "M"}${r1(p[0])} ${r1(p[1])}`).join("");
