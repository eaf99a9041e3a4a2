import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { boxPlot, drawing, NOT_TO_SCALE, plane, polygon, rightAngle, seg, text } from "../../figures";
import type { ModuleSchema } from "../../schema";

/** pt5-math-m2h-12's choices: a curve y = f(x) in the xy-plane (content/figures). */
const curveChoice = (id: string, desc: string, f: (x: number) => number) =>
  plane({ id: `pt5-math-m2h-12-${id}`, title: "A graph in the xy-plane", desc, x: { min: -8, max: 8 }, y: { min: -8, max: 8 }, unit: 13, graphs: [{ f }] });

/** pt5-math-m2h-18: right triangle ABC (right angle at B) with the altitude BD to the hypotenuse (20 px per unit). */
const [A18, B18, C18, D18] = [
  [40, 200],
  [120, 80],
  [300, 200],
  [120, 200],
] as const;

const module: z.input<typeof ModuleSchema> = {
  id: "pt5-math-m2h",
  name: "Section 2, Module 2: Math",
  test: "math",
  module: 2,
  variant: "harder",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — medium, algebra, linear equations in two variables (the difference of the intercepts of a line in standard form)
    {
      id: "pt5-math-m2h-01",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, the graph of \(3x - 4y = 24\) crosses the \(x\)-axis at \((a, 0)\) and the \(y\)-axis at \((0, b)\). What is the value of \(a - b\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:line-intercepts-diff-std-form"],
      choices: [{ text: String.raw`\(-14\)` }, { text: String.raw`\(-2\)` }, { text: String.raw`\(2\)` }, { text: String.raw`\(14\)`, correct: true }],
      explanation: String.raw`<p>On the \(x\)-axis \(y = 0\): \(3a = 24\), so \(a = 8\). On the \(y\)-axis \(x = 0\): \(-4b = 24\), so \(b = -6\). Then \(a - b = 8 - (-6) = 14\). Check: \(3 \cdot 8 - 0 = 24\) and \(0 - 4(-6) = 24\).</p>
<ul>
<li>\(2\) is \(a + b = 8 + (-6)\); subtracting a negative number adds its size.</li>
<li>\(-14\) is \(b - a\), the difference in the wrong order.</li>
<li>\(-2\) drops the minus sign of \(b\) (taking \(b = 6\)) and subtracts in the wrong order: \(6 - 8\).</li>
</ul>`,
    },
    // 02 — medium, advanced math, equivalent expressions (a rational expression minus a constant)
    {
      id: "pt5-math-m2h-02",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(\dfrac{2x + 1}{x - 3} - 2\), for \(x \ne 3\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:rational-expr-minus-constant"],
      choices: [
        { text: String.raw`\(\dfrac{2x - 1}{x - 5}\)` },
        { text: String.raw`\(\dfrac{-5}{x - 3}\)` },
        { text: String.raw`\(\dfrac{7}{x - 3}\)`, correct: true },
        { text: String.raw`\(\dfrac{2x - 1}{x - 3}\)` },
      ],
      explanation: String.raw`<p>Write \(2\) over the same denominator: \(2 = \frac{2(x - 3)}{x - 3} = \frac{2x - 6}{x - 3}\). Subtract the numerators: \(\frac{(2x + 1) - (2x - 6)}{x - 3} = \frac{2x + 1 - 2x + 6}{x - 3} = \frac{7}{x - 3}\). Check with \(x = 5\): \(\frac{11}{2} - 2 = \frac{7}{2}\) and \(\frac{7}{5 - 3} = \frac{7}{2}\).</p>
<ul>
<li>\(\dfrac{-5}{x - 3}\) subtracts \(2x - 6\) without changing the sign of \(-6\): \(2x + 1 - 2x - 6\).</li>
<li>\(\dfrac{2x - 1}{x - 3}\) subtracts \(2\) from the numerator only; at \(x = 5\) it is \(\frac{9}{2}\), not \(\frac{7}{2}\).</li>
<li>\(\dfrac{2x - 1}{x - 5}\) subtracts \(2\) from both the numerator and the denominator, which does not keep a fraction's value.</li>
</ul>`,
    },
    // 03 — medium, PSDA, one-variable data (the number of values between the quartiles, box plot)
    {
      id: "pt5-math-m2h-03",
      type: "SC",
      title: "",
      text: String.raw`${boxPlot({
        id: "pt5-math-m2h-03-plot",
        title: "Box plot of scores on a test",
        desc: "Box plot on a number line labeled Score, from 45 to 100 with labeled tick marks every 5 points and small tick marks every point. The left whisker starts at 50, the box runs from 62 to 81 with a line inside it at 74, and the right whisker ends at 95.",
        x: { label: "Score", min: 45, max: 100, step: 1, labelEvery: 5 },
        boxes: [{ five: [50, 62, 74, 81, 95] }],
      })}
<p>The box plot summarizes the scores of \(120\) students on a test. Which of the following is closest to the number of students whose scores are at least \(62\) and at most \(81\)?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:boxplot-count-between-quartiles"],
      choices: [{ text: String.raw`\(19\)` }, { text: String.raw`\(30\)` }, { text: String.raw`\(60\)`, correct: true }, { text: String.raw`\(90\)` }],
      explanation: String.raw`<p>The box runs from the first quartile, \(62\), to the third quartile, \(81\). About a quarter of the data lies between the first quartile and the median and another quarter between the median and the third quartile, so about half of the \(120\) scores, \(60\), lie in the box.</p>
<ul>
<li>\(19\) is the interquartile range, \(81 - 62\), a spread of scores, not a number of students.</li>
<li>\(30\) is a quarter of \(120\): only the part of the box from \(62\) to the median, or from the median to \(81\).</li>
<li>\(90\) is three quarters of \(120\): the students scoring at least \(62\), including those above \(81\).</li>
</ul>`,
    },
    // 04 — medium, algebra, linear functions (a linear function evaluated at its own slope) (OE)
    {
      id: "pt5-math-m2h-04",
      type: "OE",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = ax + b\), where \(a\) and \(b\) are constants. If \(f(2) = 11\) and \(f(6) = 23\), what is the value of \(f(a)\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:linear-fn-eval-at-own-slope"],
      answers: "14",
      explanation: String.raw`<p>From \(x = 2\) to \(x = 6\), \(f\) rises \(23 - 11 = 12\) over \(4\) units, so \(a = 3\). Then \(2 \cdot 3 + b = 11\) gives \(b = 5\), and \(f(x) = 3x + 5\). So \(f(a) = f(3) = 9 + 5 = 14\). Check: \(f(6) = 18 + 5 = 23\).</p>
<p>Common slips: \(3\) is \(a\) itself, not \(f(a)\); \(131\) uses \(a = 12\), the rise without dividing by the run, which gives \(b = -13\) and \(f(12) = 144 - 13\).</p>`,
    },
    // 05 — medium, advanced math, nonlinear functions (the average rate of change of a quadratic read from its graph)
    {
      id: "pt5-math-m2h-05",
      type: "SC",
      title: "",
      text: String.raw`<p>The graph of the quadratic function \(f\) is shown in the \(xy\)-plane.</p>
${plane({
  id: "pt5-math-m2h-05-graph",
  title: "The graph of a quadratic function",
  desc: "An xy-plane with x from negative 4 to 8 and y from negative 6 to 10, gridlines every 1 unit. A parabola opening upward crosses the x-axis at (negative 2, 0) and (4, 0) and has its lowest point at (1, negative 4.5). The points (0, negative 4) and (6, 8) on the parabola are marked.",
  x: { min: -4, max: 8 },
  y: { min: -6, max: 10 },
  graphs: [{ f: (x) => 0.5 * x * x - x - 4 }],
  points: [
    { at: [0, -4], label: "(0, −4)" },
    { at: [6, 8], label: "(6, 8)" },
  ],
})}
<p>What is the average rate of change of \(f\) from \(x = 0\) to \(x = 6\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:avg-rate-of-change-from-graph"],
      choices: [{ text: String.raw`\(-2\)` }, { text: String.raw`\(\frac{1}{2}\)` }, { text: String.raw`\(2\)`, correct: true }, { text: String.raw`\(12\)` }],
      explanation: String.raw`<p>Read the two marked points: \(f(0) = -4\) and \(f(6) = 8\). The average rate of change is the change in \(f\) over the change in \(x\): \(\frac{8 - (-4)}{6 - 0} = \frac{12}{6} = 2\). It is the slope of the segment joining \((0, -4)\) and \((6, 8)\).</p>
<ul>
<li>\(12\) is the change in \(f\), \(8 - (-4)\), without dividing by the change in \(x\).</li>
<li>\(\frac{1}{2}\) divides the change in \(x\) by the change in \(f\), \(\frac{6}{12}\): the ratio upside down.</li>
<li>\(-2\) subtracts in opposite orders, \(\frac{-4 - 8}{6 - 0}\), so the sign is wrong.</li>
</ul>`,
    },
    // 06 — medium, geometry, area and volume (lateral area of a square pyramid from its height)
    {
      id: "pt5-math-m2h-06",
      type: "SC",
      title: "",
      text: String.raw`<p>A pyramid has a square base with sides of length \(12\) centimeters, and its height is \(8\) centimeters. Its top vertex is directly above the center of the base. What is the total area, in square centimeters, of the pyramid's four triangular faces?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:pyramid-lateral-area-from-height"],
      choices: [{ text: String.raw`\(192\)` }, { text: String.raw`\(240\)`, correct: true }, { text: String.raw`\(384\)` }, { text: String.raw`\(480\)` }],
      explanation: String.raw`<p>The height of each triangular face (the slant height) runs from the top vertex to the midpoint of a base edge. It is the hypotenuse of a right triangle whose legs are the pyramid's height, \(8\), and half a side of the base, \(6\): \(\sqrt{8^2 + 6^2} = 10\). Each face has area \(\frac{1}{2} \cdot 12 \cdot 10 = 60\), and the four faces have \(4 \cdot 60 = 240\) square centimeters.</p>
<ul>
<li>\(192\) uses the pyramid's height, \(8\), as the height of each face: \(4 \cdot \frac{1}{2} \cdot 12 \cdot 8\).</li>
<li>\(384\) adds the base, \(144\), to the four faces: the total surface area, not the area of the triangular faces.</li>
<li>\(480\) leaves out the \(\frac{1}{2}\) in the area of a triangle: \(4 \cdot 12 \cdot 10\).</li>
</ul>`,
    },
    // 07 — medium, algebra, systems of linear equations (two quantities in a given ratio with a given difference)
    {
      id: "pt5-math-m2h-07",
      type: "SC",
      title: "",
      text: String.raw`<p>Two numbers \(x\) and \(y\) satisfy \(4x = 7y\), and \(x\) is \(9\) more than \(y\). What is the value of \(x\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:system-ratio-vars-difference"],
      choices: [{ text: String.raw`\(-12\)` }, { text: String.raw`\(7\)` }, { text: String.raw`\(12\)` }, { text: String.raw`\(21\)`, correct: true }],
      explanation: String.raw`<p>Since \(x\) is \(9\) more than \(y\), \(x = y + 9\). Substitute into \(4x = 7y\): \(4(y + 9) = 7y\), so \(4y + 36 = 7y\), \(3y = 36\) and \(y = 12\). Then \(x = 21\). Check: \(4 \cdot 21 = 84 = 7 \cdot 12\) and \(21 - 12 = 9\).</p>
<ul>
<li>\(12\) is \(y\), not \(x\).</li>
<li>\(7\) takes the numbers of the ratio \(x : y = 7 : 4\) as the values; then \(x - y = 3\), not \(9\).</li>
<li>\(-12\) reverses the ratio, writing \(7x = 4y\): then \(x - \frac{7}{4}x = 9\) gives \(x = -12\).</li>
</ul>`,
    },
    // 08 — medium, advanced math, nonlinear equations (which quadratic equation has no real solution)
    {
      id: "pt5-math-m2h-08",
      type: "SC",
      title: "",
      text: String.raw`<p>Which of the following equations has no real solution?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:pick-quadratic-no-real-roots"],
      choices: [
        { text: String.raw`\(x^2 + 4x + 5 = 0\)`, correct: true },
        { text: String.raw`\(x^2 + 4x + 4 = 0\)` },
        { text: String.raw`\(-x^2 + 4x + 5 = 0\)` },
        { text: String.raw`\(x^2 + 4x - 5 = 0\)` },
      ],
      explanation: String.raw`<p>A quadratic equation \(ax^2 + bx + c = 0\) has no real solution when its discriminant \(b^2 - 4ac\) is negative. For \(x^2 + 4x + 5 = 0\): \(16 - 20 = -4 \lt 0\). Check by completing the square: \((x + 2)^2 + 1 = 0\) would need \((x + 2)^2 = -1\), which no real number gives.</p>
<ul>
<li>\(x^2 + 4x + 4 = 0\) has discriminant \(16 - 16 = 0\): one real solution, \(x = -2\).</li>
<li>\(x^2 + 4x - 5 = 0\) has discriminant \(16 + 20 = 36\): two real solutions, \(1\) and \(-5\).</li>
<li>\(-x^2 + 4x + 5 = 0\) looks like the key with a sign changed, but its discriminant is \(16 - 4(-1)(5) = 36\): two real solutions, \(5\) and \(-1\).</li>
</ul>`,
    },
    // 09 — hard, advanced math, nonlinear equations (two pipes with different times: a rational equation) (OE)
    {
      id: "pt5-math-m2h-09",
      type: "OE",
      title: "",
      text: String.raw`<p>Working alone, pipe A fills a tank in \(5\) fewer hours than pipe B working alone. Working together at these rates, the two pipes fill the tank in \(6\) hours. How many hours does pipe A take to fill the tank alone?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:work-rate-pipes-quadratic"],
      answers: "10",
      explanation: String.raw`<p>Let pipe A take \(t\) hours; pipe B takes \(t + 5\) hours. Per hour they fill \(\frac{1}{t}\) and \(\frac{1}{t + 5}\) of the tank, and together \(\frac{1}{6}\): \(\frac{1}{t} + \frac{1}{t + 5} = \frac{1}{6}\). Multiply by \(6t(t + 5)\): \(6(t + 5) + 6t = t(t + 5)\), so \(t^2 - 7t - 30 = 0\) and \((t - 10)(t + 3) = 0\). A time is positive, so \(t = 10\). Check: \(\frac{1}{10} + \frac{1}{15} = \frac{3}{30} + \frac{2}{30} = \frac{1}{6}\).</p>
<p>Common slips: \(15\) is pipe B's time; \(-3\) is the other solution of the quadratic, not a possible time; \(12\) doubles the combined time, as if each pipe alone took twice as long as both together, which is true only for two equal pipes.</p>`,
    },
    // 10 — hard, algebra, linear equations in one variable (a parameter that makes every number a solution)
    {
      id: "pt5-math-m2h-10",
      type: "SC",
      title: "",
      text: String.raw`<p>\((k^2 - 9)x = k - 3\)</p>
<p>In the given equation, \(k\) is a constant. For which value of \(k\) does the equation have infinitely many solutions?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:lin-eq-quadratic-param-infinite"],
      choices: [{ text: String.raw`\(-3\)` }, { text: String.raw`\(0\)` }, { text: String.raw`\(3\)`, correct: true }, { text: String.raw`\(9\)` }],
      explanation: String.raw`<p>A linear equation \(ax = c\) has infinitely many solutions only when \(a = 0\) and \(c = 0\), which makes it \(0 = 0\). Here \(k^2 - 9 = 0\) gives \(k = 3\) or \(k = -3\), and \(k - 3 = 0\) gives \(k = 3\). Only \(k = 3\) does both: the equation becomes \(0 \cdot x = 0\), true for every \(x\).</p>
<ul>
<li>\(-3\) makes the coefficient \(0\) but not the right side: \(0 \cdot x = -6\) has no solution.</li>
<li>\(0\) makes the equation \(-9x = -3\), which has exactly one solution, \(x = \frac{1}{3}\); setting \(k\) itself to \(0\) is not what makes both sides vanish.</li>
<li>\(9\) solves \(k^2 - 9 = 0\) as \(k = 9\), forgetting the square root; then the equation is \(72x = 6\), with one solution.</li>
</ul>`,
    },
    // 11 — hard, algebra, systems of linear equations (a two-digit number and its reversal) (OE)
    {
      id: "pt5-math-m2h-11",
      type: "OE",
      title: "",
      text: String.raw`<p>The sum of the two digits of a two-digit number is \(11\). When the digits are reversed, the new number is \(27\) greater than the original number. What is the original number?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:two-digit-reverse-system"],
      answers: "47",
      explanation: String.raw`<p>Let the tens digit be \(t\) and the units digit \(u\); the number is \(10t + u\), and the reversed number is \(10u + t\). Then \(t + u = 11\) and \((10u + t) - (10t + u) = 27\), so \(9u - 9t = 27\) and \(u - t = 3\). Adding the two equations: \(2u = 14\), \(u = 7\) and \(t = 4\). The number is \(47\). Check: \(4 + 7 = 11\) and \(74 - 47 = 27\).</p>
<p>Common slips: \(74\) is the reversed number, not the original; \(4\) or \(7\) alone is one digit, not the two-digit number.</p>`,
    },
    // 12 — hard, advanced math, nonlinear functions (the signs of a quadratic's coefficients, then the reflection f(−x))
    {
      id: "pt5-math-m2h-12",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = ax^2 + bx + c\), where \(a\), \(b\) and \(c\) are constants with \(a \gt 0\), \(b \gt 0\) and \(c \lt 0\). The function \(g\) is defined by \(g(x) = f(-x)\). Which of the following could be the graph of \(y = g(x)\) in the \(xy\)-plane?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:quad-coef-signs-reflect-graph"],
      choices: [
        {
          text: curveChoice(
            "up-right-below",
            "An xy-plane with x and y from negative 8 to 8. A parabola opening upward with its lowest point at (1, negative 4), to the right of the y-axis. It crosses the y-axis at (0, negative 3), below the origin, and the x-axis at (negative 1, 0) and (3, 0).",
            (x) => x * x - 2 * x - 3,
          ),
          correct: true,
        },
        {
          text: curveChoice(
            "up-right-above",
            "An xy-plane with x and y from negative 8 to 8. A parabola opening upward with its lowest point at (2, negative 1), to the right of the y-axis. It crosses the y-axis at (0, 3), above the origin, and the x-axis at (1, 0) and (3, 0).",
            (x) => x * x - 4 * x + 3,
          ),
        },
        {
          text: curveChoice(
            "down-left-above",
            "An xy-plane with x and y from negative 8 to 8. A parabola opening downward with its highest point at (negative 1, 4), to the left of the y-axis. It crosses the y-axis at (0, 3), above the origin, and the x-axis at (negative 3, 0) and (1, 0).",
            (x) => -x * x - 2 * x + 3,
          ),
        },
        {
          text: curveChoice(
            "up-left-below",
            "An xy-plane with x and y from negative 8 to 8. A parabola opening upward with its lowest point at (negative 1, negative 4), to the left of the y-axis. It crosses the y-axis at (0, negative 3), below the origin, and the x-axis at (negative 3, 0) and (1, 0).",
            (x) => x * x + 2 * x - 3,
          ),
        },
      ],
      explanation: String.raw`<p>Write out \(g\): \(g(x) = f(-x) = a(-x)^2 + b(-x) + c = ax^2 - bx + c\). It has the same leading coefficient \(a \gt 0\) and the same constant term \(c \lt 0\) as \(f\), and its \(x\)-coefficient is \(-b \lt 0\). So the graph of \(g\) opens upward, crosses the \(y\)-axis below the origin, at \((0, c)\), and has its vertex at \(x = -\frac{-b}{2a} = \frac{b}{2a} \gt 0\), to the right of the \(y\)-axis. (The graph of \(f\) has its vertex at \(x = -\frac{b}{2a} \lt 0\); replacing \(x\) by \(-x\) reflects it across the \(y\)-axis.) Only the upward parabola with vertex \((1, -4)\) and \(y\)-intercept \((0, -3)\) has all three features. Check: it is \(y = x^2 - 2x - 3\), which is \(f(-x)\) for \(f(x) = x^2 + 2x - 3\), where \(a = 1 \gt 0\), \(b = 2 \gt 0\) and \(c = -3 \lt 0\).</p>
<ul>
<li>The upward parabola with vertex \((-1, -4)\) could be the graph of \(f\) itself, whose vertex lies left of the \(y\)-axis because \(b \gt 0\); it leaves out the reflection across the \(y\)-axis that replacing \(x\) by \(-x\) makes.</li>
<li>The downward parabola with vertex \((-1, 4)\) is the graph of \(-f(x)\), the reflection across the \(x\)-axis: it negates the output instead of the input, so it opens downward although \(g\) keeps the leading coefficient \(a \gt 0\).</li>
<li>The upward parabola with vertex \((2, -1)\) crosses the \(y\)-axis at \((0, 3)\): it changes the sign of the constant term as well as of \(b\), as if \(f(-x)\) were \(ax^2 - bx - c\); but \(g(0) = f(0) = c \lt 0\).</li>
</ul>`,
    },
    // 13 — hard, advanced math, nonlinear functions (the sum of the zeros of a quadratic composed with itself)
    {
      id: "pt5-math-m2h-13",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(h\) is defined by \(h(x) = x^2 - 4x\). What is the sum of all real solutions to the equation \(h(h(x)) = 0\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:composite-quadratic-sum-zeros"],
      choices: [{ text: String.raw`\(4\)` }, { text: String.raw`\(6 + 2\sqrt{2}\)` }, { text: String.raw`\(8\)`, correct: true }, { text: String.raw`\(6\)` }],
      explanation: String.raw`<p>Let \(u = h(x)\). Then \(h(u) = u^2 - 4u = u(u - 4) = 0\), so \(h(x) = 0\) or \(h(x) = 4\). First, \(x^2 - 4x = 0\) gives \(x = 0\) or \(x = 4\). Second, \(x^2 - 4x - 4 = 0\) has discriminant \(16 + 16 = 32 \gt 0\), so two real solutions, \(2 + 2\sqrt{2}\) and \(2 - 2\sqrt{2}\), whose sum is \(4\). All four solutions add to \(0 + 4 + 4 = 8\). Check one: \(h(2 + 2\sqrt{2}) = (2 + 2\sqrt{2})(-2 + 2\sqrt{2}) = 8 - 4 = 4\), and \(h(4) = 0\).</p>
<ul>
<li>\(4\) solves only \(h(x) = 0\) and misses the solutions of \(h(x) = 4\).</li>
<li>\(6\) takes \(h(x) = 4\) to have the single solution \(x = 2\), the \(x\)-coordinate of the vertex; but \(h(2) = -4\), not \(4\).</li>
<li>\(6 + 2\sqrt{2}\) keeps only \(2 + 2\sqrt{2}\) and drops \(2 - 2\sqrt{2}\) because it is negative; a negative \(x\) is allowed here.</li>
</ul>`,
    },
    // 14 — hard, PSDA, percentages (the same percent up and down gives a net decrease)
    {
      id: "pt5-math-m2h-14",
      type: "SC",
      title: "",
      text: String.raw`<p>The price of a bicycle was increased by \(p\%\). Later, the new price was decreased by \(p\%\). The final price was \(9\%\) less than the original price. What is the value of \(p\)?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:percent-up-down-same-find-p"],
      choices: [{ text: String.raw`\(3\)` }, { text: String.raw`\(4.5\)` }, { text: String.raw`\(9\)` }, { text: String.raw`\(30\)`, correct: true }],
      explanation: String.raw`<p>With \(r = \frac{p}{100}\), the final price is the original times \((1 + r)(1 - r) = 1 - r^2\). A \(9\%\) decrease means \(1 - r^2 = 0.91\), so \(r^2 = 0.09\) and \(r = 0.3\): \(p = 30\). Check with a price of \(100\): up \(30\%\) to \(130\), down \(30\%\) of \(130\), which is \(39\), to \(91\).</p>
<ul>
<li>\(9\) takes the net change to equal \(p\); equal percents up and down do not cancel, and the decrease applies to the larger price.</li>
<li>\(4.5\) splits the \(9\%\) between the two changes, as if percents added.</li>
<li>\(3\) solves \(p^2 = 9\), using the \(9\) of \(9\%\) with \(p\) as a percent; as decimals the equation is \(r^2 = 0.09\).</li>
</ul>`,
    },
    // 15 — hard, PSDA, one-variable data (adding one low and one high value: mean and median)
    {
      id: "pt5-math-m2h-15",
      type: "SC",
      title: "",
      text: String.raw`<p>A data set of \(9\) numbers has a median of \(40\) and a mean of \(42\). Two numbers, \(10\) and \(90\), are added to the data set. Which of the following must be true about the new data set of \(11\) numbers?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:add-two-values-mean-median-effect"],
      choices: [
        { text: String.raw`The mean is greater than \(42\), and the median is \(40\).`, correct: true },
        { text: String.raw`The mean is less than \(42\), and the median is \(40\).` },
        { text: String.raw`The mean is \(42\), and the median is \(40\).` },
        { text: String.raw`The mean is \(42\), and the median is greater than \(40\).` },
      ],
      explanation: String.raw`<p>Mean: the \(9\) numbers add to \(9 \cdot 42 = 378\); the new sum is \(378 + 100 = 478\), and \(\frac{478}{11} \approx 43.5\), which is greater than \(42\). Median: the original median is the \(5\)th of the \(9\) ordered numbers, with \(4\) numbers on each side. Adding \(10\), below \(40\), and \(90\), above \(40\), puts \(5\) numbers on each side of \(40\), so \(40\) is the \(6\)th of \(11\): the median is still \(40\).</p>
<ul>
<li>"The mean is \(42\), and the median is \(40\)" treats \(10\) and \(90\) as balancing each other; they balance around \(50\), not around \(42\), so the mean rises.</li>
<li>"The mean is \(42\), and the median is greater than \(40\)" gets both wrong: the mean rises, and one number on each side leaves the middle number where it is.</li>
<li>"The mean is less than \(42\), and the median is \(40\)" lets the far-off \(10\) pull the mean down, but \(90\) is farther from \(42\) (by \(48\)) than \(10\) is (by \(32\)).</li>
</ul>`,
    },
    // 16 — hard, geometry, right triangles and trigonometry (a triangle with angles of 30 and 45 degrees split by an altitude)
    {
      id: "pt5-math-m2h-16",
      type: "SC",
      title: "",
      text: String.raw`<p>In triangle \(ABC\), the measure of angle \(B\) is \(30^\circ\), the measure of angle \(C\) is \(45^\circ\), and \(AB = 10\). What is the length of \(\overline{AC}\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "right_triangles_trigonometry",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:altitude-split-30-45-triangle"],
      choices: [
        { text: String.raw`\(5\)` },
        { text: String.raw`\(5\sqrt{2}\)`, correct: true },
        { text: String.raw`\(5\sqrt{3}\)` },
        { text: String.raw`\(10\sqrt{2}\)` },
      ],
      explanation: String.raw`<p>The triangle has no right angle, so draw the altitude from \(A\) to side \(\overline{BC}\), meeting it at \(D\). (Angles \(B\) and \(C\) are both acute, so \(D\) lies between \(B\) and \(C\).) Triangle \(ABD\) is a \(30^\circ\)-\(60^\circ\)-\(90^\circ\) triangle with hypotenuse \(AB = 10\); the side opposite the \(30^\circ\) angle is half the hypotenuse, so \(AD = 5\). Triangle \(ADC\) is a \(45^\circ\)-\(45^\circ\)-\(90^\circ\) triangle with leg \(AD = 5\), so its hypotenuse is \(AC = 5\sqrt{2}\). Check with sines: \(AD = 10 \sin 30^\circ = 5\) and \(AC = \frac{AD}{\sin 45^\circ} = \frac{5}{\frac{\sqrt{2}}{2}} = 5\sqrt{2}\).</p>
<ul>
<li>\(5\) is the altitude \(AD\), the leg shared by the two right triangles, not \(AC\).</li>
<li>\(5\sqrt{3}\) is \(BD\), the other leg of the \(30^\circ\)-\(60^\circ\)-\(90^\circ\) triangle.</li>
<li>\(10\sqrt{2}\) uses \(AB = 10\) as the leg of the \(45^\circ\)-\(45^\circ\)-\(90^\circ\) triangle; that leg is the altitude \(AD\), not \(AB\).</li>
</ul>`,
    },
    // 17 — hard, geometry, circles (arc length from an inscribed angle) (OE)
    {
      id: "pt5-math-m2h-17",
      type: "OE",
      title: "",
      text: String.raw`<p>Points \(A\), \(B\) and \(C\) lie on a circle with radius \(9\), and \(C\) is not on the minor arc \(AB\). The measure of inscribed angle \(ACB\) is \(40^\circ\). The length of minor arc \(AB\) is \(k\pi\). What is the value of \(k\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:inscribed-angle-arc-length"],
      answers: "4",
      explanation: String.raw`<p>An inscribed angle is half the central angle on the same arc, so the central angle of arc \(AB\) is \(2 \cdot 40^\circ = 80^\circ\). The arc is \(\frac{80}{360}\) of the circumference \(2\pi \cdot 9 = 18\pi\): \(\frac{80}{360} \cdot 18\pi = 4\pi\). So \(k = 4\). Check: \(4\pi\) is \(\frac{2}{9}\) of \(18\pi\), and \(80^\circ\) is \(\frac{2}{9}\) of \(360^\circ\).</p>
<p>Common slips: \(2\) uses \(40^\circ\) as the central angle; \(14\) is the major arc, \(\frac{280}{360} \cdot 18\pi\); \(8\) doubles the arc again, using the diameter as if it were the radius.</p>`,
    },
    // 18 — hard, geometry, lines, angles and triangles (altitude to the hypotenuse, figure)
    {
      id: "pt5-math-m2h-18",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt5-math-m2h-18-figure",
          title: "Right triangle ABC with an altitude to the hypotenuse",
          desc: "Triangle ABC with the right angle at B, at the top. Side AC is horizontal at the bottom. Segment BD goes straight down from B to point D on AC and is perpendicular to AC. AD is labeled 4 and DC is labeled 9.",
        },
        340,
        240,
        polygon([A18, B18, C18]) +
          seg(B18, D18) +
          rightAngle(B18, A18, C18) +
          rightAngle(D18, C18, B18) +
          text([A18[0] - 12, A18[1] + 8], "A", { italic: true }) +
          text([B18[0], B18[1] - 10], "B", { italic: true }) +
          text([C18[0] + 12, C18[1] + 8], "C", { italic: true }) +
          text([D18[0], D18[1] + 22], "D", { italic: true }) +
          text([80, 222], "4", { size: 14 }) +
          text([210, 222], "9", { size: 14 }),
      )}
${NOT_TO_SCALE}
<p>In the figure, angle \(ABC\) is a right angle and \(\overline{BD}\) is perpendicular to \(\overline{AC}\). If \(AD = 4\) and \(DC = 9\), what is the area of triangle \(ABC\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:altitude-on-hypotenuse-geo-mean"],
      choices: [{ text: String.raw`\(26\)` }, { text: String.raw`\(39\)`, correct: true }, { text: String.raw`\(54\)` }, { text: String.raw`\(78\)` }],
      explanation: String.raw`<p>Triangles \(ADB\) and \(BDC\) are similar (each has a right angle at \(D\), and angle \(ABD\) equals angle \(C\)), so \(\frac{AD}{BD} = \frac{BD}{DC}\): \(BD^2 = 4 \cdot 9 = 36\) and \(BD = 6\). The base \(AC = 4 + 9 = 13\) and the height to it is \(BD = 6\), so the area is \(\frac{1}{2} \cdot 13 \cdot 6 = 39\). Check: \(AB = \sqrt{16 + 36} = \sqrt{52}\), \(BC = \sqrt{81 + 36} = \sqrt{117}\), and \(\frac{1}{2}\sqrt{52}\sqrt{117} = \frac{1}{2}\sqrt{6{,}084} = \frac{78}{2} = 39\).</p>
<ul>
<li>\(78\) leaves out the \(\frac{1}{2}\): \(13 \cdot 6\).</li>
<li>\(26\) uses \(AD = 4\) as the height: \(\frac{1}{2} \cdot 13 \cdot 4\).</li>
<li>\(54\) multiplies \(BD\) by \(DC\), \(6 \cdot 9\): twice the area of triangle \(BDC\) only.</li>
</ul>`,
    },
    // 19 — hard, advanced math, equivalent expressions (a sum of reciprocal powers from their difference, by squaring twice)
    {
      id: "pt5-math-m2h-19",
      type: "SC",
      title: "",
      text: String.raw`<p>\(x^{\frac{1}{2}} - x^{-\frac{1}{2}} = 2\)</p>
<p>For the positive number \(x\) that satisfies the given equation, what is the value of \(x^2 + x^{-2}\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:recip-pair-square-twice"],
      choices: [{ text: String.raw`\(14\)` }, { text: String.raw`\(34\)`, correct: true }, { text: String.raw`\(36\)` }, { text: String.raw`\(38\)` }],
      explanation: String.raw`<p>Square both sides. Since \(x^{\frac{1}{2}} \cdot x^{-\frac{1}{2}} = x^0 = 1\), the middle term of the square is \(-2\): \(\left(x^{\frac{1}{2}} - x^{-\frac{1}{2}}\right)^2 = x - 2 + x^{-1}\). So \(x - 2 + x^{-1} = 4\) and \(x + x^{-1} = 6\). Square again; now the middle term is \(2x \cdot x^{-1} = 2\): \((x + x^{-1})^2 = x^2 + 2 + x^{-2} = 36\), so \(x^2 + x^{-2} = 34\). Check: with \(t = x^{\frac{1}{2}} \gt 0\), \(t - \frac{1}{t} = 2\) gives \(t^2 - 2t - 1 = 0\) and \(t = 1 + \sqrt{2}\), so \(x = t^2 = 3 + 2\sqrt{2}\) and \(x^{-1} = 3 - 2\sqrt{2}\); then \(x^2 + x^{-2} = (17 + 12\sqrt{2}) + (17 - 12\sqrt{2}) = 34\).</p>
<ul>
<li>\(36\) is \((x + x^{-1})^2\): the second square's middle term, \(2\), was not subtracted.</li>
<li>\(38\) adds the middle term instead of subtracting it in the second step: \(36 + 2\).</li>
<li>\(14\) squares the given equation as \(x + x^{-1} = 4\), leaving out the middle term \(-2\), and then gets \(4^2 - 2 = 14\).</li>
</ul>`,
    },
    // 20 — hard, advanced math, nonlinear functions (equal outputs give the axis of symmetry) (OE)
    {
      id: "pt5-math-m2h-20",
      type: "OE",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 2x^2 + bx + 7\), where \(b\) is a constant. In the \(xy\)-plane, the graph of \(y = f(x)\) passes through the points \((-1, k)\) and \((4, k)\), where \(k\) is a constant. What is the value of \(b\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:quad-symmetric-points-find-b"],
      answers: "-6",
      explanation: String.raw`<p>Two points of a parabola with the same \(y\)-coordinate are mirror images across its axis of symmetry, which is halfway between them: \(x = \frac{-1 + 4}{2} = \frac{3}{2}\). The axis of \(y = 2x^2 + bx + 7\) is \(x = -\frac{b}{2 \cdot 2} = -\frac{b}{4}\), so \(-\frac{b}{4} = \frac{3}{2}\) and \(b = -6\). Check: \(f(-1) = 2 + 6 + 7 = 15\) and \(f(4) = 32 - 24 + 7 = 15\).</p>
<p>Common slips: \(6\) drops the minus sign in \(-\frac{b}{2a}\); \(-3\) uses \(-\frac{b}{2}\), leaving out the leading coefficient \(2\).</p>`,
    },
    // 21 — hard, algebra, linear inequalities (two pay rates and a fixed number of hours)
    {
      id: "pt5-math-m2h-21",
      type: "SC",
      title: "",
      text: String.raw`<p>A worker earns \(\$18\) per hour on weekdays and \(\$27\) per hour on weekends. She works \(40\) hours each week, some on weekdays and the rest on weekends. What is the least number of weekend hours she must work in a week to earn at least \(\$900\) that week?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:ineq-two-wages-min-hours"],
      choices: [{ text: String.raw`\(7\)` }, { text: String.raw`\(10\)` }, { text: String.raw`\(20\)`, correct: true }, { text: String.raw`\(34\)` }],
      explanation: String.raw`<p>With \(w\) weekend hours she works \(40 - w\) weekday hours and earns \(18(40 - w) + 27w = 720 + 9w\) dollars. Solve \(720 + 9w \ge 900\): \(9w \ge 180\), so \(w \ge 20\). The least number is \(20\). Check: \(20 \cdot 18 + 20 \cdot 27 = 360 + 540 = 900\), while \(19\) weekend hours give \(891\).</p>
<ul>
<li>\(7\) adds the weekend hours on top of \(40\) weekday hours, \(720 + 27w \ge 900\), so \(w \ge 6.7\); her hours total \(40\), so each weekend hour replaces a weekday hour.</li>
<li>\(10\) divides the missing \(180\) dollars by the weekday rate, \(18\), instead of by the extra \(9\) dollars that each weekend hour adds.</li>
<li>\(34\) finds the hours needed if every hour were at the weekend rate, \(\frac{900}{27} \approx 33.3\), ignoring the weekday pay.</li>
</ul>`,
    },
    // 22 — hard, algebra, linear functions (one output twice another: find the y-intercept) (OE)
    {
      id: "pt5-math-m2h-22",
      type: "OE",
      title: "",
      text: String.raw`<p>For the linear function \(f\), \(f(3) = 2f(1)\) and \(f(5) = 14\). What is the value of \(f(0)\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:linear-fn-value-relation-find-b"],
      answers: "7/3|||2.333",
      explanation: String.raw`<p>Write \(f(x) = mx + b\). From \(f(3) = 2f(1)\): \(3m + b = 2(m + b) = 2m + 2b\), so \(m = b\). From \(f(5) = 14\): \(5m + b = 14\), and with \(m = b\), \(6b = 14\), so \(b = \frac{7}{3}\). Then \(f(0) = b = \frac{7}{3} \approx 2.333\). Check: \(f(x) = \frac{7}{3}x + \frac{7}{3}\) gives \(f(1) = \frac{14}{3}\), \(f(3) = \frac{28}{3} = 2 \cdot \frac{14}{3}\), and \(f(5) = \frac{42}{3} = 14\).</p>
<p>Common slips: \(14\) writes \(2f(1)\) as \(2m + b\) instead of \(2m + 2b\), which gives \(m = 0\) and a constant function; \(0\) assumes the line passes through the origin because one output is twice another, but then \(3m = 2m\) forces \(m = 0\), which contradicts \(f(5) = 14\).</p>`,
    },
  ],
};
export default module;
