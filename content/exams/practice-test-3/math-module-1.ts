import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { angleArc, boxPlot, circle, drawing, type Graph, plane, point, scatterPlot, text, thin } from "../../figures";
import type { ModuleSchema } from "../../schema";

/** pt3-math-m1-02's choices: a horizontal or vertical line in the xy-plane (content/figures). */
const axisLine = (id: string, desc: string, graph: Graph) =>
  plane({ id: `pt3-math-m1-02-${id}`, title: "A line in the xy-plane", desc, x: { min: -8, max: 8 }, y: { min: -8, max: 8 }, unit: 13, graphs: [graph] });

const module: z.input<typeof ModuleSchema> = {
  id: "pt3-math-m1",
  name: "Section 2, Module 1: Math",
  test: "math",
  module: 1,
  variant: "standard",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — easy, algebra, linear equation in one variable (a subtracted product to distribute)
    {
      id: "pt3-math-m1-01",
      type: "SC",
      title: "",
      text: String.raw`<p>\(5(x - 4) - 3(2x + 1) = -31\)</p>
<p>What is the solution to the given equation?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:lin-eq-subtract-distributed-binom"],
      choices: [{ text: String.raw`\(8\)`, correct: true }, { text: String.raw`\(10\)` }, { text: String.raw`\(14\)` }, { text: String.raw`\(54\)` }],
      explanation: String.raw`<p>Distribute both products, keeping the minus sign in front of the second one: \(5x - 20 - 6x - 3 = -31\). Combine like terms: \(-x - 23 = -31\). Add \(23\) to both sides: \(-x = -8\), so \(x = 8\). Check: \(5(8 - 4) - 3(2 \cdot 8 + 1) = 20 - 51 = -31\).</p>
<ul>
<li>\(54\) subtracts \(23\) from \(-31\) instead of adding it, which gives \(-x = -54\).</li>
<li>\(10\) comes from multiplying only \(2x\) by \(3\) (writing \(3(2x + 1)\) as \(6x + 1\)), which gives \(-x - 21 = -31\).</li>
<li>\(14\) comes from a sign slip on the last term: \(-3 \cdot 1\) written as \(+3\), which gives \(-x - 17 = -31\).</li>
</ul>`,
    },
    // 02 — easy, algebra, linear equations in two variables (a line perpendicular to an axis)
    {
      id: "pt3-math-m1-02",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, a line passes through the point \((-3, 7)\) and is perpendicular to the \(y\)-axis. Which of the following is the graph of the line?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:line-perpendicular-to-axis-graph"],
      choices: [
        {
          text: axisLine("ym3", "An xy-plane with x and y from negative 8 to 8. A horizontal line crosses the y-axis at the point (0, negative 3).", {
            line: { slope: 0, intercept: -3 },
          }),
        },
        {
          text: axisLine("xm3", "An xy-plane with x and y from negative 8 to 8. A vertical line crosses the x-axis at the point (negative 3, 0).", {
            segment: [
              [-3, -8],
              [-3, 8],
            ],
          }),
        },
        {
          text: axisLine("y7", "An xy-plane with x and y from negative 8 to 8. A horizontal line crosses the y-axis at the point (0, 7).", {
            line: { slope: 0, intercept: 7 },
          }),
          correct: true,
        },
        {
          text: axisLine("x7", "An xy-plane with x and y from negative 8 to 8. A vertical line crosses the x-axis at the point (7, 0).", {
            segment: [
              [7, -8],
              [7, 8],
            ],
          }),
        },
      ],
      explanation: String.raw`<p>The \(y\)-axis is vertical, so a line perpendicular to it is horizontal. Every point of a horizontal line has the same \(y\)-coordinate, and this line contains \((-3, 7)\), so its equation is \(y = 7\): the graph is the horizontal line that crosses the \(y\)-axis at \((0, 7)\).</p>
<ul>
<li>The vertical line through \((-3, 0)\) is \(x = -3\), the vertical line through the point; it is parallel to the \(y\)-axis, not perpendicular to it.</li>
<li>The horizontal line through \((0, -3)\) is \(y = -3\): horizontal, but it uses the point's \(x\)-coordinate; it does not contain \((-3, 7)\).</li>
<li>The vertical line through \((7, 0)\) is \(x = 7\): vertical, and it uses the \(y\)-coordinate; it neither has the right direction nor contains the point.</li>
</ul>`,
    },
    // 03 — easy, advanced math, equivalent expressions (simplifying a square root with a variable)
    {
      id: "pt3-math-m1-03",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(\sqrt{50x^3}\), for \(x \gt 0\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:simplify-radical-with-variable"],
      choices: [
        { text: String.raw`\(5x\sqrt{2x}\)`, correct: true },
        { text: String.raw`\(5x^2\sqrt{2x}\)` },
        { text: String.raw`\(5x\sqrt{10x}\)` },
        { text: String.raw`\(25x\sqrt{2x}\)` },
      ],
      explanation: String.raw`<p>Split off the largest perfect-square factor: \(50x^3 = 25x^2 \cdot 2x\). Then \(\sqrt{50x^3} = \sqrt{25x^2} \cdot \sqrt{2x} = 5x\sqrt{2x}\) (since \(x \gt 0\), \(\sqrt{x^2} = x\)). Squaring checks it: \((5x)^2 \cdot 2x = 50x^3\).</p>
<ul>
<li>\(25x\sqrt{2x}\) moves \(25\) out of the radical without taking its square root; it squares to \(1{,}250x^3\).</li>
<li>\(5x^2\sqrt{2x}\) moves \(x^2\) out without taking its square root; it squares to \(50x^5\).</li>
<li>\(5x\sqrt{10x}\) splits \(50\) as \(5 \cdot 10\) and takes \(5\) out as if it were a perfect square; it squares to \(250x^3\).</li>
</ul>`,
    },
    // 04 — easy, PSDA, ratios, rates and units (density with a unit conversion)
    {
      id: "pt3-math-m1-04",
      type: "SC",
      title: "",
      text: String.raw`<p>A solid metal block in the shape of a rectangular prism measures \(3\) centimeters by \(5\) centimeters by \(7\) centimeters and has a mass of \(0.945\) kilogram. What is the density of the metal, in grams per cubic centimeter? (Density is mass divided by volume, and \(1\) kilogram \(= 1{,}000\) grams.)</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:density-from-prism-dimensions"],
      choices: [{ text: String.raw`\(0.009\)` }, { text: String.raw`\(9\)`, correct: true }, { text: String.raw`\(27\)` }, { text: String.raw`\(63\)` }],
      explanation: String.raw`<p>The volume of the block is \(3 \cdot 5 \cdot 7 = 105\) cubic centimeters, and its mass is \(0.945 \cdot 1{,}000 = 945\) grams. The density is \(\frac{945}{105} = 9\) grams per cubic centimeter.</p>
<ul>
<li>\(0.009\) divides the mass in kilograms, \(0.945\), by the volume; that is kilograms per cubic centimeter, not grams.</li>
<li>\(27\) divides \(945\) by \(35\), the area of one \(5\)-by-\(7\) face, instead of by the volume.</li>
<li>\(63\) divides \(945\) by \(15\), the sum of the three dimensions, instead of by their product.</li>
</ul>`,
    },
    // 05 — easy, algebra, linear functions (slope and one value give another value) (OE)
    {
      id: "pt3-math-m1-05",
      type: "OE",
      title: "",
      text: String.raw`<p>The function \(f\) is linear. The graph of \(y = f(x)\) in the \(xy\)-plane has a slope of \(-2\), and \(f(3) = 10\). What is the value of \(f(-1)\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:linear-fn-slope-point-evaluate"],
      answers: "18",
      explanation: String.raw`<p>From \(x = 3\) to \(x = -1\) the input changes by \(-1 - 3 = -4\). With a slope of \(-2\), the output changes by \((-2)(-4) = 8\), so \(f(-1) = 10 + 8 = 18\). (Equivalently, \(f(x) = -2x + 16\), and \(f(-1) = 2 + 16 = 18\).)</p>
<p>Common slips: \(2\) moves the output the wrong way (\(10 - 8\)), as if the function increased; \(12\) treats the change in \(x\) as \(1\) instead of \(4\).</p>`,
    },
    // 06 — easy, advanced math, nonlinear functions (where a rational function is undefined)
    {
      id: "pt3-math-m1-06",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(g\) is defined by \(g(x) = \dfrac{2x + 3}{x^2 - 10x + 25}\). For what value of \(x\) is \(g(x)\) undefined?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:rational-fn-undefined-input"],
      choices: [{ text: String.raw`\(-5\)` }, { text: String.raw`\(-\frac{3}{2}\)` }, { text: String.raw`\(5\)`, correct: true }, { text: String.raw`\(10\)` }],
      explanation: String.raw`<p>A fraction is undefined where its denominator is \(0\). The denominator is a perfect square: \(x^2 - 10x + 25 = (x - 5)^2\), which is \(0\) only when \(x = 5\). Check: \(5^2 - 10 \cdot 5 + 25 = 0\).</p>
<ul>
<li>\(-5\) factors the denominator as \((x + 5)^2\); at \(x = -5\) it equals \(25 + 50 + 25 = 100\), not \(0\).</li>
<li>\(-\frac{3}{2}\) makes the numerator \(0\); there \(g(x) = 0\), which is defined.</li>
<li>\(10\) drops the constant term and solves \(x^2 - 10x = 0\); at \(x = 10\) the denominator is \(100 - 100 + 25 = 25\), not \(0\).</li>
</ul>`,
    },
    // 07 — easy, geometry, circles (radians to degrees)
    {
      id: "pt3-math-m1-07",
      type: "SC",
      title: "",
      text: String.raw`<p>An angle has a measure of \(\frac{5\pi}{6}\) radians. What is the measure of the angle, in degrees?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:radians-to-degrees"],
      choices: [{ text: String.raw`\(30\)` }, { text: String.raw`\(150\)`, correct: true }, { text: String.raw`\(216\)` }, { text: String.raw`\(300\)` }],
      explanation: String.raw`<p>Since \(\pi\) radians equal \(180^\circ\), multiply by \(\frac{180}{\pi}\): \(\frac{5\pi}{6} \cdot \frac{180}{\pi} = 5 \cdot 30 = 150\) degrees.</p>
<ul>
<li>\(30\) converts \(\frac{\pi}{6}\) only and drops the factor \(5\).</li>
<li>\(216\) divides \(180\) by \(\frac{5}{6}\) instead of multiplying by it.</li>
<li>\(300\) uses \(360^\circ\) for \(\pi\) radians; \(360^\circ\) is \(2\pi\) radians.</li>
</ul>`,
    },
    // 08 — medium, algebra, linear equations in two variables (a line from its two intercepts)
    {
      id: "pt3-math-m1-08",
      type: "SC",
      title: "",
      text: String.raw`<p>The graph of a line in the \(xy\)-plane is shown.</p>
${plane({
  id: "pt3-math-m1-08-graph",
  title: "A line in the xy-plane",
  desc: "An xy-plane with x and y from negative 8 to 8, gridlines every 1 unit. A line rising from left to right crosses the x-axis at the point (6, 0) and the y-axis at the point (0, negative 4); both points are marked.",
  x: { min: -8, max: 8 },
  y: { min: -8, max: 8 },
  graphs: [{ line: { slope: 2 / 3, intercept: -4 } }],
  points: [{ at: [6, 0] }, { at: [0, -4] }],
})}
<p>Which of the following is an equation of the line?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:line-from-both-intercepts"],
      choices: [
        { text: String.raw`\(2x + 3y = -12\)` },
        { text: String.raw`\(2x - 3y = 12\)`, correct: true },
        { text: String.raw`\(2x + 3y = 12\)` },
        { text: String.raw`\(3x - 2y = -12\)` },
      ],
      explanation: String.raw`<p>The line crosses the \(x\)-axis at \((6, 0)\) and the \(y\)-axis at \((0, -4)\). The slope is \(\frac{0 - (-4)}{6 - 0} = \frac{4}{6} = \frac{2}{3}\), and the \(y\)-intercept is \(-4\), so \(y = \frac{2}{3}x - 4\). Multiply by \(3\): \(3y = 2x - 12\), or \(2x - 3y = 12\). Check both points: \(2(6) - 3(0) = 12\) and \(2(0) - 3(-4) = 12\).</p>
<ul>
<li>\(3x - 2y = -12\) has intercepts \((-4, 0)\) and \((0, 6)\): it swaps the two intercept values between the axes.</li>
<li>\(2x + 3y = 12\) has intercepts \((6, 0)\) and \((0, 4)\): it drops the negative sign of the \(y\)-intercept.</li>
<li>\(2x + 3y = -12\) keeps the \(y\)-intercept \(-4\) but has slope \(-\frac{2}{3}\), from taking the rise as \(-4\) instead of \(+4\); its \(x\)-intercept is \((-6, 0)\).</li>
</ul>`,
    },
    // 09 — medium, algebra, linear inequalities (a tolerance as an absolute value inequality)
    {
      id: "pt3-math-m1-09",
      type: "SC",
      title: "",
      text: String.raw`<p>A machine fills bags with rice. A bag passes inspection if its mass \(m\), in grams, differs from \(500\) grams by no more than \(7.5\) grams. Which inequality describes the masses of all the bags that pass inspection?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:abs-value-inequality-tolerance"],
      choices: [
        { text: String.raw`\(m - 500 \le 7.5\)` },
        { text: String.raw`\(|m - 500| \le 7.5\)`, correct: true },
        { text: String.raw`\(|m - 7.5| \le 500\)` },
        { text: String.raw`\(|m + 500| \le 7.5\)` },
      ],
      explanation: String.raw`<p>The difference between a bag's mass and \(500\) grams, in either direction, is \(|m - 500|\). A bag passes when this difference is at most \(7.5\): \(|m - 500| \le 7.5\), which means \(492.5 \le m \le 507.5\).</p>
<ul>
<li>\(|m + 500| \le 7.5\) measures the distance from \(-500\); its solutions are negative masses from \(-507.5\) to \(-492.5\).</li>
<li>\(|m - 7.5| \le 500\) swaps the target mass and the allowed difference; a \(10\)-gram bag would satisfy it.</li>
<li>\(m - 500 \le 7.5\) limits only bags that are too heavy; a \(300\)-gram bag would satisfy it.</li>
</ul>`,
    },
    // 10 — medium, advanced math, nonlinear functions (where a point moves under a shift of the graph)
    {
      id: "pt3-math-m1-10",
      type: "SC",
      title: "",
      text: String.raw`<p>The point \((3, -1)\) lies on the graph of \(y = f(x)\) in the \(xy\)-plane. Which point must lie on the graph of \(y = f(x + 2) - 4\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:graph-shift-point-mapping"],
      choices: [
        { text: String.raw`\((1, 3)\)` },
        { text: String.raw`\((5, 3)\)` },
        { text: String.raw`\((5, -5)\)` },
        { text: String.raw`\((1, -5)\)`, correct: true },
      ],
      explanation: String.raw`<p>The only value of \(f\) that is known is \(f(3) = -1\). In \(y = f(x + 2) - 4\), the input of \(f\) is \(3\) when \(x + 2 = 3\), that is, when \(x = 1\); then \(y = f(3) - 4 = -1 - 4 = -5\). So \((1, -5)\) is on the new graph: the graph moved \(2\) units left and \(4\) units down.</p>
<ul>
<li>\((5, -5)\) moves the point \(2\) units right; adding \(2\) inside the function moves the graph left.</li>
<li>\((1, 3)\) adds \(4\) to the \(y\)-coordinate; subtracting \(4\) outside the function moves the graph down.</li>
<li>\((5, 3)\) reverses both shifts.</li>
</ul>`,
    },
    // 11 — medium, PSDA, one-variable data (interquartile range from a box plot, figure)
    {
      id: "pt3-math-m1-11",
      type: "SC",
      title: "",
      text: String.raw`${boxPlot({
        id: "pt3-math-m1-11-plot",
        title: "Box plot of minutes spent on homework",
        desc: "Box plot on a number line labeled Minutes spent on homework, from 10 to 45 with labeled tick marks every 5 minutes and small tick marks every minute. The left whisker starts at 12, the box runs from 18 to 31 with a line inside it at 23, and the right whisker ends at 40.",
        x: { label: "Minutes spent on homework", min: 10, max: 45, step: 1, labelEvery: 5 },
        boxes: [{ five: [12, 18, 23, 31, 40] }],
      })}
<p>The box plot summarizes the number of minutes each of \(40\) students spent on a homework assignment. What is the interquartile range of the data?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:boxplot-read-iqr"],
      choices: [{ text: String.raw`\(5\)` }, { text: String.raw`\(8\)` }, { text: String.raw`\(9\)` }, { text: String.raw`\(13\)`, correct: true }],
      explanation: String.raw`<p>The interquartile range is the third quartile minus the first quartile, which are the right and left ends of the box: \(31 - 18 = 13\) minutes.</p>
<ul>
<li>\(5\) is the median minus the first quartile, \(23 - 18\): only the left part of the box.</li>
<li>\(8\) is the third quartile minus the median, \(31 - 23\): only the right part of the box.</li>
<li>\(9\) is the maximum minus the third quartile, \(40 - 31\): the length of the right whisker, not of the box.</li>
</ul>`,
    },
    // 12 — medium, PSDA, two-variable data (choosing the equation of a line of best fit, scatterplot)
    {
      id: "pt3-math-m1-12",
      type: "SC",
      title: "",
      text: String.raw`<p>A class measured the depth of the water in a leaking tank at \(10\) times. The scatterplot shows the depth \(y\), in centimeters, \(x\) hours after the first measurement, along with a line of best fit.</p>
${scatterPlot({
  id: "pt3-math-m1-12-plot",
  title: "Depth of water in a leaking tank over time",
  desc: "Scatterplot. Horizontal axis: time in hours, from 0 to 16, with gridlines every 2 hours. Vertical axis: depth of water in centimeters, from 0 to 60, with gridlines every 10 centimeters. The 10 data points are (1, 48), (2, 44), (3, 43), (5, 37), (6, 36), (8, 29), (9, 28), (11, 22), (13, 18) and (14, 14). The line of best fit slopes downward and passes through the grid points (0, 50), (4, 40), (8, 30), (12, 20) and (16, 10).",
  x: { label: "Time (hours)", min: 0, max: 16, step: 2, labelEvery: 4 },
  y: { label: "Depth of water (centimeters)", min: 0, max: 60, step: 10 },
  points: [
    [1, 48],
    [2, 44],
    [3, 43],
    [5, 37],
    [6, 36],
    [8, 29],
    [9, 28],
    [11, 22],
    [13, 18],
    [14, 14],
  ],
  fit: { slope: -2.5, intercept: 50 },
})}
<p>Which of the following is an equation of the line of best fit shown?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "two_variable_data",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:scatterplot-choose-fit-equation"],
      choices: [
        { text: String.raw`\(y = -50x + 2.5\)` },
        { text: String.raw`\(y = -0.4x + 50\)` },
        { text: String.raw`\(y = 2.5x + 50\)` },
        { text: String.raw`\(y = -2.5x + 50\)`, correct: true },
      ],
      explanation: String.raw`<p>The line crosses the vertical axis at \((0, 50)\), so its \(y\)-intercept is \(50\). It also passes through \((16, 10)\), so its slope is \(\frac{10 - 50}{16 - 0} = \frac{-40}{16} = -2.5\): the depth drops about \(2.5\) centimeters per hour. The equation is \(y = -2.5x + 50\). Check with another grid point: at \(x = 8\), \(y = -20 + 50 = 30\), and the line passes through \((8, 30)\).</p>
<ul>
<li>\(y = 2.5x + 50\) has a positive slope, but the line falls from left to right.</li>
<li>\(y = -0.4x + 50\) divides the run by the rise (\(\frac{16}{-40}\)); a slope is rise over run.</li>
<li>\(y = -50x + 2.5\) swaps the slope and the \(y\)-intercept.</li>
</ul>`,
    },
    // 13 — medium, advanced math, nonlinear equations (a rectangle's area gives a quadratic) (OE)
    {
      id: "pt3-math-m1-13",
      type: "OE",
      title: "",
      text: String.raw`<p>A rectangular patio covers \(96\) square meters. Its length is \(4\) meters longer than twice its width. What is the width of the patio, in meters?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:rect-area-quadratic-find-width"],
      answers: "6",
      explanation: String.raw`<p>Let \(w\) be the width; the length is \(2w + 4\). The area gives \(w(2w + 4) = 96\), so \(2w^2 + 4w - 96 = 0\), or \(w^2 + 2w - 48 = 0\). Factor: \((w + 8)(w - 6) = 0\), so \(w = 6\) or \(w = -8\). A width cannot be negative, so the width is \(6\) meters. Check: the length is \(16\) meters and \(6 \cdot 16 = 96\).</p>
<p>Common slips: \(16\) is the length, not the width; \(-8\) is the other solution of the equation, which is not a possible width.</p>`,
    },
    // 14 — medium, geometry, circles (inscribed angle and central angle, figure)
    {
      id: "pt3-math-m1-14",
      type: "SC",
      title: "",
      text: String.raw`${drawing({ id: "pt3-math-m1-14-figure", title: "Central angle AOB and inscribed angle ACB", desc: "A circle with center O. Points A and B lie on the lower part of the circle, and point C lies at the top of the circle. Segments OA and OB are drawn, and the angle AOB at the center is marked 110 degrees. Segments CA and CB are drawn from the top point C to A and B." }, 300, 260, circle([150, 130], 100) + thin([150, 130], [68.1, 187.4]) + thin([150, 130], [231.9, 187.4]) + thin([150, 30], [68.1, 187.4]) + thin([150, 30], [231.9, 187.4]) + angleArc([150, 130], [68.1, 187.4], [231.9, 187.4], 23) + point([150, 130]) + text([154, 124], "O", { anchor: "start", italic: true }) + text([50, 202], "A", { anchor: "start", italic: true }) + text([238, 202], "B", { anchor: "start", italic: true }) + text([144, 22], "C", { anchor: "start", italic: true }) + text([133, 172], "110°", { size: 13, anchor: "start" }))}
<p>In the figure, \(O\) is the center of the circle, and points \(A\), \(B\) and \(C\) lie on the circle. The measure of angle \(AOB\) is \(110^\circ\). What is the measure, in degrees, of angle \(ACB\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:inscribed-angle-from-central"],
      choices: [{ text: String.raw`\(35\)` }, { text: String.raw`\(55\)`, correct: true }, { text: String.raw`\(110\)` }, { text: String.raw`\(125\)` }],
      explanation: String.raw`<p>Angle \(ACB\) is an inscribed angle that intercepts the same arc \(AB\) as the central angle \(AOB\), and \(C\) lies on the other side of the circle from that arc. An inscribed angle measures half of the central angle on the same arc: \(\frac{110}{2} = 55\) degrees.</p>
<ul>
<li>\(35\) is the measure of each base angle of isosceles triangle \(AOB\), \(\frac{180 - 110}{2}\); those angles are at \(A\) and \(B\), not at \(C\).</li>
<li>\(110\) takes the inscribed angle to be equal to the central angle instead of half of it.</li>
<li>\(125\) is \(180 - 55\), the measure an inscribed angle would have with its vertex on the small arc between \(A\) and \(B\); \(C\) is on the large arc.</li>
</ul>`,
    },
    // 15 — medium, algebra, systems of linear equations (three pairwise sums) (OE)
    {
      id: "pt3-math-m1-15",
      type: "OE",
      title: "",
      text: String.raw`<p>\(a + b = 13\)<br>\(b + c = 17\)<br>\(a + c = 20\)</p>
<p>For the solution of the given system of equations, what is the value of \(a + b + c\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:three-pair-sums-find-total"],
      answers: "25",
      explanation: String.raw`<p>Add the three equations. Each variable appears in exactly two of them: \(2a + 2b + 2c = 13 + 17 + 20 = 50\). Divide by \(2\): \(a + b + c = 25\). (Solving fully gives \(a = 8\), \(b = 5\), \(c = 12\), and \(8 + 5 + 12 = 25\).)</p>
<p>Common slips: \(50\) is \(2(a + b + c)\), the sum before dividing by \(2\); \(12\), \(8\) or \(5\) is the value of a single variable.</p>`,
    },
    // 16 — hard, algebra, linear equations in two variables (signs of the coefficients from the graph)
    {
      id: "pt3-math-m1-16",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, the graph of \(ax + by = c\), where \(a\), \(b\) and \(c\) are nonzero constants, is a line with a positive slope and a negative \(y\)-intercept. Which of the following must be true?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:line-coefficient-signs"],
      choices: [
        { text: String.raw`\(a\) and \(c\) have opposite signs.` },
        { text: String.raw`\(b\) and \(c\) have the same sign.` },
        { text: String.raw`\(a\) and \(b\) have the same sign.` },
        { text: String.raw`\(a\) and \(c\) are both positive or both negative.`, correct: true },
      ],
      explanation: String.raw`<p>Solve for \(y\): \(by = -ax + c\), so \(y = -\frac{a}{b}x + \frac{c}{b}\). The slope \(-\frac{a}{b}\) is positive, so \(\frac{a}{b}\) is negative: \(a\) and \(b\) have opposite signs. The \(y\)-intercept \(\frac{c}{b}\) is negative, so \(c\) and \(b\) have opposite signs. Both \(a\) and \(c\) have the sign opposite to \(b\)'s, so \(a\) and \(c\) have the same sign: both positive or both negative. (For example, \(2x - y = 3\) gives \(y = 2x - 3\).)</p>
<ul>
<li>"\(a\) and \(b\) have the same sign" reads the slope as \(\frac{a}{b}\), forgetting the minus sign that comes from moving \(ax\) to the other side.</li>
<li>"\(b\) and \(c\) have the same sign" reads the \(y\)-intercept as \(-\frac{c}{b}\), putting the minus sign on the wrong term.</li>
<li>"\(a\) and \(c\) have opposite signs" follows from the first misreading (slope \(\frac{a}{b}\)) combined with the correct intercept.</li>
</ul>`,
    },
    // 17 — hard, algebra, systems of linear equations (two linear functions from a table meet outside it) (OE)
    {
      id: "pt3-math-m1-17",
      type: "OE",
      title: "",
      text: String.raw`<p>The table shows some values of the linear functions \(f\) and \(g\).</p>
<table>
<caption>Values of \(f\) and \(g\)</caption>
<thead><tr><th scope="col">\(x\)</th><th scope="col">\(f(x)\)</th><th scope="col">\(g(x)\)</th></tr></thead>
<tbody>
<tr><td>\(0\)</td><td>\(7\)</td><td>\(97\)</td></tr>
<tr><td>\(2\)</td><td>\(15\)</td><td>\(87\)</td></tr>
<tr><td>\(4\)</td><td>\(23\)</td><td>\(77\)</td></tr>
<tr><td>\(6\)</td><td>\(31\)</td><td>\(67\)</td></tr>
</tbody>
</table>
<p>The graphs of \(y = f(x)\) and \(y = g(x)\) in the \(xy\)-plane intersect at the point \((a, b)\). What is the value of \(b\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:two-linear-tables-intersection"],
      answers: "47",
      explanation: String.raw`<p>From the table, \(f\) starts at \(7\) and rises \(8\) for every \(2\) units of \(x\), so \(f(x) = 4x + 7\); \(g\) starts at \(97\) and falls \(10\) for every \(2\) units, so \(g(x) = 97 - 5x\). The graphs meet where \(4x + 7 = 97 - 5x\): \(9x = 90\), so \(a = 10\). Then \(b = f(10) = 47\), and \(g(10) = 97 - 50 = 47\) agrees.</p>
<p>Common slips: \(10\) is \(a\), the \(x\)-coordinate of the intersection, not \(b\); the graphs do not meet inside the table, where at \(x = 6\) the values of \(f\) and \(g\) are still \(36\) apart, so the rule for each function is needed.</p>`,
    },
    // 18 — hard, PSDA, ratios (a ratio before and after a group joins)
    {
      id: "pt3-math-m1-18",
      type: "SC",
      title: "",
      text: String.raw`<p>In a school's chess club, the ratio of girls to boys is \(3\) to \(5\). After \(12\) more girls join the club and no one leaves, the ratio of girls to boys is \(9\) to \(10\). How many members did the club have before the \(12\) girls joined?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:ratio-change-after-adding"],
      choices: [{ text: String.raw`\(8\)` }, { text: String.raw`\(24\)` }, { text: String.raw`\(40\)` }, { text: String.raw`\(64\)`, correct: true }],
      explanation: String.raw`<p>Before, the club had \(3k\) girls and \(5k\) boys for some whole number \(k\). The number of boys does not change, so afterward \(\frac{3k + 12}{5k} = \frac{9}{10}\). Cross-multiply: \(30k + 120 = 45k\), so \(15k = 120\) and \(k = 8\). The club had \(24\) girls and \(40\) boys, or \(64\) members. Check: after the new girls join, \(36\) to \(40\) is \(9\) to \(10\).</p>
<ul>
<li>\(24\) is the number of girls before, not the number of members.</li>
<li>\(40\) is the number of boys, which stays the same.</li>
<li>\(8\) is the value of \(k\), the size of one part of the ratio, not the number of members.</li>
</ul>`,
    },
    // 19 — hard, advanced math, nonlinear equations (an exponential equation with a common power factored out) (OE)
    {
      id: "pt3-math-m1-19",
      type: "OE",
      title: "",
      text: String.raw`<p>\(2^{x + 2} + 2^x = 40\)</p>
<p>What is the solution to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:exp-eq-factor-common-power"],
      answers: "3",
      explanation: String.raw`<p>Since \(2^{x + 2} = 2^2 \cdot 2^x = 4 \cdot 2^x\), the left side is \(4 \cdot 2^x + 2^x = 5 \cdot 2^x\). So \(5 \cdot 2^x = 40\), \(2^x = 8 = 2^3\), and \(x = 3\). Check: \(2^5 + 2^3 = 32 + 8 = 40\).</p>
<p>Common slips: \(8\) is the value of \(2^x\), not of \(x\); adding the exponents as if the powers were multiplied (\(2^{2x + 2} = 40\)) leads to no whole-number solution.</p>`,
    },
    // 20 — hard, advanced math, equivalent expressions (a product of powers rewritten with one base)
    {
      id: "pt3-math-m1-20",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(4^x \cdot 2^{x + 3}\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:exp-product-rewrite-common-base"],
      choices: [
        { text: String.raw`\(2^{2x^2 + 6x}\)` },
        { text: String.raw`\(8 \cdot 8^{x}\)`, correct: true },
        { text: String.raw`\(8^{2x + 3}\)` },
        { text: String.raw`\(8 \cdot 4^{x}\)` },
      ],
      explanation: String.raw`<p>Write both factors as powers of \(2\): \(4^x = (2^2)^x = 2^{2x}\). Multiplying powers of the same base adds the exponents: \(2^{2x} \cdot 2^{x + 3} = 2^{3x + 3}\). Then \(2^{3x + 3} = 2^3 \cdot 2^{3x} = 8 \cdot (2^3)^x = 8 \cdot 8^x\). Check with \(x = 1\): \(4 \cdot 16 = 64\) and \(8 \cdot 8 = 64\).</p>
<ul>
<li>\(8 \cdot 4^{x}\) equals \(2^{2x + 3}\): it rewrites \(4^x\) as \(2^x\) instead of \(2^{2x}\) (at \(x = 1\) it is \(32\)).</li>
<li>\(8^{2x + 3}\) multiplies the bases \(4\) and \(2\) and adds the exponents; bases can be multiplied only when the exponents are the same.</li>
<li>\(2^{2x^2 + 6x}\) multiplies the exponents \(2x\) and \(x + 3\) instead of adding them.</li>
</ul>`,
    },
    // 21 — hard, advanced math, nonlinear functions (a cubic from its zeros and its y-intercept) (OE)
    {
      id: "pt3-math-m1-21",
      type: "OE",
      title: "",
      text: String.raw`<p>The function \(p\) is a polynomial of degree \(3\). The zeros of \(p\) are \(-2\), \(1\) and \(4\), and the graph of \(y = p(x)\) in the \(xy\)-plane intersects the \(y\)-axis at \((0, 16)\). What is the value of \(p(2)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:cubic-from-zeros-and-y-intercept"],
      answers: "-16",
      explanation: String.raw`<p>A polynomial of degree \(3\) with zeros \(-2\), \(1\) and \(4\) has the form \(p(x) = a(x + 2)(x - 1)(x - 4)\) for some nonzero constant \(a\). The \(y\)-intercept gives \(p(0) = a(2)(-1)(-4) = 8a = 16\), so \(a = 2\). Then \(p(2) = 2(4)(1)(-2) = -16\).</p>
<p>Common slips: \(-8\) takes \(a = 1\), ignoring the \(y\)-intercept; \(16\) drops the sign of the factor \(2 - 4 = -2\).</p>`,
    },
    // 22 — hard, geometry, lines, angles and triangles (areas of similar triangles from their perimeters)
    {
      id: "pt3-math-m1-22",
      type: "SC",
      title: "",
      text: String.raw`<p>Triangles \(ABC\) and \(DEF\) are similar. The perimeter of triangle \(ABC\) is \(36\) centimeters, and the perimeter of triangle \(DEF\) is \(54\) centimeters. The area of triangle \(ABC\) is \(32\) square centimeters. What is the area of triangle \(DEF\), in square centimeters?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:similar-triangles-area-from-perim"],
      choices: [
        { text: String.raw`\(\frac{128}{9}\)` },
        { text: String.raw`\(48\)` },
        { text: String.raw`\(50\)` },
        { text: String.raw`\(72\)`, correct: true },
      ],
      explanation: String.raw`<p>For similar figures, the ratio of perimeters equals the ratio of corresponding lengths: \(\frac{54}{36} = \frac{3}{2}\). Areas scale by the square of that ratio, \(\left(\frac{3}{2}\right)^2 = \frac{9}{4}\). So the area of triangle \(DEF\) is \(32 \cdot \frac{9}{4} = 72\) square centimeters.</p>
<ul>
<li>\(\frac{128}{9}\) uses the ratio upside down, \(32 \cdot \left(\frac{2}{3}\right)^2\), as if triangle \(DEF\) were the smaller one.</li>
<li>\(48\) scales the area by \(\frac{3}{2}\), the ratio of lengths, instead of its square.</li>
<li>\(50\) adds the difference of the perimeters, \(54 - 36 = 18\), to the area; similar figures scale by multiplying, not by adding.</li>
</ul>`,
    },
  ],
};
export default module;
