import type { historyPage, mentorDashboard, studentDashboard } from "./dashboard.server";
import type { FormFailure } from "~/lib/form-failure";
import type { InviteJson } from "./invites.server";

/** The shapes the dashboard route hands to its components. */
export type StudentDashboardData = Awaited<ReturnType<typeof studentDashboard>>;
export type MentorDashboardData = Awaited<ReturnType<typeof mentorDashboard>>;
export type HistoryPage = Awaited<ReturnType<typeof historyPage>>;
export type HistoryItem = HistoryPage["results"][number];
export type Badge = StudentDashboardData["badges"][number];

/** What the dashboard's action answers when it succeeds: an invite code created, or a mentor joined (a refusal is a `FormFailure`). */
export type DashboardActionData = { intent: "createInvite"; ok: true; invite: InviteJson } | { intent: "joinMentor"; ok: true; mentor: string };
export type DashboardAnswer = DashboardActionData | FormFailure;

/** Where a finished exam's result lives. */
export function resultUrl(sessionId: number) {
  return `/exams/result/${sessionId}`;
}
