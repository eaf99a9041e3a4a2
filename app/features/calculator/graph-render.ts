/** Draws the graph on a 2D canvas: grid, axes with labelled ticks, shading, curves, points. */
import type { Relation } from "./expression-syntax";
import { sampleCurve, type Segment } from "./graph-sampling";
import { toScreen, unitsPerPixel, visibleRange, type CanvasSize, type GraphView } from "./graph-view";
import { traceImplicit } from "./implicit-sampling";
import { chooseTickStep, formatTick, minorStep, tickValues } from "./ticks";

export type DrawableItem =
  | { kind: "curve"; id: string; color: string; variable: "x" | "y"; relation: Relation; fn: (t: number) => number }
  | { kind: "implicit"; id: string; color: string; relation: Relation; fn: (x: number, y: number) => number }
  | { kind: "points"; id: string; color: string; points: Array<{ x: number; y: number }> };

export type GraphMarker = { x: number; y: number };
export type GraphLabel = { x: number; y: number; text: string };

export type GraphScene = {
  size: CanvasSize;
  pixelRatio: number;
  view: GraphView;
  items: readonly DrawableItem[];
  markers: readonly GraphMarker[];
  label: GraphLabel | null;
};

const IMPLICIT_CELL = 5;
/** Screen coordinates far outside the canvas are pulled in so that lines stay drawable. */
const FAR = 10_000;

function clampScreen(value: number): number {
  return Math.max(-FAR, Math.min(FAR, value));
}

function drawGrid(ctx: CanvasRenderingContext2D, scene: GraphScene) {
  const { size, view } = scene;
  const range = visibleRange(view, size);
  const step = chooseTickStep(range.xMax - range.xMin, size.width, 70);
  const minor = minorStep(step);
  const line = (x1: number, y1: number, x2: number, y2: number) => {
    ctx.moveTo(Math.round(x1) + 0.5, Math.round(y1) + 0.5);
    ctx.lineTo(Math.round(x2) + 0.5, Math.round(y2) + 0.5);
  };
  for (const [spacing, color] of [
    [minor, "#eef0f4"],
    [step, "#d5d9e0"],
  ] as const) {
    ctx.beginPath();
    ctx.strokeStyle = color;
    ctx.lineWidth = 1;
    for (const x of tickValues(range.xMin, range.xMax, spacing)) line(toScreen(view, size, x, 0)[0], 0, toScreen(view, size, x, 0)[0], size.height);
    for (const y of tickValues(range.yMin, range.yMax, spacing)) line(0, toScreen(view, size, 0, y)[1], size.width, toScreen(view, size, 0, y)[1]);
    ctx.stroke();
  }

  const [originX, originY] = toScreen(view, size, 0, 0);
  ctx.beginPath();
  ctx.strokeStyle = "#333840";
  ctx.lineWidth = 1.5;
  if (originY >= 0 && originY <= size.height) line(0, originY, size.width, originY);
  if (originX >= 0 && originX <= size.width) line(originX, 0, originX, size.height);
  ctx.stroke();

  // Labels sit next to the axes, or along the edge when an axis is out of view.
  ctx.font = "11px ui-sans-serif, system-ui, sans-serif";
  ctx.fillStyle = "#2b2f36";
  ctx.strokeStyle = "rgba(255,255,255,0.9)";
  ctx.lineWidth = 3;
  ctx.lineJoin = "round";
  const labelY = Math.min(Math.max(originY + 4, 2), size.height - 16);
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  for (const x of tickValues(range.xMin, range.xMax, step)) {
    if (x === 0) continue;
    const [sx] = toScreen(view, size, x, 0);
    const text = formatTick(x, step);
    const half = ctx.measureText(text).width / 2;
    if (sx - half < 1 || sx + half > size.width - 1) continue;
    ctx.strokeText(text, sx, labelY);
    ctx.fillText(text, sx, labelY);
  }
  const labelX = Math.min(Math.max(originX - 5, 30), size.width - 4);
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (const y of tickValues(range.yMin, range.yMax, step)) {
    if (y === 0) continue;
    const [, sy] = toScreen(view, size, 0, y);
    if (sy < 7 || sy > size.height - 7) continue;
    const text = formatTick(y, step);
    ctx.strokeText(text, labelX, sy);
    ctx.fillText(text, labelX, sy);
  }
  if (originX >= 0 && originX <= size.width && originY >= 0 && originY <= size.height) {
    ctx.strokeText("0", originX - 5, originY + 10);
    ctx.fillText("0", originX - 5, originY + 10);
  }
}

function screenSegments(scene: GraphScene, item: Extract<DrawableItem, { kind: "curve" }>): Array<Array<[number, number]>> {
  const { size, view } = scene;
  const range = visibleRange(view, size);
  const byX = item.variable === "x";
  const segments: Segment[] = sampleCurve(item.fn, {
    min: byX ? range.xMin : range.yMin,
    max: byX ? range.xMax : range.yMax,
    valueMin: byX ? range.yMin : range.xMin,
    valueMax: byX ? range.yMax : range.xMax,
    pixels: byX ? size.width : size.height,
    valuePixels: byX ? size.height : size.width,
  });
  return segments.map((segment) =>
    segment.map(([t, v]) => {
      const [sx, sy] = byX ? toScreen(view, size, t, v) : toScreen(view, size, v, t);
      return [clampScreen(sx), clampScreen(sy)];
    }),
  );
}

function strokePath(ctx: CanvasRenderingContext2D, points: Array<[number, number]>) {
  ctx.beginPath();
  points.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.stroke();
}

function drawCurve(ctx: CanvasRenderingContext2D, scene: GraphScene, item: Extract<DrawableItem, { kind: "curve" }>) {
  const segments = screenSegments(scene, item);
  const { width, height } = scene.size;
  if (item.relation !== "=") {
    // Shade towards the top/right for > and >=, the bottom/left for < and <=.
    const greater = item.relation === ">" || item.relation === ">=";
    ctx.fillStyle = item.color;
    ctx.globalAlpha = 0.18;
    for (const segment of segments) {
      if (segment.length < 2) continue;
      ctx.beginPath();
      segment.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
      const [firstX, firstY] = segment[0];
      const [lastX, lastY] = segment[segment.length - 1];
      if (item.variable === "x") {
        const edge = greater ? -FAR : height + FAR;
        ctx.lineTo(lastX, edge);
        ctx.lineTo(firstX, edge);
      } else {
        const edge = greater ? width + FAR : -FAR;
        ctx.lineTo(edge, lastY);
        ctx.lineTo(edge, firstY);
      }
      ctx.closePath();
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }
  ctx.strokeStyle = item.color;
  ctx.lineWidth = 2.5;
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ctx.setLineDash(item.relation === "<" || item.relation === ">" ? [8, 6] : []);
  for (const segment of segments) strokePath(ctx, segment);
  ctx.setLineDash([]);
}

function drawImplicit(ctx: CanvasRenderingContext2D, scene: GraphScene, item: Extract<DrawableItem, { kind: "implicit" }>) {
  const { size, view } = scene;
  const range = visibleRange(view, size);
  const columns = Math.max(4, Math.ceil(size.width / IMPLICIT_CELL));
  const rows = Math.max(4, Math.ceil(size.height / IMPLICIT_CELL));
  const trace = traceImplicit(item.fn, item.relation, range, columns, rows);
  const cellWidth = size.width / columns;
  const cellHeight = size.height / rows;
  if (trace.region) {
    ctx.fillStyle = item.color;
    ctx.globalAlpha = 0.18;
    for (let j = 0; j < rows; j++) {
      // Merge runs of shaded cells in a row into one rectangle.
      let start = -1;
      for (let i = 0; i <= columns; i++) {
        const inside = i < columns && trace.region[j * columns + i] === 1;
        if (inside && start < 0) start = i;
        if (!inside && start >= 0) {
          ctx.fillRect(start * cellWidth, size.height - (j + 1) * cellHeight, (i - start) * cellWidth, cellHeight);
          start = -1;
        }
      }
    }
    ctx.globalAlpha = 1;
  }
  ctx.strokeStyle = item.color;
  ctx.lineWidth = 2.5;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.setLineDash(item.relation === "<" || item.relation === ">" ? [8, 6] : []);
  ctx.beginPath();
  const unit = unitsPerPixel(view, size);
  for (const path of trace.paths) {
    for (let index = 0; index < path.length; index += 2) {
      const sx = (path[index] - range.xMin) / unit;
      const sy = (range.yMax - path[index + 1]) / unit;
      if (index === 0) ctx.moveTo(sx, sy);
      else ctx.lineTo(sx, sy);
    }
  }
  ctx.stroke();
  ctx.setLineDash([]);
}

function dot(ctx: CanvasRenderingContext2D, x: number, y: number, radius: number, fill: string) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = "#ffffff";
  ctx.stroke();
}

function drawLabel(ctx: CanvasRenderingContext2D, scene: GraphScene, label: GraphLabel) {
  const [sx, sy] = toScreen(scene.view, scene.size, label.x, label.y);
  dot(ctx, sx, sy, 6, "#4b5563");
  ctx.font = "600 12px ui-sans-serif, system-ui, sans-serif";
  const width = ctx.measureText(label.text).width + 12;
  const height = 22;
  const left = Math.min(Math.max(sx - width / 2, 2), scene.size.width - width - 2);
  const top = sy - height - 10 < 2 ? sy + 10 : sy - height - 10;
  ctx.fillStyle = "rgba(255,255,255,0.96)";
  ctx.strokeStyle = "#6b7280";
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(left, top, width, height, 4);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = "#111827";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(label.text, left + width / 2, top + height / 2);
}

export function drawGraph(ctx: CanvasRenderingContext2D, scene: GraphScene) {
  const { size, pixelRatio } = scene;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, size.width, size.height);
  drawGrid(ctx, scene);
  for (const item of scene.items) {
    if (item.kind === "curve") drawCurve(ctx, scene, item);
    else if (item.kind === "implicit") drawImplicit(ctx, scene, item);
  }
  for (const marker of scene.markers) {
    const [sx, sy] = toScreen(scene.view, scene.size, marker.x, marker.y);
    dot(ctx, sx, sy, 4, "#8a8f98");
  }
  for (const item of scene.items) {
    if (item.kind !== "points") continue;
    for (const point of item.points) {
      if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) continue;
      const [sx, sy] = toScreen(scene.view, scene.size, point.x, point.y);
      dot(ctx, sx, sy, 5, item.color);
    }
  }
  if (scene.label) drawLabel(ctx, scene, scene.label);
}
