import type { InputHTMLAttributes, ReactNode } from "react";
import { describedBy, FieldFrame } from "./field-frame";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  name: string;
  /** The already-translated error, shown under the input and announced. */
  error?: string | null;
  hint?: ReactNode;
};

/** A labelled input with its hint and error (one FieldFrame with the lists), wired for screen readers. */
export function Field({ label, name, error, hint, id, className = "", ...input }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { error, hint })}
        className={`rounded-lg border px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${
          error ? "border-red-500" : "border-slate-300"
        }`}
        {...input}
      />
    </FieldFrame>
  );
}
