/**
 * The graphing calculator's expression list, analysed: which rows are curves (y = f(x),
 * x = g(y)), equations and inequalities in x and y, points, tables, regressions, parameter,
 * list and function definitions, and which free parameters need sliders. Steps: parse
 * (`graph-parse.ts`), find definitions (`graph-definitions.ts`), evaluate them in floating
 * point and exactly (`graph-scope.ts`, fitting regressions with `graph-regression.ts`), then
 * build each row's item. Items hold plain JavaScript functions for sampling and drawing.
 */
import type { Fraction, MathNode } from "mathjs";
import { decimalToFraction, exactArithmetic, floatArithmetic, toExactValue, type ExactValue } from "./arithmetic";
import { CalcError, toCalcError, type CalcErrorCode } from "./calc-error";
import { compileTree, type Scope, type Value } from "./evaluate-tree";
import type { PreparedTree, Relation } from "./expression-syntax";
import { prepareDefinitions, type PreparedRow } from "./graph-definitions";
import { parseStatement, type GraphExpressionInput, type Statement } from "./graph-parse";
import { runRegression, type RegressionItem } from "./graph-regression";
import { resolveScope } from "./graph-scope";
import { nodes, type AngleMode } from "./math-engine";

export type { GraphExpressionInput } from "./graph-parse";
export type { Relation } from "./expression-syntax";
export type { RegressionItem, RegressionStatistic } from "./graph-regression";

export type Point = { x: number; y: number };
/** The exact value of a result (per element for a list), null where it is not rational. */
export type ExactResult = ExactValue | null | Array<ExactValue | null>;

export type GraphItem =
  | { type: "empty" }
  | { type: "error"; error: CalcErrorCode; detail?: string }
  /** variable "x": y REL fn(x); variable "y": x REL fn(y) (vertical lines, sideways curves). */
  | { type: "curve"; variable: "x" | "y"; relation: Relation; fn: (t: number) => number }
  /** fn(x, y) REL 0 */
  | { type: "implicit"; relation: Relation; fn: (x: number, y: number) => number }
  | { type: "points"; points: Point[] }
  /** `literal`: the row is its own value (a = 2 gets a slider, L = [1, 2, 3] shows nothing). */
  | { type: "definition"; name: string; value: Value<number>; exact: ExactResult; slider: boolean; literal: boolean }
  | { type: "function"; name: string }
  | { type: "value"; value: Value<number>; exact: ExactResult }
  | RegressionItem;

export type AnalyzedExpression = { id: string; item: GraphItem; sliders: string[] };
export type GraphAnalysis = { expressions: AnalyzedExpression[]; freeParameters: string[] };
export type GraphOptions = { angleMode: AngleMode };

export const DEFAULT_PARAMETER_VALUE = 1;

const flipped: Record<Relation, Relation> = { "=": "=", "<": ">", ">": "<", "<=": ">=", ">=": "<=" };

function usesAxis(tree: PreparedTree, axis: "x" | "y"): boolean {
  return tree.symbols.has(axis);
}

function isNumberLiteral(node: MathNode): boolean {
  if (node.type === "ConstantNode") return true;
  const { fn, args, content } = node as unknown as { fn?: string; args?: MathNode[]; content?: MathNode };
  if (node.type === "ParenthesisNode" && content) return isNumberLiteral(content);
  return node.type === "OperatorNode" && (fn === "unaryMinus" || fn === "unaryPlus") && !!args && isNumberLiteral(args[0]);
}

function isListLiteral(node: MathNode): boolean {
  return node.type === "ArrayNode" && (node as unknown as { items: MathNode[] }).items.every(isNumberLiteral);
}

function isAxisSymbol(node: MathNode, axis: "x" | "y"): boolean {
  return node.type === "SymbolNode" && (node as unknown as { name: string }).name === axis;
}

/** A function of the frame variables, NaN where undefined; a list-valued curve (y = L x) is refused. */
function frameFunction(node: MathNode, variables: string[], scope: Scope<number>): (...values: number[]) => number {
  const evaluate = compileTree(node, floatArithmetic, variables);
  let sample: Value<number> = Number.NaN;
  try {
    sample = evaluate(
      scope,
      variables.map(() => 0.5),
    );
  } catch {
    // Undefined there: the sampler finds where it is defined.
  }
  if (Array.isArray(sample)) throw new CalcError("unsupported");
  return (...values: number[]) => {
    try {
      const result = evaluate(scope, values);
      return typeof result === "number" ? result : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
}

type Context = { float: Scope<number>; exact: () => Scope<Fraction>; fits: Map<PreparedRow, GraphItem> };

function shownValue(node: MathNode, context: Context): { value: Value<number>; exact: ExactResult } {
  let value: Value<number>;
  try {
    value = compileTree(node, floatArithmetic)(context.float, []);
  } catch {
    value = Number.NaN;
  }
  let exact: ExactResult = null;
  try {
    const fraction = compileTree(node, exactArithmetic)(context.exact(), []);
    if (Array.isArray(fraction) && Array.isArray(value)) exact = fraction.map((f, i) => toExactValue(f, (value as number[])[i]));
    else if (!Array.isArray(fraction) && !Array.isArray(value)) exact = toExactValue(fraction, value);
  } catch {
    exact = null;
  }
  return { value, exact };
}

export function analyzeGraph(inputs: readonly GraphExpressionInput[], parameterValues: Readonly<Record<string, number>>, options: GraphOptions): GraphAnalysis {
  const { rows, freeParameters, slidersByRow } = prepareDefinitions(inputs.map(parseStatement), options.angleMode);
  const sliderValue = (name: string) => parameterValues[name] ?? DEFAULT_PARAMETER_VALUE;
  const fits = new Map<PreparedRow, GraphItem>();
  const float = resolveScope(rows, floatArithmetic, new Map(freeParameters.map((name) => [name, sliderValue(name)])), (row, scope) =>
    fits.set(row, runRegression(row, scope)),
  );
  let exactScope: Scope<Fraction> | null = null;
  const exact = () => {
    if (!exactScope) {
      const free = new Map<string, Fraction>();
      for (const name of freeParameters) free.set(name, decimalToFraction(sliderValue(name)));
      exactScope = resolveScope(rows, exactArithmetic, free);
    }
    return exactScope;
  };
  const context: Context = { float, exact, fits };

  const expressions = rows.map((row, index): AnalyzedExpression => {
    const id = inputs[index].id;
    const sliders = slidersByRow[index];
    try {
      if (row.error) throw row.error;
      return { id, item: buildItem(row, context), sliders };
    } catch (error) {
      const calcError = toCalcError(error);
      return { id, item: { type: "error", error: calcError.code, detail: calcError.detail }, sliders };
    }
  });
  return { expressions, freeParameters };
}

function pointsOf(trees: PreparedTree[], scope: Scope<number>): Point[] {
  const points: Point[] = [];
  const valueOf = (tree: PreparedTree): Value<number> => {
    try {
      return compileTree(tree.node, floatArithmetic)(scope, []);
    } catch {
      return Number.NaN;
    }
  };
  for (let index = 0; index < trees.length; index += 2) {
    const [x, y] = [valueOf(trees[index]), valueOf(trees[index + 1])];
    // (x1, y1) with lists is one point per element, as in Desmos.
    const count = Math.min(Array.isArray(x) ? x.length : Infinity, Array.isArray(y) ? y.length : Infinity);
    if (count === Infinity) points.push({ x: x as number, y: y as number });
    else for (let i = 0; i < count; i++) points.push({ x: Array.isArray(x) ? x[i] : x, y: Array.isArray(y) ? y[i] : y });
  }
  return points;
}

function buildItem(row: PreparedRow, context: Context): GraphItem {
  const { statement, trees } = row;
  switch (statement.kind) {
    case "empty":
      return { type: "empty" };
    case "error":
      return { type: "error", error: statement.error, detail: statement.detail };
    case "parameter": {
      const literal = isNumberLiteral(statement.body) || isListLiteral(statement.body);
      const shown = shownValue(new nodes.SymbolNode(statement.name), context);
      return { type: "definition", name: statement.name, ...shown, literal, slider: literal && !Array.isArray(shown.value) };
    }
    case "function": {
      if (statement.params.length !== 1) return { type: "function", name: statement.name };
      const call = new nodes.FunctionNode(new nodes.SymbolNode(statement.name), [new nodes.SymbolNode("x")]);
      return { type: "curve", variable: "x", relation: "=", fn: frameFunction(call, ["x"], context.float) };
    }
    case "expression":
      if (usesAxis(trees[0], "x")) return { type: "curve", variable: "x", relation: "=", fn: frameFunction(trees[0].node, ["x"], context.float) };
      return { type: "value", ...shownValue(trees[0].node, context) };
    case "points":
    case "table":
      return { type: "points", points: pointsOf(trees, context.float) };
    case "regression":
      return context.fits.get(row) ?? { type: "error", error: "regressionFailed" };
    case "relation":
      return relationItem(statement, trees[0], trees[1], context.float);
  }
}

function relationItem(statement: Extract<Statement, { kind: "relation" }>, lhs: PreparedTree, rhs: PreparedTree, scope: Scope<number>): GraphItem {
  const { relation } = statement;
  // y REL f(x), f(x) REL y, x REL g(y), g(y) REL x
  for (const [axis, other] of [
    ["y", "x"],
    ["x", "y"],
  ] as const) {
    if (isAxisSymbol(statement.lhs, axis) && !usesAxis(rhs, axis)) {
      return { type: "curve", variable: other, relation, fn: frameFunction(rhs.node, [other], scope) };
    }
    if (isAxisSymbol(statement.rhs, axis) && !usesAxis(lhs, axis)) {
      return { type: "curve", variable: other, relation: flipped[relation], fn: frameFunction(lhs.node, [other], scope) };
    }
  }
  const anyAxis = [lhs, rhs].some((tree) => usesAxis(tree, "x") || usesAxis(tree, "y"));
  if (!anyAxis) throw new CalcError("noVariables");
  const difference = new nodes.OperatorNode("-", "subtract", [lhs.node, new nodes.ParenthesisNode(rhs.node)]);
  return { type: "implicit", relation, fn: frameFunction(difference, ["x", "y"], scope) };
}
