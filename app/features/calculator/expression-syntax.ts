/**
 * From what a student types to a mathjs tree that is safe to compile:
 * - `normalizeText` maps calculator symbols (×, ÷, π, √, ≤, braces …) to ASCII and splits runs
 *   of letters into single-letter variables and known names ("2ax" is 2·a·x, "pix" is π·x),
 *   as graphing calculators do; digits right after a single letter are its subscript, as in
 *   Desmos ("x1", "x_1" and "x_{1}" are all the name x1 of a table column);
 * - `splitRelation`, `splitRegression` and `splitPoints` find `=`, `<`, `>`, `<=`, `>=`, `~`
 *   and point tuples;
 * - `prepareTree` checks a parsed tree against an allowlist of node types, operators and
 *   functions, maps function names to the instance's (degrees or radians, log base 10,
 *   ln) and reports which symbols and user functions it uses.
 */
import type { MathNode } from "mathjs";
import { CalcError } from "./calc-error";
import { CONSTANTS, FUNCTION_ALIASES, FUNCTIONS, OPERATORS, type AngleMode } from "./function-names";
import { nodes, parseMath } from "./math-engine";

export type Relation = "=" | "<" | ">" | "<=" | ">=";

const BUILTIN_NAMES = [...Object.keys(FUNCTIONS), ...Object.keys(FUNCTION_ALIASES), ...CONSTANTS];

const REPLACEMENTS: ReadonlyArray<[RegExp, string]> = [
  [/[×·∙⋅]/g, "*"],
  [/[÷∕]/g, "/"],
  [/[−–—]/g, "-"],
  [/π/g, "pi"],
  [/²/g, "^2"],
  [/³/g, "^3"],
  [/≤/g, "<="],
  [/≥/g, ">="],
  [/[∼˜]/g, "~"],
  [/([A-Za-z])_\{(\d+)\}/g, "$1$2"],
  [/([A-Za-z])_(\d+)/g, "$1$2"],
  [/\{/g, "("],
  [/\}/g, ")"],
  [/√\s*([0-9.]+|[A-Za-z]\d*)/g, "sqrt($1)"],
  [/∛\s*([0-9.]+|[A-Za-z]\d*)/g, "cbrt($1)"],
  [/√/g, "sqrt"],
  [/∛/g, "cbrt"],
];

function isFunctionName(name: string): boolean {
  return Object.hasOwn(FUNCTIONS, name) || Object.hasOwn(FUNCTION_ALIASES, name);
}

/** Splits a run of letters into known names (longest first) and single letters. */
function splitLetters(run: string, known: readonly string[]): string[] {
  const parts: string[] = [];
  let index = 0;
  while (index < run.length) {
    let match = "";
    for (const name of known) {
      if (name.length > match.length && run.startsWith(name, index)) match = name;
    }
    const part = match || run[index];
    parts.push(part);
    index += part.length;
  }
  return parts;
}

/**
 * Normalizes typed text for the parser. `extraNames` are multi-letter names the context
 * knows besides the built-in functions and constants (the scientific calculator's "Ans").
 */
export function normalizeText(text: string, extraNames: readonly string[] = []): string {
  let source = text;
  for (const [pattern, replacement] of REPLACEMENTS) source = source.replace(pattern, replacement);
  const known = [...BUILTIN_NAMES, ...extraNames];
  return source.replace(/([A-Za-z]+)(\d*)/g, (match: string, run: string, digits: string, offset: number, whole: string) => {
    const lowerAns = extraNames.includes("Ans") ? run.replace(/ans/gi, "Ans") : run;
    const parts = splitLetters(lowerAns, known);
    const before = whole[offset - 1] ?? "";
    const last = parts[parts.length - 1];
    const prefix = /[0-9.]/.test(before) ? "*" : "";
    if (digits && last.length === 1 && !CONSTANTS.has(last)) {
      parts[parts.length - 1] = last + digits;
      return prefix + parts.join("*");
    }
    const after = whole[offset + run.length] ?? "";
    const suffix = /[0-9.]/.test(after) && !isFunctionName(last) ? "*" : "";
    return prefix + parts.join("*") + suffix + digits;
  });
}

/** Indices of a character at parenthesis depth 0 (brackets count as parentheses). */
function topLevelIndices(text: string, test: (char: string, index: number) => boolean): number[] {
  const found: number[] = [];
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (depth === 0 && test(char, index)) found.push(index);
  }
  return found;
}

export type RelationParts = { lhs: string; relation: Relation; rhs: string };

/** Finds the one top-level relation of an equation or inequality, or null when there is none. */
export function splitRelation(text: string): RelationParts | null {
  const found: Array<{ index: number; relation: Relation }> = [];
  for (let index = 0, depth = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (depth === 0 && (char === "<" || char === ">" || char === "=")) {
      const next = text[index + 1];
      if ((char === "<" || char === ">") && next === "=") {
        found.push({ index, relation: `${char}=` as Relation });
        index++;
      } else if (char === "=" && next === "=") {
        found.push({ index, relation: "=" });
        index++;
      } else {
        found.push({ index, relation: char as Relation });
      }
    }
  }
  if (found.length === 0) return null;
  if (found.length > 1) throw new CalcError("unsupported");
  const { index, relation } = found[0];
  const width = text.slice(index, index + 2) === "==" || relation.length === 2 ? 2 : 1;
  const lhs = text.slice(0, index).trim();
  const rhs = text.slice(index + width).trim();
  if (!lhs || !rhs) throw new CalcError("syntax");
  return { lhs, relation, rhs };
}

/** "y1 ~ m x1 + b": the two sides of a regression, or null when the text has no top-level "~". */
export function splitRegression(text: string): { lhs: string; rhs: string } | null {
  const found = topLevelIndices(text, (char) => char === "~");
  if (found.length === 0) return null;
  if (found.length > 1) throw new CalcError("unsupported");
  const lhs = text.slice(0, found[0]).trim();
  const rhs = text.slice(found[0] + 1).trim();
  if (!lhs || !rhs) throw new CalcError("syntax");
  return { lhs, rhs };
}

/** Splits "(1,2), (3,4)" into coordinate texts, or returns null when the text is not points. */
export function splitPoints(text: string): Array<[string, string]> | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith("(")) return null;
  const commas = topLevelIndices(trimmed, (char) => char === ",");
  const parts: string[] = [];
  let start = 0;
  for (const index of [...commas, trimmed.length]) {
    parts.push(trimmed.slice(start, index).trim());
    start = index + 1;
  }
  const points: Array<[string, string]> = [];
  for (const part of parts) {
    if (!part.startsWith("(") || !part.endsWith(")")) return null;
    const inner = part.slice(1, -1);
    // The opening parenthesis must close at the very end: "(1)+(2)" is not a point.
    if (!balanced(inner)) return null;
    const innerCommas = topLevelIndices(inner, (char) => char === ",");
    if (innerCommas.length !== 1) return null;
    const [comma] = innerCommas;
    points.push([inner.slice(0, comma).trim(), inner.slice(comma + 1).trim()]);
  }
  return points;
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    if (depth < 0) return false;
  }
  return depth === 0;
}

export type PreparedTree = {
  /** The tree to compile: allowlisted nodes, instance function names. */
  node: MathNode;
  /** Free symbols (not constants, not function parameters). */
  symbols: Set<string>;
  /** User-defined functions it calls. */
  calls: Set<string>;
};

export type PrepareOptions = {
  angleMode: AngleMode;
  /** Names of user-defined functions (graphing: f, g, …). */
  userFunctions?: ReadonlySet<string>;
  /** Parameters of the function being defined: not free symbols. */
  boundSymbols?: ReadonlySet<string>;
};

/** Parses text (already normalized) and prepares its tree; throws CalcError. */
export function parseAndPrepare(text: string, options: PrepareOptions): PreparedTree {
  if (!text.trim()) throw new CalcError("syntax");
  let parsed: MathNode;
  try {
    parsed = parseMath(text);
  } catch {
    throw new CalcError("syntax");
  }
  return prepareTree(parsed, options);
}

export function prepareTree(root: MathNode, options: PrepareOptions): PreparedTree {
  const symbols = new Set<string>();
  const calls = new Set<string>();
  const userFunctions = options.userFunctions ?? new Set<string>();
  const bound = options.boundSymbols ?? new Set<string>();

  const visit = (node: MathNode): MathNode => {
    switch (node.type) {
      case "ConstantNode": {
        const { value } = node as unknown as { value: unknown };
        if (typeof value !== "number") throw new CalcError("syntax");
        return node;
      }
      case "SymbolNode": {
        const { name } = node as unknown as { name: string };
        if (isFunctionName(name)) throw new CalcError("needsParentheses", name);
        if (!CONSTANTS.has(name) && !bound.has(name)) symbols.add(name);
        return node;
      }
      case "ParenthesisNode":
      case "ArrayNode":
        return node.map((child) => visit(child));
      case "OperatorNode": {
        const { fn } = node as unknown as { fn: string };
        if (!OPERATORS.has(fn)) throw new CalcError(fn.startsWith("small") || fn.startsWith("large") || fn === "equal" ? "unsupported" : "syntax");
        return node.map((child) => visit(child));
      }
      case "FunctionNode":
        return visitFunction(node);
      default:
        throw new CalcError("syntax");
    }
  };

  const visitFunction = (node: MathNode): MathNode => {
    const { fn, args } = node as unknown as { fn: MathNode; args: MathNode[] };
    if (fn.type !== "SymbolNode") throw new CalcError("syntax");
    const typed = (fn as unknown as { name: string }).name;
    const name = Object.hasOwn(FUNCTION_ALIASES, typed) ? FUNCTION_ALIASES[typed] : typed;
    const preparedArgs = args.map(visit);
    if (userFunctions.has(name)) {
      calls.add(name);
      return new nodes.FunctionNode(new nodes.SymbolNode(name), preparedArgs);
    }
    const spec = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
    if (spec) {
      if (args.length < spec.min || args.length > spec.max) throw new CalcError("wrongArgumentCount", name);
      return new nodes.FunctionNode(new nodes.SymbolNode(spec.target(args.length, options.angleMode)), preparedArgs);
    }
    // "a(x+1)" where a is not a function: implicit multiplication, as on paper.
    if (args.length === 1 && (name.length === 1 || CONSTANTS.has(name) || name === "Ans")) {
      const factor = visit(new nodes.SymbolNode(name));
      return new nodes.OperatorNode("*", "multiply", [factor, new nodes.ParenthesisNode(preparedArgs[0])], true);
    }
    throw new CalcError("unknownFunction", name);
  };

  return { node: visit(root), symbols, calls };
}
