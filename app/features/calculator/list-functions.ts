/**
 * Statistics on lists, as Desmos names them: mean, median, min, max, total, stdev (sample),
 * stdevp (population), var (sample variance), length, sort. Written once for any Arithmetic:
 * with exact rationals mean([1, 2, 4]) is 7/3; an irrational result (a standard deviation
 * that is not a perfect square) throws NotExact there and is shown as a decimal.
 */
import type { Arithmetic } from "./arithmetic";

export type ListFunction = <T>(values: T[], arithmetic: Arithmetic<T>) => T | T[];

function total<T>(values: T[], A: Arithmetic<T>): T {
  return values.reduce((sum, value) => A.add(sum, value), A.integer(0));
}

function mean<T>(values: T[], A: Arithmetic<T>): T {
  if (values.length === 0) return A.undefinedValue();
  return A.divide(total(values, A), A.integer(values.length));
}

/** Sum of squared deviations from the mean. */
function squaredDeviations<T>(values: T[], A: Arithmetic<T>): T {
  const centre = mean(values, A);
  return values.reduce((sum, value) => {
    const deviation = A.subtract(value, centre);
    return A.add(sum, A.multiply(deviation, deviation));
  }, A.integer(0));
}

function sampleVariance<T>(values: T[], A: Arithmetic<T>): T {
  if (values.length < 2) return A.undefinedValue();
  return A.divide(squaredDeviations(values, A), A.integer(values.length - 1));
}

function sorted<T>(values: T[], A: Arithmetic<T>): T[] {
  // Undefined entries go last, as Desmos sorts them.
  return [...values].sort((a, b) => {
    const undefinedA = A.isUndefined(a);
    const undefinedB = A.isUndefined(b);
    if (undefinedA || undefinedB) return Number(undefinedA) - Number(undefinedB);
    return A.compare(a, b);
  });
}

function extreme<T>(values: T[], A: Arithmetic<T>, sign: 1 | -1): T {
  if (values.length === 0 || values.some((value) => A.isUndefined(value))) return A.undefinedValue();
  return values.reduce((best, value) => (sign * A.compare(value, best) > 0 ? value : best));
}

export const LIST_FUNCTIONS: Readonly<Record<string, ListFunction>> = {
  total,
  mean,
  median: (values, A) => {
    if (values.length === 0 || values.some((value) => A.isUndefined(value))) return A.undefinedValue();
    const ordered = sorted(values, A);
    const middle = Math.floor(ordered.length / 2);
    if (ordered.length % 2 === 1) return ordered[middle];
    return A.divide(A.add(ordered[middle - 1], ordered[middle]), A.integer(2));
  },
  min: (values, A) => extreme(values, A, -1),
  max: (values, A) => extreme(values, A, 1),
  var: sampleVariance,
  stdev: (values, A) => (values.length < 2 ? A.undefinedValue() : A.sqrt(sampleVariance(values, A))),
  stdevp: (values, A) => (values.length === 0 ? A.undefinedValue() : A.sqrt(A.divide(squaredDeviations(values, A), A.integer(values.length)))),
  length: (values, A) => A.integer(values.length),
  sort: sorted,
};
