import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema-core";

/**
 * A student's study plan settings (docs/decisions/0025-study-plan.md): the target score and the test
 * day they chose. Only the settings are stored; the plan itself (skills by expected gain, the weeks
 * until the test day, this week's progress) is computed from the student's answers on every read, so
 * it never goes stale. `updatedAt` is when the settings were last saved: week 1 is planned from the
 * data as of then (or its Monday, whichever is later).
 */
export const studyPlans = pgTable("study_plans", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** 400-1600, a multiple of 10. */
  targetScore: integer("target_score").notNull(),
  /** A test day of content/sat-dates.ts, "YYYY-MM-DD". */
  testDate: text("test_date").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
