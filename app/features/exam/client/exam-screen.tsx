import { useTranslation } from "react-i18next";
import type { ExamScreenState } from "../web-state.server";
import { BreakScreen } from "./break-screen";
import { ReadyScreen } from "./ready-screen";
import { FinishedScreen, FullPageMessage, TransitionScreen } from "./status-screens";
import { SectionView } from "./section-view";
import { useExamSession } from "./use-exam-session";

/** The exam: whatever the session statechart says is on screen now. */
export function ExamScreen({
  sessionId,
  userName,
  initial,
  timerHidden,
}: {
  sessionId: number;
  userName: string;
  initial: ExamScreenState;
  timerHidden: boolean;
}) {
  const { t } = useTranslation("exam");
  const { state, send, screen, store } = useExamSession(sessionId, initial, timerHidden);

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
  if (state.matches("finished")) return <FinishedScreen sessionId={sessionId} examName={screen.examName} />;
  if (state.matches({ rest: "transition" })) return <TransitionScreen onContinue={() => send({ type: "CONTINUE" })} />;
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
    />
  );
}
