import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { paginate } from "./pagination";
import { PaginationNav } from "./pagination-nav";
import { resultUrl, type HistoryPage } from "./types";
import { useDateFormat } from "./use-format";

/** The empty state of a history: the spec's sentence and the way to a first exam. */
export function EmptyHistory({ text, action }: { text?: string; action?: { to: string; label: string } }) {
  const { t } = useTranslation("profile");
  const next = action ?? { to: "/exams", label: t("history.takeFirst") };
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center" data-testid="history-empty">
      <p className="text-slate-700">{text ?? t("history.empty")}</p>
      <Link to={next.to} className={buttonClass("primary")}>
        {next.label}
      </Link>
    </div>
  );
}

/** One score scale everywhere: the scaled estimate (400-1600) with the percent correct beside it. */
export function ScoreCell({ scaled, percent }: { scaled: number | null; percent: number }) {
  const { t } = useTranslation("profile");
  return <>{scaled != null ? t("scaledScore", { scaled, percent }) : t("score", { value: percent })}</>;
}

/** Exam History: the student's finished exams, 25 a page, newest first. */
export function HistoryTab({ history }: { history: HistoryPage }) {
  const { t } = useTranslation("profile");
  const date = useDateFormat({ time: true });
  if (history.count === 0) return <EmptyHistory />;
  const pagination = paginate({ page: history.page, count: history.count, hasNext: history.next != null });
  return (
    <div className="flex flex-col gap-4">
      <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm" data-testid="history-table">
          <caption className="sr-only">{t("history.title")}</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">{t("history.exam")}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t("history.date")}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t("history.score")}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t("history.status")}</th>
              <th scope="col" className="px-4 py-3"><span className="sr-only">{t("history.viewResult")}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {history.results.map((r) => {
              const when = date(r.finished_at ?? r.created_at);
              return (
                <tr key={r.id} data-testid="history-row">
                  <th scope="row" className="min-w-40 px-4 py-3 font-medium text-slate-900">{r.exam.name}</th>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">{when}</td>
                  <td className="px-4 py-3 font-semibold tabular-nums"><ScoreCell scaled={r.scaled_total} percent={r.score} /></td>
                  <td className="px-4 py-3">
                    <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700">{t("history.completed")}</span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-right">
                    <Link to={resultUrl(r.id)} className="font-semibold text-brand-700 hover:underline" aria-label={t("history.viewResultOf", { exam: r.exam.name, date: when })}>
                      {t("history.viewResult")}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <PaginationNav pagination={pagination} />
    </div>
  );
}
