import { and, eq, inArray, isNotNull, max, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#db/client";
import { practiceResponses, questions, sectionQuestions } from "#db/schema";
import type { Candidate } from "./pick";
import type { TestKind } from "./options";

/**
 * The questions practice may draw from: published versions of skill-bank questions (tag "bank") and of
 * questions teachers wrote (authoring), except any question (by identifier, every version) that is in
 * an exam's section: students never meet a practice test's items in practice, and a teacher's question
 * used in an exam stays that exam's. Content exam questions are never drawn.
 */
export function practicePoolWhere(filter: { test?: TestKind | null; skills?: readonly string[] }) {
  const inExam = sql`exists (select 1 from ${sectionQuestions} sq join ${questions} q2 on q2.id = sq.question_id where q2.identifier = ${questions.identifier})`;
  return and(
    eq(questions.status, "published"),
    or(sql`'bank' = any(${questions.tags})`, isNotNull(questions.authorId)),
    sql`not ${inExam}`,
    filter.test ? eq(questions.test, filter.test) : undefined,
    filter.skills?.length ? inArray(questions.skill, [...filter.skills]) : undefined,
  );
}

export async function loadPool(db: Db | Tx, filter: { test?: TestKind | null; skills?: readonly string[] }): Promise<Candidate[]> {
  return db
    .select({
      id: questions.id,
      identifier: questions.identifier,
      test: questions.test,
      skill: questions.skill,
      difficulty: questions.difficulty,
      tags: questions.tags,
    })
    .from(questions)
    .where(practicePoolWhere(filter));
}

/** How many questions practice can draw per skill and difficulty (the picker shows them; 0 = the empty state). */
export async function poolCounts(db: Db | Tx): Promise<{ skill: string; difficulty: "easy" | "medium" | "hard"; count: number }[]> {
  return db
    .select({ skill: questions.skill, difficulty: questions.difficulty, count: sql<number>`count(*)::int` })
    .from(questions)
    .where(practicePoolWhere({}))
    .groupBy(questions.skill, questions.difficulty);
}

/** When the student last answered each question (by identifier) in practice, as epoch milliseconds. */
export async function lastSeenByIdentifier(db: Db | Tx, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ identifier: questions.identifier, at: max(practiceResponses.answeredAt) })
    .from(practiceResponses)
    .innerJoin(questions, eq(questions.id, practiceResponses.questionId))
    .where(and(eq(practiceResponses.userId, userId), isNotNull(practiceResponses.answeredAt)))
    .groupBy(questions.identifier);
  return new Map(rows.map((r) => [r.identifier, r.at ? new Date(r.at).getTime() : 0]));
}
