import { date, index, integer, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema-core";

/**
 * Official SAT results a student typed in (issue 28 "Real scores", issue 31 "Open results"; decision 0051): the
 * test day and the two section scores as the College Board reported them. The total is their sum, never stored.
 * They tell each practice test of ours how it predicts the real SAT (`app/features/real-scores`).
 */
export const officialScores = pgTable(
  "official_scores",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The official test day, "YYYY-MM-DD". */
    takenOn: date("taken_on", { mode: "string" }).notNull(),
    /** Reading and Writing, 200-800 in steps of 10. */
    verbal: integer("verbal").notNull(),
    /** Math, 200-800 in steps of 10. */
    math: integer("math").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("official_scores_user").on(t.userId, t.takenOn)],
);
