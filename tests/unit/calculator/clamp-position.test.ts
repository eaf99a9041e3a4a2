import { describe, expect, test } from "vitest";
import { centeredPosition, clampPosition, keyboardOffset } from "../../../app/ui/floating-panel/clamp-position";

const viewport = { width: 1280, height: 800 };
const panel = { width: 333, height: 605 };

describe("clamping a floating panel to the viewport", () => {
  test("a position inside the viewport is kept", () => {
    expect(clampPosition({ x: 100, y: 50 }, panel, viewport)).toEqual({ x: 100, y: 50 });
  });

  test("dragging past the left or top edge stops at 0", () => {
    expect(clampPosition({ x: -250, y: -40 }, panel, viewport)).toEqual({ x: 0, y: 0 });
  });

  test("dragging past the right or bottom edge stops with the panel fully visible", () => {
    expect(clampPosition({ x: 5000, y: 5000 }, panel, viewport)).toEqual({ x: 1280 - 333, y: 800 - 605 });
  });

  test("after the window shrinks the panel is moved back inside", () => {
    expect(clampPosition({ x: 900, y: 150 }, panel, { width: 1000, height: 700 })).toEqual({ x: 667, y: 95 });
  });

  test("a panel larger than the viewport keeps its top-left corner visible", () => {
    expect(clampPosition({ x: 30, y: 30 }, { width: 1500, height: 900 }, viewport)).toEqual({ x: 0, y: 0 });
  });

  test("the reference sheet is centred horizontally, 100px from the top", () => {
    expect(centeredPosition({ width: 600, height: 500 }, viewport, 100)).toEqual({ x: 340, y: 100 });
  });

  test("arrow keys move by 10px, with Shift by 50px", () => {
    expect(keyboardOffset("ArrowLeft", false)).toEqual({ x: -10, y: 0 });
    expect(keyboardOffset("ArrowDown", true)).toEqual({ x: 0, y: 50 });
    expect(keyboardOffset("Enter", false)).toBeNull();
  });
});
