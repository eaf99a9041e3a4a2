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

// ---------------------------------------------------------------- teachers' questions (authoring)

/**
 * SVG that a figure may use: shapes, groups, text and line markers. No script, style, image, use,
 * foreignObject, animation, filter or link: nothing that runs, loads a resource or embeds HTML.
 */
const SVG_TAGS = ["svg", "g", "path", "line", "polyline", "polygon", "rect", "circle", "ellipse", "text", "tspan", "title", "desc", "defs", "marker"];
const SVG_PRESENTATION = [
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-dasharray",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-opacity",
  "opacity",
  "transform",
];
const SVG_TEXT = ["font-family", "font-size", "font-style", "font-weight", "text-anchor", "dominant-baseline"];
const SVG_MARKERS = ["marker-start", "marker-mid", "marker-end"];
/** Names as the HTML parser gives them (lower case); browsers restore viewBox, refX… when they parse the page. */
const SVG_ATTRIBUTES: Record<string, string[]> = {
  svg: [
    "xmlns",
    "viewbox",
    "width",
    "height",
    "role",
    "aria-label",
    "aria-labelledby",
    "aria-describedby",
    "aria-hidden",
    "focusable",
    "preserveaspectratio",
    "data-chart",
    ...SVG_PRESENTATION,
    ...SVG_TEXT,
  ],
  // A figure of content/figures is named by its <title> and described by its <desc> (decision 0047).
  title: ["id"],
  desc: ["id"],
  g: [...SVG_PRESENTATION, ...SVG_TEXT, ...SVG_MARKERS],
  path: ["d", ...SVG_PRESENTATION, ...SVG_MARKERS],
  line: ["x1", "y1", "x2", "y2", ...SVG_PRESENTATION, ...SVG_MARKERS],
  polyline: ["points", ...SVG_PRESENTATION, ...SVG_MARKERS],
  polygon: ["points", ...SVG_PRESENTATION, ...SVG_MARKERS],
  rect: ["x", "y", "width", "height", "rx", "ry", ...SVG_PRESENTATION],
  circle: ["cx", "cy", "r", ...SVG_PRESENTATION],
  ellipse: ["cx", "cy", "rx", "ry", ...SVG_PRESENTATION],
  text: ["x", "y", "dx", "dy", ...SVG_PRESENTATION, ...SVG_TEXT],
  tspan: ["x", "y", "dx", "dy", ...SVG_PRESENTATION, ...SVG_TEXT],
  marker: ["id", "viewbox", "markerwidth", "markerheight", "refx", "refy", "orient", "markerunits", ...SVG_PRESENTATION],
};

/**
 * An SVG attribute value that loads nothing: `url(…)` only as a reference inside the figure
 * (`url(#arrow)`), and no script or CSS expression anywhere. Ids are plain words.
 */
function safeSvgAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const compact = value.replace(/[\s\u0000-\u001f]+/g, "").toLowerCase();
    if (/javascript:|vbscript:|data:|expression\(|@import/.test(compact)) continue;
    if (compact.includes("url(") && !/^url\(#[\w-]+\)$/.test(compact)) continue;
    if (name === "id" && !/^[A-Za-z][\w-]{0,63}$/.test(value)) continue;
    out[name] = value;
  }
  return out;
}

/**
 * The allowlist of questions' HTML (stem, passage, choices, explanation, figure): the rich-text one
 * above, plus tables (passages with data) and the SVG of figures. Self-closing SVG tags (`<line/>`)
 * are read as closed, as a browser does inside SVG.
 */
export const QUESTION_HTML_ALLOWLIST: sanitizeHtml.IOptions = {
  ...RICH_TEXT_ALLOWLIST,
  allowedTags: [...(RICH_TEXT_ALLOWLIST.allowedTags as string[]), "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", ...SVG_TAGS],
  allowedAttributes: { ...RICH_TEXT_ALLOWLIST.allowedAttributes, th: ["scope", "colspan", "rowspan"], td: ["colspan", "rowspan"], ...SVG_ATTRIBUTES },
  transformTags: {
    ...RICH_TEXT_ALLOWLIST.transformTags,
    ...Object.fromEntries(
      SVG_TAGS.map((tag) => [tag, (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({ tagName, attribs: safeSvgAttributes(attribs) })]),
    ),
  },
  parser: { recognizeSelfClosing: true },
};

/** A question's HTML as the allowlist keeps it. Plain text stays plain (a choice "restrain" is not made a paragraph). */
export function sanitizeQuestionHtml(input: string): string {
  return sanitizeHtml(input, QUESTION_HTML_ALLOWLIST).trim();
}
