import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useLocation } from "react-router";
import { Button } from "~/ui/button";
import { DataTable } from "~/ui/data-table";
import { PersonName } from "~/ui/person-name";
import { Spinner } from "~/ui/spinner";
import { useHistoryColumns } from "./history-columns";
import { EmptyHistory } from "./history-tab";
import type { HistoryPage } from "./types";
import { useDateFormat } from "~/lib/use-format";

/** Load the next page once the end of the list is within this many pixels of the viewport's bottom. */
export const INFINITE_SCROLL_THRESHOLD_PX = 100;

/**
 * The mentor's Exam History of their students: the first page comes with the page; further
 * pages come from the same route's loader (?page=n) through a fetcher, when the end of the list
 * scrolls into view or when "Load more" is pressed.
 */
export function MentorHistory({
  first,
  title,
  student,
  studentName,
  linkStudents,
}: {
  first: HistoryPage;
  title: string;
  student?: string | null;
  studentName?: string | null;
  linkStudents?: boolean;
}) {
  const { t } = useTranslation("profile");
  const location = useLocation();
  const fetcher = useFetcher<{ mentor?: { history: HistoryPage } }>();
  const date = useDateFormat({ time: true });
  const columns = useHistoryColumns();
  const [pages, setPages] = useState<HistoryPage[]>([]);
  // A page that arrived: keep it (state derived while rendering, not in an effect).
  const incoming = fetcher.data?.mentor?.history;
  if (incoming && incoming.page > first.page && !pages.some((p) => p.page === incoming.page)) setPages([...pages, incoming]);

  const last = pages.at(-1) ?? first;
  const hasMore = last.next != null;
  const loading = fetcher.state !== "idle";
  const seen = new Set<number>();
  const rows = [first, ...pages].flatMap((p) => p.results).filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));

  const loadMore = useRef(() => {});
  loadMore.current = () => {
    if (!hasMore || loading) return;
    fetcher.load(`${location.pathname}?${new URLSearchParams({ page: String(last.page + 1), ...(student ? { student } : {}) })}`);
  };
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore.current(), {
      rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, last.page, loading]);

  return (
    <section aria-labelledby="mentor-history-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="mentor-history-title" className="text-lg font-semibold">
          {title}
        </h2>
        {last.count > 0 ? (
          <p className="text-sm text-slate-600" data-testid="history-shown" aria-live="polite">
            {t("history.shown", { shown: rows.length, count: last.count })}
          </p>
        ) : null}
      </div>
      {student ? (
        <p className="text-sm text-slate-700" data-testid="history-filter">
          {t("mentor.onlyStudent", { name: studentName || student })}{" "}
          <Link to={location.pathname} className="font-semibold text-brand-700 hover:underline">
            {t("mentor.allStudents")}
          </Link>
        </p>
      ) : null}
      {first.count === 0 ? (
        <EmptyHistory
          text={t(linkStudents ? "mentor.emptyNoStudents" : "mentor.empty")}
          action={linkStudents ? { to: "#invite-title", label: t("mentor.linkStudents") } : undefined}
        />
      ) : (
        <DataTable
          caption={title}
          testId="mentor-history"
          className="shadow-sm"
          rows={rows}
          rowKey={(r) => r.id}
          rowTestId="mentor-history-row"
          columns={[
            { id: "id", header: t("history.id"), className: "tabular-nums text-slate-500", cell: (r) => r.id },
            {
              id: "examinee",
              header: t("history.examinee"),
              rowHeader: true,
              className: "font-medium text-slate-900",
              cell: (r) => (
                <span data-testid="examinee">
                  <PersonName name={fullName(r.examinee)} username={r.examinee.username} />
                </span>
              ),
            },
            { id: "exam", header: t("history.exam"), className: "min-w-40 text-slate-800", cell: (r) => r.exam.name },
            { id: "created", header: t("history.created"), className: "whitespace-nowrap text-slate-700", cell: (r) => date(r.created_at) },
            columns.score,
            columns.view((r) => `${t("history.viewResult")}: ${fullName(r.examinee) || r.examinee.username}, ${r.exam.name} (#${r.id})`),
          ]}
        />
      )}
      <div ref={sentinel} className="flex min-h-10 items-center justify-center" data-testid="history-end">
        {hasMore ? (
          // aria-disabled (not disabled) while loading, so keyboard focus stays on the button.
          <Button variant="secondary" aria-disabled={loading || undefined} onClick={() => loadMore.current()}>
            {loading ? <Spinner label={t("history.loading")} /> : t("history.loadMore")}
          </Button>
        ) : rows.length > 0 ? (
          <p className="text-sm text-slate-500">{t("history.end")}</p>
        ) : null}
      </div>
    </section>
  );
}

const fullName = (p: { first_name?: string | null; last_name?: string | null }) => [p.first_name, p.last_name].filter((part) => part?.trim()).join(" ");
