import crypto from "node:crypto";
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { ExamSchema, stagesOf, type Exam, type ExamInput } from "../content/exam-schema";
import { explanationI18nOf } from "../content/explanations/of-question";
import type { Db } from "../db/client";
import { appMeta, choices, exams, questions, sectionQuestions, sections } from "../db/schema";

/**
 * Loads exams from content/ into the database, upserting by natural keys (exam slug, module id,
 * question identifier, choice position) so that edits update rows in place and students' sessions
 * and answers keep pointing at the same rows. Skipped when the content has not changed.
 * A content question is version 1 of its identifier and has no author: versions teachers wrote
 * (authoring) are other rows, never touched here, and their status is left alone.
 */
/** Raised when the seed writes something new of the same content (2: questions.rating; 3: questions.explanation_i18n). */
const SEED_VERSION = 3;

export async function seedExams(db: Db, inputs: ExamInput[], log: (m: string) => void = () => {}) {
  const parsed = inputs.map((e) => ExamSchema.parse(e));
  // The explanations' translations (content/explanations/) go with their questions, into the hash and the rows.
  for (const e of parsed) for (const mod of e.modules) for (const q of mod.questions) q.explanationI18n = explanationI18nOf(q);
  // The seed's own version goes into the hash: a database seeded before the seed wrote a column (rating) is seeded again.
  const hash = crypto
    .createHash("sha256")
    .update(`${SEED_VERSION}:${JSON.stringify(parsed)}`)
    .digest("hex");
  const key = `content-hash:${parsed.map((e) => e.slug).join(",")}`;
  const [known] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  if (known?.value === hash) return;

  await db.transaction(async (tx) => {
    for (const [position, exam] of parsed.entries()) {
      const [examRow] = await tx
        .insert(exams)
        .values({
          slug: exam.slug,
          ...examTexts(exam),
          published: exam.published,
          adaptiveThresholds: exam.adaptiveThresholds,
          scoreTable: exam.scoreTable,
          position,
        })
        .onConflictDoUpdate({
          target: exams.slug,
          set: { ...examTexts(exam), published: exam.published, adaptiveThresholds: exam.adaptiveThresholds, scoreTable: exam.scoreTable, position },
        })
        .returning({ id: exams.id });
      const stages = stagesOf(exam.modules);
      for (const [i, mod] of exam.modules.entries()) {
        const values = {
          examId: examRow!.id,
          slug: mod.id,
          name: mod.name,
          test: mod.test,
          module: mod.module,
          variant: mod.variant,
          stage: stages[i]!,
          durationSeconds: Math.round(mod.minutes * 60),
          breakAfterSeconds: Math.round(mod.breakAfterMinutes * 60),
          directions: mod.directions,
        };
        const [sectionRow] = await tx.insert(sections).values(values).onConflictDoUpdate({ target: sections.slug, set: values }).returning({ id: sections.id });
        const questionIds: number[] = [];
        for (const q of mod.questions) {
          const qValues = {
            identifier: q.id,
            version: 1,
            type: q.type,
            title: q.title,
            text: q.text,
            test: q.test,
            domain: q.domain,
            skill: q.skill,
            difficulty: q.difficulty,
            rating: q.rating ?? null,
            passageTitle: q.passage?.title ?? null,
            passageHtml: q.passage?.html ?? null,
            acceptedAnswers: q.answers ?? null,
            explanation: q.explanation,
            explanationI18n: q.explanationI18n ?? {},
            tags: q.tags,
            updatedAt: new Date(),
          };
          const [qRow] = await tx
            .insert(questions)
            .values(qValues)
            .onConflictDoUpdate({ target: [questions.identifier, questions.version], set: qValues, setWhere: isNull(questions.authorId) })
            .returning({ id: questions.id });
          if (!qRow) throw new Error(`seed: content question "${q.id}" has the identifier of a question a teacher wrote; rename the content question`);
          questionIds.push(qRow!.id);
          await syncChoices(tx, qRow!.id, q.choices ?? []);
        }
        await tx.delete(sectionQuestions).where(eq(sectionQuestions.sectionId, sectionRow!.id));
        await tx.insert(sectionQuestions).values(questionIds.map((questionId, p) => ({ sectionId: sectionRow!.id, questionId, position: p })));
      }
      // Modules removed from the content leave the exam (their past attempts keep their rows).
      const slugs = exam.modules.map((m) => m.id);
      await tx
        .update(sections)
        .set({ stage: sql`-1 - ${sections.id}` })
        .where(and(eq(sections.examId, examRow!.id), notInArray(sections.slug, slugs)));
    }
    await tx
      .insert(appMeta)
      .values({ key, value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash } });
  });
  log(`seed: content loaded (${parsed.length} exams, ${parsed.reduce((n, e) => n + e.modules.reduce((k, m) => k + m.questions.length, 0), 0)} questions)`);
}

/**
 * A question's choices as the content has them, keeping each choice's row by its text: when the order
 * changes (content/arrange-choices.ts), a student's past answer still points at the choice they picked,
 * with its own correctness. A changed text takes over a row no longer used; rows left over are deleted
 * (answers that chose them keep no choice, as for any removed choice).
 */
export async function syncChoices(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], questionId: number, list: { text: string; correct: boolean }[]) {
  const existing = await tx.select({ id: choices.id, text: choices.text }).from(choices).where(eq(choices.questionId, questionId));
  const free = new Map<string, number[]>();
  for (const c of existing) free.set(c.text, [...(free.get(c.text) ?? []), c.id]);
  // Out of the way of the (question, position) unique index while positions move.
  if (existing.length)
    await tx
      .update(choices)
      .set({ position: sql`-1 - ${choices.position}` })
      .where(eq(choices.questionId, questionId));
  const placed: { p: number; c: { text: string; correct: boolean }; id?: number }[] = list.map((c, p) => {
    const ids = free.get(c.text);
    const id = ids?.shift();
    return { p, c, id };
  });
  const unused = [...free.values()].flat();
  for (const item of placed) {
    const id = item.id ?? unused.shift();
    if (id !== undefined) await tx.update(choices).set({ position: item.p, text: item.c.text, isCorrect: item.c.correct }).where(eq(choices.id, id));
    else await tx.insert(choices).values({ questionId, position: item.p, text: item.c.text, isCorrect: item.c.correct });
  }
  if (unused.length) await tx.delete(choices).where(inArray(choices.id, unused));
}

/** The exam's name and description: every language in the *_i18n columns, the English text in the plain ones. */
function examTexts(exam: Exam) {
  const description = exam.description ?? {};
  return { name: exam.name.en ?? "", nameI18n: exam.name, description: description.en ?? "", descriptionI18n: description };
}
