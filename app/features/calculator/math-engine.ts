/**
 * The one mathjs instance of the calculator. It is built from the few factories we need
 * (small bundle), gets our own degree/radian trigonometry, and then has its dangerous
 * entry points (import, createUnit, evaluate, parse, compile, …) replaced by functions that
 * throw, as mathjs' security guide recommends. We keep a private reference to `parse`
 * from before that; every parsed tree is validated against an allowlist
 * (`expression-syntax.ts`) and then run by our own tree walker (`evaluate-tree.ts`), which
 * calls only the instance functions listed in FUNCTIONS (`function-names.ts`). Nothing here uses `eval`.
 */
import { FUNCTIONS } from "./function-names";
import {
  absDependencies,
  addDependencies,
  cbrtDependencies,
  ceilDependencies,
  combinationsDependencies,
  create,
  divideDependencies,
  eDependencies,
  expDependencies,
  factorialDependencies,
  floorDependencies,
  formatDependencies,
  fractionDependencies,
  gcdDependencies,
  lcmDependencies,
  log10Dependencies,
  logDependencies,
  maxDependencies,
  minDependencies,
  modDependencies,
  multiplyDependencies,
  nthRootDependencies,
  parseDependencies,
  permutationsDependencies,
  piDependencies,
  powDependencies,
  roundDependencies,
  signDependencies,
  sqrtDependencies,
  subtractDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  type Fraction,
  type MathNode,
} from "mathjs";

const math = create(
  {
    absDependencies,
    addDependencies,
    cbrtDependencies,
    ceilDependencies,
    combinationsDependencies,
    divideDependencies,
    eDependencies,
    expDependencies,
    factorialDependencies,
    floorDependencies,
    formatDependencies,
    fractionDependencies,
    gcdDependencies,
    lcmDependencies,
    log10Dependencies,
    logDependencies,
    maxDependencies,
    minDependencies,
    modDependencies,
    multiplyDependencies,
    nthRootDependencies,
    parseDependencies,
    permutationsDependencies,
    piDependencies,
    powDependencies,
    roundDependencies,
    signDependencies,
    sqrtDependencies,
    subtractDependencies,
    unaryMinusDependencies,
    unaryPlusDependencies,
  },
  // predictable: sqrt(-1) is NaN (not a complex number), so results stay real.
  { predictable: true },
);

const RAD_PER_DEG = Math.PI / 180;

/** Removes floating-point dust from trigonometric values: sin(pi) is 0, sin(30°) is 0.5. */
function snapTrig(value: number): number {
  if (!Number.isFinite(value)) return value;
  if (Math.abs(value) < 1e-15) return 0;
  const half = Math.round(value * 2) / 2;
  if (Math.abs(value - half) < 1e-15 * Math.max(1, Math.abs(value))) return half;
  return value;
}

/** Inverse trigonometry in degrees lands on whole degrees when it should (asin(0.5) = 30). */
function snapDegrees(value: number): number {
  const whole = Math.round(value);
  return Math.abs(value - whole) < 1e-9 ? whole : value;
}

function reciprocal(value: number): number {
  return value === 0 ? Number.NaN : 1 / value;
}

function degreesToRadians(degrees: number): number {
  return (degrees % 360) * RAD_PER_DEG;
}

function tanDeg(degrees: number): number {
  const reduced = ((degrees % 180) + 180) % 180;
  if (reduced === 90) return Number.NaN;
  return snapTrig(Math.tan(degreesToRadians(degrees)));
}

function tanRad(radians: number): number {
  return snapTrig(Math.tan(radians));
}

/** nCr and nPr loop over their arguments: refuse sizes that would freeze the page. */
const MAX_COUNTING_ARGUMENT = 10_000;
function bounded(name: "combinations" | "permutations") {
  return (n: number, k: number) => {
    if (Math.abs(n) > MAX_COUNTING_ARGUMENT || Math.abs(k) > MAX_COUNTING_ARGUMENT) return Number.NaN;
    return (math[name] as (a: number, b: number) => number)(n, k);
  };
}

const customFunctions = {
  combinationsBounded: bounded("combinations"),
  permutationsBounded: bounded("permutations"),
  sinRad: (x: number) => snapTrig(Math.sin(x)),
  cosRad: (x: number) => snapTrig(Math.cos(x)),
  tanRad,
  secRad: (x: number) => reciprocal(snapTrig(Math.cos(x))),
  cscRad: (x: number) => reciprocal(snapTrig(Math.sin(x))),
  cotRad: (x: number) => reciprocal(tanRad(x)),
  asinRad: (x: number) => Math.asin(x),
  acosRad: (x: number) => Math.acos(x),
  atanRad: (x: number) => Math.atan(x),
  sinDeg: (x: number) => snapTrig(Math.sin(degreesToRadians(x))),
  cosDeg: (x: number) => snapTrig(Math.cos(degreesToRadians(x))),
  tanDeg,
  secDeg: (x: number) => reciprocal(snapTrig(Math.cos(degreesToRadians(x)))),
  cscDeg: (x: number) => reciprocal(snapTrig(Math.sin(degreesToRadians(x)))),
  cotDeg: (x: number) => reciprocal(tanDeg(x)),
  asinDeg: (x: number) => snapDegrees(Math.asin(x) / RAD_PER_DEG),
  acosDeg: (x: number) => snapDegrees(Math.acos(x) / RAD_PER_DEG),
  atanDeg: (x: number) => snapDegrees(Math.atan(x) / RAD_PER_DEG),
};

math.import(customFunctions);

function disabled(name: string) {
  return () => {
    throw new Error(`Function ${name} is disabled`);
  };
}

export type { AngleMode } from "./function-names";

/** Kept before the lock-down below: the only way into the parser. */
const parseText = math.parse;

// mathjs creates functions lazily; create them all now, while their dependencies are intact.
for (const name of Object.keys(math)) void (math as unknown as Record<string, unknown>)[name];

math.import(
  Object.fromEntries(
    ["import", "createUnit", "evaluate", "parse", "compile", "simplify", "derivative", "resolve", "reviver"].map((name) => [name, disabled(name)]),
  ),
  { override: true },
);

export function parseMath(text: string): MathNode {
  return parseText(text);
}

export const nodes = {
  SymbolNode: math.SymbolNode,
  FunctionNode: math.FunctionNode,
  OperatorNode: math.OperatorNode,
  ParenthesisNode: math.ParenthesisNode,
  ConstantNode: math.ConstantNode,
};

type NumberFunction = (...args: number[]) => number;

/** The instance functions FUNCTIONS may name (both angle modes, every argument count). */
const BUILTIN_TARGETS: ReadonlySet<string> = new Set(
  Object.values(FUNCTIONS).flatMap((spec) => (spec.list ? [] : [1, 2].flatMap((args) => (["deg", "rad"] as const).map((mode) => spec.target(args, mode))))),
);

/** The instance function behind a FUNCTIONS target, or undefined for any other name. */
export function builtinFunction(target: string): NumberFunction | undefined {
  if (!BUILTIN_TARGETS.has(target)) return undefined;
  return (math as unknown as Record<string, NumberFunction>)[target];
}

/** Number operators as mathjs computes them: (-8)^(1/3) is -2, mod follows the divisor's sign. */
export const numberOperators = {
  pow: math.pow as unknown as (a: number, b: number) => number,
  mod: math.mod as unknown as (a: number, b: number) => number,
  factorial: math.factorial as unknown as (a: number) => number,
};

/** Exact rational arithmetic, backed by mathjs' Fraction type. */
export const exact = {
  add: (a: Fraction, b: Fraction) => math.add(a, b) as Fraction,
  subtract: (a: Fraction, b: Fraction) => math.subtract(a, b) as Fraction,
  multiply: (a: Fraction, b: Fraction) => math.multiply(a, b) as Fraction,
  divide: (a: Fraction, b: Fraction) => math.divide(a, b) as Fraction,
  pow: (a: Fraction, b: Fraction) => (math.pow as unknown as (x: Fraction, y: Fraction) => Fraction)(a, b),
  mod: (a: Fraction, b: Fraction) => (math.mod as unknown as (x: Fraction, y: Fraction) => Fraction)(a, b),
  negate: (a: Fraction) => math.unaryMinus(a) as Fraction,
  abs: (a: Fraction) => math.abs(a) as Fraction,
  fromBigInts: (numerator: bigint, denominator: bigint) => math.fraction(numerator, denominator) as unknown as Fraction,
};
