import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { practiceResponses, practiceSets, questions } from "#db/schema";
import type { SetRow } from "./set-access.server";

export type PracticeSetSummary = {
  id: number;
  origin: SetRow["origin"];
  note: string;
  test: "verbal" | "math" | null;
  skills: string[];
  difficulty: SetRow["difficulty"];
  length: number;
  status: "active" | "finished";
  timed: boolean;
  answered_count: number;
  correct_count: number;
  created_at: string;
  finished_at: string | null;
  assigned_by: number | null;
};

/**
 * A student's practice sets, newest first (active ones to resume, finished ones with their score). For the
 * practice page, the study plan and mentors (who check mayMentor first).
 */
export async function practiceSetsOf(
  userId: number,
  { status, limit = 20 }: { status?: "active" | "finished"; limit?: number } = {},
): Promise<PracticeSetSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      set: practiceSets,
      answered: sql<number>`(select count(*) from ${practiceResponses} r where r.set_id = ${practiceSets.id} and r.answered_at is not null)::int`,
      correct: sql<number>`(select count(*) from ${practiceResponses} r where r.set_id = ${practiceSets.id} and r.answered_at is not null and r.is_correct)::int`,
    })
    .from(practiceSets)
    .where(and(eq(practiceSets.userId, userId), status ? eq(practiceSets.status, status) : undefined))
    .orderBy(desc(practiceSets.createdAt), desc(practiceSets.id))
    .limit(limit);
  return rows.map(({ set, answered, correct }) => ({
    id: set.id,
    origin: set.origin,
    note: set.note,
    test: set.test,
    skills: set.skills,
    difficulty: set.difficulty,
    length: set.length,
    status: set.status,
    timed: set.timeLimitSeconds !== null,
    answered_count: answered,
    correct_count: correct,
    created_at: set.createdAt.toISOString(),
    finished_at: set.finishedAt?.toISOString() ?? null,
    assigned_by: set.assignedBy,
  }));
}

/**
 * Every practice answer a student has checked, oldest first: for the skill map and the study plan
 * (mastery from all answers). Skill, domain and difficulty are the question's.
 */
export async function practiceAnswersOf(userId: number, since?: Date) {
  const db = await getDb();
  return db
    .select({
      questionId: practiceResponses.questionId,
      skill: questions.skill,
      domain: questions.domain,
      test: questions.test,
      difficulty: questions.difficulty,
      correct: practiceResponses.isCorrect,
      answeredAt: practiceResponses.answeredAt,
      setId: practiceResponses.setId,
    })
    .from(practiceResponses)
    .innerJoin(questions, eq(questions.id, practiceResponses.questionId))
    .where(
      and(
        eq(practiceResponses.userId, userId),
        isNotNull(practiceResponses.answeredAt),
        since ? sql`${practiceResponses.answeredAt} >= ${since.toISOString()}` : undefined,
      ),
    )
    .orderBy(asc(practiceResponses.answeredAt)) as Promise<
    {
      questionId: number;
      skill: string;
      domain: string;
      test: "verbal" | "math";
      difficulty: "easy" | "medium" | "hard";
      correct: boolean;
      answeredAt: Date;
      setId: number;
    }[]
  >;
}
