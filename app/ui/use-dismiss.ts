import { useEffect, type RefObject } from "react";

export type DismissedBy = "escape" | "outside";

/**
 * Closes a popup (menu, dropdown) on Escape or on a press outside `ref`, while it is open. `close` is
 * told which, so a popup closed by Escape can hand focus back to the button that opened it.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: (by: DismissedBy) => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close("escape");
    const onPress = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && close("outside");
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPress);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPress);
    };
  }, [ref, open, close]);
}
