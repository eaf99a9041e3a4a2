import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PRICING_PATH, type TutorGate } from "./access";
import { LingoSheet } from "./lingo-sheet";
import { Loading } from "./panel-loading";

const QuestionChat = lazy(() => import("./question-chat"));

type Asked = { id: number; number: number };
type AskLingoApi = { open(question: Asked, from: HTMLElement): void; current: number | null };
const AskLingoContext = createContext<AskLingoApi | null>(null);

/**
 * The result page's one Lingo panel: "Ask Lingo" on any question opens it beside the page (a full-screen
 * sheet on phones) for that question; Escape or the close button closes it and focus returns to the
 * button. The panel's code (chat, KaTeX) loads only when first opened. Users who may not talk to Lingo get
 * no buttons but one note above the questions, leading to the plans.
 */
export function AskLingoProvider({ sessionId, gate, children }: { sessionId: number; gate: TutorGate; children: ReactNode }) {
  if (gate !== "allowed") {
    return (
      <>
        <LingoUpgradeNote />
        {children}
      </>
    );
  }
  return (
    <AskLingoPanel sessionId={sessionId} gate={gate}>
      {children}
    </AskLingoPanel>
  );
}

/** The one Premium note of a result page, in place of an "Ask Lingo" that could only refuse. */
function LingoUpgradeNote() {
  const { t } = useTranslation("tutor");
  return (
    <p className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900" data-testid="lingo-upgrade-note">
      {t("resultUpgrade.text")}{" "}
      <Link to={PRICING_PATH} className="font-semibold underline" reloadDocument>
        {t("resultUpgrade.link")}
      </Link>
    </p>
  );
}

function AskLingoPanel({ sessionId, gate, children }: { sessionId: number; gate: TutorGate; children: ReactNode }) {
  const { t } = useTranslation("tutor");
  const [asked, setAsked] = useState<Asked | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setAsked(null);
    opener.current?.focus();
  }, []);
  const api = useMemo<AskLingoApi>(
    () => ({
      current: asked?.id ?? null,
      open(question, from) {
        opener.current = from;
        // Pressed again for the question already open: back into the panel (its message box, else its first control).
        if (asked?.id === question.id)
          (panel.current?.querySelector<HTMLElement>("textarea:not([disabled])") ?? panel.current?.querySelector<HTMLElement>("a[href], button"))?.focus();
        else setAsked(question);
      },
    }),
    [asked],
  );
  return (
    <AskLingoContext.Provider value={api}>
      {/* On wide screens the questions make room for the panel, so the one asked about stays in view beside it. */}
      <div className={asked ? "lg:pr-[27rem]" : undefined}>{children}</div>
      {asked ? (
        <LingoSheet panelRef={panel} onClose={close}>
          <Suspense fallback={<Loading />}>
            <QuestionChat
              key={asked.id}
              source={`/tutor/conversation?session=${sessionId}&question=${asked.id}`}
              number={asked.number}
              subtitle={t("panel.about", { n: asked.number })}
              target={{ session: sessionId, question: asked.id }}
              gate={gate}
              onClose={close}
            />
          </Suspense>
        </LingoSheet>
      ) : null}
    </AskLingoContext.Provider>
  );
}

/** "Ask Lingo" on one result question. */
export function AskLingo({ questionId, number }: { questionId: number; number: number }) {
  const { t } = useTranslation("tutor");
  const api = useContext(AskLingoContext);
  if (!api) return null;
  const open = api.current === questionId;
  return (
    <button
      type="button"
      onClick={(e) => api.open({ id: questionId, number }, e.currentTarget)}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={t("askAbout", { n: number })}
      className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100"
      data-testid="ask-lingo"
    >
      <svg aria-hidden width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M4 5h16v11H9l-5 4z" />
      </svg>
      {t("ask")}
    </button>
  );
}
