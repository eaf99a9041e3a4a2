import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDateFormat } from "~/features/profile/use-format";
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
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">{t("bank.tableCaption")}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2">{t("bank.question")}</th>
            <th scope="col" className="px-3 py-2">{t("fields.skill")}</th>
            <th scope="col" className="px-3 py-2">{t("fields.difficulty")}</th>
            <th scope="col" className="px-3 py-2">{t("fields.status")}</th>
            <th scope="col" className="px-3 py-2">{t("fields.author")}</th>
            <th scope="col" className="px-3 py-2">{t("bank.updated")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.id} data-testid="bank-row" className="align-top">
              <td className="max-w-md px-3 py-2">
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
              </td>
              <td className="px-3 py-2 text-slate-700">
                <span className="block text-xs text-slate-500">{t(`results:domains.${r.domain}`)}</span>
                {t(`results:skills.${r.skill}`)}
              </td>
              <td className="px-3 py-2">{t(`difficulty.${r.difficulty}`)}</td>
              <td className="px-3 py-2">
                <StatusBadge status={r.status} />
              </td>
              <td className="px-3 py-2 text-slate-700">{r.author ?? t("bank.content")}</td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-500">{date(r.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
