/**
 * First step of the graph's expression list: each row's text becomes a parsed statement
 * (a definition, a relation, a regression, a bare expression, points or a table). Nothing is
 * evaluated here.
 */
import type { MathNode } from "mathjs";
import { CalcError, toCalcError, type CalcErrorCode } from "./calc-error";
import { normalizeText, splitPoints, splitRegression, splitRelation, type Relation } from "./expression-syntax";
import { CONSTANTS, FUNCTION_ALIASES, FUNCTIONS } from "./function-names";
import { parseMath } from "./math-engine";

export type TableColumns = readonly [string, string];

export type GraphExpressionInput =
  | { id: string; kind: "expression"; text: string }
  /** A table's columns are lists named by `columns` (x1 and y1 for the first table). */
  | { id: string; kind: "table"; columns: TableColumns; cells: ReadonlyArray<{ x: string; y: string }> };

export type Statement =
  | { kind: "empty" }
  | { kind: "error"; error: CalcErrorCode; detail?: string }
  | { kind: "function"; name: string; params: string[]; body: MathNode }
  | { kind: "parameter"; name: string; body: MathNode }
  | { kind: "relation"; lhs: MathNode; relation: Relation; rhs: MathNode }
  | { kind: "expression"; node: MathNode }
  | { kind: "regression"; lhs: MathNode; rhs: MathNode }
  | { kind: "points"; coordinates: Array<[MathNode, MathNode]> }
  /** Cells by row; an empty cell is the number 0/0 (undefined), a row of two empty cells is left out. */
  | { kind: "table"; columns: TableColumns; rows: Array<[MathNode, MathNode]> };

/** Names a user may not define: the axes' variables, constants, built-in functions. */
export function isReservedName(name: string): boolean {
  return name === "x" || name === "y" || CONSTANTS.has(name) || Object.hasOwn(FUNCTIONS, name) || Object.hasOwn(FUNCTION_ALIASES, name);
}

/** Parses normalized text. */
function parseSide(text: string): MathNode {
  if (!text.trim()) throw new CalcError("syntax");
  try {
    return parseMath(text);
  } catch {
    throw new CalcError("syntax");
  }
}

function symbolName(node: MathNode): string | null {
  let current = node;
  while (current.type === "ParenthesisNode") current = (current as unknown as { content: MathNode }).content;
  return current.type === "SymbolNode" ? (current as unknown as { name: string }).name : null;
}

/** "f(x)" or "g(a, b)" on the left of "=": the name and parameters of a function definition. */
function functionHead(node: MathNode): { name: string; params: string[] } | null {
  if (node.type !== "FunctionNode") return null;
  const { fn, args } = node as unknown as { fn: MathNode; args: MathNode[] };
  const name = symbolName(fn);
  if (!name || isReservedName(name) || args.length === 0) return null;
  const params = args.map(symbolName);
  if (params.some((param) => param === null || CONSTANTS.has(param))) return null;
  if (new Set(params).size !== params.length) return null;
  return { name, params: params as string[] };
}

function parseExpressionText(typed: string): Statement {
  if (!typed.trim()) return { kind: "empty" };
  const text = normalizeText(typed);
  const regression = splitRegression(text);
  if (regression) return { kind: "regression", lhs: parseSide(regression.lhs), rhs: parseSide(regression.rhs) };
  const points = splitPoints(text);
  if (points) {
    return { kind: "points", coordinates: points.map(([x, y]) => [parseSide(x), parseSide(y)] as [MathNode, MathNode]) };
  }
  const parts = splitRelation(text);
  if (!parts) return { kind: "expression", node: parseSide(text) };
  const lhs = parseSide(parts.lhs);
  const rhs = parseSide(parts.rhs);
  if (parts.relation === "=") {
    const head = functionHead(lhs);
    if (head) return { kind: "function", ...head, body: rhs };
    const name = lhs.type === "SymbolNode" ? symbolName(lhs) : null;
    if (name && name !== "x" && name !== "y") {
      if (isReservedName(name)) throw new CalcError("reservedName", name);
      return { kind: "parameter", name, body: rhs };
    }
  }
  return { kind: "relation", lhs, relation: parts.relation, rhs };
}

const EMPTY_CELL = "0/0";

function parseTable(columns: TableColumns, cells: ReadonlyArray<{ x: string; y: string }>): Statement {
  const rows: Array<[MathNode, MathNode]> = [];
  for (const cell of cells) {
    if (!cell.x.trim() && !cell.y.trim()) continue;
    const [x, y] = [cell.x, cell.y].map((text) => parseSide(text.trim() ? normalizeText(text) : EMPTY_CELL));
    rows.push([x, y]);
  }
  return { kind: "table", columns, rows };
}

export function parseStatement(input: GraphExpressionInput): Statement {
  try {
    return input.kind === "table" ? parseTable(input.columns, input.cells) : parseExpressionText(input.text);
  } catch (error) {
    const calcError = toCalcError(error);
    return { kind: "error", error: calcError.code, detail: calcError.detail };
  }
}
