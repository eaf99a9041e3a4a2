import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { Highlight } from "#db/schema";
import type { ExamScreenState } from "../web-state.server";
import { CalculatorMemoryProvider, LazyCalculatorModal } from "~/features/calculator";
import {
  addHighlight,
  focusViewHeading,
  LineReader,
  NotesPanel,
  selectedWords,
  TOOL_ICONS,
  useViewFocus,
  type ExamQuestion,
  type SectionStore,
  type Tool,
} from "~/features/question-view";
import { LazyReferenceSheet } from "~/features/reference-sheet";
import { BottomBar } from "./bottom-bar";
import { ReviewPage } from "./review-page";
import { useFiveMinuteWarning, useSaveAnnouncements, useSaveProblem } from "./section-alerts";
import { SubmittingOverlay } from "./submitting-overlay";
import { lazyPart, OnceOpened, usePreloadSoon } from "~/ui/lazy-part";
import { TopBar } from "./top-bar";
import { useAnnouncer } from "./use-announcer";
import { useDock } from "./use-dock";
import { QuestionStage } from "./question-stage";
import { SectionNotices } from "./section-notices";

type Section = Extract<ExamScreenState, { kind: "section" }>["section"];
type SendEvent = (e: { type: "OPEN_REVIEW" | "BACK_TO_QUESTIONS" | "REQUEST_SUBMIT" | "CONFIRM" | "CANCEL" | "RETRY" }) => void;
type Panel = "calculator" | "reference" | "notes";

// What the module shows only when asked: loaded when first opened, or ahead once the page is idle (decision 0064).
const NavigatorDialog = /* @__PURE__ */ lazyPart(() => import("./section-dialogs").then((m) => m.NavigatorDialog));
const ConfirmSubmitDialog = /* @__PURE__ */ lazyPart(() => import("./section-dialogs").then((m) => m.ConfirmSubmitDialog));
const ShortcutsDialog = /* @__PURE__ */ lazyPart(() => import("./help-dialogs").then((m) => m.ShortcutsDialog));
const HelpDialog = /* @__PURE__ */ lazyPart(() => import("./help-dialogs").then((m) => m.HelpDialog));
const ON_DEMAND = [NavigatorDialog, ConfirmSubmitDialog, ShortcutsDialog, HelpDialog, NotesPanel, LineReader];

/** One timed module: top bar, passage and question, bottom bar, navigator, review page, tools. */
export function SectionView({
  section,
  store,
  userName,
  mode,
  confirming,
  submitError,
  autoSubmitted,
  timerRef,
  send,
  onMounted,
}: {
  section: Section;
  store: SectionStore;
  userName: string;
  mode: "answering" | "review" | "submitting";
  confirming: boolean;
  submitError: string | null;
  autoSubmitted: boolean;
  timerRef: unknown;
  send: SendEvent;
  /** Once in the browser (the part hydrated): the exam screen lets the statechart and the early clicks go on. */
  onMounted?: () => void;
}) {
  const { t } = useTranslation("exam");
  // Hydrated: the store takes in this device's copy (it rendered the server's, as the HTML has it).
  useEffect(() => {
    store.attachDevice();
    onMounted?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the screen first runs
  }, []);
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
  const [panels, setPanels] = useState<Record<Panel, boolean>>({ calculator: false, reference: false, notes: false });
  const [lastPanel, setLastPanel] = useState<Panel>("calculator");
  const [lineReader, setLineReader] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [shortcuts, setShortcuts] = useState(false);
  const [help, setHelp] = useState(false);
  const [jump, setJump] = useState(0);
  const [noteFocus, setNoteFocus] = useState<number | null>(null);
  const screen = useDock();
  // On a desktop the student may undock the panels and drag them; they dock again with Dock.
  const [undocked, setUndocked] = useState(false);
  const dock = screen.wide && undocked ? null : screen.dock;
  const dockToggle = screen.wide
    ? { docked: !undocked, label: t(undocked ? "tools.dock" : "tools.undock"), onToggle: () => setUndocked((u) => !u) }
    : undefined;
  const announce = useAnnouncer();
  const navigatorButton = useRef<HTMLButtonElement>(null);

  // The submit confirmation opens over the review page (Check Your Work), the one way to end a module.
  const view = mode === "submitting" ? "submitting" : confirming ? "review" : mode;

  // The focus rule (view-focus.ts): the module's h1 first, then the heading of each new view.
  const viewKey = view === "submitting" ? `submitting:${submitError ? "error" : "busy"}` : view === "review" ? "review" : `question:${jump}`;
  // A question replaced under the focus (an arrow-key move from inside it) gives focus to its heading.
  const shownQuestion = useRef(active);
  useEffect(() => {
    if (shownQuestion.current === active) return;
    shownQuestion.current = active;
    if (document.activeElement === document.body || document.activeElement === null) focusViewHeading("question");
  }, [active]);
  useViewFocus(viewKey, (first) => (first ? "module" : view === "review" ? "review" : view === "submitting" ? "submitting" : "question"));

  const go = useCallback((i: number) => store.setActive(Math.max(0, Math.min(questions.length - 1, i))), [store, questions.length]);
  /** Back and Next: focus stays on the button; the new position is announced. */
  const step = useCallback(
    (i: number) => {
      const to = Math.max(0, Math.min(questions.length - 1, i));
      go(to);
      announce.polite(t("questionOf", { n: to + 1, m: questions.length }));
    },
    [go, announce, t, questions.length],
  );
  /** A question picked in the navigator or on the review page: a new view, focus on its heading. */
  const pick = (i: number) => {
    go(i);
    setNavigatorOpen(false);
    setJump((j) => j + 1);
    if (mode === "review" || confirming) send({ type: "BACK_TO_QUESTIONS" });
  };
  const togglePanel = (kind: Panel) => {
    setLastPanel(kind);
    setPanels((p) => {
      if (p[kind]) return { ...p, [kind]: false };
      // Docked, one panel at a time.
      return dock ? { calculator: false, reference: false, notes: false, [kind]: true } : { ...p, [kind]: true };
    });
  };
  const closePanel = (kind: Panel) => {
    if (kind === "notes") setNoteFocus(null);
    setPanels((p) => ({ ...p, [kind]: false }));
  };

  // Keyboard shortcuts of the module (More → Keyboard shortcuts); never inside a field, a menu or a panel.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement;
      if (
        el.closest("input, textarea, select, [contenteditable=true], dialog[open], [role=dialog], [role=menu], [role=tablist], [data-panel]") ||
        mode !== "answering" ||
        confirming
      )
        return;
      if (e.key === "ArrowRight" && !e.altKey && active < questions.length - 1) step(active + 1);
      else if (e.key === "ArrowLeft" && !e.altKey && active > 0) step(active - 1);
      else if (e.altKey && e.key.toLowerCase() === "m") store.update(q.id, { marked: !store.answer(q.id).marked });
      else if (e.altKey && e.key.toLowerCase() === "n") setNavigatorOpen(true);
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [active, questions.length, step, mode, confirming, store, q.id]);

  usePreloadSoon(ON_DEMAND);

  // Time up while a dialog is open: the dialogs give way to the submitting screen.
  useEffect(() => {
    if (mode !== "submitting") return;
    setNavigatorOpen(false);
    setShortcuts(false);
    setHelp(false);
  }, [mode]);

  useSaveAnnouncements(snap.status, announce.assertive);
  const warningShown = useFiveMinuteWarning(timerRef, `satlingo:exam:warned:${section.session}:${section.id}`, announce.assertive);
  const problem = useSaveProblem(snap.status);

  const tools: Tool[] = isMath
    ? [
        { id: "calculator", label: t("tools.calculator"), icon: TOOL_ICONS.calculator, expanded: panels.calculator, onSelect: () => togglePanel("calculator") },
        { id: "reference", label: t("tools.reference"), icon: TOOL_ICONS.reference, expanded: panels.reference, onSelect: () => togglePanel("reference") },
      ]
    : [
        { id: "highlight", label: t("tools.highlight"), icon: TOOL_ICONS.highlight, pressed: highlightMode, keepSelection: true, onSelect: highlightOrToggle },
        { id: "notes", label: t("tools.notes"), icon: TOOL_ICONS.notes, expanded: panels.notes, onSelect: () => togglePanel("notes") },
      ];

  /** Highlight: text selected first is highlighted (whole words); with nothing selected, the mode turns on or off. */
  function highlightOrToggle() {
    const passage = document.querySelector<HTMLElement>('[data-testid="passage"]');
    const words = passage ? selectedWords(passage) : null;
    if (!words) return setHighlightMode((h) => !h);
    window.getSelection()?.removeAllRanges();
    store.update(q.id, { highlights: addHighlight(answer.highlights, { ...words, color }) });
  }
  /** A highlight clicked: its note, in the notes panel. */
  const openNote = (index: number) => {
    setNoteFocus(index);
    setLastPanel("notes");
    setPanels((p) => (dock ? { calculator: false, reference: false, notes: true } : { ...p, notes: true }));
  };

  const passageText = reading ? reading.reading_context.replace(/<[^>]+>/g, "") : null;
  const renderPanel = (kind: Panel, docked: boolean) =>
    kind === "calculator" ? (
      <LazyCalculatorModal key={kind} open docked={docked} dockToggle={dockToggle} onClose={() => closePanel("calculator")} />
    ) : kind === "reference" ? (
      <LazyReferenceSheet key={kind} open docked={docked} dockToggle={dockToggle} onClose={() => closePanel("reference")} />
    ) : (
      <NotesPanel
        key={kind}
        docked={docked}
        dockToggle={dockToggle}
        passageText={passageText}
        highlights={answer.highlights}
        onChange={(h) => store.update(q.id, { highlights: h })}
        onClose={() => closePanel("notes")}
        color={color}
        onColor={setColor}
        focusNote={noteFocus}
      />
    );
  const openPanels = (["calculator", "reference", "notes"] as const).filter((k) => panels[k]);
  const docked = dock && openPanels.length ? (panels[lastPanel] ? lastPanel : openPanels[0]!) : null;

  return (
    <CalculatorMemoryProvider>
      <div className="flex h-dvh flex-col bg-white" inert={mode === "submitting"}>
        <TopBar
          sectionName={section.name}
          directions={section.directions}
          timerRef={timerRef}
          status={snap.status}
          tools={tools}
          more={{
            zoom,
            onZoom: setZoom,
            lineReader,
            onLineReader: () => setLineReader((v) => !v),
            onShortcuts: () => setShortcuts(true),
            onHelp: () => setHelp(true),
          }}
          notices={<SectionNotices problem={problem} pending={snap.pending} warningShown={warningShown} />}
        />
        <div className={`relative flex min-h-0 flex-1 ${dock === "side" ? "flex-row" : "flex-col"}`} data-testid="exam-stage">
          <main className="min-h-0 min-w-0 flex-1 overflow-auto" style={{ fontSize: `${zoom}rem` }}>
            {view === "review" ? (
              <ReviewPage sectionName={section.name} ids={ids} answers={snap.answers} onPick={pick} />
            ) : (
              <QuestionStage
                reading={reading ?? null}
                question={q}
                answer={answer}
                highlightMode={highlightMode}
                color={color}
                eliminator={eliminator}
                onToggleEliminator={() => setEliminator((v) => !v)}
                onChange={(patch) => store.update(q.id, patch)}
                onOpenNote={openNote}
              />
            )}
          </main>
          {docked ? (
            <div
              data-panel
              className={
                dock === "side"
                  ? `h-full shrink-0 border-l-2 border-slate-300 ${screen.wide ? (docked === "reference" ? "w-[min(40rem,45%)]" : "w-[clamp(20rem,30vw,26rem)]") : "w-[min(24rem,55%)]"}`
                  : "h-[55%] shrink-0 border-t-2 border-slate-300"
              }
              data-testid="dock"
              data-dock={dock}
            >
              {renderPanel(docked, true)}
            </div>
          ) : null}
          {dock ? null : openPanels.map((kind) => renderPanel(kind, false))}
        </div>
        <BottomBar
          userName={userName}
          index={active}
          count={questions.length}
          inReview={view === "review"}
          navigatorRef={navigatorButton}
          onNavigator={() => setNavigatorOpen(true)}
          onBack={() => {
            if (view !== "review") return step(active - 1);
            // From the review page, Back returns to the module's last question (as Bluebook does).
            go(questions.length - 1);
            send({ type: "BACK_TO_QUESTIONS" });
          }}
          // Next on the last question opens Check Your Work, as in Bluebook.
          onNext={() => (active === questions.length - 1 ? send({ type: "OPEN_REVIEW" }) : step(active + 1))}
          onSubmit={() => send({ type: "REQUEST_SUBMIT" })}
        />
        {announce.regions}
      </div>

      <OnceOpened open={navigatorOpen}>
        <NavigatorDialog
          open={navigatorOpen}
          onClose={() => setNavigatorOpen(false)}
          sectionName={section.name}
          ids={ids}
          answers={snap.answers}
          current={active}
          onPick={pick}
          onReview={() => {
            setNavigatorOpen(false);
            send({ type: "OPEN_REVIEW" });
          }}
        />
      </OnceOpened>
      <OnceOpened open={confirming}>
        <ConfirmSubmitDialog
          open={confirming}
          ids={ids}
          answers={snap.answers}
          onCancel={() => send({ type: "CANCEL" })}
          onConfirm={() => send({ type: "CONFIRM" })}
          onPick={pick}
        />
      </OnceOpened>
      {mode === "submitting" ? <SubmittingOverlay submitError={submitError} autoSubmitted={autoSubmitted} onRetry={() => send({ type: "RETRY" })} /> : null}

      {lineReader ? <LineReader onClose={() => setLineReader(false)} /> : null}
      <OnceOpened open={shortcuts}>
        <ShortcutsDialog open={shortcuts} onClose={() => setShortcuts(false)} />
      </OnceOpened>
      <OnceOpened open={help}>
        <HelpDialog open={help} onClose={() => setHelp(false)} />
      </OnceOpened>
    </CalculatorMemoryProvider>
  );
}
