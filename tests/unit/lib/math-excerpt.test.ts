import { describe, expect, it } from "vitest";
import { htmlToText, mathExcerptHtml, mathTextHtml, splitMath } from "~/lib/math-excerpt.server";

/** The TeX of every formula KaTeX typeset in some HTML (from its MathML annotation). */
const formulas = (html: string) => [...html.matchAll(/<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>/g)].map((m) => m[1]);
/** What a reader sees besides the formulas: each KaTeX span as "[math]", other tags taken out, entities decoded. */
function prose(html: string) {
  let out = "";
  let depth = 0;
  for (const part of html.split(/(<[^>]*>)/)) {
    if (depth > 0) {
      if (part.startsWith("</span")) depth--;
      else if (part.startsWith("<span")) depth++;
      if (depth === 0) out += "[math]";
    } else if (part === '<span class="katex">') depth = 1;
    else if (!part.startsWith("<")) out += part;
  }
  return out
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

describe("splitMath", () => {
  it("reads $…$, $$…$$ and \\(…\\) as formulas", () => {
    expect(splitMath("Why $x=-5$ and \\(y^2\\) or $$z$$?")).toEqual([
      { math: false, text: "Why " },
      { math: true, tex: "x=-5", source: "$x=-5$" },
      { math: false, text: " and " },
      { math: true, tex: "y^2", source: "\\(y^2\\)" },
      { math: false, text: " or " },
      { math: true, tex: "z", source: "$$z$$" },
      { math: false, text: "?" },
    ]);
  });

  it("keeps money as money: escaped dollars, and dollars before digits", () => {
    expect(splitMath("\\$170 plus \\$24")).toEqual([{ math: false, text: "$170 plus $24" }]);
    expect(splitMath("It costs $5 and $6 today")).toEqual([{ math: false, text: "It costs $5 and $6 today" }]);
    expect(splitMath("a $ b $ c")).toEqual([{ math: false, text: "a $ b $ c" }]);
  });

  it("does not let a formula run past a blank line", () => {
    expect(splitMath("$x\n\ny$").every((p) => !p.math)).toBe(true);
  });
});

describe("mathTextHtml", () => {
  it("typesets $x=-5$ with KaTeX", () => {
    const html = mathTextHtml("The root is $x=-5$.");
    expect(html).toContain('class="katex"');
    expect(formulas(html)).toEqual(["x=-5"]);
    expect(html).not.toContain("$");
  });

  it("shows \\$170 plus \\$24 as dollars, not math", () => {
    const html = mathTextHtml("\\$170 plus \\$24");
    expect(html).toBe("$170 plus $24");
    expect(html).not.toContain("katex");
  });

  it("escapes the text around the formulas and refuses \\href", () => {
    const html = mathTextHtml('<img src=x onerror="alert(1)"> & $\\href{javascript:alert(1)}{x}$');
    expect(html).not.toMatch(/<img|javascript:alert\(1\)"/);
    expect(html.startsWith("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; ")).toBe(true);
    expect(html).not.toContain("<a ");
  });

  it("keeps line breaks as they are", () => {
    expect(mathTextHtml("one\ntwo")).toBe("one\ntwo");
  });
});

describe("mathExcerptHtml", () => {
  it("strips HTML to its text and typesets the math of a stem", () => {
    const html = mathExcerptHtml("<p>A plan costs \\(\\$170\\) plus \\(\\$24\\) a <strong>month</strong> &amp; more.</p>");
    expect(formulas(html)).toEqual(["\\$170", "\\$24"]);
    expect(prose(html)).toBe("A plan costs [math] plus [math] a month & more.");
    expect(html).not.toMatch(/<p>|<strong>/);
  });

  it("leaves figures out and keeps table cells apart", () => {
    const text = htmlToText('<p>Look</p><svg viewBox="0 0 1 1"><text x="0" y="0">label</text></svg><table><tr><td>1</td><td>2</td></tr></table>');
    expect(text).toBe("Look 1 2");
  });

  it("keeps a short text whole, without an ellipsis", () => {
    expect(mathExcerptHtml("<p>Short stem.</p>")).toBe("Short stem.");
  });

  it("cuts long text on a word boundary, about 120 characters, with …", () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const html = mathExcerptHtml(`<p>${words}</p>`);
    expect(html.endsWith("…")).toBe(true);
    const kept = html.slice(0, -1);
    expect(kept.length).toBeLessThanOrEqual(120);
    expect(kept.length).toBeGreaterThan(100);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toBe(" ");
  });

  it("never cuts inside a formula: it stops before one that does not fit", () => {
    const stem = `${"a ".repeat(55)}then \\(\\frac{30x + 55y}{400} = 1234567890\\) and more words`;
    const html = mathExcerptHtml(stem);
    expect(formulas(html)).toEqual([]);
    expect(html).not.toContain("\\(");
    expect(html).not.toContain("\\frac");
    expect(prose(html)).toMatch(/then…$/);
  });

  it("keeps a formula whole when it fits, and cuts the words after it", () => {
    const html = mathExcerptHtml(`Solve \\(x^2 = 9\\) ${"for x ".repeat(40)}`);
    expect(formulas(html)).toEqual(["x^2 = 9"]);
    expect(prose(html)).toMatch(/^Solve \[math\] for x for x .*…$/);
  });

  it("keeps a first formula whole even when it is longer than the excerpt", () => {
    const tex = "x + ".repeat(40) + "y";
    const html = mathExcerptHtml(`\\(${tex}\\) is long`);
    expect(formulas(html)).toEqual([tex]);
    expect(html.endsWith("…")).toBe(true);
  });

  it("reads $…$ in plain text and keeps escaped dollars literal", () => {
    expect(formulas(mathExcerptHtml("Is $x=-5$ right?", { from: "text" }))).toEqual(["x=-5"]);
    expect(mathExcerptHtml("\\$170 plus \\$24", { from: "text" })).toBe("$170 plus $24");
  });
});
