import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal dialog on the native <dialog> element: focus moves in and back, Escape closes,
 * the page behind is inert.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className = "",
  labelledBy,
}: {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const titleId = labelledBy ?? "dialog-title";
  return (
    <dialog
      ref={ref}
      aria-labelledby={title ? titleId : labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === ref.current && onClose()}
      className={`m-auto rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40 ${className}`}
    >
      {open ? (
        <div className="flex flex-col gap-4 p-6">
          {title ? (
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
