import type { ReactNode } from "react";

/** The ids a framed control's error and hint are shown under (for its aria-describedby). */
export const frameIds = (id: string) => ({ errorId: `${id}-error`, hintId: `${id}-hint` });

/**
 * The aria-describedby of a framed control: its error (when it has one), its hint (when it has one)
 * and any ids the control names already (conform's own), each once.
 */
export function describedBy(id: string, { error, hint, own }: { error?: unknown; hint?: unknown; own?: string }): string | undefined {
  const { errorId, hintId } = frameIds(id);
  const ids = [error ? errorId : null, hint ? hintId : null, ...(own?.split(" ") ?? [])].filter((v): v is string => !!v);
  return [...new Set(ids)].join(" ") || undefined;
}

/**
 * The frame of one form control (an input, a list): its label, the control, then its hint and its
 * already-translated error under it, with the ids `describedBy` names.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className = "",
  labelClassName = "text-sm font-medium text-slate-700",
  labelId,
  children,
}: {
  id: string;
  /** An id of the label, for a control that names itself by it (a country picker beside the input). */
  labelId?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  const { errorId, hintId } = frameIds(id);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label id={labelId} htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
