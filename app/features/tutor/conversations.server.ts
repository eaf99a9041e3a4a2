import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { tutorConversations, tutorMessages, type TutorSubject } from "#db/schema-tutor";
import { HttpError } from "~/lib/http.server";
import type { QuestionContext } from "./question-context.server";
import type { ConversationSummary, StoredMessage } from "./types";

export type { ConversationSummary, StoredMessage };

export type ConversationRow = typeof tutorConversations.$inferSelect;

const TITLE_LENGTH = 80;

/** The caller's own conversation, else 404 (another user's ids reveal nothing). */
export async function ownConversation(userId: number, id: number): Promise<ConversationRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(tutorConversations)
    .where(and(eq(tutorConversations.id, id), eq(tutorConversations.userId, userId)))
    .limit(1);
  if (!row) throw new HttpError(404, "tutor:errors.conversationNotFound");
  return row;
}

/** The caller's conversation about a question (of a session, or of the bank when `sessionId` is null), if any. */
export async function findQuestionConversation(userId: number, sessionId: number | null, questionId: number): Promise<ConversationRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(tutorConversations)
    .where(
      and(
        eq(tutorConversations.userId, userId),
        eq(tutorConversations.kind, "question"),
        sessionId === null ? isNull(tutorConversations.sessionId) : eq(tutorConversations.sessionId, sessionId),
        eq(tutorConversations.questionId, questionId),
      ),
    )
    .orderBy(asc(tutorConversations.id))
    .limit(1);
  return row ?? null;
}

/** The conversation about a question, created on first use (two racing first messages share one). */
export async function ensureQuestionConversation(userId: number, ctx: QuestionContext): Promise<ConversationRow> {
  const found = await findQuestionConversation(userId, ctx.sessionId, ctx.questionId);
  if (found) return found;
  const db = await getDb();
  const subject: TutorSubject = { exam: ctx.examName, test: ctx.test, module: ctx.module, number: ctx.number };
  await db.insert(tutorConversations).values({ userId, kind: "question", sessionId: ctx.sessionId, questionId: ctx.questionId, subject }).onConflictDoNothing();
  return (await findQuestionConversation(userId, ctx.sessionId, ctx.questionId))!;
}

/** A new free-topic conversation, titled by the first words of its first message. */
export async function createStudyConversation(userId: number, firstMessage: string): Promise<ConversationRow> {
  const db = await getDb();
  const flat = firstMessage.replace(/\s+/g, " ").trim();
  const title = flat.length > TITLE_LENGTH ? `${flat.slice(0, TITLE_LENGTH - 1)}…` : flat;
  const [row] = await db.insert(tutorConversations).values({ userId, kind: "study", title }).returning();
  return row!;
}

/** The caller's conversations, most recently used first. */
export async function listConversations(userId: number, limit = 100): Promise<ConversationSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: tutorConversations.id,
      kind: tutorConversations.kind,
      title: tutorConversations.title,
      subject: tutorConversations.subject,
      session: tutorConversations.sessionId,
      question: tutorConversations.questionId,
      updatedAt: tutorConversations.updatedAt,
    })
    .from(tutorConversations)
    .where(eq(tutorConversations.userId, userId))
    .orderBy(desc(tutorConversations.updatedAt), desc(tutorConversations.id))
    .limit(limit);
  return rows.map(({ updatedAt, ...r }) => ({ ...r, updated_at: updatedAt.toISOString() }));
}

/** The messages of a conversation, oldest first. */
export async function conversationMessages(conversationId: number): Promise<StoredMessage[]> {
  const db = await getDb();
  const rows = await db.select().from(tutorMessages).where(eq(tutorMessages.conversationId, conversationId)).orderBy(asc(tutorMessages.id));
  return rows.map(toStored);
}

/** Stores a message and marks the conversation as just used. */
export async function addMessage(
  conversationId: number,
  message: Pick<StoredMessage, "role" | "content"> & Partial<Pick<StoredMessage, "mode" | "status" | "step">>,
): Promise<StoredMessage> {
  const db = await getDb();
  const [row] = await db
    .insert(tutorMessages)
    .values({
      conversationId,
      role: message.role,
      content: message.content,
      mode: message.mode ?? "model",
      status: message.status ?? "complete",
      step: message.step ?? null,
    })
    .returning();
  await db
    .update(tutorConversations)
    .set({ updatedAt: sql`now()` })
    .where(eq(tutorConversations.id, conversationId));
  return toStored(row!);
}

/** Deletes one of the caller's conversations with its messages (404 when it is not theirs). */
export async function deleteConversation(userId: number, id: number) {
  const db = await getDb();
  const gone = await db
    .delete(tutorConversations)
    .where(and(eq(tutorConversations.id, id), eq(tutorConversations.userId, userId)))
    .returning({ id: tutorConversations.id });
  if (!gone.length) throw new HttpError(404, "tutor:errors.conversationNotFound");
}

function toStored(row: typeof tutorMessages.$inferSelect): StoredMessage {
  return { id: row.id, role: row.role, content: row.content, mode: row.mode, status: row.status, step: row.step, created_at: row.createdAt.toISOString() };
}
