import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { circle, drawing, lineGraph, plane, point, polygon, text } from "../../figures";
import type { ModuleSchema } from "../../schema";

/** pt4-math-m2h-06's quadrilateral: its vertices on a circle of radius 100 centred at (150, 140). */
const onCircle = (deg: number): [number, number] => [150 + 100 * Math.cos((deg * Math.PI) / 180), 140 - 100 * Math.sin((deg * Math.PI) / 180)];

const module: z.input<typeof ModuleSchema> = {
  id: "pt4-math-m2h",
  name: "Section 2, Module 2: Math",
  test: "math",
  module: 2,
  variant: "harder",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — medium, algebra, linear inequalities (the least driving speed when a break uses part of the time) (OE)
    {
      id: "pt4-math-m2h-01",
      type: "OE",
      title: "",
      text: String.raw`<p>A delivery driver must drive \(288\) miles. She leaves at 9:00 a.m., must arrive by 2:00 p.m., and will take one \(30\)-minute break on the way. What is the least average speed, in miles per hour, at which she can drive during the time she is driving and still arrive on time?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:min-speed-deadline-with-stop"],
      answers: "64",
      explanation: String.raw`<p>From 9:00 a.m. to 2:00 p.m. is \(5\) hours, and the break leaves \(5 - 0.5 = 4.5\) hours of driving. At an average driving speed of \(v\) miles per hour she covers \(4.5v\) miles, so she arrives on time when \(4.5v \ge 288\), that is, \(v \ge \frac{288}{4.5} = 64\). The least such speed is \(64\) miles per hour. Check: \(64 \cdot 4.5 = 288\) miles exactly, and with the \(30\)-minute break the trip takes \(5\) hours in all.</p>
<p>Common slips: \(57.6\) divides by all \(5\) hours and leaves no time for the break; \(52.36\) adds the break to the \(5\) hours instead of subtracting it (\(288 \div 5.5\)).</p>`,
    },
    // 02 — medium, advanced math, equivalent expressions (the square of a sum of square roots)
    {
      id: "pt4-math-m2h-02",
      type: "SC",
      title: "",
      text: String.raw`<p>What is the value of \(\left(\sqrt{18} + \sqrt{8}\right)^2\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:sum-of-radicals-squared"],
      choices: [{ text: String.raw`\(5\sqrt{2}\)` }, { text: String.raw`\(26\)` }, { text: String.raw`\(38\)` }, { text: String.raw`\(50\)`, correct: true }],
      explanation: String.raw`<p>Simplify each root: \(\sqrt{18} = 3\sqrt{2}\) and \(\sqrt{8} = 2\sqrt{2}\), so the sum is \(5\sqrt{2}\) and its square is \(25 \cdot 2 = 50\). Check by expanding: \(18 + 2\sqrt{18 \cdot 8} + 8 = 26 + 2\sqrt{144} = 26 + 24 = 50\).</p>
<ul>
<li>\(5\sqrt{2}\) is the sum before squaring.</li>
<li>\(26\) squares each root and leaves out the middle term \(2\sqrt{18}\sqrt{8}\).</li>
<li>\(38\) includes the middle term once instead of twice: \(26 + \sqrt{144}\).</li>
</ul>`,
    },
    // 03 — medium, PSDA, ratios, rates and units (two ratios joined through the group they share)
    {
      id: "pt4-math-m2h-03",
      type: "SC",
      title: "",
      text: String.raw`<p>In a school orchestra, the ratio of violinists to cellists is \(3 : 4\), and the ratio of cellists to bassists is \(6 : 5\). There are \(20\) bassists in the orchestra. How many violinists are in the orchestra?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:chained-ratios-common-middle"],
      choices: [{ text: String.raw`\(12\)` }, { text: String.raw`\(15\)` }, { text: String.raw`\(18\)`, correct: true }, { text: String.raw`\(24\)` }],
      explanation: String.raw`<p>Work through the cellists, the group the two ratios share. Cellists to bassists is \(6 : 5\), so there are \(20 \cdot \frac{6}{5} = 24\) cellists. Violinists to cellists is \(3 : 4\), so there are \(24 \cdot \frac{3}{4} = 18\) violinists. Check: \(18 : 24 = 3 : 4\) and \(24 : 20 = 6 : 5\).</p>
<ul>
<li>\(24\) is the number of cellists, the middle step, not the number of violinists.</li>
<li>\(15\) applies the violinist-to-cellist ratio \(3 : 4\) straight to the \(20\) bassists.</li>
<li>\(12\) joins the ratios as \(3 : 4 : 5\), as if the cellists' \(4\) parts in one ratio and \(6\) parts in the other were the same, and takes \(\frac{3}{5}\) of \(20\).</li>
</ul>`,
    },
    // 04 — medium, algebra, linear functions (a table of a linear function with unknown entries) (OE)
    {
      id: "pt4-math-m2h-04",
      type: "OE",
      title: "",
      text: String.raw`<table>
<caption>Values of the linear function \(f\)</caption>
<thead><tr><th scope="col">\(x\)</th><th scope="col">\(f(x)\)</th></tr></thead>
<tbody>
<tr><td>\(1\)</td><td>\(a\)</td></tr>
<tr><td>\(3\)</td><td>\(14\)</td></tr>
<tr><td>\(5\)</td><td>\(a + 16\)</td></tr>
</tbody>
</table>
<p>The table shows three values of the linear function \(f\), where \(a\) is a constant. What is the value of \(f(0)\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:linear-table-unknown-entries"],
      answers: "2",
      explanation: String.raw`<p>The inputs go up by \(2\) each time, so for a linear function the outputs go up by equal amounts: \(14 - a = (a + 16) - 14\). Then \(14 - a = a + 2\), so \(a = 6\). The outputs are \(6\), \(14\) and \(22\): they rise \(8\) for every \(2\) units of \(x\), a slope of \(4\). Going from \(x = 1\) back to \(x = 0\): \(f(0) = 6 - 4 = 2\). Check: \(f(x) = 4x + 2\) gives \(f(1) = 6\), \(f(3) = 14\) and \(f(5) = 22 = 6 + 16\).</p>
<p>Common slips: \(6\) is \(a = f(1)\), not \(f(0)\); \(-2\) subtracts the change over \(2\) units, \(8\), from \(6\), using a slope of \(8\) per unit.</p>`,
    },
    // 05 — medium, advanced math, equivalent expressions (a difference of two rational expressions that is constant)
    {
      id: "pt4-math-m2h-05",
      type: "SC",
      title: "",
      text: String.raw`<p>\(\dfrac{x^2 - 4}{x - 2} - \dfrac{x^2 - 9}{x + 3}\)</p>
<p>Which of the following is equivalent to the given expression for \(x \ne 2\) and \(x \ne -3\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:rational-exprs-difference-const"],
      choices: [{ text: String.raw`\(2x - 1\)` }, { text: String.raw`\(1\)` }, { text: String.raw`\(5\)`, correct: true }, { text: String.raw`\(-1\)` }],
      explanation: String.raw`<p>Factor each numerator as a difference of squares: \(\frac{(x + 2)(x - 2)}{x - 2} = x + 2\) and \(\frac{(x + 3)(x - 3)}{x + 3} = x - 3\). The difference is \((x + 2) - (x - 3) = 5\). Check with \(x = 0\): \(\frac{-4}{-2} - \frac{-9}{3} = 2 + 3 = 5\).</p>
<ul>
<li>\(2x - 1\) adds \(x - 3\) instead of subtracting it: the minus sign does not reach the whole second quotient.</li>
<li>\(-1\) takes the second quotient as \(x + 3\), as if \(x^2 - 9\) were \((x + 3)^2\).</li>
<li>\(1\) takes the first quotient as \(x - 2\), as if \(x^2 - 4\) were \((x - 2)^2\).</li>
</ul>`,
    },
    // 06 — medium, geometry, circles (opposite angles of a quadrilateral inscribed in a circle, figure)
    {
      id: "pt4-math-m2h-06",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt4-math-m2h-06-fig",
          title: "Quadrilateral ABCD inscribed in a circle",
          desc: "A circle with four points on it, A on the left, B at the top, C on the right and D at the bottom, joined in order to form quadrilateral ABCD. The angle of the quadrilateral at A is labeled (3x plus 10) degrees and the angle at C is labeled (2x plus 20) degrees.",
        },
        300,
        280,
        circle([150, 140], 100) +
          polygon([onCircle(180), onCircle(100), onCircle(10), onCircle(260)]) +
          point(onCircle(180)) +
          point(onCircle(100)) +
          point(onCircle(10)) +
          point(onCircle(260)) +
          text([30, 146], "A", { italic: true }) +
          text([126, 32], "B", { italic: true }) +
          text([264, 122], "C", { italic: true }) +
          text([126, 262], "D", { italic: true }) +
          text([96, 146], "(3x + 10)°", { size: 14 }) +
          text([200, 136], "(2x + 20)°", { size: 14 }),
      )}
<p>In the figure, quadrilateral \(ABCD\) is inscribed in the circle. What is the measure, in degrees, of angle \(C\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:cyclic-quad-opposite-angles"],
      choices: [{ text: String.raw`\(30\)` }, { text: String.raw`\(40\)` }, { text: String.raw`\(80\)`, correct: true }, { text: String.raw`\(100\)` }],
      explanation: String.raw`<p>Opposite angles of a quadrilateral inscribed in a circle are supplementary (together they intercept the whole circle, \(360^\circ\), and each is half its arc). So \((3x + 10) + (2x + 20) = 180\), \(5x = 150\) and \(x = 30\). Angle \(C\) measures \(2(30) + 20 = 80^\circ\). Check: angle \(A\) is \(3(30) + 10 = 100^\circ\), and \(100 + 80 = 180\).</p>
<ul>
<li>\(30\) is the value of \(x\), not the measure of the angle.</li>
<li>\(40\) sets the two angles equal (\(3x + 10 = 2x + 20\), \(x = 10\)); opposite angles of an inscribed quadrilateral are supplementary, not equal.</li>
<li>\(100\) is the measure of angle \(A\).</li>
</ul>`,
    },
    // 07 — medium, PSDA, probability (a spinner: one sector's angle and a relation between the other two)
    {
      id: "pt4-math-m2h-07",
      type: "SC",
      title: "",
      text: String.raw`<p>A spinner is divided into three sectors: red, blue and green. The red sector has a central angle of \(150^\circ\). The arrow is equally likely to stop at any point around the spinner, and the probability that it stops on blue is twice the probability that it stops on green. What is the probability that the arrow stops on green?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "probability",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:spinner-sector-prob-from-angle"],
      choices: [
        { text: String.raw`\(\frac{7}{36}\)`, correct: true },
        { text: String.raw`\(\frac{7}{24}\)` },
        { text: String.raw`\(\frac{1}{3}\)` },
        { text: String.raw`\(\frac{7}{18}\)` },
      ],
      explanation: String.raw`<p>Each sector's probability is its share of the \(360^\circ\) around the center. Red: \(\frac{150}{360} = \frac{5}{12}\), so blue and green together have \(1 - \frac{5}{12} = \frac{7}{12}\). With blue twice green, green is \(1\) of \(3\) equal parts of that: \(\frac{1}{3} \cdot \frac{7}{12} = \frac{7}{36}\). Check: blue is \(\frac{14}{36}\), and \(\frac{15}{36} + \frac{14}{36} + \frac{7}{36} = 1\); green's sector is \(70^\circ\).</p>
<ul>
<li>\(\frac{7}{24}\) splits the \(\frac{7}{12}\) evenly between blue and green, leaving out "twice".</li>
<li>\(\frac{7}{18}\) is the probability that the arrow stops on blue.</li>
<li>\(\frac{1}{3}\) treats the three colors as equally likely and ignores the angles.</li>
</ul>`,
    },
    // 08 — medium, advanced math, nonlinear functions (a composition read from two graphs, figure)
    {
      id: "pt4-math-m2h-08",
      type: "SC",
      title: "",
      text: String.raw`${plane({
        id: "pt4-math-m2h-08-graph",
        title: "The graphs of y = f(x) and y = g(x)",
        desc: "An xy-plane with x from negative 4 to 6 and y from negative 5 to 8, gridlines every 1 unit. The graph of f is an upward-opening parabola with vertex (1, negative 4) that crosses the x-axis at (negative 1, 0) and (3, 0) and passes through (negative 2, 5) and (4, 5). The graph of g is a falling line through (0, 3), (3, 0) and (4, negative 1).",
        x: { min: -4, max: 6 },
        y: { min: -5, max: 8 },
        graphs: [{ f: (x) => (x - 1) ** 2 - 4 }, { line: { slope: -1, intercept: 3 } }],
        labels: [
          { at: [4.8, 6], text: "f" },
          { at: [-3.3, 7.4], text: "g" },
        ],
      })}
<p>The graphs of the functions \(f\) and \(g\) are shown. What is the value of \(f(g(4))\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:composite-values-read-from-graphs"],
      choices: [{ text: String.raw`\(-4\)` }, { text: String.raw`\(-2\)` }, { text: String.raw`\(0\)`, correct: true }, { text: String.raw`\(5\)` }],
      explanation: String.raw`<p>Work from the inside out. The line \(g\) passes through \((4, -1)\), so \(g(4) = -1\). The parabola \(f\) passes through \((-1, 0)\), so \(f(g(4)) = f(-1) = 0\). Check with equations read from the graphs: \(g(x) = -x + 3\) and \(f(x) = (x - 1)^2 - 4\) give \(g(4) = -1\) and \(f(-1) = 4 - 4 = 0\).</p>
<ul>
<li>\(-2\) is \(g(f(4))\): \(f(4) = 5\) and \(g(5) = -2\), the functions applied in the wrong order.</li>
<li>\(5\) is \(f(4)\); it skips \(g\).</li>
<li>\(-4\) reads \(g(4)\) as \(1\) instead of \(-1\), then \(f(1) = -4\), the vertex.</li>
</ul>`,
    },
    // 09 — hard, algebra, linear equations in two variables (count the points of a line with integer coordinates in a range)
    {
      id: "pt4-math-m2h-09",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, line \(\ell\) passes through the points \((-3, 2)\) and \((5, 8)\). How many points on line \(\ell\) with an \(x\)-coordinate from \(0\) to \(50\), inclusive, have an integer \(x\)-coordinate and an integer \(y\)-coordinate?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:lattice-points-on-line-count"],
      choices: [{ text: String.raw`\(6\)` }, { text: String.raw`\(12\)` }, { text: String.raw`\(13\)`, correct: true }, { text: String.raw`\(51\)` }],
      explanation: String.raw`<p>The slope of \(\ell\) is \(\frac{8 - 2}{5 - (-3)} = \frac{6}{8} = \frac{3}{4}\), so \(y = 2 + \frac{3}{4}(x + 3) = \frac{3x + 17}{4}\). For an integer \(x\), \(y\) is an integer only when \(3x + 17\) is a multiple of \(4\). Moving \(4\) units right changes \(y\) by exactly \(3\), so these \(x\)-values are \(4\) apart; the first one from \(0\) up is \(x = 1\) (\(y = \frac{20}{4} = 5\)), while \(x = 0, 2, 3\) give \(\frac{17}{4}\), \(\frac{23}{4}\) and \(\frac{26}{4}\). The \(x\)-values are \(1, 5, 9, \ldots, 49\), which is \(\frac{49 - 1}{4} + 1 = 13\) values. Check: \(x = 49\) gives \(y = \frac{164}{4} = 41\), and \(x = 53\) is past \(50\).</p>
<ul>
<li>\(6\) steps \(8\) units at a time, the run between the two given points, and finds only \(x = 5, 13, 21, 29, 37, 45\); the slope \(\frac{6}{8}\) reduces to \(\frac{3}{4}\), so integer points come every \(4\) units.</li>
<li>\(12\) counts the gaps between \(x = 1\) and \(x = 49\), \(\frac{49 - 1}{4}\), and leaves out one endpoint of the list.</li>
<li>\(51\) counts every integer \(x\) from \(0\) to \(50\); most of them give a \(y\)-coordinate that is not an integer.</li>
</ul>`,
    },
    // 10 — hard, advanced math, nonlinear equations (a rectangle's area from its perimeter and diagonal) (OE)
    {
      id: "pt4-math-m2h-10",
      type: "OE",
      title: "",
      text: String.raw`<p>A rectangle has a perimeter of \(46\) centimeters, and each of its diagonals is \(17\) centimeters long. What is the area of the rectangle, in square centimeters?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:rect-area-from-perim-and-diagonal"],
      answers: "120",
      explanation: String.raw`<p>Let the sides be \(L\) and \(W\). The perimeter gives \(L + W = 23\), and the diagonal, the hypotenuse of a right triangle with legs \(L\) and \(W\), gives \(L^2 + W^2 = 17^2 = 289\). Since \((L + W)^2 = L^2 + 2LW + W^2\), \(529 = 289 + 2LW\), so \(2LW = 240\) and the area \(LW = 120\). Check: the sides are \(15\) and \(8\) (\(15 + 8 = 23\), \(15^2 + 8^2 = 289\)), and \(15 \cdot 8 = 120\).</p>
<p>Common slips: \(240\) is \(2LW\), not yet divided by \(2\); \(132.25\) treats the rectangle as a square with side \(11.5\); using \(L + W = 46\) (the whole perimeter) gives \(2LW = 1{,}827\), which does not fit the diagonal.</p>`,
    },
    // 11 — hard, advanced math, nonlinear functions (a revenue model built from a linear demand, maximized)
    {
      id: "pt4-math-m2h-11",
      type: "SC",
      title: "",
      text: String.raw`<p>A theater sells \(300\) tickets for each show when the ticket price is \(\$20\). For every \(\$1\) increase in the ticket price, it expects to sell \(10\) fewer tickets. According to this model, what ticket price, in dollars, gives the greatest revenue from ticket sales for a show?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:revenue-max-price-linear-demand"],
      choices: [{ text: String.raw`\(5\)` }, { text: String.raw`\(25\)`, correct: true }, { text: String.raw`\(30\)` }, { text: String.raw`\(50\)` }],
      explanation: String.raw`<p>If the price rises by \(x\) dollars, the price is \(20 + x\) and \(300 - 10x\) tickets are sold, so the revenue is \(R(x) = (20 + x)(300 - 10x)\). This quadratic opens downward (its \(x^2\)-term is \(-10x^2\)) and has zeros \(x = -20\) and \(x = 30\); its maximum is halfway between them, at \(x = \frac{-20 + 30}{2} = 5\). The best price is \(20 + 5 = 25\) dollars. Check: at \(\$25\) the theater sells \(250\) tickets for \(\$6{,}250\), more than \(\$6{,}000\) at \(\$20\) and \(\$6{,}240\) at \(\$24\) or at \(\$26\).</p>
<ul>
<li>\(5\) is the best increase in the price, not the best price.</li>
<li>\(30\) is the increase at which no tickets would be sold, a zero of the revenue, not its maximum.</li>
<li>\(50\) is the price at which no tickets would be sold, \(20 + 30\), where the revenue is \(0\).</li>
</ul>`,
    },
    // 12 — hard, algebra, linear functions (a point on the shifted graph gives a second value)
    {
      id: "pt4-math-m2h-12",
      type: "SC",
      title: "",
      text: String.raw`<p>For the linear function \(f\), \(f(3) = 5\). In the \(xy\)-plane, the graph of \(y = f(x) + 2\) passes through the point \((7, -1)\). What is the value of \(f(0)\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:linear-fn-point-on-shifted-graph"],
      choices: [{ text: String.raw`\(-1\)` }, { text: String.raw`\(8\)` }, { text: String.raw`\(9.5\)` }, { text: String.raw`\(11\)`, correct: true }],
      explanation: String.raw`<p>The point \((7, -1)\) on the graph of \(y = f(x) + 2\) means \(f(7) + 2 = -1\), so \(f(7) = -3\). The slope of \(f\) is \(\frac{-3 - 5}{7 - 3} = -2\), so \(f(0) = f(3) + 3 \cdot 2 = 5 + 6 = 11\). Check: \(f(x) = -2x + 11\) gives \(f(3) = 5\) and \(f(7) + 2 = -3 + 2 = -1\).</p>
<ul>
<li>\(9.5\) ignores the shift and uses \(f(7) = -1\), which gives a slope of \(-1.5\).</li>
<li>\(8\) shifts the wrong way, \(f(7) = -1 + 2 = 1\), which gives a slope of \(-1\).</li>
<li>\(-1\) computes the slope with the wrong sign, \(\frac{5 - (-3)}{7 - 3} = 2\), which gives \(f(0) = 5 - 6\).</li>
</ul>`,
    },
    // 13 — hard, PSDA, one-variable data (an unknown frequency from the mean) (OE)
    {
      id: "pt4-math-m2h-13",
      type: "OE",
      title: "",
      text: String.raw`<table>
<caption>Ratings given to a film by viewers</caption>
<thead><tr><th scope="col">Rating</th><th scope="col">Number of viewers</th></tr></thead>
<tbody>
<tr><td>\(1\)</td><td>\(2\)</td></tr>
<tr><td>\(2\)</td><td>\(4\)</td></tr>
<tr><td>\(3\)</td><td>\(k\)</td></tr>
<tr><td>\(4\)</td><td>\(6\)</td></tr>
<tr><td>\(5\)</td><td>\(5\)</td></tr>
</tbody>
</table>
<p>The frequency table shows how a group of viewers rated a film on a scale from \(1\) to \(5\). The mean rating is \(3.25\). What is the value of \(k\)?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:frequency-table-unknown-count"],
      answers: "15",
      explanation: String.raw`<p>The sum of the ratings is \(1(2) + 2(4) + 3k + 4(6) + 5(5) = 59 + 3k\), and the number of viewers is \(2 + 4 + k + 6 + 5 = 17 + k\). So \(\frac{59 + 3k}{17 + k} = 3.25\). Multiply: \(59 + 3k = 55.25 + 3.25k\), so \(3.75 = 0.25k\) and \(k = 15\). Check: \(\frac{59 + 45}{32} = \frac{104}{32} = 3.25\).</p>
<p>Common slips: dividing by \(17\) only (the viewers whose count is known), \(\frac{59 + 3k}{17} = 3.25\), gives \(k = -1.25\), which cannot be a count; \(32\) is the number of viewers, \(17 + k\), not \(k\); \(104\) is the sum of all the ratings.</p>`,
    },
    // 14 — hard, geometry, circles (two tangents from a point: the angle between them gives an arc length)
    {
      id: "pt4-math-m2h-14",
      type: "SC",
      title: "",
      text: String.raw`<p>Points \(A\) and \(B\) lie on a circle with center \(O\) and radius \(9\). Segments \(\overline{PA}\) and \(\overline{PB}\) are tangent to the circle at \(A\) and \(B\), and angle \(APB\) measures \(50^\circ\). What is the length of the minor arc \(AB\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:two-tangents-angle-to-arc-length"],
      choices: [
        { text: String.raw`\(2.5\pi\)` },
        { text: String.raw`\(5\pi\)` },
        { text: String.raw`\(6.5\pi\)`, correct: true },
        { text: String.raw`\(11.5\pi\)` },
      ],
      explanation: String.raw`<p>A tangent is perpendicular to the radius at the point of tangency, so angles \(OAP\) and \(OBP\) each measure \(90^\circ\). The angles of quadrilateral \(OAPB\) add to \(360^\circ\), so the central angle \(AOB\) measures \(360 - 90 - 90 - 50 = 130\) degrees. The minor arc \(AB\) is \(\frac{130}{360}\) of the circumference \(2\pi \cdot 9 = 18\pi\): \(\frac{130}{360} \cdot 18\pi = 6.5\pi\). Check: the major arc is \(18\pi - 6.5\pi = 11.5\pi\), for the remaining \(230^\circ\).</p>
<ul>
<li>\(2.5\pi\) uses the \(50^\circ\) angle at \(P\) as the central angle.</li>
<li>\(5\pi\) doubles the angle at \(P\) to \(100^\circ\), as for an inscribed angle, but \(P\) lies outside the circle.</li>
<li>\(11.5\pi\) is the major arc \(AB\), for a central angle of \(230^\circ\).</li>
</ul>`,
    },
    // 15 — hard, advanced math, nonlinear functions (a parabola read from its graph, then the peak of a line minus it)
    {
      id: "pt4-math-m2h-15",
      type: "SC",
      title: "",
      text: String.raw`${plane({
        id: "pt4-math-m2h-15-graph",
        title: "The graphs of y = f(x) and y = g(x)",
        desc: "An xy-plane with x from negative 3 to 7 and y from negative 6 to 10, gridlines every 1 unit. The graph of f is an upward-opening parabola whose vertex, the marked point (2, negative 5), is its lowest point; it crosses the y-axis at the marked point (0, negative 1) and is symmetric about the vertical line x = 2. The graph of g is a rising line that crosses the y-axis at (0, 1) and passes through (2, 5) and (4, 9).",
        x: { min: -3, max: 7 },
        y: { min: -6, max: 10 },
        graphs: [{ f: (x) => (x - 2) ** 2 - 5 }, { line: { slope: 2, intercept: 1 } }],
        points: [
          { at: [2, -5], label: "(2, −5)" },
          { at: [0, -1], label: "(0, −1)" },
        ],
        labels: [
          { at: [6.3, 8], text: "f" },
          { at: [3.7, 9.4], text: "g" },
        ],
      })}
<p>The graph of the quadratic function \(f\) is shown, with its vertex \((2, -5)\) and its \(y\)-intercept \((0, -1)\) marked, together with the graph of the linear function \(g\), where \(g(x) = 2x + 1\). The function \(h\) is defined by \(h(x) = g(x) - f(x)\). What is the maximum value of \(h(x)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:line-minus-parabola-max-gap"],
      choices: [{ text: String.raw`\(3\)` }, { text: String.raw`\(9\)` }, { text: String.raw`\(10\)` }, { text: String.raw`\(11\)`, correct: true }],
      explanation: String.raw`<p>First read \(f\) from its graph. Its vertex is \((2, -5)\), so \(f(x) = a(x - 2)^2 - 5\), and the point \((0, -1)\) gives \(4a - 5 = -1\), so \(a = 1\) and \(f(x) = (x - 2)^2 - 5 = x^2 - 4x - 1\). Then \(h(x) = (2x + 1) - (x^2 - 4x - 1) = -x^2 + 6x + 2 = -(x - 3)^2 + 11\). The graph of \(h\) is a parabola opening downward with vertex \((3, 11)\), so the maximum value of \(h(x)\) is \(11\), reached at \(x = 3\), not below the vertex of \(f\). Check: \(g(3) = 7\) and \(f(3) = -4\), a difference of \(11\); at \(x = 2\) and at \(x = 4\) the difference is \(5 - (-5) = 10\) and \(9 - (-1) = 10\).</p>
<ul>
<li>\(10\) is \(h(2) = g(2) - f(2)\), the difference below the vertex of \(f\): the lowest point of the parabola is not where the line is farthest above it, because the line is still rising there faster than the parabola.</li>
<li>\(9\) subtracts \(f\) without changing the sign of its constant term, \(2x + 1 - x^2 + 4x - 1 = -x^2 + 6x\), whose maximum is \(9\).</li>
<li>\(3\) writes the vertex form as \(f(x) = (x + 2)^2 - 5\), which also passes through \((0, -1)\) but has its vertex at \((-2, -5)\); then \(h(x) = -x^2 - 2x + 2 = -(x + 1)^2 + 3\).</li>
</ul>`,
    },
    // 16 — hard, geometry, area and volume (a box's volume from the areas of three faces)
    {
      id: "pt4-math-m2h-16",
      type: "SC",
      title: "",
      text: String.raw`<p>The three faces of a rectangular box that meet at one corner have areas of \(24\), \(32\) and \(48\) square centimeters. What is the volume of the box, in cubic centimeters?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:prism-volume-from-face-areas"],
      choices: [{ text: String.raw`\(104\)` }, { text: String.raw`\(192\)`, correct: true }, { text: String.raw`\(208\)` }, { text: String.raw`\(384\)` }],
      explanation: String.raw`<p>Let the edges be \(a\), \(b\) and \(c\), with \(ab = 24\), \(bc = 32\) and \(ac = 48\). Multiplying the three equations gives \((abc)^2 = 24 \cdot 32 \cdot 48 = 36{,}864\), so the volume is \(abc = \sqrt{36{,}864} = 192\). Check with the edges: \(a = \frac{abc}{bc} = 6\), \(b = \frac{abc}{ac} = 4\) and \(c = \frac{abc}{ab} = 8\); then \(6 \cdot 4 = 24\), \(4 \cdot 8 = 32\), \(6 \cdot 8 = 48\), and \(6 \cdot 4 \cdot 8 = 192\).</p>
<ul>
<li>\(104\) adds the three face areas, \(24 + 32 + 48\): half the surface area, not a volume.</li>
<li>\(208\) is the surface area, \(2(24 + 32 + 48)\).</li>
<li>\(384\) multiplies the largest face, \(6\) by \(8\), by the edge \(8\), which lies in that face, instead of by the edge \(4\) that meets it at a right angle.</li>
</ul>`,
    },
    // 17 — hard, algebra, linear functions (one linear model substituted into another, in context)
    {
      id: "pt4-math-m2h-17",
      type: "SC",
      title: "",
      text: String.raw`<p>On a certain day, the air temperature \(T\), in degrees Celsius, at an altitude of \(h\) kilometers is modeled by \(T = 15 - 6.5h\). A weather balloon is released from a hilltop at an altitude of \(1.2\) kilometers and rises at a constant rate of \(0.4\) kilometer per minute. Which equation gives the air temperature \(T\) at the balloon's altitude \(m\) minutes after it is released?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:compose-linear-models-context"],
      choices: [
        { text: String.raw`\(T = 7.2 - 0.4m\)` },
        { text: String.raw`\(T = 15 - 2.6m\)` },
        { text: String.raw`\(T = 7.2 - 2.6m\)`, correct: true },
        { text: String.raw`\(T = 16.2 - 2.6m\)` },
      ],
      explanation: String.raw`<p>The balloon's altitude \(m\) minutes after release is \(h = 1.2 + 0.4m\) kilometers. Substitute it into the temperature model: \(T = 15 - 6.5(1.2 + 0.4m) = 15 - 7.8 - 2.6m = 7.2 - 2.6m\). Check with \(m = 5\): the balloon is at \(1.2 + 2 = 3.2\) kilometers, where \(T = 15 - 6.5(3.2) = -5.8\), and \(7.2 - 2.6(5) = -5.8\).</p>
<ul>
<li>\(T = 15 - 2.6m\) starts the balloon at altitude \(0\) and leaves out the hilltop's \(1.2\) kilometers.</li>
<li>\(T = 7.2 - 0.4m\) takes the balloon's rate of climb, \(0.4\) kilometer per minute, as the temperature's rate of change; the temperature falls \(6.5 \cdot 0.4 = 2.6\) degrees per minute.</li>
<li>\(T = 16.2 - 2.6m\) adds the \(1.2\) to the temperature instead of to the altitude: \(15 - 6.5(0.4m) + 1.2\).</li>
</ul>`,
    },
    // 18 — hard, advanced math, equivalent expressions (a sum of coefficients by substituting one input) (OE)
    {
      id: "pt4-math-m2h-18",
      type: "OE",
      title: "",
      text: String.raw`<p>\(a(x - 2)^2 + b(x - 2) + c = 3x^2 - 5x + 4\)</p>
<p>The given equation is true for all values of \(x\), where \(a\), \(b\) and \(c\) are constants. What is the value of \(a + b + c\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:shifted-poly-coef-sum-by-sub"],
      answers: "16",
      explanation: String.raw`<p>The left side equals \(a + b + c\) when \(x - 2 = 1\), that is, at \(x = 3\). The equation holds for every \(x\), so at \(x = 3\): \(a + b + c = 3(9) - 5(3) + 4 = 27 - 15 + 4 = 16\). Check by expanding: \(a = 3\); \(3(x - 2)^2 = 3x^2 - 12x + 12\), so \(b = 7\) to make the \(x\)-terms \(-5x\); then \(12 - 14 + c = 4\) gives \(c = 6\); and \(3 + 7 + 6 = 16\).</p>
<p>Common slips: \(2\) substitutes \(x = 1\), which gives \(3 - 5 + 4\), the sum of the coefficients on the right side, not of \(a\), \(b\) and \(c\); \(6\) substitutes \(x = 2\), which gives \(c = 12 - 10 + 4 = 6\), only the last of the three constants.</p>`,
    },
    // 19 — hard, algebra, linear equations in two variables (the line through a given point that halves a rectangle)
    {
      id: "pt4-math-m2h-19",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, a rectangle has vertices \((0, 0)\), \((8, 0)\), \((8, 6)\) and \((0, 6)\). A line passes through the point \((2, 0)\) and divides the rectangle into two regions of equal area. What is the slope of the line?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:line-halves-rectangle-slope"],
      choices: [
        { text: String.raw`\(\frac{2}{3}\)` },
        { text: String.raw`\(1\)` },
        { text: String.raw`\(\frac{3}{2}\)`, correct: true },
        { text: String.raw`\(3\)` },
      ],
      explanation: String.raw`<p>The rectangle's area is \(8 \cdot 6 = 48\), so each region has area \(24\). The line crosses the bottom side at \((2, 0)\) and the top side at some point \((t, 6)\); the region to its left is a trapezoid with parallel sides \(2\) and \(t\) and height \(6\), so \(\frac{2 + t}{2} \cdot 6 = 24\), \(2 + t = 8\) and \(t = 6\). The slope from \((2, 0)\) to \((6, 6)\) is \(\frac{6 - 0}{6 - 2} = \frac{3}{2}\). Check: the line passes through the rectangle's center \((4, 3)\), and every line through the center of a rectangle splits it into two congruent halves.</p>
<ul>
<li>\(1\) is the slope of the line from \((2, 0)\) to the corner \((8, 6)\); it cuts off a triangle of area \(\frac{1}{2} \cdot 6 \cdot 6 = 18\), not \(24\).</li>
<li>\(3\) is the slope of the line to the midpoint of the top side, \((4, 6)\); the region to its left then has area \(\frac{2 + 4}{2} \cdot 6 = 18\).</li>
<li>\(\frac{2}{3}\) is run over rise for the correct line, \(\frac{4}{6}\), instead of rise over run.</li>
</ul>`,
    },
    // 20 — hard, PSDA, percentages (how much greater one year's increase is than the year before's, read from a line graph)
    {
      id: "pt4-math-m2h-20",
      type: "SC",
      title: "",
      text: String.raw`${lineGraph({
        id: "pt4-math-m2h-20-plot",
        title: "Visitors to a botanical garden, 2016 to 2021",
        desc: "Line graph. Horizontal axis: year, from 2016 to 2021. Vertical axis: visitors in thousands, from 25 to 75, gridlines every 1 thousand, numbered every 5. The garden had 30 thousand visitors in 2016, 33 thousand in 2017, 38 thousand in 2018, 50 thousand in 2019, 65 thousand in 2020 and 70 thousand in 2021.",
        x: { label: "Year", min: 2016, max: 2021, step: 1 },
        y: { label: "Visitors (thousands)", min: 25, max: 75, step: 1, labelEvery: 5 },
        series: [
          {
            points: [
              [2016, 30],
              [2017, 33],
              [2018, 38],
              [2019, 50],
              [2020, 65],
              [2021, 70],
            ],
          },
        ],
      })}
<p>The line graph shows the number of visitors to a botanical garden in each year from \(2016\) to \(2021\). The increase in the number of visitors from \(2019\) to \(2020\) was what percent greater than the increase from \(2018\) to \(2019\)?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:line-graph-compare-yearly-gains"],
      choices: [{ text: String.raw`\(20\%\)` }, { text: String.raw`\(25\%\)`, correct: true }, { text: String.raw`\(30\%\)` }, { text: String.raw`\(125\%\)` }],
      explanation: String.raw`<p>The graph gives \(38\) thousand visitors in \(2018\), \(50\) thousand in \(2019\) and \(65\) thousand in \(2020\). The increase from \(2018\) to \(2019\) was \(50 - 38 = 12\) thousand, and the increase from \(2019\) to \(2020\) was \(65 - 50 = 15\) thousand. The later increase is greater by \(15 - 12 = 3\) thousand, and compared with the earlier increase that is \(\frac{3}{12} = 0.25 = 25\%\). Check: \(25\%\) more than \(12\) is \(12 \cdot 1.25 = 15\).</p>
<ul>
<li>\(20\%\) divides the difference \(3\) by the later increase, \(15\); "greater than the increase from \(2018\) to \(2019\)" makes the earlier increase, \(12\), the base.</li>
<li>\(30\%\) is the percent increase in the number of visitors from \(2019\) to \(2020\), \(\frac{15}{50}\); it compares visitor numbers, not the two increases.</li>
<li>\(125\%\) is the later increase as a percent of the earlier one, \(\frac{15}{12}\), not how much greater it is.</li>
</ul>`,
    },
    // 21 — hard, advanced math, equivalent expressions (factor a cubic completely from one known zero)
    {
      id: "pt4-math-m2h-21",
      type: "SC",
      title: "",
      text: String.raw`<p>\(p(x) = x^3 - 4x^2 - 7x + 10\)</p>
<p>For the given polynomial, \(p(1) = 0\). Which of the following is \(p(x)\) written as a product of linear factors?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:cubic-known-root-factor-complete"],
      choices: [
        { text: String.raw`\((x - 1)(x + 5)(x - 2)\)` },
        { text: String.raw`\((x - 1)(x - 5)(x + 2)\)`, correct: true },
        { text: String.raw`\((x - 1)(x - 10)(x + 1)\)` },
        { text: String.raw`\((x + 1)(x - 5)(x + 2)\)` },
      ],
      explanation: String.raw`<p>Since \(p(1) = 0\), \(x - 1\) is a factor. Dividing, \(p(x) = (x - 1)(x^2 - 3x - 10)\): check \((x - 1)(x^2 - 3x - 10) = x^3 - 3x^2 - 10x - x^2 + 3x + 10 = x^3 - 4x^2 - 7x + 10\). The quadratic factors with numbers whose product is \(-10\) and sum is \(-3\): \(x^2 - 3x - 10 = (x - 5)(x + 2)\). So \(p(x) = (x - 1)(x - 5)(x + 2)\). Check another zero: \(p(5) = 125 - 100 - 35 + 10 = 0\).</p>
<ul>
<li>\((x - 1)(x + 5)(x - 2)\) factors \(x^2 + 3x - 10\), the quotient with the sign of its middle term reversed.</li>
<li>\((x + 1)(x - 5)(x + 2)\) writes the known zero \(1\) as the factor \(x + 1\), whose zero is \(-1\); \(p(-1) = -1 - 4 + 7 + 10 = 12\), not \(0\).</li>
<li>\((x - 1)(x - 10)(x + 1)\) splits \(-10\) as \(-10\) and \(1\), whose sum is \(-9\), not \(-3\).</li>
</ul>`,
    },
    // 22 — hard, algebra, linear functions (the mean of equally spaced values of a linear function) (OE)
    {
      id: "pt4-math-m2h-22",
      type: "OE",
      title: "",
      text: String.raw`<p>For the linear function \(f\), the mean of the nine values \(f(1), f(2), f(3), \ldots, f(9)\) is \(40\), and \(f(1) = 12\). What is the slope of the graph of \(y = f(x)\) in the \(xy\)-plane?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:linear-fn-mean-of-values-slope"],
      answers: "7",
      explanation: String.raw`<p>The inputs \(1, 2, \ldots, 9\) are equally spaced, so the values of a linear function at them are equally spaced too, and they pair off around the middle one: \(f(1) + f(9) = f(2) + f(8) = \cdots = 2f(5)\). So their mean is \(f(5) = 40\). From \(x = 1\) to \(x = 5\) the output rises from \(12\) to \(40\), so the slope is \(\frac{40 - 12}{5 - 1} = 7\). Check: \(f(x) = 7x + 5\) gives \(f(1) = 12\) and the values \(12, 19, \ldots, 68\), whose sum is \(\frac{9(12 + 68)}{2} = 360 = 9 \cdot 40\).</p>
<p>Common slips: \(3.5\) takes the mean \(40\) as the last value \(f(9)\), \(\frac{40 - 12}{8}\); \(68\) is \(f(9)\), not the slope; \(5\) is \(f(0)\), the \(y\)-intercept.</p>`,
    },
  ],
};

export default module;
