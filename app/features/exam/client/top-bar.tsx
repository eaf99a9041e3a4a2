import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ToolIcon, type SaveStatus, type Tool } from "~/features/question-view";
import { MoreMenu, type MoreMenuProps } from "./more-menu";
import { TimerDisplay } from "./timer-display";
import { usePopup } from "./use-popup";

type Props = {
  sectionName: string;
  directions: string;
  timerRef: unknown;
  status: SaveStatus;
  tools: Tool[];
  more: MoreMenuProps;
  /** Notices under the bar (offline, the 5-minute warning), full width. */
  notices?: ReactNode;
};

/**
 * The module's top bar: its name (truncated on a phone, whole in the Directions and to screen
 * readers), Directions, the timer, the save status, the subject's tools and More. Tools that do not
 * fit in the bar (a phone, a long language, large text) move into More.
 */
export function TopBar(p: Props) {
  return (
    // One row: the name, the timer in the middle, the save status, tools and More. On a phone the tools
    // live in More and the save status is a dot; wider, the tools' side grows when it must and the name gives way.
    <header className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-2 gap-y-1 border-b-2 border-dashed border-slate-300 bg-slate-50 px-3 py-1 sm:grid-cols-[minmax(0,1fr)_auto_minmax(min-content,1fr)] sm:gap-x-3 sm:px-4 sm:py-1.5">
      <div className="flex min-w-0 flex-col items-start gap-0.5">
        <h1
          tabIndex={-1}
          data-view-heading="module"
          title={p.sectionName}
          className="max-w-full truncate rounded text-sm font-bold sm:text-base"
          data-testid="section-name"
        >
          {p.sectionName}
        </h1>
        <Directions sectionName={p.sectionName} html={p.directions} />
      </div>
      <div className="flex justify-center">
        <TimerDisplay timerRef={p.timerRef} />
      </div>
      <ToolBar status={p.status} tools={p.tools} more={p.more} />
      {p.notices ? <div className="col-span-full -mx-3 -mb-1.5 sm:-mx-4">{p.notices}</div> : null}
    </header>
  );
}

/** Directions: a disclosure under the module's name, with the whole name on top. */
function Directions({ sectionName, html }: { sectionName: string; html: string }) {
  const { t } = useTranslation("exam");
  const popup = usePopup();
  const id = useId();
  return (
    <div className="relative" ref={popup.rootRef}>
      <button
        ref={popup.buttonRef}
        type="button"
        aria-expanded={popup.open}
        aria-controls={id}
        onClick={() => popup.setOpen((o) => !o)}
        className="flex min-h-6 items-center gap-1.5 rounded text-sm font-medium text-slate-700 hover:underline"
      >
        <span aria-hidden className={`inline-block text-[0.6rem] transition-transform ${popup.open ? "rotate-90" : ""}`}>
          ▶
        </span>
        {t("directions")}
      </button>
      <div
        id={id}
        role="region"
        aria-label={t("directions")}
        tabIndex={0}
        hidden={!popup.open}
        className="absolute left-0 z-30 mt-2 max-h-[60vh] w-[min(32rem,calc(100vw-1.5rem))] overflow-auto rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xl"
        data-testid="directions"
      >
        <p className="mb-2 font-bold">{sectionName}</p>
        <div className="exam-html" dangerouslySetInnerHTML={{ __html: html || `<p>${t("noDirections")}</p>` }} />
      </div>
    </div>
  );
}

/** The save status, the tools and More; the tools go into More when the row has no room for them. */
function ToolBar({ status, tools, more }: { status: SaveStatus; tools: Tool[]; more: MoreMenuProps }) {
  const { t } = useTranslation("exam");
  const boxRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(true);

  useLayoutEffect(() => {
    const box = boxRef.current;
    const measure = measureRef.current;
    if (!box || !measure) return;
    // On a phone the tools always go into More: the bar keeps to one row.
    const check = () => setFits(window.innerWidth >= 640 && measure.offsetWidth <= box.clientWidth + 1);
    check();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    observer.observe(measure);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={boxRef} className="relative flex min-w-0 items-center justify-end gap-1 sm:gap-2" data-testid="tool-bar" data-tools={fits ? "bar" : "menu"}>
      <SaveIndicator status={status} />
      {/* On a phone the tools are in More whatever the measure says: hidden by the style too, so the page as the server
          rendered it (measured as fitting) keeps to one row until the module's screen is live. */}
      {fits ? tools.map((tool) => <ToolButton key={tool.id} tool={tool} className="max-sm:hidden" />) : null}
      <MoreMenu {...more} tools={fits ? [] : tools} />
      {/* The row as it would be with every tool in it, measured but never shown. */}
      <div ref={measureRef} aria-hidden inert className="pointer-events-none invisible absolute right-0 top-0 flex w-max items-center gap-1 sm:gap-2">
        <p className={SAVE_CLASS}>{t("save.saved")}</p>
        {tools.map((tool) => (
          <span key={tool.id} className={TOOL_CLASS}>
            <ToolIcon d={tool.icon} />
            {tool.label}
          </span>
        ))}
        <span className={TOOL_CLASS}>
          <span className="text-lg leading-5">⋮</span>
          {t("tools.more")}
        </span>
      </div>
    </div>
  );
}

const TOOL_CLASS =
  "flex min-h-11 min-w-11 shrink-0 flex-col items-center justify-center rounded-lg px-2 py-1 text-xs font-medium whitespace-nowrap hover:bg-slate-200";

function ToolButton({ tool, className = "" }: { tool: Tool; className?: string }) {
  return (
    <button
      type="button"
      onClick={tool.onSelect}
      onMouseDown={tool.keepSelection ? (e) => e.preventDefault() : undefined}
      aria-pressed={tool.pressed}
      aria-expanded={tool.expanded}
      className={`${TOOL_CLASS} ${tool.pressed || tool.expanded ? "bg-yellow-100 ring-1 ring-yellow-500" : ""} ${className}`}
      data-tool={tool.id}
    >
      <ToolIcon d={tool.icon} />
      {tool.label}
    </button>
  );
}

const SAVE_CLASS = "flex min-w-0 items-center gap-1 truncate text-xs font-medium sm:mr-2 sm:text-right";

/**
 * The routine save status, quiet for screen readers (a live region here spoke on every click); going
 * offline, failing and recovering are announced by the section (section-view.tsx).
 */
function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation("exam");
  const styles: Record<SaveStatus, string> = {
    saved: "text-green-800",
    saving: "text-slate-700",
    offline: "text-amber-800",
    closed: "text-red-700",
    error: "text-amber-800",
  };
  return (
    <p data-testid="save-status" data-status={status} title={t(`save.${status}`)} className={`${SAVE_CLASS} ${styles[status]}`}>
      {/* A phone shows a dot of the status's colour; the words stay for screen readers. */}
      <span aria-hidden className="size-2.5 shrink-0 rounded-full bg-current sm:hidden" />
      <span className="max-sm:sr-only">{t(`save.${status}`)}</span>
    </p>
  );
}
