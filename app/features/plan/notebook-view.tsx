import { useTranslation } from "react-i18next";
import type { NotebookViewJson } from "./types";
import { usePlanDates } from "./use-plan-dates";

/** A student's mistakes notebook for their mentor: read only, as a table (no "practise these again"). */
export function NotebookReadOnly({ notebook, name }: { notebook: NotebookViewJson; name: string }) {
  const { t } = useTranslation(["plan", "results"]);
  const dates = usePlanDates();
  return (
    <section aria-labelledby="notebook-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="mentor-notebook">
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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("plan:mentor.notebookTitle")}</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t("plan:notebook.question")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("plan:notebook.skill")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("plan:notebook.reason")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("plan:notebook.source")}</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{t("plan:notebook.mistakes")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("plan:notebook.review")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {notebook.items.map((i) => (
                <tr key={i.id} data-testid="notebook-row">
                  <td className="min-w-56 px-3 py-2 text-slate-800">{i.excerpt}</td>
                  <td className="px-3 py-2 text-slate-700">
                    {t(`results:skills.${i.skill}`)} <span className="text-slate-500">({t(`results:difficulty.${i.difficulty}`)})</span>
                  </td>
                  <td className="px-3 py-2 text-slate-700">{t(`plan:notebook.reasons.${i.reason}`)}</td>
                  <td className="px-3 py-2 text-slate-700">{i.sources.map((s) => t(`plan:notebook.sources.${s}`)).join(", ")}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{i.mistakes}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">{i.due ? t("plan:notebook.due") : t("plan:notebook.next", { date: dates.day(i.due_at) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {notebook.total > notebook.items.length ? <p className="text-xs text-slate-500">{t("plan:notebook.more", { shown: notebook.items.length, count: notebook.total })}</p> : null}
    </section>
  );
}
