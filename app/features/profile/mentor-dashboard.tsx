import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublicUser } from "~/lib/user";
import { StudentPlansList } from "~/features/plan";
import { buttonClass } from "~/ui/button";
import { InvitePanel } from "./invite-panel";
import { MentorHistory } from "./mentor-history";
import { ProfileHeader } from "./profile-header";
import type { MentorDashboardData } from "./types";

/**
 * Variant A of the spec: the mentor's header, then their students first (each one's plan, the invite
 * codes, their exams); taking a practice exam oneself comes last. An admin gets everyone's exams.
 */
export function MentorDashboard({ user, data }: { user: PublicUser; data: MentorDashboardData }) {
  const { t } = useTranslation("profile");
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 pb-24 md:pb-8">
      <ProfileHeader user={user} />
      {/* The study plan (app/features/plan): each student's plan, skill map and notebook, and "assign a practice set". */}
      {data.canInvite ? <StudentPlansList students={data.students} names={data.names} /> : null}
      {data.canInvite ? <InvitePanel invites={data.invites} students={data.students} names={data.names} /> : null}
      <MentorHistory
        first={data.history}
        title={t(data.canInvite ? "mentor.historyTitle" : "mentor.allHistoryTitle")}
        student={data.student}
        studentName={data.studentName}
        linkStudents={data.canInvite && data.students.length === 0}
      />
      <section
        aria-labelledby="banner-title"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
        data-testid="take-exam-yourself"
      >
        <div>
          <h2 id="banner-title" className="font-semibold">
            {t("mentor.bannerTitle")}
          </h2>
          <p className="text-sm text-slate-600">{t("mentor.bannerText")}</p>
        </div>
        <Link to="/exams" className={buttonClass("secondary", "whitespace-nowrap")}>
          {t("mentor.bannerCta")}
        </Link>
      </section>
    </main>
  );
}
