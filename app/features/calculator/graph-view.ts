/** The graph's visible window: a centre and a half-width in graph units; equal scale on both axes. */
import type { View } from "./implicit-sampling";

export type GraphView = { centerX: number; centerY: number; halfWidth: number };
export type CanvasSize = { width: number; height: number };

export const DEFAULT_VIEW: GraphView = { centerX: 0, centerY: 0, halfWidth: 10 };
const MIN_HALF_WIDTH = 1e-5;
const MAX_HALF_WIDTH = 1e6;

export function unitsPerPixel(view: GraphView, size: CanvasSize): number {
  return (2 * view.halfWidth) / Math.max(1, size.width);
}

export function visibleRange(view: GraphView, size: CanvasSize): View {
  const unit = unitsPerPixel(view, size);
  const halfHeight = (size.height * unit) / 2;
  return {
    xMin: view.centerX - view.halfWidth,
    xMax: view.centerX + view.halfWidth,
    yMin: view.centerY - halfHeight,
    yMax: view.centerY + halfHeight,
  };
}

export function toScreen(view: GraphView, size: CanvasSize, x: number, y: number): [number, number] {
  const unit = unitsPerPixel(view, size);
  return [size.width / 2 + (x - view.centerX) / unit, size.height / 2 - (y - view.centerY) / unit];
}

export function toWorld(view: GraphView, size: CanvasSize, sx: number, sy: number): [number, number] {
  const unit = unitsPerPixel(view, size);
  return [view.centerX + (sx - size.width / 2) * unit, view.centerY - (sy - size.height / 2) * unit];
}

/** Zooms by `factor` (< 1 zooms in) keeping the graph point under (sx, sy) in place. */
export function zoomAt(view: GraphView, size: CanvasSize, sx: number, sy: number, factor: number): GraphView {
  const halfWidth = Math.min(MAX_HALF_WIDTH, Math.max(MIN_HALF_WIDTH, view.halfWidth * factor));
  const [x, y] = toWorld(view, size, sx, sy);
  const unit = (2 * halfWidth) / Math.max(1, size.width);
  return { halfWidth, centerX: x - (sx - size.width / 2) * unit, centerY: y + (sy - size.height / 2) * unit };
}

/** Moves the view so that the graph follows a drag of (dx, dy) pixels. */
export function panByPixels(view: GraphView, size: CanvasSize, dx: number, dy: number): GraphView {
  const unit = unitsPerPixel(view, size);
  return { ...view, centerX: view.centerX - dx * unit, centerY: view.centerY + dy * unit };
}
