/** Keeping a floating panel (calculator, reference sheet, notes) inside its area. */

export type Position = { x: number; y: number };
export type Size = { width: number; height: number };

/**
 * The position closest to `position` at which a panel of `size` lies inside `viewport`.
 * A panel larger than the viewport keeps its top-left corner visible.
 */
export function clampPosition(position: Position, size: Size, viewport: Size): Position {
  const maxX = Math.max(0, viewport.width - size.width);
  const maxY = Math.max(0, viewport.height - size.height);
  return {
    x: Math.round(Math.min(Math.max(0, position.x), maxX)),
    y: Math.round(Math.min(Math.max(0, position.y), maxY)),
  };
}

/** Horizontally centred, `top` pixels from the top (the reference sheet's default). */
export function centeredPosition(size: Size, viewport: Size, top: number): Position {
  return clampPosition({ x: (viewport.width - size.width) / 2, y: top }, size, viewport);
}

export const KEYBOARD_STEP = 10;
export const KEYBOARD_STEP_LARGE = 50;

/** The move for an arrow key: 10px, or 50px with Shift; null for other keys. */
export function keyboardOffset(key: string, shiftKey: boolean): Position | null {
  const step = shiftKey ? KEYBOARD_STEP_LARGE : KEYBOARD_STEP;
  switch (key) {
    case "ArrowLeft":
      return { x: -step, y: 0 };
    case "ArrowRight":
      return { x: step, y: 0 };
    case "ArrowUp":
      return { x: 0, y: -step };
    case "ArrowDown":
      return { x: 0, y: step };
    default:
      return null;
  }
}
