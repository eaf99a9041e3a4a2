/**
 * A regression row (`y1 ~ m x1 + b`): the observed list on the left, the model on the right,
 * the model's free names as parameters. Rows of the data where a list is undefined (an empty
 * cell) are left out. The fitted values go into the scope, so that other rows can use m and
 * b; the fitted curve is drawn when the left side is one list and the model uses one list
 * (that list becomes x).
 */
import { floatArithmetic } from "./arithmetic";
import { CalcError, toCalcError, type CalcErrorCode } from "./calc-error";
import { compileTree, type Scope } from "./evaluate-tree";
import type { PreparedRow } from "./graph-definitions";
import { fitModel, type Fit } from "./regression-fit";

export type RegressionStatistic = { kind: "r"; rSquared: number; r: number } | { kind: "R"; rSquared: number };

export type RegressionItem = {
  type: "regression";
  parameters: Array<{ name: string; value: number }>;
  statistic: RegressionStatistic;
  /** The fitted model as y = fn(x), or null when it cannot be drawn in the plane. */
  fn: ((x: number) => number) | null;
};
export type RegressionError = { type: "error"; error: CalcErrorCode; detail?: string };

function isStraight(fn: (x: number) => number): boolean {
  const [f0, f1, f2] = [0, 1, 2].map(fn);
  return [f0, f1, f2].every(Number.isFinite) && Math.abs(f2 - 2 * f1 + f0) <= 1e-9 * (Math.abs(f0) + Math.abs(f1) + Math.abs(f2) + 1);
}

/** Recent fits by their inputs: typing in another row or moving a slider does not fit again. */
const recentFits = new Map<string, Fit>();
const RECENT_FITS = 32;

function cachedFit(row: PreparedRow, scope: Scope<number>, observed: number[], fit: () => Fit): Fit {
  const [, rhs] = row.trees;
  // A user function's definition is not part of the key: such models are always fitted.
  if (rhs.calls.size > 0) return fit();
  const inputs = [...rhs.symbols].filter((symbol) => !row.defines.includes(symbol)).map((symbol) => [symbol, scope.values.get(symbol)]);
  const key = JSON.stringify([rhs.node.toString(), row.defines, observed, inputs]);
  const known = recentFits.get(key);
  if (known) return known;
  const result = fit();
  recentFits.set(key, result);
  if (recentFits.size > RECENT_FITS) recentFits.delete(recentFits.keys().next().value as string);
  return result;
}

function fitRow(row: PreparedRow, scope: Scope<number>): RegressionItem {
  const names = row.defines;
  const [lhs, rhs] = row.trees;
  const observedAll = compileTree(lhs.node, floatArithmetic)(scope, []);
  if (!Array.isArray(observedAll)) throw new CalcError("regressionNeedsLists");
  const lists = [...rhs.symbols].filter((symbol) => !names.includes(symbol) && Array.isArray(scope.values.get(symbol)));
  const listValues = lists.map((symbol) => scope.values.get(symbol) as number[]);
  if (listValues.some((list) => list.length !== observedAll.length)) throw new CalcError("regressionLengths");
  const used = observedAll.flatMap((value, i) => (Number.isFinite(value) && listValues.every((list) => Number.isFinite(list[i])) ? [i] : []));

  const model = compileTree(rhs.node, floatArithmetic, names);
  const predict = (parameters: number[]) => {
    try {
      const value = model(scope, parameters);
      return used.map((i) => (Array.isArray(value) ? (value[i] ?? Number.NaN) : value));
    } catch {
      return used.map(() => Number.NaN);
    }
  };
  const observed = used.map((i) => observedAll[i]);
  const fit = cachedFit(row, scope, observed, () => fitModel({ observed, parameterCount: names.length, model: predict }));
  if (!fit.ok) throw new CalcError(fit.reason === "tooFewPoints" ? "regressionTooFewPoints" : "regressionFailed");
  names.forEach((name, index) => scope.values.set(name, fit.parameters[index]));

  const drawable = lhs.node.type === "SymbolNode" && lists.length <= 1;
  const plot = compileTree(rhs.node, floatArithmetic, [...names, ...lists]);
  const curveAt = (parameters: number[]) => {
    const frame = [...parameters, 0];
    return (x: number) => {
      frame[names.length] = x;
      try {
        const value = plot(scope, frame);
        return typeof value === "number" ? value : Number.NaN;
      } catch {
        return Number.NaN;
      }
    };
  };
  const fn = drawable ? curveAt(fit.parameters) : null;
  // A line model (y1 ~ m x1 + b), not a curve that happens to come out flat (y1 ~ a x1^2 + c).
  const lineModel =
    fn !== null && fit.linear && names.length === 2 && lists.length === 1 && isStraight(fn) && isStraight(curveAt(fit.parameters.map((p, i) => p + 0.37 + i)));
  const statistic: RegressionStatistic = lineModel
    ? { kind: "r", rSquared: fit.rSquared, r: Math.sign(fn(1) - fn(0)) * Math.sqrt(Math.max(0, fit.rSquared)) }
    : { kind: "R", rSquared: fit.rSquared };
  return { type: "regression", parameters: names.map((name, index) => ({ name, value: fit.parameters[index] })), statistic, fn };
}

/** Fits the row, or explains why it cannot; on failure its parameters are undefined. */
export function runRegression(row: PreparedRow, scope: Scope<number>): RegressionItem | RegressionError {
  try {
    return fitRow(row, scope);
  } catch (error) {
    for (const name of row.defines) scope.values.set(name, Number.NaN);
    const calcError = toCalcError(error);
    return { type: "error", error: calcError.code, detail: calcError.detail };
  }
}
