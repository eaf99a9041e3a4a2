/**
 * Announces to screen readers (aria-live) the result of the row being edited when it changes,
 * once typing pauses: "Expression 3: m = 0.6, b = 2.2, r² = 0.6, r = 0.774597". Moving to
 * another row announces nothing; its result is read as the input's description.
 */
import { useEffect, useRef, useState } from "react";

const ANNOUNCE_DELAY_MS = 600;

export function ResultAnnouncer({ rowId, text }: { rowId: string | null; text: string | null }) {
  const [spoken, setSpoken] = useState("");
  const last = useRef<{ rowId: string | null; text: string | null }>({ rowId, text });

  useEffect(() => {
    const previous = last.current;
    last.current = { rowId, text };
    if (previous.rowId !== rowId || previous.text === text || !text) return;
    const timer = window.setTimeout(() => setSpoken(text), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [rowId, text]);

  return (
    <p className="sr-only" aria-live="polite" data-testid="graph-announcement">
      {spoken}
    </p>
  );
}
