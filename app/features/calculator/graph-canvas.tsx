/**
 * The graph: a canvas redrawn in requestAnimationFrame, pan/zoom gestures, zoom buttons,
 * the coordinates under the mouse, and points of interest (grey dots that show their
 * coordinates when clicked, also listed for keyboard and screen-reader users).
 */
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { formatCoordinate, formatPoint } from "./format-number";
import { drawGraph, type DrawableItem, type GraphLabel } from "./graph-render";
import { DEFAULT_VIEW, toScreen, toWorld, unitsPerPixel, visibleRange, type CanvasSize, type GraphView } from "./graph-view";
import { IconHome, IconMinus, IconPlus } from "./icons";
import { PoiList, type SelectedPoint } from "./poi-list";
import { pointsOfInterest, type PoiCurve, type PointOfInterest } from "./points-of-interest";
import { useGraphGestures, ZOOM_STEP } from "./use-graph-gestures";

const HIT_RADIUS = 12;
const POI_DELAY_MS = 120;

type Props = {
  items: readonly DrawableItem[];
  poiCurves: readonly PoiCurve[];
  /** The expression whose points of interest are shown (all when null). */
  activeId: string | null;
  /** A click on a curve makes its expression the active one. */
  onActivate: (id: string) => void;
  /** Row number (1-based) of an expression id, for the accessible list. */
  rowNumber: (id: string) => number;
};

function useElementSize(ref: RefObject<HTMLElement | null>): CanvasSize {
  const [size, setSize] = useState<CanvasSize>({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** Distance in pixels from a graph point to F(x, y) = 0, estimated as |F| / |∇F|. */
function implicitDistance(fn: (x: number, y: number) => number, x: number, y: number, unit: number): number {
  const gx = (fn(x + unit, y) - fn(x - unit, y)) / (2 * unit);
  const gy = (fn(x, y + unit) - fn(x, y - unit)) / (2 * unit);
  const distance = Math.abs(fn(x, y)) / Math.hypot(gx, gy) / unit;
  return Number.isFinite(distance) ? distance : Infinity;
}

/** The curve (explicit or implicit) passing within HIT_RADIUS pixels of a canvas point, if any. */
function curveAt(items: readonly DrawableItem[], view: GraphView, size: CanvasSize, sx: number, sy: number): string | null {
  const [x, y] = toWorld(view, size, sx, sy);
  let best: string | null = null;
  let bestDistance = HIT_RADIUS;
  for (const item of items) {
    let distance = Infinity;
    if (item.kind === "implicit") distance = implicitDistance(item.fn, x, y, unitsPerPixel(view, size));
    else if (item.kind === "curve") {
      const value = item.fn(item.variable === "x" ? x : y);
      if (!Number.isFinite(value)) continue;
      const [px, py] = item.variable === "x" ? toScreen(view, size, x, value) : toScreen(view, size, value, y);
      distance = item.variable === "x" ? Math.abs(py - sy) : Math.abs(px - sx);
    }
    if (distance < bestDistance) {
      best = item.id;
      bestDistance = distance;
    }
  }
  return best;
}

export function GraphCanvas({ items, poiCurves, activeId, onActivate, rowNumber }: Props) {
  const { t } = useTranslation("calculator");
  const surfaceRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const size = useElementSize(surfaceRef);
  const [view, setViewState] = useState<GraphView>(DEFAULT_VIEW);
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  const [pois, setPois] = useState<PointOfInterest[]>([]);
  const [selected, setSelected] = useState<SelectedPoint | null>(null);
  const hintId = useId();

  const setView = useCallback((update: (view: GraphView) => GraphView) => setViewState(update), []);

  // Points of interest: recomputed shortly after the view or the curves stop changing.
  useEffect(() => {
    if (size.width === 0 || size.height === 0) return;
    const timer = window.setTimeout(() => setPois(pointsOfInterest(poiCurves, visibleRange(view, size), activeId)), POI_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [poiCurves, view, size, activeId]);

  useEffect(() => setSelected(null), [poiCurves, activeId]);

  // Redraw on the next animation frame whenever the scene changes.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || size.width === 0 || size.height === 0) return;
    const frame = window.requestAnimationFrame(() => {
      const pixelRatio = window.devicePixelRatio || 1;
      const width = Math.round(size.width * pixelRatio);
      const height = Math.round(size.height * pixelRatio);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      const context = canvas.getContext("2d");
      if (!context) return;
      const label: GraphLabel | null = selected ? { x: selected.x, y: selected.y, text: formatPoint(selected.x, selected.y) } : null;
      drawGraph(context, { size, pixelRatio, view, items, markers: pois, label });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [items, pois, selected, size, view]);

  const onClick = (sx: number, sy: number) => {
    const candidates: SelectedPoint[] = pois.map((poi, index) => ({ x: poi.x, y: poi.y, key: `poi-${index}` }));
    items.forEach((item, itemIndex) => {
      if (item.kind !== "points") return;
      item.points.forEach((point, index) => candidates.push({ x: point.x, y: point.y, key: `pt-${itemIndex}-${index}` }));
    });
    let best: SelectedPoint | null = null;
    let bestDistance = HIT_RADIUS;
    for (const candidate of candidates) {
      const [px, py] = toScreen(view, size, candidate.x, candidate.y);
      const distance = Math.hypot(px - sx, py - sy);
      if (distance <= bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    const hit = best;
    if (!hit) {
      const curve = curveAt(items, view, size, sx, sy);
      if (curve) onActivate(curve);
    }
    setSelected((current) => (hit && current?.key === hit.key ? null : hit));
  };

  const gestures = useGraphGestures({ surfaceRef, size, view, setView, onClick, onHover: setHover });
  const hoverWorld = hover ? toWorld(view, size, hover.x, hover.y) : null;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="relative min-h-0 flex-1">
        <div
          ref={surfaceRef}
          role="application"
          tabIndex={0}
          aria-label={t("graph.canvasLabel")}
          aria-describedby={hintId}
          data-testid="graph-canvas"
          className="absolute inset-0 cursor-grab touch-none select-none outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset active:cursor-grabbing"
          onKeyDown={gestures.onKeyDown}
          {...gestures.surfaceHandlers}
        >
          <canvas ref={canvasRef} className="block h-full w-full" aria-hidden="true" />
        </div>
        <p id={hintId} className="sr-only">
          {t("graph.canvasHint")}
        </p>
        <div className="absolute top-2 right-2 flex flex-col gap-1">
          {[
            { label: t("graph.zoomIn"), icon: <IconPlus />, action: () => gestures.zoomBy(1 / ZOOM_STEP) },
            { label: t("graph.zoomOut"), icon: <IconMinus />, action: () => gestures.zoomBy(ZOOM_STEP) },
            { label: t("graph.resetView"), icon: <IconHome />, action: () => setView(() => DEFAULT_VIEW) },
          ].map((button) => (
            <button
              key={button.label}
              type="button"
              aria-label={button.label}
              title={button.label}
              onClick={button.action}
              className="flex size-8 items-center justify-center rounded-md border border-slate-300 bg-white/95 text-slate-700 shadow-sm hover:bg-slate-100"
            >
              {button.icon}
            </button>
          ))}
        </div>
        {hoverWorld && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute bottom-1 left-1 rounded bg-white/90 px-1.5 py-0.5 font-mono text-xs text-slate-700 shadow-sm"
          >
            x: {formatCoordinate(hoverWorld[0])}, y: {formatCoordinate(hoverWorld[1])}
          </div>
        )}
      </div>
      <PoiList pois={pois} selected={selected} onSelect={setSelected} rowNumber={rowNumber} />
    </div>
  );
}
