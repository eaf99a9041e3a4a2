import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import {
  angleLabelPoint,
  barGraph,
  circle,
  drawing,
  NOT_TO_SCALE,
  plane,
  point,
  polygon,
  rightAngle,
  scatterPlot,
  seg,
  sideLabelPoint,
  text,
  type Graph,
} from "../../figures";
import type { ModuleSchema } from "../../schema";

/** pt5-math-m1-10's choices: a square-root curve in the xy-plane (content/figures). */
const rootCurve = (id: string, desc: string, graph: Graph) =>
  plane({ id: `pt5-math-m1-10-${id}`, title: "A curve in the xy-plane", desc, x: { min: -8, max: 8 }, y: { min: -8, max: 8 }, unit: 13, graphs: [graph] });

/** pt5-math-m1-06: points A, B, C on a line and a ray BD with ∠DBC = 87°. */
const B6: readonly [number, number] = [180, 150];
const D6: readonly [number, number] = [180 + 110 * Math.cos((87 * Math.PI) / 180), 150 - 110 * Math.sin((87 * Math.PI) / 180)];

/** pt5-math-m1-14: right triangle ABC (right angle at C) with D on AC; 12 px per unit (BC = 12, CD = 5, AC = 16). */
const [A14, D14, C14, B14]: readonly (readonly [number, number])[] = [
  [108, 190],
  [240, 190],
  [300, 190],
  [300, 46],
] as const;

/** pt5-math-m1-20: an equilateral triangle inscribed in a circle of radius 6 (90 px). */
const O20: readonly [number, number] = [150, 135];
const at20 = (deg: number): readonly [number, number] => [O20[0] + 90 * Math.cos((deg * Math.PI) / 180), O20[1] - 90 * Math.sin((deg * Math.PI) / 180)];

const module: z.input<typeof ModuleSchema> = {
  id: "pt5-math-m1",
  name: "Section 2, Module 1: Math",
  test: "math",
  module: 1,
  variant: "standard",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — easy, algebra, linear functions (the input for a given output, read from a graph)
    {
      id: "pt5-math-m1-01",
      type: "SC",
      title: "",
      text: String.raw`<p>The graph of the linear function \(f\) is shown in the \(xy\)-plane.</p>
${plane({
  id: "pt5-math-m1-01-graph",
  title: "The graph of a linear function",
  desc: "An xy-plane with x and y from negative 8 to 8, gridlines every 1 unit. A line rising from left to right passes through the marked points (0, negative 3) and (2, 1); it rises 2 units for every 1 unit to the right.",
  x: { min: -8, max: 8 },
  y: { min: -8, max: 8 },
  graphs: [{ line: { slope: 2, intercept: -3 } }],
  points: [{ at: [0, -3] }, { at: [2, 1] }],
})}
<p>For what value of \(x\) is \(f(x) = 5\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:line-graph-input-for-output"],
      choices: [{ text: String.raw`\(-3\)` }, { text: String.raw`\(1\)` }, { text: String.raw`\(4\)`, correct: true }, { text: String.raw`\(7\)` }],
      explanation: String.raw`<p>The line passes through \((0, -3)\) and \((2, 1)\), so its slope is \(\frac{1 - (-3)}{2 - 0} = 2\) and \(f(x) = 2x - 3\). Solve \(2x - 3 = 5\): \(2x = 8\), so \(x = 4\). Check on the graph: the line passes through \((4, 5)\).</p>
<ul>
<li>\(7\) is \(f(5) = 2 \cdot 5 - 3\), the output for the input \(5\), not the input that gives the output \(5\).</li>
<li>\(-3\) is the \(y\)-intercept, \(f(0)\), read from the graph instead of solving.</li>
<li>\(1\) subtracts \(3\) from both sides instead of adding it: \(2x = 2\).</li>
</ul>`,
    },
    // 02 — easy, algebra, linear equations in one variable (a car catches up with a truck that had a head start) (OE)
    {
      id: "pt5-math-m1-02",
      type: "OE",
      title: "",
      text: String.raw`<p>A truck leaves a warehouse and drives along a highway at a constant speed of \(50\) miles per hour. One hour later, a car leaves the same warehouse and follows the same route at a constant speed of \(60\) miles per hour. How many hours after the car leaves will it catch up with the truck?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:catch-up-head-start-time"],
      answers: "5",
      explanation: String.raw`<p>Let \(t\) be the number of hours the car has driven. By then the truck has driven \(t + 1\) hours. The car catches up when the two have covered the same distance: \(60t = 50(t + 1)\). Then \(60t = 50t + 50\), so \(10t = 50\) and \(t = 5\). Check: the car drives \(60 \cdot 5 = 300\) miles, and the truck drives \(50 \cdot 6 = 300\) miles.</p>
<p>Common slips: \(6\) is the time since the truck left, \(t + 1\), not since the car left; \(300\) is the distance from the warehouse where the car catches up, not a time.</p>`,
    },
    // 03 — easy, advanced math, equivalent expressions (rationalize a quotient with a square root of a monomial in the denominator)
    {
      id: "pt5-math-m1-03",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(\dfrac{12x}{\sqrt{3x}}\), for \(x \gt 0\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:rationalize-radical-denominator"],
      choices: [
        { text: String.raw`\(4\sqrt{3}\)` },
        { text: String.raw`\(4x\sqrt{3x}\)` },
        { text: String.raw`\(4\sqrt{3x}\)`, correct: true },
        { text: String.raw`\(4\sqrt{x}\)` },
      ],
      explanation: String.raw`<p>Multiply the numerator and the denominator by \(\sqrt{3x}\), which does not change the value: \(\dfrac{12x}{\sqrt{3x}} \cdot \dfrac{\sqrt{3x}}{\sqrt{3x}} = \dfrac{12x\sqrt{3x}}{3x}\), since \(\sqrt{3x} \cdot \sqrt{3x} = 3x\). Then \(\dfrac{12x}{3x} = 4\), so the expression is \(4\sqrt{3x}\). Check with \(x = 12\): \(\dfrac{144}{\sqrt{36}} = \dfrac{144}{6} = 24\), and \(4\sqrt{36} = 24\).</p>
<ul>
<li>\(4x\sqrt{3x}\) takes \(\sqrt{3x} \cdot \sqrt{3x}\) to be \(3\) instead of \(3x\), so the \(x\) in the numerator is never divided out.</li>
<li>\(4\sqrt{x}\) divides \(12\) by \(3\), as if the denominator held \(3\) rather than \(\sqrt{3}\).</li>
<li>\(4\sqrt{3}\) reads \(\sqrt{3x}\) as \(x\sqrt{3}\), taking the square root of \(3\) only, and then cancels the \(x\).</li>
</ul>`,
    },
    // 04 — easy, PSDA, percentages (one bar as a percent of the total, bar graph)
    {
      id: "pt5-math-m1-04",
      type: "SC",
      title: "",
      text: String.raw`${barGraph({
        id: "pt5-math-m1-04-graph",
        title: "Books read by four students over the summer",
        desc: "Bar graph. Horizontal axis: student, with bars for Ana, Ben, Cai and Dara. Vertical axis: number of books, from 0 to 16 with gridlines every 2 books. Ana read 12 books, Ben read 9, Cai read 15 and Dara read 4.",
        xLabel: "Student",
        y: { label: "Number of books", min: 0, max: 16, step: 2 },
        bars: [
          { label: "Ana", value: 12 },
          { label: "Ben", value: 9 },
          { label: "Cai", value: 15 },
          { label: "Dara", value: 4 },
        ],
      })}
<p>The bar graph shows the number of books each of four students read over the summer. The books Ana read are what percent of the books read by all four students?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:bar-graph-share-of-total"],
      choices: [
        { text: String.raw`\(12\%\)` },
        { text: String.raw`\(22.5\%\)` },
        { text: String.raw`\(25\%\)` },
        { text: String.raw`\(30\%\)`, correct: true },
      ],
      explanation: String.raw`<p>The four students read \(12 + 9 + 15 + 4 = 40\) books in all, and Ana read \(12\) of them: \(\frac{12}{40} = 0.3 = 30\%\). Check: \(30\%\) of \(40\) is \(12\).</p>
<ul>
<li>\(12\%\) takes Ana's number of books, \(12\), as the percent without dividing by the total.</li>
<li>\(22.5\%\) is \(\frac{9}{40}\), the share of Ben's bar, read in place of Ana's.</li>
<li>\(25\%\) assumes each of the four students read an equal share, \(\frac{1}{4}\), ignoring the heights of the bars.</li>
</ul>`,
    },
    // 05 — easy, advanced math, nonlinear functions (evaluating a square-root function)
    {
      id: "pt5-math-m1-05",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(h\) is defined by \(h(x) = \sqrt{2x + 7} - 1\). What is the value of \(h(9)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:radical-function-evaluate"],
      choices: [{ text: String.raw`\(3\)` }, { text: String.raw`\(4\)`, correct: true }, { text: String.raw`\(5\)` }, { text: String.raw`\(24\)` }],
      explanation: String.raw`<p>Substitute \(9\) for \(x\): \(h(9) = \sqrt{2 \cdot 9 + 7} - 1 = \sqrt{25} - 1 = 5 - 1 = 4\).</p>
<ul>
<li>\(5\) is \(\sqrt{25}\); it leaves off the \(-1\) outside the root.</li>
<li>\(3\) drops the coefficient \(2\): \(\sqrt{9 + 7} - 1 = 4 - 1\).</li>
<li>\(24\) forgets the square root: \(2 \cdot 9 + 7 - 1\).</li>
</ul>`,
    },
    // 06 — easy, geometry, lines and angles (a linear pair given by expressions, figure)
    {
      id: "pt5-math-m1-06",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt5-math-m1-06-figure",
          title: "Two angles that form a straight line",
          desc: "Points A, B and C lie on a horizontal line, with B between A and C. A ray from B goes up to point D, nearly straight up. The angle ABD, on the left, is marked 3x degrees, and the angle DBC, on the right, is marked (2x + 25) degrees.",
        },
        360,
        190,
        seg([20, 150], [340, 150]) +
          seg(B6, D6) +
          point([40, 150]) +
          point(B6) +
          point([320, 150]) +
          point(D6) +
          text([40, 176], "A", { italic: true }) +
          text([180, 176], "B", { italic: true }) +
          text([320, 176], "C", { italic: true }) +
          text([D6[0] + 14, D6[1] + 4], "D", { italic: true }) +
          text(angleLabelPoint(B6, [40, 150], D6, 42), "3x°", { size: 14 }) +
          text(angleLabelPoint(B6, [320, 150], D6, 52), "(2x + 25)°", { size: 14 }),
      )}
${NOT_TO_SCALE}
<p>In the figure, points \(A\), \(B\) and \(C\) lie on a line. What is the measure, in degrees, of angle \(DBC\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:linear-pair-expressions-find-angle"],
      choices: [{ text: String.raw`\(31\)` }, { text: String.raw`\(62\)` }, { text: String.raw`\(75\)` }, { text: String.raw`\(87\)`, correct: true }],
      explanation: String.raw`<p>Angles \(ABD\) and \(DBC\) together make the straight angle \(ABC\), so their measures add to \(180\): \(3x + (2x + 25) = 180\). Then \(5x = 155\) and \(x = 31\). Angle \(DBC\) measures \(2 \cdot 31 + 25 = 87\) degrees. Check: angle \(ABD\) measures \(93\) degrees, and \(93 + 87 = 180\).</p>
<ul>
<li>\(31\) is the value of \(x\), not the measure of the angle.</li>
<li>\(62\) is \(2x\); it leaves off the \(25\) in the angle's expression.</li>
<li>\(75\) sets the two angles equal, \(3x = 2x + 25\), as if they were vertical angles; then \(x = 25\) and \(2x + 25 = 75\).</li>
</ul>`,
    },
    // 07 — easy, PSDA, one-variable data (median of an even number of values) (OE)
    {
      id: "pt5-math-m1-07",
      type: "OE",
      title: "",
      text: String.raw`<p>A runner recorded the number of kilometers she ran on each of six days: \(14\), \(9\), \(21\), \(6\), \(17\) and \(11\). What is the median number of kilometers for the six days?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:median-even-count-list"],
      answers: "12.5|||25/2",
      explanation: String.raw`<p>Put the values in order: \(6, 9, 11, 14, 17, 21\). With six values, the median is the mean of the third and fourth: \(\frac{11 + 14}{2} = 12.5\) kilometers. Check: two values lie below \(11\) and two above \(14\).</p>
<p>Common slips: \(13.5\) takes the two middle values of the list as written, \(21\) and \(6\), without ordering it; \(13\) is the mean, \(\frac{78}{6}\), not the median.</p>`,
    },
    // 08 — medium, algebra, systems of linear equations (a rectangle that becomes a square when its sides change)
    {
      id: "pt5-math-m1-08",
      type: "SC",
      title: "",
      text: String.raw`<p>The length of a rectangle is \(2\) centimeters more than twice its width. If the length were decreased by \(4\) centimeters and the width were increased by \(3\) centimeters, the result would be a square. What is the length, in centimeters, of the original rectangle?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:rect-change-dims-becomes-square"],
      choices: [{ text: String.raw`\(5\)` }, { text: String.raw`\(8\)` }, { text: String.raw`\(10\)` }, { text: String.raw`\(12\)`, correct: true }],
      explanation: String.raw`<p>Let \(L\) be the length and \(w\) the width. Then \(L = 2w + 2\), and the sides of the square are equal: \(L - 4 = w + 3\). Substitute: \(2w + 2 - 4 = w + 3\), so \(w = 5\) and \(L = 2 \cdot 5 + 2 = 12\). Check: \(12 - 4 = 8\) and \(5 + 3 = 8\), a square with side \(8\).</p>
<ul>
<li>\(5\) is the width of the rectangle, not its length.</li>
<li>\(8\) is the side of the square, \(L - 4\), not the original length.</li>
<li>\(10\) reads "\(2\) more than twice its width" as \(L = 2(w + 2)\): then \(2w + 4 - 4 = w + 3\) gives \(w = 3\) and \(L = 10\).</li>
</ul>`,
    },
    // 09 — medium, algebra, linear inequalities (a point with an unknown coordinate in a half-plane)
    {
      id: "pt5-math-m1-09",
      type: "SC",
      title: "",
      text: String.raw`<p>The point \((2, k)\) lies in the solution set of the inequality \(y \lt -3x + 10\) in the \(xy\)-plane. Which of the following could be the value of \(k\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:ineq-point-unknown-coordinate"],
      choices: [{ text: String.raw`\(3\)`, correct: true }, { text: String.raw`\(4\)` }, { text: String.raw`\(6\)` }, { text: String.raw`\(12\)` }],
      explanation: String.raw`<p>Substitute \(x = 2\) and \(y = k\): \(k \lt -3(2) + 10 = 4\). Of the choices, only \(3\) is less than \(4\). Check: \(3 \lt -6 + 10\) is true.</p>
<ul>
<li>\(4\) makes the two sides equal; the point \((2, 4)\) is on the boundary line, which the strict inequality \(\lt\) leaves out.</li>
<li>\(6\) satisfies \(k \gt 4\), the inequality with its sign reversed.</li>
<li>\(12\) comes from taking \(-3 \cdot 2\) as \(+6\), which gives \(k \lt 16\); in fact \(12 \lt 4\) is false.</li>
</ul>`,
    },
    // 10 — medium, advanced math, nonlinear functions (choose the graph of a shifted square root)
    {
      id: "pt5-math-m1-10",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(g\) is defined by \(g(x) = \sqrt{x + 4}\). Which of the following could be the graph of \(y = g(x)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:sqrt-fn-graph-choose"],
      choices: [
        {
          text: rootCurve(
            "top-up",
            "An xy-plane with x and y from negative 8 to 8. A curve starts at the point (0, 4) and rises to the right, bending over: it passes through (1, 5) and (4, 6).",
            {
              f: (x) => Math.sqrt(x) + 4,
              from: 0,
            },
          ),
        },
        {
          text: rootCurve(
            "left-down",
            "An xy-plane with x and y from negative 8 to 8. A curve starts at the point (negative 4, 0) and falls to the right, bending: it passes through (0, negative 2) and (5, negative 3).",
            {
              f: (x) => -Math.sqrt(x + 4),
              from: -4,
            },
          ),
        },
        {
          text: rootCurve(
            "right-up",
            "An xy-plane with x and y from negative 8 to 8. A curve starts at the point (4, 0) and rises to the right, bending over: it passes through (5, 1) and (8, 2).",
            {
              f: (x) => Math.sqrt(x - 4),
              from: 4,
            },
          ),
        },
        {
          text: rootCurve(
            "left-up",
            "An xy-plane with x and y from negative 8 to 8. A curve starts at the point (negative 4, 0) and rises to the right, bending over: it passes through (0, 2) and (5, 3).",
            {
              f: (x) => Math.sqrt(x + 4),
              from: -4,
            },
          ),
          correct: true,
        },
      ],
      explanation: String.raw`<p>The square root is defined only where \(x + 4 \ge 0\), that is, for \(x \ge -4\), and it is never negative. So the graph starts at \((-4, 0)\) and rises to the right: it is the graph of \(y = \sqrt{x}\) moved \(4\) units left. Check two points: \(x = 0\) gives \(y = 2\), and \(x = 5\) gives \(y = 3\).</p>
<ul>
<li>The curve that starts at \((4, 0)\) is \(y = \sqrt{x - 4}\): it moves the graph in the wrong direction (adding \(4\) inside moves it left, not right).</li>
<li>The curve that starts at \((0, 4)\) is \(y = \sqrt{x} + 4\): it adds \(4\) outside the root, a move up instead of left.</li>
<li>The falling curve that starts at \((-4, 0)\) is \(y = -\sqrt{x + 4}\): it has the right starting point, but a square root is never negative, so the graph cannot go below the \(x\)-axis.</li>
</ul>`,
    },
    // 11 — medium, advanced math, nonlinear equations (a proportion that becomes a quadratic) (OE)
    {
      id: "pt5-math-m1-11",
      type: "OE",
      title: "",
      text: String.raw`<p>\(\dfrac{6}{x} = \dfrac{x + 1}{2}\)</p>
<p>What is the positive solution to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:rational-proportion-quadratic"],
      answers: "3",
      explanation: String.raw`<p>Cross-multiply: \(6 \cdot 2 = x(x + 1)\), so \(x^2 + x - 12 = 0\). Factor: \((x + 4)(x - 3) = 0\), so \(x = -4\) or \(x = 3\). The positive solution is \(3\). Check: \(\frac{6}{3} = 2\) and \(\frac{3 + 1}{2} = 2\).</p>
<p>Common slips: \(-4\) is the other solution, which is negative; \(11\) comes from multiplying only the \(1\) by \(x\), as if \(x + 1 = 12\).</p>`,
    },
    // 12 — medium, PSDA, two-variable data (points below a line of best fit, scatterplot)
    {
      id: "pt5-math-m1-12",
      type: "SC",
      title: "",
      text: String.raw`<p>The scatterplot shows the number of push-ups \(y\) that each of \(10\) people could do after \(x\) weeks of training, along with the line of best fit \(y = 2x + 10\).</p>
${scatterPlot({
  id: "pt5-math-m1-12-plot",
  title: "Push-ups after weeks of training",
  desc: "Scatterplot. Horizontal axis: weeks of training, from 0 to 10. Vertical axis: number of push-ups, from 0 to 36 with gridlines every 4. The 10 data points are (1, 13), (2, 12), (3, 15), (4, 20), (5, 19), (6, 24), (7, 22), (8, 29), (9, 27) and (10, 29). The line of best fit rises from (0, 10) to (10, 30).",
  x: { label: "Weeks of training", min: 0, max: 10, step: 1 },
  y: { label: "Number of push-ups", min: 0, max: 36, step: 4 },
  points: [
    [1, 13],
    [2, 12],
    [3, 15],
    [4, 20],
    [5, 19],
    [6, 24],
    [7, 22],
    [8, 29],
    [9, 27],
    [10, 29],
  ],
  fit: { slope: 2, intercept: 10 },
})}
<p>For how many of the \(10\) people is the actual number of push-ups greater than the number predicted by the line of best fit?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "two_variable_data",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:scatter-count-points-above-fit"],
      choices: [{ text: String.raw`\(4\)`, correct: true }, { text: String.raw`\(5\)` }, { text: String.raw`\(6\)` }, { text: String.raw`\(10\)` }],
      explanation: String.raw`<p>An actual value is greater than the predicted one when its point lies above the line. The line predicts \(2x + 10\): \(12, 14, 16, \ldots, 30\) for \(x = 1, 2, \ldots, 10\). The points above it are \((1, 13)\), \((4, 20)\), \((6, 24)\) and \((8, 29)\), above the predictions \(12\), \(18\), \(22\) and \(26\); the other six points lie below it. So the answer is \(4\).</p>
<ul>
<li>\(6\) counts the points below the line, where the actual number is less than the prediction.</li>
<li>\(5\) assumes a line of best fit always has half of the points above it; it need not.</li>
<li>\(10\) counts every point, not only those above the line.</li>
</ul>`,
    },
    // 13 — medium, algebra, linear functions (two lines through a common point: the gap between their values at another input) (OE)
    {
      id: "pt5-math-m1-13",
      type: "OE",
      title: "",
      text: String.raw`<p>For the linear functions \(f\) and \(g\), the graphs of \(y = f(x)\) and \(y = g(x)\) in the \(xy\)-plane intersect at the point \((2, 5)\). Also, \(f(4) = 11\) and \(g(0) = 9\). What is the value of \(f(6) - g(6)\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:linear-fns-gap-from-shared-point"],
      answers: "20",
      explanation: String.raw`<p>The point \((2, 5)\) lies on both graphs, so \(f(2) = 5\) and \(g(2) = 5\). The slope of \(f\) is \(\frac{11 - 5}{4 - 2} = 3\), so \(f(6) = 5 + 3(6 - 2) = 17\). The slope of \(g\) is \(\frac{5 - 9}{2 - 0} = -2\), so \(g(6) = 5 + (-2)(6 - 2) = -3\). Then \(f(6) - g(6) = 17 - (-3) = 20\). (The gap between the two lines grows by \(3 - (-2) = 5\) for each unit of \(x\) past the point where they meet, and \(6\) is \(4\) units past \(2\): \(5 \cdot 4 = 20\).) Check: \(f(x) = 3x - 1\) gives \(f(2) = 5\) and \(f(4) = 11\); \(g(x) = -2x + 9\) gives \(g(2) = 5\) and \(g(0) = 9\).</p>
<p>Common slips: \(14\) subtracts \(-3\) as if it were \(3\), \(17 - 3\) (it is also \(f(6) + g(6)\)); \(5\) is the difference of the slopes, the growth of the gap per unit, not the gap at \(x = 6\); \(4\) takes the slope of \(g\) as \(+2\) and gets \(g(6) = 13\).</p>`,
    },
    // 14 — medium, geometry, right triangles (two right triangles that share a leg, figure)
    {
      id: "pt5-math-m1-14",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt5-math-m1-14-figure",
          title: "Right triangle ABC with a segment from B to side AC",
          desc: "Right triangle ABC with the right angle at C. Vertex A is at the lower left, C at the lower right and B straight above C. Point D lies on side AC between A and C, closer to C, and segment BD is drawn. Side BC is labeled 12, segment BD is labeled 13, and side AB is labeled 20.",
        },
        360,
        220,
        polygon([A14, C14, B14]) +
          seg(B14, D14) +
          rightAngle(C14, A14, B14) +
          point(D14) +
          text([A14[0] - 12, A14[1] + 14], "A", { italic: true }) +
          text([D14[0], D14[1] + 20], "D", { italic: true }) +
          text([C14[0] + 12, C14[1] + 14], "C", { italic: true }) +
          text([B14[0] + 12, B14[1] - 4], "B", { italic: true }) +
          text(sideLabelPoint(B14, C14, A14), "12", { size: 14 }) +
          text(sideLabelPoint(B14, D14, A14, 12), "13", { size: 14 }) +
          text(sideLabelPoint(A14, B14, C14), "20", { size: 14 }),
      )}
<p>In the figure, angle \(C\) is a right angle and point \(D\) lies on \(\overline{AC}\). What is the length of \(\overline{AD}\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "right_triangles_trigonometry",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:shared-leg-two-hyps-segment"],
      choices: [{ text: String.raw`\(5\)` }, { text: String.raw`\(7\)` }, { text: String.raw`\(11\)`, correct: true }, { text: String.raw`\(16\)` }],
      explanation: String.raw`<p>Triangles \(BCD\) and \(BCA\) are both right triangles with the leg \(BC = 12\). In triangle \(BCD\): \(CD = \sqrt{13^2 - 12^2} = \sqrt{25} = 5\). In triangle \(BCA\): \(AC = \sqrt{20^2 - 12^2} = \sqrt{256} = 16\). So \(AD = AC - CD = 16 - 5 = 11\). Check: \(5^2 + 12^2 = 13^2\) and \(16^2 + 12^2 = 20^2\).</p>
<ul>
<li>\(16\) is \(AC\), the whole side; it forgets to subtract \(CD\).</li>
<li>\(5\) is \(CD\), the part of the side next to the right angle, not \(AD\).</li>
<li>\(7\) subtracts the hypotenuses, \(20 - 13\), as if \(AD\) were the difference of \(AB\) and \(BD\).</li>
</ul>`,
    },
    // 15 — medium, advanced math, equivalent expressions (substitute a ratio and simplify)
    {
      id: "pt5-math-m1-15",
      type: "SC",
      title: "",
      text: String.raw`<p>If \(a = 3b\) and \(b \ne 0\), what is the value of \(\dfrac{a^2 - b^2}{ab}\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:substitute-ratio-simplify"],
      choices: [
        { text: String.raw`\(\frac{8}{9}\)` },
        { text: String.raw`\(\frac{8}{3}\)`, correct: true },
        { text: String.raw`\(3\)` },
        { text: String.raw`\(\frac{10}{3}\)` },
      ],
      explanation: String.raw`<p>Substitute \(a = 3b\): the numerator is \((3b)^2 - b^2 = 9b^2 - b^2 = 8b^2\), and the denominator is \(3b \cdot b = 3b^2\). Since \(b \ne 0\), \(\frac{8b^2}{3b^2} = \frac{8}{3}\). Check with \(b = 1\), \(a = 3\): \(\frac{9 - 1}{3} = \frac{8}{3}\).</p>
<ul>
<li>\(\frac{8}{9}\) divides by \(a^2 = 9b^2\) instead of by \(ab = 3b^2\).</li>
<li>\(3\) leaves out the \(-b^2\): \(\frac{9b^2}{3b^2}\).</li>
<li>\(\frac{10}{3}\) adds \(b^2\) instead of subtracting it: \(\frac{9b^2 + b^2}{3b^2}\).</li>
</ul>`,
    },
    // 16 — hard, algebra, systems of linear equations (a system that is linear in 1/x and 1/y)
    {
      id: "pt5-math-m1-16",
      type: "SC",
      title: "",
      text: String.raw`<p>\(\dfrac{4}{x} + \dfrac{3}{y} = 3\)<br>\(\dfrac{2}{x} - \dfrac{6}{y} = -1\)</p>
<p>If \((x, y)\) is the solution to the given system of equations, what is the value of \(y\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:system-in-reciprocals"],
      choices: [
        { text: String.raw`\(\frac{1}{3}\)` },
        { text: String.raw`\(\frac{1}{2}\)` },
        { text: String.raw`\(2\)` },
        { text: String.raw`\(3\)`, correct: true },
      ],
      explanation: String.raw`<p>The system is linear in \(u = \frac{1}{x}\) and \(v = \frac{1}{y}\): \(4u + 3v = 3\) and \(2u - 6v = -1\). Double the first equation and add the second: \(10u = 5\), so \(u = \frac{1}{2}\). Then \(4 \cdot \frac{1}{2} + 3v = 3\) gives \(3v = 1\), so \(v = \frac{1}{3}\). Since \(v = \frac{1}{y}\), \(y = 3\) (and \(x = 2\)). Check: \(\frac{4}{2} + \frac{3}{3} = 3\) and \(\frac{2}{2} - \frac{6}{3} = -1\).</p>
<ul>
<li>\(\frac{1}{3}\) is \(v = \frac{1}{y}\); it stops before turning the value back into \(y\).</li>
<li>\(2\) is \(x\), not \(y\).</li>
<li>\(\frac{1}{2}\) is \(u = \frac{1}{x}\), the first value found, taken for the answer.</li>
</ul>`,
    },
    // 17 — hard, advanced math, nonlinear functions (the linear coefficient of a parabola read from its graph)
    {
      id: "pt5-math-m1-17",
      type: "SC",
      title: "",
      text: String.raw`<p>The graph of the quadratic function \(f\) is shown in the \(xy\)-plane.</p>
${plane({
  id: "pt5-math-m1-17-graph",
  title: "The graph of a quadratic function",
  desc: "An xy-plane with x from negative 4 to 6 and y from negative 10 to 6, gridlines every 1 unit. A parabola opening upward crosses the x-axis at the marked points (negative 1, 0) and (3, 0), crosses the y-axis at the marked point (0, negative 6), and has its lowest point, the vertex, marked at (1, negative 8).",
  x: { min: -4, max: 6 },
  y: { min: -10, max: 6 },
  graphs: [{ f: (x) => 2 * (x + 1) * (x - 3) }],
  points: [{ at: [-1, 0] }, { at: [3, 0] }, { at: [0, -6] }, { at: [1, -8] }],
})}
<p>If \(f(x) = ax^2 + bx + c\), where \(a\), \(b\) and \(c\) are constants, what is the value of \(b\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:parabola-graph-find-linear-coef"],
      choices: [{ text: String.raw`\(-8\)` }, { text: String.raw`\(-4\)`, correct: true }, { text: String.raw`\(-2\)` }, { text: String.raw`\(4\)` }],
      explanation: String.raw`<p>The zeros \(-1\) and \(3\) give \(f(x) = a(x + 1)(x - 3)\). The graph passes through \((0, -6)\), so \(a(1)(-3) = -6\) and \(a = 2\). Expand: \(f(x) = 2(x^2 - 2x - 3) = 2x^2 - 4x - 6\), so \(b = -4\). Check with the vertex: \(-\frac{b}{2a} = -\frac{-4}{4} = 1\), and \(f(1) = 2 - 4 - 6 = -8\), as shown.</p>
<ul>
<li>\(-2\) takes \(a = 1\) without using the \(y\)-intercept: \((x + 1)(x - 3) = x^2 - 2x - 3\) crosses the \(y\)-axis at \(-3\), not \(-6\).</li>
<li>\(4\) drops the minus sign in the vertex formula, \(x = \frac{b}{2a}\), which gives \(1 = \frac{b}{4}\).</li>
<li>\(-8\) is the minimum value of \(f\), the \(y\)-coordinate of the vertex, not a coefficient.</li>
</ul>`,
    },
    // 18 — hard, advanced math, nonlinear equations (the constant from solutions in radical form) (OE)
    {
      id: "pt5-math-m1-18",
      type: "OE",
      title: "",
      text: String.raw`<p>The solutions to the equation \(x^2 + 6x + c = 0\), where \(c\) is a constant, are \(-3 + \sqrt{5}\) and \(-3 - \sqrt{5}\). What is the value of \(c\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:quad-roots-radical-form-find-c"],
      answers: "4",
      explanation: String.raw`<p>For \(x^2 + bx + c = 0\), the product of the solutions is \(c\). Here \((-3 + \sqrt{5})(-3 - \sqrt{5}) = (-3)^2 - (\sqrt{5})^2 = 9 - 5 = 4\). Another way: \(x = -3 \pm \sqrt{5}\) means \((x + 3)^2 = 5\), so \(x^2 + 6x + 9 = 5\) and \(x^2 + 6x + 4 = 0\). Check the sum: \(-6\), the opposite of the coefficient \(6\).</p>
<p>Common slips: \(14\) adds \(9\) and \(5\) (a sign slip in the difference of squares); \(-4\) moves \(5\) and \(9\) to the wrong sides, \(c = 5 - 9\).</p>`,
    },
    // 19 — hard, PSDA, percentages (water evaporates to raise a concentration)
    {
      id: "pt5-math-m1-19",
      type: "SC",
      title: "",
      text: String.raw`<p>A container holds \(400\) milliliters of salt water that is \(15\%\) salt by volume. Some of the water evaporates, and no salt is lost. Afterward, the solution is \(24\%\) salt by volume. How many milliliters of water evaporated?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:percent-concentration-evaporate"],
      choices: [{ text: String.raw`\(36\)` }, { text: String.raw`\(60\)` }, { text: String.raw`\(150\)`, correct: true }, { text: String.raw`\(250\)` }],
      explanation: String.raw`<p>The salt does not change: \(0.15 \cdot 400 = 60\) milliliters. Afterward, \(60\) milliliters is \(24\%\) of the solution, so the solution is \(\frac{60}{0.24} = 250\) milliliters. The water that evaporated is \(400 - 250 = 150\) milliliters. Check: \(\frac{60}{250} = 0.24\).</p>
<ul>
<li>\(250\) is the volume of the solution after evaporation, not the amount that evaporated.</li>
<li>\(60\) is the volume of salt.</li>
<li>\(36\) applies the change in percent to the original volume, \(0.09 \cdot 400\); the percent rises because the whole shrinks, not because salt is added.</li>
</ul>`,
    },
    // 20 — hard, geometry, circles (side of an equilateral triangle inscribed in a circle, figure)
    {
      id: "pt5-math-m1-20",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt5-math-m1-20-figure",
          title: "An equilateral triangle inscribed in a circle",
          desc: "A circle with center O. An equilateral triangle PQR has all three vertices on the circle, with P at the top. A radius is drawn from O to P and labeled 6.",
        },
        300,
        260,
        circle(O20, 90) +
          polygon([at20(90), at20(210), at20(330)]) +
          seg(O20, at20(90)) +
          point(O20) +
          text([O20[0] + 4, O20[1] + 20], "O", { italic: true }) +
          text([at20(90)[0], at20(90)[1] - 8], "P", { italic: true }) +
          text([at20(210)[0] - 14, at20(210)[1] + 8], "Q", { italic: true }) +
          text([at20(330)[0] + 14, at20(330)[1] + 8], "R", { italic: true }) +
          text([O20[0] - 12, O20[1] - 42], "6", { size: 14 }),
      )}
<p>In the figure, equilateral triangle \(PQR\) is inscribed in the circle with center \(O\), and the radius of the circle is \(6\). What is the length of a side of the triangle?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:equilateral-inscribed-side-from-r"],
      choices: [
        { text: String.raw`\(6\)` },
        { text: String.raw`\(6\sqrt{2}\)` },
        { text: String.raw`\(9\)` },
        { text: String.raw`\(6\sqrt{3}\)`, correct: true },
      ],
      explanation: String.raw`<p>Each side of the triangle cuts off a third of the circle, so the central angle \(POQ\) is \(\frac{360^\circ}{3} = 120^\circ\). Triangle \(POQ\) is isosceles with \(OP = OQ = 6\); the segment from \(O\) perpendicular to \(\overline{PQ}\) splits it into two \(30^\circ\)-\(60^\circ\)-\(90^\circ\) triangles with hypotenuse \(6\), whose longer leg, half of \(PQ\), is \(3\sqrt{3}\). So \(PQ = 6\sqrt{3}\). Check with the law of cosines: \(PQ^2 = 36 + 36 - 2 \cdot 36 \cos 120^\circ = 108\), and \(\sqrt{108} = 6\sqrt{3}\).</p>
<ul>
<li>\(6\) takes the side equal to the radius, which is true for a regular hexagon inscribed in a circle, not a triangle.</li>
<li>\(6\sqrt{2}\) is the side of a square inscribed in the circle, where the central angle is \(90^\circ\).</li>
<li>\(9\) is the height of the triangle, \(6 + 3\) (the radius plus the distance from \(O\) to a side), not a side.</li>
</ul>`,
    },
    // 21 — hard, algebra, linear equations in two variables (a line with equal nonzero intercepts) (OE)
    {
      id: "pt5-math-m1-21",
      type: "OE",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, a line passes through the point \((1, 4)\). The line's \(x\)-intercept and \(y\)-intercept are the same nonzero number. What is the \(y\)-coordinate of the line's \(y\)-intercept?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:line-equal-intercepts-through-pt"],
      answers: "5",
      explanation: String.raw`<p>If both intercepts are the nonzero number \(k\), the line passes through \((k, 0)\) and \((0, k)\), so its slope is \(\frac{k - 0}{0 - k} = -1\) and its equation is \(x + y = k\). The point \((1, 4)\) is on it, so \(k = 1 + 4 = 5\). Check: \(y = -x + 5\) crosses the axes at \((5, 0)\) and \((0, 5)\) and contains \((1, 4)\).</p>
<p>Common slips: \(0\) comes from the line \(y = 4x\) through the origin, whose intercepts are equal but zero; \(3\) uses a slope of \(1\) (\(y = x + 3\)), whose intercepts are \(-3\) and \(3\), opposites rather than equal.</p>`,
    },
    // 22 — hard, advanced math, nonlinear functions (a horizontal line that cuts a parabola in two points a given distance apart)
    {
      id: "pt5-math-m1-22",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = x^2 - 6x + 5\). In the \(xy\)-plane, the line \(y = k\), where \(k\) is a constant, intersects the graph of \(y = f(x)\) at two points that are \(8\) units apart. What is the value of \(k\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:parabola-horizontal-chord-level"],
      choices: [{ text: String.raw`\(-3\)` }, { text: String.raw`\(4\)` }, { text: String.raw`\(12\)`, correct: true }, { text: String.raw`\(60\)` }],
      explanation: String.raw`<p>The graph is symmetric about its axis, \(x = -\frac{-6}{2} = 3\). The two points on a horizontal line lie at equal distances from the axis, so they are \(4\) units to each side: \(x = -1\) and \(x = 7\). Then \(k = f(7) = 49 - 42 + 5 = 12\). Check: \(f(-1) = 1 + 6 + 5 = 12\) too, and \(7 - (-1) = 8\).</p>
<ul>
<li>\(60\) puts each point \(8\) units from the axis, at \(x = -5\) and \(x = 11\), so the points would be \(16\) units apart.</li>
<li>\(-3\) is \(f(4)\): it uses half the distance, \(4\), as an \(x\)-coordinate, as if the points were centered on the \(y\)-axis instead of on \(x = 3\).</li>
<li>\(4\) adds the distance \(8\) to the minimum value, \(f(3) = -4\); a vertical distance of \(8\) is not the horizontal distance between the points.</li>
</ul>`,
    },
  ],
};
export default module;
