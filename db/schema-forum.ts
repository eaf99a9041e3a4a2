import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./schema-core";

/**
 * The forum: posts (rich text, an optional re-encoded image, tags), comments, likes (one per user and
 * post, counted from the table), reports, users blocked from writing and the moderators' log.
 * A hidden post or comment is seen only by its author and administrators. Authors' accounts may go:
 * their posts and comments stay, shown as "Anonymous".
 */

export const forumPosts = pgTable(
  "forum_posts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** The body as sanitized HTML (app/lib/sanitize.server.ts): what the editor loads and the API answers as `text`. */
    body: text("body").notNull(),
    /** The same body with its math typeset by KaTeX: what pages show. */
    bodyHtml: text("body_html").notNull(),
    /** The body's words without markup, for search. */
    bodyText: text("body_text").notNull(),
    /** Normalised: trimmed, lower case, distinct, at most 5. */
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Storage key of the re-encoded image ("forum/…webp"), served at /uploads/<key>. */
    imageKey: text("image_key"),
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the author changes the post after publishing it. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("forum_posts_user").on(t.userId), index("forum_posts_tags").using("gin", t.tags)],
);

export const forumComments = pgTable(
  "forum_comments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Plain text (shown as text, never as HTML). */
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("forum_comments_post").on(t.postId, t.id), index("forum_comments_user").on(t.userId)],
);

/** One like per user and post: the primary key is the rule, and counts are read from this table. */
export const forumPostLikes = pgTable(
  "forum_post_likes",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("forum_post_likes_user").on(t.userId)],
);

/** A user's report of a post (commentId null) or of one of its comments; one per reporter and item. */
export const forumReports = pgTable(
  "forum_reports",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    commentId: integer("comment_id").references(() => forumComments.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** spam | abuse | off_topic | other */
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    /** hidden | dismissed */
    resolution: text("resolution"),
  },
  (t) => [
    uniqueIndex("forum_reports_once").on(t.reporterId, t.postId, sql`coalesce(${t.commentId}, 0)`),
    index("forum_reports_open")
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    index("forum_reports_comment").on(t.commentId),
  ],
);

/** Users an administrator blocked from writing posts and comments (reading, liking and reporting stay). */
export const forumBans = pgTable("forum_bans", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  bannedBy: integer("banned_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What moderators did and why, kept after the item itself is deleted. */
export const forumModerationLog = pgTable(
  "forum_moderation_log",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    /** hide | unhide | delete | dismiss | block | unblock */
    action: text("action").notNull(),
    /** post | comment | user */
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    /** The author of the post or comment, or the blocked user. */
    targetUserId: integer("target_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull().default(""),
    /** The start of the title or text, so that a deleted item can still be recognised. */
    excerpt: text("excerpt").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("forum_moderation_log_created").on(t.createdAt)],
);
