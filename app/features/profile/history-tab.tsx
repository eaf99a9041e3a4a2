import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { DataTable } from "~/ui/data-table";
import { paginate } from "./pagination";
import { PaginationNav } from "./pagination-nav";
import { resultUrl, type HistoryPage } from "./types";
import { useDateFormat } from "~/lib/use-format";

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
      <DataTable
        caption={t("history.title")}
        testId="history-table"
        className="shadow-sm"
        rows={history.results}
        rowKey={(r) => r.id}
        rowTestId="history-row"
        columns={[
          { id: "exam", header: t("history.exam"), rowHeader: true, className: "min-w-40 font-medium text-slate-900", cell: (r) => r.exam.name },
          { id: "date", header: t("history.date"), className: "whitespace-nowrap text-slate-700", cell: (r) => date(r.finished_at ?? r.created_at) },
          {
            id: "score",
            header: t("history.score"),
            className: "font-semibold tabular-nums",
            cell: (r) => <ScoreCell scaled={r.scaled_total} percent={r.score} />,
          },
          {
            id: "status",
            header: t("history.status"),
            cell: () => <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700">{t("history.completed")}</span>,
          },
          {
            id: "view",
            header: t("history.viewResult"),
            hideHeader: true,
            align: "end",
            className: "whitespace-nowrap",
            cell: (r) => (
              <Link
                to={resultUrl(r.id)}
                className="font-semibold text-brand-700 hover:underline"
                aria-label={t("history.viewResultOf", { exam: r.exam.name, date: date(r.finished_at ?? r.created_at) })}
              >
                {t("history.viewResult")}
              </Link>
            ),
          },
        ]}
      />
      <PaginationNav pagination={pagination} />
    </div>
  );
}
