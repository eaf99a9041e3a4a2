import type { z } from "zod";
import { barGraph, lineGraph } from "../../figures";
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
    // 01 easy · algebra · linear equation in one variable · SC
    {
      id: "pt1-math-m2e-01",
      type: "SC",
      title: "",
      text: String.raw`<p>\(4x - 7 = 29\)</p><p>What value of \(x\) is the solution to the given equation?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:linear-eq-two-step"],
      choices: [{ text: String.raw`\(\frac{11}{2}\)` }, { text: String.raw`\(9\)`, correct: true }, { text: String.raw`\(22\)` }, { text: String.raw`\(36\)` }],
      explanation: String.raw`<p>Add 7 to both sides: \(4x = 36\). Divide both sides by 4: \(x = 9\). Check: \(4(9) - 7 = 36 - 7 = 29\).</p>
<p>\(\frac{11}{2}\) comes from subtracting 7 from 29 instead of adding it, then dividing by 4.</p>
<p>\(22\) comes from subtracting 7 from 29 and never dividing by 4.</p>
<p>\(36\) is the value of \(4x\), not of \(x\); the last step, dividing by 4, is missing.</p>`,
    },
    // 02 easy · PSD · unit price · SC
    {
      id: "pt1-math-m2e-02",
      type: "SC",
      title: "",
      text: String.raw`<p>A \(12\)-ounce bag of coffee costs \(\$9.60\). At the same price per ounce, how many dollars does a \(20\)-ounce bag of the coffee cost?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:unit-price-scale-to-new-quantity"],
      choices: [
        { text: String.raw`\(0.80\)` },
        { text: String.raw`\(5.76\)` },
        { text: String.raw`\(16.00\)`, correct: true },
        { text: String.raw`\(17.60\)` },
      ],
      explanation: String.raw`<p>The price per ounce is \(\frac{9.60}{12} = 0.80\) dollars. A \(20\)-ounce bag costs \(20 \times 0.80 = 16.00\) dollars. (Equivalently, \(\frac{9.60}{12} = \frac{x}{20}\), so \(x = 16\).)</p>
<ul>
<li>\(0.80\) is the price of one ounce, not of \(20\) ounces.</li>
<li>\(5.76\) sets up the proportion upside down, \(9.60 \times \frac{12}{20}\), which makes the larger bag cheaper.</li>
<li>\(17.60\) adds \(8\) dollars for the \(8\) extra ounces, as if each ounce cost \(\$1\).</li>
</ul>`,
    },
    // 03 easy · advanced · equivalent expressions · SC
    {
      id: "pt1-math-m2e-03",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(4x^2 - 49\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:factor-difference-of-squares"],
      choices: [
        { text: String.raw`\((4x - 7)(4x + 7)\)` },
        { text: String.raw`\((2x - 7)^2\)` },
        { text: String.raw`\((2x - 7)(2x + 7)\)`, correct: true },
        { text: String.raw`\((4x - 7)(x + 7)\)` },
      ],
      explanation: String.raw`<p>\(4x^2 = (2x)^2\) and \(49 = 7^2\), so the expression is a difference of two squares: \(a^2 - b^2 = (a - b)(a + b)\) with \(a = 2x\) and \(b = 7\). So \(4x^2 - 49 = (2x - 7)(2x + 7)\). Check: \(4x^2 + 14x - 14x - 49 = 4x^2 - 49\).</p>
<p>\((2x - 7)^2\) expands to \(4x^2 - 28x + 49\): squaring a difference gives a middle term and a positive constant.</p>
<p>\((4x - 7)(x + 7)\) expands to \(4x^2 + 21x - 49\); the factors \(4x\) and \(x\) are not the square roots of \(4x^2\).</p>
<p>\((4x - 7)(4x + 7)\) expands to \(16x^2 - 49\); it uses \(4x\) instead of the square root of \(4x^2\), which is \(2x\).</p>`,
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
      rating: 1,
      tags: ["shape:linear-function-evaluate-context"],
      answers: "210",
      explanation: String.raw`<p>Substitute \(d = 4\): \(C = 45(4) + 30 = 180 + 30 = 210\). The total cost is 210 dollars.</p>
<p>Common errors: \(180\) leaves out the one-time fee of 30 dollars; \(300\) adds the fee to the daily rate first, \((45 + 30)(4)\), which charges the fee every day.</p>`,
    },
    // 05 easy · geometry · area and volume (units) · SC
    {
      id: "pt1-math-m2e-05",
      type: "SC",
      title: "",
      text: String.raw`<p>A rectangular swimming pool is \(25\) meters long and \(12\) meters wide. It is filled with water to a uniform depth of \(150\) centimeters. What is the volume, in cubic meters, of the water in the pool?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:rect-prism-volume-cm-to-m"],
      choices: [
        { text: String.raw`\(300\)` },
        { text: String.raw`\(450\)`, correct: true },
        { text: String.raw`\(4{,}500\)` },
        { text: String.raw`\(45{,}000\)` },
      ],
      explanation: String.raw`<p>Work in meters: \(150\) centimeters is \(1.5\) meters. The water fills a rectangular prism, so its volume is length \(\times\) width \(\times\) depth: \(25 \times 12 \times 1.5 = 450\) cubic meters.</p>
<p>\(300\) is the area of the pool's floor, \(25 \times 12\); it leaves out the depth.</p>
<p>\(4{,}500\) converts \(150\) centimeters to \(15\) meters instead of \(1.5\) meters.</p>
<p>\(45{,}000\) multiplies by \(150\) without converting centimeters to meters, mixing units.</p>`,
    },
    // 06 easy · algebra · linear inequalities · SC
    {
      id: "pt1-math-m2e-06",
      type: "SC",
      title: "",
      text: String.raw`<p>A bookshop sells used paperbacks for $4 each and calendars for $9 each. Maya has a $50 gift card for the bookshop. She will buy one calendar and \(p\) used paperbacks, and the total cost cannot be more than the value of her gift card. There is no sales tax. Which inequality represents this situation?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:lin-ineq-write-from-context"],
      choices: [
        { text: String.raw`\(9p + 4 \le 50\)` },
        { text: String.raw`\(4p + 9 \le 50\)`, correct: true },
        { text: String.raw`\(4p \le 50 + 9\)` },
        { text: String.raw`\(4p + 9 \ge 50\)` },
      ],
      explanation: String.raw`<p>The paperbacks cost \(4p\) dollars and the calendar costs 9 dollars, so the total cost is \(4p + 9\). "Cannot be more than $50" means the total is less than or equal to 50: \(4p + 9 \le 50\).</p>
<p>\(4p + 9 \ge 50\) reverses the inequality; it says Maya spends at least $50.</p>
<p>\(9p + 4 \le 50\) swaps the prices, charging $9 per paperback and $4 for the calendar.</p>
<p>\(4p \le 50 + 9\) adds the calendar's price to the budget instead of subtracting it.</p>`,
    },
    // 07 easy · advanced · nonlinear functions (x-intercept) · OE
    {
      id: "pt1-math-m2e-07",
      type: "OE",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = x^2 - 9\). The graph of \(y = f(x)\) in the \(xy\)-plane crosses the \(x\)-axis at two points. What is the positive \(x\)-coordinate of these points?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:quadratic-positive-x-intercept"],
      answers: "3",
      explanation: String.raw`<p>The graph crosses the \(x\)-axis where \(f(x) = 0\): \(x^2 - 9 = 0\), so \(x^2 = 9\) and \(x = 3\) or \(x = -3\). The positive one is \(3\).</p>
<p>A common error is to give \(9\), the value of \(x^2\), or \(-9\), the \(y\)-intercept \(f(0)\), instead of the \(x\)-intercept.</p>`,
    },
    // 08 easy · PSD · percentages · SC
    {
      id: "pt1-math-m2e-08",
      type: "SC",
      title: "",
      text: String.raw`<p>A school's recycling drive set a goal of collecting 400 pounds of paper. By the end of the drive, students had collected 340 pounds of paper. The amount collected is what percent of the goal?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:percent-part-of-goal"],
      choices: [{ text: "15%" }, { text: "60%" }, { text: "85%", correct: true }, { text: "118%" }],
      explanation: String.raw`<p>Divide the amount collected by the goal: \(\frac{340}{400} = 0.85\), which is 85%.</p>
<p>15% is the part of the goal that was <em>not</em> reached, \(\frac{60}{400}\).</p>
<p>60% treats the 60-pound shortfall, \(400 - 340\), as if it were a percent.</p>
<p>118% divides the goal by the amount collected, \(\frac{400}{340} \approx 1.18\), the reverse of what is asked.</p>`,
    },
    // 09 easy · algebra · systems · SC
    {
      id: "pt1-math-m2e-09",
      type: "SC",
      title: "",
      text: String.raw`<p>\(x + y = 14\)<br>\(x - y = 4\)</p><p>What is the solution \((x, y)\) to the given system of equations?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:system-solve-sum-difference"],
      choices: [
        { text: String.raw`\((10, 4)\)` },
        { text: String.raw`\((9, 5)\)`, correct: true },
        { text: String.raw`\((5, 9)\)` },
        { text: String.raw`\((11, 7)\)` },
      ],
      explanation: String.raw`<p>Add the two equations: \(2x = 18\), so \(x = 9\). Substitute into \(x + y = 14\): \(9 + y = 14\), so \(y = 5\). Check in the second equation: \(9 - 5 = 4\). The solution is \((9, 5)\).</p>
<p>\((5, 9)\) swaps the coordinates; it gives \(x - y = -4\), not 4.</p>
<p>\((10, 4)\) satisfies \(x + y = 14\) but gives \(x - y = 6\).</p>
<p>\((11, 7)\) satisfies \(x - y = 4\) but gives \(x + y = 18\).</p>`,
    },
    // 10 easy · advanced · nonlinear equations · SC
    {
      id: "pt1-math-m2e-10",
      type: "SC",
      title: "",
      text: String.raw`<p>\((x - 3)^2 = 16\)</p><p>What is the positive solution to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:quadratic-square-root-method"],
      choices: [{ text: String.raw`\(1\)` }, { text: String.raw`\(4\)` }, { text: String.raw`\(5\)` }, { text: String.raw`\(7\)`, correct: true }],
      explanation: String.raw`<p>Take the square root of both sides: \(x - 3 = 4\) or \(x - 3 = -4\). So \(x = 7\) or \(x = -1\). The positive solution is \(7\). Check: \((7 - 3)^2 = 4^2 = 16\).</p>
<p>\(1\) subtracts 3 from 4 instead of adding 3; \((1 - 3)^2 = 4\), not 16.</p>
<p>\(4\) is the value of \(x - 3\), not of \(x\).</p>
<p>\(5\) squares each term separately (\(x^2 - 9 = 16\), so \(x^2 = 25\)), but \((x - 3)^2\) is not \(x^2 - 9\).</p>`,
    },
    // 11 medium · algebra · linear equation in two variables (slope) · OE
    {
      id: "pt1-math-m2e-11",
      type: "OE",
      title: "",
      text: String.raw`<p>A plumber charges a fixed fee for each visit plus an hourly rate for the time worked. A \(2\)-hour job costs \(\$190\), and a \(5\)-hour job costs \(\$385\). What is the plumber's fixed fee, in dollars?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:fixed-fee-from-two-costs"],
      answers: "60",
      explanation: String.raw`<p>The cost is linear in the hours: \(C = rh + f\), where \(r\) is the hourly rate and \(f\) the fixed fee. The \(3\) extra hours of the longer job add \(385 - 190 = 195\) dollars, so \(r = \frac{195}{3} = 65\). Then \(190 = 65(2) + f\), so \(f = 190 - 130 = 60\). Check: \(65(5) + 60 = 325 + 60 = 385\).</p>
<p>\(65\) is the hourly rate, not the fixed fee. Dividing \(385\) by \(5\) or \(190\) by \(2\) treats the whole cost as hourly and leaves out the fee.</p>`,
    },
    // 12 medium · PSD · one-variable data (mean) · SC
    {
      id: "pt1-math-m2e-12",
      type: "SC",
      title: "",
      text: String.raw`<p>The bar graph shows a student's scores on \(5\) quizzes.</p>
${barGraph({
  id: "pt1-math-m2e-12-graph",
  title: "Scores on 5 quizzes",
  desc: "Bar graph. Horizontal axis: quiz, 1 to 5. Vertical axis: score in points, from 0 to 24 with gridlines every point and numbers every 2 points. Quiz 1: 18 points. Quiz 2: 9 points. Quiz 3: 23 points. Quiz 4: 12 points. Quiz 5: 13 points.",
  xLabel: "Quiz",
  y: { label: "Score (points)", min: 0, max: 24, step: 1, labelEvery: 2 },
  bars: [
    { label: "1", value: 18 },
    { label: "2", value: 9 },
    { label: "3", value: 23 },
    { label: "4", value: 12 },
    { label: "5", value: 13 },
  ],
})}
<p>By how many points does the mean of the five scores exceed their median?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:bar-graph-mean-minus-median"],
      choices: [{ text: String.raw`\(2\)`, correct: true }, { text: String.raw`\(3\)` }, { text: String.raw`\(8\)` }, { text: String.raw`\(14\)` }],
      explanation: String.raw`<p>The five scores are \(18\), \(9\), \(23\), \(12\) and \(13\), which add up to \(75\), so the mean is \(\frac{75}{5} = 15\). In order they are \(9, 12, 13, 18, 23\), so the median, the middle value, is \(13\). The mean exceeds the median by \(15 - 13 = 2\).</p>
<ul>
<li>\(3\) uses the midpoint of the lowest and highest scores, \(\frac{9 + 23}{2} = 16\), as the mean.</li>
<li>\(8\) takes the middle bar of the graph, Quiz 3's \(23\), as the median without putting the scores in order: \(23 - 15 = 8\).</li>
<li>\(14\) is the range, \(23 - 9\), a measure of spread, not the difference between the mean and the median.</li>
</ul>`,
    },
    // 13 medium · advanced · equivalent expressions (rational exponents) · OE
    {
      id: "pt1-math-m2e-13",
      type: "OE",
      title: "",
      text: String.raw`<p>For all \(x > 0\), \(\sqrt[3]{x^2} \cdot \sqrt{x} = x^k\). What is the value of \(k\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:radicals-to-rational-exponent"],
      answers: "7/6|||1.166|||1.167",
      explanation: String.raw`<p>Write each radical as a power: \(\sqrt[3]{x^2} = x^{\frac{2}{3}}\) and \(\sqrt{x} = x^{\frac{1}{2}}\). Multiplying powers of the same base adds the exponents: \(\frac{2}{3} + \frac{1}{2} = \frac{4}{6} + \frac{3}{6} = \frac{7}{6}\). So \(k = \frac{7}{6}\). Accepted entries: \(7/6\), \(1.166\) or \(1.167\).</p>
<p>A common error is to multiply the exponents, \(\frac{2}{3} \cdot \frac{1}{2} = \frac{1}{3}\), or to write \(\sqrt[3]{x^2}\) as \(x^{\frac{3}{2}}\), which gives \(\frac{3}{2} + \frac{1}{2} = 2\).</p>`,
    },
    // 14 medium · algebra · linear functions (graph) · SC
    {
      id: "pt1-math-m2e-14",
      type: "SC",
      title: "",
      text: String.raw`<p>The graph shows the distance \(d\), in miles, between a city bus and the last stop on its route \(t\) minutes after the bus leaves the first stop.</p>
${lineGraph({
  id: "pt1-math-m2e-14-graph",
  title: "Distance between the bus and the last stop",
  desc: "Graph of a line. The horizontal axis is labeled Time in minutes, t, and runs from 0 to 50 with gridlines every 5 minutes. The vertical axis is labeled Distance in miles, d, and runs from 0 to 20 with gridlines every 2 miles. The line starts at the point (0, 18), falls at a constant rate through the points (15, 12) and (30, 6), and reaches the horizontal axis at the point (45, 0).",
  x: { label: "Time (minutes), t", min: 0, max: 50, step: 5, labelEvery: 10 },
  y: { label: "Distance (miles), d", min: 0, max: 20, step: 2 },
  series: [
    {
      points: [
        [0, 18],
        [45, 0],
      ],
      marks: false,
    },
  ],
})}
<p>Which equation represents the relationship between \(d\) and \(t\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:linear-graph-to-equation-context"],
      choices: [
        { text: String.raw`\(d = 18 + 0.4t\)` },
        { text: String.raw`\(d = 45 - 0.4t\)` },
        { text: String.raw`\(d = 18 - 0.4t\)`, correct: true },
        { text: String.raw`\(d = 18 - 2.5t\)` },
      ],
      explanation: String.raw`<p>The line passes through \((0, 18)\) and \((45, 0)\). Its slope is \(\frac{0 - 18}{45 - 0} = -\frac{18}{45} = -0.4\), and its \(d\)-intercept is 18. So \(d = 18 - 0.4t\). Check with another grid point: at \(t = 30\), \(d = 18 - 12 = 6\), which matches the graph.</p>
<p>\(d = 18 + 0.4t\) has a positive slope, so the distance would grow, but the graph falls.</p>
<p>\(d = 45 - 0.4t\) uses the \(t\)-intercept, 45, as the starting distance; at \(t = 0\) the bus is 18 miles from the last stop, not 45.</p>
<p>\(d = 18 - 2.5t\) uses the reciprocal of the slope, \(\frac{45}{18}\); it would reach \(d = 0\) after about 7 minutes, not 45.</p>`,
    },
    // 15 medium · geometry · lines, angles, triangles (isosceles) · SC
    {
      id: "pt1-math-m2e-15",
      type: "SC",
      title: "",
      text: String.raw`<p>Four of the interior angles of a pentagon measure \(88^\circ\), \(104^\circ\), \(96^\circ\) and \(120^\circ\). What is the measure, in degrees, of its fifth interior angle?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:polygon-missing-interior-angle"],
      choices: [{ text: String.raw`\(48\)` }, { text: String.raw`\(108\)` }, { text: String.raw`\(132\)`, correct: true }, { text: String.raw`\(312\)` }],
      explanation: String.raw`<p>The interior angles of a polygon with \(n\) sides add up to \((n - 2) \cdot 180^\circ\); for a pentagon that is \(3 \cdot 180 = 540\). The four given angles add up to \(88 + 104 + 96 + 120 = 408\), so the fifth angle is \(540 - 408 = 132\).</p>
<ul>
<li>\(108\) is \(\frac{540}{5}\), the angle of a regular pentagon; this pentagon's angles are not all equal.</li>
<li>\(312\) uses \((n - 1) \cdot 180 = 720\) as the angle sum: \(720 - 408 = 312\).</li>
<li>\(48\) takes \(360\), the sum of a quadrilateral's angles, as the total and subtracts it from the four angles: \(408 - 360 = 48\).</li>
</ul>`,
    },
    // 16 medium · PSD · probability (either event) · SC
    {
      id: "pt1-math-m2e-16",
      type: "SC",
      title: "",
      text: String.raw`<p>An integer is chosen at random from the integers \(1\) through \(30\), inclusive. What is the probability that the integer chosen is a multiple of \(4\) or a multiple of \(5\)?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "probability",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:probability-either-event-overlap"],
      choices: [
        { text: String.raw`\(\frac{1}{30}\)` },
        { text: String.raw`\(\frac{7}{30}\)` },
        { text: String.raw`\(\frac{2}{5}\)`, correct: true },
        { text: String.raw`\(\frac{13}{30}\)` },
      ],
      explanation: String.raw`<p>The multiples of \(4\) from \(1\) to \(30\) are \(4, 8, 12, 16, 20, 24, 28\) (\(7\) numbers), and the multiples of \(5\) are \(5, 10, 15, 20, 25, 30\) (\(6\) numbers). The number \(20\) is in both lists, so it is counted once: \(7 + 6 - 1 = 12\) integers qualify. The probability is \(\frac{12}{30} = \frac{2}{5}\).</p>
<ul>
<li>\(\frac{1}{30}\) counts only the integers that are multiples of both \(4\) and \(5\) (just \(20\)); "or" includes either one.</li>
<li>\(\frac{7}{30}\) counts the multiples of \(4\) alone and leaves out the multiples of \(5\).</li>
<li>\(\frac{13}{30}\) adds the two counts without removing \(20\), which was counted twice.</li>
</ul>`,
    },
    // 17 medium · advanced · nonlinear functions (exponential) · SC
    {
      id: "pt1-math-m2e-17",
      type: "SC",
      title: "",
      text: String.raw`<p>A town began a curbside recycling drive in 2020. The number of households taking part in the drive \(t\) years after 2020 is modeled by the function \(N(t) = 240(1.15)^t\). Which statement is the best interpretation of the model?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:exp-model-interpret-growth-factor"],
      choices: [
        { text: "The number of households taking part is estimated to increase by 1.15% each year." },
        { text: "The number of households taking part is estimated to increase by 15 households each year." },
        { text: "The number of households taking part is estimated to increase by 115% each year." },
        { text: "The number of households taking part is estimated to increase by 15% each year.", correct: true },
      ],
      explanation: String.raw`<p>Each time \(t\) increases by 1, \(N(t)\) is multiplied by 1.15. Multiplying by \(1.15 = 1 + 0.15\) keeps the previous amount and adds 15% of it, so the model shows an increase of 15% per year (starting from 240 households in 2020).</p>
<p>"Increase by 15 households each year" describes a linear model with a constant difference, not repeated multiplication.</p>
<p>"Increase by 1.15% each year" reads the growth factor 1.15 as a percent; that would be a factor of 1.0115.</p>
<p>"Increase by 115% each year" would more than double the count each year, a factor of 2.15, not 1.15.</p>`,
    },
    // 18 medium · algebra · systems (fraction coefficients) · OE
    {
      id: "pt1-math-m2e-18",
      type: "OE",
      title: "",
      text: String.raw`<p>\(\dfrac{x}{2} + \dfrac{y}{3} = 4\)<br>\(x - y = 3\)</p><p>If \((x, y)\) is the solution to the given system of equations, what is the value of \(y\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:system-fraction-coefficients"],
      answers: "3",
      explanation: String.raw`<p>Clear the fractions in the first equation by multiplying both sides by \(6\): \(3x + 2y = 24\). From the second equation, \(x = y + 3\). Substitute: \(3(y + 3) + 2y = 24\), so \(5y + 9 = 24\), \(5y = 15\), and \(y = 3\). Check: \(x = 6\), and \(\frac{6}{2} + \frac{3}{3} = 3 + 1 = 4\).</p>
<p>A common error is to multiply only the left side by \(6\) (getting \(3x + 2y = 4\)), or to give \(6\), the value of \(x\), instead of \(y\).</p>`,
    },
    // 19 medium · geometry · right triangles and trigonometry · SC
    {
      id: "pt1-math-m2e-19",
      type: "SC",
      title: "",
      text: String.raw`<p>In right triangle \(PQR\), angle \(Q\) is the right angle, \(PQ = 20\), and \(QR = 21\). What is the value of \(\sin P\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "right_triangles_trigonometry",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:right-triangle-sine-from-legs"],
      choices: [
        { text: String.raw`\(\frac{21}{29}\)`, correct: true },
        { text: String.raw`\(\frac{20}{21}\)` },
        { text: String.raw`\(\frac{21}{20}\)` },
        { text: String.raw`\(\frac{29}{21}\)` },
      ],
      explanation: String.raw`<p>The hypotenuse is \(PR\), opposite the right angle at \(Q\): \(PR = \sqrt{20^2 + 21^2} = \sqrt{400 + 441} = \sqrt{841} = 29\). The side opposite angle \(P\) is \(QR = 21\), so \(\sin P = \frac{\text{opposite}}{\text{hypotenuse}} = \frac{21}{29}\).</p>
<p>\(\frac{29}{21}\) is the hypotenuse over the opposite side, the reciprocal of \(\sin P\).</p>
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
      rating: 5,
      tags: ["shape:linear-eq-no-solution-constant"],
      answers: "6",
      explanation: String.raw`<p>Distribute on the left: \(\frac{2k}{3}x - 4 + x = 5x - 7\), that is, \(\left(\frac{2k}{3} + 1\right)x - 4 = 5x - 7\). A linear equation has no solution when the \(x\)-coefficients on the two sides are equal but the constants are different. The constants, \(-4\) and \(-7\), are already different, so set the coefficients equal: \(\frac{2k}{3} + 1 = 5\), so \(\frac{2k}{3} = 4\) and \(k = 6\).</p>
<p>Check: with \(k = 6\) the equation becomes \(5x - 4 = 5x - 7\), which simplifies to \(-4 = -7\), false for every \(x\). For any other \(k\), the coefficients differ and there is exactly one solution.</p>
<p>Common errors: \(\frac{15}{2}\) (7.5) ignores the \(+x\) on the left and sets \(\frac{2k}{3} = 5\); \(4\) stops at \(\frac{2k}{3} = 4\) without solving for \(k\), or ignores the factor \(\frac{2}{3}\).</p>`,
    },
    // 21 hard · advanced · nonlinear equations (quadratic, one root given) · SC
    {
      id: "pt1-math-m2e-21",
      type: "SC",
      title: "",
      text: String.raw`<p>\(3x^2 + bx - 10 = 0\)</p><p>In the given equation, \(b\) is a constant. One solution of the equation is \(x = 2\). What is the other solution?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:quadratic-one-root-find-other"],
      choices: [
        { text: String.raw`\(-\frac{5}{3}\)`, correct: true },
        { text: String.raw`\(\frac{1}{3}\)` },
        { text: String.raw`\(\frac{5}{3}\)` },
        { text: String.raw`\(5\)` },
      ],
      explanation: String.raw`<p>Since \(x = 2\) is a solution, \(3(2)^2 + 2b - 10 = 0\), so \(12 + 2b - 10 = 0\) and \(b = -1\). The equation is \(3x^2 - x - 10 = 0\), which factors as \((3x + 5)(x - 2) = 0\). The other solution is \(x = -\frac{5}{3}\). (Check with the product of the solutions, \(\frac{-10}{3}\): \(2 \cdot \left(-\frac{5}{3}\right) = -\frac{10}{3}\).)</p>
<ul>
<li>\(\frac{1}{3}\) is the sum of the two solutions (\(-\frac{b}{a} = \frac{1}{3}\)), not the other solution.</li>
<li>\(\frac{5}{3}\) has the right size but the wrong sign; the product of the solutions is negative, so the other solution must be negative.</li>
<li>\(5\) takes the product of the solutions as \(10\), losing both the minus sign and the division by the leading coefficient \(3\): \(2 \cdot 5 = 10\), but the product is \(-\frac{10}{3}\).</li>
</ul>`,
    },
    // 22 hard · advanced · nonlinear functions (quadratic minimum) · SC
    {
      id: "pt1-math-m2e-22",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 2x^2 + bx + c\), where \(b\) and \(c\) are constants. The graph of \(y = f(x)\) in the \(xy\)-plane crosses the \(x\)-axis at the points \((-1, 0)\) and \((7, 0)\). What is the minimum value of \(f(x)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:quadratic-min-from-zeros"],
      choices: [{ text: String.raw`\(-50\)` }, { text: String.raw`\(-32\)`, correct: true }, { text: String.raw`\(-16\)` }, { text: String.raw`\(-14\)` }],
      explanation: String.raw`<p>A quadratic with leading coefficient 2 and zeros \(-1\) and \(7\) is \(f(x) = 2(x + 1)(x - 7)\). Because the leading coefficient is positive, the minimum occurs at the vertex, whose \(x\)-coordinate is midway between the zeros: \(\frac{-1 + 7}{2} = 3\). The minimum value is \(f(3) = 2(3 + 1)(3 - 7) = 2(4)(-4) = -32\).</p>
<p>\(-16\) leaves out the leading coefficient 2, using \((x + 1)(x - 7)\).</p>
<p>\(-14\) is \(c\), the \(y\)-intercept \(f(0) = 2(1)(-7)\), not the minimum.</p>
<p>\(-50\) uses the vertex formula without the leading coefficient: with \(b = -12\) and \(c = -14\), it computes \(c - \frac{b^2}{4} = -14 - 36\), but the minimum of \(ax^2 + bx + c\) is \(c - \frac{b^2}{4a} = -14 - 18 = -32\).</p>`,
    },
  ],
};

export default module;
