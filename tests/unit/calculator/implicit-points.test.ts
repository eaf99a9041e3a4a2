import { describe, expect, test } from "vitest";
import { implicitIntersections } from "../../../app/features/calculator/implicit-points";
import { pointsOfInterest, type PoiCurve } from "../../../app/features/calculator/points-of-interest";

const view = { xMin: -10, xMax: 10, yMin: -8, yMax: 8 };
const circleFn = (x: number, y: number) => x * x + y * y - 25;
const circle: PoiCurve = { id: "circle", variable: "implicit", fn: circleFn };

function summary(curves: PoiCurve[], active: string | null = null) {
  return pointsOfInterest(curves, view, active)
    .map((p) => `${p.kind} ${p.x.toFixed(4)} ${p.y.toFixed(4)} ${p.expressionIds.join("+")}`)
    .sort();
}

describe("points of interest of implicit curves", () => {
  test("a circle of radius 5 has intercepts at ±5 on both axes", () => {
    expect(summary([circle])).toEqual(
      ["xIntercept -5.0000 0.0000 circle", "xIntercept 5.0000 0.0000 circle", "yIntercept 0.0000 -5.0000 circle", "yIntercept 0.0000 5.0000 circle"].sort(),
    );
  });

  test("the circle meets y = x + 1 at (3, 4) and (−4, −3)", () => {
    // x² + (x+1)² = 25 → 2x² + 2x − 24 = 0 → x² + x − 12 = 0 → x = 3 or x = −4.
    const line: PoiCurve = { id: "line", variable: "x", fn: (x) => x + 1 };
    const found = summary([circle, line], "circle").filter((text) => text.startsWith("intersection"));
    expect(found).toEqual(["intersection -4.0000 -3.0000 circle+line", "intersection 3.0000 4.0000 circle+line"]);
  });

  test("the circle meets the vertical line x = 3 at (3, ±4)", () => {
    const vertical: PoiCurve = { id: "v", variable: "y", fn: () => 3 };
    const found = summary([circle, vertical], "v").filter((text) => text.startsWith("intersection"));
    expect(found).toEqual(["intersection 3.0000 -4.0000 circle+v", "intersection 3.0000 4.0000 circle+v"]);
  });

  test("two circles meet where their radical line cuts them", () => {
    // x² + y² = 25 and (x − 6)² + y² = 25: subtracting gives 12x = 36, x = 3, y = ±4.
    const other = (x: number, y: number) => (x - 6) ** 2 + y * y - 25;
    const points = implicitIntersections(circleFn, other, view)
      .map(([x, y]) => `${x.toFixed(9)} ${y.toFixed(9)}`)
      .sort();
    expect(points).toEqual(["3.000000000 -4.000000000", "3.000000000 4.000000000"]);
  });

  test("a curve lying along an axis lists no intercepts there", () => {
    const axes: PoiCurve = { id: "axes", variable: "implicit", fn: (x, y) => x * y };
    expect(summary([axes]).filter((text) => text.startsWith("xIntercept"))).toEqual([]);
  });

  test("with another row active, only its intersections with the circle are listed", () => {
    const line: PoiCurve = { id: "line", variable: "x", fn: () => 4 };
    const found = summary([circle, line], "line");
    expect(found.some((text) => text.startsWith("xIntercept") && text.endsWith("circle"))).toBe(false);
    expect(found.filter((text) => text.startsWith("intersection"))).toEqual([
      "intersection -3.0000 4.0000 circle+line",
      "intersection 3.0000 4.0000 circle+line",
    ]);
  });
});
