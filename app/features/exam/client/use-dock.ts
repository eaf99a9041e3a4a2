import { useEffect, useState } from "react";

export type Dock = "bottom" | "side" | null;

/**
 * Where the calculator, the reference sheet and the notes go: floating panels between the top and
 * bottom bars on a large screen; on a phone (narrow) a sheet at the bottom, on a short window
 * (a phone on its side, 200% zoom) a column at the side, both in the page's flow so they never cover
 * the question.
 */
export function useDock(): Dock {
  const [dock, setDock] = useState<Dock>(null);
  useEffect(() => {
    const narrow = window.matchMedia("(max-width: 639.98px)");
    const short = window.matchMedia("(max-height: 559.98px)");
    const update = () => setDock(narrow.matches ? "bottom" : short.matches ? "side" : null);
    update();
    narrow.addEventListener("change", update);
    short.addEventListener("change", update);
    return () => {
      narrow.removeEventListener("change", update);
      short.removeEventListener("change", update);
    };
  }, []);
  return dock;
}
