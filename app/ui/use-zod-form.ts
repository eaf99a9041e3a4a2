import { useMemo, useRef, useState } from "react";
import type { z } from "zod";

/**
 * Client-side validation with the same zod schema the action uses: values, which fields were
 * touched, and the first error (an i18n key) per field. Errors show once a field is touched.
 */
export function useZodForm<S extends z.ZodType>(schema: S, initial: Record<string, string>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const adopted = useRef(new Set<string>());
  const errors = useMemo(() => {
    const result = schema.safeParse(values);
    const out: Record<string, string> = {};
    if (!result.success) for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
    return out;
  }, [schema, values]);
  const changed = Object.keys(values).some((k) => values[k] !== initial[k]);
  return {
    values,
    errors,
    touched,
    valid: Object.keys(errors).length === 0,
    changed,
    /** The error to show for a field: only once it was touched. */
    errorFor: (name: string) => (touched[name] ? errors[name] : undefined),
    touchAll: () => setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true]))),
    /** Props for an input: value, onChange and onBlur. */
    field: (name: string) => ({
      name,
      // What was typed before the page finished loading is kept, not wiped by hydration.
      ref: (el: HTMLInputElement | null) => {
        if (!el || adopted.current.has(name)) return;
        adopted.current.add(name);
        if (el.value !== (values[name] ?? "")) {
          setValues((v) => ({ ...v, [name]: el.value }));
          // Typed into and already left: it counts as touched, so its message shows.
          if (document.activeElement !== el) setTouched((t) => ({ ...t, [name]: true }));
        }
      },
      value: values[name] ?? "",
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
      onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    }),
  };
}
