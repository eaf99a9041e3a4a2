import { describe, expect, it } from "vitest";
import { BANK_SEEDS } from "#content/bank";
import { GENERATORS } from "#content/bank/math";
import { join, loc, textIn } from "#content/bank/math/localize";
import { blocksOf, mathOf, numeralsOf, translationProblems } from "#content/explanations/check";
import { explanationTranslations } from "#content/explanations";
import { sources } from "./sources";

/**
 * Every translated explanation (issue 32: exams, the Reading and Writing bank, the Math generators' templates)
 * keeps its English's math and numbers, its structure, a length of its own, its own language and the glossary's
 * terms (content/explanations/check.ts). Which explanations are still missing is explanation-coverage.test.ts.
 */
const all = sources();

describe("the checks themselves", () => {
  const en = `<p>Divide both sides by \\(4\\): \\(x + 3 = 7\\). The slope is 2.5, so 1,200 people remain.</p>\n<ul>\n<li>\\(10\\) is the value of \\(x + 3\\).</li>\n</ul>`;
  const ru = `<p>Разделите обе части на \\(4\\): \\(x + 3 = 7\\). Угловой коэффициент равен 2.5, поэтому остаются 1200 человек.</p>\n<ul>\n<li>\\(10\\) — это значение \\(x + 3\\), а не \\(x\\).</li>\n</ul>`;
  it("reads math, numerals and blocks", () => {
    expect(mathOf(en)).toEqual(["10", "4", "x + 3", "x + 3 = 7"].sort());
    expect(numeralsOf(en)).toEqual(["1200", "2.5"]);
    expect(numeralsOf("<p>240\u00a0000 и 1\u202f240 человек</p>")).toEqual(["1240", "240000"]);
    expect(blocksOf(en)).toEqual(["p", "/p", "ul", "li", "/li", "/ul"]);
  });
  it("finds each kind of problem", () => {
    expect(translationProblems(en, ru, "ru")).toEqual([expect.stringMatching(/^math differs: missing \[\], extra \[x\]/)]);
    expect(translationProblems(en, ru.replace(", а не \\(x\\)", ""), "ru")).toEqual([]);
    expect(translationProblems(en, en, "ru")).toEqual(["the English copied"]);
    expect(translationProblems(en, "", "az")).toEqual(["empty"]);
    expect(translationProblems(en, ru.replace("2.5", "2,5").replace(", а не \\(x\\)", ""), "ru")[0]).toMatch(/numerals differ/);
    expect(translationProblems(en, `<p>Разделите на \\(4\\): \\(x + 3 = 7\\), 2.5, 1200.</p><p>\\(10\\) — \\(x + 3\\).</p>`, "ru").join()).toMatch(
      /structure differs.*much shorter/,
    );
    const english = en.replace("Divide both sides by", "Divide each of the two sides of the equation by");
    expect(translationProblems(english, english.replace("Divide", "Bölün"), "az").join()).toMatch(/left in English/);
    expect(translationProblems(en, ru.replace("Угловой коэффициент", "Наклон").replace(", а не \\(x\\)", ""), "ru").join()).toMatch(/glossary: "slope"/);
  });
  it("joins localized pieces only in the languages every piece has", () => {
    const a = loc({ en: "Add", az: "Toplayın", ru: "Сложите" });
    const b = loc({ en: "then subtract", ru: "затем вычтите" });
    expect(join([a, " \\(3\\), ", b])).toEqual({ en: "Add \\(3\\), then subtract", ru: "Сложите \\(3\\), затем вычтите" });
    expect(textIn("plain", "az")).toBeUndefined();
    expect(textIn("plain", "en")).toBe("plain");
  });
});

describe("written translations (content/explanations/{az,ru}/)", () => {
  const ids = new Set(all.map((s) => s.id));
  for (const lng of ["az", "ru"] as const)
    it(`${lng}: every entry is a question of an exam or of the bank`, () => {
      expect(Object.keys(explanationTranslations[lng]).filter((id) => !ids.has(id))).toEqual([]);
    });
});

describe("every translation keeps its English's math, numbers, structure, language and terms", () => {
  for (const kind of ["exam", "bank", "generator"] as const)
    for (const lng of ["az", "ru"] as const)
      it(`${kind}: ${lng}`, () => {
        const problems = all.filter((s) => s.kind === kind && s[lng]).flatMap((s) => translationProblems(s.english, s[lng]!, lng).map((p) => `${s.id}: ${p}`));
        expect(problems).toEqual([]);
      });
});

describe("a generator's templates are translated for every draw or for none", () => {
  // A language whose steps are written but whose distractor lines are not (or only some of them) would leave
  // a question of that generator now in the language, now in English: every seed must agree.
  for (const g of GENERATORS)
    it(g.id, () => {
      const seeds = [...BANK_SEEDS, 30, 41, 57];
      for (const lng of ["az", "ru"] as const) {
        const has = seeds.map((s) => !!g.generate(s).question.explanationI18n?.[lng]);
        expect(new Set(has).size, `${lng}: ${has.join(" ")}`).toBe(1);
      }
    });
});
