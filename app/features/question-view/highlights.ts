import type { Highlight } from "#db/schema";

/**
 * Highlights are kept as character offsets into the passage's text, so they survive reloads and
 * devices. These helpers turn a selection into offsets and draw offsets as <mark> elements.
 */
export function selectionOffsets(container: HTMLElement, range: Range): { start: number; end: number } | null {
  if (!container.contains(range.commonAncestorContainer) || range.collapsed) return null;
  const before = document.createRange();
  before.setStart(container, 0);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const end = start + range.toString().length;
  return end > start ? { start, end } : null;
}

const WORD = /[\p{L}\p{N}'’-]/u;

/**
 * A selection widened to whole words (a highlight never cuts a word) and trimmed of the spaces at
 * its ends; null when nothing but spaces was selected.
 */
export function snapToWords(text: string, { start, end }: { start: number; end: number }): { start: number; end: number } | null {
  let s = Math.max(0, start);
  let e = Math.min(text.length, end);
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  if (s >= e) return null;
  while (s > 0 && WORD.test(text[s - 1]!) && WORD.test(text[s]!)) s--;
  while (e < text.length && WORD.test(text[e]!) && WORD.test(text[e - 1]!)) e++;
  return { start: s, end: e };
}

/**
 * The student's current selection inside `container` as a highlight's offsets, snapped to whole
 * words; null when nothing in it is selected.
 */
export function selectedWords(container: HTMLElement): { start: number; end: number } | null {
  const sel = window.getSelection();
  if (!sel || sel.rangeCount === 0 || sel.isCollapsed) return null;
  const offsets = selectionOffsets(container, sel.getRangeAt(0));
  return offsets ? snapToWords(container.textContent ?? "", offsets) : null;
}

/** Adds a highlight, replacing any it overlaps. */
export function addHighlight(list: Highlight[], h: Highlight): Highlight[] {
  return [...list.filter((x) => x.end <= h.start || x.start >= h.end), h].sort((a, b) => a.start - b.start);
}

export function highlightText(container: HTMLElement, h: Pick<Highlight, "start" | "end">) {
  return (container.textContent ?? "").slice(h.start, h.end);
}

const CLASSES: Record<Highlight["color"], string> = {
  yellow: "bg-yellow-200",
  blue: "bg-sky-200",
  pink: "bg-pink-200",
  underline: "underline decoration-2 decoration-slate-800 underline-offset-2",
};

/** Draws the highlights into `container` (which holds the passage HTML), in text order. */
export function paintHighlights(container: HTMLElement, html: string, list: Highlight[]) {
  container.innerHTML = html;
  list.forEach((h, index) => wrap(container, h, index));
}

function wrap(container: HTMLElement, h: Highlight, index: number) {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  let offset = 0;
  for (const node of nodes) {
    const len = node.data.length;
    const from = Math.max(h.start, offset);
    const to = Math.min(h.end, offset + len);
    if (from < to && !node.parentElement?.closest(".katex")) {
      const middle = node.splitText(from - offset);
      middle.splitText(to - from);
      const mark = document.createElement("mark");
      mark.className = `${CLASSES[h.color]} cursor-pointer rounded-sm text-inherit`;
      mark.dataset.highlight = String(index);
      if (h.note) mark.title = h.note;
      middle.parentNode!.insertBefore(mark, middle);
      mark.appendChild(middle);
    }
    offset += len;
  }
}
