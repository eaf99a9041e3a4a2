import { useCallback, useEffect, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import { chatReducer, initialChat, type ChatState } from "./chat-state";
import { readEvents } from "./sse-client";
import type { StoredMessage } from "./types";

/** Where a message goes: an existing conversation, a result question, or (neither) a new /study topic. */
export type ChatTarget = { conversation: number | null; session?: number; question?: number };

type Options = {
  target: ChatTarget;
  messages: StoredMessage[];
  remaining: number | null;
  mode: "model" | "offline";
  /** A new conversation was stored (its first reply is done): /study moves its address to it. */
  onCreated?: (conversation: number) => void;
};

/**
 * Talks to POST /tutor/reply and reads its server-sent events into the chat state. `stop()` aborts the
 * request: the server stops the model and keeps what arrived. Errors show the server's text, else the
 * spec's "Sorry, I encountered an error. Please try again."
 */
export function useTutorChat({ target, messages, remaining, mode, onCreated }: Options) {
  const { t } = useTranslation("tutor");
  const [state, dispatch] = useReducer(chatReducer, undefined, (): ChatState => initialChat(messages, target.conversation, remaining));
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || state.phase !== "idle") return;
      const abort = new AbortController();
      controller.current = abort;
      const startedNew = state.conversation === null;
      dispatch({ type: "send", text: message, mode });
      let finished = false;
      let created: number | null = null;
      try {
        const res = await fetch("/tutor/reply", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
          body: JSON.stringify({ message, conversation: state.conversation, session: target.session, question: target.question }),
          signal: abort.signal,
        });
        if (!res.ok || !res.body || !(res.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
          const body = (await res.json().catch(() => null)) as { error?: string; detail?: string } | null;
          dispatch({ type: "error", text: body?.error || body?.detail || t("errors.generic"), partial: null });
          finished = true;
          return;
        }
        for await (const { event, data } of readEvents(res.body)) {
          const d = data as Record<string, never>;
          if (event === "start") {
            created = d.conversation;
            dispatch({ type: "start", conversation: d.conversation, userMessage: d.user_message });
          } else if (event === "delta") dispatch({ type: "delta", text: d.text });
          else if (event === "done") {
            dispatch({ type: "done", message: d.message, remaining: d.remaining });
            finished = true;
          } else if (event === "error") {
            dispatch({ type: "error", text: d.error || t("errors.generic"), partial: d.partial });
            finished = true;
          }
        }
        if (!finished) dispatch({ type: "error", text: t("errors.generic"), partial: null });
      } catch {
        if (abort.signal.aborted) dispatch({ type: "stopped" });
        else dispatch({ type: "error", text: t("errors.generic"), partial: null });
      } finally {
        controller.current = null;
        // Not after a stop: the server may still be storing what arrived when the page reloads its data.
        if (startedNew && created !== null && finished) onCreated?.(created);
      }
    },
    [state.phase, state.conversation, target.session, target.question, mode, onCreated, t],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  return { state, send, stop };
}
