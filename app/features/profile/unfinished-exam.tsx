import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StudentDashboardData } from "./types";
import { buttonClass } from "~/ui/button";

/** The first thing on a student's dashboard while a test is unfinished: its name, the time left and Resume. */
export function UnfinishedExam({ exam }: { exam: NonNullable<StudentDashboardData["unfinished"]> }) {
  const { t } = useTranslation("profile");
  return (
    <section
      aria-labelledby="unfinished-exam"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="unfinished-exam"
    >
      <div className="flex flex-col gap-1">
        <h2 id="unfinished-exam" className="text-lg font-bold text-amber-950">
          {t("unfinished.title", { name: exam.examName })}
        </h2>
        <p className="text-sm text-amber-900">{t("unfinished.left", { count: exam.minutesLeft })}</p>
      </div>
      <Link to={`/exams/session/${exam.id}`} className={buttonClass("primary", "self-start sm:self-auto")}>
        {t("unfinished.resume")}
      </Link>
    </section>
  );
}
