import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { accommodations, exams, mentorships, users } from "#db/schema";
import type { PublicUser } from "~/lib/user";
import { HttpError } from "~/lib/http.server";
import { isStandard, pickAccommodation, type Accommodation } from "./rules";
import type { AccommodationInput } from "./schema";

type Caller = Pick<PublicUser, "id" | "user_type">;

/** The accommodation in effect for a student on an exam: the exam's own row, else the every-exam row, else none. */
export async function accommodationFor(studentId: number, examId: number): Promise<Accommodation | null> {
  const db = await getDb();
  const rows = await db
    .select({
      examId: accommodations.examId,
      timePercent: accommodations.timePercent,
      breakPercent: accommodations.breakPercent,
      extraBreakMinutes: accommodations.extraBreakMinutes,
    })
    .from(accommodations)
    .where(and(eq(accommodations.studentId, studentId), or(eq(accommodations.examId, examId), isNull(accommodations.examId))));
  return pickAccommodation(rows, examId);
}

/** Every accommodation of a student, every-exam row first. */
export async function accommodationsOf(studentId: number) {
  const db = await getDb();
  return db
    .select({
      id: accommodations.id,
      examId: accommodations.examId,
      examSlug: exams.slug,
      timePercent: accommodations.timePercent,
      breakPercent: accommodations.breakPercent,
      extraBreakMinutes: accommodations.extraBreakMinutes,
      updatedAt: accommodations.updatedAt,
    })
    .from(accommodations)
    .leftJoin(exams, eq(exams.id, accommodations.examId))
    .where(eq(accommodations.studentId, studentId))
    .orderBy(sql`${accommodations.examId} nulls first`, asc(exams.position));
}

/**
 * Who may set a student's accommodations: an administrator, or a mentor linked to the student.
 * Anyone else (and a user who is not a student) gets 404, so ids reveal nothing.
 */
export async function manageableStudent(caller: Caller, student: number | string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, userType: users.userType })
    .from(users)
    .where(typeof student === "number" ? eq(users.id, student) : sql`lower(${users.username}) = lower(${student})`);
  const studentId = row?.id ?? 0;
  if (!row || (row.userType !== "student" && row.userType !== "pre_student")) throw new HttpError(404, "accommodations:errors.notFound");
  if (caller.user_type === "admin") return row;
  if (caller.user_type === "pre_teacher") {
    const [link] = await db
      .select({ id: mentorships.studentId })
      .from(mentorships)
      .where(and(eq(mentorships.mentorId, caller.id), eq(mentorships.studentId, studentId), eq(mentorships.active, true)));
    if (link) return row;
  }
  throw new HttpError(404, "accommodations:errors.notFound");
}

/** Sets (or, when everything is standard, removes) the accommodation of one exam or of every exam. */
export async function setAccommodation(caller: Caller, studentId: number, input: AccommodationInput) {
  await manageableStudent(caller, studentId);
  const db = await getDb();
  const examId = input.exam === "all" ? null : input.exam;
  if (examId !== null) {
    const [exam] = await db.select({ id: exams.id }).from(exams).where(eq(exams.id, examId));
    if (!exam) throw new HttpError(400, "accommodations:errors.exam", { exam: ["accommodations:errors.exam"] });
  }
  const same = and(eq(accommodations.studentId, studentId), examId === null ? isNull(accommodations.examId) : eq(accommodations.examId, examId));
  const values = { timePercent: input.timePercent, breakPercent: input.breakPercent, extraBreakMinutes: input.extraBreakMinutes };
  await db.transaction(async (tx) => {
    await tx.delete(accommodations).where(same);
    // An exam-specific row with standard values still overrides the every-exam row; an every-exam row with standard values is just removed.
    if (examId !== null || !isStandard(values))
      await tx.insert(accommodations).values({ studentId, examId, ...values, setById: caller.id, updatedAt: new Date() });
  });
}

export async function removeAccommodation(caller: Caller, studentId: number, accommodationId: number) {
  await manageableStudent(caller, studentId);
  const db = await getDb();
  await db.delete(accommodations).where(and(eq(accommodations.id, accommodationId), eq(accommodations.studentId, studentId)));
}
