import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { drawing, lineGraph, mathText, plane, polygon, scatterPlot, seg, text } from "../../figures";
import type { ModuleSchema } from "../../schema";

/** pt1-math-m1-15's choices: the hiker's elevation over time as a line graph (content/figures). */
const elevationGraph = (id: string, desc: string, rate: number, start: number) =>
  lineGraph({
    id: `pt1-math-m1-15-${id}`,
    title: "The hiker's elevation over time",
    desc,
    width: 320,
    height: 240,
    x: { label: "Time (hours)", min: 0, max: 6, step: 1 },
    y: { label: "Elevation (feet)", min: 0, max: 4000, step: 250, labelEvery: 1000, thousands: true },
    series: [
      {
        points: [
          [0, start],
          [Math.min(6, (4000 - start) / rate), Math.min(4000, start + 6 * rate)],
        ],
        marks: false,
      },
    ],
  });

const module: z.input<typeof ModuleSchema> = {
  id: "pt1-math-m1",
  name: "Section 2, Module 1: Math",
  test: "math",
  module: 1,
  variant: "standard",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — easy, algebra, linear equation in one variable
    {
      id: "pt1-math-m1-01",
      type: "SC",
      title: "",
      text: String.raw`<p>If \(7x - 4 = 3x + 24\), what is the value of \(x\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:linear-eq-variables-both-sides"],
      choices: [{ text: String.raw`\(\frac{14}{5}\)` }, { text: String.raw`\(5\)` }, { text: String.raw`\(6\)` }, { text: String.raw`\(7\)`, correct: true }],
      explanation: String.raw`<p>Subtract \(3x\) from both sides: \(4x - 4 = 24\). Add \(4\) to both sides: \(4x = 28\). Divide by \(4\): \(x = 7\). Check: \(7(7) - 4 = 45\) and \(3(7) + 24 = 45\).</p>
<ul>
<li>\(\frac{14}{5}\) comes from adding the \(x\)-terms (\(10x = 28\)) instead of subtracting \(3x\) from both sides.</li>
<li>\(5\) comes from subtracting \(4\) from \(24\) (\(4x = 20\)) instead of adding \(4\) to both sides.</li>
<li>\(6\) drops the \(-4\) and divides \(24\) by \(4\) (\(4x = 24\)), forgetting to add \(4\) to both sides.</li>
</ul>`,
    },
    // 02 — easy, PSDA, ratios
    {
      id: "pt1-math-m1-02",
      type: "SC",
      title: "",
      text: String.raw`<p>A painter makes a shade of green by mixing blue paint and yellow paint in a ratio of \(3\) to \(5\) by volume. How many liters of blue paint should be mixed with \(20\) liters of yellow paint to make this shade?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:ratio-part-to-part-scale"],
      choices: [
        { text: String.raw`\(12\)`, correct: true },
        { text: String.raw`\(12.5\)` },
        { text: String.raw`\(18\)` },
        { text: String.raw`\(\frac{100}{3}\)` },
      ],
      explanation: String.raw`<p>Blue paint and yellow paint must be in the ratio \(3 : 5\), so \(\frac{b}{20} = \frac{3}{5}\). Multiply both sides by \(20\): \(b = \frac{3}{5}(20) = 12\) liters.</p>
<ul>
<li>\(12.5\) is \(\frac{5}{8}\) of \(20\): it takes yellow paint's share of the whole mixture instead of the blue-to-yellow ratio.</li>
<li>\(18\) keeps the difference between the parts (\(5 - 3 = 2\), so \(20 - 2 = 18\)) instead of the ratio.</li>
<li>\(\frac{100}{3}\) is \(20 \cdot \frac{5}{3}\): it turns the ratio upside down.</li>
</ul>`,
    },
    // 03 — easy, algebra, linear functions
    {
      id: "pt1-math-m1-03",
      type: "SC",
      title: "",
      text: String.raw`<p>The monthly cost \(C\), in dollars, of a phone data plan is given by the equation \(C = 8g + 25\), where \(g\) is the number of gigabytes of data used that month. What is the best interpretation of \(8\) in this context?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:linear-model-interpret-slope"],
      choices: [
        { text: String.raw`The plan costs \(\$8\) for a month in which no data are used.` },
        { text: String.raw`Each additional gigabyte of data used in a month increases the monthly cost by \(\$8\).`, correct: true },
        { text: String.raw`A customer can use \(8\) gigabytes of data each month at no extra cost.` },
        { text: String.raw`The monthly cost increases by \(\$25\) for every \(8\) gigabytes of data used.` },
      ],
      explanation: String.raw`<p>In \(C = 8g + 25\), \(8\) is the coefficient of \(g\), the slope: each time \(g\) increases by \(1\) gigabyte, \(C\) increases by \(8\) dollars. So each additional gigabyte adds \(\$8\) to the monthly cost.</p>
<ul>
<li>“The plan costs \(\$8\) for a month in which no data are used” confuses the slope with the constant term: when \(g = 0\), \(C = 25\), so that cost is \(\$25\).</li>
<li>“\(8\) gigabytes … at no extra cost” is wrong because every gigabyte, starting with the first, adds \(\$8\); the equation includes no free data.</li>
<li>“\(\$25\) for every \(8\) gigabytes” mixes up the two numbers: \(25\) is the fixed monthly fee, and the cost rises \(\$8\) per gigabyte.</li>
</ul>`,
    },
    // 04 — easy, advanced math, equivalent expressions
    {
      id: "pt1-math-m1-04",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \((4x^2 + 3x - 5) - (x^2 - 6x + 2)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:poly-subtract-quadratics"],
      choices: [
        { text: String.raw`\(3x^2 - 3x - 3\)` },
        { text: String.raw`\(3x^2 + 9x - 7\)`, correct: true },
        { text: String.raw`\(5x^2 - 3x - 3\)` },
        { text: String.raw`\(3x^2 + 9x - 3\)` },
      ],
      explanation: String.raw`<p>Distribute the subtraction to every term of the second polynomial: \(4x^2 + 3x - 5 - x^2 + 6x - 2\). Combine like terms: \((4x^2 - x^2) + (3x + 6x) + (-5 - 2) = 3x^2 + 9x - 7\).</p>
<ul>
<li>\(5x^2 - 3x - 3\) is the sum of the two polynomials, not their difference.</li>
<li>\(3x^2 - 3x - 3\) subtracts only \(x^2\) and then adds \(-6x\) and \(+2\) unchanged, as if the parentheses were not there.</li>
<li>\(3x^2 + 9x - 3\) handles the \(x^2\)- and \(x\)-terms correctly but adds \(2\) instead of subtracting it.</li>
</ul>`,
    },
    // 05 — easy, algebra, linear equation in two variables (OE)
    {
      id: "pt1-math-m1-05",
      type: "OE",
      title: "",
      text: String.raw`<p>At an outdoor concert, lawn tickets cost \(\$30\) each and reserved-seat tickets cost \(\$55\) each. The equation \(30x + 55y = 400\) represents a group's purchase of \(x\) lawn tickets and \(y\) reserved-seat tickets for a total of \(\$400\). If the group bought \(6\) lawn tickets, how many reserved-seat tickets did it buy?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:two-var-linear-eq-substitute-known"],
      answers: "4",
      explanation: String.raw`<p>Substitute \(x = 6\): \(30(6) + 55y = 400\), so \(180 + 55y = 400\). Subtract \(180\): \(55y = 220\). Divide by \(55\): \(y = 4\). Check: \(6\) lawn tickets cost \(\$180\) and \(4\) reserved-seat tickets cost \(\$220\), for \(\$400\) in all.</p>
<p>A common slip is to stop at \(220\), which is the amount spent on reserved-seat tickets, not the number of tickets.</p>`,
    },
    // 06 — easy, geometry, lines, angles and triangles, figure
    {
      id: "pt1-math-m1-06",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt1-math-m1-06-figure",
          title: "Triangle ABC with side AC extended to point D",
          desc: "Triangle A B C, with side A C extended past C to point D so that A, C and D lie on one horizontal line. Angle B A C measures 48 degrees, angle A B C measures 67 degrees, and angle B C D, outside the triangle at C between side C B and segment C D, measures x degrees.",
        },
        340,
        210,
        polygon([
          [30, 180],
          [150, 50],
          [220, 180],
        ]) +
          seg([220, 180], [320, 180]) +
          text([18, 200], "A", { anchor: "start" }) +
          text([144, 40], "B", { anchor: "start" }) +
          text([214, 200], "C", { anchor: "start" }) +
          text([314, 200], "D", { anchor: "start" }) +
          text([56, 172], "48°", { anchor: "start" }) +
          text([150, 94], "67°") +
          mathText([236, 160], "x°", { anchor: "start" }),
      )}
<p><i>Note: Figure not drawn to scale.</i></p>
<p>In the figure, points \(A\), \(C\), and \(D\) lie on a line. What is the value of \(x\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:triangle-exterior-angle"],
      choices: [{ text: String.raw`\(19\)` }, { text: String.raw`\(65\)` }, { text: String.raw`\(113\)` }, { text: String.raw`\(115\)`, correct: true }],
      explanation: String.raw`<p>The angles of triangle \(ABC\) add up to \(180^\circ\), so angle \(ACB\) measures \(180 - 48 - 67 = 65\) degrees. Angles \(ACB\) and \(BCD\) together form the straight angle \(ACD\), so \(x = 180 - 65 = 115\). (Equivalently, an exterior angle equals the sum of the two remote interior angles: \(48 + 67 = 115\).)</p>
<ul>
<li>\(19\) is the difference \(67 - 48\), which has no role in the angle sums.</li>
<li>\(65\) is the interior angle \(ACB\), which is supplementary to the angle marked \(x^\circ\), not equal to it.</li>
<li>\(113\) is \(180 - 67\): it treats \(x^\circ\) as the supplement of the \(67^\circ\) angle, but the angle beside \(x^\circ\) on the line is angle \(ACB\).</li>
</ul>`,
    },
    // 07 — easy, advanced math, nonlinear functions
    {
      id: "pt1-math-m1-07",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(h\) is defined by \(h(x) = x^2 - 4x - 30\). What is the value of \(h(-3)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:quadratic-function-evaluate"],
      choices: [{ text: String.raw`\(-33\)` }, { text: String.raw`\(-27\)` }, { text: String.raw`\(-24\)` }, { text: String.raw`\(-9\)`, correct: true }],
      explanation: String.raw`<p>Substitute \(-3\) for \(x\): \(h(-3) = (-3)^2 - 4(-3) - 30 = 9 + 12 - 30 = -9\).</p>
<ul>
<li>\(-33\) treats \(-4(-3)\) as \(-12\) instead of \(+12\): \(9 - 12 - 30\).</li>
<li>\(-27\) treats \((-3)^2\) as \(-9\) instead of \(9\): \(-9 + 12 - 30\).</li>
<li>\(-24\) doubles \(-3\) instead of squaring it (\(-6 + 12 - 30\)).</li>
</ul>`,
    },
    // 08 — medium, algebra, systems of linear equations, elimination (OE)
    {
      id: "pt1-math-m1-08",
      type: "OE",
      title: "",
      text: String.raw`<p>\(2x + 3y = 12\)<br>\(5x - 2y = 11\)</p><p>If \((x, y)\) is the solution to the given system of equations, what is the value of \(x\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:system-eliminate-scale-both"],
      answers: "3",
      explanation: String.raw`<p>No variable has equal or opposite coefficients yet, so scale both equations to make the \(y\)-terms opposites: multiply the first equation by \(2\) and the second by \(3\), which gives \(4x + 6y = 24\) and \(15x - 6y = 33\). Adding them eliminates \(y\): \(19x = 57\), so \(x = 3\). Check: from the first equation, \(6 + 3y = 12\), so \(y = 2\); then \(5(3) - 2(2) = 15 - 4 = 11\).</p>
<p>Adding the original equations without scaling them keeps \(y\) in play (\(7x + y = 23\)) and does not give \(x\). \(2\) is the value of \(y\), not of \(x\).</p>`,
    },
    // 09 — medium, PSDA, percentages
    {
      id: "pt1-math-m1-09",
      type: "SC",
      title: "",
      text: String.raw`<p>A concert venue sold \(1{,}240\) tickets for its Saturday show, which was \(20\%\) fewer tickets than it sold for its Friday show. How many tickets did the venue sell for its Friday show?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:percent-decrease-find-original"],
      choices: [
        { text: String.raw`\(992\)` },
        { text: String.raw`\(1{,}260\)` },
        { text: String.raw`\(1{,}488\)` },
        { text: String.raw`\(1{,}550\)`, correct: true },
      ],
      explanation: String.raw`<p>Saturday's sales were \(20\%\) fewer than Friday's, so Saturday's sales are \(80\%\) of Friday's: \(0.8F = 1{,}240\). Divide: \(F = \frac{1{,}240}{0.8} = 1{,}550\). Check: \(20\%\) of \(1{,}550\) is \(310\), and \(1{,}550 - 310 = 1{,}240\).</p>
<ul>
<li>\(992\) is \(80\%\) of \(1{,}240\): it takes \(20\%\) off Saturday's number instead of finding the number that \(1{,}240\) is \(80\%\) of.</li>
<li>\(1{,}260\) adds \(20\) tickets instead of undoing a \(20\%\) decrease.</li>
<li>\(1{,}488\) increases Saturday's number by \(20\%\), but the \(20\%\) is a percent of Friday's number, not Saturday's: \(20\%\) fewer than \(1{,}488\) is about \(1{,}190\), not \(1{,}240\).</li>
</ul>`,
    },
    // 10 — medium, advanced math, nonlinear equations
    {
      id: "pt1-math-m1-10",
      type: "SC",
      title: "",
      text: String.raw`<p>What is the solution set of the equation \(\sqrt{2x + 15} = x\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:radical-equation-extraneous-root"],
      choices: [
        { text: String.raw`\(\{5\}\)`, correct: true },
        { text: String.raw`\(\{-3, 5\}\)` },
        { text: String.raw`\(\{-3\}\)` },
        { text: String.raw`\(\{-5, 3\}\)` },
      ],
      explanation: String.raw`<p>Square both sides: \(2x + 15 = x^2\), so \(x^2 - 2x - 15 = 0\), which factors as \((x - 5)(x + 3) = 0\). The candidates are \(x = 5\) and \(x = -3\). Check each in the original equation, because squaring can add solutions: for \(x = 5\), \(\sqrt{25} = 5\), which is true; for \(x = -3\), \(\sqrt{9} = 3 \ne -3\), so \(-3\) is extraneous. The solution set is \(\{5\}\).</p>
<ul>
<li>\(\{-3\}\) keeps the extraneous value and drops the real solution; a square root is never negative, so it cannot equal \(-3\).</li>
<li>\(\{-3, 5\}\) lists both roots of the squared equation without checking them in the original equation.</li>
<li>\(\{-5, 3\}\) has the signs reversed, from solving \((x + 5)(x - 3) = 0\); neither value satisfies the original equation.</li>
</ul>`,
    },
    // 11 — medium, algebra, linear inequalities
    {
      id: "pt1-math-m1-11",
      type: "SC",
      title: "",
      text: String.raw`<p>A school garden club has a budget of \(\$180\) for supplies this season. The club has already spent \(\$42\) on seeds and will spend the rest on bags of soil that cost \(\$12\) each. What is the greatest number of bags of soil the club can buy without going over its budget?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:lin-ineq-budget-greatest-integer"],
      choices: [{ text: String.raw`\(11\)`, correct: true }, { text: String.raw`\(11.5\)` }, { text: String.raw`\(12\)` }, { text: String.raw`\(15\)` }],
      explanation: String.raw`<p>If the club buys \(b\) bags, the total spent is \(42 + 12b\), which must be at most \(180\): \(42 + 12b \le 180\). Subtract \(42\): \(12b \le 138\). Divide by \(12\): \(b \le 11.5\). The number of bags is a whole number, so the greatest possible value is \(11\) (cost: \(42 + 132 = \$174\)).</p>
<ul>
<li>\(12\) rounds \(11.5\) up; \(12\) bags would bring the total to \(42 + 144 = \$186\), over the budget.</li>
<li>\(15\) is \(180 \div 12\): it ignores the \(\$42\) already spent on seeds.</li>
<li>\(11.5\) is the boundary of \(b \le 11.5\) itself; the club buys whole bags, so it cannot buy \(11.5\) of them.</li>
</ul>`,
    },
    // 12 — medium, PSDA, two-variable data, scatterplot
    {
      id: "pt1-math-m1-12",
      type: "SC",
      title: "",
      text: String.raw`<p>The scatterplot shows the elevation, in thousands of feet, and the air temperature, in degrees Fahrenheit (°F), recorded at \(10\) points along a hiking trail on the same afternoon. A line of best fit is also shown.</p>
${scatterPlot({
  id: "pt1-math-m1-12-plot",
  title: "Air temperature and elevation along a hiking trail",
  desc: "Scatterplot. Horizontal axis: elevation, in thousands of feet, from 0 to 10, with gridlines every 1 thousand feet. Vertical axis: temperature, in degrees Fahrenheit, from 20 to 80, with gridlines every 10 degrees. The 10 data points are (1, 67), (2, 61), (3, 59), (3.5, 54), (4.5, 53), (5, 49), (6.5, 41), (7, 43), (8, 40) and (9, 34). The line of best fit is a straight line that passes through the grid points (0, 70), (5, 50) and (10, 30).",
  x: { label: "Elevation (thousands of feet)", min: 0, max: 10, step: 1, labelEvery: 2 },
  y: { label: "Temperature (°F)", min: 20, max: 80, step: 10 },
  points: [
    [1, 67],
    [2, 61],
    [3, 59],
    [3.5, 54],
    [4.5, 53],
    [5, 49],
    [6.5, 41],
    [7, 43],
    [8, 40],
    [9, 34],
  ],
  fit: { slope: -4, intercept: 70 },
})}
<p>Based on the line of best fit, what is the predicted air temperature, in °F, at an elevation of \(6{,}500\) feet?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "two_variable_data",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:scatterplot-best-fit-predict"],
      choices: [{ text: String.raw`\(26\)` }, { text: String.raw`\(41\)` }, { text: String.raw`\(44\)`, correct: true }, { text: String.raw`\(46\)` }],
      explanation: String.raw`<p>The line of best fit passes through the grid points \((0, 70)\) and \((10, 30)\), so its slope is \(\frac{30 - 70}{10 - 0} = -4\): the predicted temperature falls \(4^\circ\)F for each \(1{,}000\) feet of elevation. Its equation is \(T = 70 - 4e\), with \(e\) in thousands of feet. An elevation of \(6{,}500\) feet is \(e = 6.5\), so \(T = 70 - 4(6.5) = 70 - 26 = 44\).</p>
<ul>
<li>\(26\) is the predicted drop in temperature from an elevation of \(0\), not the predicted temperature.</li>
<li>\(41\) is the temperature actually recorded at the data point at \(6{,}500\) feet, which lies below the line; the question asks for the line's prediction.</li>
<li>\(46\) is the prediction at \(6{,}000\) feet (\(70 - 24\)), not at \(6{,}500\) feet.</li>
</ul>`,
    },
    // 13 — medium, geometry, area and volume (OE)
    {
      id: "pt1-math-m1-13",
      type: "OE",
      title: "",
      text: String.raw`<p>A rectangular aquarium has interior dimensions of \(60\) centimeters long, \(30\) centimeters wide, and \(40\) centimeters tall. It contains water to a depth of \(32\) centimeters. How many liters of water must be added to fill the aquarium to the top? (\(1\) liter \(= 1{,}000\) cubic centimeters)</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:rect-prism-fill-remaining-liters"],
      answers: "14.4|||72/5",
      explanation: String.raw`<p>The empty space above the water is a rectangular box \(60\) cm long, \(30\) cm wide, and \(40 - 32 = 8\) cm tall. Its volume is \(60 \cdot 30 \cdot 8 = 14{,}400\) cubic centimeters. Convert: \(14{,}400 \div 1{,}000 = 14.4\) liters. Accepted entries: \(14.4\) or \(72/5\).</p>
<p>Common slips: \(57.6\) is the water already in the tank (\(60 \cdot 30 \cdot 32\) cubic centimeters), \(72\) is the full tank, and \(14400\) leaves the answer in cubic centimeters.</p>`,
    },
    // 14 — medium, advanced math, equivalent expressions
    {
      id: "pt1-math-m1-14",
      type: "SC",
      title: "",
      text: String.raw`<p>In the equation \((ax + 5)(2x - 3) = 6x^2 + bx - 15\), \(a\) and \(b\) are constants. If the equation is true for all values of \(x\), what is the value of \(b\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:poly-product-match-coefficients"],
      choices: [{ text: String.raw`\(-19\)` }, { text: String.raw`\(-9\)` }, { text: String.raw`\(-1\)` }, { text: String.raw`\(1\)`, correct: true }],
      explanation: String.raw`<p>Expand the left side: \((ax + 5)(2x - 3) = 2ax^2 - 3ax + 10x - 15 = 2ax^2 + (10 - 3a)x - 15\). For the two sides to be equal for all \(x\), matching coefficients must be equal. From the \(x^2\)-terms, \(2a = 6\), so \(a = 3\). From the \(x\)-terms, \(b = 10 - 3a = 10 - 9 = 1\).</p>
<ul>
<li>\(-19\) is \(-3a - 10\): it gives the product \(5 \cdot 2x\) the wrong sign.</li>
<li>\(-9\) is only \(-3a\): it leaves out the \(10x\) term from \(5 \cdot 2x\).</li>
<li>\(-1\) subtracts in the wrong order (\(3a - 10\)), which reverses the sign of the \(x\)-coefficient.</li>
</ul>`,
    },
    // 15 — medium, algebra, linear functions
    {
      id: "pt1-math-m1-15",
      type: "SC",
      title: "",
      text: String.raw`<p>A hiker climbs a trail at a constant rate of elevation gain. Two hours after she starts, her elevation is \(2{,}150\) feet, and \(5\) hours after she starts, her elevation is \(3{,}500\) feet. Which graph shows her elevation, in feet, \(t\) hours after she starts, for the first \(6\) hours?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:linear-model-two-points-graph"],
      choices: [
        {
          text: elevationGraph(
            "800",
            "A line graph. Time in hours from 0 to 6 on the horizontal axis; elevation in feet from 0 to 4,000 on the vertical axis, with gridlines every 250 feet. A straight line starts at 800 feet at time 0 and rises to 4,000 feet at about 4.7 hours.",
            675,
            800,
          ),
        },
        {
          text: elevationGraph(
            "1250",
            "A line graph. Time in hours from 0 to 6 on the horizontal axis; elevation in feet from 0 to 4,000 on the vertical axis, with gridlines every 250 feet. A straight line starts at 1,250 feet at time 0 and rises to 3,950 feet at 6 hours.",
            450,
            1250,
          ),
          correct: true,
        },
        {
          text: elevationGraph(
            "2150",
            "A line graph. Time in hours from 0 to 6 on the horizontal axis; elevation in feet from 0 to 4,000 on the vertical axis, with gridlines every 250 feet. A straight line starts at 2,150 feet at time 0 and rises to 4,000 feet at about 4.1 hours.",
            450,
            2150,
          ),
        },
        {
          text: elevationGraph(
            "450",
            "A line graph. Time in hours from 0 to 6 on the horizontal axis; elevation in feet from 0 to 4,000 on the vertical axis, with gridlines every 250 feet. A straight line starts at 450 feet at time 0 and rises steeply to 4,000 feet at about 2.8 hours.",
            1250,
            450,
          ),
        },
      ],
      explanation: String.raw`<p>The rate is the change in elevation divided by the change in time: \(\frac{3{,}500 - 2{,}150}{5 - 2} = \frac{1{,}350}{3} = 450\) feet per hour. Her starting elevation is \(2{,}150 - 2(450) = 1{,}250\) feet, so \(E(t) = 450t + 1{,}250\). Check: \(E(2) = 900 + 1{,}250 = 2{,}150\) and \(E(5) = 2{,}250 + 1{,}250 = 3{,}500\). The graph is the line that starts at \(1{,}250\) feet and rises \(450\) feet each hour, reaching \(3{,}950\) feet at \(6\) hours.</p>
<ul>
<li>The line that starts at \(2{,}150\) feet is \(E(t) = 450t + 2{,}150\): it uses the elevation after \(2\) hours as the starting elevation, so \(E(2) = 3{,}050\), not \(2{,}150\).</li>
<li>The line that starts at \(800\) feet is \(E(t) = 675t + 800\): it divides the \(1{,}350\)-foot gain by \(2\) hours instead of \(3\); it fits the \(2\)-hour point but gives \(E(5) = 4{,}175\), not \(3{,}500\).</li>
<li>The steep line that starts at \(450\) feet is \(E(t) = 1{,}250t + 450\): it swaps the rate and the starting elevation.</li>
</ul>`,
    },
    // 16 — hard, advanced math, nonlinear functions (exponential)
    {
      id: "pt1-math-m1-16",
      type: "SC",
      title: "",
      text: String.raw`<p>After an aquarium is treated, the area \(A\) covered by algae on its glass, in square centimeters, \(t\) days after the treatment is modeled by an exponential function. The graph of the model is shown, with the points it passes through at \(t = 0\), \(4\), \(8\), \(12\) and \(16\) marked.</p>
${lineGraph({
  id: "pt1-math-m1-16-graph",
  title: "Area covered by algae after the treatment",
  desc: "Graph of a decreasing exponential curve. Horizontal axis: time t, in days, from 0 to 16. Vertical axis: area A, in square centimeters, from 0 to 700. The curve falls ever less steeply through the marked points (0, 640), (4, 320), (8, 160), (12, 80) and (16, 40).",
  x: { label: "Time (days), t", min: 0, max: 16, step: 1, labelEvery: 4 },
  y: { label: "Area (square centimeters), A", min: 0, max: 700, step: 50, labelEvery: 100 },
  series: [
    { points: Array.from({ length: 65 }, (_, i): [number, number] => [i / 4, 640 * 0.5 ** (i / 16)]), marks: false },
    {
      points: [
        [0, 640],
        [4, 320],
        [8, 160],
        [12, 80],
        [16, 40],
      ],
      line: false,
    },
  ],
})}
<p>According to the model, which of the following is closest to the percent by which the area covered by algae decreases each day?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:exp-graph-half-life-percent-day"],
      choices: [{ text: String.raw`\(16\%\)`, correct: true }, { text: String.raw`\(19\%\)` }, { text: String.raw`\(50\%\)` }, { text: String.raw`\(84\%\)` }],
      explanation: String.raw`<p>The marked points show that the area halves every \(4\) days (\(640\), \(320\), \(160\), …), so the model is \(A(t) = 640\left(\frac{1}{2}\right)^{t/4}\). Rewrite it with a daily growth factor: \(\left(\frac{1}{2}\right)^{t/4} = \left(\left(\frac{1}{2}\right)^{1/4}\right)^{t}\), and \(\left(\frac{1}{2}\right)^{1/4} \approx 0.8409\). So \(A(t) \approx 640(0.8409)^t\): each day the area is about \(84.09\%\) of the previous day's area, a decrease of about \(100\% - 84.09\% = 15.91\%\), which is closest to \(16\%\). (Check: \(0.8409^4 \approx 0.5\), so four daily decreases of about \(16\%\) halve the area.)</p>
<ul>
<li>\(19\%\) measures the daily drop against the smaller, later area (\(\frac{1}{0.8409} - 1 \approx 0.19\)) instead of against the area at the start of the day.</li>
<li>\(50\%\) is the decrease over \(4\) days, not over \(1\) day.</li>
<li>\(84\%\) is the percent of the area that remains after each day, not the percent by which it decreases.</li>
</ul>`,
    },
    // 17 — hard, PSDA, probability, table (OE)
    {
      id: "pt1-math-m1-17",
      type: "OE",
      title: "",
      text: String.raw`<p>A phone company surveyed \(250\) of its customers. The table shows the number of surveyed customers in each age group who have each of three data plans.</p>
<table>
<caption>Surveyed customers by data plan and age group</caption>
<thead><tr><th scope="col">Data plan</th><th scope="col">Under 30 years old</th><th scope="col">30 years old or older</th><th scope="col">Total</th></tr></thead>
<tbody>
<tr><th scope="row">Basic</th><td>18</td><td>42</td><td>60</td></tr>
<tr><th scope="row">Standard</th><td>36</td><td>54</td><td>90</td></tr>
<tr><th scope="row">Unlimited</th><td>66</td><td>34</td><td>100</td></tr>
<tr><th scope="row">Total</th><td>120</td><td>130</td><td>250</td></tr>
</tbody>
</table>
<p>If one of the surveyed customers who does <b>not</b> have the Unlimited plan is selected at random, what is the probability that the selected customer is under \(30\) years old?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "probability",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:two-way-table-probability"],
      answers: "9/25|||18/50|||27/75|||.36|||0.36",
      explanation: String.raw`<p>The selection is made only from customers without the Unlimited plan, that is, the Basic and Standard customers: \(60 + 90 = 150\) customers. Of these, \(18 + 36 = 54\) are under \(30\). The probability is \(\frac{54}{150} = \frac{9}{25} = 0.36\). Accepted entries: \(9/25\), \(.36\), \(0.36\) (or any equal fraction that fits, such as \(18/50\)).</p>
<p>Common slips: \(\frac{54}{250} = 0.216\) divides by all surveyed customers instead of those without the Unlimited plan; \(\frac{54}{120} = 0.45\) divides by all customers under \(30\) (the reverse condition); \(\frac{66}{250} = 0.264\) uses the Unlimited row.</p>`,
    },
    // 18 — hard, algebra, systems of linear equations
    {
      id: "pt1-math-m1-18",
      type: "SC",
      title: "",
      text: String.raw`<p>\(4x - ky = 12\)<br>\(6x + 9y = 15\)</p>
<p>In the system of equations above, \(k\) is a constant. For what value of \(k\) does the system have no solution?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:system-no-solution-find-constant"],
      choices: [{ text: String.raw`\(-6\)`, correct: true }, { text: String.raw`\(6\)` }, { text: String.raw`\(9\)` }, { text: String.raw`\(\frac{27}{2}\)` }],
      explanation: String.raw`<p>A system of two linear equations has no solution when the lines are parallel and distinct: the \(x\)- and \(y\)-coefficients are proportional but the constants are not. Multiply the second equation by \(\frac{2}{3}\) so that its \(x\)-coefficient is \(4\): \(4x + 6y = 10\). The first equation, \(4x - ky = 12\), has the same \(x\)-coefficient, so the \(y\)-coefficients must also match: \(-k = 6\), so \(k = -6\). Then the system is \(4x + 6y = 12\) and \(4x + 6y = 10\); the same expression cannot equal both \(12\) and \(10\), so there is no solution.</p>
<ul>
<li>\(9\) copies the other equation's \(y\)-coefficient, but equal \(y\)-coefficients do not make the lines parallel: \(4x - 9y = 12\) has slope \(\frac{4}{9}\) and \(6x + 9y = 15\) has slope \(-\frac{2}{3}\), so the system has exactly one solution.</li>
<li>\(6\) ignores the minus sign in \(-ky\); the first equation becomes \(4x - 6y = 12\), whose line has a different slope from the second, so the system has exactly one solution.</li>
<li>\(\frac{27}{2}\) sets up the proportion upside down (\(\frac{6}{4} = \frac{k}{9}\)) and also ignores the minus sign in \(-ky\); the lines still have different slopes and meet once.</li>
</ul>`,
    },
    // 19 — hard, advanced math, nonlinear systems (OE)
    {
      id: "pt1-math-m1-19",
      type: "OE",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, the graph of \(y = x^2 - 4x + 7\) and the line \(y = 2x + k\), where \(k\) is a constant, intersect at exactly one point. What is the value of \(k\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:parabola-line-one-intersection"],
      answers: "-2",
      explanation: String.raw`<p>At an intersection point, \(x^2 - 4x + 7 = 2x + k\), which rearranges to \(x^2 - 6x + (7 - k) = 0\). The graphs meet at exactly one point when this quadratic has exactly one real solution, that is, when its discriminant is \(0\): \((-6)^2 - 4(1)(7 - k) = 0\), so \(36 - 28 + 4k = 0\), \(8 + 4k = 0\), and \(k = -2\).</p>
<p>Check: with \(k = -2\) the equation is \(x^2 - 6x + 9 = (x - 3)^2 = 0\), so \(x = 3\) only; both graphs pass through \((3, 4)\). Common slips: \(2\) comes from a sign error in \(-4(7 - k)\), and \(9\) is the constant term \(7 - k\) of the perfect square, not \(k\).</p>`,
    },
    // 20 — hard, algebra, linear equations in two variables
    {
      id: "pt1-math-m1-20",
      type: "SC",
      title: "",
      text: String.raw`<p>The graph of line \(k\) is shown in the \(xy\)-plane. Line \(\ell\) (not shown) is perpendicular to line \(k\) and passes through the point \((-3, 8)\).</p>
${plane({
  id: "pt1-math-m1-20-graph",
  title: "Line k in the xy-plane",
  desc: "An xy-plane with x and y from negative 8 to 8, gridlines every 1 unit. Line k rises from left to right and passes through the grid points (negative 4, negative 3), (1, negative 1) and (6, 1), which are marked.",
  x: { min: -8, max: 8 },
  y: { min: -8, max: 8 },
  graphs: [{ line: { slope: 2 / 5, intercept: -7 / 5 } }],
  points: [{ at: [-4, -3] }, { at: [1, -1] }, { at: [6, 1] }],
  labels: [{ at: [7, 2.4], text: "k" }],
})}
<p>What is the \(y\)-coordinate of the \(y\)-intercept of line \(\ell\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:perpendicular-line-y-intercept"],
      choices: [
        { text: String.raw`\(\frac{1}{2}\)`, correct: true },
        { text: String.raw`\(\frac{34}{5}\)` },
        { text: String.raw`\(\frac{46}{5}\)` },
        { text: String.raw`\(\frac{31}{2}\)` },
      ],
      explanation: String.raw`<p>Line \(k\) passes through \((1, -1)\) and \((6, 1)\), so its slope is \(\frac{1 - (-1)}{6 - 1} = \frac{2}{5}\). A perpendicular line has the negative reciprocal slope, \(-\frac{5}{2}\). Line \(\ell\) passes through \((-3, 8)\): \(y - 8 = -\frac{5}{2}(x + 3)\), so \(y = -\frac{5}{2}x - \frac{15}{2} + 8 = -\frac{5}{2}x + \frac{1}{2}\). The \(y\)-intercept is \(\left(0, \frac{1}{2}\right)\).</p>
<ul>
<li>\(\frac{34}{5}\) uses the slope \(-\frac{2}{5}\), changing the sign of line \(k\)'s slope without taking its reciprocal: \(8 - \frac{2}{5}(3) = \frac{34}{5}\).</li>
<li>\(\frac{46}{5}\) uses slope \(\frac{2}{5}\), which gives a line parallel to line \(k\), not perpendicular to it.</li>
<li>\(\frac{31}{2}\) uses slope \(\frac{5}{2}\): it takes the reciprocal but does not change the sign.</li>
</ul>`,
    },
    // 21 — hard, geometry, circles
    {
      id: "pt1-math-m1-21",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, the graph of \(x^2 + y^2 - 8x + 6y - 11 = 0\) is a circle. The line \(x = k\), where \(k\) is a positive constant, is tangent to the circle. What is the value of \(k\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:circle-general-vertical-tangent"],
      choices: [{ text: String.raw`\(2\)` }, { text: String.raw`\(4\)` }, { text: String.raw`\(6\)` }, { text: String.raw`\(10\)`, correct: true }],
      explanation: String.raw`<p>Complete the square in \(x\) and in \(y\): \((x^2 - 8x + 16) + (y^2 + 6y + 9) = 11 + 16 + 9\), so \((x - 4)^2 + (y + 3)^2 = 36\). The circle has center \((4, -3)\) and radius \(6\). A vertical line \(x = k\) is tangent to the circle when it is exactly one radius to the left or right of the center: \(k = 4 - 6 = -2\) or \(k = 4 + 6 = 10\). Since \(k\) is positive, \(k = 10\).</p>
<ul>
<li>\(2\) uses a center of \((-4, 3)\) (the signs of the center reversed): \(-4 + 6 = 2\).</li>
<li>\(4\) is the \(x\)-coordinate of the center: the line \(x = 4\) passes through the center and cuts the circle at two points.</li>
<li>\(6\) is the radius of the circle, not the position of the tangent line.</li>
</ul>`,
    },
    // 22 — hard, advanced math, nonlinear functions (quadratic) (OE)
    {
      id: "pt1-math-m1-22",
      type: "OE",
      title: "",
      text: String.raw`<p>The quadratic function \(g\) has a minimum value of \(-8\) at \(x = 3\), and \(g(5) = 4\). What is the value of \(g(0)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:quadratic-from-vertex-and-point"],
      answers: "19",
      explanation: String.raw`<p>A quadratic with its minimum value \(-8\) at \(x = 3\) has vertex \((3, -8)\), so \(g(x) = a(x - 3)^2 - 8\) with \(a > 0\). Use \(g(5) = 4\): \(a(2)^2 - 8 = 4\), so \(4a = 12\) and \(a = 3\). Then \(g(0) = 3(0 - 3)^2 - 8 = 27 - 8 = 19\).</p>
<p>Check by symmetry: \(g(1) = g(5) = 4\), and \(g(0) = 3(9) - 8 = 19\). Common slips: \(1\) comes from \(g(x) = (x - 3)^2 - 8\) without finding \(a\), and \(46\) comes from forgetting to square \(5 - 3\) (so \(2a - 8 = 4\) and \(a = 6\)).</p>`,
    },
  ],
};
export default module;
