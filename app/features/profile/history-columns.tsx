import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Column } from "~/ui/data-table";
import { resultUrl, type HistoryPage } from "./types";

type HistoryRow = HistoryPage["results"][number];

/** One score scale everywhere: the scaled estimate (400-1600) with the percent correct beside it. */
export function ScoreCell({ scaled, percent }: { scaled: number | null; percent: number }) {
  const { t } = useTranslation("profile");
  return <>{scaled != null ? t("scaledScore", { scaled, percent }) : t("score", { value: percent })}</>;
}

/**
 * The columns the student's and the mentor's Exam History share: the score, and (last) the link to
 * the result, named for screen readers by `name` (which exam, whose, when).
 */
export function useHistoryColumns() {
  const { t } = useTranslation("profile");
  const score: Column<HistoryRow> = {
    id: "score",
    header: t("history.score"),
    className: "font-semibold tabular-nums",
    cell: (r) => <ScoreCell scaled={r.scaled_total} percent={r.score} />,
  };
  const view = (name: (r: HistoryRow) => string): Column<HistoryRow> => ({
    id: "view",
    header: t("history.viewResult"),
    hideHeader: true,
    align: "end",
    className: "whitespace-nowrap",
    cell: (r) => (
      <Link to={resultUrl(r.id)} className="font-semibold text-brand-700 hover:underline" aria-label={name(r)}>
        {t("history.viewResult")}
      </Link>
    ),
  });
  return { score, view };
}
