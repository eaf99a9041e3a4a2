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
