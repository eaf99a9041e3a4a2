import crypto from "node:crypto";
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { explanationI18nOf } from "../content/explanations/of-question";
import { QuestionSchema, type Question } from "../content/schema";
import type { QuestionInput } from "../content/bank/types";
import type { Db } from "../db/client";
import { appMeta, choices, questionEvents, questions } from "../db/schema";
import { bankQuestionValues } from "../app/lib/bank-question.server";
import { syncChoices } from "./exams";

const HASH_KEY = "bank-hash";
const BATCH = 100;

/**
 * Loads the skill bank (content/bank/index.ts) as published `questions` rows, version 1 of their
 * identifier (the question id), without an author, upserted by identifier so edits update rows in place
 * and practice sets keep pointing at them. Skipped when the bank has not changed since the last load.
 * A bank question no longer in the bank (a removed generator or seed) is retired: practice stops drawing
 * it, sets that showed it keep it. A question a teacher wrote under the same identifier is never touched.
 * Returns the number of questions stored (0 when skipped).
 */
export async function seedBank(db: Db, inputs: QuestionInput[], log: (m: string) => void = () => {}): Promise<number> {
  const parsed = inputs.map((q) => {
    // The explanation's translations go with the question, into its hash and row.
    const r = QuestionSchema.safeParse({ ...q, explanationI18n: explanationI18nOf(q as { id: string }) });
    if (!r.success)
      throw new Error(
        `seed: bank question "${(q as { id?: string }).id ?? "?"}" is invalid: ${r.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
      );
    return r.data;
  });
  const ids = new Set<string>();
  for (const q of parsed) {
    if (ids.has(q.id)) throw new Error(`seed: bank question id "${q.id}" appears twice`);
    ids.add(q.id);
  }
  const hash = crypto.createHash("sha256").update(JSON.stringify(parsed)).digest("hex");
  const [known] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, HASH_KEY));
  if (known?.value === hash) return 0;

  await db.transaction(async (tx) => {
    for (let i = 0; i < parsed.length; i += BATCH) {
      const batch = parsed.slice(i, i + BATCH);
      const now = new Date();
      const rows = await tx
        .insert(questions)
        .values(batch.map((q) => ({ ...bankQuestionValues(q), status: "published" as const, publishedAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: [questions.identifier, questions.version],
          set: {
            type: sql`excluded.type`,
            title: sql`excluded.title`,
            text: sql`excluded.text`,
            test: sql`excluded.test`,
            domain: sql`excluded.domain`,
            skill: sql`excluded.skill`,
            difficulty: sql`excluded.difficulty`,
            passageTitle: sql`excluded.passage_title`,
            passageHtml: sql`excluded.passage_html`,
            acceptedAnswers: sql`excluded.accepted_answers`,
            explanation: sql`excluded.explanation`,
            explanationI18n: sql`excluded.explanation_i18n`,
            tags: sql`excluded.tags`,
            // A question the bank brings back after retiring it is published again; one a teacher retired or
            // replaced by a newer version (authoring) keeps its status.
            status: sql`case when ${questions.status} = 'retired' and not exists (select 1 from ${questionEvents} e where e.question_id = ${questions.id} and e.action = 'retired') and not exists (select 1 from ${questions} o where o.identifier = ${questions.identifier} and o.status = 'published') then 'published' else ${questions.status} end`,
            updatedAt: sql`excluded.updated_at`,
          },
          setWhere: isNull(questions.authorId),
        })
        .returning({ id: questions.id, identifier: questions.identifier });
      const idOf = new Map(rows.map((r) => [r.identifier, r.id]));
      const missing = batch.find((q) => !idOf.has(q.id));
      if (missing) throw new Error(`seed: bank question "${missing.id}" has the identifier of a question a teacher wrote; rename the bank question`);
      // New questions: their choices in one statement. Questions already stored keep each choice's row by its
      // text (syncChoices, as for the exams), so a practice answer still points at the choice picked.
      const stored = await tx
        .select({ questionId: choices.questionId, position: choices.position, text: choices.text, isCorrect: choices.isCorrect })
        .from(choices)
        .where(inArray(choices.questionId, [...idOf.values()]));
      const storedOf = new Map<number, string>();
      for (const c of stored.sort((a, b) => a.position - b.position))
        storedOf.set(c.questionId, `${storedOf.get(c.questionId) ?? ""}|${c.position}:${c.isCorrect}:${c.text}`);
      const wanted = (q: Question) => (q.choices ?? []).map((c, p) => `|${p}:${c.correct}:${c.text}`).join("");
      const fresh = batch.filter((q) => !storedOf.has(idOf.get(q.id)!));
      const choiceRows = fresh.flatMap((q) =>
        (q.choices ?? []).map((c, position) => ({ questionId: idOf.get(q.id)!, position, text: c.text, isCorrect: c.correct })),
      );
      if (choiceRows.length) await tx.insert(choices).values(choiceRows);
      for (const q of batch) {
        const id = idOf.get(q.id)!;
        if (storedOf.has(id) && storedOf.get(id) !== wanted(q)) await syncChoices(tx, id, q.choices ?? []);
      }
    }
    // Bank questions that left the bank: retired (rows kept for the sets that showed them).
    await tx
      .update(questions)
      .set({ status: "retired", updatedAt: new Date() })
      .where(
        and(
          sql`'bank' = any(${questions.tags})`,
          isNull(questions.authorId),
          eq(questions.status, "published"),
          parsed.length ? notInArray(questions.identifier, [...ids]) : undefined,
        ),
      );
    await tx
      .insert(appMeta)
      .values({ key: HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash } });
  });
  log(`seed: skill bank loaded (${parsed.length} questions)`);
  return parsed.length;
}

/** The bank's identifiers now stored as published (for tests and diagnostics). */
export async function publishedBankIdentifiers(db: Db): Promise<string[]> {
  const rows = await db
    .select({ identifier: questions.identifier })
    .from(questions)
    .where(and(sql`'bank' = any(${questions.tags})`, eq(questions.status, "published"), isNull(questions.authorId)));
  return rows.map((r) => r.identifier);
}
