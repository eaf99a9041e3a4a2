import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./schema-core";
import { exams } from "./schema-exams";

/**
 * Testing accommodations (docs/decisions/0027-accommodations.md): extended time and extra or longer
 * breaks, set on a student by an administrator or the student's mentor, for one exam or (examId null)
 * for every exam. An exam-specific row wins over the every-exam row. The server applies them to the
 * deadlines when a session starts (the session keeps a copy, see exam_sessions.accommodation).
 */
export const accommodations = pgTable(
  "accommodations",
  {
    id: serial("id").primaryKey(),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** null: every exam. */
    examId: integer("exam_id").references(() => exams.id, { onDelete: "cascade" }),
    /** Time on each module, in percent of the standard time: 100, 150 or 200. */
    timePercent: integer("time_percent").notNull().default(100),
    /** Length of the scheduled break, in percent: 100 or 200. */
    breakPercent: integer("break_percent").notNull().default(100),
    /** An extra break of this many minutes after every module that has none (0 = none). */
    extraBreakMinutes: integer("extra_break_minutes").notNull().default(0),
    setById: integer("set_by_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("accommodations_student_exam").on(t.studentId, sql`coalesce(${t.examId}, 0)`), index("accommodations_student").on(t.studentId)],
);
