import type { KeyboardEvent, ReactNode, RefObject } from "react";
import { IconClose } from "./icons";

/**
 * The dark title bar of a floating panel (calculator, reference sheet): the drag handle, a focusable
 * title that moves the panel with the arrow keys, extra buttons, and the close button. A docked panel
 * (`movable` false: a sheet on a phone) keeps the title as the place focus goes to, without the move.
 */
export function PanelTitleBar({ titleId, hintId, titleRef, onHandleKeyDown, title, moveHint, closeLabel, onClose, children, movable = true }: {
  titleId: string;
  hintId: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onHandleKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  title: string;
  moveHint: string;
  closeLabel: string;
  onClose: () => void;
  children?: ReactNode;
  movable?: boolean;
}) {
  return (
    <div data-drag-handle={movable || undefined} className={`flex shrink-0 items-center gap-1 bg-slate-800 py-1 pr-1 pl-3 text-white ${movable ? "cursor-move touch-none select-none" : ""}`}>
      <h2
        id={titleId}
        ref={titleRef}
        tabIndex={movable ? 0 : -1}
        aria-describedby={movable ? hintId : undefined}
        onKeyDown={movable ? onHandleKeyDown : undefined}
        className="flex-1 truncate rounded py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {title}
      </h2>
      {movable ? (
        <span id={hintId} className="sr-only">
          {moveHint}
        </span>
      ) : null}
      {children}
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
