import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { dotPlot, drawing, numberLine, polygon, seg, shade, table, text } from "../../figures";
import type { ModuleSchema } from "../../schema";

const module: z.input<typeof ModuleSchema> = {
  id: "pt3-math-m2e",
  name: "Section 2, Module 2: Math",
  test: "math",
  module: 2,
  variant: "easier",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — easy, algebra, linear equation in one variable (consecutive even integers)
    {
      id: "pt3-math-m2e-01",
      type: "SC",
      title: "",
      text: String.raw`<p>The sum of three consecutive even integers is \(138\). What is the greatest of the three integers?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:consecutive-even-integers-sum"],
      choices: [{ text: String.raw`\(44\)` }, { text: String.raw`\(46\)` }, { text: String.raw`\(48\)`, correct: true }, { text: String.raw`\(52\)` }],
      explanation: String.raw`<p>Call the least integer \(n\); consecutive even integers differ by \(2\), so the three are \(n\), \(n + 2\) and \(n + 4\). Then \(3n + 6 = 138\), so \(3n = 132\) and \(n = 44\). The integers are \(44\), \(46\) and \(48\), and the greatest is \(48\). Check: \(44 + 46 + 48 = 138\).</p>
<ul>
<li>\(44\) is the least of the three integers, the value of \(n\).</li>
<li>\(46\) is the middle integer, \(\frac{138}{3}\).</li>
<li>\(52\) comes from adding \(6\) to \(138\) instead of subtracting it (\(3n = 144\), so \(n = 48\) and the greatest would be \(52\)).</li>
</ul>`,
    },
    // 02 — easy, advanced math, nonlinear functions (y-intercept of a shifted exponential)
    {
      id: "pt3-math-m2e-02",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 3(2)^x + 5\). What is the \(y\)-intercept of the graph of \(y = f(x)\) in the \(xy\)-plane?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:exponential-y-intercept-shifted"],
      choices: [
        { text: String.raw`\((0, 11)\)` },
        { text: String.raw`\((0, 8)\)`, correct: true },
        { text: String.raw`\((0, 3)\)` },
        { text: String.raw`\((0, 5)\)` },
      ],
      explanation: String.raw`<p>The \(y\)-intercept is the point where \(x = 0\): \(f(0) = 3(2)^0 + 5 = 3 \cdot 1 + 5 = 8\), so the \(y\)-intercept is \((0, 8)\).</p>
<ul>
<li>\((0, 3)\) uses only the coefficient \(3\) and leaves out the added \(5\).</li>
<li>\((0, 5)\) treats \(2^0\) as \(0\); any nonzero number to the power \(0\) is \(1\).</li>
<li>\((0, 11)\) evaluates the function at \(x = 1\), \(3 \cdot 2 + 5\), instead of at \(x = 0\).</li>
</ul>`,
    },
    // 03 — easy, PSDA, percentages (a part as a percent of the whole)
    {
      id: "pt3-math-m2e-03",
      type: "SC",
      title: "",
      text: String.raw`<p>The table summarizes the answers of \(240\) students at a school who were asked whether they walk to school.</p>
${table(
  "Surveyed students by grade and answer",
  ["Grade", "Walk to school", "Do not walk to school", "Total"],
  [
    ["Grade 9", 31, 89, 120],
    ["Grade 10", 23, 97, 120],
    ["Total", 54, 186, 240],
  ],
  true,
)}
<p>What percent of the surveyed students said that they walk to school?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:percent-from-two-way-table"],
      choices: [
        { text: String.raw`\(0.225\%\)` },
        { text: String.raw`\(22.5\%\)`, correct: true },
        { text: String.raw`\(54\%\)` },
        { text: String.raw`\(77.5\%\)` },
      ],
      explanation: String.raw`<p>The students who walk are the Total row’s \(54\), out of all \(240\) surveyed. The part divided by the whole is \(\frac{54}{240} = 0.225\). Multiply by \(100\) to write it as a percent: \(22.5\%\).</p>
<ul>
<li>\(0.225\%\) writes the decimal \(0.225\) with a percent sign without multiplying by \(100\).</li>
<li>\(54\%\) uses the number of students who walk as if it were the percent; \(54\) is a count out of \(240\), not out of \(100\).</li>
<li>\(77.5\%\) is the percent of surveyed students who do not walk, \(\frac{240 - 54}{240}\).</li>
</ul>`,
    },
    // 04 — easy, algebra, linear inequalities (matching an inequality to a number line, figure)
    {
      id: "pt3-math-m2e-04",
      type: "SC",
      title: "",
      text: String.raw`${drawing({ id: "pt3-math-m2e-04-figure", title: "Solution set on a number line", desc: "A number line from negative 6 to 4 with a tick mark at every integer. There is a filled-in (closed) dot at negative 2, and the line is shaded from negative 2 to the right, ending in an arrow past 4." }, 360, 80, numberLine({ min: -6, max: 4, x0: 30, x1: 330, y: 40, point: { at: -2, closed: true }, ray: "right" }))}
<p>Which inequality has the solution set shown on the number line?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:inequality-from-number-line"],
      choices: [
        { text: String.raw`\(-3x - 4 \ge 2\)` },
        { text: String.raw`\(3x - 4 \le -10\)` },
        { text: String.raw`\(3x - 4 \gt -10\)` },
        { text: String.raw`\(3x - 4 \ge -10\)`, correct: true },
      ],
      explanation: String.raw`<p>The number line shows \(-2\) and every number greater than \(-2\): the closed dot means \(-2\) is included, so the set is \(x \ge -2\). Solve \(3x - 4 \ge -10\): add \(4\) to get \(3x \ge -6\), then divide by \(3\) to get \(x \ge -2\).</p>
<ul>
<li>\(3x - 4 \le -10\) gives \(x \le -2\), the numbers to the left of \(-2\).</li>
<li>\(3x - 4 \gt -10\) gives \(x \gt -2\), which leaves out \(-2\) itself; the closed dot shows \(-2\) is included.</li>
<li>\(-3x - 4 \ge 2\) gives \(-3x \ge 6\), and dividing by \(-3\) reverses the inequality: \(x \le -2\). It matches the figure only if the reversal is forgotten.</li>
</ul>`,
    },
    // 05 — easy, geometry, circles (circumference from area)
    {
      id: "pt3-math-m2e-05",
      type: "SC",
      title: "",
      text: String.raw`<p>A circle has an area of \(49\pi\) square centimeters. What is the circumference of the circle, in centimeters?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:circle-circumference-from-area"],
      choices: [
        { text: String.raw`\(7\pi\)` },
        { text: String.raw`\(14\pi\)`, correct: true },
        { text: String.raw`\(28\pi\)` },
        { text: String.raw`\(98\pi\)` },
      ],
      explanation: String.raw`<p>The area is \(\pi r^2 = 49\pi\), so \(r^2 = 49\) and the radius is \(r = 7\) centimeters. The circumference is \(2\pi r = 2\pi \cdot 7 = 14\pi\) centimeters.</p>
<ul>
<li>\(7\pi\) computes \(\pi r\), leaving out the factor \(2\) in \(2\pi r\).</li>
<li>\(28\pi\) puts the diameter, \(14\), into \(2\pi r\) in place of the radius.</li>
<li>\(98\pi\) takes \(49\) as the radius without taking the square root.</li>
</ul>`,
    },
    // 06 — easy, PSDA, one-variable data (comparing means and standard deviations of two lists)
    {
      id: "pt3-math-m2e-06",
      type: "SC",
      title: "",
      text: String.raw`<p>The dot plots show data sets A and B, each of \(5\) values.</p>
${dotPlot({
  id: "pt3-math-m2e-06-a",
  title: "Data set A",
  desc: "Dot plot of data set A on a number line from 10 to 50 with tick marks every 2 and numbers every 10: one dot each at 10, 20, 30, 40 and 50.",
  x: { label: "Data set A", min: 10, max: 50, step: 2, labelEvery: 10 },
  values: [10, 20, 30, 40, 50],
})}
${dotPlot({
  id: "pt3-math-m2e-06-b",
  title: "Data set B",
  desc: "Dot plot of data set B on a number line from 10 to 50 with tick marks every 2 and numbers every 10: one dot each at 26, 28, 30, 32 and 34.",
  x: { label: "Data set B", min: 10, max: 50, step: 2, labelEvery: 10 },
  values: [26, 28, 30, 32, 34],
})}
<p>Which statement about the two data sets is true?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:compare-sd-two-lists"],
      choices: [
        { text: String.raw`The data sets have equal means, and data set B has the greater standard deviation.` },
        { text: String.raw`The data sets have equal means and also have equal standard deviations.` },
        { text: String.raw`The data sets have equal means, and data set A has the greater standard deviation.`, correct: true },
        { text: String.raw`Data set A has the greater mean, and the two data sets have equal standard deviations.` },
      ],
      explanation: String.raw`<p>Each list is symmetric about \(30\), so both means are \(30\) (for example, \(\frac{10 + 20 + 30 + 40 + 50}{5} = 30\)). Standard deviation measures how far the values typically lie from the mean. The values of data set A lie \(10\) or \(20\) from \(30\); those of data set B lie only \(2\) or \(4\) from \(30\). So data set A has the greater standard deviation.</p>
<ul>
<li>"Data set B has the greater standard deviation" reverses the comparison: B's values are bunched close to the mean.</li>
<li>"Data set A has the greater mean" compares the largest values (\(50\) against \(34\)) instead of the averages, and "equal standard deviations" judges spread by the number of values; both means are \(30\), and the spreads differ.</li>
<li>"Equal means and also equal standard deviations" gets the means right but assumes that two lists with the same number of evenly spaced values have the same spread; the spacing (\(10\) against \(2\)) matters.</li>
</ul>`,
    },
    // 07 — easy, PSDA, evaluating statistical claims (a voluntary-response poll)
    {
      id: "pt3-math-m2e-07",
      type: "SC",
      title: "",
      text: String.raw`<p>A city's website invited visitors to answer an online poll about whether the city should build a new skate park. Of the \(1{,}200\) visitors who chose to answer, \(78\%\) said that the city should build it. Which statement is best supported by this information?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "statistical_claims",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:voluntary-response-poll-bias"],
      choices: [
        { text: String.raw`Since as many as \(1{,}200\) people answered, the result can be applied to every resident of the city.` },
        { text: String.raw`About \(78\%\) of all the residents of the city think that the city should build the skate park.` },
        { text: String.raw`Because the people who answered chose to take part, the result may not represent all city residents.`, correct: true },
        { text: String.raw`About \(78\%\) of the city's residents would use a new skate park if the city decided to build one.` },
      ],
      explanation: String.raw`<p>The people in the poll selected themselves: only visitors to the website who wanted to answer did so, and people with strong opinions (for instance, skaters) are more likely to take part. The sample was not chosen at random from the city's residents, so the \(78\%\) may not represent the residents as a whole.</p>
<ul>
<li>"About \(78\%\) of all the residents" generalizes from a self-selected group to the whole city.</li>
<li>"As many as \(1{,}200\) people answered" mistakes a large sample for a representative one; a large self-selected sample is still biased.</li>
<li>"Would use a new skate park" answers a different question from the one asked (support is not use) and also generalizes to all residents.</li>
</ul>`,
    },
    // 08 — easy, algebra, linear equation in one variable (value of a related expression) (OE)
    {
      id: "pt3-math-m2e-08",
      type: "OE",
      title: "",
      text: String.raw`<p>If \(3x + 7 = 22\), what is the value of \(6x - 5\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:lin-eq-value-of-related-expr"],
      answers: "25",
      explanation: String.raw`<p>Subtract \(7\) from both sides: \(3x = 15\). Then \(6x = 2 \cdot 15 = 30\), and \(6x - 5 = 30 - 5 = 25\). (Or solve \(x = 5\) and substitute: \(6 \cdot 5 - 5 = 25\).)</p>
<p>Common slips: \(5\) is the value of \(x\), not of \(6x - 5\); \(30\) is the value of \(6x\) before subtracting \(5\); \(39\) doubles both sides of the equation (\(6x + 14 = 44\)) and then subtracts \(5\) from \(44\).</p>`,
    },
    // 09 — easy, advanced math, nonlinear functions (least input of a square-root function)
    {
      id: "pt3-math-m2e-09",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = \sqrt{2x - 6} + 1\). What is the least value of \(x\) for which \(f(x)\) is defined?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:radical-fn-domain-least-input"],
      choices: [{ text: String.raw`\(-3\)` }, { text: String.raw`\(1\)` }, { text: String.raw`\(\frac{5}{2}\)` }, { text: String.raw`\(3\)`, correct: true }],
      explanation: String.raw`<p>A square root of a real number is defined only when the number under the radical is at least \(0\): \(2x - 6 \ge 0\), so \(2x \ge 6\) and \(x \ge 3\). The least value of \(x\) is \(3\), where \(f(3) = \sqrt{0} + 1 = 1\).</p>
<ul>
<li>\(-3\) solves \(2x - 6 \ge 0\) as \(2x \ge -6\), changing the sign of \(6\) when moving it.</li>
<li>\(1\) is the least value of \(f(x)\), the output at \(x = 3\), not the least input.</li>
<li>\(\frac{5}{2}\) puts the \(+1\) under the radical (\(2x - 6 + 1 \ge 0\)), but the \(1\) is added after the square root is taken.</li>
</ul>`,
    },
    // 10 — easy, geometry, right triangles (distance between two points)
    {
      id: "pt3-math-m2e-10",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, what is the distance between the points \((-2, 3)\) and \((4, 11)\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "right_triangles_trigonometry",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:distance-between-two-points"],
      choices: [{ text: String.raw`\(10\)`, correct: true }, { text: String.raw`\(14\)` }, { text: String.raw`\(2\sqrt{58}\)` }, { text: String.raw`\(100\)` }],
      explanation: String.raw`<p>The horizontal distance between the points is \(4 - (-2) = 6\) and the vertical distance is \(11 - 3 = 8\). These are the legs of a right triangle whose hypotenuse joins the points, so the distance is \(\sqrt{6^2 + 8^2} = \sqrt{100} = 10\).</p>
<ul>
<li>\(2\sqrt{58}\), which is \(\sqrt{232}\), takes the vertical distance as \(11 + 3 = 14\) instead of \(11 - 3 = 8\).</li>
<li>\(14\) adds the two legs, \(6 + 8\), instead of using the Pythagorean theorem.</li>
<li>\(100\) is \(6^2 + 8^2\) without the square root.</li>
</ul>`,
    },
    // 11 — medium, algebra, linear functions (a change in output converted to other units) (OE)
    {
      id: "pt3-math-m2e-11",
      type: "OE",
      title: "",
      text: String.raw`<p>The height \(h\), in centimeters, of a burning candle \(t\) hours after it is lit is modeled by \(h(t) = 30 - 0.8t\). According to the model, how many minutes does it take for the height of the candle to decrease by \(2\) centimeters?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:linear-model-change-other-units"],
      answers: "150",
      explanation: String.raw`<p>The slope \(-0.8\) means the height decreases by \(0.8\) centimeter each hour. A decrease of \(2\) centimeters takes \(\frac{2}{0.8} = 2.5\) hours, which is \(2.5 \cdot 60 = 150\) minutes.</p>
<p>Common slips: \(2.5\) is the time in hours, not minutes; \(96\) multiplies \(2\) by \(0.8\) (\(1.6\) hours) instead of dividing.</p>`,
    },
    // 12 — medium, advanced math, equivalent expressions (a complex fraction)
    {
      id: "pt3-math-m2e-12",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(\dfrac{\frac{1}{x} + \frac{1}{y}}{\frac{1}{xy}}\), for \(x \gt 0\) and \(y \gt 0\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:complex-fraction-simplify"],
      choices: [
        { text: String.raw`\(2\)` },
        { text: String.raw`\(\frac{x + y}{x^2y^2}\)` },
        { text: String.raw`\(x + y\)`, correct: true },
        { text: String.raw`\(\frac{xy}{x + y}\)` },
      ],
      explanation: String.raw`<p>Add the fractions in the numerator over the common denominator \(xy\): \(\frac{1}{x} + \frac{1}{y} = \frac{y + x}{xy}\). Dividing by \(\frac{1}{xy}\) is multiplying by \(xy\): \(\frac{x + y}{xy} \cdot xy = x + y\). Check with \(x = 2\) and \(y = 3\): \(\frac{\frac{1}{2} + \frac{1}{3}}{\frac{1}{6}} = \frac{5}{6} \cdot 6 = 5 = 2 + 3\).</p>
<ul>
<li>\(2\) adds the fractions as \(\frac{1 + 1}{xy}\), adding the numerators without rewriting each fraction over \(xy\).</li>
<li>\(\frac{xy}{x + y}\) adds the fractions as \(\frac{1}{x + y}\), adding the denominators.</li>
<li>\(\frac{x + y}{x^2y^2}\) multiplies by \(\frac{1}{xy}\) instead of dividing by it.</li>
</ul>`,
    },
    // 13 — medium, algebra, systems of linear equations (choosing an equation that gives infinitely many solutions)
    {
      id: "pt3-math-m2e-13",
      type: "SC",
      title: "",
      text: String.raw`<p>\(2x - 5y = 8\)</p>
<p>Which equation, together with the given equation, forms a system of two linear equations that has infinitely many solutions?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:system-pick-eq-infinite-sols"],
      choices: [
        { text: String.raw`\(-4x + 10y = -16\)`, correct: true },
        { text: String.raw`\(4x - 10y = 8\)` },
        { text: String.raw`\(-2x + 5y = 8\)` },
        { text: String.raw`\(5x - 2y = 8\)` },
      ],
      explanation: String.raw`<p>A system of two linear equations has infinitely many solutions when both equations describe the same line, that is, when one equation is a nonzero multiple of the other, constant included. Multiplying every term of \(2x - 5y = 8\) by \(-2\) gives \(-4x + 10y = -16\), the same line.</p>
<ul>
<li>\(4x - 10y = 8\) doubles the left side but not the right side; it is parallel to the given line and distinct from it, so the system has no solution.</li>
<li>\(-2x + 5y = 8\) changes the signs on the left side only; it is also a distinct parallel line, so the system has no solution.</li>
<li>\(5x - 2y = 8\) swaps the coefficients, which changes the slope; the lines cross at exactly one point.</li>
</ul>`,
    },
    // 14 — medium, algebra, linear equations in two variables (an equation with mixed time units)
    {
      id: "pt3-math-m2e-14",
      type: "SC",
      title: "",
      text: String.raw`<p>Dana trained for a race by jogging and walking. She jogged at a pace of \(6\) minutes per kilometer and walked at a pace of \(10\) minutes per kilometer, for a total of \(1.5\) hours. Which equation represents this situation, where \(j\) is the number of kilometers she jogged and \(w\) is the number of kilometers she walked?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:two-var-eq-mixed-time-units"],
      choices: [
        { text: String.raw`\(10j + 6w = 90\)` },
        { text: String.raw`\(6j + 10w = 90\)`, correct: true },
        { text: String.raw`\(\frac{j}{6} + \frac{w}{10} = 1.5\)` },
        { text: String.raw`\(6j + 10w = 1.5\)` },
      ],
      explanation: String.raw`<p>Jogging \(j\) kilometers at \(6\) minutes per kilometer takes \(6j\) minutes, and walking \(w\) kilometers at \(10\) minutes per kilometer takes \(10w\) minutes. The total time must be in the same unit: \(1.5\) hours is \(1.5 \cdot 60 = 90\) minutes. So \(6j + 10w = 90\).</p>
<ul>
<li>\(6j + 10w = 1.5\) adds minutes on the left and sets them equal to hours on the right.</li>
<li>\(10j + 6w = 90\) attaches the walking pace to the jogging distance and the jogging pace to the walking distance.</li>
<li>\(\frac{j}{6} + \frac{w}{10} = 1.5\) treats the paces as speeds of \(6\) and \(10\) kilometers per hour; a pace in minutes per kilometer is multiplied by the distance, not divided into it.</li>
</ul>`,
    },
    // 15 — medium, advanced math, nonlinear functions (a quadratic with an unknown coefficient) (OE)
    {
      id: "pt3-math-m2e-15",
      type: "OE",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = x^2 + bx + 7\), where \(b\) is a constant. If \(f(2) = 3\), what is the value of \(f(-1)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:quadratic-unknown-coef-then-eval"],
      answers: "12",
      explanation: String.raw`<p>Use the known value to find \(b\): \(f(2) = 4 + 2b + 7 = 3\), so \(2b = -8\) and \(b = -4\). Then \(f(x) = x^2 - 4x + 7\), and \(f(-1) = 1 + 4 + 7 = 12\).</p>
<p>Common slips: \(-4\) is the value of \(b\), not of \(f(-1)\); \(4\) uses \(b = 4\) (a sign slip), giving \(1 - 4 + 7\); \(10\) squares \(-1\) as \(-1\), giving \(-1 + 4 + 7\).</p>`,
    },
    // 16 — medium, PSDA, probability (a point chosen at random in a rectangle, figure)
    {
      id: "pt3-math-m2e-16",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt3-math-m2e-16-figure",
          title: "Rectangle ABCD divided into three triangles by point E",
          desc: "Rectangle ABCD with A at the bottom left, B at the bottom right, C at the top right and D at the top left. Side AB is labeled 12 and side BC is labeled 8. Point E lies on the top side DC, with DE labeled 3. Segments AE and BE are drawn, dividing the rectangle into three triangles: ADE on the left, ABE in the middle and BCE on the right. Triangle BCE is shaded.",
        },
        330,
        250,
        shade([
          [280, 200],
          [280, 40],
          [100, 40],
        ]) +
          polygon([
            [40, 40],
            [280, 40],
            [280, 200],
            [40, 200],
          ]) +
          seg([40, 200], [100, 40]) +
          seg([100, 40], [280, 200]) +
          text([22, 218], "A", { anchor: "start", italic: true }) +
          text([286, 218], "B", { anchor: "start", italic: true }) +
          text([286, 34], "C", { anchor: "start", italic: true }) +
          text([22, 34], "D", { anchor: "start", italic: true }) +
          text([94, 32], "E", { anchor: "start", italic: true }) +
          text([160, 224], "12", { size: 14 }) +
          text([298, 125], "8", { size: 14 }) +
          text([70, 58], "3", { size: 14 }),
      )}
<p>In rectangle \(ABCD\), \(AB = 12\) and \(BC = 8\). Point \(E\) lies on side \(DC\), and \(DE = 3\). A point is selected at random from the interior of the rectangle. What is the probability that the point lies in the shaded triangle \(BCE\)?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "probability",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:geometric-probability-triangle"],
      choices: [
        { text: String.raw`\(\frac{1}{8}\)` },
        { text: String.raw`\(\frac{1}{3}\)` },
        { text: String.raw`\(\frac{3}{8}\)`, correct: true },
        { text: String.raw`\(\frac{1}{2}\)` },
      ],
      explanation: String.raw`<p>For a point chosen at random, the probability is the shaded area divided by the total area. Since \(DC = AB = 12\), \(CE = 12 - 3 = 9\). Triangle \(BCE\) has a right angle at \(C\) with legs \(BC = 8\) and \(CE = 9\), so its area is \(\frac{1}{2} \cdot 8 \cdot 9 = 36\). The rectangle's area is \(12 \cdot 8 = 96\). The probability is \(\frac{36}{96} = \frac{3}{8}\).</p>
<ul>
<li>\(\frac{1}{8}\) is the probability for the small triangle \(ADE\), \(\frac{\frac{1}{2} \cdot 3 \cdot 8}{96} = \frac{12}{96}\).</li>
<li>\(\frac{1}{3}\) treats the three triangles as equally likely; they have different areas.</li>
<li>\(\frac{1}{2}\) is the probability for the middle triangle \(ABE\), whose area, \(\frac{1}{2} \cdot 12 \cdot 8 = 48\), is half the rectangle.</li>
</ul>`,
    },
    // 17 — medium, advanced math, equivalent expressions (a fractional power of a monomial)
    {
      id: "pt3-math-m2e-17",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(\left(8x^6\right)^{\frac{2}{3}}\), for \(x \gt 0\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:fractional-power-of-monomial"],
      choices: [
        { text: String.raw`\(4x^4\)`, correct: true },
        { text: String.raw`\(\frac{16}{3}x^4\)` },
        { text: String.raw`\(4x^{\frac{20}{3}}\)` },
        { text: String.raw`\(8x^4\)` },
      ],
      explanation: String.raw`<p>The power applies to each factor: \(\left(8x^6\right)^{\frac{2}{3}} = 8^{\frac{2}{3}} \cdot \left(x^6\right)^{\frac{2}{3}}\). First, \(8^{\frac{2}{3}} = \left(\sqrt[3]{8}\right)^2 = 2^2 = 4\). Second, a power of a power multiplies the exponents: \(x^{6 \cdot \frac{2}{3}} = x^4\). So the expression equals \(4x^4\).</p>
<ul>
<li>\(8x^4\) applies the power to \(x^6\) but not to the coefficient \(8\).</li>
<li>\(\frac{16}{3}x^4\) multiplies the coefficient by \(\frac{2}{3}\) instead of raising it to the \(\frac{2}{3}\) power.</li>
<li>\(4x^{\frac{20}{3}}\) adds the exponents, \(6 + \frac{2}{3}\), instead of multiplying them.</li>
</ul>`,
    },
    // 18 — medium, advanced math, nonlinear functions (when a quadratic model reaches zero) (OE)
    {
      id: "pt3-math-m2e-18",
      type: "OE",
      title: "",
      text: String.raw`<p>A diver jumps from a platform. The diver's height above the water, in meters, \(t\) seconds after jumping is modeled by \(h(t) = -5t^2 + 5t + 10\). According to the model, how many seconds after jumping does the diver reach the water?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:quadratic-model-time-to-zero"],
      answers: "2",
      explanation: String.raw`<p>The diver reaches the water when the height is \(0\): \(-5t^2 + 5t + 10 = 0\). Divide by \(-5\): \(t^2 - t - 2 = 0\), which factors as \((t - 2)(t + 1) = 0\). So \(t = 2\) or \(t = -1\); a time after the jump cannot be negative, so the answer is \(2\) seconds. Check: \(h(2) = -20 + 10 + 10 = 0\).</p>
<p>Common slips: \(0.5\) is the time of the greatest height, \(-\frac{5}{2(-5)}\), not the time the diver reaches the water; \(10\) is the platform's height, \(h(0)\); \(-1\) is the other solution of the equation, which is not a time after the jump.</p>`,
    },
    // 19 — medium, geometry, area and volume (height of a cone from its volume)
    {
      id: "pt3-math-m2e-19",
      type: "SC",
      title: "",
      text: String.raw`<p>A right circular cone has a radius of \(3\) centimeters and a volume of \(24\pi\) cubic centimeters. What is the height of the cone, in centimeters?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:cone-height-from-volume"],
      choices: [{ text: String.raw`\(2\)` }, { text: String.raw`\(\frac{8}{3}\)` }, { text: String.raw`\(8\)`, correct: true }, { text: String.raw`\(24\)` }],
      explanation: String.raw`<p>The volume of a cone is \(V = \frac{1}{3}\pi r^2 h\). With \(r = 3\): \(\frac{1}{3}\pi \cdot 9 \cdot h = 3\pi h\). Setting \(3\pi h = 24\pi\) gives \(h = 8\) centimeters.</p>
<ul>
<li>\(2\) uses the diameter, \(6\), as the radius: \(\frac{1}{3}\pi \cdot 36 \cdot h = 12\pi h = 24\pi\).</li>
<li>\(\frac{8}{3}\) leaves out the \(\frac{1}{3}\), using the cylinder formula \(\pi r^2 h\): \(9\pi h = 24\pi\).</li>
<li>\(24\) uses \(r\) instead of \(r^2\): \(\frac{1}{3}\pi \cdot 3 \cdot h = \pi h = 24\pi\).</li>
</ul>`,
    },
    // 20 — hard, algebra, linear equations in two variables (whole-number solutions with a condition) (OE)
    {
      id: "pt3-math-m2e-20",
      type: "OE",
      title: "",
      text: String.raw`<p>A store sells pens for \(\$3\) each and notebooks for \(\$5\) each. Ana spent exactly \(\$41\) on pens and notebooks and bought at least one of each. What is the greatest number of pens Ana could have bought?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:integer-solutions-max-one-var"],
      answers: "12",
      explanation: String.raw`<p>If Ana bought \(p\) pens and \(n\) notebooks, then \(3p + 5n = 41\), where \(p\) and \(n\) are whole numbers with \(n \ge 1\). The number of pens is greatest when the number of notebooks is least. With \(n = 1\): \(3p = 36\), so \(p = 12\), a whole number. So the greatest number of pens is \(12\). (The other possibility is \(n = 4\), \(p = 7\).)</p>
<p>Common slips: \(13\) divides the whole \(\$41\) by \(\$3\) and rounds down, ignoring the notebook and the exact total; \(7\) is the number of pens when Ana buys \(4\) notebooks, the other way to spend exactly \(\$41\).</p>`,
    },
    // 21 — hard, advanced math, nonlinear equations (a cubic factored by grouping) (OE)
    {
      id: "pt3-math-m2e-21",
      type: "OE",
      title: "",
      text: String.raw`<p>\(x^3 - 4x^2 - 9x + 36 = 0\)</p>
<p>What is the least solution to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:cubic-factor-by-grouping"],
      answers: "-3",
      explanation: String.raw`<p>Group the terms in pairs and factor each pair: \(x^2(x - 4) - 9(x - 4) = 0\). The common factor is \(x - 4\): \((x - 4)(x^2 - 9) = 0\), and \(x^2 - 9 = (x - 3)(x + 3)\). So \((x - 4)(x - 3)(x + 3) = 0\), and the solutions are \(4\), \(3\) and \(-3\). The least is \(-3\). Check: \((-27) - 36 + 27 + 36 = 0\).</p>
<p>Common slips: \(3\) keeps only the positive square root of \(9\) when solving \(x^2 = 9\); \(4\) is the greatest solution, not the least.</p>`,
    },
    // 22 — hard, advanced math, nonlinear equations (dividing by a factor loses a solution)
    {
      id: "pt3-math-m2e-22",
      type: "SC",
      title: "",
      text: String.raw`<p>\((x - 2)^2 = 3(x - 2)\)</p>
<p>What are all the solutions to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:common-factor-eq-lost-root"],
      choices: [
        { text: String.raw`\(x = 2\) only` },
        { text: String.raw`\(x = -1\) and \(x = 2\)` },
        { text: String.raw`\(x = 5\) only` },
        { text: String.raw`\(x = 2\) and \(x = 5\)`, correct: true },
      ],
      explanation: String.raw`<p>Move every term to one side and factor out \(x - 2\): \((x - 2)^2 - 3(x - 2) = 0\), so \((x - 2)\big((x - 2) - 3\big) = 0\), that is, \((x - 2)(x - 5) = 0\). The solutions are \(x = 2\) and \(x = 5\). Check: at \(x = 2\) both sides are \(0\); at \(x = 5\) both sides are \(9\).</p>
<ul>
<li>"\(x = 5\) only" divides both sides by \(x - 2\), which is not allowed when \(x - 2 = 0\); that step loses the solution \(x = 2\).</li>
<li>"\(x = 2\) only" sets the common factor \(x - 2\) equal to \(0\) and stops, missing the solution of \(x - 2 = 3\).</li>
<li>"\(x = -1\) and \(x = 2\)" writes the second factor as \(x - 2 + 3\) instead of \(x - 2 - 3\); at \(x = -1\) the left side is \(9\) and the right side is \(-9\).</li>
</ul>`,
    },
  ],
};
export default module;
