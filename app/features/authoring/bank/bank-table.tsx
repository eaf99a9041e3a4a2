import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDateFormat } from "~/lib/use-format";
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
};

/**
 * One page of the bank: each version by the start of its stem (identifier, version and type beneath,
 * small), with its place in the taxonomy, status, author and last change.
 */
export function BankTable({ rows }: { rows: BankRow[] }) {
  const { t } = useTranslation(["authoring", "results"]);
  const date = useDateFormat({ month: "short", year: true });
  return (
    <DataTable
      caption={t("bank.tableCaption")}
      density="compact"
      headerStyle="caps"
      tableClassName="min-w-[720px]"
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
        { id: "author", header: t("fields.author"), className: "text-slate-700", cell: (r) => r.author ?? t("bank.content") },
        { id: "updated", header: t("bank.updated"), className: "whitespace-nowrap text-slate-500", cell: (r) => date(r.updatedAt) },
      ]}
    />
  );
}
