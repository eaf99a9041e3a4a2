import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PersonName } from "~/ui/person-name";

export const studentPlanPath = (username: string) => `/plan/students/${encodeURIComponent(username)}`;

/**
 * A mentor's students, each with a link to their plan, skill map and mistakes notebook (read only) and
 * the "assign a practice set" form. On /plan and on the mentor's dashboard.
 */
export function StudentPlansList({ students, names = {}, headingLevel = 2 }: { students: string[]; names?: Record<string, string>; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("plan");
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="student-plans-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="student-plans"
    >
      <div>
        <H id="student-plans-title" className="text-lg font-semibold">
          {t("mentor.listTitle")}
        </H>
        <p className="text-sm text-slate-600">{t("mentor.listHint")}</p>
      </div>
      {students.length === 0 ? (
        <p className="text-sm text-slate-700">{t("mentor.listEmpty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {students.map((username) => (
            <li key={username} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <span className="font-medium text-slate-900" data-testid="student-plan-name">
                <PersonName name={names[username]} username={username} />
              </span>
              <Link
                to={studentPlanPath(username)}
                className="text-sm font-semibold text-brand-700 hover:underline"
                aria-label={t("mentor.openPlanLabel", { name: names[username] || username })}
              >
                {t("mentor.openPlan")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
