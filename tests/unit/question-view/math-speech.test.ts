import katex from "katex";
import { describe, expect, it } from "vitest";
import az from "~/locales/az/exam.json";
import en from "~/locales/en/exam.json";
import ru from "~/locales/ru/exam.json";
import { parseMarkup, speakHtml, type SpeechWords } from "~/features/question-view/math-speech";
import { renderMath } from "~/lib/math.server";
import { plane } from "../../../content/figures";

const WORDS = { az: az.speech, en: en.speech, ru: ru.speech } as Record<"az" | "en" | "ru", SpeechWords>;

/** What the exam screen receives: authored HTML with \( … \) typeset by the server (KaTeX HTML + MathML). */
const say = (authored: string, lng: "az" | "en" | "ru" = "en") => speakHtml(renderMath(authored), WORDS[lng]);
const tex = (t: string, lng: "az" | "en" | "ru" = "en") => say(`\\(${t}\\)`, lng);

describe("speaking math from the TeX (KaTeX's MathML)", () => {
  it("reads a simple fraction as 'over', never as two numbers", () => {
    expect(tex(String.raw`\frac{14}{5}`)).toBe("14 over 5");
    expect(tex(String.raw`\dfrac{100}{3}`)).toBe("100 over 3");
    expect(tex(String.raw`-\frac{27}{2}`)).toBe("negative 27 over 2");
  });

  it("gives a fraction with more than one term its limits", () => {
    expect(tex(String.raw`\frac{x + 1}{2}`)).toBe("the fraction with numerator x plus 1 and denominator 2");
    expect(tex(String.raw`\frac{610 - 850}{25 - 5}`)).toBe("the fraction with numerator 610 minus 850 and denominator 25 minus 5");
  });

  it("reads signs, relations and terms", () => {
    expect(tex(String.raw`g(t) = 910 - 12t`)).toBe("g open parenthesis t close parenthesis equals 910 minus 12 t");
    expect(tex(String.raw`x = -\frac{3}{2}`)).toBe("x equals negative 3 over 2");
    expect(tex(String.raw`t \ge 6`)).toBe("t is greater than or equal to 6");
    expect(tex(String.raw`2\left(\frac{2}{3}\right) - 3 \ne 0`)).toBe("2 open parenthesis 2 over 3 close parenthesis minus 3 is not equal to 0");
    expect(tex(String.raw`0.60 \times 45`)).toBe("0.60 times 45");
    expect(tex(String.raw`(5, -850)`)).toBe("open parenthesis 5, negative 850 close parenthesis");
    expect(tex(String.raw`25\%`)).toBe("25 percent");
  });

  it("reads powers, roots, subscripts and degrees", () => {
    expect(tex(String.raw`x^2 + 7x - 6`)).toBe("x squared plus 7 x minus 6");
    expect(tex(String.raw`\pi r^3`)).toBe("pi r cubed");
    expect(tex(String.raw`2^n`)).toBe("2 to the power of n");
    expect(tex(String.raw`e^{-x + 1}`)).toBe("e to the power of negative x plus 1, end of exponent");
    expect(tex(String.raw`\sqrt{2}`)).toBe("the square root of 2");
    expect(tex(String.raw`\sqrt{25 + 96}`)).toBe("the square root of 25 plus 96, end of root");
    expect(tex(String.raw`\sqrt[3]{x}`)).toBe("the root of index 3 of x");
    expect(tex(String.raw`x_1 + x_2`)).toBe("x sub 1 plus x sub 2");
    expect(tex(String.raw`180^\circ`)).toBe("180 degrees");
    expect(tex(String.raw`\overline{AB}`)).toBe("segment A B");
  });

  it("keeps the words around the math and leaves KaTeX's visual copy out", () => {
    expect(say(String.raw`\(x = -4\) and \(x = \frac{3}{2}\)`)).toBe("x equals negative 4 and x equals 3 over 2");
    expect(say("plentiful")).toBe("plentiful");
    expect(say("<p>It &amp; its</p><p>next</p>")).toBe("It & its next");
    expect(say('<img src="a.svg" alt="a right triangle"> with legs')).toBe("a right triangle with legs");
    expect(say('<svg role="img" aria-label="A graph"><text>1</text></svg>')).toBe("A graph");
    // a figure of content/figures given as a choice: its title, then its description, never the tick numbers
    const graph = plane({
      id: "c1",
      title: "Graph of a line",
      desc: "A line in the xy-plane through the points (0, 1) and (2, 5), rising from left to right.",
      x: { min: -3, max: 3 },
      y: { min: -3, max: 6 },
      graphs: [{ line: { slope: 2, intercept: 1 } }],
    });
    expect(say(graph)).toBe("Graph of a line. A line in the xy-plane through the points (0, 1) and (2, 5), rising from left to right.");
  });

  it("speaks in the interface language", () => {
    expect(tex(String.raw`\frac{14}{5}`, "az")).toBe("14 bölü 5");
    expect(tex(String.raw`\frac{14}{5}`, "ru")).toBe("14 делить на 5");
    expect(say(String.raw`\(x = -4\) and \(x = \frac{3}{2}\)`, "ru")).toBe("x равно минус 4 and x равно 3 делить на 2");
    expect(tex(String.raw`x^2 - 1 \le 8`, "az")).toBe("x kvadrat mənfi 1 kiçik və ya bərabərdir 8");
    expect(tex(String.raw`\frac{x+1}{2}`, "ru")).toBe("дробь: в числителе x плюс 1, в знаменателе 2, конец дроби");
    expect(tex(String.raw`\sqrt{3}`, "az")).toBe("kvadrat kök altında 3");
  });

  it("has every word in every language", () => {
    for (const words of Object.values(WORDS)) {
      expect(Object.keys(words).sort()).toEqual(Object.keys(WORDS.en).sort());
      expect(Object.keys(words.symbols).sort()).toEqual(Object.keys(WORDS.en.symbols).sort());
    }
  });

  it("parses the markup the server writes without a DOM", () => {
    const html = katex.renderToString("\\frac{1}{2}", { output: "htmlAndMathml" });
    const [span] = parseMarkup(html);
    expect(span && "tag" in span && span.attrs.class).toBe("katex");
    expect(speakHtml("a <b>bold</b> <br/>word", WORDS.en)).toBe("a bold word");
    expect(speakHtml("<!-- note -->1 &lt; 2 &#8722; &#x3c0;", WORDS.en)).toBe("1 < 2 − π");
  });
});
