import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ItemStats } from "~/features/irt";
import { useDateFormat, useNumberFormat } from "~/lib/use-format";
import { DataTable } from "~/ui/data-table";
import { StatusBadge } from "../status-badge";
import { StemExcerpt } from "../stem-excerpt";

export type BankRow = {
  id: number;
  identifier: string;
  version: number;
  type: "SC" | "OE";
  test: "verbal" | "math";
  domain: string;
  skill: string;
  difficulty: string;
  status: string;
  tags: string[];
  /** The stem's start, math typeset (mathExcerptHtml on the server). */
  excerptHtml: string;
  author: string | null;
  updatedAt: string;
  /** Answers in closed exam modules and the 3PL parameters in use (decisions 0034, 0035). */
  stats: ItemStats;
};

/**
 * One page of the bank: each version by the start of its stem (identifier, version and type beneath,
 * small), with its place in the taxonomy, status, item statistics (answers, share right, point-biserial, a, b, c
 * and their source), author and last change.
 */
export function BankTable({ rows }: { rows: BankRow[] }) {
  const { t } = useTranslation(["authoring", "results"]);
  const date = useDateFormat({ month: "short", year: true });
  const two = useNumberFormat(2);
  const whole = useNumberFormat(0);
  return (
    <DataTable
      caption={t("bank.tableCaption")}
      density="compact"
      headerStyle="caps"
      tableClassName="min-w-[880px]"
      rows={rows}
      rowKey={(r) => r.id}
      rowTestId="bank-row"
      rowClassName="align-top"
      columns={[
        {
          id: "question",
          header: t("bank.question"),
          className: "max-w-md",
          cell: (r) => (
            <>
              <Link to={`/teacher/questions/${r.id}`} className="group block">
                <StemExcerpt
                  html={r.excerptHtml}
                  identifier={r.identifier}
                  className="font-medium text-slate-900 group-hover:text-brand-700 group-hover:underline"
                />
                <span className="mt-0.5 block text-xs text-slate-500">
                  <span className="font-mono">{r.identifier}</span> · v{r.version} · {t(`typesShort.${r.type}`)}
                </span>
              </Link>
              {r.tags.length ? (
                <p className="mt-1 flex flex-wrap gap-1">
                  {r.tags.map((tag) => (
                    <span key={tag} className="rounded bg-slate-100 px-1.5 text-xs text-slate-600">
                      {tag}
                    </span>
                  ))}
                </p>
              ) : null}
            </>
          ),
        },
        {
          id: "skill",
          header: t("fields.skill"),
          className: "text-slate-700",
          cell: (r) => (
            <>
              <span className="block text-xs text-slate-500">{t(`results:domains.${r.domain}`)}</span>
              {t(`results:skills.${r.skill}`)}
            </>
          ),
        },
        { id: "difficulty", header: t("fields.difficulty"), cell: (r) => t(`difficulty.${r.difficulty}`) },
        { id: "status", header: t("fields.status"), cell: (r) => <StatusBadge status={r.status} /> },
        {
          id: "stats",
          header: t("stats.title"),
          className: "whitespace-nowrap text-xs text-slate-700",
          cell: (r) => (
            <dl className="grid grid-cols-[auto_auto] gap-x-2" data-testid="bank-stats">
              <dt className="text-slate-500">{t("stats.responses")}</dt>
              <dd className="tabular-nums">{r.stats.responses}</dd>
              <dt className="text-slate-500">{t("stats.shareCorrect")}</dt>
              <dd className="tabular-nums">{r.stats.shareCorrect === null ? "—" : `${whole(100 * r.stats.shareCorrect)}%`}</dd>
              <dt className="text-slate-500">{t("stats.pointBiserialShort")}</dt>
              <dd className="tabular-nums">{r.stats.pointBiserial === null ? "—" : two(r.stats.pointBiserial)}</dd>
              <dt className="text-slate-500">a · b · c</dt>
              <dd className="tabular-nums">
                {two(r.stats.a)} · {two(r.stats.b)} · {two(r.stats.c)}
              </dd>
              <dt className="sr-only">{t("stats.source")}</dt>
              <dd className="col-span-2 text-slate-500">{t(`stats.sources.${r.stats.source}`, { count: r.stats.calibratedFrom })}</dd>
            </dl>
          ),
        },
        { id: "author", header: t("fields.author"), className: "text-slate-700", cell: (r) => r.author ?? t("bank.content") },
        { id: "updated", header: t("bank.updated"), className: "whitespace-nowrap text-slate-500", cell: (r) => date(r.updatedAt) },
      ]}
    />
  );
}
