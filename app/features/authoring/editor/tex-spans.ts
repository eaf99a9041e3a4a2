/**
 * Content writes math as bare \( … \) in its HTML; the editor keeps a formula as one math node,
 * `<span data-latex="…">`. `texToMathSpans` turns the first form into the second before the editor
 * reads it (text inside an existing math span is left alone); the exam typesets both the same way.
 */
const decode = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
const escapeAttribute = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function texToMathSpans(html: string): string {
  let depth = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        if (/^<span\b[^>]*\bdata-latex\b/i.test(part)) depth = 1;
        else if (depth && /^<\/span>/i.test(part)) depth = 0;
        return part;
      }
      if (depth) return part;
      return part.replace(/\\\(([\s\S]{1,1000}?)\\\)/g, (_, tex: string) => {
        const latex = decode(tex).trim();
        return `<span data-latex="${escapeAttribute(latex)}">\\(${escapeText(latex)}\\)</span>`;
      });
    })
    .join("");
}

/** What the editor cannot hold (tables, figures, images): such HTML is edited as source. */
export function needsSource(html: string): boolean {
  return /<(table|svg|img|figure|sub|sup)\b/i.test(html);
}

/** A one-paragraph value of an inline field (a choice) without its paragraph: "5", not "<p>5</p>". */
export function unwrapSingleParagraph(html: string): string {
  const m = html.match(/^<p>([\s\S]*)<\/p>$/);
  return m && !/<\/?p\b/.test(m[1]!) ? m[1]! : html;
}
