import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ThisWeek } from "./plan-view";
import type { PlanJson } from "./types";

/** The dashboard's plan once its JSON is here (plan-dashboard.tsx loads this with the JSON). */
export { AssignedSets } from "./assigned-sets";
export { SkillMap } from "./skill-map";

/** This week's items, with the way to the whole plan. */
export function DashboardWeek({ week }: { week: NonNullable<PlanJson["this_week"]> }) {
  const { t } = useTranslation("plan");
  return (
    <div className="flex flex-col gap-2">
      <ThisWeek week={week} headingId="dashboard-week-title" note={false} />
      <Link to="/plan" className="self-end text-sm font-semibold text-brand-700 hover:underline">
        {t("dashboard.open")}
      </Link>
    </div>
  );
}
