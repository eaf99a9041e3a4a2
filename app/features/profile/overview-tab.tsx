import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { DistributionChart, WeeklyChart } from "./charts";
import type { ProjectionPoint } from "./projection";
import { ProjectionChart } from "./projection-chart";
import { StatCard } from "./stat-card";
import type { DashboardStats } from "./stats";
import { MIN_FULL_TESTS_FOR_CHANGE } from "./stats-by-kind";
import { useDateFormat, useNumberFormat } from "~/lib/use-format";

/**
 * Overview, one unit per figure: full practice tests in scaled points (latest, best, average, change),
 * the projected total with its band over time, shorter sets (a teacher's sets) apart in percent correct, then the
 * two charts.
 */
export function OverviewTab({ stats, projection }: { stats: DashboardStats; projection: ProjectionPoint[] }) {
  const { t } = useTranslation("profile");
  const num = useNumberFormat(1);
  const whole = useNumberFormat(0);
  const date = useDateFormat();
  const { full, short } = stats;
  const pct = (n: number | null) => (n == null ? t("overview.noScores") : `${num(n)}%`);
  // Scaled scores as the SAT writes them: 1210, never 1,210.
  const scaled = (n: number | null) => (n == null ? t("overview.noScores") : String(n));
  const change = full.change;
  const changeValue =
    change.kind === "change" ? (
      <span className={change.points > 0 ? "text-emerald-600" : change.points < 0 ? "text-rose-600" : undefined}>
        {t("overview.points", { value: `${change.points > 0 ? "+" : ""}${whole(change.points)}` })}
      </span>
    ) : (
      <span className="block text-lg font-semibold leading-snug text-slate-600">{t("overview.changeNotEnough")}</span>
    );
  return (
    <div className="flex flex-col gap-4">
      {stats.totalExams === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">{t("overview.noExams")}</p>
          <Link to="/exams" className={buttonClass("primary")}>
            {t("history.takeFirst")}
          </Link>
        </div>
      ) : null}
      <section aria-labelledby="overview-full-title" className="flex flex-col gap-3" data-testid="overview-full">
        <div>
          <h2 id="overview-full-title" className="font-semibold text-slate-900">
            {t("overview.fullTitle")}
          </h2>
          <p className="text-sm text-slate-600">{t("overview.fullHint")}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            level={3}
            title={t("overview.scaled")}
            value={full.latest ? scaled(full.latest.score) : undefined}
            hint={full.latest ? t("overview.scaledOf", { date: date(full.latest.finishedAt) }) : t("overview.scaledNone")}
            testId="overview-scaled"
          />
          <StatCard level={3} title={t("overview.bestScaled")} value={scaled(full.best)} testId="overview-best-scaled" />
          <StatCard level={3} title={t("overview.averageScaled")} value={scaled(full.average)} testId="overview-average-scaled" />
          <StatCard
            level={3}
            title={t("overview.change")}
            value={changeValue}
            hint={change.kind === "notEnoughTests" ? t("overview.changeNotEnoughHint", { count: MIN_FULL_TESTS_FOR_CHANGE }) : t("overview.changeHint")}
            testId="overview-change"
          />
        </div>
      </section>
      <ProjectionChart points={projection} />
      <section aria-labelledby="overview-short-title" className="flex flex-col gap-3" data-testid="overview-short">
        <div>
          <h2 id="overview-short-title" className="font-semibold text-slate-900">
            {t("overview.shortTitle")}
          </h2>
          <p className="text-sm text-slate-600">{t("overview.shortHint")}</p>
        </div>
        {short.count ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard level={3} title={t("overview.shortCount")} value={whole(short.count)} testId="overview-short-count" />
            <StatCard level={3} title={t("overview.shortAverage")} value={pct(short.average)} testId="overview-average" />
            <StatCard level={3} title={t("overview.shortBest")} value={pct(short.best)} testId="overview-best" />
          </div>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-3 text-sm text-slate-600" data-testid="overview-short-none">
            {t("overview.shortNone")}
          </p>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <DistributionChart distribution={stats.distribution} />
        <WeeklyChart weeks={stats.weekly} />
      </div>
    </div>
  );
}
