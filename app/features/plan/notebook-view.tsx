import { useTranslation } from "react-i18next";
import { DataTable } from "~/ui/data-table";
import type { NotebookViewJson } from "./types";
import { usePlanDates } from "./use-plan-dates";

/** A student's mistakes notebook for their mentor: read only, as a table (no "practise these again"). */
export function NotebookReadOnly({ notebook, name }: { notebook: NotebookViewJson; name: string }) {
  const { t } = useTranslation(["plan", "results"]);
  const dates = usePlanDates();
  return (
    <section
      aria-labelledby="notebook-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="mentor-notebook"
    >
      <div>
        <h2 id="notebook-title" className="text-lg font-semibold">
          {t("plan:mentor.notebookTitle")}
        </h2>
        <p className="text-sm text-slate-600">{t("plan:notebook.hint", { name })}</p>
        <p className="text-sm font-medium text-slate-800" data-testid="notebook-counts">
          {t("plan:notebook.counts", { active: notebook.counts.active, due: notebook.counts.due, cleared: notebook.counts.cleared })}
        </p>
      </div>
      {notebook.items.length === 0 ? (
        <p className="text-sm text-slate-700">{t("plan:notebook.empty", { name })}</p>
      ) : (
        <DataTable
          caption={t("plan:mentor.notebookTitle")}
          framed={false}
          density="compact"
          rows={notebook.items}
          rowKey={(i) => i.id}
          rowTestId="notebook-row"
          columns={[
            { id: "question", header: t("plan:notebook.question"), className: "min-w-56 text-slate-800", cell: (i) => i.excerpt },
            {
              id: "skill",
              header: t("plan:notebook.skill"),
              className: "text-slate-700",
              cell: (i) => (
                <>
                  {t(`results:skills.${i.skill}`)} <span className="text-slate-500">({t(`results:difficulty.${i.difficulty}`)})</span>
                </>
              ),
            },
            { id: "reason", header: t("plan:notebook.reason"), className: "text-slate-700", cell: (i) => t(`plan:notebook.reasons.${i.reason}`) },
            {
              id: "source",
              header: t("plan:notebook.source"),
              className: "text-slate-700",
              cell: (i) => i.sources.map((s) => t(`plan:notebook.sources.${s}`)).join(", "),
            },
            { id: "mistakes", header: t("plan:notebook.mistakes"), align: "end", className: "tabular-nums", cell: (i) => i.mistakes },
            {
              id: "review",
              header: t("plan:notebook.review"),
              className: "whitespace-nowrap text-slate-700",
              cell: (i) => (i.due ? t("plan:notebook.due") : t("plan:notebook.next", { date: dates.day(i.due_at) })),
            },
          ]}
        />
      )}
      {notebook.total > notebook.items.length ? (
        <p className="text-xs text-slate-500">{t("plan:notebook.more", { shown: notebook.items.length, count: notebook.total })}</p>
      ) : null}
    </section>
  );
}
