import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDateFormat } from "~/lib/use-format";
import { DataTable } from "~/ui/data-table";
import { StatusBadge } from "../status-badge";

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
  snippet: string;
  author: string | null;
  updatedAt: string;
};

/** One page of the bank: each version with its place in the taxonomy, status, author and last change. */
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
              <Link to={`/teacher/questions/${r.id}`} className="font-mono text-sm font-semibold text-brand-700 hover:underline">
                {r.identifier}
              </Link>
              <span className="ml-2 text-xs text-slate-500">
                v{r.version} · {t(`typesShort.${r.type}`)}
              </span>
              <p className="mt-0.5 line-clamp-2 text-slate-600">{r.snippet}</p>
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
