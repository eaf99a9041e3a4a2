import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TutorGate } from "./access";
import { LingoSheet } from "./lingo-sheet";
import { Loading } from "./panel-loading";

// The chat (and KaTeX) loads when the panel first opens, as on the result page.
const QuestionChat = lazy(() => import("./question-chat"));

/**
 * "Ask Lingo" after a practice answer: the tutor's panel beside the question (a full-screen sheet on
 * phones), as on the result page. It loads the question's conversation from /practice/lingo (Lingo is
 * told the question, the student's answer and, for those who may see it, the explanation); users who
 * may not use Lingo see the upgrade notice. Escape or Close returns focus to the button.
 */
export function PracticeAskLingo({ questionId, number, gate }: { questionId: number; number: number; gate: TutorGate }) {
  const { t } = useTranslation(["tutor", "practice"]);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
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
        <LingoSheet onClose={close}>
          <Suspense fallback={<Loading />}>
            <QuestionChat
              key={questionId}
              source={`/practice/lingo?question=${questionId}`}
              number={number}
              subtitle={t("practice:set.lingoAbout", { n: number })}
              gate={gate}
              onClose={close}
            />
          </Suspense>
        </LingoSheet>
      ) : null}
    </>
  );
}
