import { useEffect, useRef } from "react";
import { trackKeyboardUse } from "~/lib/keyboard-use";

/**
 * The exam screen's one focus rule: whenever the view changes, focus moves to the new view's heading,
 * so a keyboard or screen-reader user starts at its top and never on the page body. A view is a module
 * that loaded (its `h1`), the review page ("Check Your Work"), a question reached from the navigator or
 * the review page (its "Question N" heading), the break, a status screen. Moving with Back and Next is
 * not a new view: focus stays on the button and the position is announced.
 *
 * Headings are marked `data-view-heading="<name>"` and `tabIndex={-1}`; `heading` names the one to
 * focus, given whether this is the first view of the component.
 */
export function useViewFocus(view: string | null, heading: string | ((first: boolean) => string)) {
  // Installed by the root already; again here for a view rendered without it (a test's bare render).
  useEffect(trackKeyboardUse, []);
  const shown = useRef<string | null>(null);
  const pick = useRef(heading);
  pick.current = heading;
  useEffect(() => {
    // The same view again (an effect run twice) is not a change.
    if (view === null || shown.current === view) return;
    const first = shown.current === null;
    shown.current = view;
    focusViewHeading(typeof pick.current === "function" ? pick.current(first) : pick.current);
  }, [view]);
}

/** Focuses the heading marked `data-view-heading=name`; false when there is none on the page. */
export function focusViewHeading(name: string): boolean {
  if (typeof document === "undefined") return false;
  const el = document.querySelector<HTMLElement>(`[data-view-heading="${name}"]`);
  if (!el) return false;
  el.focus();
  return document.activeElement === el;
}
