import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema-core";

/**
 * A user's e-mail settings (docs/decisions/0053-weekly-digest.md). No row: the defaults (no digest of
 * one's own, students' digests received when a student allows it, e-mails in the app's first language).
 * `weeklyDigest`: a student's weekly digest to themself (opt-in); `digestToMentors`: the student allows
 * their linked mentors a copy; `studentDigests`: a mentor receives the copies their students allow.
 * `language`: the language of every e-mail the app sends this user on its own (az, en, ru).
 */
export const emailSettings = pgTable("email_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  weeklyDigest: boolean("weekly_digest").notNull().default(false),
  digestToMentors: boolean("digest_to_mentors").notNull().default(false),
  studentDigests: boolean("student_digests").notNull().default(true),
  language: text("language").notNull().default("az"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One weekly digest message: the student's digest of an ISO week ("2026-W47") to one recipient (the
 * student, or one of their mentors). The primary key makes the message exist once; a sender claims a
 * `pending` row (-> `sending`) in one statement before it talks to the mail server and marks it `sent`
 * after; a failure puts it back to `pending` for the retry. A `sending` row left by a process that died
 * mid-send is never sent again (decision 0053: the one residual window).
 */
export const digestDeliveries = pgTable(
  "digest_deliveries",
  {
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    week: text("week").notNull(),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<"pending" | "sending" | "sent" | "skipped">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.week, t.recipientId] }), index("digest_deliveries_week_status").on(t.week, t.status)],
);
