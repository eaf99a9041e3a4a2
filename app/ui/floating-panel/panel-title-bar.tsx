import type { KeyboardEvent, ReactNode, RefObject } from "react";
import { IconClose, IconDock, IconMove, IconUndock } from "./icons";

/** Dock the panel beside the content or float it (a large screen); labelled by what a press does. */
export type DockToggle = { docked: boolean; label: string; onToggle: () => void };

/**
 * The dark title bar of a floating panel (calculator, reference sheet): the drag handle, the title
 * (where focus goes when the panel opens), a Move button that moves the panel with the arrow keys,
 * extra buttons, and the close button. A docked panel (`movable` false: a sheet on a phone) has no Move.
 */
export function PanelTitleBar({
  titleId,
  hintId,
  titleRef,
  onHandleKeyDown,
  title,
  moveLabel,
  moveHint,
  closeLabel,
  onClose,
  children,
  movable = true,
  dockToggle,
}: {
  titleId: string;
  hintId: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onHandleKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  title: string;
  moveLabel: string;
  moveHint: string;
  closeLabel: string;
  onClose: () => void;
  children?: ReactNode;
  movable?: boolean;
  dockToggle?: DockToggle;
}) {
  return (
    <div
      data-drag-handle={movable || undefined}
      className={`flex shrink-0 items-center gap-1 bg-slate-800 py-1 pr-1 pl-3 text-white ${movable ? "cursor-move touch-none select-none" : ""}`}
    >
      <h2
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        className="flex-1 truncate rounded py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {title}
      </h2>
      {movable ? (
        <>
          <button
            type="button"
            data-move
            aria-label={moveLabel}
            aria-describedby={hintId}
            title={moveLabel}
            onKeyDown={onHandleKeyDown}
            className="flex size-8 cursor-move items-center justify-center rounded hover:bg-white/15 focus-visible:outline-white"
          >
            <IconMove />
          </button>
          <span id={hintId} className="sr-only">
            {moveHint}
          </span>
        </>
      ) : null}
      {children}
      {dockToggle ? <DockToggleButton {...dockToggle} /> : null}
      <button
        type="button"
        aria-label={closeLabel}
        title={closeLabel}
        onClick={onClose}
        className="flex size-8 items-center justify-center rounded hover:bg-white/15 focus-visible:outline-white"
      >
        <IconClose />
      </button>
    </div>
  );
}

export function DockToggleButton({
  docked,
  label,
  onToggle,
  className = "hover:bg-white/15 focus-visible:outline-white",
}: DockToggle & { className?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onToggle}
      data-dock-toggle={docked ? "undock" : "dock"}
      className={`flex size-8 items-center justify-center rounded ${className}`}
    >
      {docked ? <IconUndock /> : <IconDock />}
    </button>
  );
}
