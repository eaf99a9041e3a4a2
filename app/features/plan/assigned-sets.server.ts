import { and, desc, eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { practiceSets, users } from "#db/schema";
import type { AssignedSetJson } from "./types";

const iso = (t: number) => new Date(t).toISOString();

/** Unfinished practice sets a mentor assigned to the student, newest first (at most 20). */
export async function assignedSets(userId: number): Promise<AssignedSetJson[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: practiceSets.id,
      test: practiceSets.test,
      skills: practiceSets.skills,
      difficulty: practiceSets.difficulty,
      length: practiceSets.length,
      note: practiceSets.note,
      createdAt: practiceSets.createdAt,
      mentor: users.username,
    })
    .from(practiceSets)
    .leftJoin(users, eq(users.id, practiceSets.assignedBy))
    .where(and(eq(practiceSets.userId, userId), eq(practiceSets.origin, "mentor"), eq(practiceSets.status, "active")))
    .orderBy(desc(practiceSets.createdAt), desc(practiceSets.id))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    test: r.test,
    skills: r.skills,
    difficulty: r.difficulty,
    length: r.length,
    note: r.note,
    mentor: r.mentor,
    created_at: iso(r.createdAt.getTime()),
  }));
}
