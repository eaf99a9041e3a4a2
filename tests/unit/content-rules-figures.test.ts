import { describe, expect, test } from "vitest";
import { countFigures, FIGURE_FLOOR, figureTargetGaps, formatFigureCount, itemFigures, svgKind } from "../../content/rules/figure-count";
import { svgAccessibilityProblems, svgs } from "../../content/rules/figures";
import { exams, examQuestions } from "../setup/content-rules";

// Figures as on the real test (issue 29, decision 0047): every data plot and xy-plane graph in the exams is drawn
// by content/figures, accessible, and each full test keeps at least the figures it has reached.

describe("figures per full test", () => {
  test("no exam item draws a scatterplot, a function's graph or a one-variable plot by hand", () => {
    expect(examQuestions.filter((q) => itemFigures(q).hand).map((q) => q.id)).toEqual([]);
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

  test("a figure given as a choice is in every choice of its item", () => {
    const mixed = examQuestions.filter((q) => {
      const withSvg = (q.choices ?? []).filter((c) => svgs(c.text).length).length;
      return withSvg > 0 && withSvg < (q.choices ?? []).length;
    });
    expect(mixed.map((q) => q.id)).toEqual([]);
  });

  test.each(Object.entries(FIGURE_FLOOR))("%s keeps its Math figures (floor %o); the gaps to the issue's target are reported", (slug, floor) => {
    const exam = exams.find((e) => e.slug === slug)!;
    const count = countFigures(exam.modules);
    console.log(formatFigureCount(slug, count));
    for (const gap of figureTargetGaps(slug, count)) console.log(`  gap: ${gap}`);
    expect(count.items).toBeGreaterThanOrEqual(floor.items);
    expect(count.choiceItems).toBeGreaterThanOrEqual(floor.choiceItems);
  });
});
