import { useTranslation } from "react-i18next";
import { percentOf } from "./format";
import type { ResultSummary } from "./result-types";
import type { Estimate } from "#grading/scoring";

function EstimateValue({ estimate, big = false, testId }: { estimate: Estimate; big?: boolean; testId?: string }) {
  const { t } = useTranslation("results");
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid={testId}>
      <span className="sr-only">{t("score.rangeLabel", estimate)}</span>
      <span aria-hidden className={big ? "text-4xl font-black text-brand-700" : "text-3xl font-bold text-slate-900"}>
        {estimate.score}
      </span>
      <span aria-hidden className="whitespace-nowrap text-base font-semibold text-slate-600">
        {t("score.range", estimate)}
      </span>
      {estimate.level !== undefined ? (
        <span className="basis-full text-sm text-slate-700" data-testid={testId ? `${testId}-band` : "section-band"}>
          {t("score.band", { percent: Math.round(estimate.level * 100), low: estimate.low, high: estimate.high })}
        </span>
      ) : null}
    </p>
  );
}

/** The scaled estimates (total and per section, each with its band and what the band means) and the overall count. */
export function ScoreSummary({ summary }: { summary: ResultSummary }) {
  const { t } = useTranslation("results");
  const hasEstimate = summary.sections.some((s) => s.estimate);
  const band = summary.sections.find((s) => s.estimate?.level !== undefined)?.estimate?.level;
  return (
    <section aria-labelledby="score-heading" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="score-heading" className="text-lg font-semibold">
        {t("score.heading")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        {summary.total_estimate ? (
          <div className="rounded-xl bg-brand-50 p-4">
            <h3 className="text-sm font-medium text-slate-600">{t("score.total")}</h3>
            <EstimateValue estimate={summary.total_estimate} big testId="total-estimate" />
          </div>
        ) : null}
        {summary.sections.map((s) => (
          <div key={s.test} className="rounded-xl border border-slate-200 p-4" data-testid={`section-score-${s.test}`}>
            <h3 className="text-sm font-medium text-slate-600">{t(`tests.${s.test}`)}</h3>
            {s.estimate ? <EstimateValue estimate={s.estimate} /> : null}
            <p className="text-sm text-slate-600">{t("score.raw", { correct: s.raw, total: s.total })}</p>
            {s.path !== "standard" ? <p className="text-xs text-slate-500">{t(`score.path.${s.path}`)}</p> : null}
          </div>
        ))}
      </div>
      <p className="text-sm font-medium text-slate-800" data-testid="overall-count">
        {t("overall", { correct: summary.correct, total: summary.total, percent: summary.percent })}
      </p>
      {band ? (
        <p className="text-sm text-slate-700" data-testid="band-meaning">
          {t("score.bandMeaning", { percent: Math.round(band * 100), tenths: Math.round(band * 10) })}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{hasEstimate ? t("score.note") : t("score.none")}</p>
    </section>
  );
}

const LEVELS = ["easy", "medium", "hard"] as const;
const LEVEL_STYLE = { easy: "text-emerald-700", medium: "text-amber-700", hard: "text-rose-700" };

/** Correct answers by easy, medium and hard difficulty. */
export function DifficultyCounts({ summary }: { summary: ResultSummary }) {
  const { t } = useTranslation("results");
  return (
    <section aria-labelledby="difficulty-heading" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="difficulty-heading" className="text-lg font-semibold">
        {t("difficulty.heading")}
      </h2>
      <dl className="grid grid-cols-3 gap-3">
        {LEVELS.map((level) => {
          const tally = summary.by_difficulty[level];
          return (
            <div key={level} className="rounded-xl border border-slate-200 p-4 text-center" data-testid={`difficulty-${level}`}>
              <dt className={`text-sm font-semibold ${LEVEL_STYLE[level]}`}>{t(`difficulty.${level}`)}</dt>
              <dd className="text-2xl font-bold">{t("count", tally)}</dd>
              <dd className="text-xs text-slate-500">{percentOf(tally)}%</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
