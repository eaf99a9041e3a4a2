import { useTranslation } from "react-i18next";
import type { SessionBoot } from "../boot.server";
import type { ExamScreenState } from "../web-state.server";
import { useCallback, useEffect, useRef } from "react";
import { holdEarlyClicks } from "~/lib/early-clicks";
import { serverRenderedPart, usePreloadSoon } from "~/ui/lazy-part";
import { FullPageMessage } from "./full-page-message";
import { ReadyScreen } from "./ready-screen";
import { SectionView } from "./section-view-part";
import { useExamSession } from "./use-exam-session";

// Screens between modules and at the end: loaded when shown, or ahead once the page is idle; the server
// renders them in place after a reload (decision 0064). The ready screen stays in the page: its Start keeps
// an early click (decision 0061).
const BreakScreen = /* @__PURE__ */ serverRenderedPart(() => import("./break-screen").then((m) => m.BreakScreen));
const TransitionScreen = /* @__PURE__ */ serverRenderedPart(() => import("./status-screens").then((m) => m.TransitionScreen));
const FinishedScreen = /* @__PURE__ */ serverRenderedPart(() => import("./status-screens").then((m) => m.FinishedScreen));
const SCREENS = [BreakScreen, TransitionScreen, FinishedScreen];

/** The exam: whatever the session statechart says is on screen now. */
export function ExamScreen({
  sessionId,
  userName,
  initial,
  boot,
  timerHidden,
}: {
  sessionId: number;
  userName: string;
  initial: ExamScreenState;
  boot: SessionBoot;
  timerHidden: boolean;
}) {
  const session = useExamSession(sessionId, initial, timerHidden, boot);
  return <ExamScreenView sessionId={sessionId} userName={userName} session={session} />;
}

/** What the screen shows of a running session statechart: the online one above, or a downloaded test's (app/features/offline). */
export type ExamSessionHandle = Pick<ReturnType<typeof useExamSession>, "state" | "send" | "screen" | "store"> &
  Partial<Pick<ReturnType<typeof useExamSession>, "nextModule" | "viewMounted">>;

/**
 * The screens of the exam for a running session statechart. `finished`: what the end shows instead of the
 * online result link (an attempt taken offline is scored when it syncs).
 */
export function ExamScreenView({
  sessionId,
  userName,
  session,
  finished,
}: {
  sessionId: number;
  userName: string;
  session: ExamSessionHandle;
  finished?: React.ReactNode;
}) {
  const { t } = useTranslation("exam");
  const { state, send, screen, store, nextModule, viewMounted } = session;
  usePreloadSoon(SCREENS);
  // The module's screen hydrates after the page (section-view-part.ts): an early Next waits for it, past
  // the root's first settle of the clicks no component took.
  const mounted = useRef(false);
  const release = useRef<(() => void) | null>(null);
  useEffect(() => {
    // The module's screen comes ahead, whatever this screen is (a test taken offline asks here).
    void SectionView.preload().catch(() => {});
    if (screen.kind === "section" && !mounted.current) release.current = holdEarlyClicks();
    return () => release.current?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first render's screen only
  }, []);
  const onMounted = useCallback(() => {
    mounted.current = true;
    release.current?.();
    release.current = null;
    viewMounted?.();
  }, [viewMounted]);

  if (screen.kind === "ready" && (state.matches("ready") || (state.matches("loading") && state.context.start)))
    return <ReadyScreen examName={screen.examName} plan={screen.plan} starting={!state.matches("ready")} onStart={() => send({ type: "START" })} />;
  if (state.matches("loading")) return <FullPageMessage busy title={t("loadingSection")} />;
  if (state.matches("loadFailed"))
    return (
      <FullPageMessage
        title={t("loadFailed")}
        text={state.context.error ?? ""}
        action={{ label: t("retry"), onClick: () => send({ type: "RETRY" }) }}
        signedOut={/sign/i.test(state.context.error ?? "")}
      />
    );
  if (state.matches("finished")) return finished ?? <FinishedScreen sessionId={sessionId} examName={screen.examName} />;
  if (state.matches({ rest: "transition" })) return <TransitionScreen next={nextModule ?? null} onContinue={() => send({ type: "CONTINUE" })} />;
  if (state.matches({ rest: "break" })) return <BreakScreen breakRef={state.children.breakTimer} />;
  if (screen.kind !== "section" || !store) return <FullPageMessage busy title={t("loadingSection")} />;

  return (
    <SectionView
      key={screen.section.id}
      section={screen.section}
      store={store}
      userName={userName}
      mode={state.matches({ section: "review" }) ? "review" : state.matches("submitting") || state.matches("submitFailed") ? "submitting" : "answering"}
      confirming={state.matches({ section: "confirming" })}
      submitError={state.matches("submitFailed") ? (state.context.error ?? t("submitFailed")) : null}
      autoSubmitted={state.context.autoSubmitted}
      timerRef={state.children.sectionTimer}
      send={send}
      onMounted={onMounted}
    />
  );
}
