/**
 * A question's figure is an inline SVG at the top of its text, labelled for screen readers
 * (`role="img"` and `aria-label` = the alt text), as the content's own figures are. The form edits
 * it apart from the stem: `splitFigure` takes it out of a stored text, `composeText` puts it back.
 */

export type Figure = { svg: string; alt: string };

const SVG = /<svg\b[^>]*>[\s\S]*?<\/svg>/i;
const LABEL_ATTRIBUTES = /\s(?:role|aria-label)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

const ENTITIES: Record<string, string> = { "&quot;": '"', "&#34;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
const decode = (s: string) => s.replace(/&(?:quot|#34|#39|lt|gt|amp);/g, (e) => ENTITIES[e]!);
const escapeAttribute = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The stem without its figure, and the figure (its first SVG) with the alt text read from its label. */
export function splitFigure(text: string): { stem: string; figure: Figure | null } {
  const match = text.match(SVG);
  if (!match) return { stem: text, figure: null };
  const svg = match[0];
  const open = svg.match(/^<svg\b[^>]*>/i)![0];
  const label = open.match(/\saria-label\s*=\s*(?:"([^"]*)"|'([^']*)')/i);
  const stem = (text.slice(0, match.index) + text.slice(match.index! + svg.length)).trim();
  // A figure of the figure module (content/figures) is named by its own <title> and <desc>: kept as it is.
  if (namedInside(open)) return { stem, figure: { svg, alt: ownText(svg) } };
  const alt = label ? decode(label[1] ?? label[2] ?? "") : "";
  return { stem, figure: { svg: withoutLabel(svg), alt } };
}

const namedInside = (open: string) => /\saria-labelledby\s*=/i.test(open);

/** The <title> and <desc> of an SVG as one plain text (its alt text). */
function ownText(svg: string) {
  const part = (tag: string) => decode((svg.match(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "i"))?.[1] ?? "").replace(/<[^>]*>/g, "")).trim();
  return [part("title"), part("desc")].filter(Boolean).join(". ");
}

function withoutLabel(svg: string) {
  return svg.replace(/^<svg\b[^>]*>/i, (open) => open.replace(LABEL_ATTRIBUTES, ""));
}

/** The SVG labelled with its alt text (any label it had is replaced). */
export function labelledSvg(figure: Figure): string {
  if (namedInside(figure.svg.trim().match(/^<svg\b[^>]*>/i)?.[0] ?? "")) return figure.svg.trim();
  return withoutLabel(figure.svg.trim()).replace(/^<svg\b/i, `<svg role="img" aria-label="${escapeAttribute(figure.alt)}"`);
}

/** The text a student sees: the figure first, then the stem. */
export function composeText(stem: string, figure: Figure | null): string {
  return figure && figure.svg.trim() ? `${labelledSvg(figure)}${stem}` : stem;
}
