import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { exams as examsTable, examSessions } from "#db/schema";
import { achievements } from "#content/site/achievements";
import { SAT_DATES_ARE_PLANNED, SAT_START, SAT_TEST_DATES } from "#content/sat-dates";
import type { PublicUser } from "~/lib/user";
import { PageQuery } from "~/features/exam";
import { latestUnfinished, listTakenExams } from "~/features/exam/index.server";
import { lessonsCompleted } from "~/features/lessons/index.server";
import type { Language } from "~/lib/i18n";
import { evaluateBadges } from "./badges";
import { testDayWindow } from "./countdown";
import { openInvites } from "./invites.server";
import { mentorsOf, studentNamesOf, studentsOf } from "./mentorships.server";
import { HISTORY_PAGE_SIZE } from "./pagination";
import { projectionOf, type SectionScores } from "./projection";
import { dashboardStats, type FinishedExam } from "./stats";

type Caller = Pick<PublicUser, "id" | "user_type">;

/** Which dashboard a user gets: mentors (and admins, who oversee everyone) the mentor's view. */
export function dashboardVariant(user: Caller): "mentor" | "student" {
  return user.user_type === "pre_teacher" || user.user_type === "admin" ? "mentor" : "student";
}

/** ?page= as a positive integer (1 otherwise). */
export function parsePage(value: string | null): number {
  const parsed = PageQuery.safeParse({ page: value ?? undefined });
  return (parsed.success && parsed.data.page) || 1;
}

/** A page of the caller's taken exams (exam names in `lng`); a page past the end gives the last page instead. */
export async function historyPage(user: Caller, page: number, baseUrl: string, lng: string, student?: string | null) {
  const first = await listTakenExams(user, page, baseUrl, lng, student);
  const last = Math.max(1, Math.ceil(first.count / HISTORY_PAGE_SIZE));
  const data = page > last ? await listTakenExams(user, last, baseUrl, lng, student) : first;
  return { page: Math.min(page, last), ...data };
}

/** Every finished exam of one user, as the dashboard's formulas need them (with the pattern scores for the projection). */
export async function finishedExamsOf(userId: number): Promise<(FinishedExam & { id: number; sectionScores: SectionScores })[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: examSessions.id,
      sectionScores: examSessions.sectionScores,
      score: examSessions.score,
      totalQuestions: examSessions.totalQuestions,
      scaledTotal: examSessions.scaledTotal,
      finishedAt: examSessions.finishedAt,
      createdAt: examSessions.createdAt,
      // A full practice test: an adaptive exam or one with a score table (a teacher's short set has neither).
      full: sql<boolean>`(${examsTable.adaptiveThresholds} is not null or ${examsTable.scoreTable} is not null)`,
    })
    .from(examSessions)
    .innerJoin(examsTable, eq(examsTable.id, examSessions.examId))
    .where(and(eq(examSessions.userId, userId), eq(examSessions.status, "finished")))
    .orderBy(asc(examSessions.finishedAt), asc(examSessions.id));
  return rows.map((r) => ({
    id: r.id,
    sectionScores: r.sectionScores,
    score: r.score,
    totalQuestions: r.totalQuestions,
    scaledTotal: r.scaledTotal,
    finishedAt: (r.finishedAt ?? r.createdAt).toISOString(),
    full: !!r.full,
  }));
}

/** The upcoming test days of the calendar (the browser picks the next one as time passes). */
function upcomingTestDates(now: number) {
  const dates = SAT_TEST_DATES.map((date) => ({ date, window: testDayWindow(date, SAT_START) }))
    .filter((d) => d.window && d.window.endsAt > now)
    .map((d) => d.date)
    .sort();
  return { dates, start: SAT_START, planned: SAT_DATES_ARE_PLANNED };
}

/** Everything the student dashboard shows: stats, badges, a page of history, the calendar. */
export async function studentDashboard(user: Caller, page: number, lng: Language, baseUrl: string, now = Date.now()) {
  const [unfinished, exams, history, mentors, lessons] = await Promise.all([
    latestUnfinished(user.id, lng),
    finishedExamsOf(user.id),
    historyPage(user, page, baseUrl, lng),
    mentorsOf(user.id),
    lessonsCompleted(user.id),
  ]);
  const texts = new Map(achievements[lng].map((a) => [a.id, a]));
  const badges = evaluateBadges(exams, lessons.completed).map((b) => {
    const a = texts.get(b.id);
    return { ...b, icon: a?.icon ?? "", title: a?.title ?? b.id, description: a?.description ?? "", howToEarn: a?.howToEarn ?? "" };
  });
  return {
    now,
    unfinished,
    stats: dashboardStats(exams, now),
    projection: projectionOf(exams),
    badges,
    history,
    mentors,
    calendar: upcomingTestDates(now),
    lessons,
  };
}

/** The mentor's view: their students, open invite codes and a page of their students' exams. */
export async function mentorDashboard(user: Caller, page: number, baseUrl: string, lng: string, student?: string | null) {
  const isMentor = user.user_type === "pre_teacher";
  const [history, students, names, invites] = await Promise.all([
    historyPage(user, page, baseUrl, lng, student),
    isMentor ? studentsOf(user.id) : Promise.resolve([] as string[]),
    isMentor ? studentNamesOf(user.id) : Promise.resolve({} as Record<string, string>),
    isMentor ? openInvites(user.id) : Promise.resolve([]),
  ]);
  // The filtered student's full name (from their exams for an admin, who has no students of their own).
  const shown = student ? history.results.find((r) => r.examinee.username.toLowerCase() === student.toLowerCase())?.examinee : undefined;
  const studentName = shown ? [shown.first_name, shown.last_name].filter((p) => p?.trim()).join(" ") : student ? (names[student] ?? "") : "";
  return { history, students, names, invites, canInvite: isMentor, student: student ?? null, studentName: studentName || student || null };
}
