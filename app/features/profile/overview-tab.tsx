import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { DistributionChart, WeeklyChart } from "./charts";
import { StatCard } from "./stat-card";
import { MIN_SCORES_FOR_IMPROVEMENT, type DashboardStats } from "./stats";
import { useDateFormat, useNumberFormat } from "./use-format";

/** Overview: Average, Best, Improvement, the latest score estimate, and the two charts. */
export function OverviewTab({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation("profile");
  const num = useNumberFormat(1);
  const date = useDateFormat();
  const pct = (n: number | null) => (n == null ? t("overview.noScores") : `${num(n)}%`);
  const imp = stats.improvement;
  const improvementValue =
    imp.kind === "change" ? (
      <span className={imp.percent > 0 ? "text-emerald-600" : imp.percent < 0 ? "text-rose-600" : undefined}>
        {imp.percent > 0 ? "+" : ""}
        {num(imp.percent)}%
      </span>
    ) : (
      <span className="block text-lg font-semibold leading-snug text-slate-600">{t(imp.kind === "noBaseline" ? "overview.notEnoughData" : "overview.notEnoughExams")}</span>
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
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title={t("overview.average")} value={pct(stats.average)} testId="overview-average" />
        <StatCard title={t("overview.best")} value={pct(stats.best)} testId="overview-best" />
        <StatCard
          title={t("overview.improvement")}
          value={improvementValue}
          hint={imp.kind === "notEnoughExams" ? t("overview.notEnoughExamsHint", { count: MIN_SCORES_FOR_IMPROVEMENT }) : t("overview.improvementHint")}
          testId="overview-improvement"
        />
        <StatCard
          title={t("overview.scaled")}
          value={stats.latestScaled ? stats.latestScaled.score : undefined}
          hint={stats.latestScaled ? t("overview.scaledOf", { date: date(stats.latestScaled.finishedAt) }) : t("overview.scaledNone")}
          testId="overview-scaled"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <DistributionChart distribution={stats.distribution} />
        <WeeklyChart weeks={stats.weekly} />
      </div>
    </div>
  );
}
