import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema-core";
import { examSessions, exams } from "./schema-exams";

/**
 * Tests downloaded for offline use (issue 33, decision 0056): one row per download to one device. The
 * package was encrypted with a key made for this download and handed to the device once; the server keeps
 * no copy of the key. A revoked or expired download takes no new attempt, and the device deletes it when
 * it next hears of it.
 */
export const offlineDownloads = pgTable(
  "offline_downloads",
  {
    /** A random UUID, as the device names it. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    /** The device (a random UUID it keeps in IndexedDB) the package was made for. */
    deviceId: text("device_id").notNull(),
    /** The accommodations the module and break lengths were issued with. */
    accommodation: jsonb("accommodation").$type<{ timePercent: number; breakPercent: number; extraBreakMinutes: number } | null>(),
    /** Server clock minus the device clock at download (ms): device times in a sync are read with it. */
    clockSkewMs: integer("clock_skew_ms").notNull().default(0),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("offline_downloads_user").on(t.userId, t.issuedAt)],
);

/**
 * An attempt taken on a device from a download: its UUID (made on the device) names the exam session the
 * sync writes, and only its device may sync it.
 */
export const offlineAttempts = pgTable("offline_attempts", {
  id: text("id").primaryKey(),
  downloadId: text("download_id")
    .notNull()
    .references(() => offlineDownloads.id, { onDelete: "cascade" }),
  sessionId: integer("session_id")
    .notNull()
    .unique()
    .references(() => examSessions.id, { onDelete: "cascade" }),
  deviceId: text("device_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastSyncAt: timestamp("last_sync_at", { withTimezone: true }).notNull().defaultNow(),
});
