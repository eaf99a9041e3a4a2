import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { boxPlot, dotPlot, drawing, mathText, NOT_TO_SCALE, plane, polygon, rightAngle, text, type Graph } from "../../figures";
import type { ModuleSchema } from "../../schema";

/** A graph in the xy-plane used as an answer choice (content/figures). */
const choiceGraph = (qid: string, id: string, title: string, desc: string, graph: Graph) =>
  plane({ id: `${qid}-${id}`, title, desc, x: { min: -6, max: 6 }, y: { min: -6, max: 6 }, unit: 16, graphs: [graph] });

const module: z.input<typeof ModuleSchema> = {
  id: "pt6-math-m2e",
  name: "Section 2, Module 2: Math",
  test: "math",
  module: 2,
  variant: "easier",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — easy, algebra, linear equation in one variable (a binomial divided by a constant)
    {
      id: "pt6-math-m2e-01",
      type: "SC",
      title: "",
      text: String.raw`<p>\(\dfrac{x + 4}{3} = 7\)</p>
<p>What is the solution to the given equation?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:linear-eq-binom-over-const"],
      choices: [{ text: String.raw`\(17\)`, correct: true }, { text: String.raw`\(21\)` }, { text: String.raw`\(25\)` }, { text: String.raw`\(33\)` }],
      explanation: String.raw`<p>Multiply both sides by \(3\): \(x + 4 = 21\). Subtract \(4\): \(x = 17\). Check: \(\frac{17 + 4}{3} = \frac{21}{3} = 7\).</p>
<ul>
<li>\(21\) is the value of \(x + 4\); the \(4\) still has to be subtracted.</li>
<li>\(25\) adds \(4\) to \(21\) instead of subtracting it.</li>
<li>\(33\) moves the \(4\) to the other side before clearing the fraction and adds it there: \(\frac{x}{3} = 7 + 4\), so \(x = 33\); the \(4\) is divided by \(3\) along with \(x\).</li>
</ul>`,
    },
    // 02 — easy, advanced math, nonlinear functions (evaluate a rational function)
    {
      id: "pt6-math-m2e-02",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(g\) is defined by \(g(x) = \dfrac{x + 5}{x - 1}\). What is the value of \(g(3)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:rational-fn-evaluate"],
      choices: [{ text: String.raw`\(0.25\)` }, { text: String.raw`\(2\)` }, { text: String.raw`\(4\)`, correct: true }, { text: String.raw`\(8\)` }],
      explanation: String.raw`<p>Substitute \(3\) for \(x\): \(g(3) = \frac{3 + 5}{3 - 1} = \frac{8}{2} = 4\).</p>
<ul>
<li>\(0.25\) divides the denominator by the numerator, \(\frac{2}{8}\).</li>
<li>\(2\) uses \(3 + 1\) in the denominator, a sign slip: \(\frac{8}{4}\).</li>
<li>\(8\) is the numerator alone; it is not yet divided by \(2\).</li>
</ul>`,
    },
    // 03 — easy, advanced math, nonlinear functions (pick the graph of an exponential decay)
    {
      id: "pt6-math-m2e-03",
      type: "SC",
      title: "",
      text: String.raw`<p>Which of the following could be the graph of \(y = 5(0.5)^x\) in the \(xy\)-plane?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:exp-decay-pick-graph"],
      choices: [
        {
          text: choiceGraph(
            "pt6-math-m2e-03",
            "line5",
            "A line in the xy-plane",
            "An xy-plane with x and y from negative 6 to 6. A straight line falls from left to right, crossing the y-axis at (0, 5) and the x-axis at (10, 0), beyond the grid.",
            { line: { slope: -0.5, intercept: 5 } },
          ),
        },
        {
          text: choiceGraph(
            "pt6-math-m2e-03",
            "decay5",
            "A curve in the xy-plane",
            "An xy-plane with x and y from negative 6 to 6. A curve falls from left to right, crossing the y-axis at (0, 5) and flattening toward the x-axis on the right, staying above it.",
            { f: (x) => 5 * 0.5 ** x },
          ),
          correct: true,
        },
        {
          text: choiceGraph(
            "pt6-math-m2e-03",
            "growth5",
            "A curve in the xy-plane",
            "An xy-plane with x and y from negative 6 to 6. A curve rises from left to right, crossing the y-axis at (0, 5), close to the x-axis on the left and steep on the right.",
            { f: (x) => 5 * 2 ** x },
          ),
        },
        {
          text: choiceGraph(
            "pt6-math-m2e-03",
            "growthhalf",
            "A curve in the xy-plane",
            "An xy-plane with x and y from negative 6 to 6. A curve rises from left to right, crossing the y-axis at (0, 0.5), close to the x-axis on the left and steep on the right.",
            { f: (x) => 0.5 * 5 ** x },
          ),
        },
      ],
      explanation: String.raw`<p>At \(x = 0\), \(y = 5(0.5)^0 = 5\), so the graph crosses the \(y\)-axis at \((0, 5)\). The base \(0.5\) is between \(0\) and \(1\), so \(y\) halves with each step of \(1\) to the right (\(5\), \(2.5\), \(1.25\), …): the curve falls, flattens toward the \(x\)-axis and stays above it. That is the falling curve through \((0, 5)\).</p>
<ul>
<li>The rising curve through \((0, 5)\) is \(y = 5(2)^x\): it doubles instead of halving, as if the base were greater than \(1\).</li>
<li>The rising curve through \((0, 0.5)\) is \(y = 0.5(5)^x\): it swaps the starting value and the base.</li>
<li>The falling straight line through \((0, 5)\) is \(y = 5 - 0.5x\): it subtracts \(0.5\) at each step instead of multiplying by \(0.5\).</li>
</ul>`,
    },
    // 04 — easy, PSDA, ratios and rates (fewer workers take longer: an inverse proportion) (OE)
    {
      id: "pt6-math-m2e-04",
      type: "OE",
      title: "",
      text: String.raw`<p>A crew of \(6\) painters can paint a fence in \(10\) hours. All the painters work at the same constant rate. How many hours would it take \(4\) of these painters to paint the same fence?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:inverse-proportion-workers-days"],
      answers: "15",
      explanation: String.raw`<p>The whole fence takes \(6 \cdot 10 = 60\) painter-hours of work. Shared among \(4\) painters, it takes \(\frac{60}{4} = 15\) hours. Fewer painters need more time: the number of painters and the time are inversely proportional. Check: \(4 \cdot 15 = 60\), the same amount of work.</p>
<p>Common slips: \(6.666\) (or \(\frac{20}{3}\)) uses a direct proportion, \(\frac{10 \cdot 4}{6}\), as if fewer painters finished sooner; \(8\) takes \(2\) hours off for the \(2\) painters fewer; \(60\) is the number of painter-hours, not the time for \(4\) painters.</p>`,
    },
    // 05 — easy, algebra, linear equations in two variables (which point lies on a line)
    {
      id: "pt6-math-m2e-05",
      type: "SC",
      title: "",
      text: String.raw`<p>Which of the following points lies on the line \(y = 4x - 7\) in the \(xy\)-plane?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:which-point-on-line"],
      choices: [
        { text: String.raw`\((2, 1)\)`, correct: true },
        { text: String.raw`\((1, 3)\)` },
        { text: String.raw`\((0, 7)\)` },
        { text: String.raw`\((3, 19)\)` },
      ],
      explanation: String.raw`<p>A point lies on the line when its coordinates satisfy the equation. For \((2, 1)\): \(4(2) - 7 = 1\), which matches \(y = 1\).</p>
<ul>
<li>\((1, 3)\): \(4(1) - 7 = -3\), not \(3\); the sign of the result was dropped.</li>
<li>\((0, 7)\): \(4(0) - 7 = -7\), not \(7\); the \(y\)-intercept is \(-7\), not \(7\).</li>
<li>\((3, 19)\): \(4(3) - 7 = 5\), not \(19\); \(19\) adds \(7\) instead of subtracting it.</li>
</ul>`,
    },
    // 06 — easy, PSDA, two-way table (fill in missing cells to get a total) (OE)
    {
      id: "pt6-math-m2e-06",
      type: "OE",
      title: "",
      text: String.raw`<p>The table shows how the \(170\) students in two grades at a school bring their lunch, with some entries missing.</p>
<table>
<caption>Students by grade and type of lunch</caption>
<thead><tr><th scope="col">Grade</th><th scope="col">School lunch</th><th scope="col">Lunch from home</th><th scope="col">Total</th></tr></thead>
<tbody>
<tr><th scope="row">Grade 10</th><td>48</td><td>32</td><td>80</td></tr>
<tr><th scope="row">Grade 11</th><td>?</td><td>36</td><td>90</td></tr>
<tr><th scope="row">Total</th><td>?</td><td>68</td><td>170</td></tr>
</tbody>
</table>
<p>How many of the \(170\) students have school lunch?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "two_variable_data",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:two-way-table-fill-missing-cell"],
      answers: "102",
      explanation: String.raw`<p>In grade \(11\), \(90 - 36 = 54\) students have school lunch. In all, \(48 + 54 = 102\) students have school lunch. Check with the totals row: \(170 - 68 = 102\).</p>
<p>Common slips: \(54\) is the grade \(11\) count only; \(68\) is the number of students with lunch from home; \(48\) is the grade \(10\) count only.</p>`,
    },
    // 07 — easy, algebra, linear inequalities (a sentence written as an inequality)
    {
      id: "pt6-math-m2e-07",
      type: "SC",
      title: "",
      text: String.raw`<p>The sum of a number \(n\) and \(12\) is at least three times the number. Which inequality represents this situation?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:verbal-to-linear-inequality"],
      choices: [
        { text: String.raw`\(n + 12 \le 3n\)` },
        { text: String.raw`\(n + 12 \ge 3n\)`, correct: true },
        { text: String.raw`\(12n \ge 3n\)` },
        { text: String.raw`\(n + 12 \gt 3n\)` },
      ],
      explanation: String.raw`<p>"The sum of a number \(n\) and \(12\)" is \(n + 12\); "three times the number" is \(3n\); "is at least" means "is greater than or equal to". So \(n + 12 \ge 3n\).</p>
<ul>
<li>\(n + 12 \le 3n\) reverses the meaning of "at least", which is "no less than".</li>
<li>\(n + 12 \gt 3n\) leaves out the case where the two are equal, which "at least" allows.</li>
<li>\(12n \ge 3n\) writes the sum of \(n\) and \(12\) as a product.</li>
</ul>`,
    },
    // 08 — easy, geometry, volume (a missing dimension of a rectangular prism) (OE)
    {
      id: "pt6-math-m2e-08",
      type: "OE",
      title: "",
      text: String.raw`<p>A rectangular box has a volume of \(140\) cubic inches. Its base is a rectangle that measures \(4\) inches by \(5\) inches. What is the height, in inches, of the box?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:prism-missing-dimension"],
      answers: "7",
      explanation: String.raw`<p>The volume of a rectangular prism is length times width times height: \(4 \cdot 5 \cdot h = 140\), so \(20h = 140\) and \(h = 7\). Check: \(4 \cdot 5 \cdot 7 = 140\).</p>
<p>Common slips: \(35\) divides \(140\) by \(4\) only; \(15.56\) divides \(140\) by \(4 + 5\), the sum of the base's sides instead of its area.</p>`,
    },
    // 09 — easy, advanced math, equivalent expressions (a polynomial divided by a monomial)
    {
      id: "pt6-math-m2e-09",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(\dfrac{6x^2 + 9x}{3x}\), for \(x \gt 0\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:poly-divided-by-monomial"],
      choices: [
        { text: String.raw`\(2x^2 + 3x\)` },
        { text: String.raw`\(2x + 9x\)` },
        { text: String.raw`\(6x^2 + 3\)` },
        { text: String.raw`\(2x + 3\)`, correct: true },
      ],
      explanation: String.raw`<p>Divide each term of the numerator by \(3x\): \(\frac{6x^2}{3x} = 2x\) and \(\frac{9x}{3x} = 3\). So the expression equals \(2x + 3\). Check: \(3x(2x + 3) = 6x^2 + 9x\).</p>
<ul>
<li>\(2x^2 + 3x\) divides each term by \(3\) only, leaving out the factor \(x\) of the denominator.</li>
<li>\(2x + 9x\) divides only the first term by \(3x\).</li>
<li>\(6x^2 + 3\) divides only the second term by \(3x\).</li>
</ul>`,
    },
    // 10 — easy, PSDA, one-variable data (the range read from a dot plot)
    {
      id: "pt6-math-m2e-10",
      type: "SC",
      title: "",
      text: String.raw`${dotPlot({
        id: "pt6-math-m2e-10-plot",
        title: "Hours worked at a food bank last week by 14 volunteers",
        desc: "Dot plot on a number line labeled Hours worked, from 0 to 10. There are 2 dots at 2, 1 dot at 3, 3 dots at 4, 4 dots at 5, 2 dots at 7 and 2 dots at 9, for 14 dots in all; there are no dots at 0, 1, 6, 8 or 10.",
        x: { label: "Hours worked", min: 0, max: 10, step: 1 },
        values: [2, 2, 3, 4, 4, 4, 5, 5, 5, 5, 7, 7, 9, 9],
      })}
<p>The dot plot shows the number of hours that each of \(14\) volunteers worked at a food bank last week. What is the range of the numbers of hours worked?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:dotplot-range-of-values"],
      choices: [{ text: String.raw`\(5\)` }, { text: String.raw`\(7\)`, correct: true }, { text: String.raw`\(9\)` }, { text: String.raw`\(10\)` }],
      explanation: String.raw`<p>The range is the greatest value minus the least value. The dot farthest to the right is at \(9\) hours and the dot farthest to the left is at \(2\) hours, so the range is \(9 - 2 = 7\).</p>
<ul>
<li>\(5\) is the mode, the number of hours with the most dots (\(4\) dots), not a measure of spread.</li>
<li>\(9\) is the greatest value alone; the least value, \(2\), still has to be subtracted.</li>
<li>\(10\) is the length of the number line, from \(0\) to \(10\), not of the data: no volunteer worked \(0\) or \(10\) hours.</li>
</ul>`,
    },
    // 11 — medium, algebra, systems (a system from the sides of a rectangle, then its perimeter)
    {
      id: "pt6-math-m2e-11",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt6-math-m2e-11-figure",
          title: "Rectangle ABCD with its sides labeled",
          desc: "Rectangle ABCD, with A at the upper left, B at the upper right, C at the lower right and D at the lower left. Side AB, on top, is labeled 3x + y; side DC, at the bottom, is labeled 17; side AD, on the left, is labeled x; side BC, on the right, is labeled y + 3.",
        },
        380,
        190,
        polygon([
          [60, 45],
          [320, 45],
          [320, 145],
          [60, 145],
        ]) +
          rightAngle([60, 45], [320, 45], [60, 145]) +
          rightAngle([320, 45], [60, 45], [320, 145]) +
          rightAngle([320, 145], [320, 45], [60, 145]) +
          rightAngle([60, 145], [60, 45], [320, 145]) +
          text([48, 38], "A", { italic: true }) +
          text([332, 38], "B", { italic: true }) +
          text([332, 164], "C", { italic: true }) +
          text([48, 164], "D", { italic: true }) +
          mathText([190, 35], "3x + y", { size: 15 }) +
          text([190, 168], "17", { size: 15 }) +
          mathText([46, 100], "x", { anchor: "end", size: 15 }) +
          mathText([334, 100], "y + 3", { anchor: "start", size: 15 }),
      )}
${NOT_TO_SCALE}
<p>In the figure, \(ABCD\) is a rectangle, and the lengths of its sides, in centimeters, are labeled. What is the perimeter, in centimeters, of the rectangle?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:rectangle-sides-system-perimeter"],
      choices: [{ text: String.raw`\(22\)` }, { text: String.raw`\(38\)` }, { text: String.raw`\(44\)`, correct: true }, { text: String.raw`\(85\)` }],
      explanation: String.raw`<p>Opposite sides of a rectangle are equal: \(AB = DC\) gives \(3x + y = 17\), and \(AD = BC\) gives \(x = y + 3\). Substitute the second equation into the first: \(3(y + 3) + y = 17\), so \(4y + 9 = 17\), \(y = 2\) and \(x = 5\). The rectangle is \(17\) centimeters by \(5\) centimeters, so its perimeter is \(2(17 + 5) = 44\). Check: \(3(5) + 2 = 17\) and \(2 + 3 = 5\).</p>
<ul>
<li>\(22\) adds one length and one width, \(17 + 5\), which is half the perimeter.</li>
<li>\(38\) uses \(y = 2\) as the width, \(2(17 + 2)\); the width is \(x = 5\), which is also \(y + 3\).</li>
<li>\(85\) is the area, \(17 \cdot 5\), not the perimeter.</li>
</ul>`,
    },
    // 12 — medium, algebra, linear equations in two variables (graph of a perpendicular line through the origin)
    {
      id: "pt6-math-m2e-12",
      type: "SC",
      title: "",
      text: String.raw`<p>Line \(k\) passes through the origin and is perpendicular to the line \(y = 2x + 1\) in the \(xy\)-plane. Which of the following is the graph of line \(k\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:perp-line-through-origin-graph"],
      choices: [
        {
          text: choiceGraph(
            "pt6-math-m2e-12",
            "neghalf",
            "A line in the xy-plane",
            "An xy-plane with x and y from negative 6 to 6. A line falls gently from left to right through the origin and the point (4, negative 2).",
            { line: { slope: -0.5, intercept: 0 } },
          ),
          correct: true,
        },
        {
          text: choiceGraph(
            "pt6-math-m2e-12",
            "two",
            "A line in the xy-plane",
            "An xy-plane with x and y from negative 6 to 6. A line rises steeply from left to right through the origin and the point (2, 4).",
            { line: { slope: 2, intercept: 0 } },
          ),
        },
        {
          text: choiceGraph(
            "pt6-math-m2e-12",
            "half",
            "A line in the xy-plane",
            "An xy-plane with x and y from negative 6 to 6. A line rises gently from left to right through the origin and the point (4, 2).",
            { line: { slope: 0.5, intercept: 0 } },
          ),
        },
        {
          text: choiceGraph(
            "pt6-math-m2e-12",
            "negtwo",
            "A line in the xy-plane",
            "An xy-plane with x and y from negative 6 to 6. A line falls steeply from left to right through the origin and the point (2, negative 4).",
            { line: { slope: -2, intercept: 0 } },
          ),
        },
      ],
      explanation: String.raw`<p>The slope of \(y = 2x + 1\) is \(2\). A perpendicular line has the negative reciprocal slope, \(-\frac{1}{2}\), and line \(k\) passes through the origin, so \(k\) is \(y = -\frac{1}{2}x\): the line falling gently through the origin and \((4, -2)\). Check: \(2 \cdot \left(-\frac{1}{2}\right) = -1\).</p>
<ul>
<li>The line rising through \((2, 4)\) has slope \(2\): it is parallel to the given line, not perpendicular.</li>
<li>The line falling through \((2, -4)\) has slope \(-2\): it takes the negative of the slope but not its reciprocal.</li>
<li>The line rising through \((4, 2)\) has slope \(\frac{1}{2}\): it takes the reciprocal but not its negative.</li>
</ul>`,
    },
    // 13 — medium, advanced math, nonlinear equations (two parabolas whose squared terms cancel)
    {
      id: "pt6-math-m2e-13",
      type: "SC",
      title: "",
      text: String.raw`<p>\(y = x^2 + 4x - 1\)<br>\(y = x^2 - 2x + 11\)</p>
<p>The graphs of the given equations in the \(xy\)-plane intersect at the point \((a, b)\). What is the value of \(b\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:two-parabolas-squares-cancel"],
      choices: [{ text: String.raw`\(-5\)` }, { text: String.raw`\(2\)` }, { text: String.raw`\(11\)`, correct: true }, { text: String.raw`\(59\)` }],
      explanation: String.raw`<p>At the intersection both equations give the same \(y\): \(x^2 + 4x - 1 = x^2 - 2x + 11\). The \(x^2\) terms cancel, leaving \(4x - 1 = -2x + 11\), so \(6x = 12\) and \(x = 2\). Then \(b = 2^2 + 4(2) - 1 = 11\). Check with the other equation: \(2^2 - 2(2) + 11 = 11\).</p>
<ul>
<li>\(2\) is \(a\), the \(x\)-coordinate of the point, not \(b\).</li>
<li>\(59\) subtracts \(2x\) instead of adding it when the \(x\)-terms are collected: \(2x = 12\), so \(x = 6\) and \(6^2 + 4(6) - 1 = 59\).</li>
<li>\(-5\) moves the constants across without changing their signs: \(6x = -12\), so \(x = -2\) and \((-2)^2 + 4(-2) - 1 = -5\).</li>
</ul>`,
    },
    // 14 — medium, PSDA, ratios and rates (comparing two unit prices, in cents)
    {
      id: "pt6-math-m2e-14",
      type: "SC",
      title: "",
      text: String.raw`<p>Store A sells a \(12\)-ounce bag of rice for \(\$3.00\). Store B sells a \(20\)-ounce bag of the same rice for \(\$4.40\). How many cents less per ounce is the price at Store B than the price at Store A?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:unit-price-compare-difference"],
      choices: [{ text: String.raw`\(3\)`, correct: true }, { text: String.raw`\(22\)` }, { text: String.raw`\(25\)` }, { text: String.raw`\(140\)` }],
      explanation: String.raw`<p>Find each price per ounce in cents. Store A: \(\frac{300}{12} = 25\) cents per ounce. Store B: \(\frac{440}{20} = 22\) cents per ounce. Store B's price is \(25 - 22 = 3\) cents less per ounce. Check: at \(25\) cents per ounce, \(20\) ounces at Store A would cost \(\$5.00\), which is \(60\) cents (\(3\) cents for each of \(20\) ounces) more than \(\$4.40\).</p>
<ul>
<li>\(22\) is Store B's price per ounce, not the difference.</li>
<li>\(25\) is Store A's price per ounce, not the difference.</li>
<li>\(140\) is the difference between the prices of the two bags in cents, \(440 - 300\); the bags hold different amounts.</li>
</ul>`,
    },
    // 15 — medium, advanced math, nonlinear functions (the minimum of a quadratic from a table)
    {
      id: "pt6-math-m2e-15",
      type: "SC",
      title: "",
      text: String.raw`<p>The table shows several values of the quadratic function \(f\).</p>
<table>
<thead><tr><th scope="col">\(x\)</th><th scope="col">\(f(x)\)</th></tr></thead>
<tbody>
<tr><td>\(-1\)</td><td>\(20\)</td></tr>
<tr><td>\(1\)</td><td>\(4\)</td></tr>
<tr><td>\(3\)</td><td>\(-4\)</td></tr>
<tr><td>\(5\)</td><td>\(-4\)</td></tr>
<tr><td>\(7\)</td><td>\(4\)</td></tr>
</tbody>
</table>
<p>What is the minimum value of \(f(x)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:quadratic-table-axis-of-symmetry"],
      choices: [{ text: String.raw`\(-5\)`, correct: true }, { text: String.raw`\(-4\)` }, { text: String.raw`\(4\)` }, { text: String.raw`\(5\)` }],
      explanation: String.raw`<p>A parabola is symmetric about the vertical line through its vertex. Since \(f(3) = f(5) = -4\), the axis of symmetry is \(x = 4\). Write \(f(x) = a(x - 4)^2 + k\). From \(f(5) = a + k = -4\) and \(f(7) = 9a + k = 4\): \(8a = 8\), so \(a = 1\) and \(k = -5\). Since \(a \gt 0\), the parabola opens upward and the minimum value is \(k = -5\). Check: \(f(-1) = 25 - 5 = 20\) and \(f(1) = 9 - 5 = 4\), as in the table.</p>
<ul>
<li>\(-4\) is the least value listed in the table, but the vertex lies between \(x = 3\) and \(x = 5\), below those points.</li>
<li>\(4\) is the \(x\)-coordinate of the vertex, not the minimum value.</li>
<li>\(5\) drops the sign of \(k\): from \(a + k = -4\) with \(a = 1\), \(k = -5\), not \(5\).</li>
</ul>`,
    },
    // 16 — medium, geometry, circles (arc length from an angle in radians)
    {
      id: "pt6-math-m2e-16",
      type: "SC",
      title: "",
      text: String.raw`<p>A circle has a radius of \(9\) centimeters. What is the length, in centimeters, of an arc of the circle intercepted by a central angle of \(\frac{2\pi}{3}\) radians?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:arc-length-radian-angle"],
      choices: [{ text: String.raw`\(3\)` }, { text: String.raw`\(3\pi\)` }, { text: String.raw`\(6\pi\)`, correct: true }, { text: String.raw`\(27\pi\)` }],
      explanation: String.raw`<p>For an angle \(\theta\) in radians, the arc length is \(r\theta\): \(9 \cdot \frac{2\pi}{3} = 6\pi\) centimeters. Check: the angle is \(\frac{2\pi}{3} \div 2\pi = \frac{1}{3}\) of a full turn, and \(\frac{1}{3}\) of the circumference \(18\pi\) is \(6\pi\).</p>
<ul>
<li>\(3\) takes \(\frac{1}{3}\) of the radius instead of \(\frac{1}{3}\) of the circumference.</li>
<li>\(3\pi\) takes \(\frac{1}{3}\) of \(\pi r = 9\pi\), using half the circumference.</li>
<li>\(27\pi\) is the area of the sector, \(\frac{1}{2}r^2\theta = \frac{1}{2} \cdot 81 \cdot \frac{2\pi}{3}\), not the arc length.</li>
</ul>`,
    },
    // 17 — medium, algebra, linear functions (a shifted input equal to a multiple of the output) (OE)
    {
      id: "pt6-math-m2e-17",
      type: "OE",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 2x - 3\). For what value of \(x\) is \(f(x + 5) = 3f(x)\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:linear-fn-shift-input-eq-multiple"],
      answers: "4",
      explanation: String.raw`<p>Replace the input of \(f\) by \(x + 5\): \(f(x + 5) = 2(x + 5) - 3 = 2x + 7\). Multiply the output by \(3\): \(3f(x) = 3(2x - 3) = 6x - 9\). Set them equal: \(2x + 7 = 6x - 9\), so \(16 = 4x\) and \(x = 4\). Check: \(f(9) = 15\) and \(3f(4) = 3 \cdot 5 = 15\).</p>
<p>Common slips: \(2.75\) reads \(f(x + 5)\) as \(f(x) + 5 = 2x + 2\); \(2.5\) reads \(3f(x)\) as \(f(3x) = 6x - 3\).</p>`,
    },
    // 18 — medium, PSDA, one-variable data (comparing two box plots)
    {
      id: "pt6-math-m2e-18",
      type: "SC",
      title: "",
      text: String.raw`${boxPlot({
        id: "pt6-math-m2e-18-plot",
        title: "Test scores in two classes",
        desc: "Two box plots on a number line labeled Test score, from 50 to 100, with labeled tick marks every 10 points. Class A: minimum 52, first quartile 64, median 71, third quartile 80, maximum 94. Class B: minimum 58, first quartile 66, median 75, third quartile 78, maximum 88.",
        x: { label: "Test score", min: 50, max: 100, step: 2, labelEvery: 10 },
        boxes: [
          { five: [52, 64, 71, 80, 94], name: "Class A" },
          { five: [58, 66, 75, 78, 88], name: "Class B" },
        ],
      })}
<p>The box plots summarize the scores of the students in two classes on the same test. Which of the following statements is true?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:boxplots-compare-two-groups"],
      choices: [
        { text: String.raw`The greatest score in Class B is greater than the greatest score in Class A.` },
        { text: String.raw`The range of the scores of Class B is greater than the range of the scores of Class A.` },
        { text: String.raw`The median score of Class B is greater than the median score of Class A.`, correct: true },
        { text: String.raw`The interquartile range of the scores of Class B is greater than that of Class A.` },
      ],
      explanation: String.raw`<p>The median is the line inside each box: \(75\) for Class B and \(71\) for Class A, and \(75 \gt 71\), so the statement about the medians is true.</p>
<ul>
<li>The ranges are \(94 - 52 = 42\) for Class A and \(88 - 58 = 30\) for Class B: Class B's is smaller. Comparing the boxes' positions instead of the whiskers' lengths leads to this choice.</li>
<li>The interquartile ranges are \(80 - 64 = 16\) for Class A and \(78 - 66 = 12\) for Class B: Class B's is smaller; its box sits farther right but is narrower.</li>
<li>The greatest scores are \(94\) in Class A and \(88\) in Class B: Class B's is smaller; Class B is ahead only at the least scores, \(58\) against \(52\), the left ends of the whiskers.</li>
</ul>`,
    },
    // 19 — medium, advanced math, equivalent expressions (factor out a common binomial) (OE)
    {
      id: "pt6-math-m2e-19",
      type: "OE",
      title: "",
      text: String.raw`<p>The expression \((3x + 2)(x - 5) - (x - 5)^2\) can be written as \((x - 5)(ax + b)\), where \(a\) and \(b\) are constants. What is the value of \(a + b\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:factor-common-binomial-difference"],
      answers: "9",
      explanation: String.raw`<p>Factor out the common factor \(x - 5\): \((x - 5)\left[(3x + 2) - (x - 5)\right] = (x - 5)(3x + 2 - x + 5) = (x - 5)(2x + 7)\). So \(a = 2\), \(b = 7\) and \(a + b = 9\). Check at \(x = 0\): \((2)(-5) - 25 = -35\) and \((-5)(7) = -35\).</p>
<p>Common slips: \(-1\) subtracts only \(x\) and not \(-5\), giving \(2x - 3\); \(1\) adds the two brackets instead of subtracting, giving \(4x - 3\); \(-35\) is the constant term of the expanded form \(2x^2 - 3x - 35\), not \(a + b\).</p>`,
    },
    // 20 — hard, advanced math, nonlinear equations (a quadratic whose solutions are the reciprocals of another's)
    {
      id: "pt6-math-m2e-20",
      type: "SC",
      title: "",
      text: String.raw`<p>\(3x^2 - 7x + 2 = 0\)</p>
<p>The equation \(x^2 + bx + c = 0\), where \(b\) and \(c\) are constants, has two solutions, and each of them is the reciprocal of a solution to the given equation. What is the value of \(b\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:reciprocal-roots-new-quadratic"],
      choices: [
        { text: String.raw`\(-7\)` },
        { text: String.raw`\(-\frac{7}{2}\)`, correct: true },
        { text: String.raw`\(-\frac{7}{3}\)` },
        { text: String.raw`\(\frac{7}{2}\)` },
      ],
      explanation: String.raw`<p>Factor the given equation: \(3x^2 - 7x + 2 = (3x - 1)(x - 2)\), so its solutions are \(\frac{1}{3}\) and \(2\). Their reciprocals, \(3\) and \(\frac{1}{2}\), are the solutions of \(x^2 + bx + c = 0\), so \(x^2 + bx + c = (x - 3)\left(x - \frac{1}{2}\right) = x^2 - \frac{7}{2}x + \frac{3}{2}\). The value of \(b\) is \(-\frac{7}{2}\), the opposite of the sum \(3 + \frac{1}{2}\). Check: \(\left(\frac{1}{2}\right)^2 - \frac{7}{2} \cdot \frac{1}{2} + \frac{3}{2} = \frac{1}{4} - \frac{7}{4} + \frac{6}{4} = 0\).</p>
<ul>
<li>\(\frac{7}{2}\) is the sum of the new solutions; in \(x^2 + bx + c\), \(b\) is the opposite of that sum.</li>
<li>\(-7\) writes the coefficients in reverse order, \(2x^2 - 7x + 3 = 0\), which has the reciprocal solutions, but does not divide by \(2\) to make the coefficient of \(x^2\) equal to \(1\).</li>
<li>\(-\frac{7}{3}\) uses the solutions of the given equation, whose sum is \(\frac{7}{3}\), instead of their reciprocals.</li>
</ul>`,
    },
    // 21 — hard, algebra, systems (two kinds of tickets with equal revenue) (OE)
    {
      id: "pt6-math-m2e-21",
      type: "OE",
      title: "",
      text: String.raw`<p>A museum sold \(300\) tickets in one day: adult tickets for \(\$6\) each and student tickets for \(\$4\) each. The total money from adult tickets was equal to the total money from student tickets. How many adult tickets did the museum sell that day?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:system-equal-revenues-count"],
      answers: "120",
      explanation: String.raw`<p>Let \(a\) be the number of adult tickets and \(s\) the number of student tickets: \(a + s = 300\) and \(6a = 4s\). From the second equation, \(s = 1.5a\). Substitute: \(a + 1.5a = 300\), so \(2.5a = 300\) and \(a = 120\). Check: \(s = 180\), and \(6 \cdot 120 = 720 = 4 \cdot 180\).</p>
<p>Common slips: \(180\) is the number of student tickets; \(150\) splits the tickets evenly, which would make the adult revenue larger; writing \(4a = 6s\) (prices matched to the wrong group) gives \(a = 180\).</p>`,
    },
    // 22 — hard, geometry, right triangles (a sliding ladder)
    {
      id: "pt6-math-m2e-22",
      type: "SC",
      title: "",
      text: String.raw`<p>A \(25\)-foot ladder leans against a vertical wall on level ground, with its top \(24\) feet above the ground. The top of the ladder then slides \(4\) feet down the wall, and the ladder stays in contact with the wall and the ground. How many feet does the bottom of the ladder move away from the wall?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "right_triangles_trigonometry",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:ladder-slides-pythagorean"],
      choices: [{ text: String.raw`\(4\)` }, { text: String.raw`\(5\)` }, { text: String.raw`\(7\)` }, { text: String.raw`\(8\)`, correct: true }],
      explanation: String.raw`<p>The ladder is the hypotenuse of a right triangle with the wall and the ground. At first the bottom is \(\sqrt{25^2 - 24^2} = \sqrt{49} = 7\) feet from the wall. After the slide, the top is \(24 - 4 = 20\) feet high, and the bottom is \(\sqrt{25^2 - 20^2} = \sqrt{225} = 15\) feet from the wall. The bottom moves \(15 - 7 = 8\) feet. Check: \(15^2 + 20^2 = 625 = 25^2\).</p>
<ul>
<li>\(4\) assumes the bottom moves as far as the top slides; the sides of a right triangle do not change by equal amounts.</li>
<li>\(5\) subtracts the new height from the ladder's length, \(25 - 20\), instead of using the Pythagorean theorem.</li>
<li>\(7\) is the first distance of the bottom from the wall, not how far it moves.</li>
</ul>`,
    },
  ],
};

export default module;
