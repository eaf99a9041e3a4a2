import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NextSatCard } from "./next-sat-card";
import { StatCard } from "./stat-card";
import type { StudentDashboardData } from "./types";
import { useNumberFormat } from "~/lib/use-format";

/** Full practice tests (shorter sets named apart), the Next SAT countdown, Total Points and the video lessons completed. */
export function StatCards({ data }: { data: StudentDashboardData }) {
  const { t } = useTranslation("profile");
  const num = useNumberFormat(0);
  return (
    <section aria-label={t("stats.label")} className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <StatCard title={t("stats.totalExams")} value={num(data.stats.full.count)} hint={t("stats.totalExamsHint")} testId="stat-total-exams">
        {data.stats.short.count ? (
          <p className="text-xs text-slate-600" data-testid="stat-short-sets">
            {t("stats.shortSets", { count: data.stats.short.count })}
          </p>
        ) : null}
      </StatCard>
      <NextSatCard initialNow={data.now} calendar={data.calendar} />
      <StatCard title={t("stats.totalPoints")} value={num(data.stats.totalPoints)} hint={t("stats.totalPointsHint")} testId="stat-total-points" />
      <StatCard
        title={t("lessons:dashboard.title")}
        value={t("lessons:dashboard.value", { completed: num(data.lessons.completed), total: num(data.lessons.total) })}
        testId="stat-lessons-completed"
      >
        <p className="text-xs text-slate-500">{t("lessons:dashboard.hint")}</p>
        <Link to="/video-lesson" className="mt-1 text-sm font-medium text-brand-700 hover:underline">
          {t("lessons:dashboard.open")}
        </Link>
      </StatCard>
    </section>
  );
}
