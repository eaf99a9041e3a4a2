import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublicUser } from "~/features/auth/user";
import { StudentPlansList } from "~/features/plan/student-plans-panel";
import { buttonClass } from "~/ui/button";
import { InvitePanel } from "./invite-panel";
import { MentorHistory } from "./mentor-history";
import { ProfileHeader } from "./profile-header";
import type { MentorDashboardData } from "./types";

/** Variant A of the spec: the mentor's header, a take-exam banner, invites and their students' exams. */
export function MentorDashboard({ user, data }: { user: PublicUser; data: MentorDashboardData }) {
  const { t } = useTranslation("profile");
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 pb-24 md:pb-8">
      <ProfileHeader user={user} />
      <section aria-labelledby="banner-title" className="flex flex-col gap-3 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-500 p-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="banner-title" className="text-lg font-bold">
            {t("mentor.bannerTitle")}
          </h2>
          <p className="text-sm text-brand-50">{t("mentor.bannerText")}</p>
        </div>
        <Link to="/exams" className={buttonClass("secondary", "border-white")}>
          {t("mentor.bannerCta")}
        </Link>
      </section>
      {data.canInvite ? <InvitePanel invites={data.invites} students={data.students} /> : null}
      {/* The study plan (app/features/plan): each student's plan, skill map and notebook, and "assign a practice set". */}
      {data.canInvite ? <StudentPlansList students={data.students} /> : null}
      <MentorHistory first={data.history} title={t(data.canInvite ? "mentor.historyTitle" : "mentor.allHistoryTitle")} student={data.student} linkStudents={data.canInvite && data.students.length === 0} />
    </main>
  );
}
