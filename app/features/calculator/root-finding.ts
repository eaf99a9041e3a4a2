/**
 * Finding points on curves numerically: zeros of a function on an interval (bracketed on a
 * sample grid, refined by bisection, sign changes across poles such as 1/x or tan x rejected),
 * zeros where a curve only touches the axis, local minima and maxima (golden-section search),
 * and intersections of two functions.
 */

export type Fn = (t: number) => number;

const SAMPLES = 600;
const MAX_PER_KIND = 60;

function grid(fn: Fn, min: number, max: number, samples: number) {
  const ts = new Float64Array(samples + 1);
  const vs = new Float64Array(samples + 1);
  for (let i = 0; i <= samples; i++) {
    ts[i] = min + ((max - min) * i) / samples;
    const v = fn(ts[i]);
    vs[i] = Number.isFinite(v) ? v : Number.NaN;
  }
  return { ts, vs };
}

export function bisect(fn: Fn, a: number, fa: number, b: number): number {
  for (let i = 0; i < 100; i++) {
    const m = (a + b) / 2;
    if (m <= a || m >= b) break;
    const fm = fn(m);
    if (fm === 0) return m;
    if (fm > 0 === fa > 0) {
      a = m;
      fa = fm;
    } else b = m;
  }
  return (a + b) / 2;
}

function dedupe(values: number[], tolerance: number): number[] {
  const sorted = [...values].sort((p, q) => p - q);
  return sorted.filter((value, index) => index === 0 || value - sorted[index - 1] > tolerance);
}

/** Extremum of fn on [a, b] by golden-section search (sign = 1: minimum, -1: maximum). */
function goldenSection(fn: Fn, a: number, b: number, sign: 1 | -1): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let c = b - ratio * (b - a);
  let d = a + ratio * (b - a);
  let fc = sign * fn(c);
  let fd = sign * fn(d);
  for (let i = 0; i < 100 && Math.abs(b - a) > 1e-12 * Math.max(1, Math.abs(a)); i++) {
    if (fc < fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - ratio * (b - a);
      fc = sign * fn(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + ratio * (b - a);
      fd = sign * fn(d);
    }
  }
  return (a + b) / 2;
}

/** True where fn is smooth around t (no pole or jump hiding next to it). */
function isSmoothAt(fn: Fn, t: number, span: number): boolean {
  const value = fn(t);
  const h = span * 1e-6;
  const left = fn(t - h);
  const right = fn(t + h);
  if (![value, left, right].every(Number.isFinite) || Math.abs(value) > 1e12) return false;
  return Math.abs(left - value) + Math.abs(right - value) < 1e-3 * (1 + Math.abs(value));
}

export type Extremum = { x: number; y: number; kind: "minimum" | "maximum" };

/** Local minima and maxima of fn inside (min, max). */
export function findExtrema(fn: Fn, min: number, max: number, samples = SAMPLES): Extremum[] {
  const { ts, vs } = grid(fn, min, max, samples);
  const found: Extremum[] = [];
  for (let i = 1; i < samples && found.length < MAX_PER_KIND * 2; i++) {
    const [prev, here, next] = [vs[i - 1], vs[i], vs[i + 1]];
    if (Number.isNaN(prev) || Number.isNaN(here) || Number.isNaN(next)) continue;
    // Walk over a plateau of equal values: only a strict turn counts.
    const isMin = here < prev && here <= next && !(here === next && !(vs[i + 2] > here));
    const isMax = here > prev && here >= next && !(here === next && !(vs[i + 2] < here));
    if (!isMin && !isMax) continue;
    const kind = isMin ? "minimum" : "maximum";
    const x = goldenSection(fn, ts[i - 1], ts[i + 1], isMin ? 1 : -1);
    if (!isSmoothAt(fn, x, max - min)) continue;
    found.push({ x, y: fn(x), kind });
  }
  return found;
}

/** Zeros of fn inside [min, max]: sign changes refined by bisection, and touching zeros. */
export function findRoots(fn: Fn, min: number, max: number, samples = SAMPLES): number[] {
  const { ts, vs } = grid(fn, min, max, samples);
  const roots: number[] = [];
  const span = max - min;
  for (let i = 0; i <= samples && roots.length < MAX_PER_KIND; i++) {
    if (vs[i] === 0) {
      roots.push(ts[i]);
      continue;
    }
    if (i === samples || Number.isNaN(vs[i]) || Number.isNaN(vs[i + 1]) || vs[i + 1] === 0) continue;
    if (vs[i] > 0 === vs[i + 1] > 0) continue;
    const root = bisect(fn, ts[i], vs[i], ts[i + 1]);
    // A pole also changes sign (1/x at 0): there the value is large, not zero.
    if (Math.abs(fn(root)) < 1e-6 * (1 + Math.abs(vs[i]) + Math.abs(vs[i + 1]))) roots.push(root);
  }
  // Zeros where the curve only touches the axis (y = x² at 0).
  for (const extremum of findExtrema(fn, min, max, samples)) {
    if (Math.abs(extremum.y) < 1e-9) roots.push(extremum.x);
  }
  return dedupe(roots, span * 1e-7);
}

/** Points where y = f(x) and y = g(x) meet inside [min, max]. */
export function findIntersections(f: Fn, g: Fn, min: number, max: number, samples = SAMPLES): Array<{ x: number; y: number }> {
  const difference = (x: number) => f(x) - g(x);
  return findRoots(difference, min, max, samples)
    .map((x) => ({ x, y: f(x) }))
    .filter((point) => Number.isFinite(point.y) && Number.isFinite(g(point.x)));
}
