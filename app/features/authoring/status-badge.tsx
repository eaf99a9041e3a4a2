import { useTranslation } from "react-i18next";

const STYLES: Record<string, string> = {
  draft: "bg-slate-100 text-slate-700",
  in_review: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-800",
  superseded: "bg-slate-100 text-slate-500",
  retired: "bg-red-50 text-red-700",
  archived: "bg-slate-100 text-slate-500",
};

/** A question's (or an exam's) status as a coloured word. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("authoring");
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[status] ?? STYLES.draft}`}>
      {t(`status.${status}`)}
    </span>
  );
}
