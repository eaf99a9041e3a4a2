import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { Highlight } from "#db/schema";
import type { ExamScreenState } from "../web-state.server";
import { CalculatorMemoryProvider, LazyCalculatorModal } from "~/features/calculator";
import { LazyReferenceSheet } from "~/features/reference-sheet";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { BottomBar } from "./bottom-bar";
import { HelpDialog, ShortcutsDialog } from "./help-dialogs";
import { LineReader } from "./line-reader";
import { NotesPanel } from "./notes-panel";
import { PassagePane } from "./passage-pane";
import { QuestionPane, type ExamQuestion } from "./question-pane";
import { Legend, QuestionGrid } from "./question-grid";
import { ReviewPage } from "./review-page";
import type { SectionStore } from "./section-store";
import { TopBar } from "./top-bar";


type Section = Extract<ExamScreenState, { kind: "section" }>["section"];
type SendEvent = (e: { type: "OPEN_REVIEW" | "BACK_TO_QUESTIONS" | "REQUEST_SUBMIT" | "CONFIRM" | "CANCEL" | "RETRY" }) => void;

/** One timed module: top bar, passage and question, bottom bar, navigator, review page, tools. */
export function SectionView({ section, store, userName, mode, confirming, submitError, autoSubmitted, timerRef, send }: {
  section: Section;
  store: SectionStore;
  userName: string;
  mode: "answering" | "review" | "submitting";
  confirming: boolean;
  submitError: string | null;
  autoSubmitted: boolean;
  timerRef: unknown;
  send: SendEvent;
}) {
  const { t } = useTranslation("exam");
  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const questions = section.sat_question_group.questions as ExamQuestion[];
  const ids = questions.map((q) => q.id);
  const active = Math.min(snap.active, questions.length - 1);
  const q = questions[active]!;
  const answer = store.answer(q.id);
  const reading = section.readings.find((r) => r.id === (section.sat_question_group.questions[active] as { reading: number | null }).reading);
  const isMath = section.test === "math";

  const [highlightMode, setHighlightMode] = useState(false);
  const [color, setColor] = useState<Highlight["color"]>("yellow");
  const [eliminator, setEliminator] = useState(false);
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const [calcOpen, setCalcOpen] = useState(false);
  const [refOpen, setRefOpen] = useState(false);
  const [lineReader, setLineReader] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [shortcuts, setShortcuts] = useState(false);
  const [help, setHelp] = useState(false);

  const go = useCallback((i: number) => store.setActive(Math.max(0, Math.min(questions.length - 1, i))), [store, questions.length]);
  const pick = (i: number) => {
    go(i);
    setNavigatorOpen(false);
    if (mode === "review") send({ type: "BACK_TO_QUESTIONS" });
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement;
      if (el.closest("input, textarea, select, [contenteditable=true], dialog[open]") || mode !== "answering" || confirming) return;
      if (e.key === "ArrowRight" && !e.altKey && active < questions.length - 1) go(active + 1);
      else if (e.key === "ArrowLeft" && !e.altKey && active > 0) go(active - 1);
      else if (e.altKey && e.key.toLowerCase() === "m") store.update(q.id, { marked: !store.answer(q.id).marked });
      else if (e.altKey && e.key.toLowerCase() === "n") setNavigatorOpen(true);
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [active, questions.length, go, mode, confirming, store, q.id]);

  const passageText = reading ? reading.reading_context.replace(/<[^>]+>/g, "") : "";
  return (
    <CalculatorMemoryProvider>
      <div className="flex h-screen flex-col bg-white">
        <TopBar
          sectionName={section.name}
          directions={section.directions}
          isMath={isMath}
          timerRef={timerRef}
          status={snap.status}
          highlightMode={highlightMode}
          onToggleHighlight={() => setHighlightMode((h) => !h)}
          onReference={() => setRefOpen((o) => !o)}
          onCalculator={() => setCalcOpen((o) => !o)}
          more={{ zoom, onZoom: setZoom, lineReader, onLineReader: () => setLineReader((v) => !v), onNotes: () => setNotesOpen(true), onShortcuts: () => setShortcuts(true), onHelp: () => setHelp(true) }}
        />
        {snap.status === "offline" || snap.status === "error" ? (
          <p role="status" className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-900">
            {t(snap.status === "offline" ? "save.offlineBanner" : "save.errorBanner", { count: snap.pending })}
          </p>
        ) : null}
        <main className="min-h-0 flex-1 overflow-auto" style={{ fontSize: `${zoom}rem` }}>
          {mode === "review" ? (
            <ReviewPage sectionName={section.name} ids={ids} answers={snap.answers} onPick={pick} />
          ) : (
            <div className={`grid h-full ${reading ? "md:grid-cols-2" : ""}`}>
              {reading ? (
                <div className="overflow-auto border-b-4 border-slate-200 p-6 md:border-b-0 md:border-r-4">
                  <PassagePane title={reading.title} html={reading.reading_context} highlights={answer.highlights} highlightMode={highlightMode} color={color} onChange={(h) => store.update(q.id, { highlights: h })} />
                </div>
              ) : null}
              <div className={`overflow-auto p-6 ${reading ? "" : "mx-auto w-full max-w-3xl"}`}>
                <QuestionPane key={q.id} question={q} answer={answer} eliminator={eliminator} onToggleEliminator={() => setEliminator((v) => !v)} onChange={(patch) => store.update(q.id, patch)} />
              </div>
            </div>
          )}
        </main>
        <BottomBar
          userName={userName}
          index={active}
          count={questions.length}
          inReview={mode === "review"}
          onNavigator={() => setNavigatorOpen(true)}
          onBack={() => {
            if (mode !== "review") return go(active - 1);
            // From the review page, Back returns to the module's last question (as Bluebook does).
            go(questions.length - 1);
            send({ type: "BACK_TO_QUESTIONS" });
          }}
          onNext={() => go(active + 1)}
          onSubmit={() => send({ type: "REQUEST_SUBMIT" })}
        />
      </div>

      <Dialog open={navigatorOpen} onClose={() => setNavigatorOpen(false)} title={t("navigator.title", { section: section.name })} labelledBy="navigator-title" className="w-[min(34rem,94vw)]">
        <Legend />
        <div className="flex justify-center pt-3">
          <QuestionGrid ids={ids} answers={snap.answers} current={active} onPick={pick} />
        </div>
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => {
            setNavigatorOpen(false);
            send({ type: "OPEN_REVIEW" });
          }}
        >
          {t("navigator.review")}
        </Button>
      </Dialog>

      <Dialog open={confirming} onClose={() => send({ type: "CANCEL" })} title={t("confirm.title")} labelledBy="confirm-title" className="w-[min(26rem,92vw)]">
        <p className="text-slate-700">{t("confirm.text")}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => send({ type: "CANCEL" })}>
            {t("confirm.cancel")}
          </Button>
          <Button onClick={() => send({ type: "CONFIRM" })} autoFocus>
            {t("confirm.submit")}
          </Button>
        </div>
      </Dialog>

      {mode === "submitting" ? (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/85" role={submitError ? "alert" : "status"}>
          <div className="flex max-w-md flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xl">
            {submitError ? (
              <>
                <h2 className="text-lg font-bold">{t("submitFailed")}</h2>
                <p className="text-slate-600">{submitError}</p>
                <p className="text-sm text-slate-500">{t("submitKept")}</p>
                <Button onClick={() => send({ type: "RETRY" })}>{t("retry")}</Button>
              </>
            ) : (
              <>
                <h2 className="text-lg font-bold">{autoSubmitted ? t("timeUp") : t("submitting")}</h2>
                <p className="text-slate-600">{t("submittingText")}</p>
              </>
            )}
          </div>
        </div>
      ) : null}

      {notesOpen && reading ? <NotesPanel passageText={passageText} highlights={answer.highlights} onChange={(h) => store.update(q.id, { highlights: h })} onClose={() => setNotesOpen(false)} color={color} onColor={setColor} /> : null}
      {notesOpen && !reading ? (
        <Dialog open onClose={() => setNotesOpen(false)} title={t("notes.title")} labelledBy="notes-title">
          <p>{t("notes.noPassage")}</p>
          <Button onClick={() => setNotesOpen(false)}>{t("close")}</Button>
        </Dialog>
      ) : null}
      {lineReader ? <LineReader onClose={() => setLineReader(false)} /> : null}
      <ShortcutsDialog open={shortcuts} onClose={() => setShortcuts(false)} />
      <HelpDialog open={help} onClose={() => setHelp(false)} />
      <LazyCalculatorModal open={calcOpen} onClose={() => setCalcOpen(false)} />
      <LazyReferenceSheet open={refOpen} onClose={() => setRefOpen(false)} />
    </CalculatorMemoryProvider>
  );
}
