/**
 * A panel that floats over the page (calculator, reference sheet, notes): dragged by a handle with
 * mouse or touch (react-draggable's DraggableCore), moved with the arrow keys (10px, Shift
 * 50px), always clamped inside its area, also after a window resize or a size change. The area is
 * the viewport for a `fixed` panel, and the positioned parent for an `absolute` one (the exam's
 * space between its top and bottom bars, so a panel never covers them).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type RefObject } from "react";
import type { DraggableEventHandler } from "react-draggable";
import { clampPosition, keyboardOffset, type Position, type Size } from "./clamp-position";

/** Where a panel may be: its size, and its top edge in the window (0 for the viewport). */
export type Area = Size & { top: number };

function areaOf(node: HTMLElement | null): Area {
  const parent = node?.offsetParent as HTMLElement | null;
  if (node && parent && getComputedStyle(node).position === "absolute") {
    return { width: parent.clientWidth, height: parent.clientHeight, top: parent.getBoundingClientRect().top };
  }
  const root = document.documentElement;
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight, top: 0 };
}

export type FloatingPanelOptions = {
  /** Where the panel opens, given its size and its area's. */
  initialPosition: (size: Size, area: Area) => Position;
};

export function useFloatingPanel<T extends HTMLElement>({ initialPosition }: FloatingPanelOptions) {
  const nodeRef = useRef<T>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const dragStart = useRef<{ pointer: Position; position: Position } | null>(null);
  const initial = useRef(initialPosition);

  const clampToViewport = useCallback((next: Position): Position => {
    const node = nodeRef.current;
    if (!node) return next;
    return clampPosition(next, { width: node.offsetWidth, height: node.offsetHeight }, areaOf(node));
  }, []);

  // Measure once before the first paint, then open at the initial position.
  useLayoutEffect(() => {
    const node = nodeRef.current;
    if (!node) return;
    const size = { width: node.offsetWidth, height: node.offsetHeight };
    setPosition(clampToViewport(initial.current(size, areaOf(node))));
  }, [clampToViewport]);

  useEffect(() => {
    const node = nodeRef.current;
    const reclamp = () => setPosition((current) => (current ? clampToViewport(current) : current));
    window.addEventListener("resize", reclamp);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(reclamp);
    if (node && observer) observer.observe(node);
    const parent = node?.offsetParent;
    if (parent && observer) observer.observe(parent);
    return () => {
      window.removeEventListener("resize", reclamp);
      observer?.disconnect();
    };
  }, [clampToViewport]);

  const onDragStart: DraggableEventHandler = (_event, data) => {
    dragStart.current = { pointer: { x: data.x, y: data.y }, position: position ?? { x: 0, y: 0 } };
  };

  const onDrag: DraggableEventHandler = (_event, data) => {
    const start = dragStart.current;
    if (!start) return;
    setPosition(
      clampToViewport({
        x: start.position.x + data.x - start.pointer.x,
        y: start.position.y + data.y - start.pointer.y,
      }),
    );
  };

  const onDragStop: DraggableEventHandler = () => {
    dragStart.current = null;
  };

  /** For the focusable handle: arrow keys move the panel. */
  const onHandleKeyDown = (event: KeyboardEvent) => {
    const offset = keyboardOffset(event.key, event.shiftKey);
    if (!offset) return;
    event.preventDefault();
    setPosition((current) => clampToViewport({ x: (current?.x ?? 0) + offset.x, y: (current?.y ?? 0) + offset.y }));
  };

  const style: CSSProperties = position ? { transform: `translate(${position.x}px, ${position.y}px)` } : { visibility: "hidden" };

  return {
    nodeRef,
    position,
    /** True once the panel is measured, positioned and visible (focusable). */
    ready: position !== null,
    style,
    dragHandlers: { onStart: onDragStart, onDrag, onStop: onDragStop },
    onHandleKeyDown,
  };
}

/**
 * Moves focus to `targetRef` once the panel is visible, and gives it back on close to the
 * element that had it when the panel opened (the exam's Calculator or Reference button).
 */
export function useFocusOnOpen(targetRef: RefObject<HTMLElement | null>, ready: boolean) {
  const [previous] = useState(() => (typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null)));
  useEffect(() => {
    if (ready) targetRef.current?.focus({ preventScroll: true });
  }, [ready, targetRef]);
  useEffect(
    () => () => {
      const active = document.activeElement;
      if (previous?.isConnected && (active === null || active === document.body)) previous.focus({ preventScroll: true });
    },
    [previous],
  );
}

/** Escape inside a panel closes it (unless something inside used the key). */
export function closeOnEscape(onClose: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };
}
