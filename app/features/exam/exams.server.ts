import { and, asc, eq, gte, or, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { exams, sections } from "#db/schema";
import { examAssignments } from "#db/schema-authoring";
import { contentCache } from "./content-cache.server";
import { examDescription, examName, examNameColumns } from "./exam-texts.server";

export type ExamStage = {
  stage: number;
  test: "verbal" | "math";
  module: number;
  sections: { id: number; name: string; variant: string; durationSeconds: number; breakAfterSeconds: number }[];
};

/** The exams a teacher assigned to `userId` (authoring: exams built from the question bank). */
const assignedTo = (userId: number) =>
  sql`${exams.id} in (select ${examAssignments.examId} from ${examAssignments} where ${examAssignments.studentId} = ${userId})`;

/**
 * Published exams, in their content order, with their name and description in `lng`; with `userId`,
 * also the exams assigned to that student (`assigned: true` when it is not open to everyone).
 */
export async function listExams(lng: string, userId?: number) {
  const db = await getDb();
  const rows = await db
    .select({
      id: exams.id,
      ...examNameColumns,
      description: exams.description,
      descriptionI18n: exams.descriptionI18n,
      slug: exams.slug,
      published: exams.published,
    })
    .from(exams)
    .where(userId ? or(eq(exams.published, true), assignedTo(userId)) : eq(exams.published, true))
    .orderBy(asc(exams.position), asc(exams.id));
  return rows.map((r) => ({
    id: r.id,
    name: examName(r, lng),
    description: examDescription(r, lng),
    slug: r.slug,
    ...(r.published ? {} : { assigned: true }),
  }));
}

/** Whether a student may start the exam: published for everyone, or assigned to them. */
export async function examOpenTo(examId: number, userId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.id, examId), or(eq(exams.published, true), assignedTo(userId))))
    .limit(1);
  return Boolean(row);
}

export async function getExam(examId: number) {
  const db = await getDb();
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId)).limit(1);
  return exam ?? null;
}

/**
 * The exam's stages in order, each with its section (or its easier and harder variants). Kept per
 * instance for a few minutes (contentCache): a published exam's sections never change.
 */
export const examStages: (examId: number) => Promise<readonly ExamStage[]> = contentCache(loadExamStages);

/** The first stage's section of a session that has taken none yet: its only section, or the easier variant. */
export function firstSectionOf(stage: ExamStage) {
  return stage.sections.length === 1 ? stage.sections[0]! : (stage.sections.find((s) => s.variant === "easier") ?? stage.sections[0]!);
}

async function loadExamStages(examId: number): Promise<ExamStage[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: sections.id,
      name: sections.name,
      variant: sections.variant,
      stage: sections.stage,
      test: sections.test,
      module: sections.module,
      durationSeconds: sections.durationSeconds,
      breakAfterSeconds: sections.breakAfterSeconds,
    })
    .from(sections)
    .where(and(eq(sections.examId, examId), gte(sections.stage, 0)))
    .orderBy(asc(sections.stage), asc(sections.id));
  const stages = new Map<number, ExamStage>();
  for (const r of rows) {
    const s = stages.get(r.stage) ?? { stage: r.stage, test: r.test, module: r.module, sections: [] };
    s.sections.push({ id: r.id, name: r.name, variant: r.variant, durationSeconds: r.durationSeconds, breakAfterSeconds: r.breakAfterSeconds });
    stages.set(r.stage, s);
  }
  return [...stages.values()];
}
