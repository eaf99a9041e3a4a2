import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Highlight } from "#db/schema";
import { LazyCalculatorModal } from "~/features/calculator";
import { NotesPanel, ToolIcon } from "~/features/question-view";
import { LazyReferenceSheet } from "~/features/reference-sheet";
import type { PracticeItemJson } from "../set-view.server";

const ICONS = {
  calculator: "M5 3h14v18H5zM8 7h8M8 11h2m2 0h2m-6 4h2m2 0h2",
  reference: "M6 3h9l4 4v14H6zM9 12h6M9 16h6",
  highlight: "M4 20h6M14 4l6 6-9 9H5v-6z",
  notes: "M5 4h14v12l-4 4H5zM15 20v-4h4M8 9h8M8 13h5",
};
type Panel = "calculator" | "reference" | "notes";
type Tool = { id: Panel | "highlight"; label: string; icon: string; pressed?: boolean; expanded?: boolean; onSelect: () => void };

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
 * The exam's tools on a practice question: calculator and reference sheet for Math; highlighter and notes
 * for a Reading and Writing question with a passage. Panels float over the page, or on narrow screens
 * one at a time docked under the question.
 */
export function usePracticeTools({
  item,
  isMath,
  highlights,
  onHighlights,
}: {
  item: PracticeItemJson | null;
  isMath: boolean;
  highlights: Highlight[] | null;
  onHighlights: (h: Highlight[]) => void;
}) {
  const { t } = useTranslation("exam");
  const [highlightMode, setHighlightMode] = useState(false);
  const [color, setColor] = useState<Highlight["color"]>("yellow");
  const [panels, setPanels] = useState<Record<Panel, boolean>>({ calculator: false, reference: false, notes: false });
  const narrow = useNarrow();

  const togglePanel = (kind: Panel) =>
    setPanels((p) => (narrow ? { calculator: false, reference: false, notes: false, [kind]: !p[kind] } : { ...p, [kind]: !p[kind] }));
  const closePanel = (kind: Panel) => setPanels((p) => ({ ...p, [kind]: false }));
  const tools: Tool[] = item
    ? isMath
      ? [
          {
            id: "calculator",
            label: t("exam:tools.calculator"),
            icon: ICONS.calculator,
            expanded: panels.calculator,
            onSelect: () => togglePanel("calculator"),
          },
          { id: "reference", label: t("exam:tools.reference"), icon: ICONS.reference, expanded: panels.reference, onSelect: () => togglePanel("reference") },
        ]
      : item.question.passage
        ? [
            { id: "highlight", label: t("exam:tools.highlight"), icon: ICONS.highlight, pressed: highlightMode, onSelect: () => setHighlightMode((h) => !h) },
            { id: "notes", label: t("exam:tools.notes"), icon: ICONS.notes, expanded: panels.notes, onSelect: () => togglePanel("notes") },
          ]
        : []
    : [];
  const openPanels = (["calculator", "reference", "notes"] as const).filter((k) => panels[k] && (k === "notes" ? !isMath && !!item?.question.passage : isMath));
  const renderPanel = (kind: Panel, docked: boolean) =>
    kind === "calculator" ? (
      <LazyCalculatorModal key={kind} open docked={docked} onClose={() => closePanel("calculator")} />
    ) : kind === "reference" ? (
      <LazyReferenceSheet key={kind} open docked={docked} onClose={() => closePanel("reference")} />
    ) : item && highlights ? (
      <NotesPanel
        key={kind}
        docked={docked}
        passageText={item.question.passage ? item.question.passage.html.replace(/<[^>]+>/g, "") : null}
        highlights={highlights}
        onChange={onHighlights}
        onClose={() => closePanel("notes")}
        color={color}
        onColor={setColor}
      />
    ) : null;

  const panelsShown = (
    <>
      {narrow && openPanels.length ? (
        <div data-panel className="h-[55%] shrink-0 border-t-2 border-slate-300" data-testid="dock">
          {renderPanel(openPanels[0]!, true)}
        </div>
      ) : null}
      {narrow ? null : openPanels.map((kind) => renderPanel(kind, false))}
    </>
  );

  /** Moving to another question: the notes close and the highlighter is put down. */
  const leaveQuestion = () => {
    setPanels((p) => ({ ...p, notes: false }));
    setHighlightMode(false);
  };

  return { tools, panelsShown, highlightMode, color, leaveQuestion };
}

/** The tool buttons of the header. */
export function ToolButtons({ tools }: { tools: Tool[] }) {
  return tools.map((tool) => (
    <button
      key={tool.id}
      type="button"
      onClick={tool.onSelect}
      aria-pressed={tool.pressed}
      aria-expanded={tool.expanded}
      className={`flex min-h-11 min-w-11 shrink-0 flex-col items-center justify-center rounded-lg px-2 py-1 text-xs font-medium whitespace-nowrap hover:bg-slate-200 ${tool.pressed || tool.expanded ? "bg-yellow-100 ring-1 ring-yellow-500" : ""}`}
      data-tool={tool.id}
    >
      <ToolIcon d={tool.icon} />
      {tool.label}
    </button>
  ));
}
