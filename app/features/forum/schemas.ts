import { z } from "zod";
import { idField, line, text } from "~/lib/input";
import {
  BODY_HTML_MAX,
  COMMENT_MAX,
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  TAG_MAX,
  TAGS_MAX,
  TITLE_MAX,
} from "./limits";

/**
 * The forum's input schemas, used by the forms in the browser, the web actions and the REST API alike.
 * Messages are i18n keys (forum namespace, or common:validation.* from ~/lib/input).
 */

const TAG_CHARS = /^[\p{L}\p{N}][\p{L}\p{N} _+#.-]*$/u;

/** "SAT, Math ,sat,  algebra 1" -> ["sat", "math", "algebra 1"]: trimmed, lower case, inner spaces collapsed, no duplicates. */
export function normalizeTags(input: string | readonly string[]): string[] {
  const parts = typeof input === "string" ? input.split(",") : input.flatMap((t) => t.split(","));
  const out: string[] = [];
  for (const part of parts) {
    const tag = part.trim().replace(/\s+/g, " ").toLowerCase();
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/** The first problem of a normalised tag list (an i18n key), or null. */
export function tagsProblem(tags: readonly string[]): string | null {
  if (tags.length > TAGS_MAX) return "forum:validation.tooManyTags";
  if (tags.some((t) => t.length > TAG_MAX)) return "forum:validation.tagTooLong";
  if (tags.some((t) => !TAG_CHARS.test(t))) return "forum:validation.tagChars";
  return null;
}

export const TagsField = z
  .union([line(1000), z.array(line(200)).max(50)], { error: "forum:validation.tagChars" })
  .optional()
  .transform((v) => normalizeTags(v ?? ""))
  .superRefine((tags, ctx) => {
    const problem = tagsProblem(tags);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const TitleField = line(TITLE_MAX, "forum:validation.titleTooLong")
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, "forum:validation.titleRequired");

/** The body as the editor (or an API client) sends it: HTML or plain text; emptiness is judged after sanitizing. */
export const BodyField = text(BODY_HTML_MAX, "forum:validation.bodyTooLong").refine((v) => v.trim() !== "", "forum:validation.bodyRequired");

/** Title, body and tags of a new or edited post (the image travels beside them as a file). */
export const PostFieldsSchema = z.object({ title: TitleField, text: BodyField, tags: TagsField });
export type PostFields = z.output<typeof PostFieldsSchema>;

export const CommentTextField = text(COMMENT_MAX, "forum:validation.commentTooLong")
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, "forum:validation.commentRequired");

export const CommentSchema = z.object({ text: CommentTextField });
/** POST /api/posts/comments/ {text, post}; a `user` in the body is ignored (the token says who). */
export const ApiCommentSchema = z.object({ text: CommentTextField, post: idField() });

export const LikeSchema = z.object({ liked: z.enum(["true", "false"]).transform((v) => v === "true") });

export const ReportSchema = z.object({
  post: idField(),
  comment: idField().optional(),
  reason: z.enum(REPORT_REASONS, { error: "forum:validation.reportReason" }),
  details: text(REPORT_DETAILS_MAX)
    .optional()
    .transform((v) => v?.trim() ?? ""),
});
export type ReportInput = z.output<typeof ReportSchema>;

export const ModerationReason = text(MODERATION_REASON_MAX, "forum:validation.reasonTooLong")
  .transform((v) => v.trim())
  .refine((v) => v.length >= MODERATION_REASON_MIN, "forum:validation.reasonRequired");

const Target = { target: z.enum(["post", "comment"]), id: idField() };

/** One form for every moderator action of /admin/forum. */
export const ModerationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("hide"), ...Target, reason: ModerationReason }),
  z.object({ intent: z.literal("delete"), ...Target, reason: ModerationReason }),
  z.object({ intent: z.literal("unhide"), ...Target }),
  z.object({ intent: z.literal("dismiss"), ...Target }),
  z.object({
    intent: z.literal("block"),
    username: line(150)
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, "validation.required"),
    reason: ModerationReason,
  }),
  z.object({ intent: z.literal("unblock"), user: idField() }),
]);
export type ModerationInput = z.output<typeof ModerationSchema>;

/** ?q=…&tag=…&cursor=… of the web feed; ?page=…&search=…&tag=… of the REST API. */
export const FeedQuery = z.object({
  q: line(200).optional(),
  search: line(200).optional(),
  tag: line(TAG_MAX * 2).optional(),
  cursor: idField().optional(),
  page: idField("validation.invalidPage").optional(),
});
