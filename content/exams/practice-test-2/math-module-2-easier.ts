import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { barGraph, drawing, lineGraph, plane, polygon, seg, text } from "../../figures";
import type { ModuleSchema } from "../../schema";

/** pt2-math-m2e-04's choices: the candle's height over time as a line graph (content/figures). */
const candleGraph = (id: string, desc: string, points: [number, number][]) =>
  lineGraph({
    id: `pt2-math-m2e-04-${id}`,
    title: "Height of the candle over time",
    desc,
    width: 300,
    height: 220,
    x: { label: "Time (hours)", min: 0, max: 50, step: 5, labelEvery: 10 },
    y: { label: "Height (cm)", min: 0, max: 40, step: 5, labelEvery: 10 },
    series: [{ points, marks: false }],
  });

/** pt2-math-m2e-06's choices: a line in the xy-plane (content/figures). */
const lineChoice = (id: string, desc: string, slope: number, intercept: number) =>
  plane({
    id: `pt2-math-m2e-06-${id}`,
    title: "A line in the xy-plane",
    desc,
    x: { min: -8, max: 8 },
    y: { min: -8, max: 8 },
    unit: 13,
    graphs: [{ line: { slope, intercept } }],
  });

const module: z.input<typeof ModuleSchema> = {
  id: "pt2-math-m2e",
  name: "Section 2, Module 2: Math",
  test: "math",
  module: 2,
  variant: "easier",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — easy, algebra, linear equation with decimal coefficients
    {
      id: "pt2-math-m2e-01",
      type: "SC",
      title: "",
      text: String.raw`<p>\(0.4x + 1.2 = 0.1x + 3\)</p>
<p>What value of \(x\) is the solution to the given equation?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:linear-eq-decimal-coefficients"],
      choices: [{ text: String.raw`\(0.6\)` }, { text: String.raw`\(3.6\)` }, { text: String.raw`\(6\)`, correct: true }, { text: String.raw`\(14\)` }],
      explanation: String.raw`<p>Subtract \(0.1x\) from both sides: \(0.3x + 1.2 = 3\). Subtract \(1.2\) from both sides: \(0.3x = 1.8\). Divide by \(0.3\): \(x = 6\). (Multiplying the equation by \(10\) first gives \(4x + 12 = x + 30\), the same steps with whole numbers.) Check: \(0.4(6) + 1.2 = 3.6\) and \(0.1(6) + 3 = 3.6\).</p>
<ul>
<li>\(0.6\) divides \(1.8\) by \(3\) instead of by \(0.3\).</li>
<li>\(3.6\) adds \(0.1x\) to the left side instead of subtracting it (\(0.5x = 1.8\)).</li>
<li>\(14\) adds \(1.2\) to the right side instead of subtracting it (\(0.3x = 4.2\)).</li>
</ul>`,
    },
    // 02 — easy, PSDA, proportions (OE)
    {
      id: "pt2-math-m2e-02",
      type: "OE",
      title: "",
      text: String.raw`<p>A car uses \(3\) gallons of gasoline to travel \(84\) miles. At this rate, how many gallons of gasoline does the car use to travel \(210\) miles?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:proportion-fuel-for-distance"],
      answers: "15/2|||7.5",
      explanation: String.raw`<p>The car travels \(\frac{84}{3} = 28\) miles on each gallon. For \(210\) miles it uses \(\frac{210}{28} = 7.5\) gallons. (As a proportion: \(\frac{3}{84} = \frac{g}{210}\), so \(g = \frac{3 \cdot 210}{84} = 7.5\).) Accepted entries: \(7.5\) or \(15/2\).</p>
<p>Common slips: \(28\) is the miles per gallon, not the gallons needed; \(70\) is \(210 \div 3\), which mixes up the quantities in the ratio.</p>`,
    },
    // 03 — easy, advanced math, equivalent expressions (square of a binomial)
    {
      id: "pt2-math-m2e-03",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \((2x - 5)^2\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:square-of-binomial-expand"],
      choices: [
        { text: String.raw`\(4x^2 - 20x + 25\)`, correct: true },
        { text: String.raw`\(2x^2 - 20x + 25\)` },
        { text: String.raw`\(4x^2 - 25\)` },
        { text: String.raw`\(4x^2 - 10x + 25\)` },
      ],
      explanation: String.raw`<p>\((2x - 5)^2 = (2x - 5)(2x - 5)\). Multiply each term: \(2x \cdot 2x = 4x^2\), \(2x \cdot (-5) + (-5) \cdot 2x = -20x\), and \((-5)(-5) = 25\). So the square is \(4x^2 - 20x + 25\).</p>
<ul>
<li>\(4x^2 - 10x + 25\) counts the product \(2x \cdot (-5)\) only once; it appears twice when the two factors are multiplied.</li>
<li>\(4x^2 - 25\) squares each term and leaves out the middle term; that is the pattern of \((2x - 5)(2x + 5)\), not of \((2x - 5)^2\).</li>
<li>\(2x^2 - 20x + 25\) squares \(x\) but not the coefficient \(2\): \((2x)^2 = 4x^2\).</li>
</ul>`,
    },
    // 04 — easy, algebra, linear functions (model from initial value and rate)
    {
      id: "pt2-math-m2e-04",
      type: "SC",
      title: "",
      text: String.raw`<p>A candle is \(30\) centimeters tall when it is lit, and its height decreases by \(1.5\) centimeters for each hour it burns. Which graph shows the height of the candle, in centimeters, \(t\) hours after it is lit, until it has burned down?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:linear-model-choose-graph"],
      choices: [
        {
          text: candleGraph(
            "falls-20",
            "A line graph. Time in hours from 0 to 50 on the horizontal axis, height in centimeters from 0 to 40 on the vertical axis. A straight line starts at a height of 30 at time 0 and falls steadily to a height of 0 at 20 hours.",
            [
              [0, 30],
              [20, 0],
            ],
          ),
          correct: true,
        },
        {
          text: candleGraph(
            "rises-30",
            "A line graph. Time in hours from 0 to 50 on the horizontal axis, height in centimeters from 0 to 40 on the vertical axis. A straight line starts at a height of 30 at time 0 and rises steadily, reaching a height of 40 at about 6.7 hours.",
            [
              [0, 30],
              [20 / 3, 40],
            ],
          ),
        },
        {
          text: candleGraph(
            "falls-45",
            "A line graph. Time in hours from 0 to 50 on the horizontal axis, height in centimeters from 0 to 40 on the vertical axis. A straight line starts at a height of 30 at time 0 and falls steadily to a height of 0 at 45 hours.",
            [
              [0, 30],
              [45, 0],
            ],
          ),
        },
        {
          text: candleGraph(
            "rises-0",
            "A line graph. Time in hours from 0 to 50 on the horizontal axis, height in centimeters from 0 to 40 on the vertical axis. A straight line starts at a height of 0 at time 0 and rises steadily to a height of 30 at 20 hours.",
            [
              [0, 0],
              [20, 30],
            ],
          ),
        },
      ],
      explanation: String.raw`<p>The height is \(h(t) = 30 - 1.5t\): it starts at \(30\) centimeters and goes down \(1.5\) centimeters each hour. Its graph is a line that starts at \((0, 30)\) and falls until the height is \(0\): \(30 - 1.5t = 0\) at \(t = \frac{30}{1.5} = 20\) hours. So the graph is the line from a height of \(30\) at time \(0\) down to \(0\) at \(20\) hours. Check: after \(10\) hours the candle is \(30 - 15 = 15\) centimeters tall, halfway down, and the line is halfway down at \(10\) hours.</p>
<ul>
<li>The line that falls from \(30\) to \(0\) at \(45\) hours loses \(\frac{30}{45} = \frac{2}{3}\) centimeter per hour: it divides \(1\) by \(1.5\), as if the candle lost \(1\) centimeter every \(1.5\) hours.</li>
<li>The line that rises from \(0\) to \(30\) at \(20\) hours shows how much of the candle has burned, \(1.5t\), not the height that is left.</li>
<li>The line that starts at \(30\) and rises has the candle growing \(1.5\) centimeters each hour instead of shrinking.</li>
</ul>`,
    },
    // 05 — easy, geometry, volume of a cylinder
    {
      id: "pt2-math-m2e-05",
      type: "SC",
      title: "",
      text: String.raw`<p>A water tank is shaped like a right circular cylinder with a diameter of \(6\) meters and a height of \(10\) meters. What is the volume of the tank, in cubic meters?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:cylinder-volume-from-diameter"],
      choices: [
        { text: String.raw`\(9\pi\)` },
        { text: String.raw`\(30\pi\)` },
        { text: String.raw`\(60\pi\)` },
        { text: String.raw`\(90\pi\)`, correct: true },
      ],
      explanation: String.raw`<p>The radius is half the diameter: \(r = 3\) meters. The volume of a cylinder is \(\pi r^2 h = \pi (3)^2 (10) = 90\pi\) cubic meters.</p>
<ul>
<li>\(30\pi\) uses \(\pi r h\), forgetting to square the radius.</li>
<li>\(60\pi\) is \(2\pi r h\), the area of the tank's curved side, not its volume.</li>
<li>\(9\pi\) is the area of the circular base, \(\pi r^2\); it is never multiplied by the height.</li>
</ul>`,
    },
    // 06 — easy, algebra, linear equations in two variables (point on a line)
    {
      id: "pt2-math-m2e-06",
      type: "SC",
      title: "",
      text: String.raw`<p>Which of the following is the graph of \(y = -3x + 7\) in the \(xy\)-plane?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:line-graph-from-equation"],
      choices: [
        {
          text: lineChoice(
            "key",
            "An xy-plane with x and y from negative 8 to 8. A steep line falling from left to right crosses the y-axis at (0, 7) and passes through (2, 1).",
            -3,
            7,
          ),
          correct: true,
        },
        {
          text: lineChoice(
            "swap",
            "An xy-plane with x and y from negative 8 to 8. A very steep line rising from left to right crosses the y-axis at (0, negative 3) and passes through (1, 4).",
            7,
            -3,
          ),
        },
        {
          text: lineChoice(
            "rise",
            "An xy-plane with x and y from negative 8 to 8. A steep line rising from left to right crosses the y-axis at (0, 7) and passes through (negative 2, 1).",
            3,
            7,
          ),
        },
        {
          text: lineChoice(
            "low",
            "An xy-plane with x and y from negative 8 to 8. A steep line falling from left to right crosses the y-axis at (0, negative 7) and passes through (negative 2, negative 1).",
            -3,
            -7,
          ),
        },
      ],
      explanation: String.raw`<p>In \(y = -3x + 7\) the \(y\)-intercept is \(7\), so the line crosses the \(y\)-axis at \((0, 7)\), and the slope is \(-3\), so the line falls \(3\) units for each unit to the right. Check a second point: at \(x = 2\), \(y = -6 + 7 = 1\). The graph is the falling line through \((0, 7)\) and \((2, 1)\).</p>
<ul>
<li>The rising line through \((0, 7)\) has slope \(3\): it drops the negative sign of the slope.</li>
<li>The falling line through \((0, -7)\) has the right slope but the opposite \(y\)-intercept: it is \(y = -3x - 7\).</li>
<li>The very steep rising line through \((0, -3)\) is \(y = 7x - 3\): it swaps the slope and the \(y\)-intercept.</li>
</ul>`,
    },
    // 07 — easy, advanced math, nonlinear functions (interpreting a quadratic model)
    {
      id: "pt2-math-m2e-07",
      type: "SC",
      title: "",
      text: String.raw`<p>A ball is thrown upward from the top of a platform. The height of the ball above the ground, in feet, \(t\) seconds after it is thrown is modeled by \(h(t) = -16t^2 + 48t + 6\). What is the best interpretation of \(6\) in this context?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:quad-model-const-term-meaning"],
      choices: [
        { text: String.raw`The height of the ball increases by \(6\) feet each second after it is thrown.` },
        { text: String.raw`The greatest height the ball reaches is \(6\) feet above the ground.` },
        { text: String.raw`The ball reaches its greatest height \(6\) seconds after it is thrown.` },
        { text: String.raw`The ball is thrown from a height of \(6\) feet above the ground.`, correct: true },
      ],
      explanation: String.raw`<p>The constant term is the value of the function when \(t = 0\): \(h(0) = -16(0)^2 + 48(0) + 6 = 6\). At \(t = 0\) the ball is just being thrown, so \(6\) feet is the height from which it is thrown.</p>
<ul>
<li>“Greatest height \(6\) seconds after” confuses the constant with a time; the model reaches its maximum at \(t = \frac{48}{2 \cdot 16} = 1.5\) seconds.</li>
<li>“Greatest height is \(6\) feet” confuses the starting height with the maximum, which is \(h(1.5) = 42\) feet.</li>
<li>“Increases by \(6\) feet each second” describes a constant rate of change, which a quadratic model does not have, and \(6\) is not a rate here.</li>
</ul>`,
    },
    // 08 — easy, PSDA, probability (OE)
    {
      id: "pt2-math-m2e-08",
      type: "OE",
      title: "",
      text: String.raw`<p>The bar graph shows the number of marbles of each color in a bag that contains no other marbles.</p>
${barGraph({
  id: "pt2-math-m2e-08-graph",
  title: "Marbles in the bag by color",
  desc: "Bar graph. Horizontal axis: color of marble. Vertical axis: number of marbles, from 0 to 10 with gridlines every 1. Red: 6 marbles. Blue: 5 marbles. Green: 9 marbles.",
  xLabel: "Color",
  y: { label: "Number of marbles", min: 0, max: 10, step: 1, labelEvery: 2 },
  bars: [
    { label: "Red", value: 6 },
    { label: "Blue", value: 5 },
    { label: "Green", value: 9 },
  ],
})}
<p>One marble is chosen from the bag at random. What is the probability that the marble chosen is <b>not</b> green?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "probability",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:probability-complement-from-counts"],
      answers: "11/20|||.55|||0.55",
      explanation: String.raw`<p>The bag holds \(6 + 5 + 9 = 20\) marbles, and \(6 + 5 = 11\) of them are not green. The probability is \(\frac{11}{20} = 0.55\). (Equivalently, \(1 - \frac{9}{20} = \frac{11}{20}\).) Accepted entries: \(11/20\), \(.55\), \(0.55\).</p>
<p>Common slips: \(\frac{9}{20}\) is the probability that the marble <i>is</i> green; \(\frac{11}{9}\) compares the marbles that are not green with the green ones instead of with all \(20\) marbles.</p>`,
    },
    // 09 — easy, advanced math, equivalent expressions (product of monomials)
    {
      id: "pt2-math-m2e-09",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \((3x^2y)(4xy^3)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:product-monomials-exponent-rules"],
      choices: [
        { text: String.raw`\(12x^3y^4\)`, correct: true },
        { text: String.raw`\(12x^3y^3\)` },
        { text: String.raw`\(12x^2y^3\)` },
        { text: String.raw`\(7x^3y^4\)` },
      ],
      explanation: String.raw`<p>Multiply the coefficients and add the exponents of each variable: \(3 \cdot 4 = 12\), \(x^2 \cdot x^1 = x^3\), and \(y^1 \cdot y^3 = y^4\). So the product is \(12x^3y^4\).</p>
<ul>
<li>\(12x^3y^3\) ignores the exponent \(1\) on the \(y\) in \(3x^2y\), so only the \(y^3\) is counted.</li>
<li>\(7x^3y^4\) adds the coefficients \(3\) and \(4\) instead of multiplying them.</li>
<li>\(12x^2y^3\) multiplies the exponents (\(2 \cdot 1\) and \(1 \cdot 3\)) instead of adding them.</li>
</ul>`,
    },
    // 10 — medium, algebra, linear inequalities (compound inequality)
    {
      id: "pt2-math-m2e-10",
      type: "SC",
      title: "",
      text: String.raw`<p>Which of the following values of \(x\) satisfies the inequality \(-3 \lt 2x + 5 \le 11\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:compound-inequality-solution-value"],
      choices: [{ text: String.raw`\(-4\)` }, { text: String.raw`\(3\)`, correct: true }, { text: String.raw`\(4\)` }, { text: String.raw`\(6\)` }],
      explanation: String.raw`<p>Subtract \(5\) from all three parts: \(-8 \lt 2x \le 6\). Divide all three parts by \(2\): \(-4 \lt x \le 3\). The value \(3\) is allowed because the right-hand inequality includes equality: \(2(3) + 5 = 11\), and \(-3 \lt 11 \le 11\) is true.</p>
<ul>
<li>\(6\) takes the bound on \(2x\) (\(2x \le 6\)) for the bound on \(x\); in fact \(2(6) + 5 = 17\), which is greater than \(11\).</li>
<li>\(-4\) is the left endpoint, which the strict inequality excludes: \(2(-4) + 5 = -3\), and \(-3 \lt -3\) is false.</li>
<li>\(4\) satisfies \(x \le 8\), which comes from adding \(5\) to \(11\) instead of subtracting it; in fact \(2(4) + 5 = 13\), which is greater than \(11\).</li>
</ul>`,
    },
    // 11 — medium, algebra, linear equation in one variable from a geometric context (OE)
    {
      id: "pt2-math-m2e-11",
      type: "OE",
      title: "",
      text: String.raw`<p>The length of a rectangle is \(3\) centimeters more than twice its width. The perimeter of the rectangle is \(54\) centimeters. What is the width of the rectangle, in centimeters?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:rect-perim-length-terms-width"],
      answers: "8",
      explanation: String.raw`<p>Let \(w\) be the width; then the length is \(2w + 3\). The perimeter is twice the sum of the length and the width: \(2(w + 2w + 3) = 54\). So \(6w + 6 = 54\), \(6w = 48\), and \(w = 8\). Check: the length is \(19\), and \(2(8 + 19) = 54\).</p>
<p>Common slips: \(19\) is the length, not the width; \(17\) comes from setting the sum of one length and one width equal to \(54\) (\(3w + 3 = 54\)), forgetting that the perimeter counts each side twice.</p>`,
    },
    // 12 — medium, advanced math, nonlinear equations (exponential equation) (OE)
    {
      id: "pt2-math-m2e-12",
      type: "OE",
      title: "",
      text: String.raw`<p>\(9^x = 27^{x - 1}\)</p>
<p>What value of \(x\) is the solution to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:exponential-equation-common-base"],
      answers: "3",
      explanation: String.raw`<p>Write both sides as powers of \(3\): \(9^x = (3^2)^x = 3^{2x}\) and \(27^{x - 1} = (3^3)^{x - 1} = 3^{3x - 3}\). Equal powers of the same base have equal exponents, so \(2x = 3x - 3\) and \(x = 3\). Check: \(9^3 = 729\) and \(27^2 = 729\).</p>
<p>Common slips: \(1\) comes from writing \(27^{x - 1}\) as \(3^{3x - 1}\) (multiplying only \(x\) by \(3\)); \(-3\) comes from a sign error in \(2x = 3x - 3\).</p>`,
    },
    // 13 — medium, PSDA, one-variable data (weighted mean, table)
    {
      id: "pt2-math-m2e-13",
      type: "SC",
      title: "",
      text: String.raw`<p>The table shows the number of students in each of two classes that took the same test and the mean score of each class. The mean score of class B is not shown.</p>
<table>
<caption>Test scores by class</caption>
<thead><tr><th scope="col">Group</th><th scope="col">Number of students</th><th scope="col">Mean score</th></tr></thead>
<tbody>
<tr><th scope="row">Class A</th><td>20</td><td>78</td></tr>
<tr><th scope="row">Class B</th><td>30</td><td>?</td></tr>
<tr><th scope="row">Both classes</th><td>50</td><td>84</td></tr>
</tbody>
</table>
<p>What is the mean score of class B?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:weighted-mean-find-group-mean"],
      choices: [{ text: String.raw`\(88\)`, correct: true }, { text: String.raw`\(90\)` }, { text: String.raw`\(132\)` }, { text: String.raw`\(140\)` }],
      explanation: String.raw`<p>A mean times the number of values gives the total. All \(50\) students scored \(50 \cdot 84 = 4{,}200\) points in total, and class A scored \(20 \cdot 78 = 1{,}560\) points. So class B scored \(4{,}200 - 1{,}560 = 2{,}640\) points, and its mean is \(\frac{2{,}640}{30} = 88\).</p>
<ul>
<li>\(140\) divides the total of all \(50\) students, \(4{,}200\), by class B's \(30\) students without first taking out class A's points.</li>
<li>\(90\) treats \(84\) as the average of the two class means (\(\frac{78 + m}{2} = 84\)), but the classes have different sizes, so the larger class counts for more.</li>
<li>\(132\) divides class B's total by \(20\), the number of students in class A.</li>
</ul>`,
    },
    // 14 — medium, algebra, systems of linear equations (combining equations)
    {
      id: "pt2-math-m2e-14",
      type: "SC",
      title: "",
      text: String.raw`<p>\(4x + 3y = 26\)<br>\(7x + 2y = 28\)</p>
<p>The solution to the given system of equations is \((x, y)\). What is the value of \(x + 4y\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:system-linear-combination-target"],
      choices: [{ text: String.raw`\(24\)`, correct: true }, { text: String.raw`\(30\)` }, { text: String.raw`\(54\)` }, { text: String.raw`\(80\)` }],
      explanation: String.raw`<p>Look for a combination of the equations that gives \(x + 4y\). Twice the first equation is \(8x + 6y = 52\); subtracting the second equation gives \((8x - 7x) + (6y - 2y) = 52 - 28\), that is, \(x + 4y = 24\). (Solving the system gives \(x = \frac{32}{13}\) and \(y = \frac{70}{13}\), and \(\frac{32}{13} + \frac{280}{13} = \frac{312}{13} = 24\).)</p>
<ul>
<li>\(30\) doubles the second equation and subtracts the first, which gives \(10x + y = 30\), a different expression.</li>
<li>\(54\) adds the two equations, which gives \(11x + 5y = 54\), not \(x + 4y\).</li>
<li>\(80\) doubles the first equation correctly but adds \(28\) instead of subtracting it.</li>
</ul>`,
    },
    // 15 — medium, geometry, similar triangles (parallel segment, figure)
    {
      id: "pt2-math-m2e-15",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt2-math-m2e-15-figure",
          title: "Triangle ABC with segment DE parallel to BC",
          desc: "Triangle A B C with A at the top, B at the lower left and C at the lower right. Point D lies on side A B and point E lies on side A C, and segment D E is drawn parallel to side B C. Segment A D is labeled 6, segment D B is labeled 4, and segment D E is labeled 9.",
        },
        360,
        250,
        polygon([
          [170, 20],
          [30, 220],
          [330, 220],
        ]) +
          seg([86, 140], [266, 140]) +
          text([164, 14], "A", { anchor: "start" }) +
          text([14, 236], "B", { anchor: "start" }) +
          text([334, 236], "C", { anchor: "start" }) +
          text([66, 146], "D", { anchor: "start" }) +
          text([274, 146], "E", { anchor: "start" }) +
          text([110, 86], "6", { size: 14, anchor: "start" }) +
          text([38, 186], "4", { size: 14, anchor: "start" }) +
          text([172, 132], "9", { size: 14, anchor: "start" }),
      )}
<p>In the figure, segment \(DE\) is parallel to side \(BC\), \(AD = 6\), \(DB = 4\), and \(DE = 9\). What is the length of \(BC\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:tri-par-segment-similarity"],
      choices: [{ text: String.raw`\(5.4\)` }, { text: String.raw`\(13\)` }, { text: String.raw`\(13.5\)` }, { text: String.raw`\(15\)`, correct: true }],
      explanation: String.raw`<p>Because \(DE\) is parallel to \(BC\), corresponding angles are equal and triangle \(ADE\) is similar to triangle \(ABC\). Corresponding sides are proportional: \(\frac{BC}{DE} = \frac{AB}{AD}\). Here \(AB = AD + DB = 6 + 4 = 10\), so \(\frac{BC}{9} = \frac{10}{6}\) and \(BC = 15\).</p>
<ul>
<li>\(13\) adds the length \(DB\) to \(DE\) (\(9 + 4\)); similar triangles scale lengths by multiplying, not by adding.</li>
<li>\(13.5\) uses the ratio \(\frac{AD}{DB} = \frac{6}{4}\), comparing two pieces of side \(AB\) instead of the whole side with its piece \(AD\).</li>
<li>\(5.4\) turns the ratio upside down (\(\frac{BC}{9} = \frac{6}{10}\)), which would make \(BC\) shorter than \(DE\).</li>
</ul>`,
    },
    // 16 — medium, advanced math, nonlinear functions (exponential function from a table)
    {
      id: "pt2-math-m2e-16",
      type: "SC",
      title: "",
      text: String.raw`<p>The table shows four values of \(x\) and the corresponding values of \(f(x)\) for the function \(f\).</p>
<table>
<caption>Values of the function \(f\)</caption>
<thead><tr><th scope="col">\(x\)</th><th scope="col">\(f(x)\)</th></tr></thead>
<tbody>
<tr><td>0</td><td>3</td></tr>
<tr><td>1</td><td>6</td></tr>
<tr><td>2</td><td>12</td></tr>
<tr><td>3</td><td>24</td></tr>
</tbody>
</table>
<p>Which equation could define \(f\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:exponential-function-from-table"],
      choices: [
        { text: String.raw`\(f(x) = 3(2)^{x + 1}\)` },
        { text: String.raw`\(f(x) = 2(3)^x\)` },
        { text: String.raw`\(f(x) = 3x + 3\)` },
        { text: String.raw`\(f(x) = 3(2)^x\)`, correct: true },
      ],
      explanation: String.raw`<p>Each time \(x\) increases by \(1\), \(f(x)\) doubles (\(3, 6, 12, 24\)), so \(f\) is exponential with growth factor \(2\). Its value at \(x = 0\) is \(3\), so \(f(x) = 3(2)^x\). Check: \(3(2)^3 = 24\).</p>
<ul>
<li>\(f(x) = 3x + 3\) fits the first two rows but is linear: it gives \(f(2) = 9\), not \(12\).</li>
<li>\(f(x) = 3(2)^{x + 1}\) has the right growth factor but starts one step late: it gives \(f(0) = 6\).</li>
<li>\(f(x) = 2(3)^x\) swaps the initial value and the growth factor: it gives \(f(0) = 2\) and triples at each step.</li>
</ul>`,
    },
    // 17 — medium, algebra, linear functions (rate given as a ratio) (OE)
    {
      id: "pt2-math-m2e-17",
      type: "OE",
      title: "",
      text: String.raw`<p>For the linear function \(f\), each increase of \(3\) in the value of \(x\) corresponds to a decrease of \(4\) in the value of \(f(x)\). If \(f(6) = 10\), for what value of \(x\) is \(f(x) = 0\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:linear-rate-as-ratio-find-zero"],
      answers: "27/2|||13.5",
      explanation: String.raw`<p>The slope of \(f\) is \(\frac{-4}{3}\). From \(f(6) = 10\), the value must fall by \(10\) to reach \(0\). A fall of \(10\) needs an increase in \(x\) of \(10 \div \frac{4}{3} = 7.5\), so \(x = 6 + 7.5 = 13.5\). (With an equation: \(f(x) = 10 - \frac{4}{3}(x - 6)\), and \(10 - \frac{4}{3}(x - 6) = 0\) gives \(x - 6 = 7.5\).) Accepted entries: \(13.5\) or \(27/2\).</p>
<p>Common slips: \(7.5\) is the change in \(x\), not the value of \(x\); \(-1.5\) moves to the left of \(6\) instead of to the right (the function decreases as \(x\) increases, so it reaches \(0\) for a greater \(x\)); about \(19.33\) uses the slope \(-\frac{3}{4}\), with the changes swapped.</p>`,
    },
    // 18 — medium, advanced math, nonlinear equations (rational equation)
    {
      id: "pt2-math-m2e-18",
      type: "SC",
      title: "",
      text: String.raw`<p>\(\frac{3}{x - 2} = \frac{5}{x + 4}\)</p>
<p>What value of \(x\) is the solution to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:rational-equation-cross-multiply"],
      choices: [{ text: String.raw`\(-13\)` }, { text: String.raw`\(3\)` }, { text: String.raw`\(11\)`, correct: true }, { text: String.raw`\(22\)` }],
      explanation: String.raw`<p>Multiply both sides by \((x - 2)(x + 4)\) (cross-multiply): \(3(x + 4) = 5(x - 2)\). Distribute: \(3x + 12 = 5x - 10\). So \(22 = 2x\) and \(x = 11\). Check: \(\frac{3}{9} = \frac{1}{3}\) and \(\frac{5}{15} = \frac{1}{3}\); neither denominator is \(0\).</p>
<ul>
<li>\(-13\) pairs each numerator with its own denominator (\(3(x - 2) = 5(x + 4)\)) instead of with the other side's denominator.</li>
<li>\(3\) multiplies only the first term of each binomial (\(3x + 4 = 5x - 2\)) instead of distributing.</li>
<li>\(22\) is the value of \(2x\); it stops before dividing by \(2\).</li>
</ul>`,
    },
    // 19 — medium, PSDA, evaluating statistical claims (observational study)
    {
      id: "pt2-math-m2e-19",
      type: "SC",
      title: "",
      text: String.raw`<p>A researcher selected \(500\) adults at random from the adults living in a large city. Each adult reported the number of hours per week they spend gardening, and each adult's resting blood pressure was measured. Adults who reported more hours of gardening tended to have lower blood pressure. Which conclusion is best supported by the study?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "statistical_claims",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:observational-study-no-causation"],
      choices: [
        { text: String.raw`For adults in the city, spending more hours gardening causes a decrease in blood pressure.` },
        { text: String.raw`No conclusion about adults in the city is possible, because the researcher did not assign gardening hours.` },
        { text: String.raw`For adults in every city, more gardening is associated with lower blood pressure, because the sample was random.` },
        { text: String.raw`For adults in the city, more hours spent gardening is associated with lower blood pressure.`, correct: true },
      ],
      explanation: String.raw`<p>The adults were selected at random from the city's adults, so the pattern in the sample can be generalized to adults in that city. But the researcher only observed gardening hours; nobody was randomly assigned to garden more or less. An observational study like this shows an association, not a cause: people who garden more may differ in other ways (for example, in overall activity or diet).</p>
<ul>
<li>“Causes a decrease in blood pressure” needs an experiment with random assignment; an observational study cannot rule out other explanations.</li>
<li>“Adults in every city” generalizes beyond the population that was sampled: a random sample represents only the city it was drawn from.</li>
<li>“No conclusion … is possible” goes too far the other way: without random assignment, a causal claim is unsupported, but the association still generalizes to the city's adults because the sample was random.</li>
</ul>`,
    },
    // 20 — hard, geometry, circles (equation from the endpoints of a diameter)
    {
      id: "pt2-math-m2e-20",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, the points \((-3, 4)\) and \((5, -2)\) are the endpoints of a diameter of a circle. Which of the following is an equation of the circle?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:circle-equation-diameter-endpoints"],
      choices: [
        { text: String.raw`\((x - 1)^2 + (y - 1)^2 = 100\)` },
        { text: String.raw`\((x + 1)^2 + (y + 1)^2 = 25\)` },
        { text: String.raw`\((x - 1)^2 + (y - 1)^2 = 25\)`, correct: true },
        { text: String.raw`\((x - 4)^2 + (y + 3)^2 = 25\)` },
      ],
      explanation: String.raw`<p>The center is the midpoint of the diameter: \(\left(\frac{-3 + 5}{2}, \frac{4 + (-2)}{2}\right) = (1, 1)\). The diameter's length is \(\sqrt{(5 - (-3))^2 + (-2 - 4)^2} = \sqrt{64 + 36} = 10\), so the radius is \(5\) and \(r^2 = 25\). The equation is \((x - 1)^2 + (y - 1)^2 = 25\). Check: \((-3, 4)\) gives \(16 + 9 = 25\).</p>
<ul>
<li>\((x - 1)^2 + (y - 1)^2 = 100\) has the right center but uses the diameter, \(10\), as the radius.</li>
<li>\((x - 4)^2 + (y + 3)^2 = 25\) takes half the differences of the coordinates, \(\left(\frac{5 - (-3)}{2}, \frac{-2 - 4}{2}\right)\), instead of half their sums, so its center is not the midpoint.</li>
<li>\((x + 1)^2 + (y + 1)^2 = 25\) has the signs of the center reversed: it is the circle centered at \((-1, -1)\).</li>
</ul>`,
    },
    // 21 — hard, algebra, systems of linear equations (rates with a current) (OE)
    {
      id: "pt2-math-m2e-21",
      type: "OE",
      title: "",
      text: String.raw`<p>A boat travels \(36\) kilometers downstream on a river in \(2\) hours and then returns the same \(36\) kilometers upstream in \(3\) hours. The speed of the boat in still water and the speed of the river's current are constant. What is the speed of the current, in kilometers per hour?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:system-boat-and-current-speeds"],
      answers: "3",
      explanation: String.raw`<p>Let \(b\) be the boat's speed in still water and \(c\) the current's speed, in kilometers per hour. Downstream the current helps: \(b + c = \frac{36}{2} = 18\). Upstream it slows the boat: \(b - c = \frac{36}{3} = 12\). Subtracting the second equation from the first gives \(2c = 6\), so \(c = 3\) (and \(b = 15\)).</p>
<p>Common slips: \(15\) is the boat's speed in still water, not the current's; \(6\) is the difference between the downstream and upstream speeds, which counts the current twice.</p>`,
    },
    // 22 — hard, advanced math, equivalent expressions (completing the square)
    {
      id: "pt2-math-m2e-22",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 2x^2 - 12x + 23\). When \(f(x)\) is written in the form \(2(x - h)^2 + k\), where \(h\) and \(k\) are constants, what is the value of \(k\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:complete-square-leading-coef-find"],
      choices: [{ text: String.raw`\(-13\)` }, { text: String.raw`\(5\)`, correct: true }, { text: String.raw`\(14\)` }, { text: String.raw`\(41\)` }],
      explanation: String.raw`<p>Factor \(2\) out of the \(x\)-terms: \(f(x) = 2(x^2 - 6x) + 23\). Complete the square inside: \(x^2 - 6x = (x - 3)^2 - 9\). So \(f(x) = 2\left((x - 3)^2 - 9\right) + 23 = 2(x - 3)^2 - 18 + 23 = 2(x - 3)^2 + 5\), and \(k = 5\). Check: \(f(3) = 18 - 36 + 23 = 5\), the vertex value.</p>
<ul>
<li>\(-13\) completes the square on \(x^2 - 12x\) as if the leading coefficient were \(1\) (\((x - 6)^2 - 36\), so \(23 - 36\)).</li>
<li>\(14\) subtracts \(9\) instead of \(2 \cdot 9 = 18\): the \(-9\) inside the parentheses is multiplied by the \(2\) outside.</li>
<li>\(41\) adds \(18\) instead of subtracting it.</li>
</ul>`,
    },
  ],
};
export default module;
