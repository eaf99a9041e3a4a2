import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { drawing, mathText, plane, scatterPlot, seg, text } from "../../figures";
import type { ModuleSchema } from "../../schema";

const module: z.input<typeof ModuleSchema> = {
  id: "pt2-math-m1",
  name: "Section 2, Module 1: Math",
  test: "math",
  module: 1,
  variant: "standard",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — easy, algebra, linear equation in one variable with fractions
    {
      id: "pt2-math-m1-01",
      type: "SC",
      title: "",
      text: String.raw`<p>\(\frac{x}{3} + \frac{x}{4} = 14\)</p>
<p>What value of \(x\) is the solution to the given equation?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:linear-eq-sum-of-fractional-parts"],
      choices: [{ text: String.raw`\(2\)` }, { text: String.raw`\(7\)` }, { text: String.raw`\(\frac{49}{6}\)` }, { text: String.raw`\(24\)`, correct: true }],
      explanation: String.raw`<p>Multiply both sides by \(12\), the least common denominator of \(3\) and \(4\): \(12 \cdot \frac{x}{3} + 12 \cdot \frac{x}{4} = 12 \cdot 14\), so \(4x + 3x = 168\). Then \(7x = 168\) and \(x = 24\). Check: \(\frac{24}{3} + \frac{24}{4} = 8 + 6 = 14\).</p>
<ul>
<li>\(2\) comes from multiplying only the left side by \(12\) (\(4x + 3x = 14\)); both sides must be multiplied.</li>
<li>\(\frac{49}{6}\) comes from combining the left side correctly into \(\frac{7x}{12} = 14\) but then multiplying \(14\) by \(\frac{7}{12}\) instead of by its reciprocal \(\frac{12}{7}\).</li>
<li>\(7\) clears each fraction with its own denominator (\(x + x = 14\)), multiplying the terms by different numbers, which changes the equation.</li>
</ul>`,
    },
    // 02 — easy, PSDA, rates and unit conversion
    {
      id: "pt2-math-m1-02",
      type: "SC",
      title: "",
      text: String.raw`<p>A cyclist rides at a constant speed of \(6\) meters per second. What is this speed in kilometers per hour? (\(1\) kilometer \(= 1{,}000\) meters)</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:speed-unit-conversion-mps-to-kmh"],
      choices: [
        { text: String.raw`\(\frac{5}{3}\)` },
        { text: String.raw`\(21.6\)`, correct: true },
        { text: String.raw`\(360\)` },
        { text: String.raw`\(21{,}600\)` },
      ],
      explanation: String.raw`<p>An hour has \(60 \cdot 60 = 3{,}600\) seconds, so in one hour the cyclist rides \(6 \cdot 3{,}600 = 21{,}600\) meters. Dividing by \(1{,}000\) meters per kilometer gives \(21.6\) kilometers, so the speed is \(21.6\) kilometers per hour.</p>
<ul>
<li>\(360\) is the distance in meters per minute (\(6 \cdot 60\)): it converts seconds to minutes only and never converts meters to kilometers.</li>
<li>\(\frac{5}{3}\) applies both conversions upside down, multiplying by \(1{,}000\) and dividing by \(3{,}600\).</li>
<li>\(21{,}600\) is the distance in meters per hour; it was never divided by \(1{,}000\) to give kilometers.</li>
</ul>`,
    },
    // 03 — easy, advanced math, equivalent expressions (a factor of a trinomial)
    {
      id: "pt2-math-m1-03",
      type: "SC",
      title: "",
      text: String.raw`<p>Which of the following is a factor of \(x^2 + 2x - 35\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:factor-trinomial-which-factor"],
      choices: [
        { text: String.raw`\(x + 7\)`, correct: true },
        { text: String.raw`\(x + 2\)` },
        { text: String.raw`\(x + 5\)` },
        { text: String.raw`\(x - 7\)` },
      ],
      explanation: String.raw`<p>Look for two numbers whose product is \(-35\) and whose sum is \(2\): \(7\) and \(-5\). So \(x^2 + 2x - 35 = (x + 7)(x - 5)\), and \(x + 7\) is a factor. Expanding checks it: \((x + 7)(x - 5) = x^2 - 5x + 7x - 35 = x^2 + 2x - 35\). (Equivalently, \(x = -7\) makes the trinomial \(49 - 14 - 35 = 0\).)</p>
<ul>
<li>\(x - 7\) swaps the signs of the pair: \((x - 7)(x + 5) = x^2 - 2x - 35\), whose middle term is \(-2x\); at \(x = 7\) the given trinomial is \(28\), not \(0\).</li>
<li>\(x + 5\) comes from the same sign swap; at \(x = -5\) the given trinomial is \(-20\), not \(0\).</li>
<li>\(x + 2\) copies the middle coefficient into a factor; at \(x = -2\) the given trinomial is \(-35\), not \(0\).</li>
</ul>`,
    },
    // 04 — easy, algebra, linear functions (OE)
    {
      id: "pt2-math-m1-04",
      type: "OE",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 3x - 5\). If \(f(a) = 16\), what is the value of \(a\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:linear-function-input-output"],
      answers: "7",
      explanation: String.raw`<p>\(f(a) = 3a - 5\), so \(3a - 5 = 16\). Add \(5\) to both sides: \(3a = 21\). Divide by \(3\): \(a = 7\). Check: \(f(7) = 21 - 5 = 16\).</p>
<p>Common slips: \(43\) is \(f(16)\), the output for an input of \(16\), not the input that gives an output of \(16\); \(\frac{11}{3}\) comes from subtracting \(5\) instead of adding it.</p>`,
    },
    // 05 — easy, geometry, parallel lines and a transversal (figure)
    {
      id: "pt2-math-m1-05",
      type: "SC",
      title: "",
      text: String.raw`${drawing({ id: "pt2-math-m1-05-figure", title: "Parallel lines l and m cut by transversal t", desc: "Two horizontal parallel lines, line l above and line m below, are crossed by a transversal t that runs from upper left to lower right, steeply. Where t meets line l, the angle below line l and to the right of t is marked (2x + 15) degrees. Where t meets line m, the angle above line m and to the right of t is marked (3x minus 5) degrees. Both marked angles lie between the parallel lines on the same side of the transversal." }, 360, 240, seg([20, 70], [340, 70]) + seg([20, 180], [340, 180]) + seg([183, 15], [210, 235]) + text([326, 60], "ℓ", { anchor: "start", italic: true }) + text([326, 170], "m", { anchor: "start", italic: true }) + text([216, 232], "t", { anchor: "start", italic: true }) + mathText([200, 96], "(2x + 15)°", { anchor: "start" }) + mathText([214, 170], "(3x − 5)°", { anchor: "start" }))}
<p>In the figure, line \(\ell\) is parallel to line \(m\). What is the value of \(x\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:par-lines-same-side-int-alg"],
      choices: [{ text: String.raw`\(34\)`, correct: true }, { text: String.raw`\(36\)` }, { text: String.raw`\(38\)` }, { text: String.raw`\(83\)` }],
      explanation: String.raw`<p>The two marked angles lie between the parallel lines and on the same side of the transversal, so they are same-side interior angles, which are supplementary: \((2x + 15) + (3x - 5) = 180\). Combine like terms: \(5x + 10 = 180\), so \(5x = 170\) and \(x = 34\). Check: the angles measure \(83^\circ\) and \(97^\circ\), which add up to \(180^\circ\).</p>
<ul>
<li>\(36\) drops the constants \(15\) and \(-5\) and solves \(2x + 3x = 180\).</li>
<li>\(38\) comes from combining the constants as \(-15 + 5 = -10\) instead of \(15 - 5 = 10\), which gives \(5x - 10 = 180\).</li>
<li>\(83\) is the measure of the angle marked \((2x + 15)^\circ\), not the value of \(x\).</li>
</ul>`,
    },
    // 06 — easy, advanced math, nonlinear functions (exponential)
    {
      id: "pt2-math-m1-06",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(g\) is defined by \(g(x) = 5(3)^x\). What is the value of \(g(3)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:exponential-function-evaluate"],
      choices: [{ text: String.raw`\(135\)`, correct: true }, { text: String.raw`\(243\)` }, { text: String.raw`\(375\)` }, { text: String.raw`\(3{,}375\)` }],
      explanation: String.raw`<p>Substitute \(x = 3\): \(g(3) = 5(3)^3 = 5 \cdot 27 = 135\). The exponent applies to the base \(3\) only, and the result is then multiplied by \(5\).</p>
<ul>
<li>\(243\) is \(3^5\): it uses the coefficient \(5\) as the exponent.</li>
<li>\(375\) swaps the roles of the numbers, computing \(5^3 \cdot 3\).</li>
<li>\(3{,}375\) multiplies \(5 \cdot 3\) first and then cubes the product (\(15^3\)); the exponent does not apply to the coefficient \(5\).</li>
</ul>`,
    },
    // 07 — easy, PSDA, percentages (row percents of a two-way table)
    {
      id: "pt2-math-m1-07",
      type: "SC",
      title: "",
      text: String.raw`<p>The table shows the members of a school club by grade and by how they usually get to school.</p>
<table>
<caption>Club members by grade and way of getting to school</caption>
<thead><tr><th scope="col">Grade</th><th scope="col">Bus</th><th scope="col">Walk</th><th scope="col">Car</th><th scope="col">Total</th></tr></thead>
<tbody>
<tr><th scope="row">Grade 9</th><td>18</td><td>14</td><td>8</td><td>40</td></tr>
<tr><th scope="row">Grade 10</th><td>30</td><td>8</td><td>12</td><td>50</td></tr>
<tr><th scope="row">Total</th><td>48</td><td>22</td><td>20</td><td>90</td></tr>
</tbody>
</table>
<p>The percent of grade 10 members who ride the bus is how many percentage points greater than the percent of grade 9 members who ride the bus?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:two-way-row-percent-difference"],
      choices: [{ text: String.raw`\(12\)` }, { text: String.raw`\(15\)`, correct: true }, { text: String.raw`\(25\)` }, { text: String.raw`\(60\)` }],
      explanation: String.raw`<p>Compare each grade's bus riders with that grade's own total. In grade 9, \(\frac{18}{40} = 45\%\) ride the bus; in grade 10, \(\frac{30}{50} = 60\%\) do. The difference is \(60 - 45 = 15\) percentage points.</p>
<ul>
<li>\(12\) subtracts the numbers of bus riders, \(30 - 18\), but the grades have different numbers of members, so counts are not percents.</li>
<li>\(25\) divides by the total of bus riders instead of each grade's total: \(\frac{30}{48} = 62.5\%\) and \(\frac{18}{48} = 37.5\%\) are the shares of the bus riders who are in each grade.</li>
<li>\(60\) is the percent of grade 10 members who ride the bus, not the difference between the two grades.</li>
</ul>`,
    },
    // 08 — medium, algebra, systems of linear equations (OE)
    {
      id: "pt2-math-m1-08",
      type: "OE",
      title: "",
      text: String.raw`<p>\(y = 2x - 1\)<br>\(3x + 2y = 33\)</p>
<p>The solution to the given system of equations is \((x, y)\). What is the value of \(x + y\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:system-substitution-sum-solution"],
      answers: "14",
      explanation: String.raw`<p>Substitute \(2x - 1\) for \(y\) in the second equation: \(3x + 2(2x - 1) = 33\), so \(3x + 4x - 2 = 33\) and \(7x = 35\), which gives \(x = 5\). Then \(y = 2(5) - 1 = 9\). Check in the second equation: \(3(5) + 2(9) = 15 + 18 = 33\). So \(x + y = 5 + 9 = 14\).</p>
<p>Common slips: stopping at \(x = 5\) or at \(y = 9\) instead of adding them; distributing \(2(2x - 1)\) as \(4x - 1\), which gives \(7x = 34\).</p>`,
    },
    // 09 — medium, algebra, linear inequalities
    {
      id: "pt2-math-m1-09",
      type: "SC",
      title: "",
      text: String.raw`<p>What is the least integer value of \(x\) that satisfies the inequality \(7 - 3x \lt 25\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:min-int-sol-neg-coef"],
      choices: [{ text: String.raw`\(-10\)` }, { text: String.raw`\(-7\)` }, { text: String.raw`\(-6\)` }, { text: String.raw`\(-5\)`, correct: true }],
      explanation: String.raw`<p>Subtract \(7\) from both sides: \(-3x \lt 18\). Dividing both sides by \(-3\) reverses the inequality: \(x \gt -6\). The integers greater than \(-6\) are \(-5, -4, -3, \ldots\), so the least one is \(-5\). Check: \(7 - 3(-5) = 22\), which is less than \(25\).</p>
<ul>
<li>\(-10\) comes from adding \(7\) to both sides instead of subtracting it (\(-3x \lt 32\), so \(x \gt -\frac{32}{3}\), and the least integer greater than \(-\frac{32}{3}\) is \(-10\)).</li>
<li>\(-6\) is the boundary value, but \(7 - 3(-6) = 25\), and \(25\) is not less than \(25\), so \(-6\) does not satisfy the strict inequality.</li>
<li>\(-7\) forgets to reverse the inequality when dividing by \(-3\) (\(x \lt -6\)); in fact \(7 - 3(-7) = 28\), which is not less than \(25\).</li>
</ul>`,
    },
    // 10 — medium, advanced math, nonlinear equations (quadratic formula)
    {
      id: "pt2-math-m1-10",
      type: "SC",
      title: "",
      text: String.raw`<p>\(x^2 - 6x + 4 = 0\)</p>
<p>What are the solutions to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:quad-formula-irrat-sols"],
      choices: [
        { text: String.raw`\(x = 3 \pm 2\sqrt{5}\)` },
        { text: String.raw`\(x = 3 \pm \sqrt{5}\)`, correct: true },
        { text: String.raw`\(x = -3 \pm \sqrt{5}\)` },
        { text: String.raw`\(x = 3 \pm \sqrt{13}\)` },
      ],
      explanation: String.raw`<p>The quadratic does not factor over the integers, so use the quadratic formula with \(a = 1\), \(b = -6\), \(c = 4\): \(x = \frac{6 \pm \sqrt{(-6)^2 - 4(1)(4)}}{2} = \frac{6 \pm \sqrt{20}}{2}\). Since \(\sqrt{20} = 2\sqrt{5}\), \(x = \frac{6 \pm 2\sqrt{5}}{2} = 3 \pm \sqrt{5}\). (Completing the square gives the same result: \((x - 3)^2 = 5\).)</p>
<ul>
<li>\(x = 3 \pm 2\sqrt{5}\) divides \(6\) by \(2\) but not \(2\sqrt{5}\); both terms of the numerator must be divided by \(2\).</li>
<li>\(x = -3 \pm \sqrt{5}\) uses \(b\) instead of \(-b\) in the formula, so the sign of the center is wrong.</li>
<li>\(x = 3 \pm \sqrt{13}\) adds \(4ac\) under the radical (\(36 + 16 = 52\)) instead of subtracting it.</li>
</ul>`,
    },
    // 11 — medium, PSDA, two-variable data (scatterplot, slope of the line of best fit)
    {
      id: "pt2-math-m1-11",
      type: "SC",
      title: "",
      text: String.raw`<p>The scatterplot shows the daily high temperature, in degrees Fahrenheit (°F), and the number of cups of hot cocoa a café sold on each of \(10\) days. A line of best fit is also shown.</p>
${scatterPlot({
  id: "pt2-math-m1-11-plot",
  title: "Cups of hot cocoa sold and daily high temperature",
  desc: "Scatterplot. Horizontal axis: daily high temperature in degrees Fahrenheit, from 30 to 80, with gridlines every 10 degrees. Vertical axis: cups of hot cocoa sold, from 20 to 100, with gridlines every 10 cups. The 10 data points are (32, 88), (38, 76), (41, 77), (45, 66), (50, 62), (54, 52), (58, 50), (63, 39), (67, 37) and (72, 26). The line of best fit slopes downward and passes through the grid points (30, 90), (50, 60) and (70, 30).",
  x: { label: "Daily high temperature (°F)", min: 30, max: 80, step: 10 },
  y: { label: "Cups of hot cocoa sold", min: 20, max: 100, step: 10 },
  points: [
    [32, 88],
    [38, 76],
    [41, 77],
    [45, 66],
    [50, 62],
    [54, 52],
    [58, 50],
    [63, 39],
    [67, 37],
    [72, 26],
  ],
  fit: { slope: -1.5, intercept: 135 },
})}
<p>Which of the following is the best interpretation of the slope of the line of best fit in this context?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "two_variable_data",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:scatterplot-best-fit-slope-meaning"],
      choices: [
        { text: String.raw`For each increase of \(10^\circ\)F in the daily high temperature, the predicted number of cups sold decreases by about \(1.5\).` },
        {
          text: String.raw`For each increase of \(1^\circ\)F in the daily high temperature, the predicted number of cups sold decreases by about \(1.5\).`,
          correct: true,
        },
        { text: String.raw`On a day with a high temperature of \(0^\circ\)F, the predicted number of cups of hot cocoa the café sells is about \(135\).` },
        {
          text: String.raw`For each additional cup of hot cocoa sold, the predicted daily high temperature is about \(1.5^\circ\)F lower than it would otherwise be.`,
        },
      ],
      explanation: String.raw`<p>The line of best fit passes through the grid points \((30, 90)\) and \((70, 30)\), so its slope is \(\frac{30 - 90}{70 - 30} = \frac{-60}{40} = -1.5\) cups per degree. The slope is the predicted change in cups sold for each increase of \(1^\circ\)F: the line predicts about \(1.5\) fewer cups for each degree warmer.</p>
<ul>
<li>“For each additional cup … about \(1.5^\circ\)F lower” reverses the roles of the variables: the slope gives the change in cups per degree, not the change in degrees per cup (which would be about \(\frac{2}{3}\) of a degree).</li>
<li>“For each increase of \(10^\circ\)F … decreases by about \(1.5\)” misreads the grid: over \(10^\circ\)F the line falls \(15\) cups, not \(1.5\).</li>
<li>“About \(135\) cups at \(0^\circ\)F” describes the \(y\)-intercept of the line (\(90 + 1.5 \cdot 30 = 135\)), not its slope, and \(0^\circ\)F lies far outside the data.</li>
</ul>`,
    },
    // 12 — medium, geometry, right triangles and trigonometry
    {
      id: "pt2-math-m1-12",
      type: "SC",
      title: "",
      text: String.raw`<p>In right triangle \(ABC\), angle \(C\) is the right angle, \(AB = 34\), and \(\cos A = \frac{8}{17}\). What is the length of side \(BC\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "right_triangles_trigonometry",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:cosine-hyp-find-opp-leg"],
      choices: [{ text: String.raw`\(15\)` }, { text: String.raw`\(16\)` }, { text: String.raw`\(18\)` }, { text: String.raw`\(30\)`, correct: true }],
      explanation: String.raw`<p>\(\cos A = \frac{AC}{AB}\) (adjacent over hypotenuse), so \(AC = 34 \cdot \frac{8}{17} = 16\). Side \(BC\) is the leg opposite angle \(A\); by the Pythagorean theorem, \(BC = \sqrt{34^2 - 16^2} = \sqrt{1{,}156 - 256} = \sqrt{900} = 30\). (The sides are \(2\) times the \(8\)-\(15\)-\(17\) right triangle.)</p>
<ul>
<li>\(16\) is \(AC\), the leg adjacent to angle \(A\), which the cosine gives directly; the question asks for the opposite leg.</li>
<li>\(18\) subtracts the lengths (\(34 - 16\)) instead of their squares.</li>
<li>\(15\) uses the \(8\)-\(15\)-\(17\) right triangle without scaling it up to the hypotenuse \(34\).</li>
</ul>`,
    },
    // 13 — medium, advanced math, nonlinear functions, composition (OE)
    {
      id: "pt2-math-m1-13",
      type: "OE",
      title: "",
      text: String.raw`<p>The functions \(f\) and \(g\) are defined by \(f(x) = x^2 + 1\) and \(g(x) = 2x - 3\). What is the value of \(f(g(4))\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:composite-function-evaluate"],
      answers: "26",
      explanation: String.raw`<p>Work from the inside out. First \(g(4) = 2(4) - 3 = 5\). Then \(f(g(4)) = f(5) = 5^2 + 1 = 26\).</p>
<p>Common slips: \(31\) is \(g(f(4)) = g(17)\), the composition in the other order; \(85\) is the product \(f(4) \cdot g(4) = 17 \cdot 5\); \(5\) stops after the inner function.</p>`,
    },
    // 14 — medium, algebra, linear equations in two variables (OE)
    {
      id: "pt2-math-m1-14",
      type: "OE",
      title: "",
      text: String.raw`<p>The graph shows a line in the \(xy\)-plane that passes through the points \((2, 5)\) and \((6, -3)\).</p>
${plane({
  id: "pt2-math-m1-14-graph",
  title: "A line through two points",
  desc: "An xy-plane with x and y from negative 8 to 8, gridlines every 1 unit. A line falling from left to right passes through the marked points (2, 5) and (6, negative 3), which are labeled; it crosses the x-axis between 4 and 5.",
  x: { min: -8, max: 8 },
  y: { min: -8, max: 8 },
  graphs: [{ line: { slope: -2, intercept: 9 } }],
  points: [
    { at: [2, 5], label: "(2, 5)" },
    { at: [6, -3], label: "(6, −3)" },
  ],
})}
<p>What is the \(x\)-coordinate of the \(x\)-intercept of the line?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:line-thru-two-pts-x-int"],
      answers: "9/2|||4.5",
      explanation: String.raw`<p>The slope is \(\frac{-3 - 5}{6 - 2} = \frac{-8}{4} = -2\). Using the point \((2, 5)\): \(y - 5 = -2(x - 2)\), so \(y = -2x + 9\). At the \(x\)-intercept \(y = 0\): \(0 = -2x + 9\), so \(x = \frac{9}{2} = 4.5\). Check with the other point: \(-2(6) + 9 = -3\). Accepted entries: \(9/2\) or \(4.5\).</p>
<p>Common slips: \(9\) is the \(y\)-intercept, not the \(x\)-intercept; a slope computed as \(-\frac{1}{2}\) (run over rise) leads to \(12\).</p>`,
    },
    // 15 — medium, PSDA, sample statistics and margin of error
    {
      id: "pt2-math-m1-15",
      type: "SC",
      title: "",
      text: String.raw`<p>A town's planning office selected \(400\) adult residents of the town at random and asked whether they support building a new public library. Of the residents surveyed, \(62\%\) said they support it. The margin of error associated with this estimate is \(4\) percentage points. Which of the following is the most appropriate conclusion?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "sample_statistics",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:margin-error-interval-meaning"],
      choices: [
        { text: String.raw`Between \(58\%\) and \(66\%\) of the \(400\) residents who were surveyed said they support building the new library.` },
        { text: String.raw`Exactly \(62\%\) of all adult residents of the town support building the new library, since the sample was random.` },
        { text: String.raw`It is plausible that between \(58\%\) and \(66\%\) of all the town's adult residents support the new library.`, correct: true },
        { text: String.raw`It is impossible for fewer than \(58\%\) of all the town's adult residents to support building the new library.` },
      ],
      explanation: String.raw`<p>A margin of error describes how far a sample estimate may plausibly be from the true value for the whole population. The sample estimate is \(62\%\) and the margin of error is \(4\) percentage points, so plausible values for the percent of all adult residents who support the library run from \(62 - 4 = 58\%\) to \(62 + 4 = 66\%\).</p>
<ul>
<li>“Between \(58\%\) and \(66\%\) of the \(400\) residents who were surveyed” applies the interval to the sample, but the sample's percent is known exactly: it is \(62\%\).</li>
<li>“Exactly \(62\%\) of all adult residents” ignores sampling variability: a random sample gives an estimate of the population percent, not its exact value.</li>
<li>“Impossible for fewer than \(58\%\)” treats the interval as a guarantee; values outside it are unlikely, not impossible.</li>
</ul>`,
    },
    // 16 — hard, advanced math, equivalent expressions (algebraic identity)
    {
      id: "pt2-math-m1-16",
      type: "SC",
      title: "",
      text: String.raw`<p>If \(x^2 + y^2 = 40\) and \(xy = 12\), what is the value of \((x - y)^2\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:square-diff-sum-squares-product"],
      choices: [{ text: String.raw`\(16\)`, correct: true }, { text: String.raw`\(28\)` }, { text: String.raw`\(40\)` }, { text: String.raw`\(64\)` }],
      explanation: String.raw`<p>Expand: \((x - y)^2 = x^2 - 2xy + y^2 = (x^2 + y^2) - 2xy\). Substitute: \(40 - 2(12) = 16\). (For example, \(x = 6\) and \(y = 2\) satisfy both equations, and \((6 - 2)^2 = 16\).)</p>
<ul>
<li>\(40\) is \(x^2 + y^2\): it squares each term of \(x - y\) and drops the middle term \(-2xy\).</li>
<li>\(28\) subtracts \(xy\) once instead of \(2xy\), forgetting the factor \(2\) in the middle term of the expansion.</li>
<li>\(64\) is \((x + y)^2 = 40 + 2(12)\): it adds \(2xy\) instead of subtracting it.</li>
</ul>`,
    },
    // 17 — hard, algebra, linear inequalities (bounds on a difference)
    {
      id: "pt2-math-m1-17",
      type: "SC",
      title: "",
      text: String.raw`<p>If \(3 \le x \le 7\) and \(-2 \le y \le 4\), what is the greatest possible value of \(x - y\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:max-diff-bounded-vars"],
      choices: [{ text: String.raw`\(-1\)` }, { text: String.raw`\(3\)` }, { text: String.raw`\(5\)` }, { text: String.raw`\(9\)`, correct: true }],
      explanation: String.raw`<p>To make \(x - y\) as great as possible, make \(x\) as great as possible and subtract the least possible value of \(y\). The greatest \(x\) is \(7\) and the least \(y\) is \(-2\), so the greatest value of \(x - y\) is \(7 - (-2) = 9\).</p>
<ul>
<li>\(3\) subtracts the greatest value of \(y\) (\(7 - 4\)), which makes the difference smaller, not greater.</li>
<li>\(5\) is \(3 - (-2)\): it subtracts the right value of \(y\) but uses the least value of \(x\).</li>
<li>\(-1\) is \(3 - 4\), the least possible value of \(x - y\), not the greatest.</li>
</ul>`,
    },
    // 18 — hard, advanced math, nonlinear equations (discriminant) (OE)
    {
      id: "pt2-math-m1-18",
      type: "OE",
      title: "",
      text: String.raw`<p>\(2x^2 - 12x + c = 0\)</p>
<p>In the given equation, \(c\) is an integer constant. The equation has no real solutions. What is the least possible value of \(c\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:discrim-min-int-no-real-sols"],
      answers: "19",
      explanation: String.raw`<p>A quadratic equation \(ax^2 + bx + c = 0\) has no real solutions exactly when its discriminant \(b^2 - 4ac\) is negative. Here \(b^2 - 4ac = (-12)^2 - 4(2)(c) = 144 - 8c\). So \(144 - 8c \lt 0\), which gives \(8c \gt 144\) and \(c \gt 18\). The least integer greater than \(18\) is \(19\).</p>
<p>Common slips: \(18\) makes the discriminant equal to \(0\), so the equation has exactly one real solution (\(x = 3\)); \(37\) comes from leaving out the leading coefficient \(2\) (\(144 - 4c \lt 0\)).</p>`,
    },
    // 19 — hard, algebra, linear equations in two variables (intercepts)
    {
      id: "pt2-math-m1-19",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, the graph of \(3x + ky = 12\), where \(k\) is a positive constant, is a line. The \(x\)-coordinate of the line's \(x\)-intercept is twice the \(y\)-coordinate of its \(y\)-intercept. What is the value of \(k\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:line-ints-ratio-find-coef"],
      choices: [{ text: String.raw`\(\frac{3}{2}\)` }, { text: String.raw`\(2\)` }, { text: String.raw`\(3\)` }, { text: String.raw`\(6\)`, correct: true }],
      explanation: String.raw`<p>At the \(x\)-intercept \(y = 0\), so \(3x = 12\) and \(x = 4\). At the \(y\)-intercept \(x = 0\), so \(ky = 12\) and \(y = \frac{12}{k}\). The condition says \(4 = 2 \cdot \frac{12}{k}\), so \(4k = 24\) and \(k = 6\). Check: \(3x + 6y = 12\) has intercepts \(4\) and \(2\), and \(4\) is twice \(2\).</p>
<ul>
<li>\(\frac{3}{2}\) reverses the condition, making the \(y\)-intercept twice the \(x\)-intercept (\(\frac{12}{k} = 8\)).</li>
<li>\(3\) makes the two intercepts equal (\(\frac{12}{k} = 4\)), leaving out the factor of \(2\).</li>
<li>\(2\) is the \(y\)-coordinate of the \(y\)-intercept when \(k = 6\), not the value of \(k\).</li>
</ul>`,
    },
    // 20 — hard, advanced math, nonlinear functions (exponential model, new time unit)
    {
      id: "pt2-math-m1-20",
      type: "SC",
      title: "",
      text: String.raw`<p>The value of an investment, in dollars, \(t\) years after it was made is modeled by the function \(V(t) = 800(1.21)^t\). Which of the following functions models the value of the investment, in dollars, \(p\) six-month periods after it was made?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:exp-model-rewrite-time-unit"],
      choices: [
        { text: String.raw`\(W(p) = 800(1.105)^p\)` },
        { text: String.raw`\(W(p) = 800(1.4641)^p\)` },
        { text: String.raw`\(W(p) = 800(1.1)^p\)`, correct: true },
        { text: String.raw`\(W(p) = 400(1.1)^p\)` },
      ],
      explanation: String.raw`<p>A six-month period is half a year, so after \(p\) six-month periods \(t = \frac{p}{2}\) years have passed. Substitute: \(800(1.21)^{p/2} = 800\left((1.21)^{1/2}\right)^p = 800(1.1)^p\), because \(\sqrt{1.21} = 1.1\). Check: after \(p = 2\) periods (one year), \(800(1.1)^2 = 800(1.21)\), as the original model gives for \(t = 1\).</p>
<ul>
<li>\(800(1.105)^p\) halves the yearly growth rate (\(21\% \div 2 = 10.5\%\)); growth compounds, so the six-month factor is the square root of the yearly factor, not half the rate.</li>
<li>\(400(1.1)^p\) changes the initial value as well; the value at the start, \(800\) dollars, does not depend on the unit of time.</li>
<li>\(800(1.4641)^p\) squares the yearly factor, which would model \(p\) two-year periods instead of six-month periods.</li>
</ul>`,
    },
    // 21 — hard, geometry, circles (sector area in radians)
    {
      id: "pt2-math-m1-21",
      type: "SC",
      title: "",
      text: String.raw`<p>A sector of a circle has a central angle of \(\frac{2\pi}{3}\) radians and an area of \(24\pi\) square inches. What is the radius of the circle, in inches?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:sector-area-radians-find-radius"],
      choices: [{ text: String.raw`\(6\)` }, { text: String.raw`\(6\sqrt{2}\)`, correct: true }, { text: String.raw`\(36\)` }, { text: String.raw`\(72\)` }],
      explanation: String.raw`<p>A full circle is \(2\pi\) radians, so this sector is \(\frac{2\pi/3}{2\pi} = \frac{1}{3}\) of the circle, and its area is \(\frac{1}{3}\pi r^2\). (Equivalently, the area of a sector with angle \(\theta\) radians is \(\frac{1}{2}r^2\theta\).) Set \(\frac{1}{3}\pi r^2 = 24\pi\): \(r^2 = 72\), so \(r = \sqrt{72} = 6\sqrt{2}\) inches.</p>
<ul>
<li>\(6\) uses \(r^2\theta\) for the sector's area, leaving out the factor \(\frac{1}{2}\) (so \(r^2 = 36\)).</li>
<li>\(36\) uses the arc-length formula \(s = r\theta\) instead of the area formula (\(r \cdot \frac{2\pi}{3} = 24\pi\)).</li>
<li>\(72\) is \(r^2\): the square root was never taken.</li>
</ul>`,
    },
    // 22 — hard, advanced math, nonlinear functions (factor theorem) (OE)
    {
      id: "pt2-math-m1-22",
      type: "OE",
      title: "",
      text: String.raw`<p>\(p(x) = x^3 - 4x^2 + kx + 6\)</p>
<p>In the polynomial \(p\), \(k\) is a constant. If \(x - 3\) is a factor of \(p(x)\), what is the value of \(k\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:factor-theorem-find-coefficient"],
      answers: "1",
      explanation: String.raw`<p>By the factor theorem, \(x - 3\) is a factor of \(p(x)\) exactly when \(p(3) = 0\). Compute: \(p(3) = 27 - 36 + 3k + 6 = 3k - 3\). Setting \(3k - 3 = 0\) gives \(k = 1\). Check: \(x^3 - 4x^2 + x + 6 = (x - 3)(x^2 - x - 2) = (x - 3)(x - 2)(x + 1)\).</p>
<p>Common slips: \(-19\) comes from setting \(p(-3) = 0\), which is the condition for \(x + 3\) to be a factor; \(-7\) comes from computing \(-4x^2\) at \(x = 3\) as \(-12\) instead of \(-36\) (so \(3k + 21 = 0\)).</p>`,
    },
  ],
};
export default module;
