import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { allSkills, DIFFICULTIES, type TestKind } from "../taxonomy";

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
      <div className="overflow-x-auto px-4 pb-4">
        <p className="mb-2 text-sm text-slate-600">{t("coverage.hint", { low })}</p>
        <table className="w-full min-w-[520px] text-sm">
          <caption className="sr-only">{t("coverage.title")}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-1.5 text-left">{t("fields.skill")}</th>
              {DIFFICULTIES.map((d) => (
                <th key={d} scope="col" className="w-20 py-1.5 text-center">
                  {t(`difficulty.${d}`)}
                </th>
              ))}
              <th scope="col" className="w-20 py-1.5 text-center">{t("coverage.total")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => {
              const counts = DIFFICULTIES.map((d) => count(r.skill, d));
              return (
                <tr key={`${r.test}-${r.skill}`} data-testid={`coverage-${r.skill}`}>
                  <th scope="row" className="py-1.5 text-left font-normal">
                    <span className="text-slate-800">{t(`results:skills.${r.skill}`)}</span>
                    <span className="ml-1 text-xs text-slate-500">· {t(`tests.${r.test}`)}</span>
                  </th>
                  {DIFFICULTIES.map((d, i) => (
                    <td key={d} className="py-1 text-center">
                      <Link
                        to={link(r.skill, r.domain, d)}
                        preventScrollReset
                        aria-label={t("coverage.cellLabel", { count: counts[i], skill: t(`results:skills.${r.skill}`), difficulty: t(`difficulty.${d}`) })}
                        className={`inline-block min-w-10 rounded-md px-2 py-0.5 font-semibold tabular-nums ${counts[i]! < low ? "bg-amber-100 text-amber-900" : "bg-emerald-50 text-emerald-800"}`}
                      >
                        {counts[i]}
                      </Link>
                    </td>
                  ))}
                  <td className="py-1 text-center font-semibold tabular-nums">{counts.reduce((a, b) => a + b, 0)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
