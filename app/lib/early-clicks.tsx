import { useEffect, useRef } from "react";
import { useNonce } from "./nonce";

/**
 * A click that comes before the page's script has taken over is kept, not lost (issue 30). Pages are
 * rendered on the server, so a button is on screen before React is live; a radio keeps its own state
 * (choice-list.tsx reads it at hydration), a button does not. This inline script, first in <body>,
 * records a click on an element marked `data-early-click="name"` that React has not hydrated yet (it has
 * no `__reactProps$…` key then; once it has, React's own handler answers the click), marks the element
 * `data-early-pending` (app.css shows it busy), and the component acts on it once it runs
 * (`useEarlyClick`). The root clears what no component took (`settleEarlyClicks`).
 */
const SCRIPT = `(function(){var q=window.__earlyClicks=[];document.addEventListener("click",function(e){var t=e.target,el=t&&t.closest?t.closest("[data-early-click]"):null;if(!el||el.disabled)return;var k=Object.keys(el);for(var i=0;i<k.length;i++)if(k[i].indexOf("__reactProps$")===0)return;var n=el.getAttribute("data-early-click");if(q.indexOf(n)<0)q.push(n);el.setAttribute("data-early-pending","")},true)})();`;

type EarlyWindow = Window & { __earlyClicks?: string[] };

/** The recorder, rendered first in <body> by the root layout (the same text on both sides: it hydrates as is). */
export function EarlyClickRecorder() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

function unmark(name?: string) {
  const selector = name ? `[data-early-click="${name}"][data-early-pending]` : "[data-early-pending]";
  for (const el of document.querySelectorAll(selector)) el.removeAttribute("data-early-pending");
}

/** Whether `name` was clicked before hydration; the click is taken (a second call answers false). */
export function takeEarlyClick(name: string): boolean {
  if (typeof window === "undefined") return false;
  const queue = (window as EarlyWindow).__earlyClicks;
  const at = queue?.indexOf(name) ?? -1;
  if (!queue || at < 0) return false;
  queue.splice(at, 1);
  unmark(name);
  return true;
}

let holds = 0;
let settleWhenReleased = false;

/** After the first render's effects (the root's runs last): clicks no component took are dropped. */
export function settleEarlyClicks() {
  if (holds > 0) {
    settleWhenReleased = true;
    return;
  }
  settleWhenReleased = false;
  const queue = (window as EarlyWindow).__earlyClicks;
  if (queue) queue.length = 0;
  unmark();
}

/**
 * Keeps the early clicks past the root's first settle until the returned release is called (once): for a
 * part that hydrates after the page (a lazy server-rendered part whose buttons take early clicks, the exam's
 * module screen). Taken in an effect of the first render (before the root's), released once the part has
 * mounted (after its own components took their clicks).
 */
export function holdEarlyClicks(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    if (holds === 0 && settleWhenReleased) settleEarlyClicks();
  };
}

/**
 * Acts on an early click of the element marked `data-early-click={name}`, once, when the component
 * first runs in the browser (in the hydrating render, before the root settles the rest).
 */
export function useEarlyClick(name: string, act: () => void) {
  // The handler of the first render: the one the hydrating render gives, which is when the click is taken.
  const first = useRef(act);
  useEffect(() => {
    if (takeEarlyClick(name)) first.current();
  }, [name]);
}
