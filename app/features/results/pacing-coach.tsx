import { useTranslation } from "react-i18next";
import { clock, modulePacing, type ModulePacing, type PaceItem, type PacingSection } from "./pacing";
import { PacingChart, PacingTable, STATUS_FILL } from "./pacing-chart";

/**
 * The pacing coach of the result page (issue 31): per module, time per question against the budget
 * (chart with a table view), the time sinks, the rushed and wrong, the questions left when time ran
 * out, and advice by the documented rules of pacing.ts (decision 0049).
 */
export function PacingCoach({ sections }: { sections: PacingSection[] }) {
  const { t } = useTranslation("results");
  if (!sections.length) return null;
  return (
    <section
      aria-labelledby="pacing-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="pacing-coach"
    >
      <div>
        <h2 id="pacing-heading" className="text-lg font-semibold">
          {t("pacing.heading")}
        </h2>
        <p className="text-sm text-slate-600">{t("pacing.hint")}</p>
      </div>
      <Legend />
      {sections.map((s) => (
        <ModulePace key={s.id} section={s} />
      ))}
    </section>
  );
}

function Legend() {
  const { t } = useTranslation("results");
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {(["steady", "sink", "rushedWrong", "left"] as const).map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm" style={{ background: STATUS_FILL[status] }} />
          {t(`pacing.status.${status}`)}
        </li>
      ))}
    </ul>
  );
}

function ModulePace({ section }: { section: PacingSection }) {
  const { t } = useTranslation("results");
  const pacing = modulePacing(section);
  const label = t("modules.tab", { test: t(`tests.${section.test}`), module: section.module });
  return (
    <article className="flex flex-col gap-3 border-t border-slate-100 pt-4" data-testid={`pacing-module-${section.id}`}>
      <h3 className="font-semibold text-slate-800">{label}</h3>
      <p className="text-sm text-slate-700">
        {t("pacing.budget", { budget: clock(pacing.budgetMs), used: clock(pacing.totalMs), limit: clock(pacing.limitMs) })}
      </p>
      <div className="overflow-x-auto">
        <PacingChart pacing={pacing} label={label} />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{t("pacing.showTable")}</summary>
        <div className="mt-2 overflow-x-auto">
          <PacingTable pacing={pacing} />
        </div>
      </details>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <Finding title={t("pacing.sinks", { count: pacing.sinks.length })} items={pacing.sinks} testId="pacing-sinks" />
        <Finding title={t("pacing.rushed", { count: pacing.rushedWrong.length })} items={pacing.rushedWrong} testId="pacing-rushed" />
        <Finding title={t("pacing.left", { count: pacing.left.length })} items={pacing.left} testId="pacing-left" />
      </dl>
      <Advice pacing={pacing} />
    </article>
  );
}

function Finding({ title, items, testId }: { title: string; items: PaceItem[]; testId: string }) {
  const { t } = useTranslation("results");
  return (
    <div className="rounded-xl bg-slate-50 p-3" data-testid={testId}>
      <dt className="font-medium text-slate-800">{title}</dt>
      <dd className="mt-1 text-slate-700">
        {items.length ? items.map((i) => t("pacing.item", { number: i.index + 1, time: clock(i.ms) })).join(", ") : t("pacing.none")}
      </dd>
    </div>
  );
}

function Advice({ pacing }: { pacing: ModulePacing }) {
  const { t } = useTranslation("results");
  const context = { budget: clock(pacing.budgetMs), sink: clock(pacing.budgetMs * 2), left: pacing.left.length, count: pacing.sinks.length };
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800" data-testid="pacing-advice">
      <p className="font-medium">{t("pacing.adviceHeading")}</p>
      <p>{pacing.advice.map((a) => t(`pacing.advice.${a}`, context)).join(" ")}</p>
    </div>
  );
}
