import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, smallint } from "drizzle-orm/pg-core";
import { users } from "./schema-core";

// ---------------------------------------------------------------- practice exams

export const questionType = pgEnum("question_type", ["SC", "OE"]);
export const testKind = pgEnum("test_kind", ["verbal", "math"]);
export const difficulty = pgEnum("difficulty", ["easy", "medium", "hard"]);
export const sectionVariant = pgEnum("section_variant", ["standard", "easier", "harder"]);

/** Score conversion: for each test and module-2 path, raw correct -> scaled estimate and its range. */
/** A text by interface language, { az?, en?, ru? }: the shape of content/localized.ts's LocalizedText (db/ does not import content/). */
export type I18nText = Partial<Record<"az" | "en" | "ru", string>>;
/** A question's explanation in the languages it is translated into, { az?, ru? }: HTML as `questions.explanation`, the English original. */
export type ExplanationI18n = Partial<Record<"az" | "ru", string>>;

export type ScoreTable = Record<
  "verbal" | "math",
  Partial<Record<"standard" | "easier" | "harder", { raw: number; score: number; low: number; high: number }[]>>
>;

/** A section's pattern score as stored on its session (the shape of grading/irt-eap.ts SectionScore). */
export type StoredSectionScore = { score: number; low: number; high: number; level: number; theta: number; sd: number; se: number };

export const exams = pgTable("exams", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** Name and description in the interface languages ({ az?, en?, ru? }, content/localized.ts); `name` and `description` are the English texts. */
  nameI18n: jsonb("name_i18n").$type<I18nText>().notNull().default({}),
  descriptionI18n: jsonb("description_i18n").$type<I18nText>().notNull().default({}),
  published: boolean("published").notNull().default(true),
  /** Module 1 correct answers needed for the harder module 2, per test; null = not adaptive. */
  adaptiveThresholds: jsonb("adaptive_thresholds").$type<{ verbal?: number; math?: number } | null>(),
  scoreTable: jsonb("score_table").$type<ScoreTable | null>(),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One timed module of an exam. Module 2 of an adaptive exam has an easier and a harder variant. */
export const sections = pgTable(
  "sections",
  {
    id: serial("id").primaryKey(),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    test: testKind("test").notNull(),
    module: integer("module").notNull(),
    variant: sectionVariant("variant").notNull().default("standard"),
    /** Order of the stage in the exam (variants of one module share it). */
    stage: integer("stage").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    breakAfterSeconds: integer("break_after_seconds").notNull().default(0),
    directions: text("directions").notNull().default(""),
  },
  (t) => [index("sections_exam").on(t.examId, t.stage)],
);

/**
 * One row per version of a question. Content questions are version 1 (the seed owns them); a teacher's
 * edit of a published question writes the next version, so sessions keep the row they were given.
 * status: draft -> in_review -> published (-> superseded by a newer version, or retired).
 * At most one published and one draft-or-in-review version per identifier.
 */
export const questions = pgTable(
  "questions",
  {
    id: serial("id").primaryKey(),
    identifier: text("identifier").notNull(),
    version: integer("version").notNull().default(1),
    type: questionType("type").notNull(),
    title: text("title").notNull().default(""),
    text: text("text").notNull(),
    test: testKind("test").notNull(),
    domain: text("domain").notNull(),
    skill: text("skill").notNull(),
    difficulty: difficulty("difficulty").notNull(),
    /** The item's difficulty on the official 1-7 band (content/README.md's rubric); the prior of its IRT parameters. */
    rating: smallint("rating"),
    passageTitle: text("passage_title"),
    passageHtml: text("passage_html"),
    /** OE: accepted answers separated by |||. */
    acceptedAnswers: text("accepted_answers"),
    explanation: text("explanation").notNull().default(""),
    /** The explanation in az and ru (issue 32, decision 0062); a language missing here shows the English one. */
    explanationI18n: jsonb("explanation_i18n").$type<ExplanationI18n>().notNull().default({}),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ordering: integer("ordering").notNull().default(0),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<"draft" | "in_review" | "published" | "superseded" | "retired">().notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("questions_identifier_version").on(t.identifier, t.version),
    uniqueIndex("questions_one_published")
      .on(t.identifier)
      .where(sql`status = 'published'`),
    uniqueIndex("questions_one_working")
      .on(t.identifier)
      .where(sql`status in ('draft', 'in_review')`),
    index("questions_bank").on(t.status, t.test, t.domain, t.skill),
  ],
);

export const choices = pgTable(
  "choices",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    isCorrect: boolean("is_correct").notNull().default(false),
  },
  (t) => [uniqueIndex("choices_question_position").on(t.questionId, t.position)],
);

export const sectionQuestions = pgTable(
  "section_questions",
  {
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.questionId] })],
);

export const examSessions = pgTable(
  "exam_sessions",
  {
    id: serial("id").primaryKey(),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<"active" | "finished">().notNull().default("active"),
    /** While a break runs: when it ends. */
    breakEndsAt: timestamp("break_ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Filled when the exam finishes: percent correct, counts and scaled estimates. */
    score: integer("score"),
    totalQuestions: integer("total_questions"),
    correctCount: integer("correct_count"),
    scaledTotal: integer("scaled_total"),
    /**
     * The section scores when the exam finished (pattern scoring, decision 0034): EAP on 200-800, the band and its
     * level, θ and its posterior SD. Kept so a later calibration does not change a score already shown.
     */
    sectionScores: jsonb("section_scores").$type<Partial<Record<"verbal" | "math", StoredSectionScore>> | null>(),
    /** The accommodations in effect when the session started (null: standard time and breaks). */
    accommodation: jsonb("accommodation").$type<{ timePercent: number; breakPercent: number; extraBreakMinutes: number } | null>(),
    /** Taken on a device from a download (issue 33): only that device's sync writes it, the result says so. */
    takenOffline: boolean("taken_offline").notNull().default(false),
  },
  (t) => [index("exam_sessions_user").on(t.userId, t.createdAt)],
);

/** One module taken within a session: its deadline is stamped once, when first taken. */
export const sectionAttempts = pgTable(
  "section_attempts",
  {
    id: serial("id").primaryKey(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => examSessions.id, { onDelete: "cascade" }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    stage: integer("stage").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** "submitted" by the student, "expired" when the server closed it after the deadline. */
    closedBy: text("closed_by"),
    activeQuestion: integer("active_question").notNull().default(0),
    correctCount: integer("correct_count"),
    questionCount: integer("question_count"),
  },
  (t) => [uniqueIndex("section_attempts_session_stage").on(t.sessionId, t.stage)],
);

export type Highlight = { start: number; end: number; color: "yellow" | "blue" | "pink" | "underline"; note?: string };

export const responses = pgTable(
  "responses",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => sectionAttempts.id, { onDelete: "cascade" }),
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
    isCorrect: boolean("is_correct"),
    /** The device's revision of this answer: an older revision never overwrites a newer one. */
    revision: integer("revision").notNull().default(0),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * How long the question was on screen while the page was visible, in milliseconds, over every device
     * and reload: only ever grows, capped by the module's elapsed time. Never read by grading.
     */
    timeMs: integer("time_ms").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
