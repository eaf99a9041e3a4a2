import { describe, expect, test } from "vitest";
import { chooseTickStep, formatTick, minorStep, niceStep, tickValues } from "../../../app/features/calculator/ticks";

describe("ticks", () => {
  test("steps are 1, 2 or 5 times a power of ten", () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(0.013)).toBe(0.02);
    expect(niceStep(420)).toBe(500);
  });

  test("a 20-unit span over 500 px gets a tick every 5 units at 80 px minimum", () => {
    expect(chooseTickStep(20, 500, 80)).toBe(5);
    expect(chooseTickStep(20, 1000, 80)).toBe(2);
    expect(chooseTickStep(0.01, 500, 80)).toBe(0.002);
  });

  test("minor steps split 1 and 5 in five, 2 in four", () => {
    expect(minorStep(1)).toBe(0.2);
    expect(minorStep(2)).toBe(0.5);
    expect(minorStep(5)).toBe(1);
    expect(minorStep(0.05)).toBe(0.01);
  });

  test("tick values are clean multiples of the step", () => {
    expect(tickValues(-1, 1, 0.5)).toEqual([-1, -0.5, 0, 0.5, 1]);
    expect(tickValues(0.05, 0.45, 0.1)).toEqual([0.1, 0.2, 0.3, 0.4]);
    expect(tickValues(-7.3, 12.1, 5)).toEqual([-5, 0, 5, 10]);
  });

  test("labels use the step's decimals, a minus sign and powers of ten", () => {
    expect(formatTick(0.30000000000000004, 0.1)).toBe("0.3");
    expect(formatTick(-2, 1)).toBe("−2");
    expect(formatTick(2.5, 0.5)).toBe("2.5");
    expect(formatTick(0, 1)).toBe("0");
    expect(formatTick(2000000, 1000000)).toBe("2×10⁶");
    expect(formatTick(1e-5, 1e-5)).toBe("10⁻⁵");
  });
});
