import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { notebookEntries, practiceItems, practiceSets, questions } from "#db/schema";
import type { PublicUser } from "~/lib/user";
import { storeBankQuestion } from "~/lib/bank-question.server";
import { HttpError } from "~/lib/http.server";
import { freshInstance } from "./generator-instance.server";
import { requireDailyAllowance } from "./limit.server";
import { ingestTests } from "./notebook-events.server";
import { notebookWhere, type NotebookFilter } from "./notebook.server";
import { MAX_NOTEBOOK_SET } from "./options";

type Caller = Pick<PublicUser, "id" | "user_type">;
type NotebookPick = { entries?: number[]; filter?: NotebookFilter; length?: number };

/**
 * A student asks for "practise these again" (the notebook page, POST /api/practice/notebook/practice/):
 * refused with 429 {limit_reached} when the free daily limit is used up (requireDailyAllowance), else the
 * set as createNotebookSet makes it (`{ok: false}` when no entry fits).
 */
export async function startNotebookSet(caller: Caller, pick: NotebookPick, now = new Date()) {
  await requireDailyAllowance(await getDb(), caller, now);
  return createNotebookSet(caller.id, pick, now);
}

/**
 * "Practise these again": a practice set of the chosen entries (`entries`), or else of the entries the
 * filter shows, due ones first, at most MAX_NOTEBOOK_SET. A Math question a bank generator made comes back as
 * a fresh instance of that generator (same shape, new numbers; its answer counts for the entry it stands
 * for); any other as its latest published version (the one seen when none is published any more).
 * `{ok: false}` when no entry fits.
 */
export async function createNotebookSet(
  userId: number,
  pick: NotebookPick,
  now = new Date(),
): Promise<{ ok: true; id: number; length: number } | { ok: false; reason: "empty" }> {
  await ingestTests(userId);
  const db = await getDb();
  const limit = Math.min(pick.length ?? MAX_NOTEBOOK_SET, MAX_NOTEBOOK_SET);
  const where = pick.entries?.length
    ? and(eq(notebookEntries.userId, userId), eq(notebookEntries.status, "active"), inArray(notebookEntries.id, pick.entries))
    : notebookWhere(userId, { ...pick.filter, status: pick.filter?.status === "due" ? "due" : "active" }, now);
  const rows = await db
    .select({ identifier: notebookEntries.identifier, seenId: notebookEntries.questionId })
    .from(notebookEntries)
    .innerJoin(questions, eq(questions.id, notebookEntries.questionId))
    .where(where)
    .orderBy(sql`case when ${notebookEntries.dueAt} <= ${now.toISOString()} then 0 else 1 end`, asc(notebookEntries.dueAt), asc(notebookEntries.lastSeenAt))
    .limit(limit);
  if (pick.entries?.length && rows.length !== new Set(pick.entries).size)
    throw new HttpError(400, "practice:errors.badEntries", { entries: ["practice:errors.badEntries"] });
  if (!rows.length) return { ok: false, reason: "empty" };
  const published = await db
    .select({
      id: questions.id,
      identifier: questions.identifier,
      difficulty: questions.difficulty,
      test: questions.test,
      tags: questions.tags,
      text: questions.text,
    })
    .from(questions)
    .where(
      and(
        inArray(
          questions.identifier,
          rows.map((r) => r.identifier),
        ),
        eq(questions.status, "published"),
      ),
    );
  const seen = await db
    .select({ id: questions.id, difficulty: questions.difficulty, test: questions.test, tags: questions.tags, text: questions.text })
    .from(questions)
    .where(
      inArray(
        questions.id,
        rows.map((r) => r.seenId),
      ),
    );
  const chosen = rows.map((r) => {
    const p = published.find((x) => x.identifier === r.identifier);
    return { identifier: r.identifier, question: p ?? { ...seen.find((s) => s.id === r.seenId)!, identifier: r.identifier } };
  });
  const id = await db.transaction(async (tx) => {
    const items: { questionId: number; difficulty: "easy" | "medium" | "hard"; reviewsIdentifier: string | null }[] = [];
    for (const { identifier, question } of chosen) {
      // A Math generator's question comes back as a fresh instance (same shape, new numbers); any other as it was.
      const fresh = freshInstance(question);
      items.push(
        fresh
          ? { questionId: await storeBankQuestion(tx, fresh, now), difficulty: fresh.difficulty, reviewsIdentifier: identifier }
          : { questionId: question.id, difficulty: question.difficulty, reviewsIdentifier: null },
      );
    }
    const [set] = await tx
      .insert(practiceSets)
      .values({ userId, origin: "notebook", difficulty: "mixed", length: items.length })
      .returning({ id: practiceSets.id });
    await tx.insert(practiceItems).values(items.map((it, position) => ({ setId: set!.id, position, ...it })));
    return set!.id;
  });
  return { ok: true, id, length: chosen.length };
}
