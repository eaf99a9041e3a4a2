import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./schema-core";
import { examSessions, questions } from "./schema-exams";

export type TutorSubject = { exam: string; test: "verbal" | "math"; module: number | null; number: number | null };

/**
 * Lingo, the AI tutor (docs/decisions/0018-tutor.md). A conversation belongs to one user and is either
 * about one question of one finished exam session ("question": session and question set, at most one per
 * user, session and question) or a free topic of /study ("study": both null).
 */
export const tutorConversations = pgTable(
  "tutor_conversations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"question" | "study">().notNull(),
    sessionId: integer("session_id").references(() => examSessions.id, { onDelete: "cascade" }),
    questionId: integer("question_id").references(() => questions.id, { onDelete: "cascade" }),
    /** Shown in the conversation list: the first words of a study conversation; empty for a question's. */
    title: text("title").notNull().default(""),
    /** A question's conversation: where the question was, for the list ("Practice Test 1 · Math, module 1 · Question 5"). */
    subject: jsonb("subject").$type<TutorSubject | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tutor_conversations_user").on(t.userId, t.updatedAt),
    uniqueIndex("tutor_conversations_question")
      .on(t.userId, t.sessionId, t.questionId)
      .where(sql`${t.kind} = 'question'`),
  ],
);

/**
 * One message. `mode`: "model" (the configured model answered), "offline" (no model configured: built from
 * the question's explanation and the skill notes, and labelled so). `status` of an assistant message:
 * "complete", or "stopped" (the student stopped it; what arrived is kept). `step`: the offline hint step given.
 */
export const tutorMessages = pgTable(
  "tutor_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => tutorConversations.id, { onDelete: "cascade" }),
    role: text("role").$type<"user" | "assistant">().notNull(),
    content: text("content").notNull(),
    mode: text("mode").$type<"model" | "offline">().notNull().default("model"),
    status: text("status").$type<"complete" | "stopped">().notNull().default("complete"),
    step: integer("step"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tutor_messages_conversation").on(t.conversationId, t.id)],
);

/**
 * Messages and tokens per user and UTC day: the daily quota is checked against it in one statement, and the
 * back office reads usage from it. Kept apart from the messages so deleting a conversation frees no quota.
 */
export const tutorUsage = pgTable(
  "tutor_usage",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    messages: integer("messages").notNull().default(0),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index("tutor_usage_day").on(t.day)],
);
