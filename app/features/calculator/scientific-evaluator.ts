/**
 * The scientific calculator's evaluator: text in, a number (and, where the arithmetic allows
 * it, an exact fraction) or an error code out. Trees are validated by `expression-syntax.ts`
 * and run by `evaluate-tree.ts`, once in floating point and once in exact rationals.
 */
import type { Fraction, MathNode } from "mathjs";
import { exactArithmetic, floatArithmetic, fromExactValue, toExactValue, type ExactValue } from "./arithmetic";
import { CalcError, toCalcError, type CalcErrorCode } from "./calc-error";
import { compileTree, emptyScope, type Scope, type Value } from "./evaluate-tree";
import { parseAndPrepare, normalizeText } from "./expression-syntax";
import { formatFraction, formatNumber } from "./format-number";
import type { AngleMode } from "./math-engine";

export type { ExactValue } from "./arithmetic";
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
  const scope = emptyScope<number>();
  scope.values.set("Ans", options.ans?.value ?? 0);
  const value = evaluateNumber(prepared.node, scope);
  if (!Number.isFinite(value)) throw new CalcError(diagnoseNonFinite(prepared.node, scope, value));

  let exactValue: ExactValue | null = null;
  try {
    const exactScope = emptyScope<Fraction>();
    if (options.ans?.exact) exactScope.values.set("Ans", fromExactValue(options.ans.exact));
    const result = compileTree(prepared.node, exactArithmetic)(exactScope, []);
    exactValue = Array.isArray(result) ? null : toExactValue(result, value);
  } catch {
    exactValue = null;
  }
  const hasDecimal = /\d\.\d|(^|[^\d])\.\d/.test(input);
  const prefersFraction = exactValue !== null && exactValue.denominator !== 1n && !hasDecimal;
  return { ok: true, value: Object.is(value, -0) ? 0 : value, exact: exactValue, prefersFraction };
}

function evaluateNumber(node: MathNode, scope: Scope<number>): number {
  let result: Value<number>;
  try {
    result = compileTree(node, floatArithmetic)(scope, []);
  } catch {
    throw new CalcError("undefinedResult");
  }
  // Lists belong to the graphing calculator; here a result is one number.
  if (typeof result !== "number") throw new CalcError("unsupported");
  return result;
}

/** Why a result is not finite: a division by zero, an undefined function value, or overflow. */
function diagnoseNonFinite(root: MathNode, scope: Scope<number>, value: number): CalcErrorCode {
  let code: CalcErrorCode = Number.isNaN(value) ? "undefinedResult" : "tooLarge";
  const valueOf = (node: MathNode) => {
    try {
      const result = compileTree(node, floatArithmetic)(scope, []);
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
