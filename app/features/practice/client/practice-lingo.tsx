import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TutorGate } from "~/features/tutor/access";
import { ChatPanel } from "~/features/tutor/chat-panel";
import { Loading } from "~/features/tutor/panel-loading";
import type { StoredMessage } from "~/features/tutor/types";
import { UpgradeNotice } from "~/features/tutor/upgrade-notice";
import { buttonClass } from "~/ui/button";

type View =
  | { gate: "upgrade" | "signin" }
  | { gate: "allowed"; mode: "model" | "offline"; conversation: number; messages: StoredMessage[]; remaining: number | null }
  | { error: string };

/**
 * "Ask Lingo" after a practice answer: the tutor's panel beside the question (a full-screen sheet on
 * phones), as on the result page. It loads the question's conversation from /practice/lingo (Lingo is
 * told the question, the student's answer and, for those who may see it, the explanation); users who
 * may not use Lingo see the upgrade notice. Escape or Close returns focus to the button.
 */
export function PracticeAskLingo({ questionId, number, gate }: { questionId: number; number: number; gate: TutorGate }) {
  const { t } = useTranslation("tutor");
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);
  useEffect(() => setOpen(false), [questionId]);
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-100"
        data-testid="ask-lingo"
      >
        <svg aria-hidden width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
        {t("ask")}
      </button>
      {open ? (
        <div
          role="dialog"
          aria-modal="false"
          aria-labelledby="lingo-panel-heading"
          className="fixed inset-0 z-40 flex flex-col overflow-hidden bg-slate-50 lg:inset-auto lg:bottom-4 lg:right-4 lg:top-20 lg:w-[26rem] lg:rounded-2xl lg:border lg:border-slate-200 lg:shadow-2xl"
          data-testid="tutor-sheet"
        >
          <LingoBody key={questionId} questionId={questionId} number={number} gate={gate} onClose={close} />
        </div>
      ) : null}
    </>
  );
}

function LingoBody({ questionId, number, gate, onClose }: { questionId: number; number: number; gate: TutorGate; onClose: () => void }) {
  const { t } = useTranslation(["tutor", "practice"]);
  const [view, setView] = useState<View | null>(gate === "allowed" ? null : { gate });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (gate !== "allowed") return;
    const abort = new AbortController();
    setView(null);
    fetch(`/practice/lingo?question=${questionId}`, { signal: abort.signal, headers: { Accept: "application/json" } })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as (View & { error?: string; detail?: string }) | null;
        if (!res.ok || !body) setView({ error: body?.error || body?.detail || t("tutor:panel.loadError") });
        else setView(body);
      })
      .catch(() => !abort.signal.aborted && setView({ error: t("tutor:panel.loadError") }));
    return () => abort.abort();
  }, [gate, questionId, attempt, t]);

  const subtitle = t("practice:set.lingoAbout", { n: number });
  if (!view) return <Loading />;
  if ("error" in view || view.gate !== "allowed") {
    return (
      <section className="flex h-full flex-col bg-white" aria-labelledby="lingo-panel-heading">
        <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
          <div className="min-w-0 flex-1">
            <h2 id="lingo-panel-heading" className="font-semibold">
              {t("tutor:panel.title")}
            </h2>
            <p className="text-xs text-slate-500">{subtitle}</p>
          </div>
          <button type="button" onClick={onClose} className="rounded-lg p-2 text-slate-600 hover:bg-slate-100" aria-label={t("tutor:panel.close")} data-testid="tutor-close">
            <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </header>
        <div className="flex flex-1 flex-col overflow-y-auto">
          {"error" in view ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
              <p role="alert" className="text-slate-800" data-testid="tutor-load-error">
                {view.error}
              </p>
              <button type="button" className={buttonClass("secondary")} onClick={() => setAttempt((n) => n + 1)}>
                {t("tutor:panel.retry")}
              </button>
            </div>
          ) : (
            <UpgradeNotice gate={view.gate} headingId="lingo-upgrade-heading" />
          )}
        </div>
      </section>
    );
  }
  return (
    <ChatPanel
      headingId="lingo-panel-heading"
      subtitle={subtitle}
      greeting={t("tutor:panel.greetingQuestion", { n: number })}
      offlineNote={t("tutor:panel.offlineBanner")}
      mode={view.mode}
      target={{ conversation: view.conversation }}
      messages={view.messages}
      remaining={view.remaining}
      onClose={onClose}
    />
  );
}
