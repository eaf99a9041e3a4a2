/**
 * Adaptive sampling of a curve v = f(t) over the visible range, split into segments wherever
 * the function is undefined or jumps (poles such as tan(x) at π/2 or 1/x at 0, steps of
 * floor(x)), so that no line is drawn across an asymptote. Works for y = f(x) (t = x, v = y)
 * and x = g(y) (t = y, v = x).
 */

export type SampleRange = {
  /** Parameter range (x for y = f(x)). */
  min: number;
  max: number;
  /** Visible value range (y for y = f(x)). */
  valueMin: number;
  valueMax: number;
  /** Pixels along the parameter axis and the value axis. */
  pixels: number;
  valuePixels: number;
};

/** A run of points [t, v] to be joined by straight lines. */
export type Segment = Array<[number, number]>;

const MAX_DEPTH = 10;
const EVALUATION_BUDGET = 60_000;

type Sampler = {
  fn: (t: number) => number;
  segments: Segment[];
  current: Segment;
  evaluations: number;
  /** Value units per pixel. */
  unit: number;
  valueMin: number;
  valueMax: number;
};

function evaluate(sampler: Sampler, t: number): number {
  sampler.evaluations++;
  const value = sampler.fn(t);
  return Number.isFinite(value) ? value : Number.NaN;
}

function push(sampler: Sampler, t: number, v: number) {
  const last = sampler.current[sampler.current.length - 1];
  if (last && last[0] === t) return;
  sampler.current.push([t, v]);
}

function cut(sampler: Sampler) {
  if (sampler.current.length > 0) sampler.segments.push(sampler.current);
  sampler.current = [];
}

/** Walks from a defined point towards an undefined one; returns the last defined point. */
function approachEdge(sampler: Sampler, tDefined: number, vDefined: number, tUndefined: number): [number, number] {
  let a = tDefined;
  let va = vDefined;
  let b = tUndefined;
  for (let i = 0; i < 40; i++) {
    const m = (a + b) / 2;
    if (m === a || m === b) break;
    const vm = evaluate(sampler, m);
    if (Number.isNaN(vm)) b = m;
    else {
      a = m;
      va = vm;
    }
  }
  return [a, va];
}

/**
 * Narrows an interval with a large jump. A continuous function's jump shrinks with the
 * interval; a discontinuity's does not. Returns the points on each side, or null.
 */
export function findDiscontinuity(
  fn: (t: number) => number,
  t0: number,
  v0: number,
  t1: number,
  v1: number,
  tolerance: number,
): { left: [number, number]; right: [number, number] } | null {
  let a = t0;
  let va = v0;
  let b = t1;
  let vb = v1;
  for (let i = 0; i < 80; i++) {
    const m = (a + b) / 2;
    if (m <= a || m >= b) break;
    const vm = fn(m);
    if (!Number.isFinite(vm)) return { left: [a, va], right: [b, vb] };
    if (Math.abs(vm - va) >= Math.abs(vb - vm)) {
      b = m;
      vb = vm;
    } else {
      a = m;
      va = vm;
    }
    if (Math.abs(vb - va) < tolerance) return null;
  }
  return Math.abs(vb - va) < tolerance ? null : { left: [a, va], right: [b, vb] };
}

function refine(sampler: Sampler, t0: number, v0: number, t1: number, v1: number, depth: number) {
  const defined0 = !Number.isNaN(v0);
  const defined1 = !Number.isNaN(v1);
  if (!defined0 && !defined1) {
    cut(sampler);
    return;
  }
  if (defined0 && !defined1) {
    const [t, v] = approachEdge(sampler, t0, v0, t1);
    push(sampler, t, v);
    cut(sampler);
    return;
  }
  if (!defined0 && defined1) {
    cut(sampler);
    const [t, v] = approachEdge(sampler, t1, v1, t0);
    push(sampler, t, v);
    return;
  }
  const { valueMin, valueMax, unit } = sampler;
  // Both ends beyond the same edge of the view: nothing visible to refine.
  if ((v0 > valueMax && v1 > valueMax) || (v0 < valueMin && v1 < valueMin)) return;

  const tm = (t0 + t1) / 2;
  const vm = evaluate(sampler, tm);
  if (Number.isNaN(vm)) {
    refine(sampler, t0, v0, tm, vm, depth + 1);
    refine(sampler, tm, vm, t1, v1, depth + 1);
    return;
  }
  const bend = Math.abs(vm - (v0 + v1) / 2);
  const canRefine = depth < MAX_DEPTH && sampler.evaluations < EVALUATION_BUDGET;
  if (canRefine && bend > unit * 0.5) {
    refine(sampler, t0, v0, tm, vm, depth + 1);
    push(sampler, tm, vm);
    refine(sampler, tm, vm, t1, v1, depth + 1);
    return;
  }
  if (Math.abs(v1 - v0) > unit * 2) {
    const jump = findDiscontinuity((t) => evaluate(sampler, t), t0, v0, t1, v1, unit * 0.5);
    if (jump) {
      push(sampler, jump.left[0], jump.left[1]);
      cut(sampler);
      push(sampler, jump.right[0], jump.right[1]);
      return;
    }
  }
  push(sampler, tm, vm);
}

/** Samples f over [min, max]: about one point per two pixels, more where the curve bends. */
export function sampleCurve(fn: (t: number) => number, range: SampleRange): Segment[] {
  const { min, max, pixels } = range;
  if (!(max > min) || !(range.valueMax > range.valueMin)) return [];
  const sampler: Sampler = {
    fn,
    segments: [],
    current: [],
    evaluations: 0,
    unit: (range.valueMax - range.valueMin) / Math.max(1, range.valuePixels),
    valueMin: range.valueMin,
    valueMax: range.valueMax,
  };
  const intervals = Math.max(8, Math.ceil(pixels / 2));
  const step = (max - min) / intervals;
  let t0 = min;
  let v0 = evaluate(sampler, t0);
  if (!Number.isNaN(v0)) push(sampler, t0, v0);
  for (let i = 1; i <= intervals; i++) {
    const t1 = i === intervals ? max : min + i * step;
    const v1 = evaluate(sampler, t1);
    refine(sampler, t0, v0, t1, v1, 0);
    if (!Number.isNaN(v1)) push(sampler, t1, v1);
    t0 = t1;
    v0 = v1;
  }
  cut(sampler);
  return sampler.segments;
}
