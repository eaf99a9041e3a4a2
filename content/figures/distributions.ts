/**
 * One-variable displays on a number line: dot plots (a dot per value, stacked) and box plots (one or more
 * rows, each the five-number summary).
 */
import { ticks, linear, type Axis } from "./axes";
import { dot, figureSvg, label, num, path, r1, type FigureMeta } from "./svg";

function numberLine(x: Axis, width: number, y: number, left: number, right: number) {
  const sx = linear(x.min, x.max, left, right);
  const marks: string[] = [];
  let body = "";
  for (const v of ticks(x.min, x.max, x.step)) {
    const numbered = Math.abs((v - x.min) / (x.labelEvery ?? x.step) - Math.round((v - x.min) / (x.labelEvery ?? x.step))) < 1e-6;
    marks.push(`M${r1(sx(v))} ${y}V${y + (numbered ? 8 : 5)}`);
    if (numbered) body += label([sx(v), y + 22], num(v));
  }
  body = path(`M${left - 8} ${y}H${right + 8}${marks.join("")}`, "#000", 1.5) + body;
  body += label([width / 2, y + 42], x.label, { size: 13 });
  return { sx, body };
}

export interface DotPlotSpec extends FigureMeta {
  x: Axis;
  /** Each value once per data point (repeats stack). */
  values: readonly number[];
  width?: number;
}

export function dotPlot(s: DotPlotSpec): string {
  const width = s.width ?? 400;
  const counts = new Map<number, number>();
  for (const v of s.values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const gap = 16;
  const base = 20 + most * gap;
  const height = base + 52;
  const line = numberLine(s.x, width, base, 30, width - 30);
  let body = line.body;
  for (const [v, c] of counts) for (let i = 0; i < c; i++) body += dot([line.sx(v), base - 10 - i * gap], 6);
  return figureSvg(s, width, height, body, "dot");
}

export interface BoxPlotSpec extends FigureMeta {
  x: Axis;
  /** One row per data set: [minimum, first quartile, median, third quartile, maximum]. */
  boxes: readonly { five: readonly [number, number, number, number, number]; name?: string }[];
  width?: number;
}

export function boxPlot(s: BoxPlotSpec): string {
  const width = s.width ?? 400;
  const named = s.boxes.some((b) => b.name);
  const left = named ? 90 : 30;
  const row = 56;
  const base = 16 + row * s.boxes.length;
  const height = base + 52;
  const line = numberLine(s.x, width, base, left, width - 30);
  let body = line.body;
  s.boxes.forEach((b, i) => {
    const cy = 14 + row * i + row / 2;
    const [mn, q1, md, q3, mx] = b.five.map(line.sx) as [number, number, number, number, number];
    const h = 16;
    body += path(
      `M${r1(mn)} ${r1(cy)}H${r1(q1)}M${r1(q3)} ${r1(cy)}H${r1(mx)}M${r1(mn)} ${r1(cy - h / 2)}V${r1(cy + h / 2)}M${r1(mx)} ${r1(cy - h / 2)}V${r1(cy + h / 2)}`,
      "#000",
      2,
    );
    body += `<rect x="${r1(q1)}" y="${r1(cy - h)}" width="${r1(q3 - q1)}" height="${2 * h}" fill="#fff" stroke="#000" stroke-width="2"/>`;
    body += path(`M${r1(md)} ${r1(cy - h)}V${r1(cy + h)}`, "#000", 2.5);
    if (b.name) body += label([left - 14, cy + 4], b.name, { anchor: "end", size: 13 });
  });
  return figureSvg(s, width, height, body, "box");
}
