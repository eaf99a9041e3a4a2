/**
 * SAT-style questions on functions and graphs answered with the calculator alone: function
 * notation, vertices and intercepts read off as points of interest, intersections of lines,
 * parabolas and circles, systems of equations, inequalities. Expected numbers are worked out
 * by hand in the comments.
 */
import { describe, expect, test } from "vitest";
import { shadingText } from "../../../app/features/calculator/result-text";
import { evaluateScientific } from "../../../app/features/calculator/scientific-evaluator";
import { calculate, pointNear, pointsIn, valueOf } from "./sat-task-helpers";

const english = (key: string) => key;

describe("SAT tasks: function notation", () => {
  const f = "f(x) = x^2 - 3";
  const g = "g(x) = 2x + 1";

  test("24. f(3) for f(x) = x² − 3", () => {
    // 9 − 3 = 6.
    expect(valueOf([f, "f(3)"])).toBe(6);
  });

  test("25. f(g(2)) and g(f(2))", () => {
    // g(2) = 5, f(5) = 25 − 3 = 22; f(2) = 1, g(1) = 3.
    expect(valueOf([f, g, "f(g(2))"])).toBe(22);
    expect(valueOf([f, g, "g(f(2))"])).toBe(3);
  });

  test("26. f(a) follows the slider a", () => {
    // a = 4: 16 − 3 = 13; a = −1.5: 2.25 − 3 = −0.75.
    expect(valueOf([f, "f(a)"], { a: 4 })).toBe(13);
    expect(valueOf([f, "f(a)"], { a: -1.5 })).toBe(-0.75);
  });

  test("27. a function of two variables", () => {
    // p(3, 1) = 9 + 1 = 10.
    expect(valueOf(["p(s, t) = s^2 + t", "p(3, 1)"])).toBe(10);
  });

  test("28. for f(x) = 3x − 7, the x with f(x) = 11 is where y = f(x) meets y = 11", () => {
    // 3x − 7 = 11 → x = 6.
    const points = pointsIn(["f(x) = 3x - 7", "y = 11"], { xMin: -20, xMax: 20, yMin: -20, yMax: 20 });
    expect(pointNear(points, "intersection", 6, 11).rows).toEqual([1, 2]);
  });

  test("29. the graph of the composite f(g(x)) is drawn", () => {
    // f(g(x)) = (2x + 1)² − 3: at x = 1, 9 − 3 = 6; its minimum is at 2x + 1 = 0, x = −0.5, y = −3.
    const item = calculate([f, g, "y = f(g(x))"])[2];
    expect(item.type === "curve" && item.fn(1)).toBe(6);
    pointNear(pointsIn([f, g, "y = f(g(x))"], undefined, 3), "minimum", -0.5, -3);
  });
});

describe("SAT tasks: vertices, intercepts and intersections", () => {
  test("30. the vertex and zeros of y = x² − 6x + 5", () => {
    // Vertex at x = 6/2 = 3, y = 9 − 18 + 5 = −4; zeros (x − 1)(x − 5) = 0.
    const points = pointsIn(["y = x^2 - 6x + 5"]);
    pointNear(points, "minimum", 3, -4);
    pointNear(points, "xIntercept", 1, 0);
    pointNear(points, "xIntercept", 5, 0);
    pointNear(points, "yIntercept", 0, 5);
  });

  test("31. the maximum of a projectile's height h = −2x² + 8x − 3", () => {
    // Vertex at x = −8/(2·−2) = 2, h = −8 + 16 − 3 = 5.
    pointNear(pointsIn(["y = -2x^2 + 8x - 3"]), "maximum", 2, 5);
  });

  test("32. two lines: y = 2x + 1 and y = −x + 7 meet at (2, 5)", () => {
    // 2x + 1 = −x + 7 → 3x = 6 → x = 2, y = 5.
    pointNear(pointsIn(["y = 2x + 1", "y = -x + 7"]), "intersection", 2, 5);
  });

  test("33. a parabola and a line: y = x² and y = x + 6", () => {
    // x² − x − 6 = (x − 3)(x + 2) = 0: (3, 9) and (−2, 4).
    const points = pointsIn(["y = x^2", "y = x + 6"], { xMin: -10, xMax: 10, yMin: -2, yMax: 12 });
    pointNear(points, "intersection", 3, 9);
    pointNear(points, "intersection", -2, 4);
  });

  test("34. a system of two equations not solved for y: 2x + 3y = 12 and x − y = 1", () => {
    // From x = y + 1: 2y + 2 + 3y = 12 → y = 2, x = 3.
    const points = pointsIn(["2x + 3y = 12", "x - y = 1"]);
    expect(pointNear(points, "intersection", 3, 2).rows).toEqual([1, 2]);
  });

  test("35. the intercepts of the circle (x − 1)² + (y + 2)² = 9", () => {
    // y = 0: (x − 1)² = 5 → x = 1 ± √5; x = 0: (y + 2)² = 8 → y = −2 ± 2√2.
    const points = pointsIn(["(x-1)^2 + (y+2)^2 = 9"]);
    pointNear(points, "xIntercept", 1 + Math.sqrt(5), 0);
    pointNear(points, "xIntercept", 1 - Math.sqrt(5), 0);
    pointNear(points, "yIntercept", 0, -2 + 2 * Math.sqrt(2));
    pointNear(points, "yIntercept", 0, -2 - 2 * Math.sqrt(2));
  });

  test("36. a circle and a line: x² + y² = 25 and y = x + 1", () => {
    // x² + (x + 1)² = 25 → x² + x − 12 = 0 → x = 3 or −4: (3, 4) and (−4, −3).
    const points = pointsIn(["x^2 + y^2 = 25", "y = x + 1"]);
    pointNear(points, "intersection", 3, 4);
    pointNear(points, "intersection", -4, -3);
  });
});

describe("SAT tasks: inequalities and computations", () => {
  test("37. y > 2x − 1 is shaded above a dashed line and contains (0, 0)", () => {
    // At x = 0 the boundary is at −1 and 0 > −1, so the origin is in the region.
    const item = calculate(["y > 2x - 1"])[0];
    expect(item).toMatchObject({ type: "curve", variable: "x", relation: ">" });
    expect(item.type === "curve" && 0 > item.fn(0)).toBe(true);
    expect(shadingText(item, english)).toBe("graph.shading.above graph.shading.strict");
  });

  test("38. y ≤ −x + 4 is shaded below a solid line; x² + y² < 9 inside a dashed circle", () => {
    expect(shadingText(calculate(["y ≤ -x + 4"])[0], english)).toBe("graph.shading.below graph.shading.inclusive");
    const disc = calculate(["x^2 + y^2 < 9"])[0];
    // The origin: 0 + 0 − 9 < 0, inside; (3, 3): 18 − 9 > 0, outside.
    expect(disc.type === "implicit" && [disc.fn(0, 0) < 0, disc.fn(3, 3) < 0]).toEqual([true, false]);
    expect(shadingText(disc, english)).toBe("graph.shading.holds graph.shading.strict");
  });

  test("39. an exponential function's value: 1200·1.05³", () => {
    // 1.05³ = 1.157625; 1200 · 1.157625 = 1389.15.
    expect(valueOf(["f(x) = 1200(1.05)^x", "f(3)"])).toBeCloseTo(1389.15, 9);
  });

  test("40. compound interest on the scientific calculator: 1000(1 + 0.04/4)^(4·5)", () => {
    // 1.01^20 = 1.2201900399…, so the balance is $1220.19.
    const result = evaluateScientific("1000(1 + 0.04/4)^(4*5)", { angleMode: "deg" });
    expect(result.ok && Number(result.value.toFixed(2))).toBe(1220.19);
  });
});
