import { describe, expect, test } from "vitest";
import { analyzeGraph, type GraphExpressionInput, type GraphItem } from "../../../app/features/calculator/graph-expressions";
import { solveLeastSquares } from "../../../app/features/calculator/least-squares";
import { fitModel } from "../../../app/features/calculator/regression-fit";
import { regressionLines } from "../../../app/features/calculator/result-text";

let counter = 0;
const row = (text: string): GraphExpressionInput => ({ id: `g${++counter}`, kind: "expression", text });
const table = (xs: number[], ys: Array<number | "">, columns: [string, string] = ["x1", "y1"]): GraphExpressionInput => ({
  id: `t${++counter}`,
  kind: "table",
  columns,
  cells: xs.map((x, i) => ({ x: String(x), y: String(ys[i]) })),
});

function analyze(inputs: GraphExpressionInput[]): GraphItem[] {
  return analyzeGraph(inputs, {}, { angleMode: "rad" }).expressions.map((expression) => expression.item);
}

function regression(item: GraphItem) {
  if (item.type !== "regression") throw new Error(`expected a regression, got ${JSON.stringify(item)}`);
  return item;
}

const parameter = (item: GraphItem, name: string) => regression(item).parameters.find((p) => p.name === name)!.value;

describe("least squares", () => {
  test("QR solves an overdetermined system and refuses dependent columns", () => {
    // Points (0,1), (1,3), (2,5) lie on y = 2x + 1 exactly.
    expect(
      solveLeastSquares(
        [
          [1, 1, 1],
          [0, 1, 2],
        ],
        [1, 3, 5],
      )!.map((v) => Number(v.toFixed(12))),
    ).toEqual([1, 2]);
    expect(
      solveLeastSquares(
        [
          [1, 2, 3],
          [2, 4, 6],
        ],
        [1, 2, 3],
      ),
    ).toBeNull();
  });

  test("a model linear in its parameters is solved directly; others iteratively", () => {
    const xs = [0, 1, 2, 3];
    const line = fitModel({ observed: [1, 3, 5, 7], parameterCount: 2, model: ([m, b]) => xs.map((x) => m * x + b) });
    expect(line).toMatchObject({ ok: true, linear: true });
    const growth = fitModel({ observed: [2, 6, 18, 54], parameterCount: 2, model: ([a, b]) => xs.map((x) => a * b ** x) });
    expect(growth).toMatchObject({ ok: true, linear: false });
    if (growth.ok) {
      expect(growth.parameters[0]).toBeCloseTo(2, 9);
      expect(growth.parameters[1]).toBeCloseTo(3, 9);
      expect(growth.rSquared).toBeCloseTo(1, 12);
    }
  });
});

describe("regressions in the expression list", () => {
  test("y1 ~ m x1 + b reports m, b, r² and r, draws the line, and defines m and b", () => {
    // (1,2) (2,4) (3,5) (4,4) (5,5): x̄ = 3, ȳ = 4, Sxy = 6, Sxx = 10, Syy = 6.
    // m = 0.6, b = 4 − 1.8 = 2.2, r² = 36/60 = 0.6, r = +√0.6.
    const [, fitted, use] = analyze([table([1, 2, 3, 4, 5], [2, 4, 5, 4, 5]), row("y1 ~ m x1 + b"), row("m*10 + b")]);
    const item = regression(fitted);
    expect(regressionLines(item, "undefined")).toEqual({ parameters: ["m = 0.6", "b = 2.2"], statistics: ["r² = 0.6", "r = 0.774597"] });
    expect(item.fn!(10)).toBeCloseTo(8.2, 12);
    expect(use).toMatchObject({ type: "value" });
    if (use.type === "value") expect(use.value).toBeCloseTo(8.2, 12);
  });

  test("a model that is not a line reports R²", () => {
    const [, fitted] = analyze([table([0, 1, 2, 3], [1, 2, 5, 10]), row("y1 ~ a x1^2 + b x1 + c")]);
    // y = x² + 1 exactly.
    expect(regressionLines(regression(fitted), "undefined").statistics).toEqual(["R² = 1"]);
    expect(parameter(fitted, "a")).toBeCloseTo(1, 10);
    expect(parameter(fitted, "b")).toBeCloseTo(0, 10);
    expect(parameter(fitted, "c")).toBeCloseTo(1, 10);
  });

  test("a periodic model gets the phase a student expects, not one shifted by whole turns", () => {
    // y = 3 sin(0.8x + 0.5) + 2 plus a small wobble 0.1 cos(3x), at x = 0…11 (cells typed as formulas).
    // The fit stays near a = 3, b = 0.8, d = 2, and c near 0.5 rather than 0.5 ± 2πk.
    const xs = Array.from({ length: 12 }, (_, i) => i);
    const cells = xs.map((x) => ({ x: String(x), y: `3sin(0.8*${x}+0.5)+2+0.1cos(3*${x})` }));
    const [, fitted] = analyze([{ id: "sine", kind: "table", columns: ["x1", "y1"], cells }, row("y1 ~ a sin(b x1 + c) + d")]);
    expect(parameter(fitted, "a")).toBeCloseTo(3, 1);
    expect(parameter(fitted, "b")).toBeCloseTo(0.8, 1);
    expect(parameter(fitted, "d")).toBeCloseTo(2, 1);
    expect(Math.abs(parameter(fitted, "c") - 0.5)).toBeLessThan(0.05);
  });

  test("R² of data that do not vary is undefined, not a number", () => {
    // All y equal: the total sum of squares is 0, so R² = 1 − SSres/SStot has no value; the line is y = 4.
    const [, fitted] = analyze([table([1, 2, 3], [4, 4, 4]), row("y1 ~ a x1^2 + c")]);
    expect(regressionLines(regression(fitted), "undefined").statistics).toEqual(["R² = undefined"]);
    expect(parameter(fitted, "c")).toBeCloseTo(4, 12);
  });

  test("rows with an empty cell are left out of the fit", () => {
    const [, fitted] = analyze([table([1, 2, 3, 4], [3, "", 7, 9]), row("y1 ~ m x1 + b")]);
    expect(parameter(fitted, "m")).toBeCloseTo(2, 12);
    expect(parameter(fitted, "b")).toBeCloseTo(1, 12);
  });

  test("names defined elsewhere are constants of the model, not fitted", () => {
    const [, , fitted] = analyze([table([1, 2, 3], [5, 7, 9]), row("b = 3"), row("y1 ~ m x1 + b")]);
    // Only m is fitted: minimise Σ(y − m x − 3)² → m = Σx(y−3)/Σx² = (2 + 8 + 18)/14 = 2.
    expect(regression(fitted).parameters.map((p) => p.name)).toEqual(["m"]);
    expect(parameter(fitted, "m")).toBeCloseTo(2, 12);
  });

  test("a second table has its own columns x2, y2", () => {
    const [, , fitted] = analyze([table([0, 1], [0, 1]), table([0, 1, 2], [1, 3, 5], ["x2", "y2"]), row("y2 ~ m x2 + b")]);
    expect(parameter(fitted, "m")).toBeCloseTo(2, 12);
  });

  test("clear messages when a fit cannot be made", () => {
    const data = table([1, 2, 3], [2, 4, 6]);
    expect(analyze([row("y1 ~ m x1 + b")])[0]).toMatchObject({ type: "error", error: "regressionNeedsLists" });
    expect(analyze([data, row("y1 ~ a x1^2 + b x1 + c + d x1^3")])[1]).toMatchObject({ type: "error", error: "regressionTooFewPoints" });
    expect(analyze([data, row("y1 ~ a x1 + b x1")])[1]).toMatchObject({ type: "error", error: "regressionFailed" });
    expect(analyze([data, row("L = [1, 2]"), row("y1 ~ m L")])[2]).toMatchObject({ type: "error", error: "regressionLengths" });
    expect(analyze([data, row("y ~ m x")])[1]).toMatchObject({ type: "error", error: "regressionNeedsLists" });
  });

  test("a failed regression leaves its parameters undefined for the rows that use them", () => {
    const [, , use] = analyze([table([1, 2, 3], [2, 4, 6]), row("y1 ~ a x1 + b x1"), row("a + 1")]);
    expect(use).toMatchObject({ type: "value", value: Number.NaN });
  });

  test("two regressions fitting the same name are both reported", () => {
    const [, first, second] = analyze([table([1, 2, 3], [2, 4, 6]), row("y1 ~ m x1"), row("x1 ~ m y1")]);
    expect(first).toMatchObject({ type: "error", error: "duplicateDefinition", detail: "m" });
    expect(second).toMatchObject({ type: "error", error: "duplicateDefinition", detail: "m" });
  });
});
