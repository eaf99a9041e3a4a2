/**
 * The exam's calculator: a non-modal, draggable dialog with Graphing and Scientific tabs, kept
 * between the exam's top and bottom bars. On a phone or a short window (`docked`) it is a sheet in
 * the page's flow instead (the exam gives it the bottom or the side), so it never covers the choices.
 * It opens on Graphing at its default position; Escape or Close closes it (focus goes back to what
 * opened it) and unmounts it. Expressions and history survive a close through the
 * CalculatorMemoryProvider the exam screen owns.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { DraggableCore } from "react-draggable";
import { useTranslation } from "react-i18next";
import { useCalculatorMemoryOrLocal } from "./calculator-memory";
import { GraphingCalculator } from "./graphing-calculator";
import { IconCollapse, IconExpand } from "./icons";
import { ScientificCalculator } from "./scientific-calculator";
import { closeOnEscape, PanelTitleBar, useFloatingPanel, useFocusOnOpen, type DockToggle, type Position } from "~/ui/floating-panel";

export type CalculatorModalProps = { open: boolean; onClose: () => void; docked?: boolean; dockToggle?: DockToggle };

const TABS = ["graphing", "scientific"] as const;
type Tab = (typeof TABS)[number];

/** Top left of its area, just below the exam's top bar. */
export const CALCULATOR_DEFAULT_POSITION = { x: 16, y: 8 };

function initialPosition(): Position {
  return CALCULATOR_DEFAULT_POSITION;
}

export function CalculatorModal({ open, onClose, docked = false, dockToggle }: CalculatorModalProps) {
  if (!open) return null;
  return <CalculatorPanel onClose={onClose} docked={docked} dockToggle={dockToggle} />;
}

function CalculatorPanel({ onClose, docked, dockToggle }: { onClose: () => void; docked: boolean; dockToggle?: DockToggle }) {
  const { t } = useTranslation("calculator");
  const store = useCalculatorMemoryOrLocal();
  const [tab, setTab] = useState<Tab>("graphing");
  const [expanded, setExpanded] = useState(false);
  const panel = useFloatingPanel<HTMLDivElement>({ initialPosition });
  const titleRef = useRef<HTMLHeadingElement>(null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ graphing: null, scientific: null });
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const hintId = `${baseId}-hint`;

  useFocusOnOpen(titleRef, docked || panel.ready);

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === "ArrowRight"
        ? TABS[(index + 1) % TABS.length]
        : event.key === "ArrowLeft"
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === "Home"
            ? TABS[0]
            : event.key === "End"
              ? TABS[TABS.length - 1]
              : null;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const frame = (children: ReactNode) =>
    docked ? (
      <div
        ref={panel.nodeRef}
        role="region"
        aria-labelledby={titleId}
        data-testid="calculator"
        data-docked="true"
        data-expanded={expanded}
        onKeyDown={closeOnEscape(onClose)}
        className="flex h-full w-full flex-col overflow-hidden bg-white text-slate-900"
      >
        {children}
      </div>
    ) : (
      <DraggableCore nodeRef={panel.nodeRef} handle="[data-drag-handle]" cancel="button:not([data-move])" {...panel.dragHandlers}>
        <div
          ref={panel.nodeRef}
          role="dialog"
          aria-labelledby={titleId}
          data-testid="calculator"
          data-expanded={expanded}
          onKeyDown={closeOnEscape(onClose)}
          style={panel.style}
          className={`absolute top-0 left-0 z-40 flex h-[75.6vh] max-h-full max-w-full flex-col overflow-hidden rounded-xl border border-slate-300 bg-white text-slate-900 shadow-2xl ${
            expanded ? "w-[max(36.431vw,24rem)]" : "w-[max(26.022vw,20rem)]"
          }`}
        >
          {children}
        </div>
      </DraggableCore>
    );

  return frame(
    <>
      <PanelTitleBar
        titleId={titleId}
        hintId={hintId}
        titleRef={titleRef}
        onHandleKeyDown={panel.onHandleKeyDown}
        title={t("title")}
        moveLabel={t("move")}
        moveHint={t("moveHint")}
        closeLabel={t("close")}
        onClose={onClose}
        movable={!docked}
        dockToggle={dockToggle}
      >
        {docked ? null : (
          <button
            type="button"
            aria-pressed={expanded}
            aria-label={t(expanded ? "collapse" : "expand")}
            title={t(expanded ? "collapse" : "expand")}
            onClick={() => setExpanded((value) => !value)}
            className="flex size-8 items-center justify-center rounded hover:bg-white/15 focus-visible:outline-white"
          >
            {expanded ? <IconCollapse /> : <IconExpand />}
          </button>
        )}
      </PanelTitleBar>
      <div role="tablist" aria-label={t("tabs.label")} className="flex shrink-0 border-b border-slate-200 bg-white">
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            id={`${baseId}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onTabKeyDown}
            className="flex-1 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-50 aria-selected:border-brand-600 aria-selected:text-brand-700"
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          id={`${baseId}-panel-${name}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${name}`}
          hidden={tab !== name}
          className="min-h-0 flex-1"
        >
          {name === "graphing" ? <GraphingCalculator store={store} /> : <ScientificCalculator store={store} />}
        </div>
      ))}
    </>,
  );
}
