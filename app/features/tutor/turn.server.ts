import type { i18n as I18n } from "i18next";
import type { PublicUser } from "~/lib/user";
import { HttpError } from "~/lib/http.server";
import type { Language } from "~/lib/i18n";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { tutorGate } from "./access";
import { tutorConfig, type TutorMode } from "./config.server";
import {
  addMessage,
  conversationMessages,
  createStudyConversation,
  ensureQuestionConversation,
  findQuestionConversation,
  ownConversation,
  type ConversationRow,
  type StoredMessage,
} from "./conversations.server";
import { estimateTokens, ModelError, streamCompletion } from "./model.server";
import { offlineQuestionReply, offlineStudyReply } from "./offline.server";
import { buildMessages, withClientContext } from "./prompt.server";
import { questionContextFor, questionContextForApi, type QuestionContext } from "./question-context.server";
import { addTokens, consumeQuota, refundQuota } from "./usage.server";

type Caller = Pick<PublicUser, "id" | "user_type">;

/** What the student asked, and about what: a conversation, a question of a finished session, or neither (a new /study topic). */
export type TurnRequest = {
  caller: Caller;
  language: Language;
  i18n: I18n;
  message: string;
  conversation?: number | null;
  session?: number | null;
  question?: number | null;
  /** The REST call: `question` alone is looked up among the caller's finished exams; `context` is the client's free text. */
  api?: { context?: string | null };
};

/** What a running turn reports, in order: "delta"* then "done" or "error" (a tutor:errors key). */
export type TurnEvent =
  | { type: "delta"; text: string }
  | { type: "done"; message: StoredMessage; remaining: number | null }
  | { type: "error"; error: string; partial: StoredMessage | null };

export type Turn = {
  conversation: { id: number; kind: "question" | "study" };
  mode: TutorMode;
  userMessage: StoredMessage;
  /** Produces the answer: streamed pieces through `emit`, stored when done (or what arrived, when stopped). */
  run(emit: (event: TurnEvent) => void, signal: AbortSignal): Promise<void>;
};

/**
 * Everything checked before Lingo answers, on every message, in this order: the caller's user type (403),
 * the conversation or question they name (404; 403 for a question of an exam still being taken), the
 * per-minute rate limit and the daily quota (429). Then the student's message is stored.
 */
export async function prepareTurn(req: TurnRequest): Promise<Turn> {
  const { caller } = req;
  if (tutorGate(caller) !== "allowed") throw new HttpError(403, "tutor:errors.premiumOnly");
  const config = tutorConfig();
  const target = await resolveTarget(req);
  try {
    await hitRateLimit(`tutor:${caller.id}`, config.ratePerMinute, 60);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) throw new HttpError(429, "tutor:errors.tooFast", error.extra);
    throw error;
  }
  const remaining = await consumeQuota(caller.id, config.dailyMessages);
  const conversation =
    target.conversation ?? (target.ctx ? await ensureQuestionConversation(caller.id, target.ctx) : await createStudyConversation(caller.id, req.message));
  const history = target.conversation ? await conversationMessages(conversation.id) : [];
  const content = req.api ? withClientContext(req.message, req.api.context) : req.message;
  const userMessage = await addMessage(conversation.id, { role: "user", content, mode: config.mode });

  const run: Turn["run"] = async (emit, signal) => {
    if (config.mode === "offline") {
      const lastStep = [...history].reverse().find((m) => m.role === "assistant" && m.mode === "offline" && m.step !== null)?.step ?? 0;
      const reply = target.ctx
        ? offlineQuestionReply(req.i18n, req.language, target.ctx, req.message, lastStep)
        : offlineStudyReply(req.i18n, req.language, req.message);
      const message = await addMessage(conversation.id, { role: "assistant", content: reply.content, mode: "offline", step: reply.step });
      emit({ type: "delta", text: reply.content });
      emit({ type: "done", message, remaining });
      return;
    }
    const prompt = buildMessages(req.language, target.ctx, history, content);
    try {
      const done = await streamCompletion(prompt, { signal, onDelta: (text) => emit({ type: "delta", text }) });
      await addTokens(caller.id, done.promptTokens, done.completionTokens);
      if (!done.content.trim()) {
        if (done.stopped) return;
        await refundQuota(caller.id);
        emit({ type: "error", error: "tutor:errors.empty", partial: null });
        return;
      }
      const message = await addMessage(conversation.id, { role: "assistant", content: done.content, status: done.stopped ? "stopped" : "complete" });
      emit({ type: "done", message, remaining });
    } catch (error) {
      if (!(error instanceof ModelError)) throw error;
      console.error(`Lingo: the model failed (${error.reason}):`, error.cause instanceof Error ? error.cause.message : error.cause);
      let partial: StoredMessage | null = null;
      if (error.partial.trim()) {
        partial = await addMessage(conversation.id, { role: "assistant", content: error.partial, status: "stopped" });
        await addTokens(caller.id, 0, estimateTokens(error.partial));
      } else await refundQuota(caller.id);
      emit({ type: "error", error: `tutor:errors.${error.reason}`, partial });
    }
  };
  return { conversation: { id: conversation.id, kind: conversation.kind }, mode: config.mode, userMessage, run };
}

async function resolveTarget(req: TurnRequest): Promise<{ conversation: ConversationRow | null; ctx: QuestionContext | null }> {
  const { caller } = req;
  if (req.conversation) {
    const conversation = await ownConversation(caller.id, req.conversation);
    if (conversation.kind === "study" || !conversation.questionId) return { conversation, ctx: null };
    const ctx = conversation.sessionId
      ? await questionContextFor(caller, conversation.sessionId, conversation.questionId)
      : await questionContextForApi(caller, conversation.questionId);
    return { conversation, ctx };
  }
  if (req.question) {
    const ctx = req.api ? await questionContextForApi(caller, req.question, req.session) : await questionContextFor(caller, req.session!, req.question);
    return { conversation: await findQuestionConversation(caller.id, ctx.sessionId, ctx.questionId), ctx };
  }
  return { conversation: null, ctx: null };
}
