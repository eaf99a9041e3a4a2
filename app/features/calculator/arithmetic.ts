/**
 * The two kinds of numbers the calculator computes with: floating point (every result, every
 * graph) and exact rationals (mathjs' Fraction), used to show 1/3 + 1/6 as 1/2 and mean([1, 2, 4])
 * as 7/3. `evaluate-tree.ts` and `list-functions.ts` are written once against this interface;
 * an exact computation that leaves the rationals (π, sin, √2) throws NotExact.
 */
import type { Fraction } from "mathjs";
import { builtinFunction, exact, numberOperators } from "./math-engine";

export interface Arithmetic<T> {
  constant(value: number): T;
  /** pi or e. */
  namedConstant(name: string): T;
  /** The value of an undefined result (the mean of an empty list). */
  undefinedValue(): T;
  isUndefined(value: T): boolean;
  integer(value: number): T;
  add(a: T, b: T): T;
  subtract(a: T, b: T): T;
  multiply(a: T, b: T): T;
  divide(a: T, b: T): T;
  pow(a: T, b: T): T;
  mod(a: T, b: T): T;
  negate(a: T): T;
  factorial(a: T): T;
  sqrt(a: T): T;
  /** Negative, zero or positive as a < b, a = b, a > b. */
  compare(a: T, b: T): number;
  /** The function behind an instance name of FUNCTIONS (sinDeg, log10, …). */
  builtin(target: string): ((args: T[]) => T) | undefined;
}

/** An exact computation met a value that is not rational. */
export class NotExact extends Error {
  constructor() {
    super("not exact");
    this.name = "NotExact";
  }
}

export const floatArithmetic: Arithmetic<number> = {
  constant: (value) => value,
  namedConstant: (name) => (name === "pi" ? Math.PI : Math.E),
  undefinedValue: () => Number.NaN,
  isUndefined: (value) => Number.isNaN(value),
  integer: (value) => value,
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  multiply: (a, b) => a * b,
  divide: (a, b) => a / b,
  pow: numberOperators.pow,
  mod: numberOperators.mod,
  negate: (a) => -a,
  factorial: (a) => numberOperators.factorial(a),
  sqrt: Math.sqrt,
  compare: (a, b) => a - b,
  builtin: (target) => {
    const fn = builtinFunction(target);
    if (!fn) return undefined;
    return (args) => {
      try {
        return fn(...args);
      } catch {
        // mathjs rejects some arguments (nCr(2.5, 1), (-1)!): no real result.
        return Number.NaN;
      }
    };
  },
};

/** Largest numerator or denominator an exact result may have. */
const MAX_EXACT = 10n ** 15n;

type RawFraction = { s: bigint; n: bigint; d: bigint };
const raw = (fraction: Fraction) => fraction as unknown as RawFraction;

/** A reduced fraction; the denominator is positive. */
export type ExactValue = { numerator: bigint; denominator: bigint };

/** A fraction as an ExactValue, or null when it is too long to show or disagrees with the float. */
export function toExactValue(fraction: Fraction, value: number): ExactValue | null {
  const { s, n, d } = raw(fraction);
  if (n > MAX_EXACT || d > MAX_EXACT) return null;
  const numerator = s * n;
  const approx = Number(numerator) / Number(d);
  if (Math.abs(approx - value) > 1e-9 * Math.max(1, Math.abs(value))) return null;
  return { numerator, denominator: d };
}

export function fromExactValue(value: ExactValue): Fraction {
  return exact.fromBigInts(value.numerator, value.denominator);
}

/** "0.1", "1.5e-7", "1e+21" as exact fractions (from the shortest decimal text of the number). */
export function decimalToFraction(value: number): Fraction {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value));
  if (!match) throw new NotExact();
  const [, sign, whole, decimals = "", exponentText = "0"] = match;
  const scale = decimals.length - Number(exponentText);
  let numerator = BigInt(whole + decimals);
  let denominator = 1n;
  if (scale >= 0) denominator = 10n ** BigInt(scale);
  else numerator *= 10n ** BigInt(-scale);
  if (sign) numerator = -numerator;
  return exact.fromBigInts(numerator, denominator);
}

function integerSqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let guess = BigInt(Math.floor(Math.sqrt(Number(value))));
  while (guess * guess > value) guess--;
  while ((guess + 1n) * (guess + 1n) <= value) guess++;
  return guess;
}

function exactSqrt(fraction: Fraction): Fraction {
  const { s, n, d } = raw(fraction);
  if (s < 0n && n !== 0n) throw new NotExact();
  const rootN = integerSqrt(n);
  const rootD = integerSqrt(d);
  if (rootN * rootN !== n || rootD * rootD !== d) throw new NotExact();
  return exact.fromBigInts(rootN, rootD);
}

const isZero = (fraction: Fraction) => raw(fraction).n === 0n;

function integerOf(fraction: Fraction): bigint | null {
  const { s, n, d } = raw(fraction);
  return d === 1n ? s * n : null;
}

function exactPow(a: Fraction, b: Fraction): Fraction {
  const power = integerOf(b);
  if (power === null || power > 200n || power < -200n || (isZero(a) && power < 0n)) throw new NotExact();
  const { n, d } = raw(a);
  const digits = Math.max(n.toString().length, d.toString().length);
  if (digits * Math.abs(Number(power)) > 40) throw new NotExact();
  return exact.pow(a, b);
}

function exactFactorial(a: Fraction): Fraction {
  const n = integerOf(a);
  if (n === null || n < 0n || n > 20n) throw new NotExact();
  let product = 1n;
  for (let k = 2n; k <= n; k++) product *= k;
  return exact.fromBigInts(product, 1n);
}

function notExact(): never {
  throw new NotExact();
}

/** Instance functions that keep rationals rational. */
const EXACT_BUILTINS: Record<string, (args: Fraction[]) => Fraction> = {
  sqrt: ([a]) => exactSqrt(a),
  abs: ([a]) => exact.abs(a),
  floor: ([a]) => (a as unknown as { floor(): Fraction }).floor(),
  ceil: ([a]) => (a as unknown as { ceil(): Fraction }).ceil(),
  sign: ([a]) => exact.fromBigInts(BigInt(Math.sign(Number(raw(a).s * raw(a).n))), 1n),
};

export const exactArithmetic: Arithmetic<Fraction> = {
  constant: decimalToFraction,
  namedConstant: notExact,
  undefinedValue: notExact,
  isUndefined: () => false,
  integer: (value) => exact.fromBigInts(BigInt(value), 1n),
  add: exact.add,
  subtract: exact.subtract,
  multiply: exact.multiply,
  divide: (a, b) => (isZero(b) ? notExact() : exact.divide(a, b)),
  pow: exactPow,
  mod: (a, b) => (isZero(b) ? notExact() : exact.mod(a, b)),
  negate: exact.negate,
  factorial: exactFactorial,
  sqrt: exactSqrt,
  compare: (a, b) => (a as unknown as { compare(other: Fraction): number }).compare(b),
  builtin: (target) => EXACT_BUILTINS[target] ?? (builtinFunction(target) ? notExact : undefined),
};
