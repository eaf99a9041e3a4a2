import { useEffect, useLayoutEffect, type ComponentType } from "react";
import { serverRenderedPart } from "./lazy-part";

/**
 * What a press in a form still waiting for its module holds back: a button, a box to tick. (A file field opens its
 * picker at once: the file is chosen, and its change comes, after the form runs.)
 */
const PRESSED = "button, input[type=submit], input[type=checkbox], input[type=radio]";

/**
 * A whole form whose module (conform, its fields, what they show) loads just after the page (issue 30,
 * decision 0069): a `serverRenderedPart` the server renders in place, which the browser asks for as soon as
 * the page's own script runs (`preload()` at module level in the page) and hydrates when it has come. What is
 * done in it meanwhile is kept, not lost:
 * - typing and choosing in a list stay in the page (hydration keeps the elements, their values and the
 *   focus); once the form runs, each field whose value is not its first one is announced to conform and React
 *   as typed (an input event);
 * - a press on a button, a check box or a radio is held (its default prevented, so a submit
 *   does not reload the page and a box does not change behind React's back) and made again, in order, once
 *   the form runs; a submit that comes without a press (Enter in a field) is held the same way.
 * Before the page's script runs at all, the form is the server's HTML form, as every page is.
 */
export function serverRenderedForm<P extends object>(formId: string, load: () => Promise<ComponentType<P>>) {
  const state = { live: false, held: [] as (HTMLElement | HTMLFormElement)[] };
  const Part = serverRenderedPart<P>(() =>
    load().then((Form) => {
      function LiveForm(props: P) {
        // The form's own effects (conform's listeners) have run: children's effects come first.
        useEffect(() => {
          state.live = true;
          announceTyped(formId);
          for (const el of state.held.splice(0)) {
            if (!el.isConnected) continue;
            if (el instanceof HTMLFormElement) el.requestSubmit();
            else el.click();
          }
          return () => {
            state.live = false;
          };
        }, []);
        return <Form {...props} />;
      }
      return LiveForm;
    }),
  );

  function HeldForm(props: P) {
    // At the page's hydration (layout effects run in the commit), before any press can reach the form.
    useLayoutEffect(() => {
      const ours = (el: Element | null) => {
        const form = document.forms.namedItem(formId);
        return !!form && !!el && (form.contains(el) || (el as HTMLButtonElement).form === form);
      };
      const onClick = (event: MouseEvent) => {
        if (state.live || !(event.target instanceof Element)) return;
        const pressed = event.target.closest<HTMLElement>(PRESSED);
        if (!pressed || !ours(pressed) || (pressed as HTMLButtonElement).disabled) return;
        event.preventDefault();
        event.stopPropagation();
        if (!state.held.includes(pressed)) state.held.push(pressed);
      };
      const onSubmit = (event: SubmitEvent) => {
        if (state.live || !(event.target instanceof HTMLFormElement) || event.target.id !== formId) return;
        event.preventDefault();
        event.stopPropagation();
        const submitter = event.submitter;
        if (submitter && ours(submitter)) {
          if (!state.held.includes(submitter)) state.held.push(submitter);
        } else if (!state.held.includes(event.target)) state.held.push(event.target);
      };
      window.addEventListener("click", onClick, true);
      window.addEventListener("submit", onSubmit, true);
      return () => {
        window.removeEventListener("click", onClick, true);
        window.removeEventListener("submit", onSubmit, true);
      };
    }, []);
    // serverRenderedPart is memoized: the server's form (and what was typed in it) stays while the page passes the same props.
    return <Part {...props} />;
  }
  return Object.assign(HeldForm, { preload: Part.preload });
}

/**
 * Each text field and list of the form whose value is not its first one (typed or chosen before the form
 * ran) is announced: conform reads the form again, and a field React controls gets its onChange (React
 * took the typed value as its own when it hydrated, so its tracker is reset to the first value first).
 */
function announceTyped(formId: string) {
  const form = document.forms.namedItem(formId);
  if (!form) return;
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLSelectElement) {
      const first = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0];
      if (!el.multiple && first && el.value !== first.value) {
        el.dispatchEvent(new Event("input", { bubbles: true }));
        el.dispatchEvent(new Event("change", { bubbles: true }));
      }
    } else if (
      (el instanceof HTMLInputElement && !["file", "hidden", "radio", "checkbox", "submit", "button", "reset", "image"].includes(el.type)) ||
      el instanceof HTMLTextAreaElement
    ) {
      if (el.value === el.defaultValue) continue;
      const typed = el.value;
      const focused = document.activeElement === el;
      const [start, end] = focused ? [el.selectionStart, el.selectionEnd] : [null, null];
      el.value = el.defaultValue; // through React's tracker (an own property of a hydrated field)
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set?.call(el, typed); // past it
      if (focused && start !== null && end !== null) {
        try {
          el.setSelectionRange(start, end);
        } catch {
          // a number field has no caret to put back
        }
      }
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}
