/**
 * Pointer, wheel and keyboard gestures of the graph: drag to pan, wheel or pinch to zoom,
 * arrows to pan and +/- to zoom when the graph has focus, and a click (a press without
 * movement) reported with its canvas coordinates.
 */
import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import { DEFAULT_VIEW, panByPixels, zoomAt, type CanvasSize, type GraphView } from "./graph-view";

const CLICK_TOLERANCE = 4;
export const ZOOM_STEP = 1.5;

type Options = {
  surfaceRef: RefObject<HTMLElement | null>;
  size: CanvasSize;
  view: GraphView;
  setView: (update: (view: GraphView) => GraphView) => void;
  onClick: (x: number, y: number) => void;
  onHover: (point: { x: number; y: number } | null) => void;
};

export function useGraphGestures({ surfaceRef, size, view, setView, onClick, onHover }: Options) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{
    view: GraphView;
    start: Map<number, { x: number; y: number }>;
    moved: boolean;
  } | null>(null);
  const sizeRef = useRef(size);
  sizeRef.current = size;

  // Wheel zoom needs a non-passive listener to stop the page from scrolling.
  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = surface.getBoundingClientRect();
      const factor = Math.exp(Math.max(-1, Math.min(1, event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0015))));
      setView((current) => zoomAt(current, sizeRef.current, event.clientX - rect.left, event.clientY - rect.top, factor));
    };
    surface.addEventListener("wheel", onWheel, { passive: false });
    return () => surface.removeEventListener("wheel", onWheel);
  }, [surfaceRef, setView]);

  const local = (event: PointerEvent) => {
    const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 && event.pointerType === "mouse") return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or already released pointers cannot be captured; the gesture still works.
    }
    pointers.current.set(event.pointerId, local(event));
    gesture.current = { view, start: new Map(pointers.current), moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const point = local(event);
    if (!pointers.current.has(event.pointerId)) {
      if (event.pointerType === "mouse") onHover(point);
      return;
    }
    pointers.current.set(event.pointerId, point);
    const current = gesture.current;
    if (!current) return;
    const ids = [...pointers.current.keys()];
    if (ids.length === 1) {
      const start = current.start.get(ids[0]);
      if (!start) return;
      const dx = point.x - start.x;
      const dy = point.y - start.y;
      if (!current.moved && Math.hypot(dx, dy) < CLICK_TOLERANCE) return;
      current.moved = true;
      setView(() => panByPixels(current.view, sizeRef.current, dx, dy));
    } else if (ids.length >= 2) {
      const [a, b] = ids.slice(0, 2).map((id) => pointers.current.get(id)!);
      const [a0, b0] = ids.slice(0, 2).map((id) => current.start.get(id));
      if (!a0 || !b0) return;
      current.moved = true;
      const startDistance = Math.hypot(a0.x - b0.x, a0.y - b0.y) || 1;
      const distance = Math.hypot(a.x - b.x, a.y - b.y) || 1;
      const startMid = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const zoomed = zoomAt(current.view, sizeRef.current, startMid.x, startMid.y, startDistance / distance);
      setView(() => panByPixels(zoomed, sizeRef.current, mid.x - startMid.x, mid.y - startMid.y));
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    const wasSingle = pointers.current.size === 1;
    pointers.current.delete(event.pointerId);
    if (current && wasSingle && !current.moved && event.type === "pointerup") {
      const point = local(event);
      onClick(point.x, point.y);
    }
    // Restart the gesture from the remaining pointer (pinch → pan) without a jump.
    gesture.current = pointers.current.size > 0 ? { view, start: new Map(pointers.current), moved: true } : null;
  };

  const onPointerLeave = () => onHover(null);

  const zoomBy = (factor: number) => setView((current) => zoomAt(current, sizeRef.current, sizeRef.current.width / 2, sizeRef.current.height / 2, factor));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { width, height } = sizeRef.current;
    const pan = (dx: number, dy: number) => setView((current) => panByPixels(current, sizeRef.current, dx, dy));
    switch (event.key) {
      case "ArrowLeft":
        pan(width / 10, 0);
        break;
      case "ArrowRight":
        pan(-width / 10, 0);
        break;
      case "ArrowUp":
        pan(0, height / 10);
        break;
      case "ArrowDown":
        pan(0, -height / 10);
        break;
      case "+":
      case "=":
        zoomBy(1 / ZOOM_STEP);
        break;
      case "-":
      case "_":
        zoomBy(ZOOM_STEP);
        break;
      case "Home":
        setView(() => DEFAULT_VIEW);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return {
    surfaceHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onPointerLeave },
    onKeyDown,
    zoomBy,
  };
}
