import { useTranslation } from "react-i18next";
import { NextSatCard } from "./next-sat-card";
import { StatCard } from "./stat-card";
import type { StudentDashboardData } from "./types";
import { useNumberFormat } from "./use-format";

/** Total Exams, the Next SAT countdown and Total Points. */
export function StatCards({ data }: { data: StudentDashboardData }) {
  const { t } = useTranslation("profile");
  const num = useNumberFormat(0);
  return (
    <section aria-label={t("stats.label")} className="grid gap-4 md:grid-cols-3">
      <StatCard title={t("stats.totalExams")} value={num(data.stats.totalExams)} hint={t("stats.totalExamsHint")} testId="stat-total-exams" />
      <NextSatCard initialNow={data.now} calendar={data.calendar} />
      <StatCard title={t("stats.totalPoints")} value={num(data.stats.totalPoints)} hint={t("stats.totalPointsHint")} testId="stat-total-points" />
    </section>
  );
}
