import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { Highlight } from "#db/schema";
import { CalculatorMemoryProvider } from "~/features/calculator";
import { PassagePane, QuestionPane, type SaveStatus } from "~/features/question-view";
import type { TutorGate } from "~/features/tutor";
import { Button, buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { serverRenderedPart, usePreloadSoon } from "~/ui/lazy-part";
import type { PracticeSetJson } from "../set-view.server";
import { usePracticeSession } from "./practice-session";
import { PracticeTimer } from "./practice-timer";
import { ToolButtons, usePracticeTools } from "./practice-tools";
import { setTitle } from "./set-title";

// What follows a check (the feedback with the answer review and Ask Lingo) and the set's end (the summary, the
// free limit) load when first shown, or on idle (decision 0064's pattern); the server renders them after a reload.
const Feedback = /* @__PURE__ */ serverRenderedPart(() => import("./practice-feedback").then((m) => m.Feedback));
const LimitPanel = /* @__PURE__ */ serverRenderedPart(() => import("./practice-end").then((m) => m.LimitPanel));
const Summary = /* @__PURE__ */ serverRenderedPart(() => import("./practice-end").then((m) => m.Summary));
const AFTER_CHECK = [Feedback, LimitPanel, Summary];

/**
 * A practice set: the exam's question screen (passage, question, choices or the grid-in box, Mark for
 * Review, the eliminator, highlights and notes, calculator and reference sheet for Math), one question at
 * a time. "Check answer" grades it on the server; the feedback (right or wrong, and for those who may see
 * it the key and the explanation) and "Ask Lingo" follow; then the next question. Work in progress is
 * saved as on the exam (device first, server in the background) so the set resumes on any device.
 */
export function PracticeScreen({ initial, gate }: { initial: PracticeSetJson; gate: TutorGate }) {
  const { t } = useTranslation(["practice", "exam", "results"]);
  const [params] = useSearchParams();
  const {
    view,
    store,
    snap,
    pos,
    item,
    answer,
    busy,
    error,
    announce,
    go: goTo,
    reload,
    check,
    finish,
    edit,
  } = usePracticeSession(initial, Number(params.get("question")) || undefined);
  const [confirmFinish, setConfirmFinish] = useState(false);
  usePreloadSoon(AFTER_CHECK);
  const [eliminator, setEliminator] = useState(false);
  const isMath = item ? item.question.test === "math" : view.test === "math";
  const onHighlights = (h: Highlight[]) => {
    if (item) store.update(item.question.id, { highlights: h });
  };
  const { tools, panelsShown, highlightMode, color, leaveQuestion } = usePracticeTools({ item, isMath, highlights: answer?.highlights ?? null, onHighlights });
  const title = setTitle(view, t);
  const total = view.length;
  const go = (to: number) => {
    leaveQuestion();
    goTo(to);
  };

  const lastPos = view.next === "question" ? view.items.length - 1 : view.items.length;
  const answered = !!item?.result;

  return (
    <CalculatorMemoryProvider>
      <div className="flex h-dvh flex-col bg-white">
        <header className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 border-b-2 border-dashed border-slate-300 bg-slate-50 px-3 py-1.5 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:px-4">
          <div className="flex min-w-0 flex-col items-start">
            <h1 className="max-w-full truncate text-sm font-bold sm:text-base" title={title} data-testid="practice-title">
              {title}
            </h1>
            <Link to="/practice" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="practice-exit">
              {t("practice:set.exit")}
            </Link>
          </div>
          <div className="flex justify-center">
            {view.ends_at && view.status === "active" ? <PracticeTimer endsAt={view.ends_at} serverTime={view.server_time} onExpire={reload} /> : null}
          </div>
          <div className="col-span-2 flex min-w-0 items-center justify-end gap-1 sm:col-span-1 sm:gap-2">
            <SaveIndicator status={view.status === "finished" ? "saved" : snap.status} />
            <ToolButtons tools={tools} />
          </div>
        </header>
        {view.note ? (
          <p className="bg-brand-50 px-4 py-1.5 text-center text-sm text-brand-900" data-testid="set-note">
            {t("practice:set.note", { note: view.note })}
          </p>
        ) : null}

        <div className={`relative flex min-h-0 flex-1 flex-col`}>
          <main className="min-h-0 min-w-0 flex-1 overflow-auto">
            {item && answer ? (
              <div
                className={`grid [@media(min-width:48rem)_and_(min-height:35rem)]:h-full ${item.question.passage ? "[@media(min-width:48rem)_and_(min-height:35rem)]:grid-cols-2" : ""}`}
              >
                {item.question.passage ? (
                  <div
                    tabIndex={0}
                    role="group"
                    aria-label={t("exam:passage")}
                    className="border-b-4 border-slate-200 p-6 [@media(min-width:48rem)_and_(min-height:35rem)]:overflow-auto [@media(min-width:48rem)_and_(min-height:35rem)]:border-r-4 [@media(min-width:48rem)_and_(min-height:35rem)]:border-b-0"
                  >
                    <PassagePane
                      title={item.question.passage.title}
                      html={item.question.passage.html}
                      highlights={answer.highlights}
                      highlightMode={highlightMode}
                      color={color}
                      onChange={onHighlights}
                    />
                  </div>
                ) : null}
                <div
                  className={`flex flex-col gap-4 p-6 [@media(min-width:48rem)_and_(min-height:35rem)]:overflow-auto ${item.question.passage ? "" : "mx-auto w-full max-w-3xl"}`}
                >
                  <p className="text-sm font-medium text-slate-600" data-testid="practice-progress">
                    {t("practice:set.progress", { n: pos + 1, m: total })} · {t(`results:difficulty.${item.difficulty}`)}
                  </p>
                  {answered ? (
                    <Feedback item={item} reveal={view.answers_shown} gate={gate} />
                  ) : (
                    <>
                      <QuestionPane
                        key={item.question.id}
                        question={{ ...item.question, index: item.position }}
                        answer={answer}
                        eliminator={eliminator}
                        onToggleEliminator={() => setEliminator((v) => !v)}
                        onChange={edit}
                      />
                      {error ? (
                        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="practice-error">
                          {error}
                        </p>
                      ) : null}
                    </>
                  )}
                </div>
              </div>
            ) : view.next === "limit" && view.status === "active" ? (
              <LimitPanel view={view} />
            ) : (
              <Summary view={view} onOpen={go} />
            )}
          </main>
          {panelsShown}
        </div>

        <footer className="flex flex-wrap items-center justify-between gap-2 border-t-2 border-dashed border-slate-300 bg-slate-50 px-3 py-2 sm:px-4">
          <div className="flex gap-2">
            {view.status === "active" ? (
              <button
                type="button"
                className={buttonClass("secondary")}
                onClick={() => setConfirmFinish(true)}
                disabled={busy !== null}
                data-testid="finish-set"
              >
                {t("practice:set.finish")}
              </button>
            ) : null}
          </div>
          <div className="flex gap-2">
            {pos > 0 ? (
              <button type="button" className={buttonClass("secondary")} onClick={() => go(pos - 1)} data-testid="practice-back">
                {t("exam:back")}
              </button>
            ) : null}
            {item && !answered ? (
              <Button onClick={check} disabled={busy !== null} data-testid="check-answer">
                {busy === "answer" ? t("practice:set.checking") : t("practice:set.check")}
              </Button>
            ) : pos < lastPos ? (
              <Button onClick={() => go(pos + 1)} data-testid="practice-next">
                {pos + 1 < view.items.length ? t("practice:set.next") : view.next === "limit" ? t("practice:set.continue") : t("practice:set.seeSummary")}
              </Button>
            ) : null}
          </div>
        </footer>
        <div role="status" className="sr-only" data-testid="practice-announce">
          {announce}
        </div>
      </div>

      <Dialog
        open={confirmFinish}
        onClose={() => setConfirmFinish(false)}
        title={t("practice:set.finishTitle")}
        labelledBy="finish-title"
        className="w-[min(26rem,92vw)]"
      >
        <p className="text-slate-700">{t("practice:set.finishText")}</p>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass("secondary")} onClick={() => setConfirmFinish(false)}>
            {t("practice:set.keepGoing")}
          </button>
          <Button
            onClick={() => {
              setConfirmFinish(false);
              void finish();
            }}
            data-testid="confirm-finish"
          >
            {t("practice:set.finishConfirm")}
          </Button>
        </div>
      </Dialog>
    </CalculatorMemoryProvider>
  );
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation("exam");
  const tone: Record<SaveStatus, string> = {
    saved: "text-green-800",
    saving: "text-slate-700",
    offline: "text-amber-800",
    closed: "text-slate-700",
    error: "text-amber-800",
  };
  return (
    <p data-testid="save-status" data-status={status} className={`mr-auto min-w-0 truncate text-xs font-medium sm:mr-2 sm:text-right ${tone[status]}`}>
      {status === "closed" ? t("save.saved") : t(`save.${status}`)}
    </p>
  );
}
