import { describe, expect, it } from "vitest";
import { prepareRichText, richTextToPlain, sanitizeRichText, typesetRichText } from "~/lib/sanitize.server";
import { XSS_PAYLOADS } from "../../fixtures/xss-payloads";

/** Every tag of some HTML, with its attributes (sanitized HTML has `<`, `>` and quotes escaped inside values). */
function tags(html: string) {
  return [...html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)].map((m) => ({
    name: m[2]!.toLowerCase(),
    attrs: [...m[3]!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map((a) => ({ name: a[1]!.toLowerCase(), value: a[2] ?? "" })),
  }));
}

const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  code: [],
  pre: [],
  blockquote: [],
  ul: [],
  li: [],
  h2: [],
  h3: [],
  hr: [],
  ol: ["start"],
  a: ["href", "rel", "target"],
  span: ["data-latex"],
};

/** Only the allowlist's tags and attributes, and links only to http(s), mailto or this site. */
function expectAllowlisted(html: string) {
  for (const tag of tags(html)) {
    expect(Object.keys(ALLOWED), `tag <${tag.name}>`).toContain(tag.name);
    for (const attr of tag.attrs) {
      expect(ALLOWED[tag.name], `attribute ${attr.name} on <${tag.name}>`).toContain(attr.name);
      if (attr.name === "href") expect(attr.value).toMatch(/^(https?:|mailto:|\/(?!\/)|[^:]*$)/i);
    }
  }
}

/** KaTeX's own markup may add classes, styles and MathML, never a handler, a script-capable tag or a URL. */
function expectNothingRuns(html: string) {
  for (const tag of tags(html)) {
    expect(["script", "iframe", "frame", "object", "embed", "style", "svg", "img", "form", "input", "button", "meta", "base", "body", "link"]).not.toContain(
      tag.name,
    );
    for (const attr of tag.attrs) {
      expect(attr.name, `attribute on <${tag.name}>`).not.toMatch(/^on|^(src|srcset|action|formaction|xlink:href)$/);
      if (attr.name === "href") expect(attr.value).toMatch(/^(https?:|mailto:|\/(?!\/)|[^:]*$)/i);
      if (attr.name === "style") expect(attr.value).not.toMatch(/url\(|expression|javascript/i);
    }
  }
}

describe("sanitizeRichText", () => {
  it.each(XSS_PAYLOADS)("leaves nothing that runs: %s", (payload) => {
    const clean = sanitizeRichText(payload);
    expectAllowlisted(clean);
    expectNothingRuns(typesetRichText(clean));
  });

  it("keeps the editor's formatting: paragraphs, emphasis, lists, code, links and math spans", () => {
    const html = `<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> <a href="https://example.com/a?b=1">l</a> <span data-latex="x^2">\\(x^2\\)</span></p><ul><li>one</li></ul><ol start="3"><li>three</li></ol><pre><code>code</code></pre><blockquote><p>q</p></blockquote>`;
    expect(sanitizeRichText(html)).toBe(
      `<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> <a href="https://example.com/a?b=1" rel="nofollow ugc noopener noreferrer" target="_blank">l</a> <span data-latex="x^2">\\(x^2\\)</span></p><ul><li>one</li></ul><ol start="3"><li>three</li></ol><pre><code>code</code></pre><blockquote><p>q</p></blockquote>`,
    );
  });

  it("maps b, i, h1 and h4 to the allowed tags, drops classes, ids and unknown tags but keeps their text", () => {
    expect(sanitizeRichText(`<h1 id="x">T</h1><b class="c">B</b><i>I</i><h4>S</h4><div><font color=red>text</font></div>`)).toBe(
      "<h2>T</h2><strong>B</strong><em>I</em><h3>S</h3>text",
    );
  });

  it("turns plain text (an API client's body) into paragraphs, escaped", () => {
    expect(sanitizeRichText("a < b & c\nnext line\n\nsecond")).toBe("<p>a &lt; b &amp; c<br />next line</p><p>second</p>");
  });

  it("links: http, https and mailto keep their address and open safely; other schemes lose it", () => {
    expect(sanitizeRichText(`<a href="mailto:a@b.co">m</a>`)).toBe(`<a href="mailto:a@b.co" rel="nofollow ugc noopener noreferrer" target="_blank">m</a>`);
    expect(sanitizeRichText(`<a href="ftp://x">f</a>`)).toBe(`<a rel="nofollow ugc noopener noreferrer" target="_blank">f</a>`);
  });
});

describe("typesetRichText", () => {
  it("typesets \\( … \\) in text with KaTeX (HTML and MathML), entities decoded", () => {
    const html = typesetRichText(sanitizeRichText("<p>Solve \\(x^2 &lt; 4\\) now</p>"));
    expect(html).toContain('<span class="katex">');
    expect(html).toContain("<math");
    expect(html).toContain('<annotation encoding="application/x-tex">x^2 &lt; 4</annotation>');
    expect(html.startsWith("<p>Solve ")).toBe(true);
  });

  it("leaves code, attributes and bad TeX alone (bad TeX shown as source, escaped)", () => {
    expect(typesetRichText("<p><code>\\(x\\)</code></p>")).toBe("<p><code>\\(x\\)</code></p>");
    const link = sanitizeRichText(`<a href="https://x/\\(a\\)">t</a>`);
    expect(typesetRichText(link)).toBe(link);
    const bad = typesetRichText("<p>\\(\\frac{1}{\\)</p>");
    expect(bad).toContain("katex-error");
  });

  it("refuses KaTeX's trusted commands (\\href, \\url, \\htmlClass)", () => {
    for (const tex of ["\\href{javascript:alert(1)}{x}", "\\url{javascript:alert(1)}", "\\htmlClass{x}{y}"]) {
      const html = typesetRichText(`<p>\\(${tex}\\)</p>`);
      expect(html).not.toMatch(/<a\s|href=/);
    }
  });
});

describe("prepareRichText", () => {
  it("gives the source to keep, the HTML to show and the words to search", () => {
    const body = prepareRichText(`<p>Area is <span data-latex="\\pi r^2">\\(\\pi r^2\\)</span></p><p>done</p>`);
    expect(body.source).toBe(`<p>Area is <span data-latex="\\pi r^2">\\(\\pi r^2\\)</span></p><p>done</p>`);
    expect(body.html).toContain("katex");
    expect(body.plain).toBe("Area is \\(\\pi r^2\\) done");
    expect(richTextToPlain("<p>  </p><p><br></p>")).toBe("");
  });
});
