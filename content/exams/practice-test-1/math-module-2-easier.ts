import type { z } from "zod";
import type { ModuleSchema } from "../../schema";

const module: z.input<typeof ModuleSchema> = {
  id: "pt1-math-m2e",
  name: "Section 2, Module 2: Math",
  test: "math",
  module: 2,
  variant: "easier",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: String.raw`<p>This module tests a range of math skills. You may use a calculator on every question.</p><p>Unless a question says otherwise: all variables and expressions stand for real numbers; figures are drawn to scale unless a note says they are not; all figures lie in a plane; and the domain of any function \(f\) is the set of all real numbers \(x\) for which \(f(x)\) is a real number.</p><p>For multiple-choice questions, choose the single best answer. For student-produced response questions, type your answer in the box: use at most 5 characters for a positive answer and 6 for a negative one (the minus sign counts); you may enter a fraction such as 3/4 or a decimal such as .75, but not a mixed number, a percent sign, a comma or a dollar sign. If a fraction does not fit, enter its decimal form, rounded or cut off at the fourth character. If a question has more than one correct answer, enter only one.</p>`,
  questions: [
    // 01 easy · algebra · linear equation in one variable · SC · key B
    {
      id: "pt1-math-m2e-01",
      type: "SC",
      title: "",
      text: String.raw`<p>\(4x - 7 = 29\)</p><p>What value of \(x\) is the solution to the given equation?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      tags: ["shape:linear-eq-two-step"],
      choices: [
        { text: String.raw`\(\frac{11}{2}\)` },
        { text: String.raw`\(9\)`, correct: true },
        { text: String.raw`\(22\)` },
        { text: String.raw`\(36\)` },
      ],
      explanation: String.raw`<p>Add 7 to both sides: \(4x = 36\). Divide both sides by 4: \(x = 9\). Check: \(4(9) - 7 = 36 - 7 = 29\).</p>
<p>\(\frac{11}{2}\) comes from subtracting 7 from 29 instead of adding it, then dividing by 4.</p>
<p>\(22\) comes from subtracting 7 from 29 and never dividing by 4.</p>
<p>\(36\) is the value of \(4x\), not of \(x\); the last step, dividing by 4, is missing.</p>`,
    },
    // 02 easy · PSD · ratios · SC · key C
    {
      id: "pt1-math-m2e-02",
      type: "SC",
      title: "",
      text: String.raw`<p>At a lemonade stand, lemonade is made by mixing lemon juice and water so that the ratio of cups of lemon juice to cups of water is 3 to 8. How many cups of water should be mixed with 15 cups of lemon juice to make lemonade with this ratio?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "easy",
      tags: ["shape:ratio-part-to-part-scale"],
      choices: [
        { text: String.raw`\(\frac{45}{8}\)` },
        { text: String.raw`\(20\)` },
        { text: String.raw`\(40\)`, correct: true },
        { text: String.raw`\(120\)` },
      ],
      explanation: String.raw`<p>Set up the proportion \(\frac{3}{8} = \frac{15}{w}\), where \(w\) is the number of cups of water. Cross-multiplying gives \(3w = 120\), so \(w = 40\). (Equivalently, 15 cups of lemon juice is \(5\) times 3 cups, so the water is \(5 \times 8 = 40\) cups.)</p>
<p>\(\frac{45}{8}\) uses the ratio upside down, multiplying 15 by \(\frac{3}{8}\) instead of by \(\frac{8}{3}\).</p>
<p>\(20\) adds the difference \(8 - 3 = 5\) to 15 instead of scaling the ratio by a factor.</p>
<p>\(120\) multiplies 15 by 8 but forgets to divide by 3.</p>`,
    },
    // 03 easy · advanced · equivalent expressions · SC · key D
    {
      id: "pt1-math-m2e-03",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \((3x^2 + 5x - 2) - (x^2 - 4x + 6)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      tags: ["shape:poly-subtract-quadratics"],
      choices: [
        { text: String.raw`\(4x^2 + x + 4\)` },
        { text: String.raw`\(2x^2 + x + 4\)` },
        { text: String.raw`\(2x^2 + 9x - 8\)`, correct: true },
        { text: String.raw`\(2x^2 + 9x + 4\)` },
      ],
      explanation: String.raw`<p>Distribute the subtraction to every term of the second polynomial: \(3x^2 + 5x - 2 - x^2 + 4x - 6\). Combine like terms: \((3x^2 - x^2) + (5x + 4x) + (-2 - 6) = 2x^2 + 9x - 8\).</p>
<p>\(2x^2 + x + 4\) drops the parentheses without changing the signs of \(-4x\) and \(+6\).</p>
<p>\(2x^2 + 9x + 4\) changes the sign of \(-4x\) but not the sign of \(+6\).</p>
<p>\(4x^2 + x + 4\) is the sum of the two polynomials, not their difference.</p>`,
    },
    // 04 easy · algebra · linear functions · OE
    {
      id: "pt1-math-m2e-04",
      type: "OE",
      title: "",
      text: String.raw`<p>A car rental company charges a one-time fee plus a daily rate. The total cost \(C\), in dollars, of renting a car for \(d\) days is given by \(C = 45d + 30\). What is the total cost, in dollars, of renting a car for 4 days?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "easy",
      tags: ["shape:linear-function-evaluate-context"],
      answers: "210",
      explanation: String.raw`<p>Substitute \(d = 4\): \(C = 45(4) + 30 = 180 + 30 = 210\). The total cost is 210 dollars.</p>
<p>Common errors: \(180\) leaves out the one-time fee of 30 dollars; \(300\) adds the fee to the daily rate first, \((45 + 30)(4)\), which charges the fee every day.</p>`,
    },
    // 05 easy · geometry · area and volume · SC · key D
    {
      id: "pt1-math-m2e-05",
      type: "SC",
      title: "",
      text: String.raw`<p>A rectangular swimming pool is 25 meters long and 10 meters wide. The pool is filled with water to a uniform depth of 2 meters. What is the volume, in cubic meters, of the water in the pool?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "easy",
      tags: ["shape:rect-prism-volume"],
      choices: [
        { text: String.raw`\(37\)` },
        { text: String.raw`\(140\)` },
        { text: String.raw`\(250\)` },
        { text: String.raw`\(500\)`, correct: true },
      ],
      explanation: String.raw`<p>The water fills a rectangular prism, so its volume is length \(\times\) width \(\times\) depth: \(25 \times 10 \times 2 = 500\) cubic meters.</p>
<p>\(37\) adds the three dimensions instead of multiplying them.</p>
<p>\(140\) is the area of the four side walls under water, \(2(25 + 10)(2)\), not a volume.</p>
<p>\(250\) is the area of the pool's floor, \(25 \times 10\); it ignores the depth.</p>`,
    },
    // 06 easy · algebra · linear inequalities · SC · key A
    {
      id: "pt1-math-m2e-06",
      type: "SC",
      title: "",
      text: String.raw`<p>A bookshop sells used paperbacks for $4 each and calendars for $9 each. Maya has a $50 gift card for the bookshop. She will buy one calendar and \(p\) used paperbacks, and the total cost cannot be more than the value of her gift card. There is no sales tax. Which inequality represents this situation?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "easy",
      tags: ["shape:lin-ineq-write-from-context"],
      choices: [
        { text: String.raw`\(4p + 9 \le 50\)`, correct: true },
        { text: String.raw`\(4p \le 50 + 9\)` },
        { text: String.raw`\(4p + 9 \ge 50\)` },
        { text: String.raw`\(9p + 4 \le 50\)` },
      ],
      explanation: String.raw`<p>The paperbacks cost \(4p\) dollars and the calendar costs 9 dollars, so the total cost is \(4p + 9\). "Cannot be more than $50" means the total is less than or equal to 50: \(4p + 9 \le 50\).</p>
<p>\(4p + 9 \ge 50\) reverses the inequality; it says Maya spends at least $50.</p>
<p>\(9p + 4 \le 50\) swaps the prices, charging $9 per paperback and $4 for the calendar.</p>
<p>\(4p \le 50 + 9\) adds the calendar's price to the budget instead of subtracting it.</p>`,
    },
    // 07 easy · advanced · nonlinear functions · OE
    {
      id: "pt1-math-m2e-07",
      type: "OE",
      title: "",
      text: String.raw`<p>The function \(g\) is defined by \(g(x) = 2x^2 - 3x + 1\). What is the value of \(g(-2)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      tags: ["shape:quadratic-function-evaluate"],
      answers: "15",
      explanation: String.raw`<p>Substitute \(-2\) for \(x\): \(g(-2) = 2(-2)^2 - 3(-2) + 1 = 2(4) + 6 + 1 = 15\).</p>
<p>Common errors: \(-1\) squares \(-2\) as \(-4\), giving \(-8 + 6 + 1\); \(3\) treats \(-3(-2)\) as \(-6\), giving \(8 - 6 + 1\).</p>`,
    },
    // 08 easy · PSD · percentages · SC · key C
    {
      id: "pt1-math-m2e-08",
      type: "SC",
      title: "",
      text: String.raw`<p>A school's recycling drive set a goal of collecting 400 pounds of paper. By the end of the drive, students had collected 340 pounds of paper. The amount collected is what percent of the goal?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "easy",
      tags: ["shape:percent-part-of-goal"],
      choices: [
        { text: "15%" },
        { text: "60%" },
        { text: "85%", correct: true },
        { text: "118%" },
      ],
      explanation: String.raw`<p>Divide the amount collected by the goal: \(\frac{340}{400} = 0.85\), which is 85%.</p>
<p>15% is the part of the goal that was <em>not</em> reached, \(\frac{60}{400}\).</p>
<p>60% treats the 60-pound shortfall, \(400 - 340\), as if it were a percent.</p>
<p>118% divides the goal by the amount collected, \(\frac{400}{340} \approx 1.18\), the reverse of what is asked.</p>`,
    },
    // 09 easy · algebra · systems · SC · key B
    {
      id: "pt1-math-m2e-09",
      type: "SC",
      title: "",
      text: String.raw`<p>\(x + y = 14\)<br>\(x - y = 4\)</p><p>What is the solution \((x, y)\) to the given system of equations?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "easy",
      tags: ["shape:system-solve-sum-difference"],
      choices: [
        { text: String.raw`\((5, 9)\)` },
        { text: String.raw`\((11, 7)\)` },
        { text: String.raw`\((10, 4)\)` },
        { text: String.raw`\((9, 5)\)`, correct: true },
      ],
      explanation: String.raw`<p>Add the two equations: \(2x = 18\), so \(x = 9\). Substitute into \(x + y = 14\): \(9 + y = 14\), so \(y = 5\). Check in the second equation: \(9 - 5 = 4\). The solution is \((9, 5)\).</p>
<p>\((5, 9)\) swaps the coordinates; it gives \(x - y = -4\), not 4.</p>
<p>\((10, 4)\) satisfies \(x + y = 14\) but gives \(x - y = 6\).</p>
<p>\((11, 7)\) satisfies \(x - y = 4\) but gives \(x + y = 18\).</p>`,
    },
    // 10 easy · advanced · nonlinear equations · SC · key C
    {
      id: "pt1-math-m2e-10",
      type: "SC",
      title: "",
      text: String.raw`<p>\((x - 3)^2 = 16\)</p><p>What is the positive solution to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "easy",
      tags: ["shape:quadratic-square-root-method"],
      choices: [
        { text: String.raw`\(1\)` },
        { text: String.raw`\(4\)` },
        { text: String.raw`\(7\)`, correct: true },
        { text: String.raw`\(19\)` },
      ],
      explanation: String.raw`<p>Take the square root of both sides: \(x - 3 = 4\) or \(x - 3 = -4\). So \(x = 7\) or \(x = -1\). The positive solution is \(7\). Check: \((7 - 3)^2 = 4^2 = 16\).</p>
<p>\(1\) subtracts 3 from 4 instead of adding 3; \((1 - 3)^2 = 4\), not 16.</p>
<p>\(4\) is the value of \(x - 3\), not of \(x\).</p>
<p>\(19\) adds 3 to 16 without first taking the square root.</p>`,
    },
    // 11 medium · algebra · linear equation in two variables · OE
    {
      id: "pt1-math-m2e-11",
      type: "OE",
      title: "",
      text: String.raw`<p>A bakery sells croissants for $3.50 each and bagels for $2.25 each. The equation \(3.50c + 2.25b = 156\) represents a day on which the bakery's total sales of \(c\) croissants and \(b\) bagels were $156. If the bakery sold 24 croissants that day, how many bagels did it sell?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      tags: ["shape:two-var-linear-eq-substitute-known"],
      answers: "32",
      explanation: String.raw`<p>Substitute \(c = 24\): \(3.50(24) + 2.25b = 156\), so \(84 + 2.25b = 156\). Subtract 84: \(2.25b = 72\). Divide by 2.25: \(b = 32\). The bakery sold 32 bagels.</p>
<p>Common errors: \(72\) is the dollar amount from bagel sales, not the number of bagels; about \(20.57\) comes from dividing 72 by 3.50, the croissant price.</p>`,
    },
    // 12 medium · PSD · one-variable data (table) · SC · key B
    {
      id: "pt1-math-m2e-12",
      type: "SC",
      title: "",
      text: String.raw`<p>Each of the 10 members of a swim team recorded the number of laps of the pool they swam during one practice. The frequency table shows the results.</p>
<table>
<thead><tr><th scope="col">Number of laps</th><th scope="col">Number of swimmers</th></tr></thead>
<tbody>
<tr><td>20</td><td>2</td></tr>
<tr><td>22</td><td>3</td></tr>
<tr><td>25</td><td>4</td></tr>
<tr><td>30</td><td>1</td></tr>
</tbody>
</table>
<p>What is the median number of laps swum by these 10 swimmers?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "medium",
      tags: ["shape:median-from-frequency-table"],
      choices: [
        { text: String.raw`\(22\)` },
        { text: String.raw`\(23.5\)`, correct: true },
        { text: String.raw`\(23.6\)` },
        { text: String.raw`\(25\)` },
      ],
      explanation: String.raw`<p>List the 10 values in order: 20, 20, 22, 22, 22, 25, 25, 25, 25, 30. With an even number of values, the median is the mean of the 5th and 6th values: \(\frac{22 + 25}{2} = 23.5\).</p>
<p>\(22\) is only the 5th value; with 10 values the median averages the 5th and 6th.</p>
<p>\(23.6\) is the mean, \(\frac{2(20) + 3(22) + 4(25) + 1(30)}{10} = \frac{236}{10}\), not the median.</p>
<p>\(25\) is the mode, the most frequent number of laps.</p>`,
    },
    // 13 medium · advanced · equivalent expressions · OE
    {
      id: "pt1-math-m2e-13",
      type: "OE",
      title: "",
      text: String.raw`<p>\((ax + 3)(2x - b) = 6x^2 - 6x - 12\)</p><p>In the given equation, \(a\) and \(b\) are constants. The equation is true for all values of \(x\). What is the value of \(a + b\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      tags: ["shape:poly-product-match-coefficients"],
      answers: "7",
      explanation: String.raw`<p>Expand the left side: \((ax + 3)(2x - b) = 2ax^2 - abx + 6x - 3b = 2ax^2 + (6 - ab)x - 3b\). For the equation to hold for all \(x\), matching coefficients must be equal.</p>
<p>\(x^2\) terms: \(2a = 6\), so \(a = 3\). Constant terms: \(-3b = -12\), so \(b = 4\). Check the \(x\) terms: \(6 - ab = 6 - 12 = -6\), which matches. So \(a + b = 3 + 4 = 7\).</p>
<p>Common error: taking \(b = -4\) from \(3b = -12\) (dropping the minus sign in \(-b\)) gives \(a + b = -1\), but then the \(x\) term would be \(18x\), not \(-6x\).</p>`,
    },
    // 14 medium · algebra · linear functions (graph) · SC · key D
    {
      id: "pt1-math-m2e-14",
      type: "SC",
      title: "",
      text: String.raw`<p>The graph shows the distance \(d\), in miles, between a city bus and the last stop on its route \(t\) minutes after the bus leaves the first stop.</p>
<svg role="img" aria-label="Graph of a line. The horizontal axis is labeled Time in minutes, t, and runs from 0 to 50 with gridlines every 5 minutes. The vertical axis is labeled Distance in miles, d, and runs from 0 to 20 with gridlines every 2 miles. The line starts at the point (0, 18), falls at a constant rate through the points (15, 12) and (30, 6), and reaches the horizontal axis at the point (45, 0)." viewBox="0 0 330 270" width="330" height="270" xmlns="http://www.w3.org/2000/svg" font-family="sans-serif" font-size="10">
<g stroke="#d0d0d0" stroke-width="1">
<line x1="75" y1="20" x2="75" y2="220"/><line x1="100" y1="20" x2="100" y2="220"/><line x1="125" y1="20" x2="125" y2="220"/><line x1="150" y1="20" x2="150" y2="220"/><line x1="175" y1="20" x2="175" y2="220"/><line x1="200" y1="20" x2="200" y2="220"/><line x1="225" y1="20" x2="225" y2="220"/><line x1="250" y1="20" x2="250" y2="220"/><line x1="275" y1="20" x2="275" y2="220"/><line x1="300" y1="20" x2="300" y2="220"/>
<line x1="50" y1="200" x2="300" y2="200"/><line x1="50" y1="180" x2="300" y2="180"/><line x1="50" y1="160" x2="300" y2="160"/><line x1="50" y1="140" x2="300" y2="140"/><line x1="50" y1="120" x2="300" y2="120"/><line x1="50" y1="100" x2="300" y2="100"/><line x1="50" y1="80" x2="300" y2="80"/><line x1="50" y1="60" x2="300" y2="60"/><line x1="50" y1="40" x2="300" y2="40"/><line x1="50" y1="20" x2="300" y2="20"/>
</g>
<g stroke="#000" stroke-width="1.5"><line x1="50" y1="220" x2="305" y2="220"/><line x1="50" y1="220" x2="50" y2="15"/></g>
<g text-anchor="middle"><text x="50" y="234">0</text><text x="100" y="234">10</text><text x="150" y="234">20</text><text x="200" y="234">30</text><text x="250" y="234">40</text><text x="300" y="234">50</text></g>
<g text-anchor="end"><text x="45" y="223">0</text><text x="45" y="203">2</text><text x="45" y="183">4</text><text x="45" y="163">6</text><text x="45" y="143">8</text><text x="45" y="123">10</text><text x="45" y="103">12</text><text x="45" y="83">14</text><text x="45" y="63">16</text><text x="45" y="43">18</text><text x="45" y="23">20</text></g>
<text x="175" y="256" text-anchor="middle">Time (minutes), t</text>
<text x="14" y="120" text-anchor="middle" transform="rotate(-90 14 120)">Distance (miles), d</text>
<line x1="50" y1="40" x2="275" y2="220" stroke="#1f4e9c" stroke-width="2.5"/>
<circle cx="50" cy="40" r="3.5" fill="#1f4e9c"/><circle cx="275" cy="220" r="3.5" fill="#1f4e9c"/>
</svg>
<p>Which equation represents the relationship between \(d\) and \(t\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      tags: ["shape:linear-graph-to-equation-context"],
      choices: [
        { text: String.raw`\(d = 45 - 0.4t\)` },
        { text: String.raw`\(d = 18 - 2.5t\)` },
        { text: String.raw`\(d = 18 + 0.4t\)` },
        { text: String.raw`\(d = 18 - 0.4t\)`, correct: true },
      ],
      explanation: String.raw`<p>The line passes through \((0, 18)\) and \((45, 0)\). Its slope is \(\frac{0 - 18}{45 - 0} = -\frac{18}{45} = -0.4\), and its \(d\)-intercept is 18. So \(d = 18 - 0.4t\). Check with another grid point: at \(t = 30\), \(d = 18 - 12 = 6\), which matches the graph.</p>
<p>\(d = 18 + 0.4t\) has a positive slope, so the distance would grow, but the graph falls.</p>
<p>\(d = 45 - 0.4t\) uses the \(t\)-intercept, 45, as the starting distance; at \(t = 0\) the bus is 18 miles from the last stop, not 45.</p>
<p>\(d = 18 - 2.5t\) uses the reciprocal of the slope, \(\frac{45}{18}\); it would reach \(d = 0\) after about 7 minutes, not 45.</p>`,
    },
    // 15 medium · geometry · lines, angles, triangles (figure) · SC · key C
    {
      id: "pt1-math-m2e-15",
      type: "SC",
      title: "",
      text: String.raw`<svg role="img" aria-label="Triangle ABC with vertex A at the top, B at the lower left and C at the lower right. Side BC is extended past C to a point D, so points B, C and D lie on one line. The angle at A inside the triangle is marked 48 degrees. The angle at B inside the triangle is marked x degrees. The angle outside the triangle at C, between segment CA and segment CD, is marked 115 degrees. A note says the figure is not drawn to scale." viewBox="0 0 300 240" width="300" height="240" xmlns="http://www.w3.org/2000/svg" font-family="sans-serif" font-size="12">
<g stroke="#000" stroke-width="1.5" fill="none">
<line x1="40" y1="200" x2="275" y2="200"/>
<line x1="40" y1="200" x2="111" y2="32"/>
<line x1="111" y1="32" x2="190" y2="200"/>
</g>
<g fill="#000"><circle cx="40" cy="200" r="2.5"/><circle cx="190" cy="200" r="2.5"/><circle cx="275" cy="200" r="2.5"/><circle cx="111" cy="32" r="2.5"/></g>
<text x="111" y="22" text-anchor="middle">A</text>
<text x="32" y="216" text-anchor="middle">B</text>
<text x="190" y="218" text-anchor="middle">C</text>
<text x="275" y="218" text-anchor="middle">D</text>
<text x="112" y="72" text-anchor="middle">48°</text>
<text x="68" y="192" text-anchor="middle">x°</text>
<text x="222" y="188" text-anchor="middle">115°</text>
<text x="150" y="236" text-anchor="middle" font-size="10">Note: Figure not drawn to scale.</text>
</svg>
<p>In the figure, points \(B\), \(C\), and \(D\) lie on a line. What is the value of \(x\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "medium",
      tags: ["shape:triangle-exterior-angle"],
      choices: [
        { text: String.raw`\(17\)` },
        { text: String.raw`\(65\)` },
        { text: String.raw`\(67\)`, correct: true },
        { text: String.raw`\(163\)` },
      ],
      explanation: String.raw`<p>Angles \(ACB\) and \(ACD\) form a straight line, so \(\angle ACB = 180^\circ - 115^\circ = 65^\circ\). The angles of triangle \(ABC\) add up to \(180^\circ\): \(x + 48 + 65 = 180\), so \(x = 67\). (Equivalently, an exterior angle equals the sum of the two remote interior angles: \(x + 48 = 115\).)</p>
<p>\(17\) subtracts 48 from the interior angle at \(C\), 65, instead of from the exterior angle, 115.</p>
<p>\(65\) is the measure of the interior angle at \(C\), not the angle at \(B\).</p>
<p>\(163\) adds 48 to 115 instead of subtracting.</p>`,
    },
    // 16 medium · PSD · probability (two-way table) · SC · key D
    {
      id: "pt1-math-m2e-16",
      type: "SC",
      title: "",
      text: String.raw`<p>The table summarizes 160 rentals from a car rental agency last month, by type of car and length of rental.</p>
<table>
<thead><tr><th scope="col">Type of car</th><th scope="col">1 to 3 days</th><th scope="col">4 or more days</th><th scope="col">Total</th></tr></thead>
<tbody>
<tr><th scope="row">Compact</th><td>54</td><td>36</td><td>90</td></tr>
<tr><th scope="row">SUV</th><td>28</td><td>42</td><td>70</td></tr>
<tr><th scope="row">Total</th><td>82</td><td>78</td><td>160</td></tr>
</tbody>
</table>
<p>If one of the SUV rentals is selected at random, what is the probability that it lasted 4 or more days?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "probability",
      difficulty: "medium",
      tags: ["shape:two-way-table-probability"],
      choices: [
        { text: String.raw`\(\frac{21}{80}\)` },
        { text: String.raw`\(\frac{7}{16}\)` },
        { text: String.raw`\(\frac{7}{13}\)` },
        { text: String.raw`\(\frac{3}{5}\)`, correct: true },
      ],
      explanation: String.raw`<p>The selection is made only from the SUV rentals, so the denominator is the SUV total, 70. Of these, 42 lasted 4 or more days. The probability is \(\frac{42}{70} = \frac{3}{5}\).</p>
<p>\(\frac{21}{80}\) is \(\frac{42}{160}\): it divides by all 160 rentals instead of only the SUV rentals.</p>
<p>\(\frac{7}{16}\) is \(\frac{70}{160}\), the probability that a randomly chosen rental of any kind was an SUV.</p>
<p>\(\frac{7}{13}\) is \(\frac{42}{78}\), the probability that a rental of 4 or more days was an SUV, which reverses the condition.</p>`,
    },
    // 17 medium · advanced · nonlinear functions (exponential) · SC · key A
    {
      id: "pt1-math-m2e-17",
      type: "SC",
      title: "",
      text: String.raw`<p>A town began a curbside recycling drive in 2020. The number of households taking part in the drive \(t\) years after 2020 is modeled by the function \(N(t) = 240(1.15)^t\). Which statement is the best interpretation of the model?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      tags: ["shape:exp-model-interpret-growth-factor"],
      choices: [
        { text: "The number of households taking part is estimated to increase by 1.15% each year." },
        { text: "The number of households taking part is estimated to increase by 115% each year." },
        { text: "The number of households taking part is estimated to increase by 15 households each year." },
        { text: "The number of households taking part is estimated to increase by 15% each year.", correct: true },
      ],
      explanation: String.raw`<p>Each time \(t\) increases by 1, \(N(t)\) is multiplied by 1.15. Multiplying by \(1.15 = 1 + 0.15\) keeps the previous amount and adds 15% of it, so the model shows an increase of 15% per year (starting from 240 households in 2020).</p>
<p>"Increase by 15 households each year" describes a linear model with a constant difference, not repeated multiplication.</p>
<p>"Increase by 1.15% each year" reads the growth factor 1.15 as a percent; that would be a factor of 1.0115.</p>
<p>"Increase by 115% each year" would more than double the count each year, a factor of 2.15, not 1.15.</p>`,
    },
    // 18 medium · algebra · systems (word problem) · OE
    {
      id: "pt1-math-m2e-18",
      type: "OE",
      title: "",
      text: String.raw`<p>A bookshop sells hardcover books for $18 each and paperback books for $7 each. On Monday, the bookshop sold 40 books, all hardcovers or paperbacks, for a total of $467. How many hardcover books did the bookshop sell on Monday?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      tags: ["shape:system-word-total-count-and-value"],
      answers: "17",
      explanation: String.raw`<p>Let \(h\) be the number of hardcovers and \(p\) the number of paperbacks. Then \(h + p = 40\) and \(18h + 7p = 467\). From the first equation, \(p = 40 - h\). Substitute: \(18h + 7(40 - h) = 467\), so \(11h + 280 = 467\), \(11h = 187\), and \(h = 17\). Check: 23 paperbacks, and \(18(17) + 7(23) = 306 + 161 = 467\).</p>
<p>Common error: \(23\) is the number of paperbacks, not hardcovers.</p>`,
    },
    // 19 medium · geometry · right triangles and trigonometry · SC · key B
    {
      id: "pt1-math-m2e-19",
      type: "SC",
      title: "",
      text: String.raw`<p>In right triangle \(PQR\), angle \(Q\) is the right angle, \(PQ = 20\), and \(QR = 21\). What is the value of \(\sin P\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "right_triangles_trigonometry",
      difficulty: "medium",
      tags: ["shape:right-triangle-sine-from-legs"],
      choices: [
        { text: String.raw`\(\frac{20}{29}\)` },
        { text: String.raw`\(\frac{21}{29}\)`, correct: true },
        { text: String.raw`\(\frac{20}{21}\)` },
        { text: String.raw`\(\frac{21}{20}\)` },
      ],
      explanation: String.raw`<p>The hypotenuse is \(PR\), opposite the right angle at \(Q\): \(PR = \sqrt{20^2 + 21^2} = \sqrt{400 + 441} = \sqrt{841} = 29\). The side opposite angle \(P\) is \(QR = 21\), so \(\sin P = \frac{\text{opposite}}{\text{hypotenuse}} = \frac{21}{29}\).</p>
<p>\(\frac{20}{29}\) uses the side adjacent to \(P\); it is \(\cos P\).</p>
<p>\(\frac{20}{21}\) is adjacent over opposite for \(P\); it is \(\tan R\), not a sine.</p>
<p>\(\frac{21}{20}\) is opposite over adjacent; it is \(\tan P\).</p>`,
    },
    // 20 hard · algebra · linear equation in one variable (no solution) · OE
    {
      id: "pt1-math-m2e-20",
      type: "OE",
      title: "",
      text: String.raw`<p>\(\frac{2}{3}(kx - 6) + x = 5x - 7\)</p><p>In the given equation, \(k\) is a constant. The equation has no solution. What is the value of \(k\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "hard",
      tags: ["shape:linear-eq-no-solution-constant"],
      answers: "6",
      explanation: String.raw`<p>Distribute on the left: \(\frac{2k}{3}x - 4 + x = 5x - 7\), that is, \(\left(\frac{2k}{3} + 1\right)x - 4 = 5x - 7\). A linear equation has no solution when the \(x\)-coefficients on the two sides are equal but the constants are different. The constants, \(-4\) and \(-7\), are already different, so set the coefficients equal: \(\frac{2k}{3} + 1 = 5\), so \(\frac{2k}{3} = 4\) and \(k = 6\).</p>
<p>Check: with \(k = 6\) the equation becomes \(5x - 4 = 5x - 7\), which simplifies to \(-4 = -7\), false for every \(x\). For any other \(k\), the coefficients differ and there is exactly one solution.</p>
<p>Common errors: \(\frac{15}{2}\) (7.5) ignores the \(+x\) on the left and sets \(\frac{2k}{3} = 5\); \(4\) stops at \(\frac{2k}{3} = 4\) without solving for \(k\), or ignores the factor \(\frac{2}{3}\).</p>`,
    },
    // 21 hard · advanced · nonlinear system with one solution · SC · key A
    {
      id: "pt1-math-m2e-21",
      type: "SC",
      title: "",
      text: String.raw`<p>\(y = x^2 - 4x + 7\)<br>\(y = 2x + k\)</p><p>In the given system of equations, \(k\) is a constant. The system has exactly one real solution. What is the value of \(k\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      tags: ["shape:parabola-line-one-intersection"],
      choices: [
        { text: String.raw`\(-2\)`, correct: true },
        { text: String.raw`\(2\)` },
        { text: String.raw`\(3\)` },
        { text: String.raw`\(6\)` },
      ],
      explanation: String.raw`<p>Set the two expressions for \(y\) equal: \(x^2 - 4x + 7 = 2x + k\), so \(x^2 - 6x + (7 - k) = 0\). The system has exactly one real solution when this quadratic has exactly one real root, that is, when its discriminant is 0: \((-6)^2 - 4(1)(7 - k) = 0\). So \(36 - 28 + 4k = 0\), \(8 + 4k = 0\), and \(k = -2\). Check: with \(k = -2\), the equation is \(x^2 - 6x + 9 = (x - 3)^2 = 0\), so the only solution is \(x = 3\), \(y = 4\).</p>
<p>\(2\) comes from a sign error in the constant term, using \(7 + k\) instead of \(7 - k\).</p>
<p>\(3\) forgets to move the \(2x\) term, using \(x^2 - 4x + 7 - k = 0\).</p>
<p>\(6\) adds \(2x\) instead of subtracting it, using \(x^2 - 2x + 7 - k = 0\).</p>`,
    },
    // 22 hard · advanced · nonlinear functions (quadratic minimum) · SC · key A
    {
      id: "pt1-math-m2e-22",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 2x^2 + bx + c\), where \(b\) and \(c\) are constants. The graph of \(y = f(x)\) in the \(xy\)-plane crosses the \(x\)-axis at the points \((-1, 0)\) and \((7, 0)\). What is the minimum value of \(f(x)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      tags: ["shape:quadratic-min-from-zeros"],
      choices: [
        { text: String.raw`\(-32\)`, correct: true },
        { text: String.raw`\(-16\)` },
        { text: String.raw`\(-14\)` },
        { text: String.raw`\(3\)` },
      ],
      explanation: String.raw`<p>A quadratic with leading coefficient 2 and zeros \(-1\) and \(7\) is \(f(x) = 2(x + 1)(x - 7)\). Because the leading coefficient is positive, the minimum occurs at the vertex, whose \(x\)-coordinate is midway between the zeros: \(\frac{-1 + 7}{2} = 3\). The minimum value is \(f(3) = 2(3 + 1)(3 - 7) = 2(4)(-4) = -32\).</p>
<p>\(-16\) leaves out the leading coefficient 2, using \((x + 1)(x - 7)\).</p>
<p>\(-14\) is \(c\), the \(y\)-intercept \(f(0) = 2(1)(-7)\), not the minimum.</p>
<p>\(3\) is the \(x\)-coordinate of the vertex, where the minimum occurs, not the minimum value.</p>`,
    },
  ],
};

export default module;
