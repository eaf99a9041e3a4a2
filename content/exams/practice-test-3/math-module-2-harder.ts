import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { angleArc, drawing, plane, polygon, seg, text } from "../../figures";
import type { ModuleSchema } from "../../schema";

/** pt3-math-m2h-17's choices: a line in the xy-plane (content/figures). */
const lineChoice = (id: string, desc: string, slope: number, intercept: number) =>
  plane({
    id: `pt3-math-m2h-17-${id}`,
    title: "A line in the xy-plane",
    desc,
    x: { min: -8, max: 8 },
    y: { min: -8, max: 8 },
    unit: 13,
    graphs: [{ line: { slope, intercept } }],
  });

const module: z.input<typeof ModuleSchema> = {
  id: "pt3-math-m2h",
  name: "Section 2, Module 2: Math",
  test: "math",
  module: 2,
  variant: "harder",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — medium, advanced math, nonlinear equations (an equation with a rational exponent)
    {
      id: "pt3-math-m2h-01",
      type: "SC",
      title: "",
      text: String.raw`<p>\(x^{\frac{3}{2}} = 27\)</p>
<p>What is the solution to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:rational-exponent-equation"],
      choices: [{ text: String.raw`\(9\)`, correct: true }, { text: String.raw`\(18\)` }, { text: String.raw`\(40.5\)` }, { text: String.raw`\(81\sqrt{3}\)` }],
      explanation: String.raw`<p>Raise both sides to the power \(\frac{2}{3}\), the reciprocal of \(\frac{3}{2}\): \(x = 27^{\frac{2}{3}} = \left(\sqrt[3]{27}\right)^2 = 3^2 = 9\). Check: \(9^{\frac{3}{2}} = \left(\sqrt{9}\right)^3 = 3^3 = 27\).</p>
<ul>
<li>\(81\sqrt{3}\) raises \(27\) to the power \(\frac{3}{2}\) again instead of to the reciprocal power \(\frac{2}{3}\): \(27^{\frac{3}{2}} = 27\sqrt{27} = 81\sqrt{3}\).</li>
<li>\(18\) multiplies \(27\) by \(\frac{2}{3}\) instead of raising it to that power.</li>
<li>\(40.5\) multiplies \(27\) by \(\frac{3}{2}\), treating the exponent as a coefficient.</li>
</ul>`,
    },
    // 02 — medium, algebra, systems of linear equations (ages now and later) (OE)
    {
      id: "pt3-math-m2h-02",
      type: "OE",
      title: "",
      text: String.raw`<p>Maria is \(4\) times as old as her son. In \(16\) years, Maria will be twice as old as her son. How old is Maria now, in years?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:age-now-and-later-system"],
      answers: "32",
      explanation: String.raw`<p>Let \(m\) be Maria's age and \(s\) her son's age now: \(m = 4s\) and \(m + 16 = 2(s + 16)\). Substitute: \(4s + 16 = 2s + 32\), so \(2s = 16\) and \(s = 8\). Then \(m = 4 \cdot 8 = 32\). Check: in \(16\) years they will be \(48\) and \(24\), and \(48 = 2 \cdot 24\).</p>
<p>Common slips: \(8\) is the son's age; \(48\) is Maria's age in \(16\) years; writing the second condition as \(m + 16 = 2s + 16\) (adding \(16\) to only one age) gives \(s = 0\).</p>`,
    },
    // 03 — medium, algebra, linear equation in one variable (which equation has no solution)
    {
      id: "pt3-math-m2h-03",
      type: "SC",
      title: "",
      text: String.raw`<p>Which of the following equations has no solution?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:pick-linear-eq-with-no-solution"],
      choices: [
        { text: String.raw`\(3(x - 4) = 4x - 12\)` },
        { text: String.raw`\(3(x - 4) = 3x + 4\)`, correct: true },
        { text: String.raw`\(3(x - 4) = 3x - 12\)` },
        { text: String.raw`\(3(x - 4) = -3x + 12\)` },
      ],
      explanation: String.raw`<p>The left side of every equation is \(3x - 12\). In \(3x - 12 = 3x + 4\), subtracting \(3x\) from both sides leaves \(-12 = 4\), which is false whatever \(x\) is, so the equation has no solution: the two sides have the same \(x\)-term and different constants.</p>
<ul>
<li>\(3(x - 4) = 3x - 12\) has the same expression on both sides, so every value of \(x\) is a solution: infinitely many, not none.</li>
<li>\(3(x - 4) = 4x - 12\) gives \(x = 0\); a solution equal to \(0\) is still a solution.</li>
<li>\(3(x - 4) = -3x + 12\) gives \(6x = 24\), so \(x = 4\); when the \(x\)-coefficients are opposites, the \(x\)-terms do not cancel.</li>
</ul>`,
    },
    // 04 — medium, geometry, right triangles (area of an equilateral triangle from its height)
    {
      id: "pt3-math-m2h-04",
      type: "SC",
      title: "",
      text: String.raw`<p>An equilateral triangle has a height of \(6\sqrt{3}\) centimeters. What is the area of the triangle, in square centimeters?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "right_triangles_trigonometry",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:equilateral-area-from-height"],
      choices: [
        { text: String.raw`\(9\sqrt{3}\)` },
        { text: String.raw`\(18\sqrt{3}\)` },
        { text: String.raw`\(27\sqrt{3}\)` },
        { text: String.raw`\(36\sqrt{3}\)`, correct: true },
      ],
      explanation: String.raw`<p>The height splits the equilateral triangle into two \(30^\circ\)-\(60^\circ\)-\(90^\circ\) triangles. The height is the longer leg, \(\frac{\sqrt{3}}{2}\) times the side \(s\): \(\frac{\sqrt{3}}{2}s = 6\sqrt{3}\), so \(s = 12\). The area is \(\frac{1}{2} \cdot 12 \cdot 6\sqrt{3} = 36\sqrt{3}\) square centimeters.</p>
<ul>
<li>\(9\sqrt{3}\) takes the side to be \(6\) (dividing the height by \(\sqrt{3}\), which gives the shorter leg, half of the side) and uses \(\frac{\sqrt{3}}{4} \cdot 6^2\).</li>
<li>\(27\sqrt{3}\) uses the height as the side length in \(\frac{\sqrt{3}}{4}s^2\): \(\frac{\sqrt{3}}{4} \cdot 108\).</li>
<li>\(18\sqrt{3}\) uses half the side, \(6\), as the base in \(\frac{1}{2}bh\); the height meets the midpoint of the whole base, which is \(12\).</li>
</ul>`,
    },
    // 05 — medium, advanced math, nonlinear equations (a variable plus a constant over it) (OE)
    {
      id: "pt3-math-m2h-05",
      type: "OE",
      title: "",
      text: String.raw`<p>\(x + \frac{6}{x} = 5\)</p>
<p>What is the greater of the two solutions to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:x-plus-constant-over-x-eq"],
      answers: "3",
      explanation: String.raw`<p>Multiply both sides by \(x\) (which is not \(0\), since \(\frac{6}{x}\) must be defined): \(x^2 + 6 = 5x\), so \(x^2 - 5x + 6 = 0\). Factor: \((x - 2)(x - 3) = 0\), so \(x = 2\) or \(x = 3\). Both check (\(2 + 3 = 5\) and \(3 + 2 = 5\)), and the greater solution is \(3\).</p>
<p>Common slips: \(2\) is the lesser solution; multiplying only \(\frac{6}{x}\) by \(x\) gives \(x + 6 = 5x\) and \(x = 1.5\), which does not check (\(1.5 + 4 = 5.5\)); \(-2\) comes from factoring as \((x + 2)(x + 3)\).</p>`,
    },
    // 06 — medium, advanced math, nonlinear equations (a difference of squares and a sum)
    {
      id: "pt3-math-m2h-06",
      type: "SC",
      title: "",
      text: String.raw`<p>\(x^2 - y^2 = 48\)<br>\(x + y = 8\)</p>
<p>The solution to the given system of equations is \((x, y)\). What is the value of \(y\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:diff-of-squares-given-sum"],
      choices: [{ text: String.raw`\(1\)`, correct: true }, { text: String.raw`\(2\)` }, { text: String.raw`\(6\)` }, { text: String.raw`\(7\)` }],
      explanation: String.raw`<p>Factor the first equation: \((x + y)(x - y) = 48\). Since \(x + y = 8\), \(8(x - y) = 48\) and \(x - y = 6\). Now \(x + y = 8\) and \(x - y = 6\); subtracting the second from the first gives \(2y = 2\), so \(y = 1\) (and \(x = 7\)). Check: \(49 - 1 = 48\).</p>
<ul>
<li>\(2\) is the value of \(2y\); it stops before dividing by \(2\).</li>
<li>\(6\) is the value of \(x - y\), not of \(y\).</li>
<li>\(7\) is the value of \(x\).</li>
</ul>`,
    },
    // 07 — medium, algebra, linear equation in one variable (a constant from a given solution) (OE)
    {
      id: "pt3-math-m2h-07",
      type: "OE",
      title: "",
      text: String.raw`<p>\(4x + k = 2kx - 5\)</p>
<p>In the given equation, \(k\) is a constant. If \(x = 3\) is a solution to the equation, what is the value of \(k\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:lin-eq-param-from-given-solution"],
      answers: "17/5|||3.4",
      explanation: String.raw`<p>Substitute \(x = 3\): \(4(3) + k = 2k(3) - 5\), so \(12 + k = 6k - 5\). Subtract \(k\) and add \(5\): \(17 = 5k\), so \(k = \frac{17}{5} = 3.4\). Check: \(12 + 3.4 = 15.4\) and \(6(3.4) - 5 = 15.4\).</p>
<p>Common slips: \(\frac{7}{5}\) moves the \(-5\) to the left side without changing its sign (\(12 - 5 = 5k\)); \(\frac{17}{6}\) leaves the \(k\) on the left side out when collecting terms (\(17 = 6k\)).</p>`,
    },
    // 08 — medium, geometry, lines, angles and triangles (an angle bisector in a triangle, figure)
    {
      id: "pt3-math-m2h-08",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt3-math-m2h-08-figure",
          title: "Triangle ABC with segment CD bisecting angle C",
          desc: "Triangle ABC with A at the lower left, B at the lower right and C at the top. Angle A is marked 50 degrees and angle B is marked 70 degrees. A segment is drawn from C down to point D on side AB, and the two angles it makes at C, angle ACD and angle DCB, are marked as equal.",
        },
        320,
        260,
        polygon([
          [40, 230],
          [280, 230],
          [207.4, 30.5],
        ]) +
          seg([207.4, 30.5], [172.2, 230]) +
          angleArc([40, 230], [280, 230], [207.4, 30.5], 32) +
          angleArc([280, 230], [40, 230], [207.4, 30.5], 28) +
          angleArc([207.4, 30.5], [40, 230], [172.2, 230], 32, 1) +
          angleArc([207.4, 30.5], [172.2, 230], [280, 230], 32, 1) +
          text([22, 248], "A", { anchor: "start", italic: true }) +
          text([284, 248], "B", { anchor: "start", italic: true }) +
          text([210, 24], "C", { anchor: "start", italic: true }) +
          text([166, 250], "D", { anchor: "start", italic: true }) +
          text([78, 222], "50°", { size: 13, anchor: "start" }) +
          text([224, 222], "70°", { size: 13, anchor: "start" }),
      )}
<p>In triangle \(ABC\), the measure of angle \(A\) is \(50^\circ\) and the measure of angle \(B\) is \(70^\circ\). Segment \(CD\) bisects angle \(ACB\), and point \(D\) lies on side \(AB\). What is the measure, in degrees, of angle \(ADC\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:triangle-angle-bisector-angle"],
      choices: [{ text: String.raw`\(30\)` }, { text: String.raw`\(70\)` }, { text: String.raw`\(80\)` }, { text: String.raw`\(100\)`, correct: true }],
      explanation: String.raw`<p>The angles of triangle \(ABC\) add up to \(180^\circ\), so angle \(ACB\) measures \(180 - 50 - 70 = 60\) degrees, and the bisector splits it into two \(30^\circ\) angles. In triangle \(ADC\), angle \(ADC\) measures \(180 - 50 - 30 = 100\) degrees.</p>
<ul>
<li>\(70\) uses all of angle \(ACB\) in triangle \(ADC\) (\(180 - 50 - 60\)) instead of half of it.</li>
<li>\(80\) is the measure of angle \(BDC\), \(180 - 70 - 30\), the other angle at \(D\).</li>
<li>\(30\) is the measure of each half of angle \(ACB\), the angle at \(C\), not the angle at \(D\).</li>
</ul>`,
    },
    // 09 — hard, PSDA, one-variable data (mean and standard deviation after a linear rescaling)
    {
      id: "pt3-math-m2h-09",
      type: "SC",
      title: "",
      text: String.raw`<p>A teacher rescales the scores on a test: each new score is \(1.5\) times the original score, plus \(10\). The original scores have a mean of \(70\) and a standard deviation of \(8\). Which of the following gives the mean and the standard deviation of the new scores?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:linear-transform-mean-and-sd"],
      choices: [
        { text: String.raw`Mean \(115\), standard deviation \(12\)`, correct: true },
        { text: String.raw`Mean \(105\), standard deviation \(12\)` },
        { text: String.raw`Mean \(115\), standard deviation \(22\)` },
        { text: String.raw`Mean \(115\), standard deviation \(8\)` },
      ],
      explanation: String.raw`<p>Multiplying every score by \(1.5\) and adding \(10\) does the same to the mean: \(1.5 \cdot 70 + 10 = 115\). The standard deviation measures distances between scores and the mean. Multiplying by \(1.5\) stretches every such distance by \(1.5\), and adding \(10\) moves every score and the mean together without changing any distance. So the new standard deviation is \(1.5 \cdot 8 = 12\).</p>
<ul>
<li>"Standard deviation \(22\)" also adds \(10\) to the standard deviation; adding the same amount to every score does not change the spread.</li>
<li>"Standard deviation \(8\)" treats the whole rescaling as a shift; multiplying by \(1.5\) does spread the scores out.</li>
<li>"Mean \(105\)" multiplies the mean by \(1.5\) but forgets to add \(10\).</li>
</ul>`,
    },
    // 10 — hard, algebra, systems of linear equations (two travelers approaching each other)
    {
      id: "pt3-math-m2h-10",
      type: "SC",
      title: "",
      text: String.raw`<p>Two cyclists start at the same time from towns that are \(84\) kilometers apart and ride toward each other on the same road. One cyclist's average speed is \(4\) kilometers per hour greater than the other's. The cyclists meet after \(3\) hours. What is the average speed, in kilometers per hour, of the faster cyclist?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:approaching-travelers-meet"],
      choices: [{ text: String.raw`\(12\)` }, { text: String.raw`\(14\)` }, { text: String.raw`\(16\)`, correct: true }, { text: String.raw`\(28\)` }],
      explanation: String.raw`<p>Let \(f\) and \(s\) be the two speeds, with \(f = s + 4\). Riding toward each other, together they close the \(84\) kilometers in \(3\) hours: \(3f + 3s = 84\), so \(f + s = 28\). Substitute \(s = f - 4\): \(2f - 4 = 28\), so \(f = 16\) (and \(s = 12\)). Check: in \(3\) hours they ride \(48 + 36 = 84\) kilometers.</p>
<ul>
<li>\(12\) is the slower cyclist's speed.</li>
<li>\(14\) splits the combined speed of \(28\) equally, ignoring the \(4\)-kilometer-per-hour difference.</li>
<li>\(28\) is the two speeds added together, the rate at which the distance between the cyclists shrinks.</li>
</ul>`,
    },
    // 11 — hard, algebra, linear inequalities (choosing an inequality that makes a system with no solution)
    {
      id: "pt3-math-m2h-11",
      type: "SC",
      title: "",
      text: String.raw`<p>\(y \gt x + 1\)</p>
<p>Which inequality, together with the given inequality, forms a system of inequalities that has no solution?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:ineq-system-choose-no-solution"],
      choices: [
        { text: String.raw`\(y \gt x - 3\)` },
        { text: String.raw`\(y \lt x + 3\)` },
        { text: String.raw`\(y \lt x - 3\)`, correct: true },
        { text: String.raw`\(y \lt -x + 1\)` },
      ],
      explanation: String.raw`<p>The given inequality holds for the points above the line \(y = x + 1\). The points with \(y \lt x - 3\) lie below the parallel line \(y = x - 3\), which is \(4\) units lower. A point cannot be above \(y = x + 1\) and below \(y = x - 3\) at once, because that would need \(x + 1 \lt y \lt x - 3\), and \(x + 1\) is never less than \(x - 3\). So the system has no solution.</p>
<ul>
<li>\(y \lt x + 3\) leaves the strip between the parallel lines \(y = x + 1\) and \(y = x + 3\); for example, \((0, 2)\) satisfies both inequalities.</li>
<li>\(y \gt x - 3\) points the same way as the given inequality; every point above \(y = x + 1\), such as \((0, 5)\), is also above \(y = x - 3\).</li>
<li>\(y \lt -x + 1\) has a boundary line that crosses \(y = x + 1\), so the regions overlap; for example, \((-2, 0)\) satisfies both inequalities.</li>
</ul>`,
    },
    // 12 — hard, advanced math, equivalent expressions (dividing rational expressions)
    {
      id: "pt3-math-m2h-12",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(\dfrac{x^2 - 1}{x + 2} \div \dfrac{x - 1}{x^2 + 2x}\), for \(x \gt 1\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:divide-rational-expressions"],
      choices: [
        { text: String.raw`\(\frac{(x + 1)(x - 1)^2}{x(x + 2)^2}\)` },
        { text: String.raw`\(x^2 + x\)`, correct: true },
        { text: String.raw`\(x + 1\)` },
        { text: String.raw`\(x^2 - x\)` },
      ],
      explanation: String.raw`<p>Dividing by a fraction is multiplying by its reciprocal: \(\frac{x^2 - 1}{x + 2} \cdot \frac{x^2 + 2x}{x - 1}\). Factor: \(x^2 - 1 = (x + 1)(x - 1)\) and \(x^2 + 2x = x(x + 2)\). The product is \(\frac{(x + 1)(x - 1) \cdot x(x + 2)}{(x + 2)(x - 1)}\); the factors \(x + 2\) and \(x - 1\) cancel, leaving \(x(x + 1) = x^2 + x\). Check with \(x = 2\): \(\frac{3}{4} \div \frac{1}{8} = 6\) and \(2^2 + 2 = 6\).</p>
<ul>
<li>\(x + 1\) cancels \(x^2 + 2x\) against \(x + 2\) entirely, losing the factor \(x\).</li>
<li>\(x^2 - x\) factors \(x^2 - 1\) as \((x - 1)^2\); a difference of squares factors as \((x + 1)(x - 1)\).</li>
<li>\(\frac{(x + 1)(x - 1)^2}{x(x + 2)^2}\) multiplies by the second fraction without inverting it.</li>
</ul>`,
    },
    // 13 — hard, PSDA, percentages (one quantity as a percent of another that is a given percent greater)
    {
      id: "pt3-math-m2h-13",
      type: "SC",
      title: "",
      text: String.raw`<p>The number of visitors to a museum on Saturday was \(60\%\) greater than the number of visitors on Friday. The number of visitors on Friday was what percent of the number of visitors on Saturday?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:reverse-relative-percent"],
      choices: [
        { text: String.raw`\(37.5\%\)` },
        { text: String.raw`\(40\%\)` },
        { text: String.raw`\(60\%\)` },
        { text: String.raw`\(62.5\%\)`, correct: true },
      ],
      explanation: String.raw`<p>If \(F\) visitors came on Friday, then \(1.6F\) came on Saturday. Friday as a percent of Saturday is \(\frac{F}{1.6F} = \frac{1}{1.6} = 0.625\), or \(62.5\%\). With numbers: \(100\) visitors on Friday and \(160\) on Saturday give \(\frac{100}{160} = 62.5\%\).</p>
<ul>
<li>\(37.5\%\) is how much less Friday's number is than Saturday's (\(100\% - 62.5\%\)); it answers a different question.</li>
<li>\(40\%\) subtracts \(60\%\) from \(100\%\), as if Friday had \(60\%\) fewer visitors than Saturday; the \(60\%\) is a percent of Friday's number, not of Saturday's.</li>
<li>\(60\%\) is the percent by which Saturday's number exceeded Friday's, a different comparison.</li>
</ul>`,
    },
    // 14 — hard, advanced math, nonlinear functions (an exponential function from a difference of two values) (OE)
    {
      id: "pt3-math-m2h-14",
      type: "OE",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = a(1.5)^x\), where \(a\) is a constant. If \(f(2) - f(1) = 18\), what is the value of \(f(3)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:exp-fn-value-difference-find-a"],
      answers: "81",
      explanation: String.raw`<p>\(f(2) - f(1) = a(1.5)^2 - a(1.5) = a(2.25 - 1.5) = 0.75a\). So \(0.75a = 18\) and \(a = 24\). Then \(f(3) = 24(1.5)^3 = 24 \cdot 3.375 = 81\). Check: \(f(1) = 36\), \(f(2) = 54\), and \(54 - 36 = 18\).</p>
<p>Common slips: \(24\) is the value of \(a\), which is \(f(0)\), not \(f(3)\); \(72\) adds \(18\) to \(f(2)\) as if the function grew by the same amount each step, but an exponential function grows by the same factor (\(54 \cdot 1.5 = 81\)).</p>`,
    },
    // 15 — hard, algebra, linear functions (slope from a difference of two values)
    {
      id: "pt3-math-m2h-15",
      type: "SC",
      title: "",
      text: String.raw`<p>For the linear function \(f\), \(f(3) - f(-1) = 10\) and \(f(1) = 4\). What is the value of \(f(0)\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:linear-fn-from-value-difference"],
      choices: [
        { text: String.raw`\(-1\)` },
        { text: String.raw`\(\frac{2}{3}\)` },
        { text: String.raw`\(\frac{3}{2}\)`, correct: true },
        { text: String.raw`\(\frac{13}{2}\)` },
      ],
      explanation: String.raw`<p>For a linear function, a change in output divided by the change in input is the slope: \(\frac{f(3) - f(-1)}{3 - (-1)} = \frac{10}{4} = \frac{5}{2}\). Going from \(x = 1\) back to \(x = 0\) lowers the output by the slope: \(f(0) = 4 - \frac{5}{2} = \frac{3}{2}\). (So \(f(x) = \frac{5}{2}x + \frac{3}{2}\); check: \(f(3) - f(-1) = 9 - (-1) = 10\).)</p>
<ul>
<li>\(-1\) takes the change in input as \(3 + (-1) = 2\), so the slope would be \(5\) and \(f(0) = 4 - 5\).</li>
<li>\(\frac{2}{3}\) divides \(10\) by \(3\) instead of by \(4\), so the slope would be \(\frac{10}{3}\) and \(f(0) = 4 - \frac{10}{3}\).</li>
<li>\(\frac{13}{2}\) adds the slope to \(f(1)\), moving in the wrong direction: \(4 + \frac{5}{2}\).</li>
</ul>`,
    },
    // 16 — hard, advanced math, nonlinear functions (inputs where a vertex-form model is at least a value)
    {
      id: "pt3-math-m2h-16",
      type: "SC",
      title: "",
      text: String.raw`<p>A company's monthly profit \(P\), in dollars, from selling a product at a price of \(x\) dollars is modeled by \(P(x) = -2(x - 15)^2 + 450\). According to the model, for which prices is the monthly profit at least \(\$400\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:quadratic-model-range-above-level"],
      choices: [
        { text: String.raw`\(10 \le x \le 20\)`, correct: true },
        { text: String.raw`\(5 \le x \le 25\)` },
        { text: String.raw`\(x \le 10\) or \(x \ge 20\)` },
        { text: String.raw`\(15 \le x \le 20\)` },
      ],
      explanation: String.raw`<p>Solve \(-2(x - 15)^2 + 450 \ge 400\). Subtract \(450\): \(-2(x - 15)^2 \ge -50\). Divide by \(-2\), which reverses the inequality: \((x - 15)^2 \le 25\). A square is at most \(25\) exactly when the number squared is between \(-5\) and \(5\): \(-5 \le x - 15 \le 5\), so \(10 \le x \le 20\). Check: \(P(10) = P(20) = -50 + 450 = 400\), and \(P(15) = 450\).</p>
<ul>
<li>"\(x \le 10\) or \(x \ge 20\)" does not reverse the inequality when dividing by \(-2\), so it gives the prices where the profit is at most \(\$400\).</li>
<li>"\(5 \le x \le 25\)" multiplies \(-50\) by \(-2\) instead of dividing, which gives \((x - 15)^2 \le 100\).</li>
<li>"\(15 \le x \le 20\)" keeps only \(x - 15 = 5\) and starts from the price at the vertex, missing the prices below \(15\) dollars.</li>
</ul>`,
    },
    // 17 — hard, algebra, linear equations in two variables (reflecting a line across the y-axis)
    {
      id: "pt3-math-m2h-17",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, line \(\ell\) has the equation \(y = 2x - 6\). Line \(m\) is the reflection of line \(\ell\) across the \(y\)-axis. Which of the following is the graph of line \(m\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:line-reflect-across-y-axis-graph"],
      choices: [
        {
          text: lineChoice(
            "origin",
            "An xy-plane with x and y from negative 8 to 8. A line rising from left to right crosses the x-axis at (negative 3, 0) and the y-axis at (0, 6).",
            2,
            6,
          ),
        },
        {
          text: lineChoice(
            "key",
            "An xy-plane with x and y from negative 8 to 8. A line falling from left to right crosses the x-axis at (negative 3, 0) and the y-axis at (0, negative 6).",
            -2,
            -6,
          ),
          correct: true,
        },
        {
          text: lineChoice(
            "xaxis",
            "An xy-plane with x and y from negative 8 to 8. A line falling from left to right crosses the y-axis at (0, 6) and the x-axis at (3, 0).",
            -2,
            6,
          ),
        },
        {
          text: lineChoice(
            "half",
            "An xy-plane with x and y from negative 8 to 8. A line falling from left to right crosses the y-axis at (0, negative 6) and the x-axis at (negative 12, 0), off the grid; it passes through (negative 8, negative 2).",
            -0.5,
            -6,
          ),
        },
      ],
      explanation: String.raw`<p>Reflecting across the \(y\)-axis sends each point \((x, y)\) to \((-x, y)\), so replace \(x\) with \(-x\): \(y = 2(-x) - 6 = -2x - 6\). Check with two points of \(\ell\): \((0, -6)\) stays where it is, and the \(x\)-intercept \((3, 0)\) moves to \((-3, 0)\); both satisfy \(y = -2x - 6\). The graph is the falling line through \((-3, 0)\) and \((0, -6)\).</p>
<ul>
<li>The falling line through \((0, 6)\) and \((3, 0)\) is \(y = -2x + 6\), the reflection across the \(x\)-axis (replacing \(y\) with \(-y\)); it moves the \(y\)-intercept to \((0, 6)\).</li>
<li>The rising line through \((-3, 0)\) and \((0, 6)\) is \(y = 2x + 6\): it replaces both \(x\) and \(y\) with their opposites, which reflects through the origin; it is parallel to \(\ell\).</li>
<li>The gently falling line through \((0, -6)\) and \((-8, -2)\) is \(y = -\frac{1}{2}x - 6\): it uses the negative reciprocal of the slope, which gives a perpendicular line, not a reflection.</li>
</ul>`,
    },
    // 18 — hard, PSDA, rates (average speed for a round trip)
    {
      id: "pt3-math-m2h-18",
      type: "SC",
      title: "",
      text: String.raw`<p>A delivery van drove \(120\) kilometers from a warehouse to a town at an average speed of \(60\) kilometers per hour and then drove the same \(120\)-kilometer route back to the warehouse at an average speed of \(40\) kilometers per hour. What was the van's average speed, in kilometers per hour, for the whole round trip?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:round-trip-average-speed"],
      choices: [{ text: String.raw`\(48\)`, correct: true }, { text: String.raw`\(50\)` }, { text: String.raw`\(96\)` }, { text: String.raw`\(100\)` }],
      explanation: String.raw`<p>Average speed is total distance divided by total time. The drive out took \(\frac{120}{60} = 2\) hours and the drive back took \(\frac{120}{40} = 3\) hours, so the van covered \(240\) kilometers in \(5\) hours: \(\frac{240}{5} = 48\) kilometers per hour.</p>
<ul>
<li>\(100\) adds the two speeds; speeds on the two legs of a trip are never added to give an average speed.</li>
<li>\(50\) averages the two speeds, but the van spent more time at the slower speed, so the slower speed counts for more.</li>
<li>\(96\) divides the total distance by the average of the two times, \(2.5\) hours, instead of by their sum.</li>
</ul>`,
    },
    // 19 — hard, advanced math, nonlinear functions (the outer function of a composition)
    {
      id: "pt3-math-m2h-19",
      type: "SC",
      title: "",
      text: String.raw`<p>The functions \(f\) and \(g\) satisfy \(f(x) = 2x + 1\) and \(g\big(f(x)\big) = 4x^2 + 4x + 3\) for all values of \(x\). Which of the following defines \(g\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:outer-function-from-composite"],
      choices: [
        { text: String.raw`\(g(x) = x^2 + 4x + 6\)` },
        { text: String.raw`\(g(x) = x^2 + 3\)` },
        { text: String.raw`\(g(x) = 4x^2 + 4x + 3\)` },
        { text: String.raw`\(g(x) = x^2 + 2\)`, correct: true },
      ],
      explanation: String.raw`<p>Write the composite in terms of \(2x + 1\): \((2x + 1)^2 = 4x^2 + 4x + 1\), so \(4x^2 + 4x + 3 = (2x + 1)^2 + 2\). That says \(g\big(f(x)\big) = \big(f(x)\big)^2 + 2\); since \(f(x) = 2x + 1\) takes every real value, \(g(x) = x^2 + 2\). Check: \(g(2x + 1) = 4x^2 + 4x + 1 + 2\).</p>
<ul>
<li>\(g(x) = x^2 + 3\) matches \(4x^2 + 4x\) to \((2x + 1)^2\) but forgets that the square also contributes \(1\), copying the constant \(3\).</li>
<li>\(g(x) = x^2 + 4x + 6\) substitutes \(\frac{x + 1}{2}\) for \(x\) in the composite; the input that \(f\) sends to \(x\) is \(\frac{x - 1}{2}\).</li>
<li>\(g(x) = 4x^2 + 4x + 3\) is the composite \(g\big(f(x)\big)\) itself, not \(g\).</li>
</ul>`,
    },
    // 20 — hard, geometry, circles (slope of a tangent line from the circle's equation)
    {
      id: "pt3-math-m2h-20",
      type: "SC",
      title: "",
      text: String.raw`<p>\((x - 1)^2 + (y - 2)^2 = 25\)</p>
<p>The graph of the given equation in the \(xy\)-plane is a circle. Line \(\ell\) is tangent to the circle at the point \((4, 6)\). What is the slope of line \(\ell\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:circle-tangent-line-slope"],
      choices: [
        { text: String.raw`\(-\frac{3}{4}\)`, correct: true },
        { text: String.raw`\(\frac{3}{4}\)` },
        { text: String.raw`\(\frac{4}{3}\)` },
        { text: String.raw`\(\frac{3}{2}\)` },
      ],
      explanation: String.raw`<p>The circle's center is \((1, 2)\). The radius to the point of tangency \((4, 6)\) has slope \(\frac{6 - 2}{4 - 1} = \frac{4}{3}\). A tangent line is perpendicular to the radius at the point of tangency, so its slope is the negative reciprocal: \(-\frac{3}{4}\).</p>
<ul>
<li>\(\frac{3}{2}\) is the slope from the origin to the point \((4, 6)\): it treats the origin as the center, but the center is \((1, 2)\).</li>
<li>\(\frac{3}{4}\) takes the reciprocal but does not change the sign.</li>
<li>\(\frac{4}{3}\) is the slope of the radius itself, not of the tangent line.</li>
</ul>`,
    },
    // 21 — hard, advanced math, nonlinear functions (a quadratic from three values) (OE)
    {
      id: "pt3-math-m2h-21",
      type: "OE",
      title: "",
      text: String.raw`<p>The table shows three values of \(x\) and the corresponding values of \(f(x)\) for the quadratic function \(f\).</p>
<table>
<caption>Values of the quadratic function \(f\)</caption>
<thead><tr><th scope="col">\(x\)</th><th scope="col">\(f(x)\)</th></tr></thead>
<tbody>
<tr><td>\(0\)</td><td>\(-6\)</td></tr>
<tr><td>\(1\)</td><td>\(-2\)</td></tr>
<tr><td>\(2\)</td><td>\(6\)</td></tr>
</tbody>
</table>
<p>What is the value of \(f(3)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:quadratic-through-three-points"],
      answers: "18",
      explanation: String.raw`<p>Write \(f(x) = ax^2 + bx + c\). From \(f(0) = -6\), \(c = -6\). From \(f(1) = -2\), \(a + b - 6 = -2\), so \(a + b = 4\). From \(f(2) = 6\), \(4a + 2b - 6 = 6\), so \(2a + b = 6\). Subtracting, \(a = 2\) and \(b = 2\): \(f(x) = 2x^2 + 2x - 6\). Then \(f(3) = 18 + 6 - 6 = 18\). (The differences between values, \(4\) and \(8\), grow by \(4\) each step, so the next difference is \(12\) and \(6 + 12 = 18\).)</p>
<p>Common slips: \(14\) repeats the last difference, \(8\), as if \(f\) were linear from there; \(10\) treats the differences as constant at \(4\), as for a linear function.</p>`,
    },
    // 22 — hard, geometry, area and volume (water displaced by a sphere in a cylinder) (OE)
    {
      id: "pt3-math-m2h-22",
      type: "OE",
      title: "",
      text: String.raw`<p>A cylindrical tank with an inside radius of \(4\) centimeters is partly filled with water. A solid metal ball in the shape of a sphere with a radius of \(3\) centimeters is placed in the tank. The ball is completely under water, and no water spills. By how many centimeters does the water level rise?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:sphere-displacement-water-rise"],
      answers: "9/4|||2.25",
      explanation: String.raw`<p>The water rises by the ball's volume spread over the tank's circular cross section. The ball's volume is \(\frac{4}{3}\pi (3)^3 = 36\pi\) cubic centimeters, and the tank's cross section has area \(\pi (4)^2 = 16\pi\) square centimeters. The rise \(h\) satisfies \(16\pi h = 36\pi\), so \(h = \frac{36}{16} = \frac{9}{4} = 2.25\) centimeters.</p>
<p>Common slips: \(\frac{27}{16}\) leaves the \(\frac{4}{3}\) out of the sphere's volume (\(\frac{27\pi}{16\pi}\)); \(4.5\) divides the ball's volume by the tank's circumference, \(8\pi\), instead of its cross-sectional area; \(9\) uses the tank's radius without squaring it (\(\frac{36\pi}{4\pi}\)).</p>`,
    },
  ],
};
export default module;
