import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { circle, drawing, histogram, plane, polygon, shade, table, text } from "../../figures";
import type { ModuleSchema } from "../../schema";

const module: z.input<typeof ModuleSchema> = {
  id: "pt2-math-m2h",
  name: "Section 2, Module 2: Math",
  test: "math",
  module: 2,
  variant: "harder",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — medium, algebra, systems of linear equations (two purchases)
    {
      id: "pt2-math-m2h-01",
      type: "SC",
      title: "",
      text: String.raw`<p>At a science museum, one family paid \(\$62\) for \(3\) adult tickets and \(2\) child tickets. Another family paid \(\$67\) for \(2\) adult tickets and \(5\) child tickets. All adult tickets have the same price, and all child tickets have the same price. How many dollars more does an adult ticket cost than a child ticket?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:system-two-purchases-price-diff"],
      choices: [{ text: String.raw`\(7\)` }, { text: String.raw`\(9\)`, correct: true }, { text: String.raw`\(16\)` }, { text: String.raw`\(23\)` }],
      explanation: String.raw`<p>Let \(a\) be the price of an adult ticket and \(c\) the price of a child ticket: \(3a + 2c = 62\) and \(2a + 5c = 67\). Multiply the first equation by \(2\) and the second by \(3\): \(6a + 4c = 124\) and \(6a + 15c = 201\). Subtract: \(11c = 77\), so \(c = 7\). Then \(3a + 14 = 62\), so \(a = 16\). An adult ticket costs \(16 - 7 = 9\) dollars more. Check: \(2(16) + 5(7) = 67\).</p>
<ul>
<li>\(23\) is the sum of an adult price and a child price, \(16 + 7\), not their difference.</li>
<li>\(7\) is the price of a child ticket, not the difference between the prices.</li>
<li>\(16\) is the price of an adult ticket, not the difference between the prices.</li>
</ul>`,
    },
    // 02 — medium, advanced math, equivalent expressions (solving a formula for a variable)
    {
      id: "pt2-math-m2h-02",
      type: "SC",
      title: "",
      text: String.raw`<p>The formula \(A = P(1 + rt)\) gives the amount \(A\) in an account after \(t\) years when an amount \(P\) is deposited and earns simple interest at an annual rate \(r\). Which of the following correctly expresses \(r\) in terms of \(A\), \(P\), and \(t\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:rearrange-formula-isolate-variable"],
      choices: [
        { text: String.raw`\(r = \frac{A}{Pt} - 1\)` },
        { text: String.raw`\(r = \frac{A - 1}{Pt}\)` },
        { text: String.raw`\(r = \frac{A - P}{Pt}\)`, correct: true },
        { text: String.raw`\(r = \frac{A - P}{t}\)` },
      ],
      explanation: String.raw`<p>Distribute: \(A = P + Prt\). Subtract \(P\) from both sides: \(A - P = Prt\). Divide both sides by \(Pt\): \(r = \frac{A - P}{Pt}\). Check with numbers: \(P = 100\), \(r = 0.05\), \(t = 2\) give \(A = 110\), and \(\frac{110 - 100}{100 \cdot 2} = 0.05\).</p>
<ul>
<li>\(r = \frac{A - P}{t}\) divides by \(t\) only, leaving out the factor \(P\) in the term \(Prt\) (the check gives \(5\), not \(0.05\)).</li>
<li>\(r = \frac{A}{Pt} - 1\) divides \(A\) by \(Pt\) but does not divide the \(1\) by \(t\); dividing \(\frac{A}{P} = 1 + rt\) by \(t\) gives \(\frac{A}{Pt} - \frac{1}{t}\).</li>
<li>\(r = \frac{A - 1}{Pt}\) subtracts \(1\) from \(A\) before dividing by \(P\), as if the formula were \(A = 1 + Prt\).</li>
</ul>`,
    },
    // 03 — medium, algebra, linear equations in two variables (slope with an unknown coordinate) (OE)
    {
      id: "pt2-math-m2h-03",
      type: "OE",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, a line with slope \(3\) passes through the points \((1, k)\) and \((k, 13)\), where \(k\) is a constant. What is the value of \(k\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:slope-with-unknown-coordinates"],
      answers: "4",
      explanation: String.raw`<p>The slope between the points is \(\frac{13 - k}{k - 1}\), so \(\frac{13 - k}{k - 1} = 3\). Multiply both sides by \(k - 1\): \(13 - k = 3k - 3\). Then \(16 = 4k\) and \(k = 4\). Check: the points \((1, 4)\) and \((4, 13)\) give a slope of \(\frac{9}{3} = 3\).</p>
<p>Common slips: writing the slope as run over rise, \(\frac{k - 1}{13 - k} = 3\), gives \(k = 10\); distributing \(3(k - 1)\) as \(3k - 1\) gives \(k = 3.5\).</p>`,
    },
    // 04 — medium, advanced math, equivalent expressions (simplifying a rational expression)
    {
      id: "pt2-math-m2h-04",
      type: "SC",
      title: "",
      text: String.raw`<p>Which of the following is equivalent to \(\frac{x^2 - 5x + 6}{x^2 - 9}\) for all \(x \ne 3\) and \(x \ne -3\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:simplify-rational-expr-factoring"],
      choices: [
        { text: String.raw`\(\frac{x + 2}{x + 3}\)` },
        { text: String.raw`\(\frac{x - 2}{x + 3}\)`, correct: true },
        { text: String.raw`\(\frac{5x - 6}{9}\)` },
        { text: String.raw`\(\frac{x - 2}{x - 3}\)` },
      ],
      explanation: String.raw`<p>Factor the numerator and the denominator: \(x^2 - 5x + 6 = (x - 2)(x - 3)\) and \(x^2 - 9 = (x - 3)(x + 3)\). For \(x \ne 3\) the common factor \(x - 3\) cancels, leaving \(\frac{x - 2}{x + 3}\). Check at \(x = 0\): \(\frac{6}{-9} = -\frac{2}{3}\) and \(\frac{-2}{3} = -\frac{2}{3}\).</p>
<ul>
<li>\(\frac{x + 2}{x + 3}\) factors the numerator as \((x + 2)(x - 3)\), with the wrong sign on the \(2\); but \((x + 2)(x - 3) = x^2 - x - 6\), not \(x^2 - 5x + 6\).</li>
<li>\(\frac{5x - 6}{9}\) cancels the \(x^2\) terms as if they were factors; only common factors of the whole numerator and denominator can cancel.</li>
<li>\(\frac{x - 2}{x - 3}\) factors \(x^2 - 9\) as \((x - 3)^2\); a difference of squares factors as \((x - 3)(x + 3)\).</li>
</ul>`,
    },
    // 05 — medium, geometry, area (square and inscribed circle, figure)
    {
      id: "pt2-math-m2h-05",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt2-math-m2h-05-figure",
          title: "A circle inscribed in a square, with the corners shaded",
          desc: "A square with side length 8 centimeters, labeled along its bottom side, and a circle drawn inside it that touches all four sides of the square. The four corner regions that are inside the square but outside the circle are shaded.",
        },
        240,
        240,
        shade(
          [
            [40, 20],
            [200, 20],
            [200, 180],
            [40, 180],
          ],
          { c: [120, 100], r: 80 },
        ) +
          polygon([
            [40, 20],
            [200, 20],
            [200, 180],
            [40, 180],
          ]) +
          circle([120, 100], 80) +
          text([120, 204], "8 cm", { size: 14 }),
      )}
<p>The figure shows a circle inscribed in a square with side length \(8\) centimeters. What is the total area, in square centimeters, of the shaded regions inside the square and outside the circle?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:square-minus-inscribed-circle-area"],
      choices: [
        { text: String.raw`\(64 - 16\pi\)`, correct: true },
        { text: String.raw`\(16 - 4\pi\)` },
        { text: String.raw`\(64 - 4\pi\)` },
        { text: String.raw`\(64 - 8\pi\)` },
      ],
      explanation: String.raw`<p>The circle touches all four sides, so its diameter equals the side of the square, \(8\) centimeters, and its radius is \(4\) centimeters. The square's area is \(8^2 = 64\), and the circle's area is \(\pi (4)^2 = 16\pi\). The shaded regions are what is left: \(64 - 16\pi\) square centimeters (about \(13.7\)). The choices are listed from least to greatest value.</p>
<ul>
<li>\(16 - 4\pi\) is the area of only one of the four shaded corners, \(\frac{64 - 16\pi}{4}\).</li>
<li>\(64 - 8\pi\) subtracts the circle's circumference, \(2\pi(4) = 8\pi\), instead of its area.</li>
<li>\(64 - 4\pi\) uses \(\pi r\) for the circle's area, forgetting to square the radius.</li>
</ul>`,
    },
    // 06 — medium, algebra, linear inequalities (system of inequalities) (OE)
    {
      id: "pt2-math-m2h-06",
      type: "OE",
      title: "",
      text: String.raw`<p>\(y \le -3x + 14\)<br>\(y \ge 2x - 1\)</p>
<p>The point \((a, b)\) is a solution to the given system of inequalities. What is the greatest possible value of \(a\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:inequality-system-max-x-coordinate"],
      answers: "3",
      explanation: String.raw`<p>For \((a, b)\) to satisfy both inequalities, \(b\) must lie between the two lines: \(2a - 1 \le b \le -3a + 14\). Such a \(b\) exists only when \(2a - 1 \le -3a + 14\), that is, \(5a \le 15\), or \(a \le 3\). At \(a = 3\), \(b = 5\) works (the point where the two boundary lines meet), so the greatest possible value of \(a\) is \(3\).</p>
<p>Common slips: \(5\) is the \(y\)-coordinate of the point where the lines meet, not its \(x\)-coordinate; reversing an inequality while combining them gives no greatest value at all.</p>`,
    },
    // 07 — medium, algebra, linear equations in two variables (trading one quantity for another)
    {
      id: "pt2-math-m2h-07",
      type: "SC",
      title: "",
      text: String.raw`<p>An event planner must spend exactly \(\$480\) renting tables and chairs. Each table costs \(\$12\) to rent, and each chair costs \(\$8\) to rent. If the planner rents \(4\) more tables than originally planned, how many fewer chairs must the planner rent so that the total cost is still exactly \(\$480\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:linear-constraint-trade-off-rate"],
      choices: [{ text: String.raw`\(2\)` }, { text: String.raw`\(4\)` }, { text: String.raw`\(6\)`, correct: true }, { text: String.raw`\(48\)` }],
      explanation: String.raw`<p>The plan satisfies \(12t + 8c = 480\). Renting \(4\) more tables adds \(4 \cdot 12 = 48\) dollars. To keep the total at \(\$480\), the chairs must cost \(48\) dollars less, which is \(48 \div 8 = 6\) fewer chairs. (In the equation: \(12(t + 4) + 8(c - d) = 480\) gives \(48 - 8d = 0\), so \(d = 6\).)</p>
<ul>
<li>\(2\) uses only the difference between the prices (\(4 \cdot (12 - 8) = 16\) dollars, or \(2\) chairs), as if each extra table replaced a chair.</li>
<li>\(4\) assumes one fewer chair for each extra table, but a table costs more than a chair.</li>
<li>\(48\) is the extra cost in dollars, not the number of chairs.</li>
</ul>`,
    },
    // 08 — hard, PSDA, ratios and units (map scale for areas) (OE)
    {
      id: "pt2-math-m2h-08",
      type: "OE",
      title: "",
      text: String.raw`<p>On a map, \(1\) centimeter represents \(2.5\) kilometers. A park is represented on the map by a region with an area of \(12\) square centimeters. What is the actual area of the park, in square kilometers?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:map-scale-area-conversion"],
      answers: "75",
      explanation: String.raw`<p>A square \(1\) centimeter on each side on the map stands for a square \(2.5\) kilometers on each side, so \(1\) square centimeter represents \(2.5^2 = 6.25\) square kilometers. The park's actual area is \(12 \cdot 6.25 = 75\) square kilometers.</p>
<p>Common slip: \(30\) multiplies by \(2.5\) only once, scaling the area like a length; areas scale by the square of the length scale.</p>`,
    },
    // 09 — hard, algebra, systems of linear equations (condition on the solution)
    {
      id: "pt2-math-m2h-09",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, the graphs of \(y = 2x + 1\) and \(y = -x + 7\) and the \(y\)-axis form a triangle. What is the area of the triangle?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:triangle-area-two-lines-y-axis"],
      choices: [{ text: String.raw`\(5\)` }, { text: String.raw`\(6\)`, correct: true }, { text: String.raw`\(12\)` }, { text: String.raw`\(15\)` }],
      explanation: String.raw`<p>Two vertices are where the lines cross the \(y\)-axis, \((0, 1)\) and \((0, 7)\). The third is where the lines meet: \(2x + 1 = -x + 7\) gives \(x = 2\) and \(y = 5\). Take the side on the \(y\)-axis, of length \(7 - 1 = 6\), as the base; the height is the distance from \((2, 5)\) to the \(y\)-axis, \(2\). The area is \(\frac{1}{2}(6)(2) = 6\).</p>
<ul>
<li>\(5\) is the \(y\)-coordinate of the point where the lines meet, not an area.</li>
<li>\(12\) multiplies the base and the height without the factor \(\frac{1}{2}\).</li>
<li>\(15\) uses the \(y\)-coordinate \(5\) as the height: \(\frac{1}{2}(6)(5)\). The height to a base on the \(y\)-axis is a horizontal distance, the \(x\)-coordinate.</li>
</ul>`,
    },
    // 10 — hard, advanced math, nonlinear equations (rational equation with an excluded value)
    {
      id: "pt2-math-m2h-10",
      type: "SC",
      title: "",
      text: String.raw`<p>\(\frac{x}{x - 3} + 2 = \frac{3}{x - 3}\)</p>
<p>Which of the following describes all solutions to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:rational-eq-extraneous-no-sol"],
      choices: [
        { text: String.raw`There is no solution.`, correct: true },
        { text: String.raw`\(x = 3\) is the only solution.` },
        { text: String.raw`\(x = 2\) is the only solution.` },
        { text: String.raw`\(x = 1\) is the only solution.` },
      ],
      explanation: String.raw`<p>Multiply every term by \(x - 3\): \(x + 2(x - 3) = 3\), so \(3x - 6 = 3\) and \(x = 3\). But \(x = 3\) makes the denominators \(x - 3\) equal to \(0\), so it is not in the domain of the equation; it is an extraneous solution introduced by multiplying by \(x - 3\). No other value satisfies the equation, so it has no solution.</p>
<ul>
<li>“\(x = 1\)” comes from multiplying the fractions by \(x - 3\) but not the \(2\) (\(x + 2 = 3\)); checking, \(\frac{1}{-2} + 2 = \frac{3}{2}\), while \(\frac{3}{-2} = -\frac{3}{2}\).</li>
<li>“\(x = 2\)” comes from distributing \(2(x - 3)\) as \(2x - 3\) (\(3x - 3 = 3\)); checking, \(\frac{2}{-1} + 2 = 0\), while \(\frac{3}{-1} = -3\).</li>
<li>“\(x = 3\)” is the value the algebra produces, but it makes both fractions undefined, so it must be rejected.</li>
</ul>`,
    },
    // 11 — hard, PSDA, percentages (percent change of a count from a rate and a base)
    {
      id: "pt2-math-m2h-11",
      type: "SC",
      title: "",
      text: String.raw`<p>The table shows the number of registered voters in a town and the percent of them who voted in the town election, in 2019 and in 2023.</p>
${table(
  "Registered voters and turnout",
  ["Year", "Registered voters", "Percent who voted"],
  [
    ["2019", "20,000", "40%"],
    ["2023", "25,000", "48%"],
  ],
  true,
)}
<p>By what percent did the number of people who voted in the town election increase from 2019 to 2023?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:percent-change-count-rate-base"],
      choices: [{ text: String.raw`\(20\%\)` }, { text: String.raw`\(25\%\)` }, { text: String.raw`\(50\%\)`, correct: true }, { text: String.raw`\(150\%\)` }],
      explanation: String.raw`<p>Find the number of voters each year. In 2019: \(0.40 \cdot 20{,}000 = 8{,}000\). In 2023: \(0.48 \cdot 25{,}000 = 12{,}000\). The increase is \(4{,}000\), and \(\frac{4{,}000}{8{,}000} = 0.5\), an increase of \(50\%\). (In one step: \(1.25 \cdot 1.2 = 1.5\).)</p>
<ul>
<li>\(20\%\) is the percent increase in the turnout rate (\(\frac{48 - 40}{40}\)); it ignores the growth in the number of registered voters.</li>
<li>\(25\%\) is the percent increase in registered voters; it ignores the rise in the turnout rate.</li>
<li>\(150\%\) is the 2023 number of voters as a percent of the 2019 number (\(\frac{12{,}000}{8{,}000}\)), not the percent increase.</li>
</ul>`,
    },
    // 12 — hard, advanced math, nonlinear functions (exponential, effect of a shift)
    {
      id: "pt2-math-m2h-12",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 3(4)^{x/2}\). For every real number \(a\), \(f(a + 3) = k \cdot f(a)\), where \(k\) is a constant. What is the value of \(k\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:exp-shift-ratio-fractional-exp"],
      choices: [{ text: String.raw`\(6\)` }, { text: String.raw`\(8\)`, correct: true }, { text: String.raw`\(12\)` }, { text: String.raw`\(64\)` }],
      explanation: String.raw`<p>\(f(a + 3) = 3(4)^{(a + 3)/2} = 3(4)^{a/2} \cdot 4^{3/2} = f(a) \cdot 4^{3/2}\). Since \(4^{3/2} = \left(\sqrt{4}\right)^3 = 2^3 = 8\), \(k = 8\). Check with \(a = 0\): \(f(0) = 3\) and \(f(3) = 3 \cdot 4^{1.5} = 24 = 8 \cdot 3\).</p>
<ul>
<li>\(6\) multiplies the base by the exponent (\(4 \cdot \frac{3}{2}\)) instead of raising it to that power.</li>
<li>\(12\) multiplies the coefficient \(3\) by the base \(4\); the coefficient cancels in the ratio \(\frac{f(a + 3)}{f(a)}\).</li>
<li>\(64\) is \(4^3\): it ignores the division of the exponent by \(2\), as if \(f(x) = 3(4)^x\).</li>
</ul>`,
    },
    // 13 — hard, geometry, volume (percent change of a cylinder's volume)
    {
      id: "pt2-math-m2h-13",
      type: "SC",
      title: "",
      text: String.raw`<p>The radius of a right circular cylinder is increased by \(50\%\), and its height is decreased by \(20\%\). By what percent does the volume of the cylinder increase?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:cylinder-volume-pct-change"],
      choices: [
        { text: String.raw`\(30\%\)` },
        { text: String.raw`\(80\%\)`, correct: true },
        { text: String.raw`\(125\%\)` },
        { text: String.raw`\(180\%\)` },
      ],
      explanation: String.raw`<p>The volume is \(\pi r^2 h\). The new radius is \(1.5r\) and the new height is \(0.8h\), so the new volume is \(\pi (1.5r)^2 (0.8h) = 2.25 \cdot 0.8 \cdot \pi r^2 h = 1.8\pi r^2 h\). The volume is multiplied by \(1.8\), an increase of \(80\%\).</p>
<ul>
<li>\(180\%\) is the new volume as a percent of the old one (\(1.8\)), not the percent increase.</li>
<li>\(30\%\) combines the percents by subtraction (\(50\% - 20\%\)); percent changes that multiply cannot be added or subtracted.</li>
<li>\(125\%\) squares the radius factor (\(1.5^2 = 2.25\)) but ignores the decrease in height.</li>
</ul>`,
    },
    // 14 — hard, algebra, linear equation in one variable (fractions of a remainder)
    {
      id: "pt2-math-m2h-14",
      type: "SC",
      title: "",
      text: String.raw`<p>Dana spent \(\frac{1}{3}\) of her savings on a bicycle. She then spent \(\frac{1}{4}\) of the savings she had left on a helmet. After these two purchases, she had \(\$180\) of her savings left. How many dollars were Dana's savings before the two purchases?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:successive-fractions-of-remainder"],
      choices: [{ text: String.raw`\(240\)` }, { text: String.raw`\(270\)` }, { text: String.raw`\(360\)`, correct: true }, { text: String.raw`\(432\)` }],
      explanation: String.raw`<p>Let \(s\) be the original savings. After the bicycle, \(\frac{2}{3}s\) is left. The helmet costs \(\frac{1}{4}\) of that, so \(\frac{3}{4}\) of it remains: \(\frac{3}{4} \cdot \frac{2}{3}s = \frac{1}{2}s\). Setting \(\frac{1}{2}s = 180\) gives \(s = 360\). Check: the bicycle costs \(\$120\), leaving \(\$240\); the helmet costs \(\$60\), leaving \(\$180\).</p>
<ul>
<li>\(240\) undoes only the helmet purchase (\(180 \div \frac{3}{4}\)): it is the amount left after the bicycle.</li>
<li>\(270\) undoes only the bicycle purchase (\(180 \div \frac{2}{3}\)).</li>
<li>\(432\) takes the helmet as \(\frac{1}{4}\) of the original savings, so \(1 - \frac{1}{3} - \frac{1}{4} = \frac{5}{12}\) of the savings would be left (\(180 \div \frac{5}{12}\)).</li>
</ul>`,
    },
    // 15 — hard, advanced math, nonlinear equations (line and parabola intersections) (OE)
    {
      id: "pt2-math-m2h-15",
      type: "OE",
      title: "",
      text: String.raw`<p>\(y = x^2 - 2x - 3\)<br>\(y = x + 7\)</p>
<p>The graphs of the given equations in the \(xy\)-plane intersect at the points \((x_1, y_1)\) and \((x_2, y_2)\). What is the value of \(y_1 + y_2\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:line-parabola-intersections-sum-y"],
      answers: "17",
      explanation: String.raw`<p>At an intersection both equations hold, so \(x^2 - 2x - 3 = x + 7\), which gives \(x^2 - 3x - 10 = 0\), or \((x - 5)(x + 2) = 0\). So \(x = 5\) or \(x = -2\). Using the line, the \(y\)-coordinates are \(5 + 7 = 12\) and \(-2 + 7 = 5\). Their sum is \(12 + 5 = 17\). (Shortcut: \(y_1 + y_2 = (x_1 + x_2) + 14 = 3 + 14\).)</p>
<p>Common slips: \(3\) is the sum of the \(x\)-coordinates; \(2\) is the sum of the zeros of \(x^2 - 2x - 3\) alone (\(3\) and \(-1\)), which are where the parabola meets the \(x\)-axis, not where it meets the line.</p>`,
    },
    // 16 — hard, PSDA, sample statistics (to what population a sample generalizes)
    {
      id: "pt2-math-m2h-16",
      type: "SC",
      title: "",
      text: String.raw`<p>To estimate the mean number of hours per week that students at a large high school spend on homework, a student selected \(60\) of the \(150\) members of the school's robotics club at random and asked each of them how many hours per week they spend on homework. The histogram summarizes the \(60\) answers, whose mean was \(9.5\) hours.</p>
${histogram({
  id: "pt2-math-m2h-16-plot",
  title: "Hours per week spent on homework by 60 robotics club members",
  desc: "Histogram. Horizontal axis: hours per week spent on homework, in intervals of 4 hours from 0 to 20. Vertical axis: number of students, from 0 to 25. From 0 to less than 4 hours: 6 students. From 4 to less than 8: 16. From 8 to less than 12: 22. From 12 to less than 16: 11. From 16 to 20: 5.",
  x: { label: "Hours per week spent on homework", min: 0, max: 20, step: 4 },
  y: { label: "Number of students", min: 0, max: 25, step: 5 },
  bins: [
    { from: 0, to: 4, count: 6 },
    { from: 4, to: 8, count: 16 },
    { from: 8, to: 12, count: 22 },
    { from: 12, to: 16, count: 11 },
    { from: 16, to: 20, count: 5 },
  ],
})}
<p> Which of the following statements is best supported?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "sample_statistics",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:sample-population-generalization"],
      choices: [
        { text: String.raw`The sample mean is a reasonable estimate for the club's \(150\) members, but not for all students at the school.`, correct: true },
        { text: String.raw`The sample mean is a reasonable estimate for all students at the school, because the \(60\) students were chosen at random.` },
        { text: String.raw`The sample mean cannot estimate the mean for any group, because fewer than half of the club's members were surveyed.` },
        { text: String.raw`The sample mean is exactly the mean for the club's \(150\) members, because the \(60\) students were chosen at random.` },
      ],
      explanation: String.raw`<p>A random sample represents the population it was drawn from. These \(60\) students were drawn at random from the robotics club, so their mean is a reasonable estimate of the club members' mean. Students in one club may differ from the school as a whole, and the other students had no chance of being chosen, so the result does not extend to all students at the school.</p>
<ul>
<li>“All students at the school, because … chosen at random” is the tempting error: the selection was random only within the club, so it represents the club, not the school.</li>
<li>“Exactly the mean for the club's \(150\) members” confuses an estimate with the true value; a different random sample would give a somewhat different mean.</li>
<li>“Cannot estimate … fewer than half … surveyed” is wrong because a random sample does not need to include most of the population to give a reasonable estimate.</li>
</ul>`,
    },
    // 17 — hard, advanced math, nonlinear functions (reading solutions of f(x) = k from a graph)
    {
      id: "pt2-math-m2h-17",
      type: "SC",
      title: "",
      text: String.raw`<p>The graph of the cubic function \(y = f(x)\) is shown. Beyond the part shown, the graph keeps falling to the left and keeps rising to the right.</p>
${plane({
  id: "pt2-math-m2h-17-graph",
  title: "Graph of y = f(x)",
  desc: "Graph of a cubic function on a grid, with x from negative 3 to 3 and y from negative 4 to 8, gridlines every 1 unit. Coming up from the lower left, the curve crosses the x-axis at (negative 2, 0), rises to a turning point at (negative 1, 4), falls through (0, 2) to a turning point at (1, 0), where it touches the x-axis without crossing it, and then rises steeply through (2, 4) toward the upper right.",
  x: { min: -3, max: 3, labelEvery: 1 },
  y: { min: -4, max: 8, labelEvery: 2 },
  graphs: [{ f: (x) => (x + 2) * (x - 1) ** 2 }],
})}
<p>For which of the following values of \(k\) does the equation \(f(x) = k\) have exactly three real solutions?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:cubic-graph-value-three-solutions"],
      choices: [{ text: String.raw`\(-2\)` }, { text: String.raw`\(0\)` }, { text: String.raw`\(2\)`, correct: true }, { text: String.raw`\(4\)` }],
      explanation: String.raw`<p>The solutions of \(f(x) = k\) are the \(x\)-coordinates of the points where the horizontal line \(y = k\) meets the graph. The graph turns at \((-1, 4)\) and at \((1, 0)\). A horizontal line strictly between these heights, \(0 \lt k \lt 4\), meets the graph three times: once on the rising left part, once on the falling middle part, and once on the rising right part. Of the choices, only \(k = 2\) is strictly between \(0\) and \(4\) (the line \(y = 2\) passes through \((0, 2)\) and meets the graph once more on each side).</p>
<ul>
<li>\(-2\): the line \(y = -2\) lies below both turning points and meets the graph only once, to the left of \(x = -2\).</li>
<li>\(0\): the line \(y = 0\) is the \(x\)-axis, which the graph crosses at \(x = -2\) and only touches at \(x = 1\), so there are two solutions, not three.</li>
<li>\(4\): the line \(y = 4\) touches the graph at the turning point \((-1, 4)\) and crosses it once more at \(x = 2\), so there are two solutions.</li>
</ul>`,
    },
    // 18 — hard, geometry, right triangle trigonometry (complementary angles) (OE)
    {
      id: "pt2-math-m2h-18",
      type: "OE",
      title: "",
      text: String.raw`<p>\(\sin(x^\circ) = \cos\left((3x - 10)^\circ\right)\)</p>
<p>In the given equation, \(0 \lt x \lt 90\) and \(0 \lt 3x - 10 \lt 90\). What is the value of \(x\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "right_triangles_trigonometry",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:sine-cosine-complementary-angle-eq"],
      answers: "25",
      explanation: String.raw`<p>For acute angles, the sine of one angle equals the cosine of another exactly when the angles are complementary (they are the two acute angles of one right triangle). So \(x + (3x - 10) = 90\), which gives \(4x = 100\) and \(x = 25\). Check: \(\sin 25^\circ = \cos 65^\circ\), and \(3(25) - 10 = 65\).</p>
<p>Common slips: \(5\) comes from setting the angles equal (\(x = 3x - 10\)), which would require \(\sin\) and \(\cos\) of the same angle to be equal; \(47.5\) makes the angles supplementary (\(4x - 10 = 180\)) instead of complementary.</p>`,
    },
    // 19 — hard, advanced math, equivalent expressions (division with a remainder)
    {
      id: "pt2-math-m2h-19",
      type: "SC",
      title: "",
      text: String.raw`<p>\(\frac{x^2 - k}{x - 3} = x + 3 + \frac{4}{x - 3}\)</p>
<p>In the given equation, \(k\) is a constant, and the equation is true for all \(x \ne 3\). What is the value of \(k\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:polynomial-division-remainder-form"],
      choices: [{ text: String.raw`\(4\)` }, { text: String.raw`\(5\)`, correct: true }, { text: String.raw`\(9\)` }, { text: String.raw`\(13\)` }],
      explanation: String.raw`<p>Multiply both sides by \(x - 3\): \(x^2 - k = (x + 3)(x - 3) + 4 = x^2 - 9 + 4 = x^2 - 5\). Comparing constant terms, \(-k = -5\), so \(k = 5\). Check with \(x = 4\): \(\frac{16 - 5}{1} = 11\), and \(4 + 3 + 4 = 11\).</p>
<ul>
<li>\(4\) is the remainder, not the constant \(k\).</li>
<li>\(9\) ignores the remainder term, as if \(x^2 - k\) were exactly \((x + 3)(x - 3)\).</li>
<li>\(13\) subtracts the remainder instead of adding it (\(x^2 - 9 - 4\)).</li>
</ul>`,
    },
    // 20 — hard, geometry, circles (chord cut by a horizontal line)
    {
      id: "pt2-math-m2h-20",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, the graph of \(x^2 + y^2 = 169\) is a circle. The line \(y = 5\) intersects the circle at two points. What is the distance between these two points?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:circle-origin-horizontal-chord"],
      choices: [
        { text: String.raw`\(24\)`, correct: true },
        { text: String.raw`\(4\sqrt{41}\)` },
        { text: String.raw`\(26\)` },
        { text: String.raw`\(2\sqrt{194}\)` },
      ],
      explanation: String.raw`<p>Substitute \(y = 5\): \(x^2 + 25 = 169\), so \(x^2 = 144\) and \(x = 12\) or \(x = -12\). The points are \((-12, 5)\) and \((12, 5)\), which lie on the same horizontal line, so the distance between them is \(12 - (-12) = 24\). (Geometrically, the radius \(13\), the distance \(5\) from the center to the chord and half the chord form a \(5\)-\(12\)-\(13\) right triangle.) The choices are listed from least to greatest value (\(4\sqrt{41} \approx 25.6\)).</p>
<ul>
<li>\(2\sqrt{194}\) adds \(5^2\) instead of subtracting it (\(x^2 = 169 + 25 = 194\)).</li>
<li>\(4\sqrt{41}\) subtracts \(5\) instead of \(5^2\) (\(x^2 = 164\)), which gives \(2\sqrt{164}\).</li>
<li>\(26\) is the diameter of the circle, the longest chord, which lies on a line through the center, not on \(y = 5\).</li>
</ul>`,
    },
    // 21 — hard, advanced math, nonlinear equations (sum of solutions)
    {
      id: "pt2-math-m2h-21",
      type: "SC",
      title: "",
      text: String.raw`<p>What is the sum of the solutions to the equation \((x - 3)(2x + 1) = x + 9\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:sum-sols-after-expanding-product"],
      choices: [{ text: String.raw`\(-3\)` }, { text: String.raw`\(\frac{5}{2}\)` }, { text: String.raw`\(3\)`, correct: true }, { text: String.raw`\(6\)` }],
      explanation: String.raw`<p>The right side is not \(0\), so the factors on the left cannot be set to \(0\). Expand and collect everything on one side: \(2x^2 - 5x - 3 = x + 9\), so \(2x^2 - 6x - 12 = 0\), or \(x^2 - 3x - 6 = 0\). Its discriminant, \(9 + 24 = 33\), is positive, so there are two real solutions, \(\frac{3 \pm \sqrt{33}}{2}\), and their sum is \(\frac{3 + \sqrt{33}}{2} + \frac{3 - \sqrt{33}}{2} = 3\). (For \(ax^2 + bx + c = 0\) the sum of the solutions is \(-\frac{b}{a} = -\frac{-6}{2} = 3\).)</p>
<ul>
<li>\(-3\) uses \(\frac{b}{a}\) instead of \(-\frac{b}{a}\) for the sum.</li>
<li>\(\frac{5}{2}\) adds the zeros of the left side, \(3\) and \(-\frac{1}{2}\), as if the right side were \(0\).</li>
<li>\(6\) uses \(-b\) without dividing by the leading coefficient \(a = 2\).</li>
</ul>`,
    },
    // 22 — hard, algebra, linear functions (value of f at its own output) (OE)
    {
      id: "pt2-math-m2h-22",
      type: "OE",
      title: "",
      text: String.raw`<p>For the linear function \(f\), \(f(2) = 5\) and \(f(f(2)) = 11\). What is the value of \(f(0)\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:linear-fn-self-composition-find"],
      answers: "1",
      explanation: String.raw`<p>Since \(f(2) = 5\), the statement \(f(f(2)) = 11\) says \(f(5) = 11\). So the graph of \(f\) passes through \((2, 5)\) and \((5, 11)\), and its slope is \(\frac{11 - 5}{5 - 2} = 2\). Going from \(x = 2\) back to \(x = 0\) lowers the value by \(2 \cdot 2 = 4\), so \(f(0) = 5 - 4 = 1\). Check: \(f(x) = 2x + 1\) gives \(f(2) = 5\) and \(f(5) = 11\).</p>
<p>Common slips: reading \(f(f(2)) = 11\) as \(f(4) = 11\) (doubling the input) gives a slope of \(3\) and \(f(0) = -1\); reading it as \(f(2) \cdot f(2)\) leads nowhere, since \(5 \cdot 5 \ne 11\).</p>`,
    },
  ],
};
export default module;
