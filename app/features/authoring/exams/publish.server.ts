import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { stagesOf } from "#content/exam-schema";
import { getDb } from "#db/client";
import { exams, mentorships, sectionQuestions, sections, users } from "#db/schema";
import { bankExams, examAssignments } from "#db/schema-authoring";
import { HttpError, ValidationError } from "~/lib/http.server";
import { idField } from "~/lib/input";
import type { Author } from "../questions.server";
import { loadBankExam, planQuestions } from "./bank-exams.server";
import { planProblems } from "./plan";

const E = (key: string) => `authoring:exams.errors.${key}`;

/** The caller's students: the active mentorship links (a teacher assigns exams only to them). */
export async function myStudents(user: Author) {
  const db = await getDb();
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(mentorships)
    .innerJoin(users, eq(users.id, mentorships.studentId))
    .where(and(eq(mentorships.mentorId, user.id), eq(mentorships.active, true)))
    .orderBy(asc(users.username));
}

async function checkStudents(user: Author, ids: number[]) {
  if (!ids.length) return;
  const mine = new Set((await myStudents(user)).map((s) => s.id));
  if (ids.some((id) => !mine.has(id))) throw new ValidationError({ students: [E("notYourStudent")] });
}

export const PublishSchema = z.object({
  audience: z.enum(["everyone", "assigned"], { error: E("audience") }),
  students: z.array(idField()).max(500).default([]),
});

/**
 * Publishes a draft: checks the plan (every module has questions, every question is a published
 * version of the module's test, thresholds fit), then writes it once into the tables the exam runtime
 * reads (exams, sections, section_questions) and freezes it. "everyone": on every student's exam list;
 * "assigned": only on the lists of the chosen students (the caller's own).
 */
export async function publishBankExam(user: Author, id: number, input: z.output<typeof PublishSchema>) {
  const exam = await loadBankExam(user, id);
  if (exam.status !== "draft") throw new HttpError(409, E("notDraft"));
  const problems = planProblems(exam.plan, await planQuestions(exam.plan));
  if (problems.length) throw new HttpError(409, E("notReady"), { problems });
  if (input.audience === "assigned" && !input.students.length) throw new ValidationError({ students: [E("chooseStudents")] });
  await checkStudents(user, input.students);
  const db = await getDb();
  const stages = stagesOf(exam.plan.modules);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: bankExams.status }).from(bankExams).where(eq(bankExams.id, id)).for("update");
    if (locked?.status !== "draft") throw new HttpError(409, E("notDraft"));
    const slug = `teacher-${id}`;
    const [row] = await tx
      .insert(exams)
      .values({
        slug,
        name: exam.title,
        description: exam.description,
        published: input.audience === "everyone",
        adaptiveThresholds: exam.kind === "adaptive" ? exam.plan.thresholds : null,
        scoreTable: null,
        position: 1000 + id,
      })
      .returning({ id: exams.id });
    for (const [i, m] of exam.plan.modules.entries()) {
      const [section] = await tx
        .insert(sections)
        .values({
          examId: row!.id,
          slug: `${slug}-m${i + 1}`,
          name: m.name,
          test: m.test,
          module: m.module,
          variant: m.variant,
          stage: stages[i]!,
          durationSeconds: m.minutes * 60,
          breakAfterSeconds: m.breakAfterMinutes * 60,
        })
        .returning({ id: sections.id });
      await tx.insert(sectionQuestions).values(m.questionIds.map((questionId, position) => ({ sectionId: section!.id, questionId, position })));
    }
    if (input.students.length)
      await tx
        .insert(examAssignments)
        .values(input.students.map((studentId) => ({ examId: row!.id, studentId, assignedBy: user.id })))
        .onConflictDoNothing();
    await tx.update(bankExams).set({ status: "published", audience: input.audience, examId: row!.id, updatedAt: new Date() }).where(eq(bankExams.id, id));
    return row!.id;
  });
}

/**
 * Students of a published exam, and the caller's students it could still be assigned to; `noStudents`:
 * what to say when the caller has none (an administrator has no linked students of their own).
 */
export async function assignments(user: Author, examId: number | null) {
  const students = await myStudents(user);
  const noStudents = user.user_type === "admin" ? ("exams.noStudentsAdmin" as const) : ("exams.noStudents" as const);
  if (!examId) return { assigned: [], students, noStudents };
  const db = await getDb();
  const assigned = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, createdAt: examAssignments.createdAt })
    .from(examAssignments)
    .innerJoin(users, eq(users.id, examAssignments.studentId))
    .where(eq(examAssignments.examId, examId))
    .orderBy(asc(users.username));
  return { assigned: assigned.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })), students, noStudents };
}

async function publishedExam(user: Author, id: number) {
  const exam = await loadBankExam(user, id);
  if (exam.status !== "published" || !exam.examId) throw new HttpError(409, E("notPublished"));
  return exam as typeof exam & { examId: number };
}

export async function assignStudents(user: Author, id: number, students: number[]) {
  const exam = await publishedExam(user, id);
  if (!students.length) throw new ValidationError({ students: [E("chooseStudents")] });
  await checkStudents(user, students);
  const db = await getDb();
  await db
    .insert(examAssignments)
    .values(students.map((studentId) => ({ examId: exam.examId, studentId, assignedBy: user.id })))
    .onConflictDoNothing();
}

export async function unassignStudent(user: Author, id: number, student: number) {
  const exam = await publishedExam(user, id);
  const db = await getDb();
  await db.delete(examAssignments).where(and(eq(examAssignments.examId, exam.examId), eq(examAssignments.studentId, student)));
}

/** Opens a published exam to everyone, or takes it back to its assigned students only. */
export async function setAudience(user: Author, id: number, audience: "everyone" | "assigned") {
  const exam = await publishedExam(user, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(exams)
      .set({ published: audience === "everyone" })
      .where(eq(exams.id, exam.examId));
    await tx.update(bankExams).set({ audience, updatedAt: new Date() }).where(eq(bankExams.id, id));
  });
}

/** Takes a published exam off every list (sessions already started can still be finished and read). */
export async function archiveBankExam(user: Author, id: number) {
  const exam = await publishedExam(user, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(exams).set({ published: false }).where(eq(exams.id, exam.examId));
    await tx.delete(examAssignments).where(eq(examAssignments.examId, exam.examId));
    await tx.update(bankExams).set({ status: "archived", updatedAt: new Date() }).where(eq(bankExams.id, id));
  });
}
