import katex from "katex";
import sanitizeHtml from "sanitize-html";

/**
 * Rich text that users write (forum posts today, teachers' questions tomorrow) goes through this one
 * module on the server, whatever the client sent: one allowlist, one sanitizer, one math renderer.
 * Why these tags and nothing else: docs/decisions/0020-forum.md.
 */

/** The links a user may write; everything else (javascript:, data:, vbscript:, file:, …) loses its href. */
const LINK_SCHEMES = ["http", "https", "mailto"];

/** What every link becomes: opened in a new tab, without passing on the page or vouching for the target. */
const LINK_ATTRIBUTES = { rel: "nofollow ugc noopener noreferrer", target: "_blank" };

/**
 * The only markup rich text may keep: paragraphs, emphasis, lists, quotes, code, links, two heading
 * levels, sub/superscripts, and `<span data-latex>` (inline math written in the editor). No images,
 * tables, forms, frames, styles, classes, ids or event handlers. Tags outside the list are dropped
 * and their text kept (script, style, textarea, option and xmp lose their content too).
 */
export const RICH_TEXT_ALLOWLIST: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "u", "s", "sub", "sup", "code", "pre", "blockquote", "ul", "ol", "li", "a", "h2", "h3", "hr", "span"],
  allowedAttributes: { a: ["href", "rel", "target"], ol: ["start"], span: ["data-latex"] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    b: "strong",
    i: "em",
    strike: "s",
    del: "s",
    h1: "h2",
    h4: "h3",
    h5: "h3",
    h6: "h3",
    a: (_tag, attribs): sanitizeHtml.Tag => ({ tagName: "a", attribs: attribs.href ? { href: attribs.href, ...LINK_ATTRIBUTES } : {} }),
    ol: (_tag, attribs): sanitizeHtml.Tag => ({ tagName: "ol", attribs: /^\d{1,6}$/.test(attribs.start ?? "") ? { start: attribs.start! } : {} }),
  },
};

/** Rich text as the allowlist keeps it. Plain text (no tags at all) becomes paragraphs, one per line break run. */
export function sanitizeRichText(input: string): string {
  const html = looksLikeHtml(input) ? input : plainTextToHtml(input);
  return sanitizeHtml(html, RICH_TEXT_ALLOWLIST).trim();
}

function looksLikeHtml(input: string) {
  return /<[a-z!/?]/i.test(input);
}

function plainTextToHtml(input: string) {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return input
    .split(/\r?\n\s*\r?\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escape(para).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&amp;": "&", "&quot;": '"', "&#39;": "'", "&nbsp;": "\u00a0" };
const decode = (s: string) => s.replace(/&(?:lt|gt|amp|quot|nbsp|#39);/g, (e) => ENTITIES[e]!);

/** The words of sanitized rich text, without markup: blocks and line breaks become spaces. */
export function richTextToPlain(sanitized: string): string {
  const spaced = sanitized.replace(/<br\s*\/?>|<\/(?:p|li|h2|h3|blockquote|pre)>/g, "$& ");
  return decode(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
}

/** At most this many formulas are typeset in one text, each at most this long; the rest stays TeX. */
const MAX_FORMULAS = 100;
const MAX_TEX = 1000;
const INLINE_MATH = /\\\(([\s\S]{1,1000}?)\\\)/g;
/**
 * Sanitized HTML split into tags and text runs. Attribute values in sanitizeHtml's output have `<`, `>`
 * and quotes escaped, so `<[^>]*>` is exactly one tag.
 */
const TAG = /(<[^>]*>)/;

/**
 * Sanitized rich text with its inline math typeset: TeX between \( and \) inside one text run becomes
 * KaTeX's HTML and MathML (no script is needed to show it, and KaTeX's `trust` stays off, so \href,
 * \url and \html… are refused). Bad TeX is shown as its source, in red. Text inside <code> or <pre>
 * is shown as written, and attribute values are never touched. Only ever given the output of
 * sanitizeRichText: KaTeX's markup is added after the allowlist, never run through it.
 */
export function typesetRichText(sanitized: string): string {
  let formulas = 0;
  let inCode = 0;
  return sanitized
    .split(TAG)
    .map((part) => {
      if (part.startsWith("<")) {
        if (/^<(?:code|pre)>$/.test(part)) inCode++;
        else if (/^<\/(?:code|pre)>$/.test(part)) inCode = Math.max(0, inCode - 1);
        return part;
      }
      if (inCode) return part;
      return part.replace(INLINE_MATH, (whole, tex: string) => {
        if (++formulas > MAX_FORMULAS || tex.length > MAX_TEX) return whole;
        return katex.renderToString(decode(tex), { throwOnError: false, output: "htmlAndMathml", strict: "ignore", trust: false, maxExpand: 200, maxSize: 20 });
      });
    })
    .join("");
}

/** Everything a rich-text field needs from one input: the sanitized source, the HTML to show, and its plain text. */
export function prepareRichText(input: string): { source: string; html: string; plain: string } {
  const source = sanitizeRichText(input);
  return { source, html: typesetRichText(source), plain: richTextToPlain(source) };
}
