import { describe, expect, test } from "vitest";
import { findExtrema, findIntersections, findRoots, pointsOfInterest } from "../../../app/features/calculator/points-of-interest";

describe("points of interest", () => {
  test("the roots of y = x^2 - 4 are -2 and 2", () => {
    const roots = findRoots((x) => x * x - 4, -10, 10);
    expect(roots).toHaveLength(2);
    expect(roots[0]).toBeCloseTo(-2, 9);
    expect(roots[1]).toBeCloseTo(2, 9);
  });

  test("y = x^2 touches zero at 0 (a root without a sign change)", () => {
    const roots = findRoots((x) => x * x, -10, 10);
    expect(roots).toHaveLength(1);
    expect(roots[0]).toBeCloseTo(0, 6);
  });

  test("1/x and tan(x) have no root at their poles", () => {
    expect(findRoots((x) => 1 / x, -10, 10)).toEqual([]);
    const tanRoots = findRoots(Math.tan, -2, 2);
    expect(tanRoots).toHaveLength(1);
    expect(tanRoots[0]).toBeCloseTo(0, 9);
  });

  test("the intersections of y = x^2 and y = 2x+3 are (-1, 1) and (3, 9)", () => {
    const points = findIntersections(
      (x) => x * x,
      (x) => 2 * x + 3,
      -10,
      10,
    );
    expect(points).toHaveLength(2);
    expect(points[0].x).toBeCloseTo(-1, 9);
    expect(points[0].y).toBeCloseTo(1, 9);
    expect(points[1].x).toBeCloseTo(3, 9);
    expect(points[1].y).toBeCloseTo(9, 9);
  });

  test("the minimum of y = (x-1)^2 + 2 is (1, 2)", () => {
    const extrema = findExtrema((x) => (x - 1) ** 2 + 2, -10, 10);
    expect(extrema).toHaveLength(1);
    expect(extrema[0].kind).toBe("minimum");
    expect(extrema[0].x).toBeCloseTo(1, 6);
    expect(extrema[0].y).toBeCloseTo(2, 9);
  });

  test("sin(x) has maxima at π/2 and minima at -π/2 in [-3, 3]", () => {
    const extrema = findExtrema(Math.sin, -3, 3);
    expect(extrema.map((e) => e.kind)).toEqual(["minimum", "maximum"]);
    expect(extrema[0].x).toBeCloseTo(-Math.PI / 2, 6);
    expect(extrema[1].x).toBeCloseTo(Math.PI / 2, 6);
  });

  test("1/x^2 has no extremum at its pole and a line has none", () => {
    expect(findExtrema((x) => 1 / (x * x), -10, 10)).toEqual([]);
    expect(findExtrema((x) => 2 * x + 1, -10, 10)).toEqual([]);
    expect(findExtrema(() => 3, -10, 10)).toEqual([]);
  });

  test("all points of interest of y = x^2 and y = 2x+3 in view", () => {
    const view = { xMin: -10, xMax: 10, yMin: -10, yMax: 10 };
    const pois = pointsOfInterest(
      [
        { id: "a", variable: "x", fn: (x) => x * x },
        { id: "b", variable: "x", fn: (x) => 2 * x + 3 },
      ],
      view,
    );
    const summary = pois.map((p) => `${p.kind} ${p.x.toFixed(3)} ${p.y.toFixed(3)} ${p.expressionIds.join("+")}`).sort();
    expect(summary).toEqual(
      [
        "xIntercept 0.000 0.000 a",
        "yIntercept 0.000 0.000 a",
        "minimum 0.000 0.000 a",
        "xIntercept -1.500 0.000 b",
        "yIntercept 0.000 3.000 b",
        "intersection -1.000 1.000 a+b",
        "intersection 3.000 9.000 a+b",
      ].sort(),
    );
  });

  test("a vertical line x = 3 meets y = x^2 at (3, 9)", () => {
    const pois = pointsOfInterest(
      [
        { id: "parabola", variable: "x", fn: (x) => x * x },
        { id: "line", variable: "y", fn: () => 3 },
      ],
      { xMin: -10, xMax: 10, yMin: -10, yMax: 10 },
    );
    expect(pois).toContainEqual({ x: 3, y: 9, kind: "intersection", expressionIds: ["parabola", "line"] });
    expect(pois).toContainEqual({ x: 3, y: 0, kind: "xIntercept", expressionIds: ["line"] });
  });

  test("with an active curve, only its points and its intersections are listed", () => {
    const view = { xMin: -10, xMax: 10, yMin: -10, yMax: 10 };
    const curves = [
      { id: "a", variable: "x" as const, fn: (x: number) => x * x },
      { id: "b", variable: "x" as const, fn: (x: number) => 2 * x + 3 },
      { id: "c", variable: "x" as const, fn: () => -5 },
    ];
    const pois = pointsOfInterest(curves, view, "b");
    const summary = pois.map((p) => `${p.kind} ${p.x.toFixed(3)} ${p.y.toFixed(3)}`).sort();
    expect(summary).toEqual(
      ["xIntercept -1.500 0.000", "yIntercept 0.000 3.000", "intersection -1.000 1.000", "intersection 3.000 9.000", "intersection -4.000 -5.000"].sort(),
    );
  });
});
