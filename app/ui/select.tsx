import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { withoutKey } from "./conform-field";
import { describedBy, FieldFrame } from "./field-frame";

type SelectProps = Omit<ComponentProps<"select">, "className" | "size"> & {
  label: ReactNode;
  name: string;
  /** The already-translated error, shown under the list and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /** Classes of the box around label, list, hint and error (a grid span). */
  className?: string;
  /** Extra classes of the list itself (`text-sm`). */
  controlClassName?: string;
  /** "md" in forms; "sm" in a bar of filters (small label, tighter list). */
  size?: "md" | "sm";
};

const SIZES = {
  md: { label: "text-sm font-medium text-slate-700", control: "px-3 py-2 shadow-sm" },
  sm: { label: "text-xs font-medium text-slate-600", control: "px-2 py-1.5 text-sm" },
} as const;

/** The look of a list, red when its value is refused (in a form, the same as a Field's input). */
export const selectClass = (invalid: boolean, size: "md" | "sm" = "md") =>
  `w-full rounded-lg border bg-white text-slate-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${SIZES[size].control} ${invalid ? "border-red-500" : "border-slate-300"}`;

/** A labelled drop-down list with its hint and error (one FieldFrame with the inputs), wired for screen readers (aria-describedby, aria-invalid). */
export function Select({ label, name, error, hint, id, className = "", controlClassName = "", size = "md", children, ...select }: SelectProps) {
  const selectId = id ?? `field-${name}`;
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error} className={`min-w-0 ${className}`} labelClassName={SIZES[size].label}>
      <select
        {...select}
        id={selectId}
        name={name}
        aria-invalid={error ? true : undefined}
        // Conform's own aria-describedby (spread in with its props) may name the error already: each id once.
        aria-describedby={describedBy(selectId, { error, hint, own: select["aria-describedby"] })}
        className={`${selectClass(!!error, size)} ${controlClassName}`}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

type ConformSelectProps<Schema> = Omit<SelectProps, "name" | "id" | "error" | "defaultValue"> & {
  meta: FieldMetadata<Schema, Record<string, unknown>, string[]>;
  /** A message from elsewhere (the server's answer kept in action data), shown when conform has none. */
  fallbackError?: string | null;
};

/**
 * A labelled list bound to a conform field (as ConformField for inputs): name, id, initial value and
 * validity from conform; its first error (an i18n key) translated.
 */
export function ConformSelect<Schema>({ meta, fallbackError, ...rest }: ConformSelectProps<Schema>) {
  const { t } = useTranslation("common");
  const message = meta.errors?.[0] ?? fallbackError ?? null;
  const { id, name, form, required, multiple, defaultValue } = withoutKey(getSelectProps(meta));
  return (
    <Select
      key={meta.key}
      id={id}
      name={name}
      form={form}
      required={required}
      multiple={multiple}
      defaultValue={defaultValue}
      error={message ? t(message, { ns: "common" }) : null}
      {...rest}
    />
  );
}
