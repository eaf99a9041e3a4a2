import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "#db/client";
import { choices, questions, users } from "#db/schema";
import type { BankQuery } from "../bank-query";
import { bankConditions } from "../bank.server";
import { recordToInput } from "../question-json";
import { EXPORT_FORMAT, toContentQuestion } from "./content-format";

/** At most this many questions go into one file. */
export const EXPORT_MAX = 5000;

/**
 * The bank (or what the filters select) as a file in the content format: one question per
 * identifier, its newest version that is not superseded (the one being written, else the published
 * or retired one), ordered by identifier.
 */
export async function exportBank(query: BankQuery, me: number) {
  const db = await getDb();
  const rows = await db
    .select({ row: questions })
    .from(questions)
    .leftJoin(users, eq(users.id, questions.authorId))
    .where(and(...bankConditions({ ...query, page: undefined }, me)))
    .orderBy(asc(questions.identifier), desc(questions.version))
    .limit(EXPORT_MAX * 2);
  const latest = new Map<string, (typeof rows)[number]["row"]>();
  for (const { row } of rows) if (!latest.has(row.identifier)) latest.set(row.identifier, row);
  const list = [...latest.values()].slice(0, EXPORT_MAX);
  const ids = list.map((r) => r.id);
  const choiceRows = ids.length
    ? await db
        .select({ questionId: choices.questionId, id: choices.id, text: choices.text, isCorrect: choices.isCorrect })
        .from(choices)
        .where(inArray(choices.questionId, ids))
        .orderBy(asc(choices.position))
    : [];
  return {
    format: EXPORT_FORMAT,
    version: 1,
    exported_at: new Date().toISOString(),
    count: list.length,
    questions: list.map((row) => toContentQuestion(recordToInput({ row, choices: choiceRows.filter((c) => c.questionId === row.id) }))),
  };
}
