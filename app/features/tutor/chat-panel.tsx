import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/ui/button";
import { MAX_MESSAGE } from "./chat-input";
import { MessageBubble, TypingIndicator } from "./message-bubble";
import type { StoredMessage } from "./types";
import { useTutorChat, type ChatTarget } from "./use-tutor-chat";

type Props = {
  headingId: string;
  /** Under the title, e.g. "Question 3". */
  subtitle?: string;
  greeting: string;
  offlineNote: string;
  mode: "model" | "offline";
  target: ChatTarget;
  messages: StoredMessage[];
  remaining: number | null;
  onClose?: () => void;
  onCreated?: (conversation: number) => void;
  /** Buttons in the header beside the title (delete, close). */
  actions?: ReactNode;
};

/**
 * "Chat with Lingo" (spec part 2, "Lingo chat panel"): the messages, Lingo's reply streaming in with
 * "Lingo is typing…", and the composer: "Type your message...", Send (disabled while empty or while a
 * reply is awaited, as the input is), and Stop while Lingo answers. Enter sends, Shift+Enter starts a new line.
 */
export function ChatPanel({ headingId, subtitle, greeting, offlineNote, mode, target, messages, remaining, onClose, onCreated, actions }: Props) {
  const { t } = useTranslation("tutor");
  const { state, send, stop } = useTutorChat({ target, messages, remaining, mode, onCreated });
  const [draft, setDraft] = useState("");
  const busy = state.phase !== "idle";
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const last = state.messages[state.messages.length - 1];

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.messages.length, last?.content, state.phase]);
  useEffect(() => {
    if (!busy) input.current?.focus({ preventScroll: true });
  }, [busy]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (busy || !draft.trim()) return;
    void send(draft);
    setDraft("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };

  return (
    <section aria-labelledby={headingId} className="flex h-full min-h-0 flex-col bg-slate-50" data-testid="tutor-panel">
      <header className="flex items-start gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <span aria-hidden className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
          L
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold">
            {t("panel.title")}
          </h2>
          {subtitle ? <p className="truncate text-xs text-slate-500">{subtitle}</p> : null}
        </div>
        {actions}
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
            aria-label={t("panel.close")}
            data-testid="tutor-close"
          >
            <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        ) : null}
      </header>
      {mode === "offline" ? (
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900" data-testid="tutor-offline-banner">
          {offlineNote}
        </p>
      ) : null}
      <div
        ref={log}
        role="log"
        aria-label={t("panel.messages")}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
        data-testid="tutor-messages"
      >
        <MessageBubble message={{ role: "assistant", content: greeting, mode: "model", status: "complete" }} />
        {state.messages.map((m) => (
          <MessageBubble key={m.key} message={m} />
        ))}
        {busy ? <TypingIndicator /> : null}
      </div>
      <form onSubmit={submit} className="flex flex-col gap-1.5 border-t border-slate-200 bg-white px-3 py-3">
        <div className="flex items-end gap-2">
          <textarea
            ref={input}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            disabled={busy}
            rows={2}
            maxLength={MAX_MESSAGE}
            placeholder={t("panel.placeholder")}
            aria-label={t("panel.inputLabel")}
            className="min-h-[2.75rem] flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
            data-testid="tutor-input"
          />
          {busy ? (
            <button type="button" onClick={stop} className={buttonClass("secondary")} data-testid="tutor-stop">
              {t("panel.stop")}
            </button>
          ) : null}
          <button type="submit" disabled={busy || !draft.trim()} className={buttonClass("primary")} data-testid="tutor-send">
            {t("panel.send")}
          </button>
        </div>
        {state.remaining !== null ? (
          <p className="text-right text-xs text-slate-500" data-testid="tutor-remaining">
            {t("panel.remaining", { count: state.remaining })}
          </p>
        ) : null}
      </form>
    </section>
  );
}
