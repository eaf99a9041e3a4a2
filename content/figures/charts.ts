/**
 * Data displays on box axes: scatterplots (with a line of best fit), line graphs, bar graphs and histograms.
 */
import { frame, tickText, type Axis, type FrameOptions } from "./axes";
import { dot, figureSvg, label, path, r1, through, type FigureMeta, type Pt } from "./svg";

interface ChartSpec extends FigureMeta, Pick<FrameOptions, "width" | "height"> {
  x: Axis;
  y: Axis;
}

/** The part of y = m x + b inside [x0, x1] × [y0, y1]. */
function clipLine(m: number, b: number, x: Axis, y: Axis): [Pt, Pt] | null {
  const pts: Pt[] = [];
  const push = (p: Pt) => {
    const ok = p[0] >= x.min - 1e-9 && p[0] <= x.max + 1e-9 && p[1] >= y.min - 1e-9 && p[1] <= y.max + 1e-9;
    if (ok && !pts.some((q) => Math.abs(q[0] - p[0]) < 1e-9)) pts.push(p);
  };
  push([x.min, m * x.min + b]);
  push([x.max, m * x.max + b]);
  if (m !== 0) {
    push([(y.min - b) / m, y.min]);
    push([(y.max - b) / m, y.max]);
  }
  pts.sort((p, q) => p[0] - q[0]);
  return pts.length >= 2 ? [pts[0]!, pts[pts.length - 1]!] : null;
}

export interface ScatterSpec extends ChartSpec {
  points: readonly Pt[];
  /** A line of best fit y = slope·x + intercept, drawn across the window. */
  fit?: { slope: number; intercept: number };
  /** A second group drawn with open circles; with it, `names` labels the two groups in a legend. */
  openPoints?: readonly Pt[];
  names?: readonly [string, string];
  /** A dashed reference line such as y = x (equal values), drawn across the window. */
  reference?: { slope: number; intercept: number };
}

export function scatterPlot(s: ScatterSpec): string {
  const fr = frame(s.x, s.y, s);
  let body = fr.body;
  const across = (l: { slope: number; intercept: number }, extra: string) => {
    const seg = clipLine(l.slope, l.intercept, s.x, s.y);
    return seg ? path(through(seg.map((p) => fr.toPx(p[0], p[1]))), "#000", 2, extra) : "";
  };
  if (s.fit) body += across(s.fit, "");
  if (s.reference) body += across(s.reference, 'stroke-dasharray="7 5"');
  body += s.points.map((p) => dot(fr.toPx(p[0], p[1]))).join("");
  body += (s.openPoints ?? []).map((p) => dot(fr.toPx(p[0], p[1]), 3.5, "#fff")).join("");
  if (!s.names) return figureSvg(s, fr.width, fr.height, body, "scatter");
  const y = fr.height + 8;
  const slot = (fr.right - fr.left) / 2;
  s.names.forEach((name, j) => {
    body += dot([fr.left + j * slot + 6, y], 3.5, j ? "#fff" : "#000");
    body += label([fr.left + j * slot + 16, y + 4], name, { anchor: "start" });
  });
  return figureSvg(s, fr.width, fr.height + 22, body, "scatter");
}

export interface LineGraphSpec extends ChartSpec {
  /** One or more series; with two or more, each carries a name, shown in a legend under the chart. */
  series: readonly {
    points: readonly Pt[];
    name?: string;
    dashed?: boolean;
    /** Dots at the data points (default true; false for the graph of a model). */ marks?: boolean;
    /** The connecting line (default true; false for marked points on a curve drawn by another series). */ line?: boolean;
  }[];
}

export function lineGraph(s: LineGraphSpec): string {
  const fr = frame(s.x, s.y, s);
  let body = fr.body;
  for (const ser of s.series) {
    const px = ser.points.map((p) => fr.toPx(p[0], p[1]));
    const dash = ser.dashed ? ' stroke-dasharray="7 5"' : "";
    if (ser.line !== false)
      body += `<polyline points="${px.map((p) => `${r1(p[0])},${r1(p[1])}`).join(" ")}" fill="none" stroke="#000" stroke-width="2"${dash}/>`;
    if (ser.marks !== false) body += px.map((p) => dot(p, 3.5, ser.dashed ? "#fff" : "#000")).join("");
  }
  // A legend row under the chart when series are named: a sample of each line and its name.
  const named = s.series.filter((x) => x.name);
  if (!named.length) return figureSvg(s, fr.width, fr.height, body, "line");
  const y = fr.height + 8;
  const slot = (fr.right - fr.left) / named.length;
  named.forEach((ser, i) => {
    const x0 = fr.left + i * slot;
    body += `<line x1="${r1(x0)}" y1="${y}" x2="${r1(x0 + 28)}" y2="${y}" stroke="#000" stroke-width="2"${ser.dashed ? ' stroke-dasharray="7 5"' : ""}/>`;
    body += dot([x0 + 14, y], 3.5, ser.dashed ? "#fff" : "#000");
    body += label([x0 + 36, y + 4], ser.name!, { anchor: "start" });
  });
  return figureSvg(s, fr.width, fr.height + 22, body, "line");
}

export interface BarGraphSpec extends FigureMeta, Pick<FrameOptions, "width" | "height"> {
  /** The category axis: its title. */
  xLabel: string;
  y: Axis;
  /** One bar per category; or, with `series`, one bar per series in each category (`values` in series order). */
  bars: readonly { label: string; value?: number; values?: readonly number[] }[];
  /** Names of the series of a grouped bar graph, shown in a legend under the chart. */
  series?: readonly string[];
  /** Each bar's value printed above it (with `valueSuffix`, e.g. "%"), when the question needs exact values. */
  showValues?: boolean;
  valueSuffix?: string;
}

const FILLS = ["#555", "#fff", "#aaa"];

export function barGraph(s: BarGraphSpec): string {
  const n = s.bars.length;
  const k = s.series?.length ?? 1;
  const fr = frame({ label: s.xLabel, min: 0, max: n, step: 1 }, s.y, { ...s, noXGrid: true, noXNumbers: true });
  let body = fr.body;
  s.bars.forEach((b, i) => {
    const values = s.series ? (b.values ?? []) : [b.value ?? 0];
    values.forEach((v, j) => {
      const [x0, y0] = fr.toPx(i + 0.15 + (0.7 * j) / k, v);
      const [x1, base] = fr.toPx(i + 0.15 + (0.7 * (j + 1)) / k, s.y.min);
      body += `<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(x1 - x0)}" height="${r1(base - y0)}" fill="${s.series ? FILLS[j % FILLS.length] : "#777"}" stroke="#000" stroke-width="1.5"/>`;
      if (s.showValues) body += label([(x0 + x1) / 2, y0 - 4], `${tickText(s.y, v)}${s.valueSuffix ?? ""}`, { size: 11 });
    });
    body += label([fr.toPx(i + 0.5, 0)[0], fr.bottom + 18], b.label);
  });
  if (!s.series) return figureSvg(s, fr.width, fr.height, body, "bar");
  const y = fr.height + 8;
  const slot = (fr.right - fr.left) / k;
  s.series.forEach((name, j) => {
    const x0 = fr.left + j * slot;
    body += `<rect x="${r1(x0)}" y="${y - 6}" width="14" height="12" fill="${FILLS[j % FILLS.length]}" stroke="#000" stroke-width="1.5"/>`;
    body += label([x0 + 20, y + 4], name, { anchor: "start" });
  });
  return figureSvg(s, fr.width, fr.height + 22, body, "bar");
}

export interface HistogramSpec extends ChartSpec {
  /** Adjacent intervals [from, to) with their frequencies. */
  bins: readonly { from: number; to: number; count: number }[];
}

export function histogram(s: HistogramSpec): string {
  const fr = frame(s.x, s.y, { ...s, noXGrid: true });
  let body = fr.body;
  for (const b of s.bins) {
    const [x0, y0] = fr.toPx(b.from, b.count);
    const [x1, base] = fr.toPx(b.to, s.y.min);
    body += `<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(x1 - x0)}" height="${r1(base - y0)}" fill="#999" stroke="#000" stroke-width="1.5"/>`;
  }
  return figureSvg(s, fr.width, fr.height, body, "histogram");
}
