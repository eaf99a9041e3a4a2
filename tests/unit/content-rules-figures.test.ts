import { describe, expect, test } from "vitest";
import { drawing, plane, polygon, scatterPlot } from "../../content/figures";
import {
  countFigures,
  drawnByFigureModule,
  FIGURE_FLOOR,
  figureTargetGaps,
  formatFigureCount,
  handWrittenSvgProblems,
  itemFigures,
  svgKind,
} from "../../content/rules/figure-count";
import { svgAccessibilityProblems, svgs } from "../../content/rules/figures";
import { GENERATORS } from "../../content/bank/math";
import { bankQuestions, exams, examQuestions } from "../setup/content-rules";

// Figures as on the real test (issue 29, decision 0047): every data plot and xy-plane graph in the exams is drawn
// by content/figures, accessible, and each full test keeps at least the figures it has reached.

describe("figures per full test", () => {
  test("no exam item draws a scatterplot, a function's graph or a one-variable plot by hand", () => {
    expect(examQuestions.filter((q) => itemFigures(q).hand).map((q) => q.id)).toEqual([]);
  });

  test("no exam item holds an <svg> written by hand: every figure is drawn by content/figures", () => {
    expect(examQuestions.flatMap(handWrittenSvgProblems)).toEqual([]);
  });

  test("no bank item (written Reading and Writing, Math generators at the rule's seeds) holds an <svg> written by hand", () => {
    expect(bankQuestions.length).toBeGreaterThan(500);
    expect(bankQuestions.flatMap(handWrittenSvgProblems)).toEqual([]);
  });

  test("the rule tells a figure of the module from an <svg> written by hand, in the stem, a choice or the explanation", () => {
    const desc = "A right triangle with legs 3 and 4 drawn along the bottom and the left, and its hypotenuse.";
    const fig = drawing(
      { id: "q1-figure", title: "A right triangle", desc },
      100,
      100,
      polygon([
        [10, 90],
        [90, 90],
        [10, 30],
      ]),
    );
    const plot = scatterPlot({
      id: "q1-plot",
      title: "Points",
      desc,
      x: { label: "x", min: 0, max: 4, step: 1 },
      y: { label: "y", min: 0, max: 4, step: 1 },
      points: [[1, 2]],
    });
    const graph = plane({
      id: "q1-graph",
      title: "A line",
      desc,
      x: { min: -2, max: 2 },
      y: { min: -2, max: 2 },
      graphs: [{ line: { slope: 1, intercept: 0 } }],
    });
    const q = examQuestions[0]!;
    const item = (text: string, choice = "A", explanation = "<p>Because.</p>") => ({
      ...q,
      id: "q1",
      text,
      passage: undefined,
      explanation,
      choices: ["A", "B", "C", choice].map((t) => ({ text: t })),
    });
    for (const s of [fig, plot, graph]) expect(drawnByFigureModule(s)).toBe(true);
    expect(handWrittenSvgProblems(item(`${fig}<p>Find x.</p>`, graph, plot))).toEqual([]);

    const hand = '<svg role="img" aria-label="A right triangle with legs 3 and 4" viewBox="0 0 100 100"><polygon points="10,90 90,90 10,30"/></svg>';
    expect(handWrittenSvgProblems(item(`${hand}<p>Find x.</p>`))).toEqual([expect.stringMatching(/^q1: 1 <svg> not drawn by content\/figures/)]);
    expect(handWrittenSvgProblems(item("<p>Which graph?</p>", hand))).toHaveLength(1);
    expect(handWrittenSvgProblems(item("<p>Find x.</p>", "A", `<p>See:</p>${hand}`))).toHaveLength(1);
    // imitations: the module's form without its kind, a kind it does not draw, a title or desc of another id
    expect(drawnByFigureModule(fig.replace(' data-chart="drawing"', ""))).toBe(false);
    expect(drawnByFigureModule(fig.replace('data-chart="drawing"', 'data-chart="pie"'))).toBe(false);
    expect(drawnByFigureModule(fig.replace('<title id="q1-figure-title">', '<title id="other-title">'))).toBe(false);
    expect(drawnByFigureModule(fig.replace('<desc id="q1-figure-desc">', "<desc>"))).toBe(false);
  });

  test("every figure drawn by the module is named, described in words and has labelled axes", () => {
    const problems = examQuestions.flatMap((q) =>
      [q.text, q.passage?.html ?? "", ...(q.choices ?? []).map((c) => c.text)]
        .flatMap(svgs)
        .filter((s) => svgKind(s) !== "drawing")
        .flatMap((s) => svgAccessibilityProblems(s).map((p) => `${q.id}: ${p}`)),
    );
    expect(problems).toEqual([]);
  });

  test("every figure of a bank generator is drawn by the module: named, described in words, labelled, with the question's ids", () => {
    const problems: string[] = [];
    let figures = 0;
    for (const g of GENERATORS)
      for (const seed of [0, 1, 2, 3, 997]) {
        const q = g.generate(seed).question;
        for (const s of [q.text, ...(q.choices ?? []).map((c) => c.text)].flatMap(svgs)) {
          figures++;
          if (!s.includes(`aria-describedby="${q.id}-fig`)) problems.push(`${q.id}: a figure not drawn by content/figures (or not named after the question)`);
          problems.push(...svgAccessibilityProblems(s).map((p) => `${q.id}: ${p}`));
        }
        if (itemFigures(q).hand) problems.push(`${q.id}: a plot drawn by hand`);
      }
    expect(figures).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  test("a figure given as a choice is in every choice of its item", () => {
    const mixed = examQuestions.filter((q) => {
      const withSvg = (q.choices ?? []).filter((c) => svgs(c.text).length).length;
      return withSvg > 0 && withSvg < (q.choices ?? []).length;
    });
    expect(mixed.map((q) => q.id)).toEqual([]);
  });

  test.each(Object.entries(FIGURE_FLOOR))("%s keeps its Math figures (floor %o) and meets the issue's target of kinds", (slug, floor) => {
    const exam = exams.find((e) => e.slug === slug)!;
    const count = countFigures(exam.modules);
    console.log(formatFigureCount(slug, count));
    expect(figureTargetGaps(slug, count)).toEqual([]);
    expect(count.items).toBeGreaterThanOrEqual(floor.items);
    expect(count.choiceItems).toBeGreaterThanOrEqual(floor.choiceItems);
  });
});
