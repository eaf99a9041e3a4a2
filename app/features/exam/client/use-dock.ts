import { useEffect, useState } from "react";

export type Dock = "bottom" | "side" | null;

/**
 * Where the calculator, the reference sheet and the notes go, in the page's flow so they never cover
 * the question: on a phone (narrow) a sheet at the bottom; on a desktop (≥ 1024 px wide) and on a short
 * window (a phone on its side, 200% zoom) a column beside the content, the question's columns
 * reflowing beside it. `wide`: a desktop, where the student may undock a panel and drag it.
 */
export function useDock(): { dock: Dock; wide: boolean } {
  const [state, setState] = useState<{ dock: Dock; wide: boolean }>({ dock: null, wide: false });
  useEffect(() => {
    const narrow = window.matchMedia("(max-width: 639.98px)");
    const short = window.matchMedia("(max-height: 559.98px)");
    const desktop = window.matchMedia("(min-width: 1024px)");
    const update = () =>
      setState({
        dock: narrow.matches ? "bottom" : short.matches || desktop.matches ? "side" : null,
        wide: desktop.matches && !short.matches && !narrow.matches,
      });
    update();
    const queries = [narrow, short, desktop];
    for (const q of queries) q.addEventListener("change", update);
    return () => {
      for (const q of queries) q.removeEventListener("change", update);
    };
  }, []);
  return state;
}
