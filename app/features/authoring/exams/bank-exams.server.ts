import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Tx } from "#db/client";
import { questions, users } from "#db/schema";
import { bankExams, examAssignments } from "#db/schema-authoring";
import { HttpError, ValidationError } from "~/lib/http.server";
import { idField, intField } from "~/lib/input";
import type { Author } from "../questions.server";
import { CreateExamSchema, defaultPlan, EXAM_LIMITS, SettingsSchema, type ExamPlan, type PlanQuestion } from "./plan";

/**
 * Exams teachers assemble from the bank. A draft's plan is edited here (one conditional write per
 * step, under a row lock); publishing (publish.server.ts) freezes it. Only its owner or an admin
 * sees or changes an exam.
 */

export type BankExamRow = typeof bankExams.$inferSelect;
const E = (key: string) => `authoring:exams.errors.${key}`;

export async function listBankExams(user: Author) {
  const db = await getDb();
  const rows = await db
    .select({
      id: bankExams.id,
      title: bankExams.title,
      kind: bankExams.kind,
      status: bankExams.status,
      audience: bankExams.audience,
      plan: bankExams.plan,
      owner: users.username,
      updatedAt: bankExams.updatedAt,
      examId: bankExams.examId,
    })
    .from(bankExams)
    .innerJoin(users, eq(users.id, bankExams.ownerId))
    .where(user.user_type === "admin" ? undefined : eq(bankExams.ownerId, user.id))
    .orderBy(desc(bankExams.updatedAt))
    .limit(200);
  const examIds = rows.flatMap((r) => (r.examId ? [r.examId] : []));
  const counts = examIds.length
    ? await db
        .select({ examId: examAssignments.examId, n: sql<number>`count(*)` })
        .from(examAssignments)
        .where(inArray(examAssignments.examId, examIds))
        .groupBy(examAssignments.examId)
    : [];
  return rows.map(({ plan, ...r }) => ({
    ...r,
    assigned: Number(counts.find((c) => c.examId === r.examId)?.n ?? 0),
    questions: plan.modules.reduce((n, m) => n + m.questionIds.length, 0),
    modules: plan.modules.length,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function createBankExam(user: Author, input: z.output<typeof CreateExamSchema>) {
  const db = await getDb();
  const [row] = await db
    .insert(bankExams)
    .values({ ownerId: user.id, title: input.title, description: input.description, kind: input.kind, plan: defaultPlan(input.kind, input.tests) })
    .returning({ id: bankExams.id });
  return row!.id;
}

/** The exam if the caller may see it: 404 when there is none, 403 when it is another teacher's. */
export async function loadBankExam(user: Author, id: number, tx?: Tx): Promise<BankExamRow> {
  const db = tx ?? (await getDb());
  const query = db.select().from(bankExams).where(eq(bankExams.id, id)).limit(1);
  const [row] = tx ? await query.for("update") : await query;
  if (!row) throw new HttpError(404, E("notFound"));
  if (row.ownerId !== user.id && user.user_type !== "admin") throw new HttpError(403, E("notYours"));
  return row;
}

/** The questions a plan names, with what publishing needs to know about them. */
export async function planQuestions(
  plan: ExamPlan,
): Promise<Map<number, PlanQuestion & { type: string; difficulty: string; domain: string; skill: string; text: string }>> {
  const ids = [...new Set(plan.modules.flatMap((m) => m.questionIds))];
  if (!ids.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select({
      id: questions.id,
      identifier: questions.identifier,
      version: questions.version,
      test: questions.test,
      status: questions.status,
      type: questions.type,
      difficulty: questions.difficulty,
      domain: questions.domain,
      skill: questions.skill,
      text: questions.text,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export const PlanChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("settings") }).extend(SettingsSchema.shape),
  z.object({ intent: z.literal("add"), module: intField(0, 11, E("module")), question: idField() }),
  z.object({ intent: z.literal("remove"), module: intField(0, 11, E("module")), question: idField() }),
  z.object({ intent: z.literal("move"), module: intField(0, 11, E("module")), question: idField(), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("upgrade") }),
]);
export type PlanChange = z.output<typeof PlanChangeSchema>;

/** One change to a draft's plan. Adding takes only a published question of the module's test, once per module. */
export async function changePlan(user: Author, id: number, change: PlanChange) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const exam = await loadBankExam(user, id, tx);
    if (exam.status !== "draft") throw new HttpError(409, E("notDraft"));
    const plan: ExamPlan = structuredClone(exam.plan);
    const values: Partial<typeof bankExams.$inferInsert> = {};
    if (change.intent === "settings") {
      plan.modules.forEach((m, i) => {
        m.minutes = change.minutes[i] ?? m.minutes;
        m.breakAfterMinutes = change.breaks[i] ?? m.breakAfterMinutes;
      });
      if (plan.thresholds) {
        if (change.threshold_verbal !== undefined) plan.thresholds.verbal = change.threshold_verbal;
        if (change.threshold_math !== undefined) plan.thresholds.math = change.threshold_math;
      }
      Object.assign(values, { title: change.title, description: change.description });
    } else if (change.intent === "upgrade") {
      await upgradeVersions(tx, plan);
    } else {
      const module = plan.modules[change.module];
      if (!module) throw new ValidationError({ module: [E("module")] });
      const at = module.questionIds.indexOf(change.question);
      if (change.intent === "add") {
        if (at >= 0) throw new HttpError(409, E("alreadyIn"));
        if (module.questionIds.length >= EXAM_LIMITS.questionsPerModule) throw new HttpError(409, E("moduleFull"));
        const [q] = await tx.select({ status: questions.status, test: questions.test }).from(questions).where(eq(questions.id, change.question));
        if (!q || q.status !== "published") throw new HttpError(409, E("onlyPublished"));
        if (q.test !== module.test) throw new HttpError(409, E("wrongTestAdd"));
        module.questionIds.push(change.question);
      } else if (at >= 0) {
        module.questionIds.splice(at, 1);
        if (change.intent === "move") {
          const to = Math.max(0, Math.min(module.questionIds.length, change.direction === "up" ? at - 1 : at + 1));
          module.questionIds.splice(to, 0, change.question);
        }
      }
    }
    await tx
      .update(bankExams)
      .set({ ...values, plan, updatedAt: new Date() })
      .where(eq(bankExams.id, id));
  });
}

/** Versions superseded since they were added are replaced by their identifier's published version. */
async function upgradeVersions(tx: Tx, plan: ExamPlan) {
  const ids = [...new Set(plan.modules.flatMap((m) => m.questionIds))];
  if (!ids.length) return;
  const old = await tx
    .select({ id: questions.id, identifier: questions.identifier })
    .from(questions)
    .where(and(inArray(questions.id, ids), eq(questions.status, "superseded")));
  if (!old.length) return;
  const current = await tx
    .select({ id: questions.id, identifier: questions.identifier })
    .from(questions)
    .where(
      and(
        inArray(
          questions.identifier,
          old.map((o) => o.identifier),
        ),
        eq(questions.status, "published"),
      ),
    );
  const map = new Map(old.flatMap((o) => current.filter((c) => c.identifier === o.identifier).map((c) => [o.id, c.id] as const)));
  for (const m of plan.modules) m.questionIds = [...new Set(m.questionIds.map((q) => map.get(q) ?? q))];
}

/** Deletes a draft exam (published ones are archived instead). */
export async function deleteBankExam(user: Author, id: number) {
  const db = await getDb();
  const exam = await loadBankExam(user, id);
  if (exam.status !== "draft") throw new HttpError(409, E("notDraft"));
  await db.delete(bankExams).where(and(eq(bankExams.id, id), eq(bankExams.status, "draft")));
}
