import { useTranslation } from "react-i18next";
import { percentOf } from "./format";
import type { DomainTally, Tally } from "./result-types";

function Bar({ tally, strong = false }: { tally: Tally; strong?: boolean }) {
  const pct = percentOf(tally);
  return (
    <span aria-hidden className={`block w-full overflow-hidden rounded-full bg-slate-100 ${strong ? "h-3" : "h-2"}`}>
      <span className={`block h-full rounded-full ${strong ? "bg-brand-600" : "bg-brand-500/70"}`} style={{ width: `${pct}%` }} />
    </span>
  );
}

/**
 * Correct answers per domain and skill as horizontal bars. The bars are decoration: every value
 * is also written out as text, so screen readers and every language read the same numbers.
 */
export function DomainChart({ domains }: { domains: DomainTally[] }) {
  const { t } = useTranslation("results");
  const tests = [...new Set(domains.map((d) => d.test))];
  return (
    <section aria-labelledby="breakdown-heading" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div>
        <h2 id="breakdown-heading" className="text-lg font-semibold">
          {t("breakdown.heading")}
        </h2>
        <p className="text-sm text-slate-600">{t("breakdown.hint")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {tests.map((test) => (
          <div key={test} className="flex flex-col gap-4">
            <h3 className="font-semibold text-slate-800">{t(`tests.${test}`)}</h3>
            <ul className="flex flex-col gap-4">
              {domains
                .filter((d) => d.test === test)
                .map((d) => (
                  <li key={d.domain} data-testid={`domain-${d.domain}`}>
                    <div className="flex items-baseline justify-between gap-2 text-sm">
                      <span className="font-medium">{t(`domains.${d.domain}`)}</span>
                      <span className="shrink-0 tabular-nums text-slate-700">{t("countShort", { ...d, percent: percentOf(d) })}</span>
                    </div>
                    <Bar tally={d} strong />
                    <ul className="mt-2 flex flex-col gap-1.5 border-l-2 border-slate-100 pl-3">
                      {d.skills.map((s) => (
                        <li key={s.skill} className="text-xs" data-testid={`skill-${s.skill}`}>
                          <div className="flex items-baseline justify-between gap-2">
                            <span className="text-slate-700">{t(`skills.${s.skill}`)}</span>
                            <span className="shrink-0 tabular-nums text-slate-600">{t("countShort", { ...s, percent: percentOf(s) })}</span>
                          </div>
                          <Bar tally={s} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
