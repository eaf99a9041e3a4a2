/**
 * The graphing calculator's expression list, analysed: which rows are curves (y = f(x),
 * x = g(y)), equations and inequalities in x and y, points, tables, parameter and function
 * definitions, and which free parameters need sliders. The result holds plain JavaScript
 * functions (compiled by the restricted mathjs instance) for sampling and drawing.
 */
import type { EvalFunction, MathNode } from "mathjs";
import { CalcError, toCalcError, type CalcErrorCode } from "./calc-error";
import { prepareTree, type PreparedTree, type Relation } from "./expression-syntax";
import { parseStatement, type GraphExpressionInput, type Statement } from "./graph-parse";
import { nodes, type AngleMode } from "./math-engine";

export type { GraphExpressionInput } from "./graph-parse";
export type { Relation } from "./expression-syntax";

export type Point = { x: number; y: number };

export type GraphItem =
  | { type: "empty" }
  | { type: "error"; error: CalcErrorCode; detail?: string }
  /** variable "x": y REL fn(x); variable "y": x REL fn(y) (vertical lines, sideways curves). */
  | { type: "curve"; variable: "x" | "y"; relation: Relation; fn: (t: number) => number }
  /** fn(x, y) REL 0 */
  | { type: "implicit"; relation: Relation; fn: (x: number, y: number) => number }
  | { type: "points"; points: Point[] }
  | { type: "definition"; name: string; value: number; slider: boolean }
  | { type: "function"; name: string }
  | { type: "value"; value: number };

export type AnalyzedExpression = { id: string; item: GraphItem; sliders: string[] };
export type GraphAnalysis = { expressions: AnalyzedExpression[]; freeParameters: string[] };
export type GraphOptions = { angleMode: AngleMode };

export const DEFAULT_PARAMETER_VALUE = 1;

type Prepared = { statement: Statement; trees: PreparedTree[]; error?: CalcError };

const flipped: Record<Relation, Relation> = { "=": "=", "<": ">", ">": "<", "<=": ">=", ">=": "<=" };

function treesOf(statement: Statement): MathNode[] {
  switch (statement.kind) {
    case "function":
    case "parameter":
      return [statement.body];
    case "relation":
      return [statement.lhs, statement.rhs];
    case "expression":
      return [statement.node];
    case "points":
      return statement.coordinates.flat();
    case "table":
      return statement.rows.flat();
    default:
      return [];
  }
}

function usesAxis(tree: PreparedTree, axis: "x" | "y"): boolean {
  return tree.symbols.has(axis);
}

function isNumberLiteral(node: MathNode): boolean {
  if (node.type === "ConstantNode") return true;
  const { fn, args, content } = node as unknown as { fn?: string; args?: MathNode[]; content?: MathNode };
  if (node.type === "ParenthesisNode" && content) return isNumberLiteral(content);
  return node.type === "OperatorNode" && (fn === "unaryMinus" || fn === "unaryPlus") && !!args && isNumberLiteral(args[0]);
}

function isAxisSymbol(node: MathNode, axis: "x" | "y"): boolean {
  return node.type === "SymbolNode" && (node as unknown as { name: string }).name === axis;
}

/** Names defined by more than one row, and the rows defining each name. */
function definitions(statements: Statement[]) {
  const count = new Map<string, number>();
  for (const statement of statements) {
    if (statement.kind === "function" || statement.kind === "parameter") {
      count.set(statement.name, (count.get(statement.name) ?? 0) + 1);
    }
  }
  return count;
}

function prepareAll(statements: Statement[], options: GraphOptions): Prepared[] {
  const defined = definitions(statements);
  const userFunctions = new Set(
    statements.flatMap((statement) => (statement.kind === "function" && defined.get(statement.name) === 1 ? [statement.name] : [])),
  );
  return statements.map((statement) => {
    try {
      if ((statement.kind === "function" || statement.kind === "parameter") && (defined.get(statement.name) ?? 0) > 1) {
        throw new CalcError("duplicateDefinition", statement.name);
      }
      const boundSymbols = statement.kind === "function" ? new Set(statement.params) : undefined;
      const trees = treesOf(statement).map((tree) => prepareTree(tree, { angleMode: options.angleMode, userFunctions, boundSymbols }));
      if (statement.kind === "function" || statement.kind === "parameter" || statement.kind === "points" || statement.kind === "table") {
        for (const tree of trees) {
          for (const axis of ["x", "y"] as const) {
            if (usesAxis(tree, axis)) throw new CalcError(statement.kind === "parameter" ? "unsupported" : "unknownSymbol", axis);
          }
        }
      }
      if (statement.kind === "expression" && usesAxis(trees[0], "y")) throw new CalcError("unsupported");
      return { statement, trees };
    } catch (error) {
      return { statement, trees: [], error: toCalcError(error) };
    }
  });
}

/** Definitions that depend on themselves (a = b + 1, b = a; f(x) = g(x), g(x) = f(x)). */
function circularNames(prepared: Prepared[]): Set<string> {
  const dependencies = new Map<string, string[]>();
  for (const { statement, trees, error } of prepared) {
    if (error || (statement.kind !== "function" && statement.kind !== "parameter")) continue;
    dependencies.set(statement.name, [...trees[0].symbols, ...trees[0].calls]);
  }
  const circular = new Set<string>();
  const visit = (name: string, path: string[]) => {
    if (path.includes(name)) {
      for (const member of path.slice(path.indexOf(name))) circular.add(member);
      return;
    }
    for (const next of dependencies.get(name) ?? []) if (dependencies.has(next)) visit(next, [...path, name]);
  };
  for (const name of dependencies.keys()) visit(name, []);
  return circular;
}

function numeric(code: EvalFunction, scope: Map<string, unknown>): number {
  try {
    const value: unknown = code.evaluate(scope);
    return typeof value === "number" ? value : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export function analyzeGraph(
  inputs: readonly GraphExpressionInput[],
  parameterValues: Readonly<Record<string, number>>,
  options: GraphOptions,
): GraphAnalysis {
  const prepared = prepareAll(inputs.map(parseStatement), options);
  const circular = circularNames(prepared);
  for (const entry of prepared) {
    const { statement } = entry;
    if (!entry.error && (statement.kind === "function" || statement.kind === "parameter") && circular.has(statement.name)) {
      entry.error = new CalcError("circular", statement.name);
    }
  }

  const definedNames = new Set(
    prepared.flatMap(({ statement }) => (statement.kind === "function" || statement.kind === "parameter" ? [statement.name] : [])),
  );
  // Free parameters, in order of first use, each shown as a slider on the first row using it.
  const freeParameters: string[] = [];
  const slidersByRow = prepared.map(({ trees, error }) => {
    const sliders: string[] = [];
    if (error) return sliders;
    for (const tree of trees) {
      for (const symbol of tree.symbols) {
        if (symbol === "x" || symbol === "y" || definedNames.has(symbol) || freeParameters.includes(symbol)) continue;
        freeParameters.push(symbol);
        sliders.push(symbol);
      }
    }
    return sliders;
  });

  const scope = new Map<string, unknown>();
  for (const name of freeParameters) scope.set(name, parameterValues[name] ?? DEFAULT_PARAMETER_VALUE);
  // Functions first (they resolve parameters when called), then parameters in dependency order.
  for (const { statement, trees, error } of prepared) {
    if (statement.kind !== "function") continue;
    if (error) {
      if (!scope.has(statement.name)) scope.set(statement.name, () => Number.NaN);
      continue;
    }
    const definition = new nodes.FunctionAssignmentNode(statement.name, statement.params, trees[0].node);
    definition.compile().evaluate(scope);
  }
  const parameters = new Map<string, Prepared>();
  for (const entry of prepared) if (entry.statement.kind === "parameter") parameters.set(entry.statement.name, entry);
  const resolving = new Set<string>();
  const resolve = (name: string): void => {
    const entry = parameters.get(name);
    if (!entry || scope.has(name) || resolving.has(name)) return;
    resolving.add(name);
    if (entry.error) {
      scope.set(name, Number.NaN);
      return;
    }
    for (const symbol of entry.trees[0].symbols) resolve(symbol);
    scope.set(name, numeric(entry.trees[0].node.compile(), scope));
  };
  for (const name of parameters.keys()) resolve(name);

  const expressions = prepared.map((entry, index): AnalyzedExpression => {
    const id = inputs[index].id;
    const sliders = slidersByRow[index];
    if (entry.error) return { id, item: { type: "error", error: entry.error.code, detail: entry.error.detail }, sliders };
    try {
      return { id, item: buildItem(entry, scope), sliders };
    } catch (error) {
      const calcError = toCalcError(error);
      return { id, item: { type: "error", error: calcError.code, detail: calcError.detail }, sliders };
    }
  });
  return { expressions, freeParameters };
}

function curveFunction(node: MathNode, variable: "x" | "y", baseScope: Map<string, unknown>): (t: number) => number {
  const code = node.compile();
  const scope = new Map(baseScope);
  return (t: number) => {
    scope.set(variable, t);
    return numeric(code, scope);
  };
}

function buildItem({ statement, trees }: Prepared, scope: Map<string, unknown>): GraphItem {
  const evaluate = (tree: PreparedTree) => numeric(tree.node.compile(), scope);
  switch (statement.kind) {
    case "empty":
      return { type: "empty" };
    case "error":
      return { type: "error", error: statement.error, detail: statement.detail };
    case "parameter":
      return { type: "definition", name: statement.name, value: scope.get(statement.name) as number, slider: isNumberLiteral(statement.body) };
    case "function": {
      if (statement.params.length !== 1) return { type: "function", name: statement.name };
      const call = new nodes.FunctionNode(new nodes.SymbolNode(statement.name), [new nodes.SymbolNode("x")]);
      return { type: "curve", variable: "x", relation: "=", fn: curveFunction(call, "x", scope) };
    }
    case "expression":
      if (usesAxis(trees[0], "x")) return { type: "curve", variable: "x", relation: "=", fn: curveFunction(trees[0].node, "x", scope) };
      return { type: "value", value: evaluate(trees[0]) };
    case "points":
    case "table": {
      const points: Point[] = [];
      for (let index = 0; index < trees.length; index += 2) points.push({ x: evaluate(trees[index]), y: evaluate(trees[index + 1]) });
      return { type: "points", points };
    }
    case "relation":
      return relationItem(statement, trees[0], trees[1], scope);
  }
}

function relationItem(
  statement: Extract<Statement, { kind: "relation" }>,
  lhs: PreparedTree,
  rhs: PreparedTree,
  scope: Map<string, unknown>,
): GraphItem {
  const { relation } = statement;
  // y REL f(x), f(x) REL y, x REL g(y), g(y) REL x
  for (const [axis, other] of [["y", "x"], ["x", "y"]] as const) {
    if (isAxisSymbol(statement.lhs, axis) && !usesAxis(rhs, axis)) {
      return { type: "curve", variable: other, relation, fn: curveFunction(rhs.node, other, scope) };
    }
    if (isAxisSymbol(statement.rhs, axis) && !usesAxis(lhs, axis)) {
      return { type: "curve", variable: other, relation: flipped[relation], fn: curveFunction(lhs.node, other, scope) };
    }
  }
  const anyAxis = [lhs, rhs].some((tree) => usesAxis(tree, "x") || usesAxis(tree, "y"));
  if (!anyAxis) throw new CalcError("noVariables");
  const difference = new nodes.OperatorNode("-", "subtract", [lhs.node, new nodes.ParenthesisNode(rhs.node)]);
  const code = difference.compile();
  const local = new Map(scope);
  const fn = (x: number, y: number) => {
    local.set("x", x);
    local.set("y", y);
    return numeric(code, local);
  };
  return { type: "implicit", relation, fn };
}
