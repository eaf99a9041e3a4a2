import { decodeEntities } from "~/lib/html-entities";

/**
 * Authored question HTML (passages, stems, choices, explanations) as plain text for the tutor's prompt and
 * its offline answers: paragraphs and list items on their own lines, table rows as "a | b | c", a figure as
 * its description (the svg's aria-label), bold and italics as markdown, TeX \( … \) as $…$ (a price's dollar
 * sign as \$), entities decoded.
 */
export function htmlToText(html: string): string {
  let s = html;
  s = s.replace(/<svg\b[^>]*\baria-label="([^"]*)"[^>]*>[\s\S]*?<\/svg>/gi, (_, label: string) => `\n\n[Figure: ${label}]\n\n`);
  s = s.replace(/<svg\b[\s\S]*?<\/svg>/gi, "\n\n[Figure]\n\n");
  s = s.replace(/<caption\b[^>]*>([\s\S]*?)<\/caption>/gi, "Table: $1\n");
  s = s.replace(/<\/t[hd]>\s*<t[hd]\b[^>]*>/gi, " | ");
  s = s.replace(/<\/tr>/gi, "\n");
  s = s.replace(/<\/?(table)\b[^>]*>/gi, "\n\n");
  s = s.replace(/<\/?(tr|thead|tbody|tfoot)\b[^>]*>/gi, "");
  s = s.replace(/<li\b[^>]*>/gi, "\n- ");
  s = s.replace(/<br\s*\/?>/gi, "\n");
  s = s.replace(/<\/(p|div|ul|ol|h\d|blockquote)>/gi, "\n\n");
  s = s.replace(/<(b|strong)\b[^>]*>([\s\S]*?)<\/\1>/gi, "**$2**");
  s = s.replace(/<(i|em)\b[^>]*>([\s\S]*?)<\/\1>/gi, "*$2*");
  s = s.replace(/<u\b[^>]*>([\s\S]*?)<\/u>/gi, "<u>$1</u>");
  s = s.replace(/<(?!\/?u>)[^>]+>/g, "");
  s = decodeEntities(s);
  // A dollar sign of the text (prices) is written \$, so that only TeX is read as math.
  s = s.replace(/(^|[^\\])\$/g, "$1\\$");
  s = s.replace(/\\\(([\s\S]+?)\\\)/g, (_, tex: string) => `$${tex.trim()}$`);
  s = s.replace(/\\\[([\s\S]+?)\\\]/g, (_, tex: string) => `$$${tex.trim()}$$`);
  return s
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The paragraphs of authored HTML, each as text (empty ones dropped). */
export function htmlParagraphs(html: string): string[] {
  const parts = html.match(/<p\b[^>]*>[\s\S]*?<\/p>/gi) ?? [html];
  return parts.map(htmlToText).filter(Boolean);
}
