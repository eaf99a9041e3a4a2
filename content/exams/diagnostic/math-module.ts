import type { z } from "zod";
import type { ModuleSchema } from "../../schema";

const module: z.input<typeof ModuleSchema> = {
  id: "diag-math",
  name: "Section 2: Math",
  test: "math",
  module: 1,
  variant: "standard",
  minutes: 18,
  breakAfterMinutes: 0,
  directions: String.raw`<p>This short diagnostic section checks a range of math skills: 12 questions in 18 minutes. You may use a calculator on every question, including the built-in graphing calculator.</p><p>Unless a question says otherwise: all variables and expressions stand for real numbers; figures are drawn to scale unless a note says they are not; all figures lie in a plane; and the domain of any function \(f\) is the set of all real numbers \(x\) for which \(f(x)\) is a real number.</p><p>For multiple-choice questions, choose the single best answer. For student-produced response questions, type your answer in the box: use at most 5 characters for a positive answer and 6 for a negative one (the minus sign counts). You may enter a fraction such as 3/4 or a decimal such as .75, but not a mixed number, a percent sign, a comma or a dollar sign. If a fraction does not fit, enter its decimal form, rounded or cut off at the fourth character.</p>`,
  questions: [
    // 01 easy · algebra · linear equation in one variable · SC · key B
    {
      id: "diag-math-01",
      type: "SC",
      title: "",
      text: String.raw`<p>A food truck charges $4 for each taco, plus a one-time $3 service fee on every order. One order cost a total of $35. How many tacos were in the order?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      tags: ["shape:linear-eq-word-fixed-fee-per-item"],
      choices: [
        { text: String.raw`\(5\)` },
        { text: String.raw`\(8\)`, correct: true },
        { text: String.raw`\(9.5\)` },
        { text: String.raw`\(32\)` },
      ],
      explanation: String.raw`<p>Let \(t\) be the number of tacos. The cost is \(4t + 3 = 35\). Subtract 3 from both sides: \(4t = 32\). Divide by 4: \(t = 8\). Check: \(4(8) + 3 = 35\).</p>
<p>\(5\) comes from dividing 35 by \(4 + 3 = 7\), treating the fee as if it were charged per taco.</p>
<p>\(9.5\) comes from adding the fee to the total instead of subtracting it: \(\frac{35 + 3}{4}\).</p>
<p>\(32\) is the cost of the tacos alone, \(4t\), not the number of tacos; the division by 4 is missing.</p>`,
    },
    // 02 easy · problem_solving_data · percentages · SC · key C
    {
      id: "diag-math-02",
      type: "SC",
      title: "",
      text: String.raw`<p>A running club has 45 members. On Saturday, 60% of the members ran in a 5-kilometer race. How many members of the club ran in the race?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "easy",
      tags: ["shape:percent-of-quantity"],
      choices: [
        { text: String.raw`\(2.7\)` },
        { text: String.raw`\(18\)` },
        { text: String.raw`\(27\)`, correct: true },
        { text: String.raw`\(75\)` },
      ],
      explanation: String.raw`<p>60% of 45 is \(0.60 \times 45 = 27\), so 27 members ran in the race.</p>
<p>\(2.7\) uses 6% (\(0.06 \times 45\)) instead of 60%.</p>
<p>\(18\) is the number of members who did not run: 40% of 45.</p>
<p>\(75\) comes from dividing 45 by 0.60 instead of multiplying; the answer cannot exceed the 45 members in the club.</p>`,
    },
    // 03 easy · advanced_math · equivalent expressions · SC · key A
    {
      id: "diag-math-03",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \((2x^2 + 3x - 5) - (x^2 - 4x + 1)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      tags: ["shape:poly-subtract-quadratics"],
      choices: [
        { text: String.raw`\(x^2 + 7x - 6\)`, correct: true },
        { text: String.raw`\(x^2 + 7x - 4\)` },
        { text: String.raw`\(3x^2 - x - 4\)` },
        { text: String.raw`\(x^2 - x - 6\)` },
      ],
      explanation: String.raw`<p>Distribute the minus sign to every term of the second polynomial: \(2x^2 + 3x - 5 - x^2 + 4x - 1\). Combine like terms: \((2x^2 - x^2) + (3x + 4x) + (-5 - 1) = x^2 + 7x - 6\).</p>
<p>\(x^2 - x - 6\) subtracts \(4x\) instead of subtracting \(-4x\); the minus sign was not applied to the middle term.</p>
<p>\(x^2 + 7x - 4\) adds 1 instead of subtracting it; the minus sign was not applied to the constant term.</p>
<p>\(3x^2 - x - 4\) adds the two polynomials instead of subtracting them.</p>`,
    },
    // 04 easy · geometry_trigonometry · lines, angles, triangles · OE · 123 · figure
    {
      id: "diag-math-04",
      type: "OE",
      title: "",
      text: String.raw`<svg role="img" aria-label="A triangle whose base lies on a horizontal line. The interior angle at the left end of the base measures 52 degrees, and the interior angle at the top vertex measures 71 degrees. The base is extended past the right vertex of the triangle, and the angle between that extension and the right side of the triangle, outside the triangle, measures x degrees." viewBox="0 0 320 200" width="320" height="200"><line x1="20" y1="170" x2="305" y2="170" stroke="currentColor" stroke-width="2"/><polygon points="20,170 129,30 220,170" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="220" cy="170" r="3" fill="currentColor"/><text x="58" y="163" font-size="15" fill="currentColor">52°</text><text x="117" y="62" font-size="15" fill="currentColor">71°</text><text x="238" y="152" font-size="15" font-style="italic" fill="currentColor">x°</text></svg><p>In the figure, a side of the triangle is extended as shown. What is the value of \(x\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "easy",
      tags: ["shape:triangle-exterior-angle"],
      answers: "123",
      explanation: String.raw`<p>The angles of a triangle sum to \(180^\circ\), so the third interior angle, at the right end of the base, is \(180 - 52 - 71 = 57\) degrees. That interior angle and the angle marked \(x^\circ\) together form a straight line, so \(x = 180 - 57 = 123\).</p>
<p>Shortcut: an exterior angle of a triangle equals the sum of the two interior angles that are not next to it, \(52 + 71 = 123\).</p>
<p>A common error is to give the interior angle, 57, instead of the exterior angle marked \(x^\circ\).</p>`,
    },
    // 05 medium · algebra · linear functions · SC · key D
    {
      id: "diag-math-05",
      type: "SC",
      title: "",
      text: String.raw`<p>A 3D printer draws plastic filament from a spool at a constant rate while it prints. After 5 hours of printing, 850 grams of filament remained on the spool. After 25 hours of printing, 610 grams remained. Which function gives the mass \(g(t)\), in grams, of filament on the spool after \(t\) hours of printing?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      tags: ["shape:linear-model-from-two-points"],
      choices: [
        { text: String.raw`\(g(t) = 910 + 12t\)` },
        { text: String.raw`\(g(t) = 610 - 12t\)` },
        { text: String.raw`\(g(t) = 910 - 12t\)`, correct: true },
        { text: String.raw`\(g(t) = 850 - 12t\)` },
      ],
      explanation: String.raw`<p>The rate of change is \(\frac{610 - 850}{25 - 5} = \frac{-240}{20} = -12\) grams per hour. So \(g(t) = b - 12t\). Use the point \((5, 850)\): \(850 = b - 12(5)\), so \(b = 910\). Therefore \(g(t) = 910 - 12t\). Check: \(g(25) = 910 - 300 = 610\).</p>
<p>\(g(t) = 850 - 12t\) uses the mass after 5 hours as the starting mass; it gives \(g(5) = 790\), not 850.</p>
<p>\(g(t) = 910 + 12t\) has the right starting mass but makes the filament increase over time.</p>
<p>\(g(t) = 610 - 12t\) uses the mass after 25 hours as the starting mass; it gives \(g(25) = 310\), not 610.</p>`,
    },
    // 06 medium · advanced_math · nonlinear functions · SC · key C
    {
      id: "diag-math-06",
      type: "SC",
      title: "",
      text: String.raw`<p>The path of the water stream from a garden hose is modeled by the function \(h(x) = -0.25x^2 + 2x + 3\), where \(h(x)\) is the height of the stream, in feet, above the ground at a horizontal distance of \(x\) feet from the nozzle. According to the model, what is the maximum height, in feet, of the water stream?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      tags: ["shape:quadratic-model-max-value"],
      choices: [
        { text: String.raw`\(3\)` },
        { text: String.raw`\(4\)` },
        { text: String.raw`\(7\)`, correct: true },
        { text: String.raw`\(15\)` },
      ],
      explanation: String.raw`<p>The graph is a parabola opening downward, so its maximum is at the vertex. The vertex is at \(x = -\frac{b}{2a} = -\frac{2}{2(-0.25)} = 4\). The maximum height is \(h(4) = -0.25(16) + 2(4) + 3 = -4 + 8 + 3 = 7\) feet.</p>
<p>\(3\) is \(h(0)\), the height of the stream at the nozzle, not its highest point.</p>
<p>\(4\) is the horizontal distance at which the maximum occurs, not the maximum height.</p>
<p>\(15\) comes from dropping the negative sign on \(-0.25x^2\) when evaluating: \(0.25(16) + 8 + 3\).</p>`,
    },
    // 07 medium · problem_solving_data · one-variable data · SC · key B · table
    {
      id: "diag-math-07",
      type: "SC",
      title: "",
      text: String.raw`<table><caption>Miles Run on Sunday by Running Club Members</caption><thead><tr><th scope="col">Miles run</th><th scope="col">Number of members</th></tr></thead><tbody><tr><td>3</td><td>7</td></tr><tr><td>5</td><td>3</td></tr><tr><td>7</td><td>4</td></tr><tr><td>9</td><td>2</td></tr><tr><td>12</td><td>4</td></tr></tbody></table><p>The table shows the number of miles that each of the 20 members of a running club ran on Sunday. What is the median number of miles run by these 20 members?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "medium",
      tags: ["shape:median-from-frequency-table"],
      choices: [
        { text: String.raw`\(5\)` },
        { text: String.raw`\(6\)`, correct: true },
        { text: String.raw`\(6.5\)` },
        { text: String.raw`\(7\)` },
      ],
      explanation: String.raw`<p>With 20 values, the median is the mean of the 10th and 11th values in order. Counting up the table: values 1-7 are 3 miles, values 8-10 are 5 miles, and values 11-14 are 7 miles. So the 10th value is 5 and the 11th is 7, and the median is \(\frac{5 + 7}{2} = 6\).</p>
<p>\(5\) is only the 10th value; with an even number of values, the median averages the 10th and 11th.</p>
<p>\(6.5\) is the mean, \(\frac{3(7) + 5(3) + 7(4) + 9(2) + 12(4)}{20} = \frac{130}{20}\), not the median.</p>
<p>\(7\) is the middle entry of the table's miles column (or the 11th value alone), which ignores how many members ran each distance.</p>`,
    },
    // 08 medium · algebra · systems of linear equations · OE · 50
    {
      id: "diag-math-08",
      type: "OE",
      title: "",
      text: String.raw`<p>On Friday, a food truck sold a total of 120 burritos and quesadillas. Each burrito sold for $9 and each quesadilla sold for $7. The food truck's sales of burritos and quesadillas on Friday totaled $940. How many burritos did the food truck sell on Friday?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      tags: ["shape:system-word-total-count-and-value"],
      answers: "50",
      explanation: String.raw`<p>Let \(b\) be the number of burritos and \(q\) the number of quesadillas. Then \(b + q = 120\) and \(9b + 7q = 940\). Substitute \(q = 120 - b\): \(9b + 7(120 - b) = 940\), so \(2b + 840 = 940\), \(2b = 100\) and \(b = 50\). Check: \(q = 70\) and \(9(50) + 7(70) = 450 + 490 = 940\).</p>
<p>A common error is to give 70, the number of quesadillas, instead of the number of burritos.</p>`,
    },
    // 09 medium · advanced_math · nonlinear equations · SC · key A
    {
      id: "diag-math-09",
      type: "SC",
      title: "",
      text: String.raw`<p>\(2x^2 + 5x - 12 = 0\)</p><p>What are the solutions to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      tags: ["shape:quadratic-factor-leading-coef"],
      choices: [
        { text: String.raw`\(x = -4\) and \(x = \frac{2}{3}\)` },
        { text: String.raw`\(x = -4\) and \(x = \frac{3}{2}\)`, correct: true },
        { text: String.raw`\(x = -\frac{3}{2}\) and \(x = 4\)` },
        { text: String.raw`\(x = -4\) and \(x = 3\)` },
      ],
      explanation: String.raw`<p>Factor: \(2x^2 + 5x - 12 = (2x - 3)(x + 4)\) (check: \(2x^2 + 8x - 3x - 12\)). Setting each factor equal to 0 gives \(x = \frac{3}{2}\) and \(x = -4\). The quadratic formula agrees: \(x = \frac{-5 \pm \sqrt{25 + 96}}{4} = \frac{-5 \pm 11}{4}\), which gives \(\frac{3}{2}\) and \(-4\).</p>
<p>\(x = -\frac{3}{2}\) and \(x = 4\) have both signs reversed; they solve \(2x^2 - 5x - 12 = 0\).</p>
<p>\(x = -4\) and \(x = 3\) ignore the leading coefficient 2; they solve \(x^2 + x - 12 = 0\).</p>
<p>\(x = -4\) and \(x = \frac{2}{3}\) invert the fraction when solving \(2x - 3 = 0\); \(2\left(\frac{2}{3}\right) - 3 \ne 0\).</p>`,
    },
    // 10 hard · geometry_trigonometry · circles · SC · key D
    {
      id: "diag-math-10",
      type: "SC",
      title: "",
      text: String.raw`<p>\(x^2 + y^2 - 6x + 10y - 15 = 0\)</p><p>The graph of the given equation in the \(xy\)-plane is a circle. What is the area of the circle?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      tags: ["shape:circle-general-form-area"],
      choices: [
        { text: String.raw`\(7\pi\)` },
        { text: String.raw`\(14\pi\)` },
        { text: String.raw`\(15\pi\)` },
        { text: String.raw`\(49\pi\)`, correct: true },
      ],
      explanation: String.raw`<p>Complete the square in each variable. Group: \((x^2 - 6x) + (y^2 + 10y) = 15\). Add \(\left(\frac{-6}{2}\right)^2 = 9\) and \(\left(\frac{10}{2}\right)^2 = 25\) to both sides: \((x - 3)^2 + (y + 5)^2 = 15 + 9 + 25 = 49\). So \(r^2 = 49\) and \(r = 7\). The area is \(\pi r^2 = 49\pi\).</p>
<p>\(7\pi\) uses the radius 7 in place of \(r^2\).</p>
<p>\(14\pi\) is the circumference, \(2\pi r\), not the area.</p>
<p>\(15\pi\) takes the constant 15 as \(r^2\) without completing the square, leaving out the 9 and 25 that must be added.</p>`,
    },
    // 11 hard · advanced_math · nonlinear equations (system) · OE · 6
    {
      id: "diag-math-11",
      type: "OE",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, the graph of \(y = x^2 - 4x + c\), where \(c\) is a constant, intersects the graph of \(y = 2x - 3\) at exactly one point. What is the value of \(c\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      tags: ["shape:parabola-line-one-intersection"],
      answers: "6",
      explanation: String.raw`<p>At an intersection point the two \(y\)-values are equal: \(x^2 - 4x + c = 2x - 3\), so \(x^2 - 6x + (c + 3) = 0\). The graphs meet at exactly one point when this quadratic has exactly one real solution, that is, when its discriminant is 0: \((-6)^2 - 4(1)(c + 3) = 0\), so \(36 = 4c + 12\) and \(c = 6\).</p>
<p>Check: with \(c = 6\), the equation is \(x^2 - 6x + 9 = (x - 3)^2 = 0\), whose only solution is \(x = 3\); the single intersection point is \((3, 3)\).</p>
<p>A common error is to stop at \(c + 3 = 9\) and answer 9, the constant term of the combined quadratic, instead of \(c\).</p>`,
    },
    // 12 hard · algebra · linear inequalities · SC · key C
    {
      id: "diag-math-12",
      type: "SC",
      title: "",
      text: String.raw`<p>A backyard pond contains 40 gallons of water. At time \(t = 0\), a garden hose begins adding water to the pond at a rate of 8 gallons per minute. Six minutes later, a second hose begins adding water to the pond at a rate of 5 gallons per minute, and both hoses keep running. No water leaves the pond. What is the least whole number of minutes \(t\), measured from when the first hose starts, at which the pond contains at least 300 gallons of water?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "hard",
      tags: ["shape:lin-ineq-two-rates-delayed-start"],
      choices: [
        { text: String.raw`\(20\)` },
        { text: String.raw`\(22\)` },
        { text: String.raw`\(23\)`, correct: true },
        { text: String.raw`\(26\)` },
      ],
      explanation: String.raw`<p>For \(t \ge 6\), the first hose has run \(t\) minutes and the second \(t - 6\) minutes, so the pond holds \(40 + 8t + 5(t - 6) = 13t + 10\) gallons. (At \(t = 6\) it holds only 88 gallons, so the answer is well past 6 minutes.) Solve \(13t + 10 \ge 300\): \(13t \ge 290\), so \(t \ge \frac{290}{13} \approx 22.3\). The least whole number is 23. Check: at \(t = 22\) the pond holds 296 gallons; at \(t = 23\) it holds 309.</p>
<p>\(20\) ignores the six-minute delay, treating both hoses as running from the start: \(40 + 13t \ge 300\).</p>
<p>\(22\) rounds \(22.3\) down; at 22 minutes the pond holds only 296 gallons, less than 300.</p>
<p>\(26\) leaves out the 40 gallons already in the pond: \(13t - 30 \ge 300\) gives \(t \ge 25.4\).</p>`,
    },
  ],
};

export default module;
