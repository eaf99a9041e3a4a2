import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { DataTable, type Column } from "~/ui/data-table";
import { allSkills, DIFFICULTIES, type TestKind } from "../taxonomy";

type Row = ReturnType<typeof allSkills>[number];
type Cell = { test: string; domain: string; skill: string; difficulty: string; n: number };

/**
 * Published questions per skill and difficulty, every skill of the taxonomy listed, so that a skill or
 * a difficulty with few questions stands out (fewer than `low` is marked). Each count links to those questions.
 */
export function CoverageTable({ cells, test, low = 3 }: { cells: Cell[]; test: TestKind | undefined; low?: number }) {
  const { t } = useTranslation(["authoring", "results"]);
  const location = useLocation();
  const rows = allSkills().filter((s) => !test || s.test === test);
  const count = (skill: string, difficulty: string) => cells.find((c) => c.skill === skill && c.difficulty === difficulty)?.n ?? 0;
  const link = (skill: string, domain: string, difficulty: string) => {
    const params = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries({ domain, skill, difficulty, status: "published" })) params.set(k, v);
    params.delete("page");
    return `?${params}`;
  };
  return (
    <details className="rounded-2xl border border-slate-200 bg-white" open>
      <summary className="cursor-pointer px-4 py-3 font-semibold">{t("coverage.title")}</summary>
      <div className="px-4 pb-4">
        <p className="mb-2 text-sm text-slate-600">{t("coverage.hint", { low })}</p>
        <DataTable
          caption={t("coverage.title")}
          framed={false}
          density="compact"
          headerStyle="caps"
          tableClassName="min-w-[520px]"
          rows={rows}
          rowKey={(r) => `${r.test}-${r.skill}`}
          rowTestId={(r) => `coverage-${r.skill}`}
          columns={[
            {
              id: "skill",
              header: t("fields.skill"),
              rowHeader: true,
              className: "font-normal",
              cell: (r) => (
                <>
                  <span className="text-slate-800">{t(`results:skills.${r.skill}`)}</span>
                  <span className="ml-1 text-xs text-slate-500">· {t(`tests.${r.test}`)}</span>
                </>
              ),
            },
            ...DIFFICULTIES.map((d): Column<Row> => ({
              id: d,
              header: t(`difficulty.${d}`),
              align: "center",
              headerClassName: "w-20",
              cell: (r) => {
                const n = count(r.skill, d);
                return (
                  <Link
                    to={link(r.skill, r.domain, d)}
                    preventScrollReset
                    aria-label={t("coverage.cellLabel", { count: n, skill: t(`results:skills.${r.skill}`), difficulty: t(`difficulty.${d}`) })}
                    className={`inline-block min-w-10 rounded-md px-2 py-0.5 font-semibold tabular-nums ${n < low ? "bg-amber-100 text-amber-900" : "bg-emerald-50 text-emerald-800"}`}
                  >
                    {n}
                  </Link>
                );
              },
            })),
            {
              id: "total",
              header: t("coverage.total"),
              align: "center",
              headerClassName: "w-20",
              className: "font-semibold tabular-nums",
              cell: (r) => DIFFICULTIES.reduce((sum, d) => sum + count(r.skill, d), 0),
            },
          ]}
        />
      </div>
    </details>
  );
}
