import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { histogram, plane, scatterPlot } from "../../figures";
import type { ModuleSchema } from "../../schema";

const module: z.input<typeof ModuleSchema> = {
  id: "pt6-math-m1",
  name: "Section 2, Module 1: Math",
  test: "math",
  module: 1,
  variant: "standard",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — easy, algebra, linear equation in one variable (a sentence translated into an equation)
    {
      id: "pt6-math-m1-01",
      type: "SC",
      title: "",
      text: String.raw`<p>When a number \(n\) is multiplied by \(5\) and the product is decreased by \(8\), the result is \(10\) more than \(3\) times the number. What is the value of \(n\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:verbal-statement-to-linear-eq"],
      choices: [{ text: String.raw`\(-1\)` }, { text: String.raw`\(1\)` }, { text: String.raw`\(9\)`, correct: true }, { text: String.raw`\(19\)` }],
      explanation: String.raw`<p>Write the sentence as an equation: \(5n - 8 = 3n + 10\). Subtract \(3n\) from both sides and add \(8\) to both sides: \(2n = 18\), so \(n = 9\). Check: \(5 \cdot 9 - 8 = 37\) and \(3 \cdot 9 + 10 = 37\).</p>
<ul>
<li>\(19\) adds the \(10\) to the number before multiplying, \(3(n + 10)\) instead of \(3n + 10\): \(5n - 8 = 3n + 30\) gives \(2n = 38\).</li>
<li>\(1\) subtracts \(8\) from \(10\) instead of adding it when moving the \(-8\): \(2n = 2\).</li>
<li>\(-1\) writes "\(10\) more than" as \(3n - 10\): \(5n - 8 = 3n - 10\) gives \(2n = -2\).</li>
</ul>`,
    },
    // 02 — easy, algebra, linear functions (where a falling line's function is positive, read from its graph)
    {
      id: "pt6-math-m1-02",
      type: "SC",
      title: "",
      text: String.raw`<p>The graph of the linear function \(f\) is shown in the \(xy\)-plane, with the points \((0, 4)\) and \((6, 0)\) marked.</p>
${plane({
  id: "pt6-math-m1-02-graph",
  title: "The graph of a linear function",
  desc: "An xy-plane with x and y from negative 8 to 8, gridlines every 1 unit. A line falling from left to right passes through the marked points (0, 4) and (6, 0); it is above the x-axis to the left of (6, 0) and below it to the right.",
  x: { min: -8, max: 8 },
  y: { min: -8, max: 8 },
  graphs: [{ line: { slope: -2 / 3, intercept: 4 } }],
  points: [{ at: [0, 4] }, { at: [6, 0] }],
})}
<p>For which values of \(x\) is \(f(x) \gt 0\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:line-graph-where-output-positive"],
      choices: [
        { text: String.raw`\(x \lt 6\)`, correct: true },
        { text: String.raw`\(x \lt 4\)` },
        { text: String.raw`\(x \gt 6\)` },
        { text: String.raw`\(0 \lt x \lt 6\)` },
      ],
      explanation: String.raw`<p>\(f(x) \gt 0\) where the graph lies above the \(x\)-axis. The line crosses the \(x\)-axis at \((6, 0)\) and falls from left to right, so it is above the \(x\)-axis for every \(x\) less than \(6\): \(x \lt 6\). Check: the line has slope \(-\frac{2}{3}\), so \(f(x) = -\frac{2}{3}x + 4\); \(f(-3) = 6 \gt 0\), while \(f(9) = -2 \lt 0\).</p>
<ul>
<li>\(x \gt 6\) is where the graph lies below the \(x\)-axis, that is, where \(f(x) \lt 0\).</li>
<li>\(x \lt 4\) uses the \(y\)-intercept \(4\) as the boundary; but \(f(5) = \frac{2}{3} \gt 0\) although \(5\) is not less than \(4\).</li>
<li>\(0 \lt x \lt 6\) keeps only the part of the graph drawn in the first quadrant; the line is above the \(x\)-axis for negative \(x\) too, as \(f(-3) = 6\) shows.</li>
</ul>`,
    },
    // 03 — easy, advanced math, equivalent expressions (a product minus a product of conjugates)
    {
      id: "pt6-math-m1-03",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(2x(3x - 4) - (x - 5)(x + 5)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:poly-product-minus-conjugates"],
      choices: [
        { text: String.raw`\(5x^2 - 8x + 25\)`, correct: true },
        { text: String.raw`\(7x^2 - 8x - 25\)` },
        { text: String.raw`\(5x^2 + 2x - 25\)` },
        { text: String.raw`\(5x^2 - 8x - 25\)` },
      ],
      explanation: String.raw`<p>Expand each product: \(2x(3x - 4) = 6x^2 - 8x\) and \((x - 5)(x + 5) = x^2 - 25\). Subtract the whole second product: \(6x^2 - 8x - (x^2 - 25) = 6x^2 - 8x - x^2 + 25 = 5x^2 - 8x + 25\). Check at \(x = 1\): \(2(-1) - (-4)(6) = 22\) and \(5 - 8 + 25 = 22\).</p>
<ul>
<li>\(5x^2 - 8x - 25\) subtracts \(x^2\) but not \(-25\): the minus sign must reach both terms of the product.</li>
<li>\(7x^2 - 8x - 25\) adds the product \(x^2 - 25\) instead of subtracting it.</li>
<li>\(5x^2 + 2x - 25\) expands \((x - 5)(x + 5)\) as if it were \((x - 5)^2 = x^2 - 10x + 25\).</li>
</ul>`,
    },
    // 04 — easy, PSDA, units (how many whole containers a volume fills) (OE)
    {
      id: "pt6-math-m1-04",
      type: "OE",
      title: "",
      text: String.raw`<p>A jug holds \(2.5\) liters of juice. How many \(200\)-milliliter glasses can be filled completely from the jug? (\(1\) liter \(= 1{,}000\) milliliters)</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:unit-conversion-full-containers"],
      answers: "12",
      explanation: String.raw`<p>Convert the jug to milliliters: \(2.5 \cdot 1{,}000 = 2{,}500\) milliliters. Divide by the size of one glass: \(\frac{2{,}500}{200} = 12.5\). Only \(12\) glasses can be filled completely (the last \(100\) milliliters fill half a glass). Check: \(12 \cdot 200 = 2{,}400 \le 2{,}500\), but \(13 \cdot 200 = 2{,}600 \gt 2{,}500\).</p>
<p>Common slips: \(13\) rounds \(12.5\) up, but the thirteenth glass would not be full; \(12.5\) counts the half glass; \(0.0125\) divides \(2.5\) by \(200\) without converting liters to milliliters.</p>`,
    },
    // 05 — easy, advanced math, nonlinear functions (the greatest value of a parabola on an interval, read from its graph)
    {
      id: "pt6-math-m1-05",
      type: "SC",
      title: "",
      text: String.raw`<p>The graph of the quadratic function \(f\) is shown, with the points \((-2, 5)\), \((1, -4)\) and \((3, 0)\) marked.</p>
${plane({
  id: "pt6-math-m1-05-graph",
  title: "The graph of a quadratic function",
  desc: "An xy-plane with x from negative 4 to 6 and y from negative 6 to 8, gridlines every 1 unit. A parabola opening upward has its vertex at the marked point (1, negative 4); it passes through the marked points (negative 2, 5) and (3, 0), and it crosses the x-axis at (negative 1, 0) and (3, 0).",
  x: { min: -4, max: 6, labelEvery: 2 },
  y: { min: -6, max: 8, labelEvery: 2 },
  graphs: [{ f: (x) => (x - 1) ** 2 - 4 }],
  points: [{ at: [-2, 5] }, { at: [1, -4] }, { at: [3, 0] }],
})}
<p>What is the greatest value of \(f(x)\) for \(-2 \le x \le 3\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:parabola-graph-max-on-interval"],
      choices: [{ text: String.raw`\(-4\)` }, { text: String.raw`\(-2\)` }, { text: String.raw`\(0\)` }, { text: String.raw`\(5\)`, correct: true }],
      explanation: String.raw`<p>The parabola opens upward, so on an interval its greatest value is at one of the interval's ends, not at the vertex. At the ends, \(f(-2) = 5\) (the marked point \((-2, 5)\)) and \(f(3) = 0\) (the marked point \((3, 0)\)). Between them the graph dips down to the vertex and comes back up only to \(0\), so the greatest value is \(5\). Check: the graph is \(f(x) = (x - 1)^2 - 4\), and \(f(-2) = 9 - 4 = 5\).</p>
<ul>
<li>\(-4\) is the \(y\)-coordinate of the vertex, the least value of \(f(x)\) on the interval, not the greatest.</li>
<li>\(-2\) is the value of \(x\) at which the greatest value occurs, not the value of \(f(x)\).</li>
<li>\(0\) is the value at the right end, \(x = 3\); the greatest \(x\) does not give the greatest \(f(x)\) here.</li>
</ul>`,
    },
    // 06 — easy, algebra, linear inequalities (the greatest integer that keeps an angle expression obtuse)
    {
      id: "pt6-math-m1-06",
      type: "SC",
      title: "",
      text: String.raw`<p>An obtuse angle has a measure of \((5x + 10)^\circ\). What is the greatest possible integer value of \(x\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:obtuse-angle-expr-greatest-int"],
      choices: [{ text: String.raw`\(15\)` }, { text: String.raw`\(17\)` }, { text: String.raw`\(33\)`, correct: true }, { text: String.raw`\(34\)` }],
      explanation: String.raw`<p>An obtuse angle measures more than \(90^\circ\) and less than \(180^\circ\), so \(90 \lt 5x + 10 \lt 180\). The greatest \(x\) comes from the upper bound: \(5x + 10 \lt 180\) gives \(5x \lt 170\), so \(x \lt 34\), and the greatest integer less than \(34\) is \(33\). Check: \(x = 33\) gives \(5(33) + 10 = 175^\circ\), which is obtuse, and \(x = 34\) gives \(180^\circ\), which is not.</p>
<ul>
<li>\(34\) solves \(5x + 10 = 180\); an angle of \(180^\circ\) is a straight angle, so the bound is strict.</li>
<li>\(17\) is the least possible integer value of \(x\), from \(5x + 10 \gt 90\), not the greatest.</li>
<li>\(15\) uses \(90^\circ\) as the upper bound, \(5x + 10 \lt 90\), which describes an acute angle.</li>
</ul>`,
    },
    // 07 — easy, geometry, angles (an angle whose supplement is a multiple of its complement) (OE)
    {
      id: "pt6-math-m1-07",
      type: "OE",
      title: "",
      text: String.raw`<p>The supplement of an angle is \(4\) times the complement of the angle. What is the measure, in degrees, of the angle?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:supplement-times-complement-angle"],
      answers: "60",
      explanation: String.raw`<p>Let the angle measure \(x\) degrees. Its supplement is \(180 - x\) and its complement is \(90 - x\). So \(180 - x = 4(90 - x) = 360 - 4x\), which gives \(3x = 180\) and \(x = 60\). Check: the supplement is \(120\), the complement is \(30\), and \(120 = 4 \cdot 30\).</p>
<p>Common slips: \(30\) is the complement and \(120\) the supplement, not the angle; writing \(4(90 - x)\) as \(360 - x\) gives no solution, and swapping the two (\(90 - x = 4(180 - x)\)) gives \(x = 210\), too large to have a complement.</p>`,
    },
    // 08 — medium, algebra, linear equations in two variables (slope plus intercept from two points)
    {
      id: "pt6-math-m1-08",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, the line with equation \(y = mx + b\), where \(m\) and \(b\) are constants, passes through the points \((-2, 9)\) and \((4, -3)\). What is the value of \(m + b\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:line-two-points-slope-plus-int"],
      choices: [{ text: String.raw`\(-2\)` }, { text: String.raw`\(3\)`, correct: true }, { text: String.raw`\(5\)` }, { text: String.raw`\(15\)` }],
      explanation: String.raw`<p>The slope is \(m = \frac{-3 - 9}{4 - (-2)} = \frac{-12}{6} = -2\). Substitute \((4, -3)\): \(-3 = -2(4) + b\), so \(b = 5\). Then \(m + b = -2 + 5 = 3\). Check with the other point: \(-2(-2) + 5 = 9\). (Also, \(m + b\) is the value of \(y\) at \(x = 1\).)</p>
<ul>
<li>\(-2\) is the slope \(m\) alone.</li>
<li>\(5\) is the \(y\)-intercept \(b\) alone.</li>
<li>\(15\) uses the slope \(+2\) (a sign slip in \(-3 - 9\)), which gives \(b = -3 - 8 = -11\) from one point and \(b = 13\) from the other; with \(b = 13\), \(m + b = 15\), and the line misses \((4, -3)\).</li>
</ul>`,
    },
    // 09 — medium, advanced math, nonlinear equations (expand both sides, then factor) (OE)
    {
      id: "pt6-math-m1-09",
      type: "OE",
      title: "",
      text: String.raw`<p>\(x(x + 4) = 3(x + 14)\)</p>
<p>What is the positive solution to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:quad-expand-both-sides-pos-sol"],
      answers: "6",
      explanation: String.raw`<p>Expand both sides: \(x^2 + 4x = 3x + 42\). Collect everything on one side: \(x^2 + x - 42 = 0\). Factor: \((x + 7)(x - 6) = 0\), so \(x = -7\) or \(x = 6\). The positive solution is \(6\). Check: \(6 \cdot 10 = 60\) and \(3 \cdot 20 = 60\).</p>
<p>Common slips: \(-7\) is the other solution, which is negative; \(7\) reads the factor \(x + 7\) as giving \(x = 7\); writing \(3(x + 14)\) as \(3x + 14\) gives \(x^2 + x - 14 = 0\), which has no whole-number solution.</p>`,
    },
    // 10 — medium, PSDA, two-variable data (the growth per week read from a line of best fit given per day)
    {
      id: "pt6-math-m1-10",
      type: "SC",
      title: "",
      text: String.raw`${scatterPlot({
        id: "pt6-math-m1-10-plot",
        title: "Height of sunflower seedlings and days since sprouting",
        desc: "Scatterplot. Horizontal axis: days since sprouting, from 0 to 11, gridlines every 1 day. Vertical axis: height in centimeters, from 0 to 40, gridlines every 5 centimeters. The 10 data points are (1, 9), (2, 9), (3, 12), (4, 16), (5, 17), (6, 21), (7, 22), (8, 24), (9, 28) and (10, 31). The line of best fit rises and passes through (0, 5), (2, 10) and (10, 30).",
        x: { label: "Days since sprouting", min: 0, max: 11, step: 1 },
        y: { label: "Height (centimeters)", min: 0, max: 40, step: 5, labelEvery: 10 },
        points: [
          [1, 9],
          [2, 9],
          [3, 12],
          [4, 16],
          [5, 17],
          [6, 21],
          [7, 22],
          [8, 24],
          [9, 28],
          [10, 31],
        ],
        fit: { slope: 2.5, intercept: 5 },
      })}
<p>The scatterplot shows the height of each of \(10\) sunflower seedlings and the number of days since it sprouted, with a line of best fit. According to the line of best fit, by how many centimeters does the height of a seedling increase each week (\(7\) days)?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "two_variable_data",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:scatter-fit-rate-in-new-unit"],
      choices: [{ text: String.raw`\(2.5\)` }, { text: String.raw`\(17.5\)`, correct: true }, { text: String.raw`\(22.5\)` }, { text: String.raw`\(35\)` }],
      explanation: String.raw`<p>The line of best fit passes through \((0, 5)\) and \((10, 30)\), so its slope is \(\frac{30 - 5}{10 - 0} = 2.5\): the predicted height increases by \(2.5\) centimeters per day. In \(7\) days it increases by \(7 \cdot 2.5 = 17.5\) centimeters. Check: the line predicts \(5 + 2.5 \cdot 2 = 10\) centimeters at day \(2\) and \(5 + 2.5 \cdot 9 = 27.5\) at day \(9\), \(17.5\) more.</p>
<ul>
<li>\(2.5\) is the increase per day, the slope, not per week.</li>
<li>\(22.5\) is the predicted height at day \(7\), \(5 + 17.5\); it includes the starting height of \(5\) centimeters, which is not part of the increase.</li>
<li>\(35\) multiplies the \(y\)-intercept \(5\) by \(7\), taking the intercept as the daily increase.</li>
</ul>`,
    },
    // 11 — medium, algebra, systems of linear equations (fencing three sides of a pen) (OE)
    {
      id: "pt6-math-m1-11",
      type: "OE",
      title: "",
      text: String.raw`<p>A rectangular pen is built against a straight wall, so fencing is needed on only three sides: two sides of width \(w\) meters that meet the wall and one side of length \(L\) meters parallel to the wall. The length \(L\) is \(4\) meters more than twice the width, and exactly \(40\) meters of fencing are used. What is the value of \(L\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:three-side-fence-system"],
      answers: "22",
      explanation: String.raw`<p>The two conditions are \(L = 2w + 4\) and \(2w + L = 40\) (two widths and one length of fence). Substitute: \(2w + 2w + 4 = 40\), so \(4w = 36\) and \(w = 9\). Then \(L = 2 \cdot 9 + 4 = 22\). Check: \(9 + 9 + 22 = 40\).</p>
<p>Common slips: \(9\) is the width; fencing all four sides, \(2w + 2L = 40\), gives \(w = \frac{16}{3}\) and \(L \approx 14.67\); using two lengths and one width, \(2L + w = 40\), gives \(w = 6.4\) and \(L = 16.8\).</p>`,
    },
    // 12 — medium, advanced math, nonlinear functions (the constant that gives a quadratic a stated minimum)
    {
      id: "pt6-math-m1-12",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = x^2 - 6x + c\), where \(c\) is a constant. The minimum value of \(f(x)\) is \(-4\). What is the value of \(c\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:quad-min-value-find-constant"],
      choices: [{ text: String.raw`\(-31\)` }, { text: String.raw`\(-13\)` }, { text: String.raw`\(-4\)` }, { text: String.raw`\(5\)`, correct: true }],
      explanation: String.raw`<p>The minimum of \(x^2 - 6x + c\) is at the vertex, \(x = -\frac{-6}{2 \cdot 1} = 3\). So \(f(3) = 9 - 18 + c = c - 9 = -4\), which gives \(c = 5\). Check by completing the square: \(x^2 - 6x + 5 = (x - 3)^2 - 4\), whose least value is \(-4\).</p>
<ul>
<li>\(-13\) solves \(c - 9 = -4\) by subtracting \(9\) instead of adding it.</li>
<li>\(-4\) takes the minimum value as the constant term; \(c\) is the value at \(x = 0\), not at the vertex.</li>
<li>\(-31\) evaluates \(-6x\) at \(x = 3\) as \(+18\): \(9 + 18 + c = -4\).</li>
</ul>`,
    },
    // 13 — medium, geometry, circles (which of four points lies inside a circle)
    {
      id: "pt6-math-m1-13",
      type: "SC",
      title: "",
      text: String.raw`<p>\((x - 3)^2 + (y + 2)^2 = 26\)</p>
<p>The graph of the given equation in the \(xy\)-plane is a circle. Which of the following points lies inside the circle?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:circle-which-point-inside"],
      choices: [
        { text: String.raw`\((8, -1)\)` },
        { text: String.raw`\((4, 4)\)` },
        { text: String.raw`\((-1, 0)\)`, correct: true },
        { text: String.raw`\((-3, 2)\)` },
      ],
      explanation: String.raw`<p>The circle has center \((3, -2)\) and radius \(\sqrt{26}\). A point lies inside the circle when its distance from the center is less than the radius, that is, when \((x - 3)^2 + (y + 2)^2 \lt 26\). For \((-1, 0)\): \((-4)^2 + 2^2 = 16 + 4 = 20 \lt 26\), so it lies inside. Check the others: \((8, -1)\) gives \(25 + 1 = 26\), \((-3, 2)\) gives \(36 + 16 = 52\), and \((4, 4)\) gives \(1 + 36 = 37\); none is less than \(26\).</p>
<ul>
<li>\((8, -1)\) gives exactly \(26\): it lies on the circle, not inside it.</li>
<li>\((-3, 2)\) is the center read with the signs of the equation, \(-3\) and \(+2\); the real center is \((3, -2)\), and \((-3, 2)\) is \(\sqrt{52}\) from it, outside the circle.</li>
<li>\((4, 4)\) is \(\sqrt{37} \approx 6.1\) from the center; that is less than \(26\), but \(26\) is the square of the radius, and the radius \(\sqrt{26} \approx 5.1\) is less than \(6.1\), so the point is outside.</li>
</ul>`,
    },
    // 14 — medium, algebra, linear functions (the percent increase a linear model gives over ten years)
    {
      id: "pt6-math-m1-14",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(P(t) = 2{,}400 + 60t\) models the population of a town \(t\) years after 2010. According to the model, by what percent does the population of the town increase from 2010 to 2020?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:linear-model-percent-change-span"],
      choices: [
        { text: String.raw`\(2.5\%\)` },
        { text: String.raw`\(20\%\)` },
        { text: String.raw`\(25\%\)`, correct: true },
        { text: String.raw`\(125\%\)` },
      ],
      explanation: String.raw`<p>The year 2010 is \(t = 0\) and 2020 is \(t = 10\). \(P(0) = 2{,}400\) and \(P(10) = 2{,}400 + 600 = 3{,}000\). The increase is \(600\), and as a percent of the 2010 population it is \(\frac{600}{2{,}400} = 0.25\), that is, \(25\%\). Check: \(2{,}400 \cdot 1.25 = 3{,}000\).</p>
<ul>
<li>\(2.5\%\) is \(\frac{60}{2{,}400}\), the increase in the first year only; a linear model adds \(60\) people each year, for \(10\) years.</li>
<li>\(20\%\) divides the increase by the 2020 population, \(\frac{600}{3{,}000}\); a percent increase is measured from the starting value.</li>
<li>\(125\%\) is the 2020 population as a percent of the 2010 population, \(\frac{3{,}000}{2{,}400}\), not the percent increase.</li>
</ul>`,
    },
    // 15 — medium, PSDA, one-variable data (where the median falls in a histogram)
    {
      id: "pt6-math-m1-15",
      type: "SC",
      title: "",
      text: String.raw`${histogram({
        id: "pt6-math-m1-15-plot",
        title: "Distances that 30 commuters travel to work",
        desc: "Histogram. Horizontal axis: distance to work in kilometers, from 0 to 30, in intervals 5 kilometers wide. Vertical axis: number of commuters, from 0 to 10. The counts are 2 for 0 to 5, 9 for 5 to 10, 5 for 10 to 15, 6 for 15 to 20, 5 for 20 to 25 and 3 for 25 to 30.",
        x: { label: "Distance to work (kilometers)", min: 0, max: 30, step: 5 },
        y: { label: "Number of commuters", min: 0, max: 10, step: 1, labelEvery: 2 },
        bins: [
          { from: 0, to: 5, count: 2 },
          { from: 5, to: 10, count: 9 },
          { from: 10, to: 15, count: 5 },
          { from: 15, to: 20, count: 6 },
          { from: 20, to: 25, count: 5 },
          { from: 25, to: 30, count: 3 },
        ],
      })}
<p>The histogram summarizes the distances that \(30\) commuters travel to work. Each interval includes its left endpoint but not its right endpoint. Which of the following could be the median distance, in kilometers, of the \(30\) commuters?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:histogram-median-interval"],
      choices: [{ text: String.raw`\(5\)` }, { text: String.raw`\(7\)` }, { text: String.raw`\(12\)`, correct: true }, { text: String.raw`\(15\)` }],
      explanation: String.raw`<p>With \(30\) values in order, the median is the mean of the \(15\)th and \(16\)th values. Counting up the bars: \(2\) values are below \(5\), \(2 + 9 = 11\) are below \(10\), and \(11 + 5 = 16\) are below \(15\). So the \(15\)th and \(16\)th values are both at least \(10\) and less than \(15\), and so is the median: of the choices, only \(12\) is possible.</p>
<ul>
<li>\(15\) is the middle of the horizontal axis; the \(15\)th and \(16\)th values are both less than \(15\), so their mean is too.</li>
<li>\(7\) lies in the interval with the tallest bar, which holds the most values (the mode's interval), not the middle value.</li>
<li>\(5\) is the median of the six bar heights (\(2, 3, 5, 5, 6, 9\)); the heights are counts of commuters, not distances.</li>
</ul>`,
    },
    // 16 — hard, algebra, systems (a transfer between two amounts in a known ratio) (OE)
    {
      id: "pt6-math-m1-16",
      type: "OE",
      title: "",
      text: String.raw`<p>Tank A holds \(3\) times as much water as tank B. After \(40\) liters of water are pumped from tank A into tank B, tank A holds \(20\) liters more water than tank B. How many liters of water did tank A hold before the water was pumped?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:system-transfer-between-amounts"],
      answers: "150",
      explanation: String.raw`<p>Let \(a\) and \(b\) be the liters in tanks A and B before the pumping: \(a = 3b\). The pumping takes \(40\) liters from A and adds them to B, so afterward A holds \(a - 40\) and B holds \(b + 40\): \(a - 40 = (b + 40) + 20\). Substitute \(a = 3b\): \(3b - 40 = b + 60\), so \(2b = 100\), \(b = 50\) and \(a = 150\). Check: afterward A holds \(110\) liters and B holds \(90\), and \(110 - 90 = 20\).</p>
<p>Common slips: \(90\) subtracts the \(40\) liters from A but forgets to add them to B (\(3b - 40 = b + 20\) gives \(b = 30\)); \(50\) is tank B; \(110\) is tank A after the pumping.</p>`,
    },
    // 17 — hard, advanced math, nonlinear functions (a shifted exponential from its graph and asymptote, then a value)
    {
      id: "pt6-math-m1-17",
      type: "SC",
      title: "",
      text: String.raw`<p>The graph of \(y = f(x)\) is shown, where \(f(x) = a(b)^x + c\) and \(a\), \(b\) and \(c\) are constants with \(b \gt 0\). As \(x\) decreases, the graph gets closer and closer to the dashed line \(y = -2\). The points \((0, 1)\) and \((1, 4)\) are marked.</p>
${plane({
  id: "pt6-math-m1-17-graph",
  title: "The graph of a shifted exponential function",
  desc: "An xy-plane with x from negative 5 to 2 and y from negative 4 to 8, gridlines every 1 unit. A dashed horizontal line is drawn at y = negative 2. A curve rises from left to right, close to the dashed line on the left and steeper on the right, through the marked points (0, 1) and (1, 4).",
  x: { min: -5, max: 2 },
  y: { min: -4, max: 8, labelEvery: 2 },
  graphs: [{ f: (x) => 3 * 2 ** x - 2 }, { line: { slope: 0, intercept: -2 }, dashed: true }],
  points: [{ at: [0, 1] }, { at: [1, 4] }],
})}
<p>What is the value of \(f(3)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:exp-graph-asymptote-params-eval"],
      choices: [{ text: String.raw`\(22\)`, correct: true }, { text: String.raw`\(24\)` }, { text: String.raw`\(26\)` }, { text: String.raw`\(64\)` }],
      explanation: String.raw`<p>As \(x\) decreases, \(a(b)^x\) gets closer to \(0\) (the graph rises to the right, so \(b \gt 1\)), and \(f(x)\) gets closer to \(c\); the graph approaches \(y = -2\), so \(c = -2\). From \((0, 1)\): \(a + c = 1\), so \(a = 3\). From \((1, 4)\): \(3b - 2 = 4\), so \(b = 2\). Then \(f(x) = 3(2)^x - 2\) and \(f(3) = 3 \cdot 8 - 2 = 22\). Check: the distances above the dashed line, \(3\) at \(x = 0\) and \(6\) at \(x = 1\), double at each step; at \(x = 3\) the distance is \(24\), and \(24 - 2 = 22\).</p>
<ul>
<li>\(64\) ignores the shift: it takes \(a = 1\) from the \(y\)-intercept and \(b = \frac{4}{1} = 4\) from the two marked values, as if \(c = 0\), and gives \(4^3\).</li>
<li>\(24\) finds \(a = 3\) and \(b = 2\) but leaves out \(c = -2\) at the end: \(3 \cdot 2^3\).</li>
<li>\(26\) adds \(2\) instead of subtracting it, taking \(c = 2\) because the dashed line is \(2\) units from the \(x\)-axis.</li>
</ul>`,
    },
    // 18 — hard, PSDA, percentages (the same percent up and down from one price, with both results known)
    {
      id: "pt6-math-m1-18",
      type: "SC",
      title: "",
      text: String.raw`<p>If the original price of a jacket is increased by \(p\%\), the new price is \(\$69\). If the original price is instead decreased by \(p\%\), the new price is \(\$51\). What is the value of \(p\)?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:pct-up-and-down-from-same-base"],
      choices: [{ text: String.raw`\(15\)`, correct: true }, { text: String.raw`\(18\)` }, { text: String.raw`\(30\)` }, { text: String.raw`\(115\)` }],
      explanation: String.raw`<p>Let \(P\) be the original price and \(r = \frac{p}{100}\). Then \(P(1 + r) = 69\) and \(P(1 - r) = 51\). Adding the equations gives \(2P = 120\), so \(P = 60\). Then \(60(1 + r) = 69\), so \(1 + r = 1.15\), \(r = 0.15\) and \(p = 15\). Check: \(15\%\) of \(\$60\) is \(\$9\), and \(60 + 9 = 69\), \(60 - 9 = 51\).</p>
<ul>
<li>\(18\) takes the dollar difference \(69 - 51\) as the percent.</li>
<li>\(30\) is that difference as a percent of the original price, \(\frac{18}{60}\); the difference spans two changes of \(p\%\) each, one up and one down, so it must be halved.</li>
<li>\(115\) reads the factor \(1.15\) as the percent; a \(115\%\) increase would more than double the price.</li>
</ul>`,
    },
    // 19 — hard, geometry, area (a square inscribed in a circle of given area)
    {
      id: "pt6-math-m1-19",
      type: "SC",
      title: "",
      text: String.raw`<p>A square is inscribed in a circle, so all four vertices of the square lie on the circle. The area of the circle is \(50\pi\) square centimeters. What is the area, in square centimeters, of the square?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:square-inscribed-in-circle-area"],
      choices: [{ text: String.raw`\(50\)` }, { text: String.raw`\(100\)`, correct: true }, { text: String.raw`\(50\pi\)` }, { text: String.raw`\(200\)` }],
      explanation: String.raw`<p>From \(\pi r^2 = 50\pi\), \(r^2 = 50\). A diagonal of the inscribed square is a diameter of the circle, of length \(2r\). A square with diagonal \(d\) has area \(\frac{d^2}{2}\), so the area is \(\frac{(2r)^2}{2} = 2r^2 = 100\). Check: the side is \(\sqrt{100} = 10\), and its diagonal \(10\sqrt{2} = 2\sqrt{50}\) is the diameter.</p>
<ul>
<li>\(50\) takes the side of the square equal to the radius.</li>
<li>\(200\) takes the side equal to the diameter; that square would surround the circle, not sit inside it.</li>
<li>\(50\pi\) is the area of the circle, the given quantity.</li>
</ul>`,
    },
    // 20 — hard, advanced math, nonlinear equations (the constant that leaves a rational equation with no solution) (OE)
    {
      id: "pt6-math-m1-20",
      type: "OE",
      title: "",
      text: String.raw`<p>\(\dfrac{x + a}{x - 3} = 4\)</p>
<p>In the given equation, \(a\) is a constant. The equation has no solution. What is the value of \(a\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:rational-eq-param-no-solution"],
      answers: "-3",
      explanation: String.raw`<p>For \(x \ne 3\), multiply both sides by \(x - 3\): \(x + a = 4x - 12\), so \(3x = a + 12\) and \(x = \frac{a + 12}{3}\). This is a solution of the original equation unless it is the excluded value \(x = 3\), where the left side is undefined. So the equation has no solution exactly when \(\frac{a + 12}{3} = 3\), that is, \(a + 12 = 9\) and \(a = -3\). Check: with \(a = -3\) the left side is \(\frac{x - 3}{x - 3} = 1\) for every \(x \ne 3\), which is never \(4\).</p>
<p>Common slips: \(3\) is the excluded value of \(x\), not of \(a\) (with \(a = 3\), \(x = 5\) is a solution: \(\frac{8}{2} = 4\)); \(-12\) makes the solution \(x = 0\), which is allowed (\(\frac{-12}{-3} = 4\)); \(21\) adds \(12\) to \(9\) instead of subtracting it (with \(a = 21\), \(x = 11\) is a solution: \(\frac{32}{8} = 4\)).</p>`,
    },
    // 21 — hard, advanced math, nonlinear functions (a zero from the vertex, then the y-intercept)
    {
      id: "pt6-math-m1-21",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = (x - a)(x - 8)\), where \(a\) is a constant. The vertex of the graph of \(y = f(x)\) in the \(xy\)-plane has an \(x\)-coordinate of \(5\). What is the value of \(f(0)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:quad-zeros-vertex-find-intercept"],
      choices: [{ text: String.raw`\(-24\)` }, { text: String.raw`\(-16\)` }, { text: String.raw`\(-9\)` }, { text: String.raw`\(16\)`, correct: true }],
      explanation: String.raw`<p>The zeros of \(f\) are \(a\) and \(8\), and the vertex of a parabola lies halfway between its zeros: \(\frac{a + 8}{2} = 5\), so \(a = 2\). Then \(f(0) = (0 - 2)(0 - 8) = 16\). Check: \(f(x) = x^2 - 10x + 16\), whose vertex is at \(x = \frac{10}{2} = 5\).</p>
<ul>
<li>\(-24\) sets \(a + 8 = 5\) (forgetting to halve), so \(a = -3\) and \(f(0) = (3)(-8)\).</li>
<li>\(-16\) averages the zeros as \(\frac{8 - a}{2} = 5\), so \(a = -2\) and \(f(0) = (2)(-8)\).</li>
<li>\(-9\) is \(f(5) = (3)(-3)\), the minimum value of \(f\), not its value at \(0\).</li>
</ul>`,
    },
    // 22 — hard, algebra, linear functions (evaluate a function known only at a scaled input)
    {
      id: "pt6-math-m1-22",
      type: "SC",
      title: "",
      text: String.raw`<p>For the linear function \(h\), \(h(3x) = 6x + 5\) for all values of \(x\). What is the value of \(h(10)\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:linear-fn-scaled-input-evaluate"],
      choices: [{ text: String.raw`\(25\)`, correct: true }, { text: String.raw`\(35\)` }, { text: String.raw`\(65\)` }, { text: String.raw`\(185\)` }],
      explanation: String.raw`<p>Let \(t = 3x\), so \(x = \frac{t}{3}\) and \(h(t) = 6 \cdot \frac{t}{3} + 5 = 2t + 5\). Then \(h(10) = 2 \cdot 10 + 5 = 25\). Check: \(h(10)\) means \(3x = 10\), so \(x = \frac{10}{3}\) and \(6 \cdot \frac{10}{3} + 5 = 25\).</p>
<ul>
<li>\(65\) substitutes \(x = 10\) into \(6x + 5\); that is \(h(30)\), not \(h(10)\).</li>
<li>\(185\) substitutes \(x = 30\), multiplying by \(3\) instead of dividing.</li>
<li>\(35\) takes the \(3\) inside \(h(3x)\) as the slope and writes \(h(t) = 3t + 5\).</li>
</ul>`,
    },
  ],
};

export default module;
