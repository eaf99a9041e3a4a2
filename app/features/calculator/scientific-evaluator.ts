/**
 * The scientific calculator's evaluator: text in, a number (and, where the arithmetic allows
 * it, an exact fraction) or an error code out. Trees are validated by `expression-syntax.ts`
 * and evaluated by the restricted mathjs instance of `math-engine.ts`.
 */
import type { Fraction, MathNode } from "mathjs";
import { CalcError, toCalcError, type CalcErrorCode } from "./calc-error";
import { parseAndPrepare, normalizeText } from "./expression-syntax";
import { formatFraction, formatNumber } from "./format-number";
import { exact, type AngleMode } from "./math-engine";

/** A reduced fraction; the denominator is positive. */
export type ExactValue = { numerator: bigint; denominator: bigint };
/** The previous answer, recalled by "Ans". */
export type AnsValue = { value: number; exact: ExactValue | null };

export type ScientificSuccess = {
  ok: true;
  value: number;
  exact: ExactValue | null;
  /** Show the fraction first (1/3+1/6 shows 1/2); false when the input had decimals. */
  prefersFraction: boolean;
};
export type ScientificFailure = { ok: false; error: CalcErrorCode; detail?: string };
export type ScientificResult = ScientificSuccess | ScientificFailure;

export type ScientificOptions = { angleMode: AngleMode; ans?: AnsValue | null };

/** Largest numerator or denominator still shown as a fraction. */
const MAX_EXACT = 10n ** 15n;

export function evaluateScientific(input: string, options: ScientificOptions): ScientificResult {
  try {
    return evaluateOrThrow(input, options);
  } catch (error) {
    const calcError = toCalcError(error);
    return { ok: false, error: calcError.code, detail: calcError.detail };
  }
}

function evaluateOrThrow(input: string, options: ScientificOptions): ScientificSuccess {
  const text = normalizeText(input, ["Ans"]);
  const prepared = parseAndPrepare(text, { angleMode: options.angleMode });
  for (const symbol of prepared.symbols) {
    if (symbol !== "Ans") throw new CalcError("unknownSymbol", symbol);
  }
  const scope = new Map<string, unknown>([["Ans", options.ans?.value ?? 0]]);
  const value = evaluateNumber(prepared.node, scope);
  if (!Number.isFinite(value)) throw new CalcError(diagnoseNonFinite(prepared.node, scope, value));

  let exactValue: ExactValue | null = null;
  try {
    exactValue = toExactValue(exactOf(prepared.node, options.ans?.exact ?? null), value);
  } catch {
    exactValue = null;
  }
  const hasDecimal = /\d\.\d|(^|[^\d])\.\d/.test(input);
  const prefersFraction = exactValue !== null && exactValue.denominator !== 1n && !hasDecimal;
  return { ok: true, value: Object.is(value, -0) ? 0 : value, exact: exactValue, prefersFraction };
}

function evaluateNumber(node: MathNode, scope: Map<string, unknown>): number {
  let result: unknown;
  try {
    result = node.compile().evaluate(scope);
  } catch {
    // mathjs rejects e.g. nCr(2.5, 1) or a factorial of a negative number.
    throw new CalcError("undefinedResult");
  }
  if (typeof result !== "number") throw new CalcError("unsupported");
  return result;
}

/** Why a result is not finite: a division by zero, an undefined function value, or overflow. */
function diagnoseNonFinite(root: MathNode, scope: Map<string, unknown>, value: number): CalcErrorCode {
  let code: CalcErrorCode = Number.isNaN(value) ? "undefinedResult" : "tooLarge";
  const valueOf = (node: MathNode) => {
    try {
      const result = node.compile().evaluate(scope);
      return typeof result === "number" ? result : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
  let decided = false;
  root.traverse((node) => {
    if (decided) return;
    const { fn, args } = node as unknown as { fn?: unknown; args?: MathNode[] };
    if (node.type === "OperatorNode" && args) {
      const operands = args.map(valueOf);
      if (fn === "divide" && operands[1] === 0) code = "divisionByZero";
      else if (fn === "pow" && operands[0] === 0 && operands[1] < 0) code = "divisionByZero";
      else if (fn === "mod" && operands[1] === 0) code = "divisionByZero";
      else return;
      decided = true;
    } else if (node.type === "FunctionNode" && args) {
      const operands = args.map(valueOf);
      if (operands.every(Number.isFinite) && !Number.isFinite(valueOf(node))) {
        code = "undefinedResult";
        decided = true;
      }
    }
  });
  return code;
}

type RawFraction = { s: bigint; n: bigint; d: bigint };

function toExactValue(fraction: Fraction | null, value: number): ExactValue | null {
  if (!fraction) return null;
  const raw = fraction as unknown as RawFraction;
  const numerator = raw.s * raw.n;
  const denominator = raw.d;
  if (raw.n > MAX_EXACT || denominator > MAX_EXACT) return null;
  // Guard: the exact and floating results must agree.
  const approx = Number(numerator) / Number(denominator);
  if (Math.abs(approx - value) > 1e-9 * Math.max(1, Math.abs(value))) return null;
  return { numerator, denominator };
}

/** "0.1", "1.5e-7", "1e+21" as exact fractions (from the shortest decimal text of the number). */
function decimalToFraction(value: number): Fraction | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value));
  if (!match) return null;
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

function exactSqrt(fraction: Fraction): Fraction | null {
  const raw = fraction as unknown as RawFraction;
  if (raw.s < 0n) return null;
  const n = integerSqrt(raw.n);
  const d = integerSqrt(raw.d);
  return n * n === raw.n && d * d === raw.d ? exact.fromBigInts(n, d) : null;
}

function isZero(fraction: Fraction): boolean {
  return (fraction as unknown as RawFraction).n === 0n;
}

function integerOf(fraction: Fraction): bigint | null {
  const raw = fraction as unknown as RawFraction;
  return raw.d === 1n ? raw.s * raw.n : null;
}

/** The exact rational value of a tree, or null when it is not rational (pi, sin, …). */
function exactOf(node: MathNode, ans: ExactValue | null): Fraction | null {
  const { fn, args, content, name, value } = node as unknown as {
    fn?: unknown;
    args?: MathNode[];
    content?: MathNode;
    name?: string;
    value?: number;
  };
  switch (node.type) {
    case "ConstantNode":
      return decimalToFraction(value as number);
    case "SymbolNode":
      return name === "Ans" && ans ? exact.fromBigInts(ans.numerator, ans.denominator) : null;
    case "ParenthesisNode":
      return exactOf(content as MathNode, ans);
  }
  const operands = (args ?? []).map((arg) => exactOf(arg, ans));
  if (operands.some((operand) => operand === null)) return null;
  const [a, b] = operands as Fraction[];
  if (node.type === "OperatorNode") {
    switch (fn) {
      case "add":
        return exact.add(a, b);
      case "subtract":
        return exact.subtract(a, b);
      case "multiply":
        return exact.multiply(a, b);
      case "divide":
        return isZero(b) ? null : exact.divide(a, b);
      case "unaryMinus":
        return exact.negate(a);
      case "unaryPlus":
        return a;
      case "mod":
        return isZero(b) ? null : exact.mod(a, b);
      case "pow": {
        const power = integerOf(b);
        if (power === null || power > 200n || power < -200n || (isZero(a) && power < 0n)) return null;
        const raw = a as unknown as RawFraction;
        const digits = Math.max(raw.n.toString().length, raw.d.toString().length);
        if (digits * Math.abs(Number(power)) > 40) return null;
        return exact.pow(a, b);
      }
      case "factorial": {
        const n = integerOf(a);
        if (n === null || n < 0n || n > 20n) return null;
        let product = 1n;
        for (let k = 2n; k <= n; k++) product *= k;
        return exact.fromBigInts(product, 1n);
      }
    }
    return null;
  }
  if (node.type === "FunctionNode") {
    const callee = (fn as { name?: string }).name;
    if (callee === "sqrt") return exactSqrt(a);
    if (callee === "abs") return exact.abs(a);
  }
  return null;
}

export function canShowFraction(result: ScientificSuccess): boolean {
  return result.exact !== null && result.exact.denominator !== 1n;
}

/** The result text: the exact fraction or the decimal value. */
export function formatScientificResult(result: ScientificSuccess, display: "fraction" | "decimal"): string {
  if (result.exact && (display === "fraction" || result.exact.denominator === 1n)) {
    return formatFraction(result.exact.numerator, result.exact.denominator);
  }
  return formatNumber(result.value);
}
