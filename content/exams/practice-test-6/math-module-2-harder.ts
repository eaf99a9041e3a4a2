import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { barGraph, drawing, plane, polygon, seg, text, type Graph } from "../../figures";
import type { ModuleSchema } from "../../schema";

/** pt6-math-m2h-14's choices: a parabola in the xy-plane (content/figures). */
const parabolaChoice = (id: string, desc: string, graph: Graph) =>
  plane({ id: `pt6-math-m2h-14-${id}`, title: "A parabola in the xy-plane", desc, x: { min: -7, max: 7 }, y: { min: -6, max: 8 }, unit: 15, graphs: [graph] });

/** pt6-math-m2h-22's figure: triangle ABC cut by segment DE parallel to BC. */
const A = [150, 24] as const;
const B = [20, 224] as const;
const C = [300, 224] as const;
const D = [98, 104] as const;
const E = [210, 104] as const;
const triangleFigure = drawing(
  {
    id: "pt6-math-m2h-22-figure",
    title: "Triangle ABC with segment DE parallel to BC",
    desc: "Triangle ABC with vertex A at the top and side BC at the bottom. Point D lies on side AB and point E lies on side AC, and segment DE is parallel to BC. Segment AD is labeled 4 and segment DB is labeled 6.",
  },
  330,
  250,
  polygon([A, B, C]) +
    seg(D, E) +
    text([150, 18], "A") +
    text([8, 236], "B") +
    text([312, 236], "C") +
    text([84, 104], "D", { anchor: "end" }) +
    text([222, 104], "E", { anchor: "start" }) +
    text([112, 66], "4", { anchor: "end" }) +
    text([48, 170], "6", { anchor: "end" }),
);

const module: z.input<typeof ModuleSchema> = {
  id: "pt6-math-m2h",
  name: "Section 2, Module 2: Math",
  test: "math",
  module: 2,
  variant: "harder",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — medium, algebra, linear equation in one variable (clear two fractional coefficients)
    {
      id: "pt6-math-m2h-01",
      type: "SC",
      title: "",
      text: String.raw`<p>\(\frac{2}{3}(x - 6) = \frac{1}{2}x + 1\)</p>
<p>What is the solution to the given equation?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:lin-eq-fraction-coefs-clear-denoms"],
      choices: [{ text: String.raw`\(-18\)` }, { text: String.raw`\(12\)` }, { text: String.raw`\(25\)` }, { text: String.raw`\(30\)`, correct: true }],
      explanation: String.raw`<p>Multiply both sides by \(6\), the least common denominator: \(4(x - 6) = 3x + 6\). Distribute: \(4x - 24 = 3x + 6\). Subtract \(3x\) and add \(24\): \(x = 30\). Check: \(\frac{2}{3}(24) = 16\) and \(\frac{1}{2}(30) + 1 = 16\).</p>
<ul>
<li>\(12\) multiplies only \(x\) by \(4\), writing \(4(x - 6)\) as \(4x - 6\).</li>
<li>\(25\) multiplies the right side's \(\frac{1}{2}x\) by \(6\) but not its \(1\): \(4x - 24 = 3x + 1\).</li>
<li>\(-18\) subtracts \(24\) instead of adding it when moving \(-24\) to the right side.</li>
</ul>`,
    },
    // 02 — medium, algebra, linear equations in two variables (a midpoint that lies on a given line) (OE)
    {
      id: "pt6-math-m2h-02",
      type: "OE",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, point \(A\) is at \((-2, 7)\) and point \(B\) is at \((6, k)\), where \(k\) is a constant. The midpoint of segment \(AB\) lies on the line \(3x - 2y = 4\). What is the value of \(k\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:midpoint-on-line-find-coord"],
      answers: "-5",
      explanation: String.raw`<p>The midpoint of \(AB\) averages the coordinates: \(\left(\frac{-2 + 6}{2}, \frac{7 + k}{2}\right) = \left(2, \frac{7 + k}{2}\right)\). A point on the line satisfies its equation; with \(x = 2\): \(3(2) - 2y = 4\), so \(y = 1\). The midpoint's \(y\)-coordinate is therefore \(1\): \(\frac{7 + k}{2} = 1\), so \(7 + k = 2\) and \(k = -5\). Check: the midpoint of \((-2, 7)\) and \((6, -5)\) is \((2, 1)\), and \(3(2) - 2(1) = 4\).</p>
<p>Common slips: \(1\) is the \(y\)-coordinate of the midpoint, not \(k\); \(-6\) sets \(7 + k\) equal to \(1\) without doubling.</p>`,
    },
    // 03 — medium, PSDA, percentages (the same count as a percent of two different totals read from bars)
    {
      id: "pt6-math-m2h-03",
      type: "SC",
      title: "",
      text: String.raw`${barGraph({
        id: "pt6-math-m2h-03-plot",
        title: "Bicycles sold by a shop each month",
        desc: "Bar graph. Horizontal axis: month, January to May. Vertical axis: number of bicycles sold, from 0 to 80, gridlines every 10. The bars show 40 for January, 55 for February, 45 for March, 60 for April and 75 for May.",
        xLabel: "Month",
        y: { label: "Number of bicycles sold", min: 0, max: 80, step: 10 },
        bars: [
          { label: "Jan", value: 40 },
          { label: "Feb", value: 55 },
          { label: "Mar", value: 45 },
          { label: "Apr", value: 60 },
          { label: "May", value: 75 },
        ],
      })}
<p>The bar graph shows the number of bicycles a shop sold in each of five months. In May, \(32\%\) of the bicycles the shop sold were electric. The shop sold the same number of electric bicycles in April as in May. What percent of the bicycles the shop sold in April were electric?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:bar-graph-same-count-new-percent"],
      choices: [
        { text: String.raw`\(24\%\)` },
        { text: String.raw`\(25.6\%\)` },
        { text: String.raw`\(32\%\)` },
        { text: String.raw`\(40\%\)`, correct: true },
      ],
      explanation: String.raw`<p>The shop sold \(75\) bicycles in May, and \(32\%\) of them were electric: \(0.32 \cdot 75 = 24\) electric bicycles. It sold the same \(24\) electric bicycles in April, out of \(60\) bicycles in all: \(\frac{24}{60} = 0.40\), or \(40\%\). The percent is greater in April because the same count is a share of a smaller total.</p>
<ul>
<li>\(32\%\) keeps May's percent; the same number of electric bicycles is a different percent of a different total.</li>
<li>\(24\%\) reads the number of electric bicycles, \(24\), as a percent.</li>
<li>\(25.6\%\) scales the percent the wrong way, \(32\% \cdot \frac{60}{75}\): a smaller total makes the same count a greater percent, not a smaller one.</li>
</ul>`,
    },
    // 04 — medium, algebra, linear functions (a constant change per unit and a starting value)
    {
      id: "pt6-math-m2h-04",
      type: "SC",
      title: "",
      text: String.raw`<p>For the linear function \(f\), \(f(0) = 9\), and \(f(x + 1) - f(x) = -4\) for every value of \(x\). Which of the following defines \(f\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:linear-fn-from-constant-difference"],
      choices: [
        { text: String.raw`\(f(x) = -4x + 5\)` },
        { text: String.raw`\(f(x) = 4x + 9\)` },
        { text: String.raw`\(f(x) = 9x - 4\)` },
        { text: String.raw`\(f(x) = -4x + 9\)`, correct: true },
      ],
      explanation: String.raw`<p>When \(x\) increases by \(1\), \(f(x)\) changes by \(-4\): the slope is \(-4\). The value at \(x = 0\) is \(9\): the constant term is \(9\). So \(f(x) = -4x + 9\). Check: \(f(x + 1) - f(x) = (-4x - 4 + 9) - (-4x + 9) = -4\).</p>
<ul>
<li>\(f(x) = 9x - 4\) swaps the slope and the starting value.</li>
<li>\(f(x) = 4x + 9\) increases by \(4\) for each unit; it drops the sign of the change.</li>
<li>\(f(x) = -4x + 5\) uses \(f(1) = 5\) as the constant term; its value at \(0\) is \(5\), not \(9\).</li>
</ul>`,
    },
    // 05 — medium, advanced math, nonlinear functions (a zero of f(2x) from the graph of f)
    {
      id: "pt6-math-m2h-05",
      type: "SC",
      title: "",
      text: String.raw`<p>The graph of the quadratic function \(f\) is shown, with the points \((-6, 0)\), \((-2, -4)\) and \((2, 0)\) marked.</p>
${plane({
  id: "pt6-math-m2h-05-graph",
  title: "The graph of a quadratic function",
  desc: "An xy-plane with x from negative 8 to 4 and y from negative 6 to 6, gridlines every 1 unit. A parabola opening upward crosses the x-axis at the marked points (negative 6, 0) and (2, 0) and has its vertex at the marked point (negative 2, negative 4); it crosses the y-axis at (0, negative 3).",
  x: { min: -8, max: 4, labelEvery: 2 },
  y: { min: -6, max: 6, labelEvery: 2 },
  graphs: [{ f: (x) => 0.25 * (x + 6) * (x - 2) }],
  points: [{ at: [-6, 0] }, { at: [-2, -4] }, { at: [2, 0] }],
})}
<p>The function \(g\) is defined by \(g(x) = f(2x)\). What is the \(x\)-coordinate of the \(x\)-intercept of the graph of \(y = g(x)\) that lies to the left of the \(y\)-axis?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:graph-horizontal-compress-zero"],
      choices: [{ text: String.raw`\(-12\)` }, { text: String.raw`\(-8\)` }, { text: String.raw`\(-6\)` }, { text: String.raw`\(-3\)`, correct: true }],
      explanation: String.raw`<p>The graph of \(f\) crosses the \(x\)-axis at \(x = -6\) and \(x = 2\), so \(f\) is \(0\) exactly when its input is \(-6\) or \(2\). So \(g(x) = f(2x) = 0\) exactly when \(2x = -6\) or \(2x = 2\), that is, at \(x = -3\) or \(x = 1\). The intercept to the left of the \(y\)-axis is at \(x = -3\). Check: \(g(-3) = f(-6) = 0\). (The graph of \(g\) is the graph of \(f\) squeezed toward the \(y\)-axis by a factor of \(2\).)</p>
<ul>
<li>\(-12\) multiplies the zero \(-6\) by \(2\); that would be the zero of \(f\left(\frac{x}{2}\right)\), a stretch away from the \(y\)-axis.</li>
<li>\(-8\) shifts the zero \(2\) units to the left, reading \(f(2x)\) as if it were \(f(x + 2)\).</li>
<li>\(-6\) is the zero of \(f\) itself, read from the graph without applying the change of input.</li>
</ul>`,
    },
    // 06 — medium, geometry, volume (a cube around a sphere)
    {
      id: "pt6-math-m2h-06",
      type: "SC",
      title: "",
      text: String.raw`<p>A sphere with radius \(3\) inches fits exactly inside a cube, touching each of the cube's six faces. What is the volume, in cubic inches, of the space inside the cube that is outside the sphere?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:cube-minus-inscribed-sphere"],
      choices: [
        { text: String.raw`\(216 - 12\pi\)` },
        { text: String.raw`\(216 - 36\pi\)`, correct: true },
        { text: String.raw`\(216 - 27\pi\)` },
        { text: String.raw`\(36\pi\)` },
      ],
      explanation: String.raw`<p>The sphere touches opposite faces, so the cube's edge equals the sphere's diameter, \(6\) inches, and the cube's volume is \(6^3 = 216\). The sphere's volume is \(\frac{4}{3}\pi r^3 = \frac{4}{3}\pi \cdot 27 = 36\pi\). The space between them is \(216 - 36\pi \approx 102.9\) cubic inches.</p>
<ul>
<li>\(216 - 27\pi\) uses \(\pi r^3\) for the sphere, leaving out the factor \(\frac{4}{3}\).</li>
<li>\(216 - 12\pi\) squares the radius instead of cubing it: \(\frac{4}{3}\pi \cdot 9\).</li>
<li>\(36\pi\) is the volume of the sphere itself, not of the space around it.</li>
</ul>`,
    },
    // 07 — medium, PSDA, probability (the missing count that gives a probability) (OE)
    {
      id: "pt6-math-m2h-07",
      type: "OE",
      title: "",
      text: String.raw`<p>A bag contains \(5\) red marbles, \(7\) blue marbles and some green marbles, and nothing else. If one marble is chosen at random, the probability that it is green is \(\frac{1}{4}\). How many green marbles are in the bag?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "probability",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:probability-find-missing-count"],
      answers: "4",
      explanation: String.raw`<p>Let \(g\) be the number of green marbles. The bag holds \(12 + g\) marbles, so \(\frac{g}{12 + g} = \frac{1}{4}\). Cross-multiply: \(4g = 12 + g\), so \(3g = 12\) and \(g = 4\). Check: \(\frac{4}{16} = \frac{1}{4}\).</p>
<p>Common slips: \(3\) uses \(\frac{g}{12} = \frac{1}{4}\), leaving the green marbles out of the total; \(16\) is the total number of marbles.</p>`,
    },
    // 08 — medium, advanced math, equivalent expressions (a power of 2 from a power of 4)
    {
      id: "pt6-math-m2h-08",
      type: "SC",
      title: "",
      text: String.raw`<p>If \(4^a = 9\), what is the value of \(2^{a + 1}\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:exp-given-power-find-related"],
      choices: [{ text: String.raw`\(3\)` }, { text: String.raw`\(6\)`, correct: true }, { text: String.raw`\(10\)` }, { text: String.raw`\(18\)` }],
      explanation: String.raw`<p>Since \(4^a = (2^2)^a = (2^a)^2\), \((2^a)^2 = 9\) and \(2^a = 3\) (a power of \(2\) is positive). Then \(2^{a + 1} = 2^a \cdot 2 = 3 \cdot 2 = 6\). Check: \(a = \log_2 3 \approx 1.585\), and \(2^{2.585} \approx 6\).</p>
<ul>
<li>\(3\) is \(2^a\); it leaves out the factor \(2\) from the added \(1\) in the exponent.</li>
<li>\(10\) adds \(1\) to \(9\), treating the exponent's \(+1\) as adding \(1\) to the power.</li>
<li>\(18\) multiplies \(4^a = 9\) by \(2\), as if \(2^a\) were equal to \(4^a\).</li>
</ul>`,
    },
    // 09 — hard, algebra, systems (the constant for which the solution lies in the first quadrant)
    {
      id: "pt6-math-m2h-09",
      type: "SC",
      title: "",
      text: String.raw`<p>\(y = -2x + 8\)<br>\(y = x + k\)</p>
<p>In the given system of equations, \(k\) is a constant. The solution \((x, y)\) to the system has \(x \gt 0\) and \(y \gt 0\). Which of the following could be the value of \(k\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:system-param-sol-in-quadrant"],
      choices: [{ text: String.raw`\(-5\)` }, { text: String.raw`\(3\)`, correct: true }, { text: String.raw`\(8\)` }, { text: String.raw`\(10\)` }],
      explanation: String.raw`<p>Solve the system in terms of \(k\). Setting the two expressions for \(y\) equal: \(-2x + 8 = x + k\), so \(x = \frac{8 - k}{3}\). Then \(y = x + k = \frac{8 - k}{3} + k = \frac{8 + 2k}{3}\). The condition \(x \gt 0\) needs \(8 - k \gt 0\), so \(k \lt 8\); the condition \(y \gt 0\) needs \(8 + 2k \gt 0\), so \(k \gt -4\). Both hold exactly when \(-4 \lt k \lt 8\), and of the choices only \(3\) is in that interval. Check: with \(k = 3\), the solution is \(\left(\frac{5}{3}, \frac{14}{3}\right)\), and \(-2 \cdot \frac{5}{3} + 8 = \frac{14}{3}\).</p>
<ul>
<li>\(-5\) checks only \(x \gt 0\): the solution is \(\left(\frac{13}{3}, -\frac{2}{3}\right)\), with \(y \lt 0\).</li>
<li>\(8\) is the boundary: the solution is \((0, 8)\), on the \(y\)-axis, where \(x = 0\), not greater than \(0\).</li>
<li>\(10\) checks only \(y \gt 0\): the solution is \(\left(-\frac{2}{3}, \frac{28}{3}\right)\), with \(x \lt 0\).</li>
</ul>`,
    },
    // 10 — hard, algebra, linear inequalities (a constant for which one value solves the inequality and another does not)
    {
      id: "pt6-math-m2h-10",
      type: "SC",
      title: "",
      text: String.raw`<p>\(3(x - c) \le 2x + 5\)</p>
<p>In the given inequality, \(c\) is a constant. The value \(x = 4\) is a solution to the inequality, but \(x = 10\) is not. Which of the following could be the value of \(c\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:ineq-param-holds-at-one-not-other"],
      choices: [{ text: String.raw`\(-1\)` }, { text: String.raw`\(0\)`, correct: true }, { text: String.raw`\(\frac{5}{3}\)` }, { text: String.raw`\(2\)` }],
      explanation: String.raw`<p>Solve for \(x\): \(3x - 3c \le 2x + 5\), so \(x \le 3c + 5\). The value \(4\) is a solution, so \(4 \le 3c + 5\), which gives \(c \ge -\frac{1}{3}\). The value \(10\) is not a solution, so \(10 \gt 3c + 5\), which gives \(c \lt \frac{5}{3}\). So \(-\frac{1}{3} \le c \lt \frac{5}{3}\), and of the choices only \(0\) fits. Check with \(c = 0\): \(3(4) = 12 \le 13\), but \(3(10) = 30 \gt 25\).</p>
<ul>
<li>\(-1\) gives \(x \le 2\), so \(4\) is not a solution: \(3(4 + 1) = 15 \gt 13\). It fits only if \(3c\) is moved across with the wrong sign, \(x \le 5 - 3c\).</li>
<li>\(\frac{5}{3}\) gives \(x \le 10\), so \(10\) is a solution after all: \(3\left(10 - \frac{5}{3}\right) = 25 \le 25\). The end of the range is not allowed because the inequality includes equality.</li>
<li>\(2\) gives \(x \le 11\): \(4\) is a solution, but so is \(10\); it checks only the first condition.</li>
</ul>`,
    },
    // 11 — hard, algebra, linear functions (two linear functions that commute under composition) (OE)
    {
      id: "pt6-math-m2h-11",
      type: "OE",
      title: "",
      text: String.raw`<p>The functions \(f\) and \(g\) are defined by \(f(x) = 3x - 4\) and \(g(x) = ax + 5\), where \(a\) is a constant. If \(f(g(x)) = g(f(x))\) for all values of \(x\), what is the value of \(a\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:linear-fns-commute-find-coef"],
      answers: "-1.5|||-3/2",
      explanation: String.raw`<p>Compose both ways: \(f(g(x)) = 3(ax + 5) - 4 = 3ax + 11\) and \(g(f(x)) = a(3x - 4) + 5 = 3ax - 4a + 5\). The \(x\)-terms agree for every \(a\), so the constants must be equal: \(11 = -4a + 5\), so \(-4a = 6\) and \(a = -1.5\). Check: with \(a = -1.5\), \(g(f(0)) = g(-4) = 6 + 5 = 11\) and \(f(g(0)) = f(5) = 11\).</p>
<p>Common slips: \(1.5\) solves \(-4a = 6\) with a sign slip; \(1\) multiplies only \(ax\) by \(3\) in \(f(g(x))\), writing \(3ax + 5 - 4 = 3ax + 1\), so that \(1 = -4a + 5\).</p>`,
    },
    // 12 — hard, algebra, systems (a shared cost with a shortfall at one share and a surplus at another)
    {
      id: "pt6-math-m2h-12",
      type: "SC",
      title: "",
      text: String.raw`<p>The students in a class are sharing the cost of renting a bus for a field trip. If each student pays \(\$12\), the class will be \(\$30\) short of the rental cost. If each student pays \(\$15\), the class will collect \(\$24\) more than the rental cost. What is the rental cost, in dollars?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:surplus-shortage-split-cost"],
      choices: [{ text: String.raw`\(18\)` }, { text: String.raw`\(216\)` }, { text: String.raw`\(246\)`, correct: true }, { text: String.raw`\(270\)` }],
      explanation: String.raw`<p>Let \(n\) be the number of students and \(C\) the rental cost, in dollars. Paying \(\$12\) each leaves the class \(\$30\) short, so \(12n = C - 30\), or \(C = 12n + 30\). Paying \(\$15\) each collects \(\$24\) too much, so \(15n = C + 24\), or \(C = 15n - 24\). Setting the two expressions for \(C\) equal: \(12n + 30 = 15n - 24\), so \(3n = 54\) and \(n = 18\). Then \(C = 12(18) + 30 = 246\). Check: \(15(18) = 270\), which is \(24\) more than \(246\), and \(12(18) = 216\), which is \(30\) less.</p>
<ul>
<li>\(18\) is the number of students, \(n\), not the rental cost.</li>
<li>\(216\) is what the students collect at \(\$12\) each, \(12n\); the cost is \(\$30\) more than that.</li>
<li>\(270\) is what the students collect at \(\$15\) each, \(15n\); the cost is \(\$24\) less than that.</li>
</ul>`,
    },
    // 13 — hard, algebra, linear equations in two variables (the point of a line closest to a point off it)
    {
      id: "pt6-math-m2h-13",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, line \(\ell\) has the equation \(y = 2x - 3\), and point \(P\) is at \((7, 1)\). Which point on line \(\ell\) is closest to point \(P\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:closest-point-on-line-to-point"],
      choices: [
        { text: String.raw`\((4.5, 6)\)` },
        { text: String.raw`\((2, 1)\)` },
        { text: String.raw`\((3, 3)\)`, correct: true },
        { text: String.raw`\((7, 11)\)` },
      ],
      explanation: String.raw`<p>The shortest segment from \(P\) to line \(\ell\) is perpendicular to \(\ell\). Line \(\ell\) has slope \(2\), so the perpendicular through \(P\) has slope \(-\frac{1}{2}\): \(y - 1 = -\frac{1}{2}(x - 7)\), or \(y = -\frac{1}{2}x + \frac{9}{2}\). It meets \(\ell\) where \(2x - 3 = -\frac{1}{2}x + \frac{9}{2}\): \(\frac{5}{2}x = \frac{15}{2}\), so \(x = 3\) and \(y = 2(3) - 3 = 3\). The closest point is \((3, 3)\), at distance \(\sqrt{4^2 + 2^2} = \sqrt{20} \approx 4.47\) from \(P\). Check: the segment from \((3, 3)\) to \((7, 1)\) has slope \(\frac{1 - 3}{7 - 3} = -\frac{1}{2}\), perpendicular to \(\ell\).</p>
<ul>
<li>\((2, 1)\) is the point of \(\ell\) level with \(P\) (the same \(y\)-coordinate); it is \(5\) units from \(P\), farther than \(\sqrt{20}\).</li>
<li>\((7, 11)\) is the point of \(\ell\) straight above \(P\) (the same \(x\)-coordinate); it is \(10\) units from \(P\).</li>
<li>\((4.5, 6)\) uses slope \(-2\) for the perpendicular, the opposite of \(2\) but not its reciprocal; it is about \(5.59\) units from \(P\).</li>
</ul>`,
    },
    // 14 — hard, advanced math, nonlinear functions (a parabola's graph from equal outputs, a tangent level and one value)
    {
      id: "pt6-math-m2h-14",
      type: "SC",
      title: "",
      text: String.raw`<p>The quadratic function \(h\) satisfies \(h(-5) = h(1)\) and \(h(0) = 2\). The equation \(h(x) = 4\) has exactly one real solution. Which of the following is the graph of \(y = h(x)\) in the \(xy\)-plane?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:quad-sym-tangent-level-graph"],
      choices: [
        {
          text: parabolaChoice(
            "up-m2-0",
            "An xy-plane with x from negative 7 to 7 and y from negative 6 to 8. A parabola opens upward with its vertex at (negative 2, 0), where it touches the x-axis, and crosses the y-axis at (0, 2).",
            { f: (x) => 0.5 * (x + 2) ** 2 },
          ),
        },
        {
          text: parabolaChoice(
            "down-m2-4",
            "An xy-plane with x from negative 7 to 7 and y from negative 6 to 8. A parabola opens downward with its vertex at (negative 2, 4) and crosses the y-axis at (0, 2); it crosses the x-axis near negative 4.8 and 0.8.",
            { f: (x) => -0.5 * (x + 2) ** 2 + 4 },
          ),
          correct: true,
        },
        {
          text: parabolaChoice(
            "down-3-4",
            "An xy-plane with x from negative 7 to 7 and y from negative 6 to 8. A parabola opens downward with its vertex at (3, 4) and crosses the y-axis at (0, 2); it crosses the x-axis near negative 1.2 and meets the right edge just above the x-axis.",
            { f: (x) => (-2 / 9) * (x - 3) ** 2 + 4 },
          ),
        },
        {
          text: parabolaChoice(
            "up-m2-4",
            "An xy-plane with x from negative 7 to 7 and y from negative 6 to 8. A parabola opens upward with its vertex at (negative 2, 4) and crosses the y-axis at (0, 6); it does not cross the x-axis.",
            { f: (x) => 0.5 * (x + 2) ** 2 + 4 },
          ),
        },
      ],
      explanation: String.raw`<p>Three facts fix the graph. First, \(h(-5) = h(1)\): two points of a parabola at the same height are mirror images across its axis of symmetry, which lies halfway between them, at \(x = \frac{-5 + 1}{2} = -2\). Second, the equation \(h(x) = 4\) has exactly one solution, so the horizontal line \(y = 4\) meets the parabola only once: it touches the parabola at its vertex, and the vertex is \((-2, 4)\). Third, \(h(0) = 2\) is less than \(4\), so \(4\) is the greatest value of \(h\) and the parabola opens downward. The graph is the downward parabola with vertex \((-2, 4)\) that crosses the \(y\)-axis at \((0, 2)\). Check: \(h(x) = a(x + 2)^2 + 4\) with \(h(0) = 4a + 4 = 2\) gives \(a = -\frac{1}{2}\); then \(h(-5) = -\frac{9}{2} + 4 = -\frac{1}{2}\) and \(h(1) = -\frac{9}{2} + 4 = -\frac{1}{2}\), and \(h(x) = 4\) only when \(x = -2\).</p>
<ul>
<li>The upward parabola with vertex \((-2, 4)\) takes \(4\) as the least value of \(h\): no point of an upward parabola with that vertex lies below \(y = 4\), so \(h(0) = 2\) is impossible (this one crosses the \(y\)-axis at \((0, 6)\)).</li>
<li>The downward parabola with vertex \((3, 4)\) puts the axis at half the distance from \(-5\) to \(1\), \(\frac{1 - (-5)}{2} = 3\), instead of at the midpoint \(-2\); its points at \(x = -5\) and \(x = 1\) are not at the same height.</li>
<li>The upward parabola with vertex \((-2, 0)\) reads "exactly one solution" as the graph touching the \(x\)-axis, \(h(x) = 0\), instead of the line \(y = 4\); this graph meets the line \(y = 4\) twice.</li>
</ul>`,
    },
    // 15 — hard, advanced math, nonlinear equations (how many coefficients give integer solutions) (OE)
    {
      id: "pt6-math-m2h-15",
      type: "OE",
      title: "",
      text: String.raw`<p>\(x^2 + bx + 36 = 0\)</p>
<p>In the given equation, \(b\) is a positive integer. For how many values of \(b\) are all the solutions of the equation integers?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:integer-roots-count-coef-values"],
      answers: "5",
      explanation: String.raw`<p>If the solutions are integers \(r\) and \(s\), then \(x^2 + bx + 36 = (x - r)(x - s)\), so \(rs = 36\) and \(r + s = -b\). Since \(b \gt 0\), \(r + s \lt 0\), and with \(rs \gt 0\) both solutions are negative. The pairs are \(-1\) and \(-36\), \(-2\) and \(-18\), \(-3\) and \(-12\), \(-4\) and \(-9\), \(-6\) and \(-6\), giving \(b = 37\), \(20\), \(15\), \(13\) and \(12\): \(5\) values. Check one: \(x^2 + 13x + 36 = (x + 4)(x + 9)\).</p>
<p>Common slips: \(4\) leaves out \(b = 12\), where the equation has the single integer solution \(-6\); \(9\) counts the positive divisors of \(36\) instead of the pairs; \(10\) also counts the negative values of \(b\).</p>`,
    },
    // 16 — hard, advanced math, nonlinear functions (a rational function's excluded value without an asymptote)
    {
      id: "pt6-math-m2h-16",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(g\) is defined by \(g(x) = \dfrac{x^2 - 9}{x^2 - 2x - 3}\). The function is undefined at two values of \(x\), and the graph of \(y = g(x)\) has a vertical asymptote at only one of them. At which value of \(x\) is \(g(x)\) undefined but the graph has no vertical asymptote?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:rational-hole-and-asymptote"],
      choices: [{ text: String.raw`\(-3\)` }, { text: String.raw`\(-1\)` }, { text: String.raw`\(1\)` }, { text: String.raw`\(3\)`, correct: true }],
      explanation: String.raw`<p>Factor: \(g(x) = \frac{(x - 3)(x + 3)}{(x - 3)(x + 1)}\). The function is undefined where the denominator is \(0\): at \(x = 3\) and \(x = -1\). For \(x \ne 3\), the common factor cancels and \(g(x) = \frac{x + 3}{x + 1}\), which approaches \(\frac{6}{4} = 1.5\) near \(x = 3\): the graph has a hole there, not an asymptote. Near \(x = -1\), the denominator approaches \(0\) while the numerator approaches \(2\), so that is the vertical asymptote. The answer is \(3\).</p>
<ul>
<li>\(-1\) is where the vertical asymptote is.</li>
<li>\(-3\) makes the numerator \(0\); there \(g(-3) = 0\), which is defined.</li>
<li>\(1\) is the horizontal asymptote, \(y = 1\), a value of \(y\) that the graph approaches, not a value of \(x\) where \(g\) is undefined.</li>
</ul>`,
    },
    // 17 — hard, advanced math, equivalent expressions (a perfect square and a multiple of a given difference) (OE)
    {
      id: "pt6-math-m2h-17",
      type: "OE",
      title: "",
      text: String.raw`<p>If \(2x - 3y = 5\), what is the value of \(4x^2 - 12xy + 9y^2 - 6x + 9y\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:sub-block-perfect-square-expr"],
      answers: "10",
      explanation: String.raw`<p>Look for \(2x - 3y\) in the expression. The first three terms form a perfect square: \(4x^2 - 12xy + 9y^2 = (2x)^2 - 2(2x)(3y) + (3y)^2 = (2x - 3y)^2\). The last two terms share the factor \(-3\): \(-6x + 9y = -3(2x - 3y)\). So the expression equals \((2x - 3y)^2 - 3(2x - 3y) = 5^2 - 3(5) = 25 - 15 = 10\). Check with \(x = 4\), \(y = 1\), which satisfy \(2x - 3y = 5\): \(64 - 48 + 9 - 24 + 9 = 10\).</p>
<p>Common slips: \(40\) factors \(-6x + 9y\) as \(+3(2x - 3y)\), losing the sign; \(25\) stops at the perfect square and leaves out \(-6x + 9y\); \(-10\) reads the square as \(2x - 3y\) itself, \(5 - 15\).</p>`,
    },
    // 18 — hard, advanced math, nonlinear functions (the vertical shift that leaves one x-intercept)
    {
      id: "pt6-math-m2h-18",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 3(x - 2)(x + 4)\). The function \(g\) is defined by \(g(x) = f(x) + k\), where \(k\) is a constant. If the graph of \(y = g(x)\) in the \(xy\)-plane has exactly one \(x\)-intercept, what is the value of \(k\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:vertical-shift-parabola-one-zero"],
      choices: [{ text: String.raw`\(-27\)` }, { text: String.raw`\(9\)` }, { text: String.raw`\(24\)` }, { text: String.raw`\(27\)`, correct: true }],
      explanation: String.raw`<p>The graph of \(f\) opens upward, with zeros \(2\) and \(-4\), so its vertex is at \(x = \frac{2 + (-4)}{2} = -1\), and its minimum value is \(f(-1) = 3(-3)(3) = -27\). Adding \(k\) shifts the graph vertically; it has exactly one \(x\)-intercept when the vertex moves onto the \(x\)-axis: \(-27 + k = 0\), so \(k = 27\). Check: \(g(x) = 3x^2 + 6x - 24 + 27 = 3(x + 1)^2\), which is \(0\) only at \(x = -1\).</p>
<ul>
<li>\(-27\) is the minimum value of \(f\); shifting by it moves the vertex down to \(-54\), and the graph still crosses the \(x\)-axis twice.</li>
<li>\(9\) leaves out the factor \(3\) when evaluating \(f(-1)\): \((-3)(3) = -9\).</li>
<li>\(24\) lifts the \(y\)-intercept, \(f(0) = -24\), to the axis instead of the vertex.</li>
</ul>`,
    },
    // 19 — hard, advanced math, nonlinear equations (a sum of two square roots) (OE)
    {
      id: "pt6-math-m2h-19",
      type: "OE",
      title: "",
      text: String.raw`<p>\(\sqrt{x} + \sqrt{x - 5} = 5\)</p>
<p>What is the solution to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:two-radicals-sum-equation"],
      answers: "9",
      explanation: String.raw`<p>Isolate one root: \(\sqrt{x - 5} = 5 - \sqrt{x}\). Square both sides: \(x - 5 = 25 - 10\sqrt{x} + x\). The \(x\)-terms cancel: \(10\sqrt{x} = 30\), so \(\sqrt{x} = 3\) and \(x = 9\). Check: \(\sqrt{9} + \sqrt{4} = 3 + 2 = 5\).</p>
<p>Common slips: \(15\) squares each term separately, \(x + (x - 5) = 25\) (or squares \(5 - \sqrt{x}\) as \(25 - x\), which gives the same); \(3\) is \(\sqrt{x}\), not \(x\).</p>`,
    },
    // 20 — hard, PSDA, ratios, rates and units (a trip's fuel cost with a distance in kilometers)
    {
      id: "pt6-math-m2h-20",
      type: "SC",
      title: "",
      text: String.raw`<p>A car travels \(32\) miles per gallon of gasoline, and gasoline costs \(\$3.60\) per gallon. What is the cost, in dollars, of the gasoline the car uses on a trip of \(400\) kilometers? (Use \(1\) mile \(= 1.6\) kilometers.)</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:trip-fuel-cost-km-to-miles"],
      choices: [
        { text: String.raw`\(7.81\)` },
        { text: String.raw`\(28.13\)`, correct: true },
        { text: String.raw`\(45.00\)` },
        { text: String.raw`\(72.00\)` },
      ],
      explanation: String.raw`<p>Convert the distance to miles: \(\frac{400}{1.6} = 250\) miles. The car uses \(\frac{250}{32} = 7.8125\) gallons, which cost \(7.8125 \cdot 3.60 = 28.125\), or about \(\$28.13\). Check with the units: \(400 \text{ km} \cdot \frac{1 \text{ mi}}{1.6 \text{ km}} \cdot \frac{1 \text{ gal}}{32 \text{ mi}} \cdot \frac{\$3.60}{1 \text{ gal}} = \$28.125\).</p>
<ul>
<li>\(7.81\) is the number of gallons, not their cost.</li>
<li>\(45.00\) skips the conversion and treats \(400\) kilometers as \(400\) miles: \(\frac{400}{32} \cdot 3.60\).</li>
<li>\(72.00\) multiplies by \(1.6\) instead of dividing, taking \(400\) kilometers as \(640\) miles.</li>
</ul>`,
    },
    // 21 — hard, geometry, circles (the shortest distance from an outside point to a circle)
    {
      id: "pt6-math-m2h-21",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, the graph of \((x - 1)^2 + (y + 3)^2 = 25\) is a circle. What is the shortest distance from the point \((10, 9)\) to a point on the circle?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:circle-nearest-point-distance"],
      choices: [{ text: String.raw`\(10\)`, correct: true }, { text: String.raw`\(10\sqrt{2}\)` }, { text: String.raw`\(15\)` }, { text: String.raw`\(20\)` }],
      explanation: String.raw`<p>The circle has center \((1, -3)\) and radius \(\sqrt{25} = 5\). The distance from the center to \((10, 9)\) is \(\sqrt{(10 - 1)^2 + (9 - (-3))^2} = \sqrt{81 + 144} = \sqrt{225} = 15\), so the point is outside the circle. The point of the circle closest to \((10, 9)\) lies on the segment from the center to \((10, 9)\), one radius from the center, so the shortest distance is \(15 - 5 = 10\).</p>
<ul>
<li>\(15\) is the distance to the center; the radius \(5\) still has to be subtracted.</li>
<li>\(20\) adds the radius: it is the distance to the farthest point of the circle, \(15 + 5\).</li>
<li>\(10\sqrt{2}\), about \(14.1\), is the length of a tangent segment, \(\sqrt{15^2 - 5^2} = \sqrt{200}\): the point where a tangent touches the circle is not the closest point.</li>
</ul>`,
    },
    // 22 — hard, geometry, similar triangles (area of the trapezoid cut off by a parallel segment)
    {
      id: "pt6-math-m2h-22",
      type: "SC",
      title: "",
      text: String.raw`${triangleFigure}
<p>In the figure, point \(D\) lies on \(\overline{AB}\), point \(E\) lies on \(\overline{AC}\), and \(\overline{DE}\) is parallel to \(\overline{BC}\). The length of \(\overline{AD}\) is \(4\), the length of \(\overline{DB}\) is \(6\), and the area of triangle \(ADE\) is \(12\). What is the area of quadrilateral \(DECB\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:trapezoid-area-from-similar-tri"],
      choices: [{ text: String.raw`\(18\)` }, { text: String.raw`\(27\)` }, { text: String.raw`\(63\)`, correct: true }, { text: String.raw`\(75\)` }],
      explanation: String.raw`<p>Since \(\overline{DE} \parallel \overline{BC}\), triangle \(ADE\) is similar to triangle \(ABC\) with ratio of sides \(\frac{AD}{AB} = \frac{4}{4 + 6} = \frac{2}{5}\). Areas scale by the square of that ratio, \(\frac{4}{25}\), so the area of triangle \(ABC\) is \(12 \cdot \frac{25}{4} = 75\). The quadrilateral is what remains: \(75 - 12 = 63\).</p>
<ul>
<li>\(75\) is the area of the whole triangle \(ABC\); the small triangle must be subtracted.</li>
<li>\(18\) scales the area by the ratio of the sides, \(12 \cdot \frac{10}{4} = 30\), instead of its square, then subtracts \(12\).</li>
<li>\(27\) scales by \(\left(\frac{DB}{AD}\right)^2 = \frac{9}{4}\), comparing the two parts of the side instead of the part with the whole.</li>
</ul>`,
    },
  ],
};

export default module;
