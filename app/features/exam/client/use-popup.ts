import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A popup opened by a button in the exam's top bar (the More menu, the Directions): Escape closes it
 * and gives focus back to its button; a press outside it, or focus leaving it, closes it too (an open
 * popup never sits over the element that has focus).
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const close = useCallback((focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      e.preventDefault();
      close(true);
    };
    const onPress = (e: PointerEvent) => {
      if (!root?.contains(e.target as Node)) close(false);
    };
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (next && !root?.contains(next)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPress);
    root?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPress);
      root?.removeEventListener("focusout", onFocusOut);
    };
  }, [open, close]);

  return { open, setOpen, close, buttonRef, rootRef };
}
