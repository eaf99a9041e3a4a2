import type { ReactNode } from "react";

/** A white card with a title (a heading of `level`), a big value and a hint. */
export function StatCard({
  title,
  value,
  hint,
  testId,
  children,
  level = 2,
}: {
  title: string;
  value?: ReactNode;
  hint?: ReactNode;
  testId?: string;
  children?: ReactNode;
  level?: 2 | 3;
}) {
  const H = level === 2 ? "h2" : "h3";
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <H className="text-sm font-medium text-slate-600">{title}</H>
      {value !== undefined ? (
        <p className="text-3xl font-bold tabular-nums text-slate-900" data-testid={testId}>
          {value}
        </p>
      ) : null}
      {children}
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}
