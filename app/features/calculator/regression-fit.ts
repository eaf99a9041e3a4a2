/**
 * Fits a model's parameters to observed values by least squares, for any model the
 * calculator can evaluate (`y1 ~ m x1 + b`, `y1 ~ a b^{x1}`, `y1 ~ a sin(b x1 + c) + d`, …):
 *
 * 1. Parameters the model is linear in are found numerically (second differences vanish,
 *    jointly); a model linear in all of them is solved at once by QR.
 * 2. Otherwise the other parameters are searched on a grid, solving the linear ones exactly
 *    at each point (variable projection), and the best starts are polished by
 *    Levenberg–Marquardt on all parameters.
 */
import { levenbergMarquardt, solveLeastSquares, sumOfSquares, type Minimum } from "./least-squares";

export type FitProblem = {
  observed: readonly number[];
  parameterCount: number;
  /** Predictions for the observed values (same length), NaN where undefined. */
  model: (parameters: number[]) => number[];
};

export type FitFailure = "tooFewPoints" | "failed";
export type Fit = { ok: true; parameters: number[]; linear: boolean; rSquared: number } | { ok: false; reason: FitFailure };

/** Values tried for a parameter the model is not linear in (growth factors, rates, shifts). */
const GRID = [-100, -30, -10, -5, -3, -2, -1, -0.5, -0.2, -0.05, 0.05, 0.2, 0.5, 0.8, 0.9, 0.95, 1, 1.05, 1.1, 1.2, 1.5, 2, 3, 5, 10, 30, 100];
const MAX_GRID_POINTS = 800;
const STARTS_POLISHED = 4;

/** Deterministic values in [0.5, 1.5) for the linearity tests. */
function probe(count: number, seed: number): number[] {
  return Array.from({ length: count }, (_, i) => 0.5 + (((i + 1) * 0.6180339887 + seed * 0.4142135623) % 1));
}

function closeTo(a: readonly number[], b: readonly number[], scale: readonly number[]): boolean {
  return a.every((value, i) => Number.isFinite(value) && Math.abs(value - b[i]) <= 1e-8 * (scale[i] + 1e-12));
}

function magnitude(...vectors: Array<readonly number[]>): number[] {
  return vectors[0].map((_, i) => Math.max(...vectors.map((vector) => Math.abs(vector[i]))));
}

/** Indices of the parameters the model is affine in, jointly. */
function linearParameters(problem: FitProblem): number[] {
  const { model, parameterCount } = problem;
  const shifted = (base: number[], index: number, by: number) => base.map((value, i) => (i === index ? value + by : value));
  const candidates: number[] = [];
  for (let index = 0; index < parameterCount; index++) {
    const affine = [1, 2].every((seed) => {
      const base = probe(parameterCount, seed);
      const [m0, m1, m2] = [0, 1, 2].map((by) => model(shifted(base, index, by)));
      return closeTo(
        m2.map((value, i) => value - 2 * m1[i]),
        m0.map((value) => -value),
        magnitude(m0, m1, m2),
      );
    });
    if (affine) candidates.push(index);
  }
  // Each alone is not enough (a·b is affine in a and in b): test them together, dropping from the end.
  while (candidates.length > 1) {
    const base = probe(parameterCount, 3);
    const m0 = model(base);
    const direction = candidates.map((_, k) => (k % 2 === 0 ? 0.7 : -1.3));
    const moved = [...base];
    candidates.forEach((index, k) => (moved[index] += direction[k]));
    const predicted = [...m0];
    candidates.forEach((index, k) => model(shifted(base, index, 1)).forEach((value, i) => (predicted[i] += direction[k] * (value - m0[i]))));
    const actual = model(moved);
    if (closeTo(actual, predicted, magnitude(actual, predicted, m0))) break;
    candidates.pop();
  }
  return candidates;
}

/** With the other parameters fixed at `fixed`, the best values of the linear ones. */
function solveLinearPart(problem: FitProblem, linear: number[], fixed: number[]): Minimum | null {
  const base = fixed.map((value, i) => (linear.includes(i) ? 0 : value));
  const m0 = problem.model(base);
  const columns = linear.map((index) => {
    const unit = [...base];
    unit[index] = 1;
    return problem.model(unit).map((value, i) => value - m0[i]);
  });
  if (![m0, ...columns].every((vector) => vector.every(Number.isFinite))) return null;
  const solution = linear.length
    ? solveLeastSquares(
        columns,
        problem.observed.map((value, i) => value - m0[i]),
      )
    : [];
  if (!solution) return null;
  const parameters = [...base];
  linear.forEach((index, k) => (parameters[index] = solution[k]));
  const cost = sumOfSquares(residualsOf(problem, parameters));
  return Number.isFinite(cost) ? { parameters, cost } : null;
}

function residualsOf(problem: FitProblem, parameters: number[]): number[] {
  const predicted = problem.model(parameters);
  return problem.observed.map((value, i) => value - predicted[i]);
}

/** Grid points for the nonlinear parameters: the full grid, or a fixed sample of it. */
function gridPoints(count: number): number[][] {
  const total = GRID.length ** count;
  const points: number[][] = [];
  let state = 12345;
  for (let k = 0; k < Math.min(total, MAX_GRID_POINTS); k++) {
    let code = k;
    if (total > MAX_GRID_POINTS) {
      state = (state * 1103515245 + 12345) % 2147483648;
      code = state % total;
    }
    const point: number[] = [];
    for (let j = 0; j < count; j++) {
      point.push(GRID[code % GRID.length]);
      code = Math.floor(code / GRID.length);
    }
    points.push(point);
  }
  return points;
}

/**
 * Lower cost wins; on a tie (periodic models: a phase of 0.5 fits as well as 0.5 − 16·2π) the
 * smaller parameters, which are the ones a student expects.
 */
function better(candidate: Minimum, best: Minimum): boolean {
  const tie = Math.abs(candidate.cost - best.cost) <= 1e-9 * Math.max(best.cost, 1e-300) + 1e-24;
  if (!tie) return candidate.cost < best.cost;
  return sumOfSquares(candidate.parameters) < sumOfSquares(best.parameters);
}

function fitNonlinear(problem: FitProblem, linear: number[]): Minimum | null {
  const nonlinear = Array.from({ length: problem.parameterCount }, (_, i) => i).filter((i) => !linear.includes(i));
  const starts: Minimum[] = [];
  for (const point of gridPoints(nonlinear.length)) {
    const fixed = new Array<number>(problem.parameterCount).fill(1);
    nonlinear.forEach((index, k) => (fixed[index] = point[k]));
    const start = solveLinearPart(problem, linear, fixed);
    if (start) starts.push(start);
  }
  starts.sort((a, b) => a.cost - b.cost);
  const ones = new Array<number>(problem.parameterCount).fill(1);
  let best: Minimum | null = null;
  for (const start of [...starts.slice(0, STARTS_POLISHED).map((s) => s.parameters), ones]) {
    const found = levenbergMarquardt((parameters) => residualsOf(problem, parameters), start);
    if (found && Number.isFinite(found.cost) && (!best || better(found, best))) best = found;
  }
  return best;
}

export function fitModel(problem: FitProblem): Fit {
  const { observed, parameterCount } = problem;
  if (observed.length === 0 || observed.length < parameterCount) return { ok: false, reason: "tooFewPoints" };
  const linear = linearParameters(problem);
  const allLinear = linear.length === parameterCount;
  const found = allLinear ? solveLinearPart(problem, linear, new Array<number>(parameterCount).fill(0)) : fitNonlinear(problem, linear);
  if (!found || !found.parameters.every(Number.isFinite)) return { ok: false, reason: "failed" };
  const mean = observed.reduce((sum, value) => sum + value, 0) / observed.length;
  const totalSquares = sumOfSquares(observed.map((value) => value - mean));
  const rSquared = totalSquares > 0 ? 1 - found.cost / totalSquares : Number.NaN;
  return { ok: true, parameters: found.parameters, linear: allLinear, rSquared };
}
