import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Tx } from "#db/client";
import { mentorships, users, type UserType } from "#db/schema";
import { HttpError, ValidationError } from "~/lib/http.server";

/** Who may be a mentor, and who may be followed by one. */
export const MENTOR_TYPES: readonly UserType[] = ["pre_teacher"];
export const STUDENT_TYPES: readonly UserType[] = ["student", "pre_student"];

async function findByUsername(username: unknown) {
  if (typeof username !== "string" || !username.trim()) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, username: users.username, userType: users.userType })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username.trim()})`)
    .limit(1);
  return row ?? null;
}

/** Resolves and checks the {mentor, student} pair of the admin API. */
async function resolvePair(body: Record<string, unknown>) {
  const [mentor, student] = await Promise.all([findByUsername(body.mentor), findByUsername(body.student)]);
  const fields: Record<string, string[]> = {};
  if (typeof body.mentor !== "string" || !body.mentor.trim()) fields.mentor = ["validation.required"];
  else if (!mentor) fields.mentor = ["profile:mentorships.errors.unknownUser"];
  else if (!MENTOR_TYPES.includes(mentor.userType)) fields.mentor = ["profile:mentorships.errors.notMentor"];
  if (typeof body.student !== "string" || !body.student.trim()) fields.student = ["validation.required"];
  else if (!student) fields.student = ["profile:mentorships.errors.unknownUser"];
  else if (!STUDENT_TYPES.includes(student.userType)) fields.student = ["profile:mentorships.errors.notStudent"];
  if (Object.keys(fields).length || !mentor || !student) throw new ValidationError(fields);
  return { mentor, student };
}

export type MentorshipJson = { mentor: string; student: string; active: boolean; created_at: string };

/** Links a mentor to a student (admin API). Linking again re-activates the link; `created` says whether it is new. */
export async function linkMentorship(body: Record<string, unknown>): Promise<{ created: boolean; link: MentorshipJson }> {
  const { mentor, student } = await resolvePair(body);
  const db = await getDb();
  const [existing] = await db
    .select({ active: mentorships.active })
    .from(mentorships)
    .where(and(eq(mentorships.mentorId, mentor.id), eq(mentorships.studentId, student.id)));
  const [row] = await db
    .insert(mentorships)
    .values({ mentorId: mentor.id, studentId: student.id })
    .onConflictDoUpdate({ target: [mentorships.mentorId, mentorships.studentId], set: { active: true } })
    .returning();
  return { created: !existing, link: { mentor: mentor.username, student: student.username, active: row!.active, created_at: row!.createdAt.toISOString() } };
}

/** Removes the link between a mentor and a student (admin API); 404 when there is none. */
export async function unlinkMentorship(body: Record<string, unknown>) {
  const { mentor, student } = await resolvePair(body);
  const db = await getDb();
  const removed = await db
    .delete(mentorships)
    .where(and(eq(mentorships.mentorId, mentor.id), eq(mentorships.studentId, student.id)))
    .returning({ mentorId: mentorships.mentorId });
  if (!removed.length) throw new HttpError(404, "profile:mentorships.errors.notLinked");
}

/** Links a student to a mentor by ids, inside the caller's transaction (used by invite codes). */
export async function linkByIds(tx: Tx, mentorId: number, studentId: number): Promise<void> {
  await tx
    .insert(mentorships)
    .values({ mentorId, studentId })
    .onConflictDoUpdate({ target: [mentorships.mentorId, mentorships.studentId], set: { active: true } });
}

export async function isLinked(mentorId: number, studentId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ mentorId: mentorships.mentorId })
    .from(mentorships)
    .where(and(eq(mentorships.mentorId, mentorId), eq(mentorships.studentId, studentId), eq(mentorships.active, true)));
  return !!row;
}

/**
 * The student whose records the caller asks for: themselves (no name), their student (an active link), or anyone
 * for an admin; anyone else is a 404 with `notFound`, as if the student did not exist (open results, official scores).
 */
export async function readableStudent(caller: { id: number; user_type: UserType }, username: string | undefined, notFound: string) {
  const db = await getDb();
  const [student] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(username ? sql`lower(${users.username}) = lower(${username})` : eq(users.id, caller.id));
  if (!student) throw new HttpError(404, notFound);
  if (student.id === caller.id || caller.user_type === "admin" || (await isLinked(caller.id, student.id))) return student;
  throw new HttpError(404, notFound);
}

/** Usernames of a mentor's students (active links), alphabetically. */
export async function studentsOf(mentorId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ username: users.username })
    .from(mentorships)
    .innerJoin(users, eq(users.id, mentorships.studentId))
    .where(and(eq(mentorships.mentorId, mentorId), eq(mentorships.active, true)))
    .orderBy(asc(sql`lower(${users.username})`));
  return rows.map((r) => r.username);
}

/** Full names of a mentor's students (active links) by username, for lists that lead with the name. */
export async function studentNamesOf(mentorId: number): Promise<Record<string, string>> {
  const db = await getDb();
  const rows = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(mentorships)
    .innerJoin(users, eq(users.id, mentorships.studentId))
    .where(and(eq(mentorships.mentorId, mentorId), eq(mentorships.active, true)));
  return Object.fromEntries(rows.map((r) => [r.username, [r.firstName, r.lastName].filter((p) => p?.trim()).join(" ")]));
}

/** Usernames of a student's mentors (active links), alphabetically. */
export async function mentorsOf(studentId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ username: users.username })
    .from(mentorships)
    .innerJoin(users, eq(users.id, mentorships.mentorId))
    .where(and(eq(mentorships.studentId, studentId), eq(mentorships.active, true)))
    .orderBy(asc(sql`lower(${users.username})`));
  return rows.map((r) => r.username);
}

/** Every active mentor-student link, newest first (the back office's list). */
export async function listMentorships(limit = 500) {
  const db = await getDb();
  const mentor = alias(users, "mentor");
  const student = alias(users, "student");
  const rows = await db
    .select({ mentor: mentor.username, student: student.username, createdAt: mentorships.createdAt })
    .from(mentorships)
    .innerJoin(mentor, eq(mentor.id, mentorships.mentorId))
    .innerJoin(student, eq(student.id, mentorships.studentId))
    .where(eq(mentorships.active, true))
    .orderBy(desc(mentorships.createdAt))
    .limit(limit);
  return rows.map((r) => ({ mentor: r.mentor, student: r.student, created_at: r.createdAt.toISOString() }));
}
