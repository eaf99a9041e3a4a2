/**
 * The SAT math reference sheet: our SVG figures with their formulas typeset by KaTeX (as
 * MathML, which needs no stylesheet and is read by screen readers), in a draggable,
 * non-modal overlay that opens 100px from the top of the window, centred horizontally, and stays
 * between the exam's top and bottom bars; on a phone or a short window (`docked`) a sheet in the
 * page's flow. Escape inside it, or Close, closes it and focus goes back to what opened it.
 */
import katex from "katex";
import { useId, useMemo, useRef, type ReactNode } from "react";
import { DraggableCore } from "react-draggable";
import { useTranslation } from "react-i18next";
import { centeredPosition, closeOnEscape, PanelTitleBar, useFloatingPanel, useFocusOnOpen, type Area, type DockToggle, type Size } from "~/ui/floating-panel";
import {
  BoxFigure,
  CircleFigure,
  ConeFigure,
  CylinderFigure,
  FortyFiveFigure,
  PyramidFigure,
  PythagoreanFigure,
  RectangleFigure,
  SphereFigure,
  ThirtySixtyNinetyFigure,
  TriangleFigure,
} from "./reference-figures";

export type ReferenceSheetProps = { open: boolean; onClose: () => void; docked?: boolean; dockToggle?: DockToggle };

/** The sheet's top edge, in pixels from the top of the window. */
export const REFERENCE_SHEET_TOP = 100;

function initialPosition(size: Size, area: Area) {
  return centeredPosition(size, area, Math.max(0, REFERENCE_SHEET_TOP - area.top));
}

type Entry = { key: string; figure: (label: string) => ReactNode; formulas: string[] };

const ENTRIES: Entry[] = [
  { key: "circle", figure: (label) => <CircleFigure label={label} />, formulas: ["A = \\pi r^2", "C = 2\\pi r"] },
  { key: "rectangle", figure: (label) => <RectangleFigure label={label} />, formulas: ["A = \\ell w"] },
  { key: "triangle", figure: (label) => <TriangleFigure label={label} />, formulas: ["A = \\frac{1}{2}bh"] },
  { key: "pythagorean", figure: (label) => <PythagoreanFigure label={label} />, formulas: ["c^2 = a^2 + b^2"] },
  { key: "thirtySixtyNinety", figure: (label) => <ThirtySixtyNinetyFigure label={label} />, formulas: [] },
  { key: "fortyFive", figure: (label) => <FortyFiveFigure label={label} />, formulas: [] },
  { key: "box", figure: (label) => <BoxFigure label={label} />, formulas: ["V = \\ell w h"] },
  { key: "cylinder", figure: (label) => <CylinderFigure label={label} />, formulas: ["V = \\pi r^2 h"] },
  { key: "sphere", figure: (label) => <SphereFigure label={label} />, formulas: ["V = \\frac{4}{3}\\pi r^3"] },
  { key: "cone", figure: (label) => <ConeFigure label={label} />, formulas: ["V = \\frac{1}{3}\\pi r^2 h"] },
  { key: "pyramid", figure: (label) => <PyramidFigure label={label} />, formulas: ["V = \\frac{1}{3}\\ell w h"] },
];

function Formula({ tex }: { tex: string }) {
  // Our own constant TeX, rendered to MathML by KaTeX.
  const html = useMemo(() => katex.renderToString(tex, { output: "mathml", displayMode: true, throwOnError: false }), [tex]);
  return <span className="block text-lg [&_math]:my-0.5" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function ReferenceSheet({ open, onClose, docked = false, dockToggle }: ReferenceSheetProps) {
  if (!open) return null;
  return <ReferenceSheetPanel onClose={onClose} docked={docked} dockToggle={dockToggle} />;
}

function ReferenceSheetPanel({ onClose, docked, dockToggle }: { onClose: () => void; docked: boolean; dockToggle?: DockToggle }) {
  const { t } = useTranslation("calculator");
  const panel = useFloatingPanel<HTMLDivElement>({ initialPosition });
  const titleRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const hintId = `${baseId}-hint`;

  useFocusOnOpen(titleRef, docked || panel.ready);

  const frame = (children: ReactNode) =>
    docked ? (
      <div
        ref={panel.nodeRef}
        role="region"
        aria-labelledby={titleId}
        data-testid="reference-sheet"
        data-docked="true"
        onKeyDown={closeOnEscape(onClose)}
        className="h-full w-full overflow-y-auto bg-white text-slate-900 [&>:first-child]:sticky [&>:first-child]:top-0"
      >
        {children}
      </div>
    ) : (
      <DraggableCore nodeRef={panel.nodeRef} handle="[data-drag-handle]" cancel="button:not([data-move])" {...panel.dragHandlers}>
        <div
          ref={panel.nodeRef}
          role="dialog"
          aria-labelledby={titleId}
          data-testid="reference-sheet"
          onKeyDown={closeOnEscape(onClose)}
          style={panel.style}
          className="absolute top-0 left-0 z-40 flex max-h-full w-[min(46rem,calc(100%-1rem))] flex-col overflow-hidden rounded-xl border border-slate-300 bg-white text-slate-900 shadow-2xl"
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
        title={t("reference.title")}
        moveLabel={t("reference.move")}
        moveHint={t("reference.moveHint")}
        closeLabel={t("reference.close")}
        onClose={onClose}
        movable={!docked}
        dockToggle={dockToggle}
      />
      {/* Floating, the sheet scrolls here (a region, reachable by keyboard); docked, the whole panel scrolls. */}
      <div
        tabIndex={docked ? undefined : 0}
        aria-labelledby={docked ? undefined : titleId}
        role={docked ? undefined : "region"}
        className={docked ? "p-4" : "min-h-0 overflow-y-auto p-4"}
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {ENTRIES.map((entry) => (
            <li key={entry.key}>
              <figure className="flex h-full flex-col items-center gap-1 rounded-lg border border-slate-200 p-2">
                {entry.figure(t(`reference.figures.${entry.key}`))}
                <figcaption className="flex flex-col items-center text-center">
                  {entry.formulas.map((tex) => (
                    <Formula key={tex} tex={tex} />
                  ))}
                  {entry.formulas.length === 0 && <span className="text-xs text-slate-600">{t("reference.specialRightTriangle")}</span>}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-800">
          <li>{t("reference.facts.degrees")}</li>
          <li>{t("reference.facts.radians")}</li>
          <li>{t("reference.facts.triangle")}</li>
        </ul>
      </div>
    </>,
  );
}
