import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./schema-core";

/** One language's text of a lesson; a quiz entry may leave out the options (English sentences the question is about). */
export type LessonText = {
  title?: string;
  description?: string;
  /** The transcript in this language: one paragraph per slide (decision 0062). */
  transcript?: string;
  quiz?: { text: string; options?: [string, string, string, string]; explanation: string }[];
};
export type LessonTranslations = { az?: LessonText; ru?: LessonText };

/**
 * Video lessons with quizzes (spec part 2, "Video lessons"). Lessons are ordered within a unit
 * (verbal = Reading and Writing, math); the first of a unit is open, each next one opens when the
 * quiz of the one before it is passed. docs/decisions/0021-video-lessons.md.
 */
export const videoLessons = pgTable(
  "video_lessons",
  {
    id: serial("id").primaryKey(),
    /** The natural key of a lesson loaded from content/lessons (null for lessons made in the back office). */
    seedKey: text("seed_key").unique(),
    /** Hash of the content the seed last wrote; null once the back office edits the lesson (the seed then leaves it alone). */
    seedHash: text("seed_hash"),
    /** "verbal" (Reading and Writing) or "math". Text, not the test_kind enum: ./schema may not be loaded yet (import cycle). */
    unit: text("unit").$type<"verbal" | "math">().notNull(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The College Board skill it teaches ("Words in Context"). */
    skill: text("skill").notNull().default(""),
    /** "file": videoRef is a storage key (lessons/…); "vimeo" and "youtube": videoRef is the video's id there. */
    videoKind: text("video_kind").$type<"file" | "vimeo" | "youtube">().notNull().default("file"),
    videoRef: text("video_ref"),
    durationSeconds: integer("duration_seconds"),
    captionsVtt: text("captions_vtt"),
    /** WebVTT captions in az and ru over the English voice (decision 0062); `captions_vtt` is the English track. */
    captionsI18n: jsonb("captions_i18n")
      .$type<Partial<Record<"az" | "ru", string>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    transcript: text("transcript").notNull().default(""),
    /**
     * The lesson's text in az and ru (decision 0043): title, description, and per quiz question (by position)
     * its text, options and explanation. The columns above are the English original; a missing language
     * falls back as translated content does (content/localized.ts).
     */
    translations: jsonb("translations")
      .$type<LessonTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    published: boolean("published").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("video_lessons_order").on(t.unit, t.position)],
);

/** A quiz question: four options, one correct. The correct letter never leaves the server before the lesson is passed. */
export const lessonQuestions = pgTable(
  "lesson_questions",
  {
    id: serial("id").primaryKey(),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => videoLessons.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    questionText: text("question_text").notNull(),
    optionA: text("option_a").notNull(),
    optionB: text("option_b").notNull(),
    optionC: text("option_c").notNull(),
    optionD: text("option_d").notNull(),
    correctOption: text("correct_option").$type<"A" | "B" | "C" | "D">().notNull(),
    explanation: text("explanation").notNull().default(""),
  },
  (t) => [index("lesson_questions_lesson").on(t.lessonId, t.position)],
);

/** One student's progress in one lesson: where they are in the video, what they watched, their quiz. */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => videoLessons.id, { onDelete: "cascade" }),
    positionSeconds: real("position_seconds").notNull().default(0),
    /** Watched stretches of the video, [start, end] in seconds, merged and sorted. */
    watched: jsonb("watched")
      .$type<[number, number][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Share of the video watched, 0 to 1 (from `watched` and the video's length). */
    watchedShare: real("watched_share").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    /** Question ids answered wrong in the last attempt. */
    lastWrong: jsonb("last_wrong")
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    passedAt: timestamp("passed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index("lesson_progress_lesson").on(t.lessonId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A video being uploaded from the back office in pieces (each under the request size limit), kept in
 * the database so that any instance can take the next piece; assembled into storage when complete.
 */
export const lessonVideoUploads = pgTable("lesson_video_uploads", {
  id: text("id").primaryKey(),
  lessonId: integer("lesson_id")
    .notNull()
    .references(() => videoLessons.id, { onDelete: "cascade" }),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  extension: text("extension").$type<"mp4" | "webm">().notNull(),
  totalBytes: integer("total_bytes").notNull(),
  chunkCount: integer("chunk_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const lessonVideoChunks = pgTable(
  "lesson_video_chunks",
  {
    uploadId: text("upload_id")
      .notNull()
      .references(() => lessonVideoUploads.id, { onDelete: "cascade" }),
    index: integer("index").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [uniqueIndex("lesson_video_chunks_piece").on(t.uploadId, t.index)],
);
