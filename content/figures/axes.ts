/**
 * Scales and axes. `frame` draws a chart's box axes (left and bottom, as a data display on the test: axis
 * titles with units, tick numbers, light gridlines); `plane` in plane.ts draws the xy-plane through the origin.
 */
import { label, num, path, r1, type Pt } from "./svg";

export interface Axis {
  /** The axis title with its unit, e.g. "Time (hours)". */
  label: string;
  min: number;
  max: number;
  /** Gridline spacing. */
  step: number;
  /** Numbers every `labelEvery` units (default: every gridline). */
  labelEvery?: number;
  /** Numbers with a thousands separator, as the test prints 4,000 (not for years). */
  thousands?: boolean;
  /** Tick labels that are not numbers (clock times, category names): the label of each tick value. */
  ticks?: Readonly<Record<number, string>>;
}

/** A tick number of an axis. */
export const tickText = (a: Pick<Axis, "thousands" | "ticks">, v: number) =>
  a.ticks ? (a.ticks[v] ?? "") : a.thousands ? num(v).replace(/\B(?=(\d{3})+(?!\d))/g, ",") : num(v);

/** The values min, min + step, … up to max (without floating drift). */
export function ticks(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  const n = Math.round((max - min) / step);
  for (let i = 0; i <= n; i++) out.push(Math.round((min + i * step) * 1e9) / 1e9);
  return out;
}

/** A linear map from [d0, d1] onto [r0, r1]. */
export const linear = (d0: number, d1: number, r0: number, r1_: number) => (v: number) => r0 + ((v - d0) / (d1 - d0)) * (r1_ - r0);

const onEvery = (v: number, min: number, every: number) => Math.abs((v - min) / every - Math.round((v - min) / every)) < 1e-6;

export interface Frame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  toPx: (x: number, y: number) => Pt;
  /** Grid, axes, tick numbers and axis titles. */
  body: string;
}

export interface FrameOptions {
  width?: number;
  height?: number;
  /** No vertical gridlines (bar graphs, histograms, dot plots). */
  noXGrid?: boolean;
  /** No horizontal axis numbers (a category axis draws its own). */
  noXNumbers?: boolean;
}

/** Left and bottom axes with gridlines, numbers and titles. */
export function frame(x: Axis, y: Axis, o: FrameOptions = {}): Frame {
  const width = o.width ?? 400;
  const height = o.height ?? 300;
  const yDigits = Math.max(...ticks(y.min, y.max, y.step).map((v) => tickText(y, v).length));
  const left = 34 + 7 * yDigits;
  const [top, right, bottom] = [14, width - 16, height - 46];
  const sx = linear(x.min, x.max, left, right);
  const sy = linear(y.min, y.max, bottom, top);
  const toPx = (a: number, b: number): Pt => [sx(a), sy(b)];
  const grid: string[] = [];
  if (!o.noXGrid) for (const v of ticks(x.min, x.max, x.step)) grid.push(`M${r1(sx(v))} ${top}V${bottom}`);
  for (const v of ticks(y.min, y.max, y.step)) grid.push(`M${left} ${r1(sy(v))}H${right}`);
  let body = path(grid.join(""), "#bbb", 1);
  body += path(`M${left} ${top}V${bottom}H${right}`, "#000", 1.5);
  const marks: string[] = [];
  if (!o.noXNumbers) {
    for (const v of ticks(x.min, x.max, x.step)) {
      marks.push(`M${r1(sx(v))} ${bottom}V${bottom + 5}`);
      if (onEvery(v, x.min, x.labelEvery ?? x.step)) body += label([sx(v), bottom + 18], tickText(x, v));
    }
  }
  for (const v of ticks(y.min, y.max, y.step)) {
    marks.push(`M${left - 5} ${r1(sy(v))}H${left}`);
    if (onEvery(v, y.min, y.labelEvery ?? y.step)) body += label([left - 8, sy(v) + 4], tickText(y, v), { anchor: "end" });
  }
  body += path(marks.join(""), "#000", 1.5);
  body += label([(left + right) / 2, height - 8], x.label, { size: 13 });
  body += label([16, (top + bottom) / 2], y.label, { size: 13, rotate: -90 });
  return { width, height, left, right, top, bottom, toPx, body };
}
