import { describe, expect, test } from "vitest";
import { analyzeGraph, type GraphExpressionInput, type GraphItem } from "../../../app/features/calculator/graph-expressions";

let counter = 0;
const row = (text: string): GraphExpressionInput => ({ id: `r${++counter}`, kind: "expression", text });
const rad = { angleMode: "rad" as const };

function items(texts: string[], params: Record<string, number> = {}) {
  return analyzeGraph(texts.map(row), params, rad).expressions.map((expression) => expression.item);
}

function curve(item: GraphItem) {
  if (item.type !== "curve") throw new Error(`expected a curve, got ${item.type}`);
  return item;
}

describe("graph expressions: classification", () => {
  test("y = 2x+1 is a curve in x with the right values", () => {
    const [item] = items(["y=2x+1"]);
    const line = curve(item);
    expect(line.variable).toBe("x");
    expect(line.relation).toBe("=");
    expect(line.fn(3)).toBe(7);
  });

  test("f(x) = x^2 is plotted, and g(x) = f(x)+1 uses it", () => {
    const [f, g, value] = items(["f(x)=x^2", "g(x)=f(x)+1", "g(3)"]);
    expect(curve(f).fn(4)).toBe(16);
    expect(curve(g).fn(4)).toBe(17);
    expect(value).toEqual({ type: "value", value: 10, exact: { numerator: 10n, denominator: 1n } });
  });

  test("a bare expression in x is a curve y = expression", () => {
    expect(curve(items(["x^2-4"])[0]).fn(3)).toBe(5);
  });

  test("x = 3 is a vertical line (a curve in y)", () => {
    const line = curve(items(["x=3"])[0]);
    expect(line.variable).toBe("y");
    expect(line.fn(-100)).toBe(3);
  });

  test("x^2+y^2=25 is an implicit equation", () => {
    const [item] = items(["x^2+y^2=25"]);
    if (item.type !== "implicit") throw new Error(item.type);
    expect(item.relation).toBe("=");
    expect(item.fn(3, 4)).toBe(0);
    expect(item.fn(0, 0)).toBe(-25);
  });

  test("inequalities keep their direction, flipped when y is on the right", () => {
    expect(curve(items(["y>2x+1"])[0]).relation).toBe(">");
    expect(curve(items(["2x+1<=y"])[0]).relation).toBe(">=");
    expect(curve(items(["x≤4"])[0])).toMatchObject({ variable: "y", relation: "<=" });
  });

  test("points and lists of points", () => {
    expect(items(["(2,3)"])[0]).toEqual({ type: "points", points: [{ x: 2, y: 3 }] });
    expect(items(["(1,2),(-3, 4/2)"])[0]).toEqual({
      type: "points",
      points: [
        { x: 1, y: 2 },
        { x: -3, y: 2 },
      ],
    });
  });

  test("a table of points", () => {
    const table: GraphExpressionInput = {
      id: "t",
      kind: "table",
      columns: ["x1", "y1"],
      cells: [
        { x: "1", y: "2" },
        { x: "", y: "" },
        { x: "3", y: "-1" },
      ],
    };
    expect(analyzeGraph([table], {}, rad).expressions[0].item).toEqual({
      type: "points",
      points: [
        { x: 1, y: 2 },
        { x: 3, y: -1 },
      ],
    });
  });

  test("a constant expression shows its value", () => {
    expect(items(["2+3*4"])[0]).toEqual({ type: "value", value: 14, exact: { numerator: 14n, denominator: 1n } });
  });
});

describe("graph expressions: parameters and sliders", () => {
  test("y = ax+b gets sliders for a and b, defaulting to 1", () => {
    const analysis = analyzeGraph([row("y=ax+b")], {}, rad);
    expect(analysis.freeParameters).toEqual(["a", "b"]);
    expect(analysis.expressions[0].sliders).toEqual(["a", "b"]);
    expect(curve(analysis.expressions[0].item).fn(2)).toBe(3);
  });

  test("slider values are used", () => {
    const analysis = analyzeGraph([row("y=ax+b")], { a: 3, b: -1 }, rad);
    expect(curve(analysis.expressions[0].item).fn(2)).toBe(5);
  });

  test("a = 2 defines a: no slider needed for a on other rows", () => {
    const analysis = analyzeGraph([row("a=2"), row("y=ax+b")], {}, rad);
    expect(analysis.freeParameters).toEqual(["b"]);
    expect(analysis.expressions[0].item).toMatchObject({ type: "definition", name: "a", value: 2, slider: true, literal: true });
    expect(analysis.expressions[1].sliders).toEqual(["b"]);
    expect(curve(analysis.expressions[1].item).fn(5)).toBe(11);
  });

  test("definitions can use each other, in any order", () => {
    const [first] = items(["b=a+1", "a=2"]);
    expect(first).toMatchObject({ type: "definition", name: "b", value: 3, slider: false, literal: false });
  });

  test("a(x+1) multiplies when a is not a function", () => {
    expect(curve(items(["a=2", "y=a(x+1)"])[1]).fn(1)).toBe(4);
  });
});

describe("graph expressions: errors per row", () => {
  test("a syntax error stays on its row", () => {
    const [bad, good] = items(["y=2x+", "y=x"]);
    expect(bad).toMatchObject({ type: "error", error: "syntax" });
    expect(curve(good).fn(2)).toBe(2);
  });

  test("circular definitions are reported", () => {
    const [a, b] = items(["a=b+1", "b=a"]);
    expect(a).toMatchObject({ type: "error", error: "circular" });
    expect(b).toMatchObject({ type: "error", error: "circular" });
  });

  test("a name defined twice is reported on both rows", () => {
    const [first, second] = items(["a=1", "a=2"]);
    expect(first).toMatchObject({ type: "error", error: "duplicateDefinition", detail: "a" });
    expect(second).toMatchObject({ type: "error", error: "duplicateDefinition" });
  });

  test("pi cannot be redefined and unknown functions are rejected", () => {
    expect(items(["pi=3"])[0]).toMatchObject({ type: "error", error: "reservedName" });
    expect(items(["y=foo(x, 2)"])[0]).toMatchObject({ type: "error" });
  });

  test("an equation without x or y is an error", () => {
    expect(items(["2=3"])[0]).toMatchObject({ type: "error", error: "noVariables" });
  });
});
