import katex from "katex";

/**
 * What renderMath made, by its input: the same authored text is typeset again and again (every result page
 * carries a module's questions, choices and explanations), and KaTeX is the largest cost of such a page.
 * Bounded by the characters held (inputs and outputs); when full it starts over.
 */
const typeset = new Map<string, string>();
const TYPESET_MAX_CHARS = 32_000_000;
let typesetChars = 0;

/**
 * Replaces TeX written as \( … \) inside authored HTML with KaTeX's HTML + MathML, so pages show
 * typeset math without shipping KaTeX's JavaScript. Bad TeX is shown as the source, in red.
 */
export function renderMath(html: string): string {
  if (!html.includes("\\(")) return html;
  const held = typeset.get(html);
  if (held !== undefined) return held;
  const out = html.replace(/\\\(([\s\S]+?)\\\)/g, (_, tex: string) =>
    katex.renderToString(decodeEntities(tex), { throwOnError: false, output: "htmlAndMathml", strict: "ignore" }),
  );
  if (typesetChars + html.length + out.length > TYPESET_MAX_CHARS) {
    typeset.clear();
    typesetChars = 0;
  }
  typeset.set(html, out);
  typesetChars += html.length + out.length;
  return out;
}

function decodeEntities(tex: string) {
  return tex.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}
