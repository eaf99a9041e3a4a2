import { useCallback, useEffect, useRef, useState } from "react";
import type { ZodType } from "zod";

/*
 * A form's checks loaded when the form is first used (issue 30), without conform: a form that uses conform
 * imports them through ~/ui/conform-field; one that does not (the forum's comment box) from here.
 */

/** The text fields of a form whose value is not their initial one (typed before the page was live). */
export function typedFields(formId: string): HTMLInputElement[] {
  const element = document.forms.namedItem(formId);
  if (!element) return [];
  return Array.from(element.elements).filter(
    (input): input is HTMLInputElement =>
      input instanceof HTMLInputElement && !!input.name && !["file", "hidden", "radio", "checkbox"].includes(input.type) && input.value !== input.defaultValue,
  );
}

/**
 * A form's checks in the browser, loaded when the form is first used (issue 30): its zod schema and what
 * the schema needs (the phone rule's metadata: 52 KB gzipped) stay out of the page's first JavaScript.
 * `load` (a module-level `() => import(…)`) starts on the form's first focus or press (`start`, for
 * the form's onFocus and onPointerDown), or at once when something was typed before the page was live.
 * Until the checks are here, conform has no `onValidate` and a submit is checked by the action, whose
 * answer (conform's `reply()`) shows each field's message as a browser check would. Meanwhile a form
 * checks on submit only (`shouldValidate: checks ? "onBlur" : "onSubmit"`, the same for
 * `shouldRevalidate`): without `onValidate`, conform would send a field left or typed in to the action
 * to be checked. A field typed in before is checked once they are here (`useTypedBeforeHydration`).
 */
export function useLazyChecks<T>(formId: string, load: () => Promise<T>) {
  // The checks with the `load` they came from: a new `load` (a form whose schema depends on its props,
  // e.g. a lesson's questions) starts again, and the old checks are not used meanwhile.
  const [loaded, setLoaded] = useState<{ load: () => Promise<T>; checks: T } | null>(null);
  const started = useRef<(() => Promise<T>) | null>(null);
  const start = useCallback(() => {
    if (started.current === load) return;
    started.current = load;
    load().then(
      (checks) => setLoaded({ load, checks }),
      () => {
        if (started.current === load) started.current = null;
      },
    );
  }, [load]);
  useEffect(() => {
    if (typedFields(formId).length) start();
  }, [formId, start]);
  return { checks: loaded?.load === load ? loaded.checks : null, start };
}

/**
 * A submit made before the form's checks are here, in a form whose submit handler needs what they parse
 * (one that sends it with fetch, not to the page's action): `defer()` (from conform's `onSubmit`, whose
 * `submission` is then undefined) keeps it, and the form is submitted again once `ready`.
 */
export function useSubmitWhenReady(formId: string, ready: boolean) {
  const pending = useRef(false);
  useEffect(() => {
    if (!ready || !pending.current) return;
    pending.current = false;
    document.forms.namedItem(formId)?.requestSubmit();
  }, [formId, ready]);
  return useCallback(() => {
    pending.current = true;
  }, []);
}

/**
 * The checks of a form with one zod schema, for `useLazyChecks`: `loadSchema` (a module-level
 * `() => import("./schemas").then((m) => m.LoginSchema)`) and conform's zod parser come on first use.
 * `validate` is conform's `onValidate` as the action parses (no auto-coercion); `valid` says whether
 * values pass (a submit button enabled only for a valid form). Use it at module level: its result is
 * `useLazyChecks`'s `load`, which must not change from one render to the next.
 */
export function zodChecks<S extends ZodType>(loadSchema: () => Promise<S>) {
  return () =>
    Promise.all([import("@conform-to/zod/v4"), loadSchema()]).then(([{ parseWithZod }, schema]) => ({
      validate: (formData: FormData) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
      valid: (value: unknown) => schema.safeParse(value).success,
    }));
}
