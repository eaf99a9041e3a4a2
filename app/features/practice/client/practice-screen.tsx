import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { Highlight } from "#db/schema";
import { CalculatorMemoryProvider, LazyCalculatorModal } from "~/features/calculator";
import { ToolIcon } from "~/features/exam/client/more-menu";
import { NotesPanel } from "~/features/exam/client/notes-panel";
import { PassagePane } from "~/features/exam/client/passage-pane";
import { QuestionPane } from "~/features/exam/client/question-pane";
import { SectionStore, type SaveStatus } from "~/features/exam/client/section-store";
import { focusViewHeading } from "~/features/exam/client/view-focus";
import { LazyReferenceSheet } from "~/features/reference-sheet";
import { QuestionReview } from "~/features/results/question-review";
import type { ResultQuestion } from "~/features/results/result-types";
import { PRICING_PATH, type TutorGate } from "~/features/tutor/access";
import { Button, buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import type { PracticeItemJson, PracticeSetJson } from "../sets.server";
import { practiceApi, PracticeRequestError } from "./api";
import { PracticeAskLingo } from "./practice-lingo";
import { PracticeTimer } from "./practice-timer";
import { setTitle } from "./set-title";

const ICONS = {
  calculator: "M5 3h14v18H5zM8 7h8M8 11h2m2 0h2m-6 4h2m2 0h2",
  reference: "M6 3h9l4 4v14H6zM9 12h6M9 16h6",
  highlight: "M4 20h6M14 4l6 6-9 9H5v-6z",
  notes: "M5 4h14v12l-4 4H5zM15 20v-4h4M8 9h8M8 13h5",
};
type Panel = "calculator" | "reference" | "notes";

const storeKey = (setId: number) => `satlingo:practice:${setId}`;
function makeStore(view: PracticeSetJson) {
  return new SectionStore(
    storeKey(view.id),
    view.items.map((i) => ({ id: i.question.id, response: i.response })),
    view.active_position,
    practiceApi.saver(view.id),
  );
}

/** Where the page opens: a checked question asked for (?question=id: its review), the current question, else the end. */
function startPosition(view: PracticeSetJson, question?: number) {
  const asked = question ? view.items.findIndex((i) => i.question.id === question && i.result) : -1;
  if (asked >= 0) return asked;
  const open = view.items.findIndex((i) => !i.result);
  return open >= 0 && view.next === "question" ? open : view.items.length;
}

function reviewQuestion(item: PracticeItemJson, reveal: boolean): ResultQuestion {
  const r = item.result!;
  return {
    id: item.question.id,
    index: item.position,
    question_type: item.question.question_type,
    difficulty_level: item.difficulty,
    domain: item.question.domain,
    skill: item.question.skill,
    question_title: item.question.question_title,
    question_text: item.question.question_text,
    passage: null,
    choices: item.question.choices.map((c) => (reveal ? { ...c, is_correct: c.id === r.correct_choice } : c)),
    ...(reveal ? { open_ended_answer: (r.accepted_answers ?? []).join("|||"), explanation: r.explanation } : {}),
    response: { selected_choice: item.response?.selected_choice ?? null, answer_text: item.response?.answer_text ?? null, is_correct: r.is_correct },
  };
}

/** Narrow screens: panels in the page's flow under the question instead of floating over it. */
function useNarrow() {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const q = window.matchMedia("(max-width: 639.98px)");
    const update = () => setNarrow(q.matches);
    update();
    q.addEventListener("change", update);
    return () => q.removeEventListener("change", update);
  }, []);
  return narrow;
}

/**
 * A practice set: the exam's question screen (passage, question, choices or the grid-in box, Mark for
 * Review, the eliminator, highlights and notes, calculator and reference sheet for Math), one question at
 * a time. "Check answer" grades it on the server; the feedback (right or wrong, and for those who may see
 * it the key and the explanation) and "Ask Lingo" follow; then the next question. Work in progress is
 * saved as on the exam (device first, server in the background) so the set resumes on any device.
 */
export function PracticeScreen({ initial, gate }: { initial: PracticeSetJson; gate: TutorGate }) {
  const { t } = useTranslation(["practice", "exam", "results"]);
  const [view, setView] = useState(initial);
  const [store, setStore] = useState(() => makeStore(initial));
  const [params] = useSearchParams();
  const [pos, setPos] = useState(() => startPosition(initial, Number(params.get("question")) || undefined));
  const [busy, setBusy] = useState<"answer" | "finish" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [announce, setAnnounce] = useState("");
  const [highlightMode, setHighlightMode] = useState(false);
  const [color, setColor] = useState<Highlight["color"]>("yellow");
  const [eliminator, setEliminator] = useState(false);
  const [panels, setPanels] = useState<Record<Panel, boolean>>({ calculator: false, reference: false, notes: false });
  const narrow = useNarrow();
  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => () => store.dispose(), [store]);

  const item = pos < view.items.length ? view.items[pos]! : null;
  const isMath = item ? item.question.test === "math" : view.test === "math";
  const answer = item ? store.answer(item.question.id) : null;
  const title = setTitle(view, t);
  const total = view.length;

  /** The server's new view of the set: a fresh device store from it (the server now has the newest revisions). */
  const apply = useCallback(
    (next: PracticeSetJson, moveTo?: number) => {
      setStore((old) => {
        old.dispose();
        return makeStore(next);
      });
      setView(next);
      if (moveTo !== undefined) setPos(moveTo);
    },
    [],
  );

  // Focus: each new question (or the end) starts at its heading; after a check, at the feedback.
  useEffect(() => {
    const target = focusAfter.current ?? (pos < view.items.length ? "question" : "end");
    focusAfter.current = null;
    requestAnimationFrame(() => focusViewHeading(target));
    // Only when the place changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pos]);

  const go = (to: number) => {
    setError(null);
    setPanels((p) => ({ ...p, notes: false }));
    setHighlightMode(false);
    if (to < view.items.length) store.setActive(to);
    setPos(to);
  };

  const reload = async () => {
    try {
      const next = await practiceApi.view(view.id);
      apply(next, startPosition(next));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const check = async () => {
    if (!item || !answer) return;
    const sc = item.question.question_type === "SC";
    if (sc ? answer.selected == null : !answer.text?.trim()) {
      setError(t(sc ? "practice:set.chooseFirst" : "practice:set.typeFirst"));
      return;
    }
    setBusy("answer");
    setError(null);
    await store.flush().catch(() => {});
    try {
      const next = await practiceApi.answer(view.id, {
        question: item.question.id,
        selected_choice: sc ? answer.selected : null,
        answer_text: sc ? null : answer.text,
        marked_for_review: answer.marked,
        revision: answer.rev + 1,
      });
      const done = next.items.find((i) => i.question.id === item.question.id);
      setAnnounce(done?.result?.is_correct ? t("practice:set.correct") : t("practice:set.incorrect"));
      focusAfter.current = "feedback";
      apply(next);
      requestAnimationFrame(() => focusViewHeading("feedback"));
    } catch (e) {
      if (e instanceof PracticeRequestError && (e.body.limit_reached || e.body.closed)) await reload();
      else setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const finish = async () => {
    setConfirmFinish(false);
    setBusy("finish");
    await store.flush().catch(() => {});
    try {
      const next = await practiceApi.finish(view.id);
      apply(next, next.items.length);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const togglePanel = (kind: Panel) => setPanels((p) => (narrow ? { calculator: false, reference: false, notes: false, [kind]: !p[kind] } : { ...p, [kind]: !p[kind] }));
  const closePanel = (kind: Panel) => setPanels((p) => ({ ...p, [kind]: false }));
  const tools = item
    ? isMath
      ? [
          { id: "calculator" as const, label: t("exam:tools.calculator"), icon: ICONS.calculator, expanded: panels.calculator, onSelect: () => togglePanel("calculator") },
          { id: "reference" as const, label: t("exam:tools.reference"), icon: ICONS.reference, expanded: panels.reference, onSelect: () => togglePanel("reference") },
        ]
      : item.question.passage
        ? [
            { id: "highlight" as const, label: t("exam:tools.highlight"), icon: ICONS.highlight, pressed: highlightMode, onSelect: () => setHighlightMode((h) => !h) },
            { id: "notes" as const, label: t("exam:tools.notes"), icon: ICONS.notes, expanded: panels.notes, onSelect: () => togglePanel("notes") },
          ]
        : []
    : [];
  const openPanels = (["calculator", "reference", "notes"] as const).filter((k) => panels[k] && (k === "notes" ? !isMath && !!item?.question.passage : isMath));
  const renderPanel = (kind: Panel, docked: boolean) =>
    kind === "calculator" ? (
      <LazyCalculatorModal key={kind} open docked={docked} onClose={() => closePanel("calculator")} />
    ) : kind === "reference" ? (
      <LazyReferenceSheet key={kind} open docked={docked} onClose={() => closePanel("reference")} />
    ) : item && answer ? (
      <NotesPanel
        key={kind}
        docked={docked}
        passageText={item.question.passage ? item.question.passage.html.replace(/<[^>]+>/g, "") : null}
        highlights={answer.highlights}
        onChange={(h) => store.update(item.question.id, { highlights: h })}
        onClose={() => closePanel("notes")}
        color={color}
        onColor={setColor}
      />
    ) : null;

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
            {tools.map((tool) => (
              <button
                key={tool.id}
                type="button"
                onClick={tool.onSelect}
                aria-pressed={"pressed" in tool ? tool.pressed : undefined}
                aria-expanded={"expanded" in tool ? tool.expanded : undefined}
                className={`flex min-h-11 min-w-11 shrink-0 flex-col items-center justify-center rounded-lg px-2 py-1 text-xs font-medium whitespace-nowrap hover:bg-slate-200 ${("pressed" in tool && tool.pressed) || ("expanded" in tool && tool.expanded) ? "bg-yellow-100 ring-1 ring-yellow-500" : ""}`}
                data-tool={tool.id}
              >
                <ToolIcon d={tool.icon} />
                {tool.label}
              </button>
            ))}
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
              <div className={`grid [@media(min-width:48rem)_and_(min-height:35rem)]:h-full ${item.question.passage ? "[@media(min-width:48rem)_and_(min-height:35rem)]:grid-cols-2" : ""}`}>
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
                      onChange={(h) => store.update(item.question.id, { highlights: h })}
                    />
                  </div>
                ) : null}
                <div className={`flex flex-col gap-4 p-6 [@media(min-width:48rem)_and_(min-height:35rem)]:overflow-auto ${item.question.passage ? "" : "mx-auto w-full max-w-3xl"}`}>
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
                        onChange={(patch) => {
                          setError(null);
                          store.update(item.question.id, patch);
                        }}
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
          {narrow && openPanels.length ? (
            <div data-panel className="h-[55%] shrink-0 border-t-2 border-slate-300" data-testid="dock">
              {renderPanel(openPanels[0]!, true)}
            </div>
          ) : null}
          {narrow ? null : openPanels.map((kind) => renderPanel(kind, false))}
        </div>

        <footer className="flex flex-wrap items-center justify-between gap-2 border-t-2 border-dashed border-slate-300 bg-slate-50 px-3 py-2 sm:px-4">
          <div className="flex gap-2">
            {view.status === "active" ? (
              <button type="button" className={buttonClass("secondary")} onClick={() => setConfirmFinish(true)} disabled={busy !== null} data-testid="finish-set">
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

      <Dialog open={confirmFinish} onClose={() => setConfirmFinish(false)} title={t("practice:set.finishTitle")} labelledBy="finish-title" className="w-[min(26rem,92vw)]">
        <p className="text-slate-700">{t("practice:set.finishText")}</p>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass("secondary")} onClick={() => setConfirmFinish(false)}>
            {t("practice:set.keepGoing")}
          </button>
          <Button onClick={finish} data-testid="confirm-finish">
            {t("practice:set.finishConfirm")}
          </Button>
        </div>
      </Dialog>
    </CalculatorMemoryProvider>
  );
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation("exam");
  const tone: Record<SaveStatus, string> = { saved: "text-green-800", saving: "text-slate-700", offline: "text-amber-800", closed: "text-slate-700", error: "text-amber-800" };
  return (
    <p data-testid="save-status" data-status={status} className={`mr-auto min-w-0 truncate text-xs font-medium sm:mr-2 sm:text-right ${tone[status]}`}>
      {status === "closed" ? t("save.saved") : t(`save.${status}`)}
    </p>
  );
}

/** After a check: right or wrong, the answer review (key and explanation when shown), Ask Lingo, the notebook and Premium notes. */
function Feedback({ item, reveal, gate }: { item: PracticeItemJson; reveal: boolean; gate: TutorGate }) {
  const { t } = useTranslation("practice");
  const r = item.result!;
  const toNotebook = !r.is_correct || !!item.response?.marked_for_review;
  return (
    <section aria-labelledby="feedback-heading" className="flex flex-col gap-3" data-testid="feedback">
      <h2
        id="feedback-heading"
        tabIndex={-1}
        data-view-heading="feedback"
        className={`rounded-lg px-3 py-2 text-lg font-bold ${r.is_correct ? "bg-emerald-50 text-emerald-800" : "bg-rose-50 text-rose-800"}`}
        data-testid="feedback-verdict"
        data-correct={r.is_correct}
      >
        {r.is_correct ? t("set.correct") : t("set.incorrect")}
      </h2>
      <QuestionReview question={reviewQuestion(item, reveal)} answersShown={reveal} own />
      <div className="flex flex-wrap items-center gap-3">
        <PracticeAskLingo questionId={item.question.id} number={item.position + 1} gate={gate} />
        {toNotebook ? (
          <p className="text-sm text-slate-700" data-testid="added-to-notebook">
            {t("set.inNotebook")}{" "}
            <Link to="/practice/review" className="font-medium text-brand-700 underline">
              {t("set.openNotebook")}
            </Link>
          </p>
        ) : null}
      </div>
      {!reveal ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="explanations-premium">
          {t("set.explanationsPremium")}{" "}
          <a href={PRICING_PATH} className="font-semibold underline">
            {t("set.seePlans")}
          </a>
        </p>
      ) : null}
    </section>
  );
}


/** The daily free limit is reached: the set waits (saved) until tomorrow or Premium. */
function LimitPanel({ view }: { view: PracticeSetJson }) {
  const { t, i18n } = useTranslation("practice");
  const resets = useMemo(() => new Intl.DateTimeFormat(i18n.language, { timeStyle: "short", timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }).format(new Date(view.limit.resetsAt)), [view.limit.resetsAt, i18n.language]);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 p-6" aria-labelledby="end-heading" data-testid="limit-reached">
      <h2 id="end-heading" tabIndex={-1} data-view-heading="end" className="text-xl font-bold">
        {t("limit.title")}
      </h2>
      <p className="text-slate-700">{t("limit.text", { count: view.limit.perDay ?? 0, time: resets })}</p>
      <p className="text-slate-700">{t("limit.saved", { n: view.answered_count, m: view.length })}</p>
      <div className="flex flex-wrap gap-2">
        <a href={PRICING_PATH} className={buttonClass("primary")} data-testid="limit-plans">
          {t("limit.plans")}
        </a>
        <Link to="/practice" className={buttonClass("secondary")}>
          {t("set.backToPractice")}
        </Link>
      </div>
    </section>
  );
}

/** The end of the set: the score and each question's result, to review any of them. */
function Summary({ view, onOpen }: { view: PracticeSetJson; onOpen: (pos: number) => void }) {
  const { t } = useTranslation(["practice", "results"]);
  const wrong = view.items.some((i) => i.result && (!i.result.is_correct || i.response?.marked_for_review));
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 p-6" aria-labelledby="end-heading" data-testid="practice-summary">
      <h2 id="end-heading" tabIndex={-1} data-view-heading="end" className="text-xl font-bold">
        {t("practice:summary.title")}
      </h2>
      <p className="text-lg" data-testid="summary-score">
        {t("practice:summary.score", { correct: view.correct_count, count: view.answered_count })}
      </p>
      {view.answered_count < view.length ? <p className="text-sm text-slate-600">{t("practice:summary.unanswered", { count: view.length - view.answered_count })}</p> : null}
      {view.items.length ? (
        <ol className="flex flex-col gap-2">
          {view.items.map((i, k) =>
            i.result ? (
              <li key={i.position}>
                <button type="button" onClick={() => onOpen(k)} className="flex w-full items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-left hover:bg-slate-50">
                  <span className="font-medium">
                    {t("results:question.number", { n: i.position + 1 })} · {t(`results:skills.${i.question.skill}`)}
                  </span>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${i.result.is_correct ? "bg-emerald-100 text-emerald-800" : "bg-rose-100 text-rose-800"}`}>
                    {i.result.is_correct ? t("results:question.status.correct") : t("results:question.status.incorrect")}
                  </span>
                </button>
              </li>
            ) : null,
          )}
        </ol>
      ) : null}
      {wrong ? <p className="text-slate-700">{t("practice:summary.notebook")}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Link to="/practice" className={buttonClass("primary")} data-testid="summary-new-set">
          {t("practice:summary.newSet")}
        </Link>
        <Link to="/practice/review" className={buttonClass("secondary")} data-testid="summary-notebook">
          {t("practice:summary.openNotebook")}
        </Link>
      </div>
    </section>
  );
}
