import { z } from "zod";
import { idField, text } from "~/lib/input";

/** The longest message a student may send Lingo, and the longest free `context` of the REST call. */
export const MAX_MESSAGE = 2000;
export const MAX_CONTEXT = 2000;

/** A message: at most MAX_MESSAGE characters, no control characters, not blank (sent trimmed). */
const message = text(MAX_MESSAGE, "tutor:errors.tooLong")
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, "tutor:errors.emptyMessage");

const optionalId = idField().nullish();

/**
 * A message from the web panel (POST /tutor/reply). Continues `conversation`, or starts/continues the
 * conversation about `question` of the finished exam `session`, or (neither) starts a free /study topic.
 */
export const ReplySchema = z
  .object({ message, conversation: optionalId, session: optionalId, question: optionalId })
  .refine((b) => !b.session === !b.question, { message: "tutor:errors.sessionAndQuestion", path: ["question"] });

/**
 * POST /api/chat/ and /api/chat/stream/ (spec part 2, section 7): {question, context, userMessage}.
 * `question` is a question id of a finished exam the caller may read (`session` picks the exam when several
 * hold it); `context` is the client's free text, passed on as the student's own words, never as the question;
 * `conversation` continues an earlier answer's conversation.
 */
export const ApiChatSchema = z.object({
  userMessage: message,
  question: optionalId,
  context: text(MAX_CONTEXT, "tutor:errors.contextTooLong").nullish(),
  session: optionalId,
  conversation: optionalId,
});

export type ReplyInput = z.output<typeof ReplySchema>;
export type ApiChatInput = z.output<typeof ApiChatSchema>;
