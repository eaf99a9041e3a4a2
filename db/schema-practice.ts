import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./schema-core";
import { choices, examSessions, questions, type Highlight } from "./schema-exams";
import type { MistakeCause } from "./mistake-causes";

/**
 * Practice between tests (docs/decisions/0024-practice-and-notebook.md): skill practice sets drawn from
 * the skill bank and published teacher questions, answered one question at a time with the answer
 * checked at once, and the mistakes notebook with its spaced-repetition state.
 *
 * A set's working state (choice, entry, marks, crossed-out choices, highlights) is saved like the exam
 * runtime's responses: each save carries the device's revision and only a higher revision replaces the
 * stored one. Checking an answer ("answeredAt") is final: it is graded once, counted against the free
 * daily limit and fed to the notebook.
 */

/** "mixed": a notebook set, each question at its own level. */
export type PracticeDifficulty = "easy" | "medium" | "hard" | "adaptive" | "mixed";
/** Where a set came from: the student's own choice, "practise these again" in the notebook, the study plan, or a mentor. */
export type PracticeOrigin = "skills" | "notebook" | "plan" | "mentor";

export const practiceSets = pgTable(
  "practice_sets",
  {
    id: serial("id").primaryKey(),
    /** The student who takes the set. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who created it for the student (a mentor), or null when the student did (or the plan on their behalf). */
    assignedBy: integer("assigned_by").references(() => users.id, { onDelete: "set null" }),
    origin: text("origin").$type<PracticeOrigin>().notNull().default("skills"),
    /** Free reference of the creator, e.g. the plan's item ("plan:<planId>:<week>"); never read by practice itself. */
    originRef: text("origin_ref"),
    /** A short note shown on the set (a mentor's instruction); empty for most sets. */
    note: text("note").notNull().default(""),
    /** null = both tests ("mixed"). */
    test: text("test").$type<"verbal" | "math">(),
    /** Skills drawn from (content/schema.ts names); empty = every skill of `test` (or of both). */
    skills: text("skills")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    difficulty: text("difficulty").$type<PracticeDifficulty>().notNull(),
    /** Questions in the set: 5, 10 or 20 (a notebook set may be shorter when fewer entries exist). */
    length: integer("length").notNull(),
    /** Optional timer: the whole set's limit in seconds, stamped once as `endsAt` when the set is first opened. */
    timeLimitSeconds: integer("time_limit_seconds"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    status: text("status").$type<"active" | "finished">().notNull().default("active"),
    /** The question the student is on (0-based position), saved with autosave so another device resumes there. */
    activePosition: integer("active_position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Filled when the set finishes. */
    correctCount: integer("correct_count"),
    answeredCount: integer("answered_count"),
  },
  (t) => [index("practice_sets_user").on(t.userId, t.createdAt), index("practice_sets_user_status").on(t.userId, t.status)],
);

/**
 * The questions of a set, in order. Fixed-difficulty and notebook sets get every item when created;
 * an adaptive set gets its next item when the previous one is answered, at the difficulty the
 * adaptive rule chose (`difficulty`).
 */
export const practiceItems = pgTable(
  "practice_items",
  {
    setId: integer("set_id")
      .notNull()
      .references(() => practiceSets.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The question version shown (a later edit makes a new version; the set keeps this one). */
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    difficulty: text("difficulty").$type<"easy" | "medium" | "hard">().notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A notebook set's fresh instance of a Math generator stands for the question the mistake was made on:
     * that question's identifier, so the answer counts for its notebook entry. Null: the question itself.
     */
    reviewsIdentifier: text("reviews_identifier"),
  },
  (t) => [primaryKey({ columns: [t.setId, t.position] }), uniqueIndex("practice_items_set_question").on(t.setId, t.questionId)],
);

/**
 * The student's answer to one item: autosaved working state (revision-numbered, as the exam's
 * `responses`) until it is checked; `answeredAt` and `isCorrect` are written once, when checked.
 */
export const practiceResponses = pgTable(
  "practice_responses",
  {
    setId: integer("set_id")
      .notNull()
      .references(() => practiceSets.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Denormalised from the set, for the daily count and the skill map. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    selectedChoiceId: integer("selected_choice_id").references(() => choices.id, { onDelete: "set null" }),
    answerText: text("answer_text"),
    markedForReview: boolean("marked_for_review").notNull().default(false),
    eliminated: integer("eliminated")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    highlights: jsonb("highlights").$type<Highlight[]>().notNull().default([]),
    revision: integer("revision").notNull().default(0),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the answer was checked (final); null while the student is still working on it. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    isCorrect: boolean("is_correct"),
    /** On-screen time while visible, in milliseconds (as the exam's `responses.time_ms`); never read by grading. */
    timeMs: integer("time_ms").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.position] }),
    index("practice_responses_user_answered").on(t.userId, t.answeredAt),
    index("practice_responses_question").on(t.questionId),
  ],
);

/**
 * One question in a student's mistakes notebook, by question identifier (every version of a question
 * is one entry). Spaced-repetition state (app/features/practice/schedule.ts): `rightDays` counts right
 * answers on different UTC days since the last mistake; at 2 the entry is cleared. `dueAt` is when it
 * should be seen again. A new mistake reopens a cleared entry.
 */
/** Why a question went wrong (mistake-causes.ts). */
export { MISTAKE_CAUSES, type MistakeCause } from "./mistake-causes";

export const notebookEntries = pgTable(
  "notebook_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    identifier: text("identifier").notNull(),
    /** The version last seen by the student (what the notebook shows). */
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** Why it is in the notebook: the last mistake ("wrong", unanswered included) or a mark for review ("marked"). */
    reason: text("reason").$type<"wrong" | "marked">().notNull(),
    /** Where it was added from, every source so far ("test", "practice"). */
    sources: text("sources")
      .array()
      .$type<("test" | "practice")[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The exam session or practice set of the latest mistake or mark. */
    examSessionId: integer("exam_session_id").references(() => examSessions.id, { onDelete: "set null" }),
    practiceSetId: integer("practice_set_id").references(() => practiceSets.id, { onDelete: "set null" }),
    status: text("status").$type<"active" | "cleared">().notNull().default("active"),
    rightDays: integer("right_days").notNull().default(0),
    /** UTC day ("YYYY-MM-DD") of the last right answer counted in `rightDays`. */
    lastRightDay: text("last_right_day"),
    /** The last mistake or mark: a right answer counts only on a later UTC day. */
    lastMistakeAt: timestamp("last_mistake_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** Every mistake or mark (added and reopened); every answer since. */
    mistakes: integer("mistakes").notNull().default(1),
    reviews: integer("reviews").notNull().default(0),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
    /**
     * Why the last mistake happened, as suggested from the data when it was recorded (app/features/practice/cause.ts)
     * and as the student set it (null: the suggestion stands). A new mistake clears the student's choice.
     */
    suggestedCause: text("suggested_cause").$type<MistakeCause>().notNull().default("content"),
    cause: text("cause").$type<MistakeCause>(),
  },
  (t) => [uniqueIndex("notebook_entries_user_identifier").on(t.userId, t.identifier), index("notebook_entries_user_status").on(t.userId, t.status, t.dueAt)],
);

/**
 * Every answer the notebook has taken into account, once: `sourceKey` is "exam:<session>:<question>"
 * or "practice:<set>:<position>", so reading a test's results again never counts it twice, and a
 * cleared entry is reopened only by a new mistake. The notebook state is the fold of these events.
 */
export const notebookEvents = pgTable(
  "notebook_events",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    identifier: text("identifier").notNull(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    sourceKey: text("source_key").notNull(),
    source: text("source").$type<"test" | "practice">().notNull(),
    /** "wrong" (unanswered included), "marked" (marked for review, answered right), "right". */
    kind: text("kind").$type<"wrong" | "marked" | "right">().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("notebook_events_source").on(t.userId, t.sourceKey), index("notebook_events_user_identifier").on(t.userId, t.identifier, t.at)],
);
