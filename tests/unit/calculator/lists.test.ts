import { describe, expect, test } from "vitest";
import { floatArithmetic } from "../../../app/features/calculator/arithmetic";
import { compileTree, emptyScope } from "../../../app/features/calculator/evaluate-tree";
import { normalizeText, prepareTree, splitRegression } from "../../../app/features/calculator/expression-syntax";
import { analyzeGraph, type GraphExpressionInput, type GraphItem } from "../../../app/features/calculator/graph-expressions";
import { parseMath } from "../../../app/features/calculator/math-engine";
import { formatValue } from "../../../app/features/calculator/result-text";
import { evaluateScientific } from "../../../app/features/calculator/scientific-evaluator";

let counter = 0;
const row = (text: string): GraphExpressionInput => ({ id: `l${++counter}`, kind: "expression", text });

function items(texts: string[], params: Record<string, number> = {}): GraphItem[] {
  return analyzeGraph(texts.map(row), params, { angleMode: "rad" }).expressions.map((expression) => expression.item);
}

/** The text shown under the last row. */
function shownLast(texts: string[]): string {
  const item = items(texts).at(-1)!;
  if (item.type !== "value" && item.type !== "definition") throw new Error(`expected a value, got ${JSON.stringify(item)}`);
  return formatValue(item.value, item.exact, "undefined");
}

describe("typing lists and subscripts", () => {
  test("a digit after a single letter is its subscript, in every spelling", () => {
    expect(normalizeText("x1")).toBe("x1");
    expect(normalizeText("x_1")).toBe("x1");
    expect(normalizeText("x_{12}")).toBe("x12");
    expect(normalizeText("2x1+y1")).toBe("2*x1+y1");
    expect(normalizeText("a b^{x_1}")).toBe("a b^(x1)");
  });

  test("constants and functions keep multiplying by a following digit", () => {
    expect(normalizeText("pi2")).toBe("pi*2");
    expect(normalizeText("2e3")).toBe("2*e*3");
    expect(normalizeText("mean(L)")).toBe("mean(L)");
  });

  test("a regression splits at its top-level tilde only", () => {
    expect(splitRegression("y1 ~ m*x1 + b")).toEqual({ lhs: "y1", rhs: "m*x1 + b" });
    expect(splitRegression("y = 2x")).toBeNull();
    expect(() => splitRegression("y1 ~ a ~ b")).toThrow();
  });
});

describe("list arithmetic, as in Desmos", () => {
  test("operators and functions apply element by element", () => {
    expect(shownLast(["L = [1, 2, 3, 4]", "2L + 1"])).toBe("[3, 5, 7, 9]");
    expect(shownLast(["L = [1, 2, 3, 4]", "L^2"])).toBe("[1, 4, 9, 16]");
    expect(shownLast(["L = [1, 4, 9]", "sqrt(L)"])).toBe("[1, 2, 3]");
    expect(shownLast(["L = [1, 2, 3]", "M = [10, 20, 30, 40]", "L M"])).toBe("[10, 40, 90]");
  });

  test("a curve whose value is a list is refused with a message, not drawn empty", () => {
    expect(items(["L = [1, 2, 3]", "y = L x"])[1]).toMatchObject({ type: "error", error: "unsupported" });
  });

  test("a function of x applied to a list maps over it", () => {
    expect(shownLast(["f(x) = x^2 - 3", "f([1, 2, 3])"])).toBe("[-2, 1, 6]");
  });

  test("a computed list definition shows its elements, a literal one shows nothing", () => {
    const [literal, computed] = items(["L = [1, 2]", "M = L/3"]);
    expect(literal).toMatchObject({ type: "definition", literal: true, slider: false });
    expect(shownLast(["L = [1, 2]", "M = L/3"])).toBe("[1/3, 2/3]");
    expect(computed).toMatchObject({ type: "definition", name: "M", literal: false });
  });
});

describe("statistics on lists, exact where rational", () => {
  const data = "L = [2, 4, 4, 4, 5, 5, 7, 9]";

  test("mean, median, total, min, max, length", () => {
    expect(shownLast([data, "mean(L)"])).toBe("5");
    expect(shownLast([data, "median(L)"])).toBe("4.5");
    expect(shownLast([data, "total(L)"])).toBe("40");
    expect(shownLast([data, "min(L)"])).toBe("2");
    expect(shownLast([data, "max(L)"])).toBe("9");
    expect(shownLast([data, "length(L)"])).toBe("8");
  });

  test("a mean that is not a terminating decimal is shown as a fraction and a decimal", () => {
    // (1 + 2 + 4) / 3 = 7/3
    expect(shownLast(["mean(1, 2, 4)"])).toBe("7/3 ≈ 2.33333333333");
  });

  test("population and sample standard deviation", () => {
    // Deviations from 5: -3 -1 -1 -1 0 0 2 4; squares sum to 9+1+1+1+0+0+4+16 = 32.
    // Population: sqrt(32/8) = 2. Sample: sqrt(32/7), not rational.
    expect(shownLast([data, "stdevp(L)"])).toBe("2");
    const sample = items([data, "stdev(L)"])[1];
    expect(sample).toMatchObject({ type: "value", exact: null });
    if (sample.type === "value") expect(sample.value).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(shownLast([data, "var(L)"])).toBe("32/7 ≈ 4.57142857143");
  });

  test("sort orders a list; min and max also take several numbers", () => {
    expect(shownLast(["sort([3, -1, 2.5])"])).toBe("[-1, 2.5, 3]");
    expect(shownLast(["max(3, 7, [1, 8])"])).toBe("8");
  });

  test("statistics of too few values are undefined, not an error", () => {
    expect(shownLast(["stdev([5])"])).toBe("undefined");
    expect(shownLast(["mean([])"])).toBe("undefined");
  });

  test("a table's columns are lists named x1 and y1", () => {
    const table: GraphExpressionInput = {
      id: "t",
      kind: "table",
      columns: ["x1", "y1"],
      cells: [
        { x: "1", y: "10" },
        { x: "2", y: "" },
        { x: "3", y: "20" },
      ],
    };
    const analysis = analyzeGraph([table, row("mean(x1)"), row("total(y1)")], {}, { angleMode: "rad" });
    expect(analysis.expressions[0].item).toEqual({
      type: "points",
      points: [
        { x: 1, y: 10 },
        { x: 2, y: Number.NaN },
        { x: 3, y: 20 },
      ],
    });
    expect(analysis.expressions[1].item).toMatchObject({ type: "value", value: 2 });
    // An empty cell is undefined, so the total of the column is too.
    expect(analysis.expressions[2].item).toMatchObject({ type: "value", value: Number.NaN });
  });

  test("(x1, y1) plots one point per row of the lists", () => {
    expect(items(["L = [1, 2]", "(L, L^2)"])[1]).toEqual({
      type: "points",
      points: [
        { x: 1, y: 1 },
        { x: 2, y: 4 },
      ],
    });
  });
});

describe("the scientific calculator with statistics", () => {
  test("mean(1, 2, 4) is exactly 7/3; a list alone is not a scientific result", () => {
    const result = evaluateScientific("mean(1, 2, 4)", { angleMode: "deg" });
    expect(result).toMatchObject({ ok: true, exact: { numerator: 7n, denominator: 3n } });
    expect(evaluateScientific("[1, 2, 3]", { angleMode: "deg" })).toMatchObject({ ok: false, error: "unsupported" });
  });
});

describe("names that are not ours", () => {
  test("object keys such as constructor are neither functions nor statistics", () => {
    // Typed text splits unknown words into single letters; a tree built around them still finds nothing.
    expect(evaluateScientific("constructor(1)", { angleMode: "deg" }).ok).toBe(false);
    expect(() => prepareTree(parseMath("constructor(1)"), { angleMode: "deg" })).toThrow("unknownFunction");
    expect(() => compileTree(parseMath("constructor([1])"), floatArithmetic)(emptyScope(), [])).toThrow("unknownFunction");
  });
});
