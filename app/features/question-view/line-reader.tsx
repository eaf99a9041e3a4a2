import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const BAND = 44;

/**
 * The line reader masks everything but a band of text that follows the pointer; ↑/↓ with Alt move
 * it from the keyboard. It never blocks clicks (pointer-events: none).
 */
export function LineReader({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("exam");
  const [y, setY] = useState(() => (typeof window === "undefined" ? 300 : window.innerHeight / 2));
  useEffect(() => {
    const move = (e: PointerEvent) => setY(e.clientY);
    const key = (e: KeyboardEvent) => {
      if (!e.altKey) return;
      if (e.key === "ArrowDown") setY((v) => Math.min(window.innerHeight, v + 24));
      if (e.key === "ArrowUp") setY((v) => Math.max(0, v - 24));
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("keydown", key);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("keydown", key);
    };
  }, [onClose]);
  return (
    <div aria-hidden className="pointer-events-none fixed inset-0 z-20" data-testid="line-reader" title={t("more.lineReader")}>
      <div className="absolute inset-x-0 top-0 bg-slate-900/55" style={{ height: Math.max(0, y - BAND / 2) }} />
      <div className="absolute inset-x-0 bottom-0 bg-slate-900/55" style={{ top: y + BAND / 2 }} />
    </div>
  );
}
