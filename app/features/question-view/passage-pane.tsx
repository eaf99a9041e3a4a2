import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Highlight } from "#db/schema";
import { addHighlight, paintHighlights, selectedWords } from "./highlights";

type Props = {
  title: string;
  html: string;
  highlights: Highlight[];
  highlightMode: boolean;
  color: Highlight["color"];
  onChange: (next: Highlight[]) => void;
  /** A highlight clicked outside highlight mode: its note is opened. */
  onOpenNote?: (index: number) => void;
};

/**
 * The passage. In highlight mode, selecting text highlights it (whole words) and clicking a highlight
 * removes it; otherwise clicking a highlight opens its note. Text selected first can be highlighted
 * with the Highlight tool (section-view). The highlights are drawn from their saved offsets on every change.
 * (A passage is sanitized HTML from the bank: the same that paintHighlights writes.)
 */
export function PassagePane({ title, html, highlights, highlightMode, color, onChange, onOpenNote }: Props) {
  const { t } = useTranslation("exam");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) paintHighlights(ref.current, html, highlights);
  }, [html, highlights]);

  const onMouseUp = () => {
    if (!highlightMode || !ref.current) return;
    const offsets = selectedWords(ref.current);
    if (!offsets) return;
    window.getSelection()?.removeAllRanges();
    onChange(addHighlight(highlights, { ...offsets, color }));
  };
  const onClick = (e: React.MouseEvent) => {
    const mark = (e.target as HTMLElement).closest("mark[data-highlight]") as HTMLElement | null;
    if (!mark || window.getSelection()?.isCollapsed === false) return;
    const index = Number(mark.dataset.highlight);
    if (!highlightMode) return onOpenNote?.(index);
    onChange(highlights.filter((_, i) => i !== index));
  };
  return (
    // The exam names the passage's scrolling region ("Passage"); this is its content.
    <div className="flex flex-col gap-3">
      {title ? <h2 className="font-semibold">{title}</h2> : null}
      <div
        ref={ref}
        data-testid="passage"
        // The server renders the passage (the first paint shows it); the highlights are drawn over it in
        // the browser. React sets this HTML again only when the passage changes, and the effect repaints then.
        dangerouslySetInnerHTML={{ __html: html }}
        onMouseUp={onMouseUp}
        onKeyUp={(e) => e.shiftKey && onMouseUp()}
        onClick={onClick}
        className={`exam-html leading-relaxed ${highlightMode ? "cursor-text selection:bg-yellow-300" : ""}`}
      />
      {highlightMode ? <p className="text-xs text-slate-700">{t("highlight.hint")}</p> : null}
    </div>
  );
}
