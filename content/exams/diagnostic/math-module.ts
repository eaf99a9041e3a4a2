import type { z } from "zod";
import { drawing, mathText, NOT_TO_SCALE, point, seg } from "../../figures";
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
    // 01 easy · algebra · linear equation in one variable · SC
    {
      id: "diag-math-01",
      type: "SC",
      title: "",
      text: String.raw`<p>A food truck charges $4 for each taco, plus a one-time $3 service fee on every order. One order cost a total of $35. How many tacos were in the order?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:linear-eq-word-fixed-fee-per-item"],
      choices: [{ text: String.raw`\(8\)`, correct: true }, { text: String.raw`\(8.75\)` }, { text: String.raw`\(9.5\)` }, { text: String.raw`\(32\)` }],
      explanation: String.raw`<p>Let \(t\) be the number of tacos. The cost is \(4t + 3 = 35\). Subtract 3 from both sides: \(4t = 32\). Divide by 4: \(t = 8\). Check: \(4(8) + 3 = 35\).</p>
<p>\(8.75\) divides the total by the price of a taco without first taking off the \(\$3\) fee: \(\frac{35}{4}\).</p>
<p>\(9.5\) comes from adding the fee to the total instead of subtracting it: \(\frac{35 + 3}{4}\).</p>
<p>\(32\) is the cost of the tacos alone, \(4t\), not the number of tacos; the division by 4 is missing.</p>`,
    },
    // 02 easy · problem_solving_data · percentages · SC
    {
      id: "diag-math-02",
      type: "SC",
      title: "",
      text: String.raw`<p>A running club has 45 members. On Saturday, 60% of the members ran in a 5-kilometer race. How many members of the club ran in the race?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:percent-of-quantity"],
      choices: [{ text: String.raw`\(2.7\)` }, { text: String.raw`\(18\)` }, { text: String.raw`\(27\)`, correct: true }, { text: String.raw`\(75\)` }],
      explanation: String.raw`<p>60% of 45 is \(0.60 \times 45 = 27\), so 27 members ran in the race.</p>
<p>\(2.7\) uses 6% (\(0.06 \times 45\)) instead of 60%.</p>
<p>\(18\) is the number of members who did not run: 40% of 45.</p>
<p>\(75\) comes from dividing 45 by 0.60 instead of multiplying; the answer cannot exceed the 45 members in the club.</p>`,
    },
    // 03 easy · advanced_math · equivalent expressions · SC
    {
      id: "diag-math-03",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(12x^3 - 8x^2\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:factor-out-gcf-binomial"],
      choices: [
        { text: String.raw`\(8x^2(4x - 1)\)` },
        { text: String.raw`\(4x(3x^2 - 2)\)` },
        { text: String.raw`\(4x^2(3x - 8)\)` },
        { text: String.raw`\(4x^2(3x - 2)\)`, correct: true },
      ],
      explanation: String.raw`<p>The greatest common factor of \(12x^3\) and \(8x^2\) is \(4x^2\) (the largest number dividing both \(12\) and \(8\) is \(4\), and the lower power of \(x\) is \(x^2\)). Divide each term by it: \(12x^3 \div 4x^2 = 3x\) and \(8x^2 \div 4x^2 = 2\). So \(12x^3 - 8x^2 = 4x^2(3x - 2)\). Check by expanding: \(4x^2 \cdot 3x - 4x^2 \cdot 2 = 12x^3 - 8x^2\).</p>
<p>\(4x(3x^2 - 2)\) takes only one factor of \(x\) out of the first term and none out of the second; it expands to \(12x^3 - 8x\).</p>
<p>\(4x^2(3x - 8)\) divides the first term by \(4x^2\) but leaves the second term's \(8\) undivided; it expands to \(12x^3 - 32x^2\).</p>
<p>\(8x^2(4x - 1)\) takes out \(8x^2\), which does not divide \(12x^3\) evenly into \(4x\); it expands to \(32x^3 - 8x^2\).</p>`,
    },
    // 04 easy · geometry_trigonometry · lines, angles, triangles · OE · figure
    {
      id: "diag-math-04",
      type: "OE",
      title: "",
      text: String.raw`${drawing({ id: "diag-math-04-figure", title: "Two intersecting lines", desc: "Two straight lines cross at a point. The angle on the left side of the crossing, between the two lines, is marked (3x plus 10) degrees. The angle opposite it, on the right side of the crossing, is marked (5x minus 30) degrees." }, 320, 200, seg([30, 40], [290, 160]) + seg([30, 160], [290, 40]) + point([160, 100]) + mathText([52, 106], "(3x + 10)°", { size: 15, anchor: "start" }) + mathText([196, 106], "(5x − 30)°", { size: 15, anchor: "start" }))}${NOT_TO_SCALE}<p>In the figure, two lines intersect. What is the value of \(x\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:vertical-angles-solve-for-x"],
      answers: "20",
      explanation: String.raw`<p>The two marked angles lie opposite each other where the lines cross, so they are vertical angles, and vertical angles are equal: \(3x + 10 = 5x - 30\). Subtract \(3x\) from both sides: \(10 = 2x - 30\). Add \(30\): \(40 = 2x\), so \(x = 20\). Check: both angles measure \(70^\circ\).</p>
<p>A common error is to treat the angles as supplementary (\(3x + 10 + 5x - 30 = 180\)), which gives \(x = 25\); supplementary angles sit side by side on a line, not opposite each other.</p>
<p>Another is to give the angle's measure, \(70\), instead of the value of \(x\).</p>`,
    },
    // 05 medium · algebra · linear functions · SC
    {
      id: "diag-math-05",
      type: "SC",
      title: "",
      text: String.raw`<p>A water tank is drained at a constant rate. The function \(V(t) = 1{,}200 - 45t\) gives the volume \(V(t)\), in liters, of water in the tank \(t\) minutes after draining begins. What is the best interpretation of \(1{,}200\) in this context?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:linear-model-interpret-intercept"],
      choices: [
        { text: String.raw`The tank loses \(1{,}200\) liters of water each minute while it drains.` },
        { text: String.raw`The tank will be completely empty \(1{,}200\) minutes after draining begins.` },
        { text: String.raw`The volume of water in the tank falls by \(1{,}200\) liters every \(45\) minutes.` },
        { text: String.raw`The tank held \(1{,}200\) liters of water when draining began.`, correct: true },
      ],
      explanation: String.raw`<p>\(1{,}200\) is the value of \(V(t)\) when \(t = 0\): \(V(0) = 1{,}200 - 45(0) = 1{,}200\). Time \(t = 0\) is the moment draining begins, so \(1{,}200\) is the number of liters in the tank at that moment.</p>
<p>Losing \(1{,}200\) liters each minute confuses the starting value with the rate; the rate is the coefficient of \(t\), \(45\) liters per minute.</p>
<p>Being empty after \(1{,}200\) minutes treats the starting amount as a time; the tank is empty when \(1{,}200 - 45t = 0\), at about \(26.7\) minutes.</p>
<p>Falling by \(1{,}200\) liters every \(45\) minutes swaps the roles of the two numbers; at \(45\) liters per minute the tank would lose \(2{,}025\) liters in \(45\) minutes (if it held that much).</p>`,
    },
    // 06 medium · advanced_math · nonlinear functions · SC
    {
      id: "diag-math-06",
      type: "SC",
      title: "",
      text: String.raw`<p>The path of the water stream from a garden hose is modeled by the function \(h(x) = -0.25x^2 + 2x + 3\), where \(h(x)\) is the height of the stream, in feet, above the ground at a horizontal distance of \(x\) feet from the nozzle. According to the model, what is the maximum height, in feet, of the water stream?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:quadratic-model-max-value"],
      choices: [{ text: String.raw`\(-9\)` }, { text: String.raw`\(3\)` }, { text: String.raw`\(4\)` }, { text: String.raw`\(7\)`, correct: true }],
      explanation: String.raw`<p>The graph is a parabola opening downward, so its maximum is at the vertex. The vertex is at \(x = -\frac{b}{2a} = -\frac{2}{2(-0.25)} = 4\). The maximum height is \(h(4) = -0.25(16) + 2(4) + 3 = -4 + 8 + 3 = 7\) feet.</p>
<p>\(3\) is \(h(0)\), the height of the stream at the nozzle, not its highest point.</p>
<p>\(4\) is the horizontal distance at which the maximum occurs, not the maximum height.</p>
<p>\(-9\) uses \(x = \frac{b}{2a} = -4\), dropping the minus sign of the vertex formula: \(h(-4) = -4 - 8 + 3 = -9\), which is not even a height above the ground.</p>`,
    },
    // 07 medium · problem_solving_data · one-variable data · SC · table
    {
      id: "diag-math-07",
      type: "SC",
      title: "",
      text: String.raw`<table><caption>Miles Run on Sunday by Running Club Members</caption><thead><tr><th scope="col">Miles run</th><th scope="col">Number of members</th></tr></thead><tbody><tr><td>3</td><td>7</td></tr><tr><td>5</td><td>3</td></tr><tr><td>7</td><td>4</td></tr><tr><td>9</td><td>2</td></tr><tr><td>12</td><td>4</td></tr></tbody></table><p>The table shows the number of miles that each of the 20 members of a running club ran on Sunday. What is the median number of miles run by these 20 members?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:median-from-frequency-table"],
      choices: [{ text: String.raw`\(5\)` }, { text: String.raw`\(6\)`, correct: true }, { text: String.raw`\(6.5\)` }, { text: String.raw`\(7\)` }],
      explanation: String.raw`<p>With 20 values, the median is the mean of the 10th and 11th values in order. Counting up the table: values 1-7 are 3 miles, values 8-10 are 5 miles, and values 11-14 are 7 miles. So the 10th value is 5 and the 11th is 7, and the median is \(\frac{5 + 7}{2} = 6\).</p>
<p>\(5\) is only the 10th value; with an even number of values, the median averages the 10th and 11th.</p>
<p>\(6.5\) is the mean, \(\frac{3(7) + 5(3) + 7(4) + 9(2) + 12(4)}{20} = \frac{130}{20}\), not the median.</p>
<p>\(7\) is the middle entry of the table's miles column (or the 11th value alone), which ignores how many members ran each distance.</p>`,
    },
    // 08 medium · algebra · systems of linear equations · OE
    {
      id: "diag-math-08",
      type: "OE",
      title: "",
      text: String.raw`<p>On Friday, a food truck sold a total of 120 burritos and quesadillas. Each burrito sold for $9 and each quesadilla sold for $7. The food truck's sales of burritos and quesadillas on Friday totaled $940. How many burritos did the food truck sell on Friday?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:system-word-total-count-and-value"],
      answers: "50",
      explanation: String.raw`<p>Let \(b\) be the number of burritos and \(q\) the number of quesadillas. Then \(b + q = 120\) and \(9b + 7q = 940\). Substitute \(q = 120 - b\): \(9b + 7(120 - b) = 940\), so \(2b + 840 = 940\), \(2b = 100\) and \(b = 50\). Check: \(q = 70\) and \(9(50) + 7(70) = 450 + 490 = 940\).</p>
<p>A common error is to give 70, the number of quesadillas, instead of the number of burritos.</p>`,
    },
    // 09 medium · advanced_math · nonlinear equations · SC
    {
      id: "diag-math-09",
      type: "SC",
      title: "",
      text: String.raw`<p>\(2x^2 + 5x - 12 = 0\)</p><p>What are the solutions to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:quadratic-factor-leading-coef"],
      choices: [
        { text: String.raw`\(x = -4\) and \(x = \frac{2}{3}\)` },
        { text: String.raw`\(x = -\frac{3}{2}\) and \(x = 4\)` },
        { text: String.raw`\(x = -4\) and \(x = \frac{3}{2}\)`, correct: true },
        { text: String.raw`\(x = -4\) and \(x = 3\)` },
      ],
      explanation: String.raw`<p>Factor: \(2x^2 + 5x - 12 = (2x - 3)(x + 4)\) (check: \(2x^2 + 8x - 3x - 12\)). Setting each factor equal to 0 gives \(x = \frac{3}{2}\) and \(x = -4\). The quadratic formula agrees: \(x = \frac{-5 \pm \sqrt{25 + 96}}{4} = \frac{-5 \pm 11}{4}\), which gives \(\frac{3}{2}\) and \(-4\).</p>
<p>\(x = -\frac{3}{2}\) and \(x = 4\) have both signs reversed; they solve \(2x^2 - 5x - 12 = 0\).</p>
<p>\(x = -4\) and \(x = 3\) ignore the leading coefficient 2; they solve \(x^2 + x - 12 = 0\).</p>
<p>\(x = -4\) and \(x = \frac{2}{3}\) invert the fraction when solving \(2x - 3 = 0\); \(2\left(\frac{2}{3}\right) - 3 \ne 0\).</p>`,
    },
    // 10 hard · geometry_trigonometry · circles · SC
    {
      id: "diag-math-10",
      type: "SC",
      title: "",
      text: String.raw`<p>\((x - 3)^2 + (y + 1)^2 = 25\)</p><p>In the \(xy\)-plane, the graph of the given equation is a circle. The point \((k, 2)\) lies on the circle. Which of the following could be the value of \(k\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:point-on-circle-find-coordinate"],
      choices: [{ text: String.raw`\(-7\)` }, { text: String.raw`\(1\)` }, { text: String.raw`\(7\)`, correct: true }, { text: String.raw`\(19\)` }],
      explanation: String.raw`<p>A point lies on the circle when its coordinates satisfy the equation. Substitute \(x = k\) and \(y = 2\): \((k - 3)^2 + (2 + 1)^2 = 25\), so \((k - 3)^2 + 9 = 25\) and \((k - 3)^2 = 16\). Then \(k - 3 = 4\) or \(k - 3 = -4\), so \(k = 7\) or \(k = -1\). Only \(7\) is among the choices. Check: \((7 - 3)^2 + 3^2 = 16 + 9 = 25\).</p>
<p>\(-7\) and \(1\) come from reading the center as \((-3, 1)\) instead of \((3, -1)\): they solve \((k + 3)^2 = 16\). At \(k = 1\), for instance, \((1 - 3)^2 + 9 = 13\), not \(25\).</p>
<p>\(19\) forgets to take the square root: it sets \(k - 3 = 16\) instead of \((k - 3)^2 = 16\).</p>`,
    },
    // 11 hard · advanced_math · nonlinear equations (quadratic in form) · OE
    {
      id: "diag-math-11",
      type: "OE",
      title: "",
      text: String.raw`<p>\(|x^2 - 5| = 4\)</p><p>How many real solutions does the given equation have?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:abs-value-of-quadratic-count"],
      answers: "4",
      explanation: String.raw`<p>An absolute value equals \(4\) when the expression inside is \(4\) or \(-4\). If \(x^2 - 5 = 4\), then \(x^2 = 9\) and \(x = 3\) or \(x = -3\). If \(x^2 - 5 = -4\), then \(x^2 = 1\) and \(x = 1\) or \(x = -1\). The four solutions are \(-3, -1, 1\) and \(3\). Check: \(|9 - 5| = 4\) and \(|1 - 5| = 4\).</p>
<p>A common error is to solve only \(x^2 - 5 = 4\) and answer \(2\); another is to keep only the positive square roots.</p>`,
    },
    // 12 hard · algebra · linear inequalities · SC
    {
      id: "diag-math-12",
      type: "SC",
      title: "",
      text: String.raw`<p>A backyard pond contains 40 gallons of water. At time \(t = 0\), a garden hose begins adding water to the pond at a rate of 8 gallons per minute. Six minutes later, a second hose begins adding water to the pond at a rate of 5 gallons per minute, and both hoses keep running. No water leaves the pond. What is the least whole number of minutes \(t\), measured from when the first hose starts, at which the pond contains at least 300 gallons of water?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:lin-ineq-two-rates-delayed-start"],
      choices: [{ text: String.raw`\(20\)` }, { text: String.raw`\(22\)` }, { text: String.raw`\(23\)`, correct: true }, { text: String.raw`\(26\)` }],
      explanation: String.raw`<p>For \(t \ge 6\), the first hose has run \(t\) minutes and the second \(t - 6\) minutes, so the pond holds \(40 + 8t + 5(t - 6) = 13t + 10\) gallons. (At \(t = 6\) it holds only 88 gallons, so the answer is well past 6 minutes.) Solve \(13t + 10 \ge 300\): \(13t \ge 290\), so \(t \ge \frac{290}{13} \approx 22.3\). The least whole number is 23. Check: at \(t = 22\) the pond holds 296 gallons; at \(t = 23\) it holds 309.</p>
<p>\(20\) ignores the six-minute delay, treating both hoses as running from the start: \(40 + 13t \ge 300\).</p>
<p>\(22\) rounds \(22.3\) down; at 22 minutes the pond holds only 296 gallons, less than 300.</p>
<p>\(26\) leaves out the 40 gallons already in the pond: \(13t - 30 \ge 300\) gives \(t \ge 25.4\).</p>`,
    },
  ],
};

export default module;
