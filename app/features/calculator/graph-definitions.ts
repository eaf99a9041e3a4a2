/**
 * Second step of the graph's expression list: which rows define which names (functions,
 * parameters such as `a = 2` or `L = [1, 2, 3]`, the columns of tables, the fitted parameters
 * of regressions), which names each row uses, and the errors found before anything is
 * evaluated: a name defined twice, a definition in terms of itself, x or y where they do not
 * belong. Names used but defined nowhere are the free parameters that get sliders.
 */
import { CalcError, toCalcError } from "./calc-error";
import { prepareTree, type PreparedTree } from "./expression-syntax";
import type { Statement } from "./graph-parse";
import type { AngleMode } from "./math-engine";

export type PreparedRow = {
  statement: Statement;
  trees: PreparedTree[];
  error?: CalcError;
  /** Names the row defines (for a regression: the parameters it fits). */
  defines: string[];
  /** Names the row uses (symbols and functions), not counting its own parameters. */
  uses: string[];
};

export type Definitions = { rows: PreparedRow[]; freeParameters: string[]; slidersByRow: string[][] };

const AXES = new Set(["x", "y"]);

function treesOf(statement: Statement) {
  switch (statement.kind) {
    case "function":
    case "parameter":
      return [statement.body];
    case "relation":
    case "regression":
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

/** Names a statement defines by itself (a regression's parameters depend on the other rows). */
function ownNames(statement: Statement): string[] {
  if (statement.kind === "function" || statement.kind === "parameter") return [statement.name];
  if (statement.kind === "table") return [...statement.columns];
  return [];
}

const symbolsOf = (trees: PreparedTree[]) => [...new Set(trees.flatMap((tree) => [...tree.symbols]))];

/** Checks that need the prepared trees: x and y only where they mean the axes. */
function checkAxes(statement: Statement, trees: PreparedTree[], regressionParameters: string[]) {
  const used = symbolsOf(trees).filter((symbol) => AXES.has(symbol));
  switch (statement.kind) {
    case "function":
    case "points":
    case "table":
      if (used.length) throw new CalcError("unknownSymbol", used[0]);
      return;
    case "parameter":
      if (used.length) throw new CalcError("unsupported");
      return;
    case "expression":
      if (trees[0].symbols.has("y")) throw new CalcError("unsupported");
      return;
    case "regression":
      // The observed side must be data (lists), not a parameter or an axis.
      if (used.length || [...trees[0].symbols].some((symbol) => regressionParameters.includes(symbol))) {
        throw new CalcError("regressionNeedsLists");
      }
  }
}

/** Rows whose names depend on themselves (a = b + 1, b = a; f(x) = g(x), g(x) = f(x)). */
function markCircular(rows: PreparedRow[]) {
  const byName = new Map<string, PreparedRow>();
  for (const row of rows) if (!row.error) for (const name of row.defines) byName.set(name, row);
  const circular = new Set<PreparedRow>();
  const visit = (row: PreparedRow, path: PreparedRow[]) => {
    if (path.includes(row)) {
      for (const member of path.slice(path.indexOf(row))) circular.add(member);
      return;
    }
    for (const name of row.uses) {
      const next = byName.get(name);
      if (next) visit(next, [...path, row]);
    }
  };
  for (const row of new Set(byName.values())) visit(row, []);
  for (const row of circular) row.error = new CalcError("circular", row.defines[0]);
}

export function prepareDefinitions(statements: Statement[], angleMode: AngleMode): Definitions {
  const owned = new Map<string, number>();
  for (const name of statements.flatMap(ownNames)) owned.set(name, (owned.get(name) ?? 0) + 1);
  const userFunctions = new Set(statements.flatMap((s) => (s.kind === "function" && owned.get(s.name) === 1 ? [s.name] : [])));

  const rows: PreparedRow[] = statements.map((statement) => {
    const row: PreparedRow = { statement, trees: [], defines: ownNames(statement), uses: [] };
    try {
      const boundSymbols = statement.kind === "function" ? new Set(statement.params) : undefined;
      row.trees = treesOf(statement).map((tree) => prepareTree(tree, { angleMode, userFunctions, boundSymbols }));
      if (statement.kind === "regression") {
        // A regression fits every name in it that no other row defines.
        row.defines = symbolsOf([row.trees[1], row.trees[0]]).filter((symbol) => !owned.has(symbol) && !AXES.has(symbol));
      }
      checkAxes(statement, row.trees, statement.kind === "regression" ? row.defines : []);
      // A regression's own parameters are not a dependency; a definition's own name is (a = a + 1).
      const fitted = new Set(statement.kind === "regression" ? row.defines : []);
      row.uses = [...symbolsOf(row.trees), ...row.trees.flatMap((tree) => [...tree.calls])].filter((name) => !fitted.has(name));
    } catch (error) {
      row.error = toCalcError(error);
    }
    return row;
  });

  const definedCount = new Map<string, number>();
  for (const name of rows.flatMap((row) => row.defines)) definedCount.set(name, (definedCount.get(name) ?? 0) + 1);
  for (const row of rows) {
    const duplicate = row.defines.find((name) => (definedCount.get(name) ?? 0) > 1);
    if (duplicate && !row.error) row.error = new CalcError("duplicateDefinition", duplicate);
  }
  markCircular(rows);

  // Free parameters, in order of first use, each shown as a slider on the first row using it.
  const freeParameters: string[] = [];
  const slidersByRow = rows.map((row) => {
    const sliders: string[] = [];
    if (row.error) return sliders;
    for (const symbol of symbolsOf(row.trees)) {
      if (AXES.has(symbol) || definedCount.has(symbol) || row.defines.includes(symbol) || freeParameters.includes(symbol)) continue;
      freeParameters.push(symbol);
      sliders.push(symbol);
    }
    return sliders;
  });
  return { rows, freeParameters, slidersByRow };
}
