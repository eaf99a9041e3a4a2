import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/ui/button";
import type { TutorGate } from "./access";
import { ChatPanel } from "./chat-panel";
import { Loading } from "./panel-loading";
import type { StoredMessage } from "./types";
import { UpgradeNotice } from "./upgrade-notice";
import type { ChatTarget } from "./use-tutor-chat";

type View =
  | { gate: "upgrade" | "signin" }
  | { gate: "allowed"; mode: "model" | "offline"; conversation: number | null; messages: StoredMessage[]; remaining: number | null }
  | { error: string };

export type QuestionChatProps = {
  /** Where the question's stored conversation is read (JSON: the gate, or the mode, conversation, messages and allowance). */
  source: string;
  /** The question's number as the student sees it (the greeting names it). */
  number: number;
  /** Under the panel's title: which question it is about. */
  subtitle: string;
  /** What the chat sends with each turn besides the conversation (an exam session and question). */
  target?: Omit<ChatTarget, "conversation">;
  gate: TutorGate;
  onClose: () => void;
};

/**
 * Lingo's panel about one question (result page, skill practice): loads its stored conversation from
 * `source`, then the chat; the upgrade notice for users who may not use Lingo; the server's message when
 * it refuses (an exam still open) with a way to try again.
 */
export function QuestionChat({ source, number, subtitle, target, gate, onClose }: QuestionChatProps) {
  const { t } = useTranslation("tutor");
  const [view, setView] = useState<View | null>(gate === "allowed" ? null : { gate });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (gate !== "allowed") return;
    const abort = new AbortController();
    setView(null);
    fetch(source, { signal: abort.signal, headers: { Accept: "application/json" } })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as (View & { error?: string; detail?: string }) | null;
        if (!res.ok || !body) setView({ error: body?.error || body?.detail || t("panel.loadError") });
        else setView(body);
      })
      .catch(() => !abort.signal.aborted && setView({ error: t("panel.loadError") }));
    return () => abort.abort();
  }, [gate, source, attempt, t]);

  if (!view) return <Loading />;
  if ("error" in view) {
    return (
      <NoticeFrame subtitle={subtitle} onClose={onClose}>
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <p role="alert" className="text-slate-800" data-testid="tutor-load-error">
            {view.error}
          </p>
          <button type="button" className={buttonClass("secondary")} onClick={() => setAttempt((n) => n + 1)}>
            {t("panel.retry")}
          </button>
        </div>
      </NoticeFrame>
    );
  }
  if (view.gate !== "allowed") {
    return (
      <NoticeFrame subtitle={subtitle} onClose={onClose}>
        <UpgradeNotice gate={view.gate} headingId="lingo-upgrade-heading" />
      </NoticeFrame>
    );
  }
  return (
    <ChatPanel
      headingId="lingo-panel-heading"
      subtitle={subtitle}
      greeting={t("panel.greetingQuestion", { n: number })}
      offlineNote={t("panel.offlineBanner")}
      mode={view.mode}
      target={{ ...target, conversation: view.conversation }}
      messages={view.messages}
      remaining={view.remaining}
      onClose={onClose}
    />
  );
}

export default QuestionChat;

/** The panel's title bar around a notice (the chat has its own). */
function NoticeFrame({ subtitle, onClose, children }: { subtitle: string; onClose: () => void; children: React.ReactNode }) {
  const { t } = useTranslation("tutor");
  return (
    <section className="flex h-full flex-col bg-white" aria-labelledby="lingo-panel-heading">
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 id="lingo-panel-heading" className="font-semibold">
            {t("panel.title")}
          </h2>
          <p className="text-xs text-slate-500">{subtitle}</p>
        </div>
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
      </header>
      <div className="flex flex-1 flex-col overflow-y-auto">{children}</div>
    </section>
  );
}
