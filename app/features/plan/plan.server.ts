import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { examSessions, exams, studyPlans, users } from "#db/schema";
import { expectedShare } from "#grading/irt-ability";
import type { ItemParams } from "#grading/irt-model";
import { SAT_DATES_ARE_PLANNED, SAT_START, SAT_TEST_DATES } from "#content/sat-dates";
import type { PublicUser } from "~/lib/user";
import { examName, examNameColumns } from "~/features/exam/index.server";
import { loadCourse } from "~/features/lessons/index.server";
import { testDayWindow } from "~/features/profile";
import { isLinked, STUDENT_TYPES } from "~/features/profile/index.server";
import { abilitiesOf, paramsFor, studentAnswers, type StudentAnswer } from "~/features/irt/index.server";
import { poolCounts } from "~/features/practice/index.server";
import { HttpError, ValidationError } from "~/lib/http.server";
import { rankSkills } from "./gain";
import { layoutPlan, weekProgress, weekStart, type LessonRef, type PlanItem, type WeekActivity } from "./layout";
import { lessonSkills } from "./lesson-skills";
import { masteryMap, percentOf, skillMap } from "./mastery";
import type { PlanSettings } from "./plan-schema";
import { assignedSets } from "./assigned-sets.server";
import { SKILL_INFO, SKILL_LIST } from "./skills";
import type { PlanItemJson, PlanJson, PlanStatus } from "./types";

type Caller = Pick<PublicUser, "id" | "user_type">;

/** Only students have a plan of their own (mentors and admins read their students'). */
export function hasOwnPlan(user: Pick<PublicUser, "user_type">): boolean {
  return STUDENT_TYPES.includes(user.user_type);
}

export function requireStudent(user: Caller) {
  if (!hasOwnPlan(user)) throw new HttpError(403, "plan:errors.studentsOnly");
}

// ---------------------------------------------------------------- the data

/**
 * Every answer of a student: exam questions of closed modules (an unanswered question counts as wrong,
 * as on the result page), at the moment the module closed; and checked practice answers (the irt area's
 * `studentAnswers`, which practice reads too).
 */
export async function answersOf(userId: number): Promise<StudentAnswer[]> {
  return studentAnswers(await getDb(), userId);
}

/**
 * Skills by expected gain at `at` (decision 0052): mastery (the skill map's share right) for display, the gain
 * from the share right the item model expects at the student's ability in each skill.
 */
async function rankedAt(answers: readonly StudentAnswer[], at: number, params: Map<number, ItemParams>) {
  const abilities = await abilitiesOf(await getDb(), answers, SKILL_LIST, { at, params });
  return rankSkills(
    [...masteryMap(answers, at).values()].map((m) => ({ ...m, expected: expectedShare(abilities.get(m.skill)!, SKILL_INFO.get(m.skill)!.test) })),
  );
}

type FinishedExam = { id: number; name: string; finishedAt: number; scaledTotal: number | null; full: boolean };

/** A student's finished exams, oldest first. Full tests are the adaptive ones (module 2 chosen by module 1). */
async function finishedExams(userId: number, lng: string): Promise<FinishedExam[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: examSessions.id,
      finishedAt: examSessions.finishedAt,
      createdAt: examSessions.createdAt,
      scaledTotal: examSessions.scaledTotal,
      full: sql<boolean>`${exams.adaptiveThresholds} is not null`,
      ...examNameColumns,
    })
    .from(examSessions)
    .innerJoin(exams, eq(exams.id, examSessions.examId))
    .where(and(eq(examSessions.userId, userId), eq(examSessions.status, "finished")))
    .orderBy(asc(examSessions.finishedAt), asc(examSessions.id));
  return rows.map((r) => ({
    id: r.id,
    name: examName(r, lng),
    finishedAt: (r.finishedAt ?? r.createdAt).getTime(),
    scaledTotal: r.scaledTotal,
    full: !!r.full,
  }));
}

/** The latest score estimate (400-1600) at or before `at`. */
function estimateAt(finished: readonly FinishedExam[], at: number): FinishedExam | null {
  return finished.filter((e) => e.scaledTotal !== null && e.finishedAt <= at).at(-1) ?? null;
}

async function lessonRefs(userId: number, lng: string): Promise<(LessonRef & { state: string })[]> {
  const course = await loadCourse(userId, lng);
  return course.lessons.map((l) => ({
    id: l.id,
    title: l.title,
    skills: lessonSkills(l.skill),
    passedAt: course.progress.get(l.id)?.passedAt?.getTime() ?? null,
    state: course.states.get(l.id) ?? "locked",
  }));
}

export async function planSettingsOf(userId: number) {
  const db = await getDb();
  const [row] = await db.select().from(studyPlans).where(eq(studyPlans.userId, userId));
  return row ?? null;
}

/** The upcoming official test days (content/sat-dates.ts) whose day has not ended at `now`. */
export function upcomingTestDates(now: number): string[] {
  return [...SAT_TEST_DATES]
    .filter((d) => {
      const w = testDayWindow(d, SAT_START);
      return !!w && w.endsAt > now;
    })
    .sort();
}

// ---------------------------------------------------------------- saving

/** Sets the caller's target score and test day (already parsed); a day that has passed is a field error. */
export async function savePlanSettings(user: Caller, settings: PlanSettings, now = Date.now()) {
  requireStudent(user);
  if (!upcomingTestDates(now).includes(settings.test_date)) throw new ValidationError({ test_date: ["plan:errors.datePassed"] });
  const db = await getDb();
  const at = new Date(now);
  await db
    .insert(studyPlans)
    .values({ userId: user.id, targetScore: settings.target_score, testDate: settings.test_date, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: studyPlans.userId, set: { targetScore: settings.target_score, testDate: settings.test_date, updatedAt: at } });
}

// ---------------------------------------------------------------- the plan

const iso = (t: number) => new Date(t).toISOString();
const round1 = (n: number) => Math.round(n * 10) / 10;

function itemJson(item: PlanItem, lessons: ReadonlyMap<number, { state: string }>): PlanItemJson {
  if (item.kind === "practice") {
    const info = SKILL_INFO.get(item.skill)!;
    return { kind: "practice", skill: item.skill, test: info.test, domain: info.domain, sets: item.sets, questions: item.questions };
  }
  if (item.kind === "lesson") {
    const info = SKILL_INFO.get(item.skill)!;
    return {
      kind: "lesson",
      skill: item.skill,
      test: info.test,
      domain: info.domain,
      lesson_id: item.lessonId,
      title: item.title,
      locked: lessons.get(item.lessonId)?.state === "locked",
    };
  }
  return { kind: "test" };
}

/**
 * A student's plan as of `now`, computed from their data on every read (nothing of it is stored but
 * the settings): the skill map, skills by expected gain, the weeks until the test day with this week's
 * progress. `lng` is the language of exam names and lesson titles.
 */
export async function planOf(studentId: number, { now = Date.now(), lng = "en" }: { now?: number; lng?: string } = {}): Promise<PlanJson> {
  const [settings, answers, finished, lessons, assigned] = await Promise.all([
    planSettingsOf(studentId),
    answersOf(studentId),
    finishedExams(studentId, lng),
    lessonRefs(studentId, lng),
    assignedSets(studentId),
  ]);
  const latest = estimateAt(finished, now);
  const nowMastery = masteryMap(answers, now);
  const params = await paramsFor(
    await getDb(),
    answers.map((a) => a.questionId),
  );
  const nowRanked = await rankedAt(answers, now, params);
  const upcoming = upcomingTestDates(now);
  const base = {
    settings: settings ? { target_score: settings.targetScore, test_date: settings.testDate, updated_at: iso(settings.updatedAt.getTime()) } : null,
    estimate: latest ? { score: latest.scaledTotal!, session_id: latest.id, exam: latest.name, finished_at: iso(latest.finishedAt) } : null,
    results: finished.length,
    assigned,
    calendar: { dates: upcoming, planned: SAT_DATES_ARE_PLANNED },
    skills: skillMap(answers, now),
    priorities: nowRanked.map((r) => {
      const info = SKILL_INFO.get(r.skill)!;
      return {
        skill: r.skill,
        test: info.test,
        domain: info.domain,
        mastery: percentOf(r.mastery),
        answers: nowMastery.get(r.skill)?.answers ?? 0,
        gain: round1(r.gain),
      };
    }),
  };
  const status: PlanStatus = finished.length === 0 ? "needs_result" : !settings ? "needs_settings" : "ready";
  if (status !== "ready") return { ...base, status, weeks: [], this_week: null, gap: null, days_left: null };

  const testWindow = testDayWindow(settings!.testDate, SAT_START);
  if (!testWindow || testWindow.endsAt <= now) return { ...base, status: "test_passed", weeks: [], this_week: null, gap: null, days_left: null };

  // Week 1 is planned from the data as of its Monday, the last save of the settings or the first result, whichever is latest.
  const monday = weekStart(now);
  const plannedAt = Math.max(monday, settings!.updatedAt.getTime(), finished[0]!.finishedAt);
  const thisWeek = answers.filter((a) => a.source === "practice" && a.at >= monday && a.at <= now);
  const doneThisWeek = new Map<string, number>();
  for (const a of thisWeek) doneThisWeek.set(a.skill, (doneThisWeek.get(a.skill) ?? 0) + 1);
  // Practice sets go only to skills the bank can practise (every skill in the shipped bank; a bank a school
  // trimmed, or the tests' small one, may lack some): a set nobody can start is no plan.
  const practicable = new Set((await poolCounts(await getDb())).filter((c) => c.count > 0).map((c) => c.skill));
  const canPractise = <T extends { skill: string }>(ranked: readonly T[]) => ranked.filter((r) => practicable.has(r.skill));
  const weeks = layoutPlan({
    now,
    testDate: settings!.testDate,
    target: settings!.targetScore,
    plannedAt,
    current: { ranked: canPractise(await rankedAt(answers, plannedAt, params)), estimate: estimateAt(finished, plannedAt)?.scaledTotal ?? null },
    later: { ranked: canPractise(nowRanked), estimate: latest?.scaledTotal ?? null },
    doneThisWeek,
    lessons,
  });
  const activity: WeekActivity = {
    practice: doneThisWeek,
    lessonsPassed: new Set(lessons.filter((l) => l.passedAt !== null).map((l) => l.id)),
    fullTests: finished.filter((e) => e.full && e.finishedAt >= monday && e.finishedAt <= now).length,
  };
  const lessonState = new Map(lessons.map((l) => [l.id, l]));
  const current = weeks[0]!;
  const progress = weekProgress(current, activity);
  return {
    ...base,
    status: "ready",
    gap: latest ? settings!.targetScore - latest.scaledTotal! : null,
    days_left: Math.max(0, Math.ceil((testWindow.startsAt - now) / 86_400_000)),
    weeks: weeks.map((w) => ({
      index: w.index,
      starts: iso(w.start),
      ends: iso(w.end),
      current: w.current,
      test_week: w.testWeek,
      practice_test: w.practiceTest,
      sets: w.sets,
      items: w.items.map((i) => itemJson(i, lessonState)),
    })),
    this_week: {
      index: current.index,
      starts: iso(current.start),
      ends: iso(current.end),
      planned_at: iso(plannedAt),
      items: current.items.map((item, i) => ({ ...itemJson(item, lessonState), progress: progress.items[i]! })),
      complete: progress.complete,
      total: progress.total,
      questions_done: progress.questionsDone,
      questions_total: progress.questionsTotal,
    },
  };
}

// ---------------------------------------------------------------- mentors

export type StudentRef = { id: number; username: string; first_name: string; last_name: string };

/**
 * The student a mentor (or an administrator) may read: 403 for anyone else, 404 for a username that is
 * not one of the mentor's students (unknown, not a student, or not linked: the same answer, so that the
 * page tells nothing about other people's accounts).
 */
export async function studentForMentor(viewer: Caller, username: string): Promise<StudentRef> {
  if (viewer.user_type !== "pre_teacher" && viewer.user_type !== "admin") throw new HttpError(403, "plan:errors.mentorsOnly");
  const db = await getDb();
  const [student] = await db
    .select({ id: users.id, username: users.username, first_name: users.firstName, last_name: users.lastName, userType: users.userType })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (!student || !STUDENT_TYPES.includes(student.userType)) throw new HttpError(404, "plan:errors.studentNotFound");
  if (viewer.user_type !== "admin") {
    if (!(await isLinked(viewer.id, student.id))) throw new HttpError(404, "plan:errors.studentNotFound");
  }
  return { id: student.id, username: student.username, first_name: student.first_name, last_name: student.last_name };
}
