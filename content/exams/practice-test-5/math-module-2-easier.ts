import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { dotPlot, histogram, plane, table } from "../../figures";
import type { ModuleSchema } from "../../schema";

/** pt5-math-m2e-15's choices: y = 1/(x - h) + k in the xy-plane, two pieces either side of x = h (content/figures). */
const hyperbola = (id: string, desc: string, h: number, k: number) =>
  plane({
    id: `pt5-math-m2e-15-${id}`,
    title: "A graph in the xy-plane",
    desc,
    x: { min: -8, max: 8 },
    y: { min: -8, max: 8 },
    unit: 13,
    graphs: [
      { f: (x) => 1 / (x - h) + k, from: -8, to: h - 0.01 },
      { f: (x) => 1 / (x - h) + k, from: h + 0.01, to: 8 },
    ],
  });

const module: z.input<typeof ModuleSchema> = {
  id: "pt5-math-m2e",
  name: "Section 2, Module 2: Math",
  test: "math",
  module: 2,
  variant: "easier",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — easy, algebra, linear equations in one variable (a perimeter with sides given as expressions)
    {
      id: "pt5-math-m2e-01",
      type: "SC",
      title: "",
      text: String.raw`<p>The lengths of the sides of a triangle, in centimeters, are \(x\), \(x + 3\) and \(2x - 1\). The perimeter of the triangle is \(30\) centimeters. What is the length, in centimeters, of the longest side?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:triangle-perimeter-expr-sides"],
      choices: [{ text: String.raw`\(7\)` }, { text: String.raw`\(8\)` }, { text: String.raw`\(10\)` }, { text: String.raw`\(13\)`, correct: true }],
      explanation: String.raw`<p>Add the three sides: \(x + (x + 3) + (2x - 1) = 4x + 2\). Solve \(4x + 2 = 30\): \(4x = 28\), so \(x = 7\). The sides are \(7\), \(10\) and \(13\), and the longest is \(2x - 1 = 13\) centimeters. Check: \(7 + 10 + 13 = 30\).</p>
<ul>
<li>\(7\) is \(x\), the shortest side, not the longest.</li>
<li>\(10\) is \(x + 3\), the middle side.</li>
<li>\(8\) adds \(2\) to \(30\) instead of subtracting it (\(4x = 32\)) and stops at \(x\).</li>
</ul>`,
    },
    // 02 — easy, algebra, linear equations in two variables (write the equation for a trading rate: the reversal trap)
    {
      id: "pt5-math-m2e-02",
      type: "SC",
      title: "",
      text: String.raw`<p>At a school craft fair, students may trade \(3\) bracelets for \(2\) necklaces, and the trades can be repeated at this same rate. Which equation relates the number of bracelets \(b\) and the number of necklaces \(n\) that can be traded for each other at this rate?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:trade-ratio-to-two-var-equation"],
      choices: [
        { text: String.raw`\(2b = 3n\)`, correct: true },
        { text: String.raw`\(b + n = 5\)` },
        { text: String.raw`\(b - n = 1\)` },
        { text: String.raw`\(3b = 2n\)` },
      ],
      explanation: String.raw`<p>For every \(3\) bracelets there are \(2\) necklaces, so \(\frac{b}{n} = \frac{3}{2}\). Multiplying both sides by \(2n\) gives \(2b = 3n\). Check with one trade, \(b = 3\) and \(n = 2\): \(2 \cdot 3 = 3 \cdot 2\); and with two trades, \(b = 6\) and \(n = 4\): \(2 \cdot 6 = 3 \cdot 4\).</p>
<ul>
<li>\(3b = 2n\) writes each number next to the item it comes with in the sentence; it reverses the relationship, since \(b = 3\) and \(n = 2\) give \(9 = 4\), which is false.</li>
<li>\(b + n = 5\) adds the numbers of items in a single trade; it is true for \(3\) and \(2\) but not for two trades, \(6 + 4 = 10\).</li>
<li>\(b - n = 1\) uses the difference of the numbers in a single trade; it is true for \(3\) and \(2\) but not for two trades, \(6 - 4 = 2\).</li>
</ul>`,
    },
    // 03 — easy, advanced math, equivalent expressions (a power of a power divided by a power)
    {
      id: "pt5-math-m2e-03",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(\dfrac{(x^5)^2}{x^3}\), for \(x \ne 0\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:power-of-power-quotient-exponents"],
      choices: [
        { text: String.raw`\(x^{\frac{10}{3}}\)` },
        { text: String.raw`\(x^{13}\)` },
        { text: String.raw`\(x^{4}\)` },
        { text: String.raw`\(x^{7}\)`, correct: true },
      ],
      explanation: String.raw`<p>A power of a power multiplies the exponents: \((x^5)^2 = x^{10}\). Dividing powers of the same base subtracts the exponents: \(\frac{x^{10}}{x^3} = x^{10 - 3} = x^7\). Check with \(x = 2\): \(\frac{(32)^2}{8} = \frac{1{,}024}{8} = 128 = 2^7\).</p>
<ul>
<li>\(x^{4}\) adds the exponents \(5\) and \(2\) instead of multiplying them: \(x^{7 - 3}\).</li>
<li>\(x^{\frac{10}{3}}\) divides the exponents instead of subtracting them.</li>
<li>\(x^{13}\) adds the exponent of the denominator instead of subtracting it.</li>
</ul>`,
    },
    // 04 — easy, PSDA, probability (a draw after some items are taken out) (OE)
    {
      id: "pt5-math-m2e-04",
      type: "OE",
      title: "",
      text: String.raw`<p>A jar contains \(9\) red beads and \(6\) yellow beads and no other beads. Five red beads are taken out of the jar and not put back. One bead is then chosen at random from the beads left in the jar. What is the probability that it is red?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "probability",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:draw-after-removal-probability"],
      answers: "2/5|||.4|||0.4|||4/10",
      explanation: String.raw`<p>After five red beads are taken out, the jar holds \(9 - 5 = 4\) red beads and \(6\) yellow beads, \(10\) beads in all. The probability of choosing a red one is \(\frac{4}{10} = \frac{2}{5} = 0.4\). Check: the probability of yellow is \(\frac{6}{10}\), and \(\frac{4}{10} + \frac{6}{10} = 1\).</p>
<p>Common slips: \(\frac{3}{5}\) is \(\frac{9}{15}\), which ignores the five beads taken out; \(\frac{4}{15}\) takes them out of the red count but not out of the total.</p>`,
    },
    // 05 — easy, algebra, linear inequalities (the meaning of a constant in a context inequality)
    {
      id: "pt5-math-m2e-05",
      type: "SC",
      title: "",
      text: String.raw`<p>A school club sells raffle tickets for \(\$8\) each. The club paid \(\$120\) for the prizes. The inequality \(8t - 120 \ge 500\) describes the numbers of tickets \(t\) that the club can sell to reach its goal. What does \(500\) represent in this inequality?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:ineq-context-interpret-constant"],
      choices: [
        { text: String.raw`The least amount of money, in dollars, that the club wants to have left after paying for the prizes`, correct: true },
        { text: String.raw`The least number of tickets that the club must sell in order to reach its goal for the raffle` },
        { text: String.raw`The amount of money, in dollars, that the club paid for the prizes before it sold any tickets` },
        { text: String.raw`The least amount of money, in dollars, that the club must collect from selling tickets before paying for the prizes` },
      ],
      explanation: String.raw`<p>\(8t\) is the money collected from \(t\) tickets, and \(8t - 120\) is what is left after the club pays \(120\) dollars for the prizes. The inequality says that this amount is at least \(500\), so \(500\) is the least amount, in dollars, that the club wants to have left after paying for the prizes. Check: selling \(78\) tickets leaves \(624 - 120 = 504\) dollars, which meets the goal.</p>
<ul>
<li>The money collected from tickets before paying for the prizes is \(8t\); the least such amount is \(620\), not \(500\).</li>
<li>The cost of the prizes is \(120\), the number subtracted in the inequality.</li>
<li>The least number of tickets is found by solving the inequality: \(t \ge 77.5\), so \(78\) tickets; \(500\) is an amount of money, not a number of tickets.</li>
</ul>`,
    },
    // 06 — easy, advanced math, nonlinear equations (an exponential equation solved from two graphs)
    {
      id: "pt5-math-m2e-06",
      type: "SC",
      title: "",
      text: String.raw`<p>The graphs of \(y = 2^x\) and \(y = x + 1\) are shown in the \(xy\)-plane.</p>
${plane({
  id: "pt5-math-m2e-06-graph",
  title: "An exponential curve and a line",
  desc: "An xy-plane with x from negative 4 to 4 and y from negative 2 to 6, gridlines every 1 unit. The curve y = 2 to the power x rises from just above the x-axis on the left, passes through (0, 1) and (1, 2), and climbs steeply to the right. The line y = x + 1 crosses the x-axis at (negative 1, 0). The curve and the line meet at the two marked points (0, 1) and (1, 2).",
  x: { min: -4, max: 4 },
  y: { min: -2, max: 6 },
  graphs: [{ f: (x) => 2 ** x }, { line: { slope: 1, intercept: 1 } }],
  points: [{ at: [0, 1] }, { at: [1, 2] }],
  labels: [
    { at: [1.1, 5], text: "y = 2ˣ" },
    { at: [3.2, 3.4], text: "y = x + 1" },
  ],
})}
<p>What is the positive solution to the equation \(2^x = x + 1\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:exp-line-graph-intersection-solve"],
      choices: [{ text: String.raw`\(-1\)` }, { text: String.raw`\(0\)` }, { text: String.raw`\(1\)`, correct: true }, { text: String.raw`\(2\)` }],
      explanation: String.raw`<p>A solution of \(2^x = x + 1\) is an \(x\)-value where the two graphs have the same \(y\)-value, that is, the \(x\)-coordinate of a point where they meet. They meet at \((0, 1)\) and \((1, 2)\), so the solutions are \(0\) and \(1\), and the positive one is \(1\). Check: \(2^1 = 2\) and \(1 + 1 = 2\).</p>
<ul>
<li>\(0\) is the other solution (\(2^0 = 1 = 0 + 1\)), but \(0\) is not positive.</li>
<li>\(2\) is the \(y\)-coordinate of the point \((1, 2)\), not its \(x\)-coordinate.</li>
<li>\(-1\) is where the line crosses the \(x\)-axis, a solution of \(x + 1 = 0\); there \(2^{-1} = \frac{1}{2}\), not \(0\).</li>
</ul>`,
    },
    // 07 — easy, geometry, lines, angles and triangles (a side of a similar triangle)
    {
      id: "pt5-math-m2e-07",
      type: "SC",
      title: "",
      text: String.raw`<p>Triangle \(ABC\) is similar to triangle \(DEF\), where \(A\), \(B\) and \(C\) correspond to \(D\), \(E\) and \(F\), respectively. If \(AB = 6\), \(BC = 9\) and \(DE = 10\), what is the length of \(\overline{EF}\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:similar-tri-corresponding-side"],
      choices: [{ text: String.raw`\(5.4\)` }, { text: String.raw`\(13\)` }, { text: String.raw`\(15\)`, correct: true }, { text: String.raw`\(18\)` }],
      explanation: String.raw`<p>Corresponding sides of similar triangles are proportional. \(\overline{DE}\) corresponds to \(\overline{AB}\), so the scale factor is \(\frac{DE}{AB} = \frac{10}{6} = \frac{5}{3}\). \(\overline{EF}\) corresponds to \(\overline{BC}\): \(EF = \frac{5}{3} \cdot 9 = 15\). Check: \(\frac{15}{9} = \frac{10}{6}\).</p>
<ul>
<li>\(13\) adds the difference \(10 - 6 = 4\) to \(9\); similar triangles are scaled by multiplying, not by adding.</li>
<li>\(5.4\) uses the scale factor upside down: \(\frac{6}{10} \cdot 9\).</li>
<li>\(18\) doubles \(9\), as if \(10\) were twice \(6\).</li>
</ul>`,
    },
    // 08 — easy, PSDA, one-variable data (a percent of the values from a dot plot)
    {
      id: "pt5-math-m2e-08",
      type: "SC",
      title: "",
      text: String.raw`${dotPlot({
        id: "pt5-math-m2e-08-plot",
        title: "Number of siblings of 20 students",
        desc: "Dot plot on a number line labeled Number of siblings, from 0 to 4. Each dot is one student. There are 3 dots above 0, 8 dots above 1, 5 dots above 2, 3 dots above 3 and 1 dot above 4, for 20 students in all.",
        x: { label: "Number of siblings", min: 0, max: 4, step: 1 },
        values: [0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 4],
      })}
<p>The dot plot shows the number of siblings of each of \(20\) students. What percent of the \(20\) students have at least \(2\) siblings?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:dotplot-percent-at-least"],
      choices: [{ text: String.raw`\(45\%\)`, correct: true }, { text: String.raw`\(55\%\)` }, { text: String.raw`\(80\%\)` }, { text: String.raw`\(85\%\)` }],
      explanation: String.raw`<p>"At least \(2\)" means \(2\), \(3\) or \(4\) siblings: \(5 + 3 + 1 = 9\) students. As a percent of \(20\): \(\frac{9}{20} = 0.45 = 45\%\). Check: the other \(3 + 8 = 11\) students have \(0\) or \(1\) sibling, and \(9 + 11 = 20\).</p>
<ul>
<li>\(55\%\) is \(\frac{11}{20}\), the students with fewer than \(2\) siblings.</li>
<li>\(80\%\) is \(\frac{16}{20}\), the students with at most \(2\) siblings, reading "at least" as "at most".</li>
<li>\(85\%\) is \(\frac{17}{20}\), the students with at least \(1\) sibling.</li>
</ul>`,
    },
    // 09 — easy, algebra, systems of linear equations (how many solutions: two parallel lines)
    {
      id: "pt5-math-m2e-09",
      type: "SC",
      title: "",
      text: String.raw`<p>\(y = 4x - 1\)<br>\(2y = 8x + 6\)</p>
<p>How many solutions does the given system of equations have?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:system-count-sols-parallel"],
      choices: [
        { text: String.raw`Infinitely many` },
        { text: String.raw`Exactly two` },
        { text: String.raw`Exactly one` },
        { text: String.raw`Zero`, correct: true },
      ],
      explanation: String.raw`<p>Divide the second equation by \(2\): \(y = 4x + 3\). Both lines have slope \(4\), but their \(y\)-intercepts differ (\(-1\) and \(3\)), so the lines are parallel and never meet. Setting the two expressions for \(y\) equal confirms it: \(4x - 1 = 4x + 3\) gives \(-1 = 3\), which is false. The system has zero solutions.</p>
<ul>
<li>"Exactly one" compares the slopes before dividing by \(2\), \(4\) against \(8\), and takes the lines to cross once.</li>
<li>"Infinitely many" sees the equal slopes and takes the lines to be the same, without comparing the \(y\)-intercepts.</li>
<li>"Exactly two" counts the equations; two different lines meet at most once.</li>
</ul>`,
    },
    // 10 — easy, advanced math, nonlinear equations (isolate a cube, then take the cube root) (OE)
    {
      id: "pt5-math-m2e-10",
      type: "OE",
      title: "",
      text: String.raw`<p>\(2x^3 + 5 = 59\)</p>
<p>What is the solution to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:cubic-isolate-cube-root"],
      answers: "3",
      explanation: String.raw`<p>Subtract \(5\): \(2x^3 = 54\). Divide by \(2\): \(x^3 = 27\). The only real number whose cube is \(27\) is \(3\), so \(x = 3\). Check: \(2 \cdot 27 + 5 = 59\).</p>
<p>Common slips: \(27\) is the value of \(x^3\), not of \(x\); \(9\) divides \(27\) by \(3\) instead of taking the cube root.</p>`,
    },
    // 11 — medium, algebra, linear equations in two variables (y-intercept from the slope and a point)
    {
      id: "pt5-math-m2e-11",
      type: "SC",
      title: "",
      text: String.raw`<p>A line in the \(xy\)-plane has a slope of \(-\frac{2}{3}\) and passes through the point \((6, 1)\). What is the \(y\)-coordinate of the \(y\)-intercept of the line?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:line-point-slope-y-intercept"],
      choices: [{ text: String.raw`\(-3\)` }, { text: String.raw`\(1\)` }, { text: String.raw`\(5\)`, correct: true }, { text: String.raw`\(10\)` }],
      explanation: String.raw`<p>Write \(y = -\frac{2}{3}x + b\) and substitute the point: \(1 = -\frac{2}{3} \cdot 6 + b = -4 + b\), so \(b = 5\). Check: from \((0, 5)\), moving \(6\) units right lowers the line by \(4\), to \((6, 1)\).</p>
<ul>
<li>\(-3\) subtracts \(4\) instead of adding it (a sign slip): \(b = 1 - 4\).</li>
<li>\(1\) is the \(y\)-coordinate of the given point, which is not on the \(y\)-axis.</li>
<li>\(10\) uses the slope \(-\frac{3}{2}\), upside down: \(1 = -9 + b\).</li>
</ul>`,
    },
    // 12 — medium, algebra, linear functions (the temperature at which two linear scales read the same) (OE)
    {
      id: "pt5-math-m2e-12",
      type: "OE",
      title: "",
      text: String.raw`<p>The function \(F\) defined by \(F(c) = 1.8c + 32\) converts a temperature of \(c\) degrees Celsius to degrees Fahrenheit. For what value of \(c\) is \(F(c) = c\), so that the temperature has the same number on both scales?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:temp-scales-equal-reading"],
      answers: "-40",
      explanation: String.raw`<p>Set the output equal to the input: \(1.8c + 32 = c\). Subtract \(1.8c\): \(32 = -0.8c\), so \(c = \frac{32}{-0.8} = -40\). Check: \(F(-40) = -72 + 32 = -40\).</p>
<p>Common slips: \(40\) loses the sign when dividing by \(-0.8\); \(-17.77\) solves \(F(c) = 0\), the Celsius temperature that reads \(0\) degrees Fahrenheit, instead of \(F(c) = c\).</p>`,
    },
    // 13 — medium, advanced math, equivalent expressions (a sum in an exponent written as a product)
    {
      id: "pt5-math-m2e-13",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(9^{x + 1}\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:exp-sum-exponent-split"],
      choices: [
        { text: String.raw`\(9 \cdot 9^{x}\)`, correct: true },
        { text: String.raw`\(3^{2x + 1}\)` },
        { text: String.raw`\(9^{x} + 1\)` },
        { text: String.raw`\(9^{x} + 9\)` },
      ],
      explanation: String.raw`<p>A sum in the exponent is a product of powers: \(9^{x + 1} = 9^x \cdot 9^1 = 9 \cdot 9^x\). Check with \(x = 1\): \(9^2 = 81\) and \(9 \cdot 9 = 81\).</p>
<ul>
<li>\(9^{x} + 9\) adds the powers instead of multiplying them; at \(x = 1\) it is \(18\), not \(81\).</li>
<li>\(9^{x} + 1\) moves the \(+1\) out of the exponent; at \(x = 1\) it is \(10\).</li>
<li>\(3^{2x + 1}\) rewrites \(9\) as \(3^2\) but doubles only the \(x\): \(9^{x + 1} = 3^{2x + 2}\). At \(x = 1\) it is \(27\).</li>
</ul>`,
    },
    // 14 — medium, PSDA, two-variable data (how many are in a row or a column of a two-way table) (OE)
    {
      id: "pt5-math-m2e-14",
      type: "OE",
      title: "",
      text: String.raw`<p>A survey asked \(200\) students at a high school which lunch they prefer. The table shows the results by grade.</p>
${table(
  "Preferred lunch of 200 students, by grade",
  ["Grade", "Hot meal", "Salad", "Sandwich", "Total"],
  [
    ["10th grade", 36, 16, 28, 80],
    ["11th grade", 42, 30, 48, 120],
    ["Total", 78, 46, 76, 200],
  ],
  true,
)}
<p>How many of the surveyed students are in the \(11\)th grade or prefer salad, or both?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "two_variable_data",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:two-way-union-count"],
      answers: "136",
      explanation: String.raw`<p>All \(120\) students in the \(11\)th grade count. The students who prefer salad and are not already counted are the \(16\) salad students in the \(10\)th grade. In all, \(120 + 16 = 136\). The same count another way: \(120 + 46 - 30 = 136\), where the \(30\) students in both groups are subtracted once because the two totals each include them.</p>
<p>Common slips: \(166\) adds the \(11\)th-grade total and the salad total, \(120 + 46\), and counts the \(30\) students in both groups twice; \(30\) counts only the students in both groups, reading "or" as "and".</p>`,
    },
    // 15 — medium, advanced math, nonlinear functions (choose the graph of a shifted reciprocal function)
    {
      id: "pt5-math-m2e-15",
      type: "SC",
      title: "",
      text: String.raw`<p>\(f(x) = \dfrac{1}{x - 2} + 1\)</p>
<p>Which choice shows the graph of the given function \(f\) in the \(xy\)-plane?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:reciprocal-shift-choose-graph"],
      choices: [
        {
          text: hyperbola(
            "right-down",
            "An xy-plane with x and y from negative 8 to 8. A curve in two separate pieces that never meet the vertical line x = 2 or the horizontal line y = negative 1. The right piece passes through (3, 0) and (4, negative 0.5); the left piece passes through (1, negative 2) and (0, negative 1.5).",
            2,
            -1,
          ),
        },
        {
          text: hyperbola(
            "right-up",
            "An xy-plane with x and y from negative 8 to 8. A curve in two separate pieces that never meet the vertical line x = 2 or the horizontal line y = 1. The right piece passes through (3, 2) and (4, 1.5); the left piece passes through (1, 0) and (0, 0.5).",
            2,
            1,
          ),
          correct: true,
        },
        {
          text: hyperbola(
            "left-up",
            "An xy-plane with x and y from negative 8 to 8. A curve in two separate pieces that never meet the vertical line x = negative 2 or the horizontal line y = 1. The right piece passes through (negative 1, 2) and (0, 1.5); the left piece passes through (negative 3, 0) and (negative 4, 0.5).",
            -2,
            1,
          ),
        },
        {
          text: hyperbola(
            "swapped",
            "An xy-plane with x and y from negative 8 to 8. A curve in two separate pieces that never meet the vertical line x = 1 or the horizontal line y = 2. The right piece passes through (2, 3) and (3, 2.5); the left piece passes through (0, 1) and (negative 1, 1.5).",
            1,
            2,
          ),
        },
      ],
      explanation: String.raw`<p>The graph of \(y = \frac{1}{x}\) has two pieces that approach the vertical line \(x = 0\) and the horizontal line \(y = 0\) without meeting them. In \(f(x) = \frac{1}{x - 2} + 1\), the \(x - 2\) moves the graph \(2\) units right (\(f\) is undefined at \(x = 2\)), and the \(+ 1\) moves it \(1\) unit up, so the pieces approach \(x = 2\) and \(y = 1\). Check two points: \(f(3) = 1 + 1 = 2\) and \(f(1) = -1 + 1 = 0\), so the graph passes through \((3, 2)\) and \((1, 0)\).</p>
<ul>
<li>The graph that approaches \(x = -2\) and \(y = 1\) is \(y = \frac{1}{x + 2} + 1\): it moves the graph left, reading \(x - 2\) as a move in the negative direction.</li>
<li>The graph that approaches \(x = 2\) and \(y = -1\) is \(y = \frac{1}{x - 2} - 1\): it moves the graph down instead of up.</li>
<li>The graph that approaches \(x = 1\) and \(y = 2\) is \(y = \frac{1}{x - 1} + 2\): it swaps the two shifts, taking the \(1\) as the horizontal move and the \(2\) as the vertical one.</li>
</ul>`,
    },
    // 16 — medium, geometry, lines, angles and triangles (number of sides from the sum of interior angles)
    {
      id: "pt5-math-m2e-16",
      type: "SC",
      title: "",
      text: String.raw`<p>The sum of the measures of the interior angles of a convex polygon is \(1{,}260^\circ\). How many sides does the polygon have?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:polygon-sides-from-angle-sum"],
      choices: [{ text: String.raw`\(7\)` }, { text: String.raw`\(9\)`, correct: true }, { text: String.raw`\(14\)` }, { text: String.raw`\(21\)` }],
      explanation: String.raw`<p>A polygon with \(n\) sides can be cut into \(n - 2\) triangles from one vertex, so its interior angles add to \((n - 2) \cdot 180^\circ\). Solve \((n - 2) \cdot 180 = 1{,}260\): \(n - 2 = 7\), so \(n = 9\). Check: a nine-sided polygon has \(7 \cdot 180^\circ = 1{,}260^\circ\).</p>
<ul>
<li>\(7\) is \(n - 2\), the number of triangles, not the number of sides.</li>
<li>\(14\) divides by \(90\), as if each angle of the polygon added \(90^\circ\).</li>
<li>\(21\) divides by \(60\), the angle of an equilateral triangle, instead of using the sum of a triangle's angles.</li>
</ul>`,
    },
    // 17 — medium, algebra, systems of linear equations (a square and a triangle with equal perimeters) (OE)
    {
      id: "pt5-math-m2e-17",
      type: "OE",
      title: "",
      text: String.raw`<p>A square and an equilateral triangle have the same perimeter. Each side of the square is \(4\) centimeters shorter than each side of the triangle. What is the length, in centimeters, of one side of the triangle?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:system-equal-perimeters-shapes"],
      answers: "16",
      explanation: String.raw`<p>Let \(s\) be the side of the square and \(t\) the side of the triangle. Then \(4s = 3t\) and \(s = t - 4\). Substitute: \(4(t - 4) = 3t\), so \(4t - 16 = 3t\) and \(t = 16\). Check: the square's side is \(12\), and both perimeters are \(48\) centimeters.</p>
<p>Common slips: \(12\) is the side of the square; \(48\) is the common perimeter; writing \(s = t + 4\) (the square's side longer) gives \(t = -16\), a negative length.</p>`,
    },
    // 18 — medium, PSDA, one-variable data (a count below a value from a histogram)
    {
      id: "pt5-math-m2e-18",
      type: "SC",
      title: "",
      text: String.raw`${histogram({
        id: "pt5-math-m2e-18-plot",
        title: "Distances that 30 students live from school",
        desc: "Histogram. Horizontal axis: distance from school in kilometers, from 0 to 10, in intervals of 2 kilometers. Vertical axis: number of students, from 0 to 10. From 0 to 2 kilometers: 6 students; from 2 to 4: 9 students; from 4 to 6: 8 students; from 6 to 8: 5 students; from 8 to 10: 2 students.",
        x: { label: "Distance from school (kilometers)", min: 0, max: 10, step: 2 },
        y: { label: "Number of students", min: 0, max: 10, step: 1, labelEvery: 2 },
        bins: [
          { from: 0, to: 2, count: 6 },
          { from: 2, to: 4, count: 9 },
          { from: 4, to: 6, count: 8 },
          { from: 6, to: 8, count: 5 },
          { from: 8, to: 10, count: 2 },
        ],
      })}
<p>The histogram shows how far each of \(30\) students lives from school. Each interval includes its left endpoint but not its right endpoint. How many of the students live less than \(6\) kilometers from school?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:histogram-count-at-least"],
      choices: [{ text: String.raw`\(7\)` }, { text: String.raw`\(8\)` }, { text: String.raw`\(15\)` }, { text: String.raw`\(23\)`, correct: true }],
      explanation: String.raw`<p>The students who live less than \(6\) kilometers away are in the first three bars: \(0\) to \(2\), \(2\) to \(4\) and \(4\) to \(6\) kilometers (the last of these stops short of \(6\)). That is \(6 + 9 + 8 = 23\) students. Check: the other two bars hold \(5 + 2 = 7\) students, and \(23 + 7 = 30\).</p>
<ul>
<li>\(7\) counts the students who live \(6\) kilometers or more away, the other side of \(6\).</li>
<li>\(8\) is the height of the single bar from \(4\) to \(6\), the bar that ends at \(6\).</li>
<li>\(15\) counts only the first two bars, the students less than \(4\) kilometers away.</li>
</ul>`,
    },
    // 19 — medium, advanced math, nonlinear functions (an exponential model from a tripling period)
    {
      id: "pt5-math-m2e-19",
      type: "SC",
      title: "",
      text: String.raw`<p>A culture starts with \(500\) bacteria, and the number of bacteria triples every \(4\) hours. Which function gives the number of bacteria \(N(h)\) in the culture \(h\) hours after it starts?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:exp-model-write-tripling-period"],
      choices: [
        { text: String.raw`\(N(h) = 500(3)^{\frac{h}{4}}\)`, correct: true },
        { text: String.raw`\(N(h) = 500(3)^{4h}\)` },
        { text: String.raw`\(N(h) = 1{,}500(3)^{\frac{h}{4}}\)` },
        { text: String.raw`\(N(h) = 500(4)^{\frac{h}{3}}\)` },
      ],
      explanation: String.raw`<p>The number is multiplied by \(3\) once every \(4\) hours, so after \(h\) hours it has tripled \(\frac{h}{4}\) times: \(N(h) = 500(3)^{\frac{h}{4}}\). Check: \(N(0) = 500\), \(N(4) = 1{,}500\) and \(N(8) = 4{,}500\).</p>
<ul>
<li>\(N(h) = 500(3)^{4h}\) multiplies by the period instead of dividing by it; it triples every \(\frac{1}{4}\) hour, so \(N(4) = 500 \cdot 3^{16}\).</li>
<li>\(N(h) = 500(4)^{\frac{h}{3}}\) swaps the growth factor and the period: it quadruples every \(3\) hours.</li>
<li>\(N(h) = 1{,}500(3)^{\frac{h}{4}}\) starts from the number after the first tripling; \(N(0)\) would be \(1{,}500\), not \(500\).</li>
</ul>`,
    },
    // 20 — hard, advanced math, nonlinear functions (the triangle cut off by the intercepts of a shifted exponential)
    {
      id: "pt5-math-m2e-20",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 3^x - 9\). In the \(xy\)-plane, the graph of \(y = f(x)\) crosses the \(x\)-axis at point \(P\) and the \(y\)-axis at point \(Q\). What is the area of the triangle with vertices \((0, 0)\), \(P\) and \(Q\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:exp-intercepts-triangle-area"],
      choices: [{ text: String.raw`\(8\)`, correct: true }, { text: String.raw`\(9\)` }, { text: String.raw`\(12\)` }, { text: String.raw`\(16\)` }],
      explanation: String.raw`<p>Point \(Q\): \(f(0) = 3^0 - 9 = 1 - 9 = -8\), so \(Q = (0, -8)\). Point \(P\): \(3^x - 9 = 0\) means \(3^x = 9 = 3^2\), so \(x = 2\) and \(P = (2, 0)\). The triangle has a right angle at the origin, with legs \(2\) along the \(x\)-axis and \(8\) along the \(y\)-axis, so its area is \(\frac{1}{2} \cdot 2 \cdot 8 = 8\). Check: \(f(2) = 9 - 9 = 0\).</p>
<ul>
<li>\(9\) takes \(Q\) as \((0, -9)\), as if \(3^0\) were \(0\); in fact \(3^0 = 1\).</li>
<li>\(12\) solves \(3^x = 9\) as \(x = \frac{9}{3} = 3\), dividing instead of finding the exponent, which gives legs \(3\) and \(8\).</li>
<li>\(16\) multiplies the legs, \(2 \cdot 8\), and forgets the \(\frac{1}{2}\) in the area of a triangle.</li>
</ul>`,
    },
    // 21 — hard, algebra, linear inequalities (the greatest constant for which an inequality holds on an interval) (OE)
    {
      id: "pt5-math-m2e-21",
      type: "OE",
      title: "",
      text: String.raw`<p>The inequality \(kx - 5 \lt 3x + 7\), where \(k\) is a constant, is true for every value of \(x\) such that \(2 \le x \le 6\). What is the greatest possible integer value of \(k\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:ineq-true-on-interval-max-param"],
      answers: "4",
      explanation: String.raw`<p>Collect the terms: \((k - 3)x \lt 12\). If \(k \le 3\), the left side is at most \(0\) for positive \(x\), and the inequality holds. If \(k \gt 3\), the left side grows with \(x\), so the hardest case is the largest \(x\), \(x = 6\): \(6(k - 3) \lt 12\), so \(k - 3 \lt 2\) and \(k \lt 5\). The greatest integer less than \(5\) is \(4\). Check: with \(k = 4\), the inequality becomes \(x \lt 12\), true for all \(x\) from \(2\) to \(6\); with \(k = 5\), it becomes \(2x \lt 12\), false at \(x = 6\).</p>
<p>Common slips: \(5\) treats the strict inequality as \(\le\), but at \(x = 6\) both sides equal \(25\); \(8\) tests only \(x = 2\), \(2(k - 3) \lt 12\), which gives \(k \lt 9\), and misses that larger values of \(x\) are harder to satisfy.</p>`,
    },
    // 22 — hard, geometry, lines, angles and triangles (how many whole-number third sides)
    {
      id: "pt5-math-m2e-22",
      type: "SC",
      title: "",
      text: String.raw`<p>Two sides of a triangle have lengths \(7\) and \(12\). The length of the third side is a whole number. How many different lengths are possible for the third side?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:triangle-inequality-count-sides"],
      choices: [{ text: String.raw`\(13\)`, correct: true }, { text: String.raw`\(14\)` }, { text: String.raw`\(15\)` }, { text: String.raw`\(18\)` }],
      explanation: String.raw`<p>By the triangle inequality, each side is less than the sum of the other two. The third side \(s\) must satisfy \(s \lt 7 + 12 = 19\) and \(12 \lt 7 + s\), so \(s \gt 5\). The whole numbers with \(5 \lt s \lt 19\) are \(6\) through \(18\): \(18 - 6 + 1 = 13\) lengths. Check the ends: \(5\), \(7\), \(12\) make no triangle since \(5 + 7 = 12\), and neither do \(19\), \(7\), \(12\).</p>
<ul>
<li>\(15\) counts \(5\) through \(19\), including the two lengths that give a flat figure, not a triangle.</li>
<li>\(14\) includes one of those two endpoints, \(5\) or \(19\).</li>
<li>\(18\) uses only \(s \lt 19\) and counts \(1\) through \(18\); a third side of \(1\) to \(5\) is too short to meet the other two.</li>
</ul>`,
    },
  ],
};
export default module;
