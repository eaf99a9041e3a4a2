import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "./field";
import { typedFields } from "./lazy-checks";

export { useLazyChecks, useSubmitWhenReady, zodChecks } from "./lazy-checks";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "defaultValue" | "type"> & {
  meta: FieldMetadata<string>;
  label: ReactNode;
  type?: "text" | "email" | "password" | "date" | "number";
  hint?: ReactNode;
  /** A message from elsewhere (the server's answer kept in action data), shown when conform has none. */
  fallbackError?: string | null;
};

/**
 * A labelled input bound to a conform field (forms: conform + one zod schema, decision 0005): its
 * name, id, initial value and ARIA come from conform; its first error (an i18n key) is translated.
 */
export function ConformField({ meta, label, type = "text", hint, fallbackError, ...input }: Props) {
  const { t } = useTranslation("common");
  const message = meta.errors?.[0] ?? fallbackError ?? null;
  return (
    <Field
      {...withoutKey(getInputProps(meta, { type }))}
      key={meta.key}
      label={label}
      hint={hint}
      error={message ? t(message, { ns: "common" }) : null}
      {...input}
    />
  );
}

/** Conform's props without their `key` (React wants a key passed on its own, not spread). */
export function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, "key"> {
  const { key: _key, ...rest } = props;
  return rest;
}

/**
 * What was typed before the page finished loading counts: once hydrated, each field whose value is not
 * its initial one is announced to conform as typed (an input event), and one already left as left (a
 * focusout, so its message shows as if the page had been ready). `ready` false (a form whose checks are
 * still loading, `useLazyChecks`) waits until they are here.
 */
export function useTypedBeforeHydration(form: FormMetadata<any>, ready = true) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ready) return;
    done.current = true;
    for (const input of typedFields(form.id)) {
      input.dispatchEvent(new Event("input", { bubbles: true }));
      if (document.activeElement !== input) input.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    }
  }, [form.id, ready]);
}

/**
 * A refused submit shows every message. Conform validates a field when it is left, by submitting the
 * form with a hidden "validate" intent; when a field is left by pressing the submit button, that
 * validation adds the field's message above the button between the press and its release, the button
 * moves, and the click (the real submit, which would validate every field) is lost. So leaving a field
 * for one of the form's submit buttons does not validate it on its own: the submit validates them all.
 */
export function useAllErrorsOnSubmit(form: FormMetadata<any>) {
  useEffect(() => {
    const element = document.forms.namedItem(form.id);
    if (!element) return;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      const submit = (next instanceof HTMLButtonElement && next.type === "submit") || (next instanceof HTMLInputElement && next.type === "submit");
      if (submit && (next as HTMLButtonElement).form === element) event.stopPropagation();
    };
    element.addEventListener("focusout", onFocusOut);
    return () => element.removeEventListener("focusout", onFocusOut);
  }, [form.id]);
}
