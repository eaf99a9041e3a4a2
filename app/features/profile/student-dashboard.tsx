import type { PublicUser } from "~/lib/user";
import { PlanDashboard } from "~/features/plan";
import { AchievementsTab } from "./achievements-tab";
import { DashboardTabs, type TabId } from "./dashboard-tabs";
import { HistoryTab } from "./history-tab";
import { JoinMentorForm } from "./join-mentor-form";
import { OverviewTab } from "./overview-tab";
import { ProfileHeader } from "./profile-header";
import { StatCards } from "./stat-cards";
import type { StudentDashboardData } from "./types";
import { UnfinishedExam } from "./unfinished-exam";

/** Variant B of the spec: header, stat cards and the Overview, Exam History and Achievements tabs. */
export function StudentDashboard({ user, data, tab }: { user: PublicUser; data: StudentDashboardData; tab: TabId }) {
  const panel =
    tab === "history" ? (
      <HistoryTab history={data.history} />
    ) : tab === "achievements" ? (
      <AchievementsTab badges={data.badges} />
    ) : (
      <OverviewTab stats={data.stats} projection={data.projection} />
    );
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 pb-24 md:pb-8">
      {data.unfinished ? <UnfinishedExam exam={data.unfinished} /> : null}
      <ProfileHeader user={user}>
        <JoinMentorForm mentors={data.mentors} />
      </ProfileHeader>
      <StatCards data={data} />
      {/* The study plan (app/features/plan): this week's items and the skill map, loaded after the page. */}
      <PlanDashboard />
      <DashboardTabs active={tab} panel={panel} />
    </main>
  );
}
