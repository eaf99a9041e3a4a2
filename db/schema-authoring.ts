import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema-core";
import { exams, questions } from "./schema-exams";

/**
 * Teacher authoring (docs/decisions/0022-authoring.md). Questions themselves live in `questions`
 * (one row per version, see its `version` and `status`); here is what authoring adds around them:
 * the history of each version (written, sent for review, approved, sent back, retired), the exams
 * teachers assemble from the bank, and which students an exam is assigned to.
 */

export type QuestionAction = "created" | "edited" | "submitted" | "approved" | "changes_requested" | "retired" | "imported";

/** What happened to one version of a question, by whom, with the reviewer's comment. */
export const questionEvents = pgTable(
  "question_events",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").$type<QuestionAction>().notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("question_events_question").on(t.questionId, t.createdAt)],
);

/** One module of an exam a teacher assembles: its place, timing and the question versions in order. */
export type PlanModule = {
  test: "verbal" | "math";
  module: 1 | 2;
  variant: "standard" | "easier" | "harder";
  name: string;
  minutes: number;
  breakAfterMinutes: number;
  questionIds: number[];
};
/** The whole plan: modules in order and, for an adaptive exam, module 1's threshold per test. */
export type ExamPlan = { modules: PlanModule[]; thresholds: { verbal?: number; math?: number } | null };

/**
 * An exam assembled from the bank. While a draft, its plan is edited here; publishing writes it once
 * into `exams`, `sections` and `section_questions` (the rows the exam runtime reads) and freezes it,
 * so sessions always see the questions they were given.
 */
export const bankExams = pgTable(
  "bank_exams",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** "practice": timed modules without routing; "adaptive": module 2 easier or harder after module 1. */
    kind: text("kind").$type<"practice" | "adaptive">().notNull(),
    status: text("status").$type<"draft" | "published" | "archived">().notNull().default("draft"),
    /** "everyone": on every student's exam list; "assigned": only on the list of the students it is assigned to. */
    audience: text("audience").$type<"everyone" | "assigned">().notNull().default("assigned"),
    plan: jsonb("plan").$type<ExamPlan>().notNull(),
    /** The exam written at publication. */
    examId: integer("exam_id").references(() => exams.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("bank_exams_owner").on(t.ownerId, t.updatedAt)],
);

/** An exam on one student's list, put there by their teacher (mentor). */
export const examAssignments = pgTable(
  "exam_assignments",
  {
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedBy: integer("assigned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId] }), index("exam_assignments_student").on(t.studentId)],
);
