/**
 * Least squares, small and dense: a linear solve by Householder QR (columns scaled to unit
 * length, one step of iterative refinement: data such as years 2010…2020 in a quadratic stay
 * accurate), and Levenberg–Marquardt for models that are not linear in their parameters.
 */

export function sumOfSquares(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value * value;
  return sum;
}

/** Columns below this length (after scaling) are taken as dependent on the ones before. */
const RANK_TOLERANCE = 1e-11;

function qrSolve(columns: readonly number[][], target: readonly number[]): number[] | null {
  const count = columns.length;
  const rows = target.length;
  if (rows < count) return null;
  const scales = columns.map((column) => Math.sqrt(sumOfSquares(column)));
  if (scales.some((scale) => !(scale > 0) || !Number.isFinite(scale))) return null;
  const a = columns.map((column, j) => column.map((value) => value / scales[j]));
  const b = [...target];
  for (let k = 0; k < count; k++) {
    let norm = 0;
    for (let i = k; i < rows; i++) norm += a[k][i] * a[k][i];
    norm = Math.sqrt(norm);
    if (norm < RANK_TOLERANCE) return null;
    const alpha = a[k][k] > 0 ? -norm : norm;
    const v = a[k].slice(k);
    v[0] -= alpha;
    const vv = sumOfSquares(v);
    const reflect = (column: number[]) => {
      let dot = 0;
      for (let i = 0; i < v.length; i++) dot += v[i] * column[k + i];
      const factor = (2 * dot) / vv;
      for (let i = 0; i < v.length; i++) column[k + i] -= factor * v[i];
    };
    if (vv > 0) {
      for (let j = k; j < count; j++) reflect(a[j]);
      reflect(b);
    }
  }
  const x = new Array<number>(count).fill(0);
  for (let k = count - 1; k >= 0; k--) {
    let sum = b[k];
    for (let j = k + 1; j < count; j++) sum -= a[j][k] * x[j];
    x[k] = sum / a[k][k];
  }
  const solution = x.map((value, j) => value / scales[j]);
  return solution.every(Number.isFinite) ? solution : null;
}

/** x minimising |A x - b| for A given by its columns; null when the columns are dependent. */
export function solveLeastSquares(columns: readonly number[][], target: readonly number[]): number[] | null {
  const first = qrSolve(columns, target);
  if (!first) return null;
  const remainder = target.map((value, i) => value - columns.reduce((sum, column, j) => sum + column[i] * first[j], 0));
  const correction = qrSolve(columns, remainder);
  return correction ? first.map((value, j) => value + correction[j]) : first;
}

export type Minimum = { parameters: number[]; cost: number };

/**
 * Minimises the sum of squared residuals from `start` (Levenberg–Marquardt with Marquardt's
 * scaling and a central-difference Jacobian). Null when the residuals are not finite at the start.
 */
export function levenbergMarquardt(residuals: (parameters: number[]) => number[], start: number[], iterations = 300): Minimum | null {
  let parameters = [...start];
  let current = residuals(parameters);
  let cost = sumOfSquares(current);
  if (!Number.isFinite(cost)) return null;
  let lambda = 1e-3;
  for (let iteration = 0; iteration < iterations && cost > 0; iteration++) {
    const jacobian = parameters.map((value, j) => {
      const step = 1e-6 * Math.max(Math.abs(value), 1e-3);
      const plus = [...parameters];
      const minus = [...parameters];
      plus[j] += step;
      minus[j] -= step;
      const high = residuals(plus);
      const low = residuals(minus);
      return high.map((h, i) => (h - low[i]) / (2 * step));
    });
    if (jacobian.some((column) => !column.every(Number.isFinite))) return { parameters, cost };
    const damped = jacobian.map((column, j) => {
      const extra = new Array<number>(parameters.length).fill(0);
      extra[j] = Math.sqrt(lambda * Math.max(sumOfSquares(column), 1e-300));
      return [...column, ...extra];
    });
    const step = solveLeastSquares(damped, [...current.map((value) => -value), ...parameters.map(() => 0)]);
    if (!step) {
      lambda *= 10;
      if (lambda > 1e12) break;
      continue;
    }
    const candidate = parameters.map((value, j) => value + step[j]);
    const next = residuals(candidate);
    const nextCost = sumOfSquares(next);
    if (Number.isFinite(nextCost) && nextCost < cost) {
      const gain = cost - nextCost;
      parameters = candidate;
      current = next;
      cost = nextCost;
      lambda = Math.max(lambda / 3, 1e-12);
      const stepSize = Math.sqrt(sumOfSquares(step));
      if (gain <= 1e-16 * cost || stepSize <= 1e-15 * (1 + Math.sqrt(sumOfSquares(parameters)))) break;
    } else {
      lambda *= 4;
      if (lambda > 1e12) break;
    }
  }
  return { parameters, cost };
}
