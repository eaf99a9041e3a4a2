import { useEffect, type ReactNode, type RefObject } from "react";

/**
 * The frame of Lingo's panel about one question (result page, skill practice): a non-modal dialog
 * beside the page on wide screens, a full-screen sheet on phones. Escape anywhere closes it; the
 * caller's `onClose` gives focus back to the button that opened it.
 */
export function LingoSheet({ onClose, panelRef, children }: { onClose: () => void; panelRef?: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby="lingo-panel-heading"
      className="fixed inset-0 z-40 flex flex-col overflow-hidden bg-slate-50 lg:inset-auto lg:bottom-4 lg:right-4 lg:top-20 lg:w-[26rem] lg:rounded-2xl lg:border lg:border-slate-200 lg:shadow-2xl"
      data-testid="tutor-sheet"
    >
      {children}
    </div>
  );
}
