import { useTranslation } from "react-i18next";
import type { SaveStatus } from "./section-store";
import { MoreMenu, type MoreMenuProps } from "./more-menu";
import { TimerDisplay } from "./timer-display";

type Props = {
  sectionName: string;
  directions: string;
  isMath: boolean;
  timerRef: unknown;
  status: SaveStatus;
  highlightMode: boolean;
  onToggleHighlight: () => void;
  onReference: () => void;
  onCalculator: () => void;
  more: MoreMenuProps;
};

export function TopBar(p: Props) {
  const { t } = useTranslation("exam");
  return (
    // Phones: the section name and the timer on the first row, the save status and the tools on the second.
    <header className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 border-b-2 border-dashed border-slate-300 bg-slate-50 px-3 py-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:px-4">
      <div className="flex min-w-0 flex-col items-start gap-1">
        <h1 className="text-sm font-bold sm:text-base" data-testid="section-name">
          {p.sectionName}
        </h1>
        <details className="relative">
          <summary className="cursor-pointer text-sm font-medium text-slate-700 hover:underline">{t("directions")}</summary>
          <div className="absolute left-0 z-30 mt-2 max-h-[60vh] w-[min(32rem,90vw)] overflow-auto rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xl" dangerouslySetInnerHTML={{ __html: p.directions || `<p>${t("noDirections")}</p>` }} />
        </details>
      </div>
      <div className="flex justify-center">
        <TimerDisplay timerRef={p.timerRef} />
      </div>
      <div className="col-span-2 flex min-w-0 items-center justify-end gap-1 sm:col-span-1 sm:gap-2">
        <SaveIndicator status={p.status} />
        {p.isMath ? (
          <ToolButton label={t("tools.calculator")} onClick={p.onCalculator} icon="M5 3h14v18H5zM8 7h8M8 11h2m2 0h2m-6 4h2m2 0h2" />
        ) : (
          <>
            <ToolButton label={p.highlightMode ? t("tools.exitHighlight") : t("tools.highlight")} pressed={p.highlightMode} onClick={p.onToggleHighlight} icon="M4 20h6M14 4l6 6-9 9H5v-6z" />
            <ToolButton label={t("tools.reference")} onClick={p.onReference} icon="M6 3h9l4 4v14H6zM9 12h6M9 16h6" />
          </>
        )}
        <MoreMenu {...p.more} />
      </div>
    </header>
  );
}

function ToolButton({ label, onClick, icon, pressed }: { label: string; onClick: () => void; icon: string; pressed?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      className={`flex shrink-0 flex-col items-center rounded-lg px-2 py-1 text-xs font-medium hover:bg-slate-200 ${pressed ? "bg-yellow-100 ring-1 ring-yellow-400" : ""}`}
    >
      <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
        <path d={icon} />
      </svg>
      {label}
    </button>
  );
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation("exam");
  const styles: Record<SaveStatus, string> = {
    saved: "text-green-700",
    saving: "text-slate-600",
    offline: "text-amber-700",
    closed: "text-red-700",
    error: "text-amber-700",
  };
  return (
    <p role="status" data-testid="save-status" data-status={status} className={`mr-auto min-w-0 text-xs font-medium sm:mr-2 sm:text-right ${styles[status]}`}>
      {t(`save.${status}`)}
    </p>
  );
}
