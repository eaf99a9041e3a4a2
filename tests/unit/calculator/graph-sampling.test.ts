import { describe, expect, test } from "vitest";
import { sampleCurve, type Segment } from "../../../app/features/calculator/graph-sampling";
import { traceImplicit } from "../../../app/features/calculator/implicit-sampling";

const range = { min: -10, max: 10, valueMin: -10, valueMax: 10, pixels: 600, valuePixels: 600 };

function crosses(segments: Segment[], t: number): boolean {
  return segments.some((segment) => segment.some(([x]) => x < t) && segment.some(([x]) => x > t));
}

describe("sampling curves", () => {
  test("a parabola is one segment that follows the function", () => {
    const segments = sampleCurve((x) => x * x, range);
    expect(segments).toHaveLength(1);
    for (const [x, y] of segments[0]) expect(y).toBeCloseTo(x * x, 12);
    expect(segments[0][0][0]).toBe(-10);
    expect(segments[0][segments[0].length - 1][0]).toBe(10);
  });

  test("tan(x) breaks at π/2 and runs up to the asymptote", () => {
    const segments = sampleCurve(Math.tan, { ...range, min: -3, max: 3 });
    expect(crosses(segments, Math.PI / 2)).toBe(false);
    expect(crosses(segments, -Math.PI / 2)).toBe(false);
    expect(segments).toHaveLength(3);
    // The piece left of π/2 ends near it, far above the view.
    const left = segments.find((segment) => segment[0][0] < 0 && segment[segment.length - 1][0] <= Math.PI / 2 && segment[segment.length - 1][0] > 1)!;
    const [endX, endY] = left[left.length - 1];
    expect(Math.PI / 2 - endX).toBeLessThan(1e-3);
    expect(endY).toBeGreaterThan(10);
  });

  test("1/x has no segment crossing x = 0", () => {
    const segments = sampleCurve((x) => 1 / x, range);
    expect(crosses(segments, 0)).toBe(false);
    expect(segments).toHaveLength(2);
    expect(segments[0][segments[0].length - 1][1]).toBeLessThan(-10);
    expect(segments[1][0][1]).toBeGreaterThan(10);
  });

  test("floor(x) is drawn as steps without vertical connectors", () => {
    const segments = sampleCurve(Math.floor, { ...range, min: -2.5, max: 2.5 });
    expect(segments.length).toBe(6);
    for (const segment of segments) {
      const values = new Set(segment.map(([, y]) => y));
      expect(values.size).toBe(1);
    }
  });

  test("sqrt(x) starts at the edge of its domain", () => {
    const segments = sampleCurve(Math.sqrt, range);
    expect(segments).toHaveLength(1);
    expect(segments[0][0][0]).toBeGreaterThanOrEqual(0);
    expect(segments[0][0][0]).toBeLessThan(1e-6);
  });

  test("a steep but continuous line is not broken", () => {
    const segments = sampleCurve((x) => 1000 * x, range);
    expect(segments).toHaveLength(1);
  });
});

describe("implicit curves", () => {
  test("x²+y²=25 is traced as one closed path on the circle of radius 5", () => {
    const trace = traceImplicit((x, y) => x * x + y * y - 25, "=", { xMin: -10, xMax: 10, yMin: -10, yMax: 10 }, 80, 80);
    expect(trace.paths).toHaveLength(1);
    const [path] = trace.paths;
    expect(path.length).toBeGreaterThan(100);
    for (let i = 0; i < path.length; i += 2) expect(Math.hypot(path[i], path[i + 1])).toBeCloseTo(5, 1);
    expect([path[0], path[1]]).toEqual([path[path.length - 2], path[path.length - 1]]);
    expect(trace.region).toBeNull();
  });

  test("y - tan(x) = 0 draws no piece across the asymptote", () => {
    const trace = traceImplicit((x, y) => y - Math.tan(x), "=", { xMin: -3, xMax: 3, yMin: -10, yMax: 10 }, 120, 120);
    expect(trace.paths.length).toBeGreaterThanOrEqual(3);
    for (const path of trace.paths) {
      for (let i = 0; i + 3 < path.length; i += 2) {
        const [x1, x2] = [path[i], path[i + 2]];
        const across = (pole: number) => Math.min(x1, x2) < pole && Math.max(x1, x2) > pole;
        expect(across(Math.PI / 2) || across(-Math.PI / 2)).toBe(false);
      }
    }
  });

  test("x²+y² < 9 shades the cells inside the circle", () => {
    const trace = traceImplicit((x, y) => x * x + y * y - 9, "<", { xMin: -5, xMax: 5, yMin: -5, yMax: 5 }, 10, 10);
    const cell = (i: number, j: number) => trace.region![j * 10 + i];
    expect(cell(5, 5)).toBe(1); // around (0.5, 0.5)
    expect(cell(0, 0)).toBe(0); // corner (-4.5, -4.5)
  });
});
