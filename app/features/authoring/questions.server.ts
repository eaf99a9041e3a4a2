import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "#db/client";
import { choices, questions, users, type UserType } from "#db/schema";
import { questionEvents, type QuestionAction } from "#db/schema-authoring";
import type { PublicUser } from "~/lib/user";
import { HttpError, ValidationError } from "~/lib/http.server";
import { prepareQuestion, type PreparedQuestion } from "./prepare.server";
import type { QuestionInput } from "./question-schema";

/** Who may use the bank: teachers (pre_teacher) and administrators. */
export const AUTHOR_TYPES: UserType[] = ["pre_teacher", "admin"];

export type Author = Pick<PublicUser, "id" | "user_type">;
export type QuestionRow = typeof questions.$inferSelect;
export type QuestionRecord = { row: QuestionRow; choices: { id: number; text: string; isCorrect: boolean }[]; author: string | null };

export const notFound = () => new HttpError(404, "authoring:errors.notFound");
const notYours = () => new HttpError(403, "authoring:errors.notYours");

/** A database error's SQLSTATE (drizzle wraps the driver's error in `cause`). */
export const pgCode = (error: unknown): unknown => (error as { code?: unknown })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;

/** The version of a question with its choices and its author's username; 404 when there is none. */
export async function loadQuestion(id: number, tx?: Tx): Promise<QuestionRecord> {
  const db = tx ?? (await getDb());
  const [found] = await db
    .select({ row: questions, author: users.username })
    .from(questions)
    .leftJoin(users, eq(users.id, questions.authorId))
    .where(eq(questions.id, id))
    .limit(1);
  if (!found) throw notFound();
  const list = await db
    .select({ id: choices.id, text: choices.text, isCorrect: choices.isCorrect })
    .from(choices)
    .where(eq(choices.questionId, id))
    .orderBy(asc(choices.position));
  return { row: found.row, choices: list, author: found.author };
}

/** Every version of an identifier, oldest first (the history shown beside a question). */
export async function versionsOf(identifier: string) {
  const db = await getDb();
  return db
    .select({
      id: questions.id,
      version: questions.version,
      status: questions.status,
      author: users.username,
      updatedAt: questions.updatedAt,
      publishedAt: questions.publishedAt,
    })
    .from(questions)
    .leftJoin(users, eq(users.id, questions.authorId))
    .where(eq(questions.identifier, identifier))
    .orderBy(asc(questions.version));
}

export async function logEvent(tx: Tx, questionId: number, actorId: number, action: QuestionAction, comment = "") {
  await tx.insert(questionEvents).values({ questionId, actorId, action, comment });
}

async function writeChoices(tx: Tx, questionId: number, list: PreparedQuestion["choices"]) {
  await tx.delete(choices).where(eq(choices.questionId, questionId));
  if (list.length) await tx.insert(choices).values(list.map((c, position) => ({ questionId, position, text: c.text, isCorrect: c.isCorrect })));
}

/** Writes the next version of an identifier (version 1 when it is new to the bank): a draft of `user`. */
export async function insertVersion(tx: Tx, user: Author, prepared: PreparedQuestion, action: QuestionAction, comment = ""): Promise<number> {
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${questions.version}), 0) + 1` })
    .from(questions)
    .where(eq(questions.identifier, prepared.values.identifier))) as [{ next: number }];
  const [row] = await tx
    .insert(questions)
    .values({ ...prepared.values, version: Number(next), status: "draft", authorId: user.id })
    .returning({ id: questions.id });
  await writeChoices(tx, row!.id, prepared.choices);
  await logEvent(tx, row!.id, user.id, action, comment);
  return row!.id;
}

/** Rewrites a draft, or a version in review (which goes back to draft), in place. */
export async function rewriteDraft(tx: Tx, user: Author, id: number, prepared: PreparedQuestion, action: QuestionAction = "edited") {
  const [updated] = await tx
    .update(questions)
    .set({ ...prepared.values, status: "draft", updatedAt: new Date() })
    .where(and(eq(questions.id, id), inArray(questions.status, ["draft", "in_review"])))
    .returning({ id: questions.id });
  if (!updated) throw new HttpError(409, "authoring:errors.wrongStatus");
  await writeChoices(tx, id, prepared.choices);
  await logEvent(tx, id, user.id, action);
}

const identifierTaken = () => new ValidationError({ identifier: ["authoring:errors.identifierTaken"] });

/** A new question: version 1, a draft of its author. The identifier must be new to the bank. */
export async function createQuestion(user: Author, input: QuestionInput, action: QuestionAction = "created"): Promise<QuestionRecord> {
  const prepared = prepareQuestion(input);
  const db = await getDb();
  const [taken] = await db.select({ id: questions.id }).from(questions).where(eq(questions.identifier, prepared.values.identifier)).limit(1);
  if (taken) throw identifierTaken();
  try {
    const id = await db.transaction((tx) => insertVersion(tx, user, prepared, action));
    return loadQuestion(id);
  } catch (error) {
    if (pgCode(error) === "23505") throw identifierTaken();
    throw error;
  }
}

export const mayManage = (user: Author, row: Pick<QuestionRow, "authorId">) => user.user_type === "admin" || row.authorId === user.id;

/** The draft or in-review version of an identifier, if one is being written. */
export async function workingVersion(identifier: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ id: questions.id, version: questions.version })
    .from(questions)
    .where(and(eq(questions.identifier, identifier), inArray(questions.status, ["draft", "in_review"])))
    .limit(1);
  return row ?? null;
}

/**
 * Saves an edit. A draft (or a version in review, which goes back to draft) is changed in place by
 * its author or an admin. A published or retired version is never changed: the edit becomes the
 * next version, a draft of whoever wrote it, and the old one stays as it was for the sessions and
 * exams that used it. A superseded version, or one with a newer version being written, is refused.
 */
export async function updateQuestion(user: Author, id: number, input: QuestionInput): Promise<QuestionRecord & { created: boolean }> {
  const current = await loadQuestion(id);
  const row = current.row;
  const prepared = prepareQuestion(input);
  const db = await getDb();
  if (row.status === "draft" || row.status === "in_review") {
    if (!mayManage(user, row)) throw notYours();
    if (prepared.values.identifier !== row.identifier) {
      if (row.version !== 1 || row.publishedAt) throw new ValidationError({ identifier: ["authoring:errors.identifierFixed"] });
      const [taken] = await db.select({ id: questions.id }).from(questions).where(eq(questions.identifier, prepared.values.identifier)).limit(1);
      if (taken) throw identifierTaken();
    }
    try {
      await db.transaction((tx) => rewriteDraft(tx, user, id, prepared));
    } catch (error) {
      if (pgCode(error) === "23505") throw identifierTaken();
      throw error;
    }
    return { ...(await loadQuestion(id)), created: false };
  }
  if (row.status === "superseded") throw new HttpError(409, "authoring:errors.notLatest");
  if (prepared.values.identifier !== row.identifier) throw new ValidationError({ identifier: ["authoring:errors.identifierFixed"] });
  const working = await workingVersion(row.identifier);
  if (working) throw new HttpError(409, "authoring:errors.newerVersionExists", { version_id: working.id });
  try {
    const newId = await db.transaction((tx) => insertVersion(tx, user, prepared, "edited", `v${row.version}`));
    return { ...(await loadQuestion(newId)), created: true };
  } catch (error) {
    if (pgCode(error) === "23505") throw new HttpError(409, "authoring:errors.newerVersionExists");
    throw error;
  }
}

/**
 * DELETE: a version never published (draft or in review) is removed; the published version is
 * retired instead (it stays for the sessions and exams that used it); a retired one stays retired.
 */
export async function deleteQuestion(user: Author, id: number): Promise<"deleted" | "retired"> {
  const { row } = await loadQuestion(id);
  if (!mayManage(user, row)) throw notYours();
  const db = await getDb();
  if (row.status === "draft" || row.status === "in_review") {
    const removed = await db
      .delete(questions)
      .where(and(eq(questions.id, id), inArray(questions.status, ["draft", "in_review"])))
      .returning({ id: questions.id });
    if (!removed.length) throw new HttpError(409, "authoring:errors.wrongStatus");
    return "deleted";
  }
  if (row.status === "retired") return "retired";
  if (row.status === "superseded") throw new HttpError(409, "authoring:errors.notLatest");
  await db.transaction(async (tx) => {
    const [retired] = await tx
      .update(questions)
      .set({ status: "retired", updatedAt: new Date() })
      .where(and(eq(questions.id, id), eq(questions.status, "published")))
      .returning({ id: questions.id });
    if (!retired) throw new HttpError(409, "authoring:errors.wrongStatus");
    await logEvent(tx, id, user.id, "retired");
  });
  return "retired";
}
