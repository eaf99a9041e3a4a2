import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { DataTable } from "~/ui/data-table";
import { paginate } from "./pagination";
import { PaginationNav } from "./pagination-nav";
import { useHistoryColumns } from "./history-columns";
import type { HistoryPage } from "./types";
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

/** Exam History: the student's finished exams, 25 a page, newest first. */
export function HistoryTab({ history }: { history: HistoryPage }) {
  const { t } = useTranslation("profile");
  const date = useDateFormat({ time: true });
  const columns = useHistoryColumns();
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
          columns.score,
          {
            id: "status",
            header: t("history.status"),
            cell: () => <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700">{t("history.completed")}</span>,
          },
          columns.view((r) => t("history.viewResultOf", { exam: r.exam.name, date: date(r.finished_at ?? r.created_at) })),
        ]}
      />
      <PaginationNav pagination={pagination} />
    </div>
  );
}
