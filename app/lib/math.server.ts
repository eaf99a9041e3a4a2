import katex from "katex";

/**
 * Replaces TeX written as \( … \) inside authored HTML with KaTeX's HTML + MathML, so pages show
 * typeset math without shipping KaTeX's JavaScript. Bad TeX is shown as the source, in red.
 */
export function renderMath(html: string): string {
  if (!html.includes("\\(")) return html;
  return html.replace(/\\\(([\s\S]+?)\\\)/g, (_, tex: string) =>
    katex.renderToString(decodeEntities(tex), { throwOnError: false, output: "htmlAndMathml", strict: "ignore" }),
  );
}

function decodeEntities(tex: string) {
  return tex.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}
