/**
 * Third step of the graph's expression list: the values of the defined names, computed in
 * dependency order into a scope. It runs once in floating point (graphs, fits) and once in
 * exact rationals (the values shown under the rows, 7/3 rather than 2.333…). Regressions are
 * fitted by the `onRegression` callback, in floating point only: in the exact scope their
 * parameters are missing, so whatever uses them is shown as a decimal.
 */
import type { Arithmetic } from "./arithmetic";
import { compileTree, defineFunction, emptyScope, type Scope, type Value } from "./evaluate-tree";
import type { PreparedRow } from "./graph-definitions";

function evaluateColumn<T>(trees: PreparedRow["trees"], column: 0 | 1, A: Arithmetic<T>, scope: Scope<T>): T[] {
  const values: T[] = [];
  for (let index = column; index < trees.length; index += 2) {
    const value = compileTree(trees[index].node, A)(scope, []);
    values.push(Array.isArray(value) ? A.undefinedValue() : value);
  }
  return values;
}

function setUndefined<T>(scope: Scope<T>, A: Arithmetic<T>, name: string) {
  try {
    scope.values.set(name, A.undefinedValue());
  } catch {
    // Exact arithmetic has no undefined value: the name stays missing, which is not exact.
  }
}

export function resolveScope<T>(
  rows: readonly PreparedRow[],
  A: Arithmetic<T>,
  free: ReadonlyMap<string, T>,
  onRegression?: (row: PreparedRow, scope: Scope<T>) => void,
): Scope<T> {
  const scope = emptyScope<T>();
  for (const [name, value] of free) scope.values.set(name, value);
  const byName = new Map<string, PreparedRow>();
  for (const row of rows) for (const name of row.defines) if (!row.error) byName.set(name, row);
  const done = new Set<PreparedRow>();

  const evaluate = (row: PreparedRow) => {
    const { statement, trees } = row;
    switch (statement.kind) {
      case "function":
        scope.functions.set(statement.name, defineFunction(statement.params, trees[0].node, A, scope));
        return;
      case "parameter":
        scope.values.set(statement.name, compileTree(trees[0].node, A)(scope, []) as Value<T>);
        return;
      case "table":
        statement.columns.forEach((name, column) => {
          try {
            scope.values.set(name, evaluateColumn(trees, column as 0 | 1, A, scope));
          } catch {
            setUndefined(scope, A, name);
          }
        });
        return;
      case "regression":
        onRegression?.(row, scope);
        return;
    }
  };

  const resolve = (row: PreparedRow) => {
    if (done.has(row)) return;
    done.add(row);
    for (const name of row.uses) {
      const next = byName.get(name);
      if (next) resolve(next);
    }
    try {
      evaluate(row);
    } catch {
      for (const name of row.defines) setUndefined(scope, A, name);
    }
  };

  // Rows using a broken definition show "undefined" rather than "unknown name".
  for (const row of rows) {
    if (!row.error) continue;
    for (const name of row.defines) {
      if (byName.has(name)) continue;
      if (row.statement.kind === "function") scope.functions.set(name, () => A.undefinedValue());
      else setUndefined(scope, A, name);
    }
  }
  for (const row of rows) if (!row.error && row.defines.length) resolve(row);
  return scope;
}
