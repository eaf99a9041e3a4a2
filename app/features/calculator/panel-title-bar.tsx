import type { KeyboardEvent, ReactNode, RefObject } from "react";
import { IconClose } from "./icons";

/**
 * The dark title bar of a floating panel (calculator, reference sheet): the drag handle, a focusable
 * title that moves the panel with the arrow keys, extra buttons, and the close button.
 */
export function PanelTitleBar({ titleId, hintId, titleRef, onHandleKeyDown, title, moveHint, closeLabel, onClose, children }: {
  titleId: string;
  hintId: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onHandleKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  title: string;
  moveHint: string;
  closeLabel: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <div data-drag-handle className="flex shrink-0 cursor-move touch-none items-center gap-1 bg-slate-800 py-1 pr-1 pl-3 text-white select-none">
      <h2
        id={titleId}
        ref={titleRef}
        tabIndex={0}
        aria-describedby={hintId}
        onKeyDown={onHandleKeyDown}
        className="flex-1 truncate rounded py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {title}
      </h2>
      <span id={hintId} className="sr-only">
        {moveHint}
      </span>
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
