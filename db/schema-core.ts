import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const userType = pgEnum("user_type", ["student", "pre_student", "pre_teacher", "admin"]);
export type UserType = (typeof userType.enumValues)[number];

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** Path under /uploads of the re-encoded avatar, or null. */
    profilePicture: text("profile_picture"),
    userType: userType("user_type").notNull().default("student"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_username_lower").on(sql`lower(${t.username})`), uniqueIndex("users_email_lower").on(sql`lower(${t.email})`)],
);

/** One signed-in device: a family of rotating refresh tokens. Revoking it signs the device out. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
  },
  (t) => [index("auth_sessions_user").on(t.userId)],
);

/** Refresh tokens, stored hashed. A token is used once; a second use revokes its whole session. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("refresh_tokens_session").on(t.sessionId)],
);

/** Fixed-window counters for rate limits, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/** A mentor (pre_teacher) follows a student's exams. */
export const mentorships = pgTable(
  "mentorships",
  {
    mentorId: integer("mentor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    active: boolean("active").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.mentorId, t.studentId] }), index("mentorships_student").on(t.studentId)],
);

/** Small key-value facts about the database itself (e.g. the hash of the content last loaded). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// ---------------------------------------------------------------- mentors' invite codes

/** A one-time code a mentor gives a student: the student enters it to link themselves (7 days). */
export const mentorInvites = pgTable(
  "mentor_invites",
  {
    code: text("code").primaryKey(),
    mentorId: integer("mentor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedBy: integer("used_by").references(() => users.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("mentor_invites_mentor").on(t.mentorId, t.createdAt)],
);

// ---------------------------------------------------------------- e-mail links (password reset, e-mail change)

/**
 * A one-time link sent by e-mail: a password reset, or the confirmation of a new address. Only the
 * token's SHA-256 is kept; the link works once, until `expiresAt`.
 */
export const emailTokenPurpose = pgEnum("email_token_purpose", ["password_reset", "email_change"]);

export const emailTokens = pgTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: emailTokenPurpose("purpose").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address to switch to (e-mail change only). */
    newEmail: text("new_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("email_tokens_user").on(t.userId, t.purpose)],
);

// ---------------------------------------------------------------- uploaded files (STORAGE=postgres)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded files kept in the database, so that every app instance serves the same ones. */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  data: bytea("data").notNull(),
  size: integer("size").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
