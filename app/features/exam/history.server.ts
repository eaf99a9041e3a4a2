import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "#db/client";
import { examSessions, exams, mentorships, users } from "#db/schema";
import type { PublicUser } from "~/lib/user";
import { examName, examNameColumns } from "./exam-texts.server";

export const PAGE_SIZE = 25;

/**
 * The caller's taken (finished) exams, newest first, 25 a page: a student's own, a mentor's
 * students', everyone's for an admin. Shaped as the spec's page: results, count, next, previous.
 * Exam names are in `lng`.
 */
export async function listTakenExams(user: Pick<PublicUser, "id" | "user_type">, page: number, baseUrl: string, lng: string, examinee?: string | null) {
  const db = await getDb();
  const p = Number.isInteger(page) && page > 0 ? page : 1;
  let who: SQL | undefined;
  if (user.user_type === "pre_teacher") {
    const students = db
      .select({ id: mentorships.studentId })
      .from(mentorships)
      .where(and(eq(mentorships.mentorId, user.id), eq(mentorships.active, true)));
    who = inArray(examSessions.userId, students);
  } else if (user.user_type !== "admin") who = eq(examSessions.userId, user.id);
  // One student's exams (a mentor's or an admin's filter); within what the caller may see anyway.
  const one = examinee ? sql`lower(${users.username}) = lower(${examinee})` : undefined;
  const where = and(eq(examSessions.status, "finished"), who, one);
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(examSessions)
    .innerJoin(users, eq(users.id, examSessions.userId))
    .where(where)) as [{ count: number }];
  const rows = await db
    .select({
      id: examSessions.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      examId: exams.id,
      ...examNameColumns,
      createdAt: examSessions.createdAt,
      finishedAt: examSessions.finishedAt,
      score: examSessions.score,
      totalQuestions: examSessions.totalQuestions,
      correctCount: examSessions.correctCount,
      scaledTotal: examSessions.scaledTotal,
    })
    .from(examSessions)
    .innerJoin(users, eq(users.id, examSessions.userId))
    .innerJoin(exams, eq(exams.id, examSessions.examId))
    .where(where)
    .orderBy(desc(examSessions.createdAt), desc(examSessions.id))
    .limit(PAGE_SIZE)
    .offset((p - 1) * PAGE_SIZE);
  const pageUrl = (n: number) => `${baseUrl}?page=${n}${examinee ? `&student=${encodeURIComponent(examinee)}` : ""}`;
  return {
    count,
    next: p * PAGE_SIZE < count ? pageUrl(p + 1) : null,
    previous: p > 1 ? pageUrl(p - 1) : null,
    results: rows.map((r) => ({
      id: r.id,
      examinee: { username: r.username, first_name: r.firstName, last_name: r.lastName },
      exam: { id: r.examId, name: examName(r, lng) },
      created_at: r.createdAt.toISOString(),
      finished_at: r.finishedAt?.toISOString() ?? null,
      status: "completed" as const,
      score: r.score ?? 0,
      correct: r.correctCount ?? 0,
      total_questions: r.totalQuestions ?? 0,
      scaled_total: r.scaledTotal,
    })),
  };
}
