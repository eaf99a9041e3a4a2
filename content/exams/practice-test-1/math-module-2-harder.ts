import type { z } from "zod";
import type { ModuleSchema } from "../../schema";

const module: z.input<typeof ModuleSchema> = {
  id: "pt1-math-m2h",
  name: "Section 2, Module 2: Math",
  test: "math",
  module: 2,
  variant: "harder",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: String.raw`<p>This module tests a range of math skills. You may use a calculator on every question.</p><p>Unless a question says otherwise, all variables and expressions stand for real numbers, figures are drawn to scale and lie in a plane, and the domain of a function \(f\) is every real number \(x\) for which \(f(x)\) is a real number.</p><p>For a multiple-choice question, choose the single best answer. For a student-produced response question, type your answer in the box. A positive answer can use up to 5 characters and a negative answer up to 6 (the minus sign included). Enter a fraction or a decimal, not a mixed number; if a fraction does not fit, enter its decimal, rounded or cut off to fill the space. Do not type symbols such as %, $ or commas. If more than one answer is correct, enter only one.</p>`,
  questions: [
    // 01
    {
      id: "pt1-math-m2h-01",
      type: "SC",
      title: "",
      text: String.raw`<p>If \(7x - 4 = 3x + 18\), what is the value of \(4x\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "easy",
      tags: ["shape:linear-eq-variables-both-sides"],
      choices: [
        { text: String.raw`\(\frac{7}{2}\)` },
        { text: String.raw`\(\frac{11}{2}\)` },
        { text: String.raw`\(14\)` },
        { text: String.raw`\(22\)`, correct: true },
      ],
      explanation: String.raw`<p>Subtract \(3x\) from both sides: \(4x - 4 = 18\). Add \(4\) to both sides: \(4x = 22\). The question asks for \(4x\), so there is no need to solve for \(x\): the answer is \(22\).</p>
<p>\(\frac{11}{2}\) is the value of \(x\), not of \(4x\).</p>
<p>\(14\) comes from subtracting \(4\) instead of adding it (\(4x = 18 - 4\)).</p>
<p>\(\frac{7}{2}\) is the value of \(x\) that follows from that same sign error.</p>`,
    },
    // 02
    {
      id: "pt1-math-m2h-02",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \((3x^2 - 5x + 2) - (x^2 + 4x - 7)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      tags: ["shape:poly-subtract-quadratics"],
      choices: [
        { text: String.raw`\(4x^2 - x - 5\)` },
        { text: String.raw`\(2x^2 - 9x - 5\)` },
        { text: String.raw`\(2x^2 - 9x + 9\)`, correct: true },
        { text: String.raw`\(2x^2 - x - 5\)` },
      ],
      explanation: String.raw`<p>Distribute the minus sign to every term of the second polynomial: \(3x^2 - 5x + 2 - x^2 - 4x + 7\). Combine like terms: \(3x^2 - x^2 = 2x^2\), \(-5x - 4x = -9x\), \(2 + 7 = 9\). The result is \(2x^2 - 9x + 9\).</p>
<p>\(2x^2 - 9x - 5\) subtracts the \(x\)-terms correctly but computes the constant as \(2 - 7\) instead of \(2 - (-7)\).</p>
<p>\(2x^2 - x - 5\) subtracts only the \(x^2\)-term and adds the other two terms of the second polynomial.</p>
<p>\(4x^2 - x - 5\) is the sum of the two polynomials, not their difference.</p>`,
    },
    // 03
    {
      id: "pt1-math-m2h-03",
      type: "OE",
      title: "",
      text: String.raw`<p>A weather satellite completes one full orbit of Earth every \(96\) minutes. At this rate, how many full orbits does the satellite complete in \(3\) days?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "easy",
      tags: ["shape:unit-rate-time-conversion-count"],
      answers: "45",
      explanation: String.raw`<p>Convert the time to minutes: \(3\text{ days} \times 24\ \frac{\text{hours}}{\text{day}} \times 60\ \frac{\text{minutes}}{\text{hour}} = 4{,}320\) minutes. Divide by the time per orbit: \(\frac{4{,}320}{96} = 45\). The satellite completes \(45\) full orbits.</p>`,
    },
    // 04
    {
      id: "pt1-math-m2h-04",
      type: "SC",
      title: "",
      text: String.raw`<p>A ferry charges $18 for each car and $45 for each truck. On one crossing, the ferry carried \(c\) cars, \(14\) trucks and no other vehicles, and it collected a total of $1,152 in vehicle fares. What is the value of \(c\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      tags: ["shape:two-var-linear-eq-substitute-known"],
      choices: [
        { text: String.raw`\(20\)` },
        { text: String.raw`\(29\)`, correct: true },
        { text: String.raw`\(43\)` },
        { text: String.raw`\(64\)` },
      ],
      explanation: String.raw`<p>The fares satisfy \(18c + 45t = 1{,}152\), where \(t\) is the number of trucks. With \(t = 14\): \(18c + 630 = 1{,}152\), so \(18c = 522\) and \(c = 29\).</p>
<p>\(20\) swaps the two prices, solving \(45c + 18(14) = 1{,}152\).</p>
<p>\(43\) is the total number of vehicles, \(29 + 14\), not the number of cars.</p>
<p>\(64\) ignores the trucks' fares and divides the whole total by \(18\).</p>`,
    },
    // 05
    {
      id: "pt1-math-m2h-05",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = (x - 3)(x + 5)\). The graph of \(y = f(x)\) in the \(xy\)-plane is a parabola. What are the coordinates of its vertex?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      tags: ["shape:parabola-vertex-from-factored-form"],
      choices: [
        { text: String.raw`\((-1, -15)\)` },
        { text: String.raw`\((0, -15)\)` },
        { text: String.raw`\((1, -12)\)` },
        { text: String.raw`\((-1, -16)\)`, correct: true },
      ],
      explanation: String.raw`<p>The zeros of \(f\) are \(x = 3\) and \(x = -5\). A parabola is symmetric about the vertical line halfway between its zeros, so the vertex has \(x = \frac{3 + (-5)}{2} = -1\). Then \(f(-1) = (-1 - 3)(-1 + 5) = (-4)(4) = -16\). The vertex is \((-1, -16)\).</p>
<p>\((-1, -15)\) has the right \(x\)-coordinate but takes the constant term of \(x^2 + 2x - 15\) as the minimum value instead of evaluating \(f(-1)\).</p>
<p>\((0, -15)\) is the \(y\)-intercept of the graph, not its vertex.</p>
<p>\((1, -12)\) uses the wrong sign for the axis of symmetry (\(x = 1\)); \(f(1) = -12\) is not the minimum.</p>`,
    },
    // 06
    {
      id: "pt1-math-m2h-06",
      type: "OE",
      title: "",
      text: String.raw`<p>During a crossing, the amount of fuel in a ferry's tank decreases at a constant rate. The table shows the fuel \(f(t)\), in liters, remaining in the tank \(t\) minutes after the ferry leaves the dock.</p>
<table>
<thead><tr><th scope="col">\(t\) (minutes)</th><th scope="col">\(f(t)\) (liters)</th></tr></thead>
<tbody>
<tr><td>\(10\)</td><td>\(1{,}680\)</td></tr>
<tr><td>\(25\)</td><td>\(1{,}500\)</td></tr>
<tr><td>\(40\)</td><td>\(1{,}320\)</td></tr>
</tbody>
</table>
<p>If the fuel continues to decrease at this rate, how many minutes after the ferry leaves the dock will the tank hold \(600\) liters of fuel?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      tags: ["shape:linear-table-rate-extrapolate"],
      answers: "100",
      explanation: String.raw`<p>The rate of change is \(\frac{1{,}500 - 1{,}680}{25 - 10} = \frac{-180}{15} = -12\) liters per minute (the pair \(t = 25\) and \(t = 40\) gives the same rate). At \(t = 0\) the tank held \(1{,}680 + 12(10) = 1{,}800\) liters, so \(f(t) = 1{,}800 - 12t\). Setting \(1{,}800 - 12t = 600\) gives \(12t = 1{,}200\), so \(t = 100\) minutes.</p>`,
    },
    // 07
    {
      id: "pt1-math-m2h-07",
      type: "SC",
      title: "",
      text: String.raw`<p>An archery target is a circle with radius \(60\) centimeters. Its bullseye is a circle with radius \(12\) centimeters and the same center, as shown.</p>
<svg role="img" aria-label="Two circles with the same center. The large outer circle is the target and has radius 60 centimeters. The small inner circle is the bullseye and has radius 12 centimeters." viewBox="0 0 240 240" width="240" height="240" xmlns="http://www.w3.org/2000/svg">
<circle cx="120" cy="120" r="100" fill="none" stroke="black" stroke-width="2"/>
<circle cx="120" cy="120" r="20" fill="#ddd" stroke="black" stroke-width="2"/>
<circle cx="120" cy="120" r="2.5" fill="black"/>
<line x1="120" y1="120" x2="220" y2="120" stroke="black" stroke-width="1.5"/>
<line x1="120" y1="120" x2="120" y2="100" stroke="black" stroke-width="1.5"/>
<text x="170" y="112" font-size="13" text-anchor="middle">60 cm</text>
<text x="124" y="92" font-size="13" text-anchor="start">12 cm</text>
</svg>
<p>The area of the part of the target outside the bullseye is how many times the area of the bullseye?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "medium",
      tags: ["shape:annulus-area-ratio"],
      choices: [
        { text: String.raw`\(4\)` },
        { text: String.raw`\(5\)` },
        { text: String.raw`\(24\)`, correct: true },
        { text: String.raw`\(25\)` },
      ],
      explanation: String.raw`<p>The whole target has area \(\pi(60)^2 = 3{,}600\pi\) square centimeters and the bullseye has area \(\pi(12)^2 = 144\pi\). The part outside the bullseye has area \(3{,}600\pi - 144\pi = 3{,}456\pi\). Then \(\frac{3{,}456\pi}{144\pi} = 24\).</p>
<p>\(4\) compares lengths instead of areas: the ring is \(60 - 12 = 48\) centimeters wide, which is \(4\) times the bullseye's radius.</p>
<p>\(5\) is the ratio of the radii, \(\frac{60}{12}\), not a ratio of areas.</p>
<p>\(25\) compares the whole target to the bullseye, forgetting to remove the bullseye from the target's area.</p>`,
    },
    // 08
    {
      id: "pt1-math-m2h-08",
      type: "SC",
      title: "",
      text: String.raw`<p>A streaming service sells a basic plan for $8 per month and a premium plan for $15 per month. A company will buy \(b\) basic subscriptions and \(p\) premium subscriptions for its staff. It will spend at most $600 per month on these subscriptions, and it needs at least \(50\) subscriptions in all. Which ordered pair \((b, p)\) meets both conditions?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "medium",
      tags: ["shape:system-of-inequalities-test-points"],
      choices: [
        { text: String.raw`\((20, 30)\)` },
        { text: String.raw`\((10, 40)\)` },
        { text: String.raw`\((30, 20)\)`, correct: true },
        { text: String.raw`\((45, 4)\)` },
      ],
      explanation: String.raw`<p>The conditions are \(8b + 15p \le 600\) and \(b + p \ge 50\). For \((30, 20)\): \(8(30) + 15(20) = 240 + 300 = 540 \le 600\), and \(30 + 20 = 50 \ge 50\). Both hold.</p>
<p>\((10, 40)\) gives \(50\) subscriptions, but costs \(80 + 600 = 680\) dollars, more than \(600\).</p>
<p>\((20, 30)\) gives \(50\) subscriptions, but costs \(160 + 450 = 610\) dollars, more than \(600\).</p>
<p>\((45, 4)\) costs only \(420\) dollars, but gives \(49\) subscriptions, fewer than \(50\).</p>`,
    },
    // 09
    {
      id: "pt1-math-m2h-09",
      type: "SC",
      title: "",
      text: String.raw`<p>A chemistry lab stores a sample of a radioactive tracer. The mass of the tracer, in milligrams, \(t\) hours after it is first measured is modeled by \(M(t) = 80\left(\frac{1}{2}\right)^{\frac{t}{6}}\). Which of the following is the best interpretation of the number \(6\) in this context?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      tags: ["shape:exponential-model-interpret-period"],
      choices: [
        { text: "The mass of the tracer is halved every 6 hours.", correct: true },
        { text: "The mass of the tracer when it is first measured is 6 milligrams." },
        { text: "The mass of the tracer decreases by 6 milligrams every hour." },
        { text: "The mass of the tracer decreases by one-sixth every hour." },
      ],
      explanation: String.raw`<p>When \(t\) increases by \(6\), the exponent \(\frac{t}{6}\) increases by \(1\), so the mass is multiplied by another factor of \(\frac{1}{2}\). For example, \(M(0) = 80\), \(M(6) = 40\) and \(M(12) = 20\). So the mass is halved every \(6\) hours.</p>
<p>“Decreases by 6 milligrams every hour” describes a linear model; this model is exponential, and it loses \(40\) milligrams in the first \(6\) hours alone.</p>
<p>“Decreases by one-sixth every hour” treats \(6\) as a rate of decay; the hourly factor is \(\left(\frac{1}{2}\right)^{1/6} \approx 0.89\), not \(\frac{5}{6}\).</p>
<p>“First measured is 6 milligrams” confuses \(6\) with the initial value, which is \(M(0) = 80\) milligrams.</p>`,
    },
    // 10
    {
      id: "pt1-math-m2h-10",
      type: "SC",
      title: "",
      text: String.raw`<p>A chemist mixes \(x\) milliliters of a \(12\%\) salt solution with \(300\) milliliters of a \(4\%\) salt solution. The mixture is a \(9\%\) salt solution. What is the value of \(x\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "medium",
      tags: ["shape:mixture-percent-concentration"],
      choices: [
        { text: String.raw`\(125\)` },
        { text: String.raw`\(180\)` },
        { text: String.raw`\(300\)` },
        { text: String.raw`\(500\)`, correct: true },
      ],
      explanation: String.raw`<p>The salt in the two solutions adds up to the salt in the mixture, whose volume is \(x + 300\) milliliters: \(0.12x + 0.04(300) = 0.09(x + 300)\). So \(0.12x + 12 = 0.09x + 27\), then \(0.03x = 15\) and \(x = 500\). Check: \(60 + 12 = 72\) milliliters of salt in \(800\) milliliters is \(9\%\).</p>
<p>\(125\) takes \(9\%\) of only the \(300\) milliliters (\(0.12x + 12 = 27\)), forgetting that the \(12\%\) solution is part of the mixture's volume.</p>
<p>\(180\) applies the balancing ratio the wrong way round (\(300 \cdot \frac{3}{5}\)); that mixture is only \(7\%\) salt.</p>
<p>\(300\) uses equal volumes, which gives a mixture of \(8\%\), the average of \(12\%\) and \(4\%\).</p>`,
    },
    // 11
    {
      id: "pt1-math-m2h-11",
      type: "SC",
      title: "",
      text: String.raw`<p>\((k + 2)x + 6y = 9\)<br>\(4x + 3y = 7\)</p><p>In the system of equations above, \(k\) is a constant. For what value of \(k\) does the system have no solution?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      tags: ["shape:system-no-solution-find-constant"],
      choices: [
        { text: String.raw`\(-2\)` },
        { text: String.raw`\(0\)` },
        { text: String.raw`\(2\)` },
        { text: String.raw`\(6\)`, correct: true },
      ],
      explanation: String.raw`<p>A system of two linear equations has no solution when the lines are parallel and distinct: the coefficients of \(x\) and \(y\) are proportional but the constants are not. The \(y\)-coefficients have ratio \(\frac{6}{3} = 2\), so the \(x\)-coefficients need \(\frac{k + 2}{4} = 2\), giving \(k + 2 = 8\) and \(k = 6\). Then the first equation is \(8x + 6y = 9\), while twice the second is \(8x + 6y = 14\): same left side, different right side, so no solution.</p>
<p>\(-2\) makes the first equation \(6y = 9\), a horizontal line, which crosses the line \(4x + 3y = 7\) at one point.</p>
<p>\(0\) makes the first equation \(2x + 6y = 9\), with slope \(-\frac{1}{3}\), not parallel to the second line (slope \(-\frac{4}{3}\)).</p>
<p>\(2\) makes the \(x\)-coefficients equal (\(4\) and \(4\)) instead of proportional; the slopes \(-\frac{2}{3}\) and \(-\frac{4}{3}\) differ, so there is one solution.</p>`,
    },
    // 12
    {
      id: "pt1-math-m2h-12",
      type: "OE",
      title: "",
      text: String.raw`<p>A solar farm produced \(20\%\) less electricity in 2023 than it did in 2022. In 2024, it produced \(35\%\) more electricity than it did in 2023. The electricity the solar farm produced in 2024 was \(p\%\) greater than the electricity it produced in 2022. What is the value of \(p\)?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "hard",
      tags: ["shape:successive-percent-change"],
      answers: "8",
      explanation: String.raw`<p>Let \(E\) be the 2022 production. Then 2023 production is \(0.80E\), and 2024 production is \(1.35(0.80E) = 1.08E\). Since \(1.08E\) is \(8\%\) more than \(E\), \(p = 8\).</p>
<p>(Adding and subtracting the percents, \(35 - 20 = 15\), is wrong because the \(35\%\) increase is taken of the smaller 2023 amount, not of the 2022 amount.)</p>`,
    },
    // 13
    {
      id: "pt1-math-m2h-13",
      type: "SC",
      title: "",
      text: String.raw`<p>\((ax + 3)(bx - 5) = 12x^2 + cx - 15\)</p><p>The equation above is true for all values of \(x\), where \(a\), \(b\) and \(c\) are constants. If \(a + b = 7\), which of the following could be the value of \(c\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "hard",
      tags: ["shape:poly-product-match-coefficients"],
      choices: [
        { text: String.raw`\(-29\)` },
        { text: String.raw`\(-3\)`, correct: true },
        { text: String.raw`\(3\)` },
        { text: String.raw`\(27\)` },
      ],
      explanation: String.raw`<p>Expand the left side: \(abx^2 - 5ax + 3bx - 15 = abx^2 + (3b - 5a)x - 15\). Matching coefficients gives \(ab = 12\) and \(c = 3b - 5a\). The numbers with sum \(7\) and product \(12\) are the solutions of \(t^2 - 7t + 12 = 0\), which are \(3\) and \(4\). If \(a = 3\) and \(b = 4\), then \(c = 12 - 15 = -3\). (If \(a = 4\) and \(b = 3\), then \(c = 9 - 20 = -11\), which is not among the choices.) So \(c\) could be \(-3\).</p>
<p>\(-29\) makes both middle products negative, \(-5a - 3b\) with \(a = 4\) and \(b = 3\), ignoring that \(3 \cdot bx\) is positive.</p>
<p>\(3\) reverses the signs of the two middle products, computing \(5a - 3b\).</p>
<p>\(27\) adds the two middle products as if both were positive, \(5a + 3b\) with \(a = 3\) and \(b = 4\).</p>`,
    },
    // 14
    {
      id: "pt1-math-m2h-14",
      type: "SC",
      title: "",
      text: String.raw`<p>A streaming service surveyed \(500\) of its subscribers about their plan and the device they use most often to watch. The results are shown in the table.</p>
<table>
<thead><tr><th scope="col">Plan</th><th scope="col">Television</th><th scope="col">Phone</th><th scope="col">Computer</th><th scope="col">Total</th></tr></thead>
<tbody>
<tr><th scope="row">With ads</th><td>\(80\)</td><td>\(130\)</td><td>\(40\)</td><td>\(250\)</td></tr>
<tr><th scope="row">Ad-free</th><td>\(160\)</td><td>\(50\)</td><td>\(40\)</td><td>\(250\)</td></tr>
<tr><th scope="row">Total</th><td>\(240\)</td><td>\(180\)</td><td>\(80\)</td><td>\(500\)</td></tr>
</tbody>
</table>
<p>One of the surveyed subscribers who watch most often on a phone or a computer will be selected at random. What is the probability that the selected subscriber has the ad-free plan?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "probability",
      difficulty: "hard",
      tags: ["shape:two-way-table-probability"],
      choices: [
        { text: String.raw`\(\frac{9}{50}\)` },
        { text: String.raw`\(\frac{5}{18}\)` },
        { text: String.raw`\(\frac{9}{26}\)`, correct: true },
        { text: String.raw`\(\frac{9}{25}\)` },
      ],
      explanation: String.raw`<p>The selection is made only among subscribers who watch most often on a phone or a computer: \(180 + 80 = 260\) people. Of these, \(50 + 40 = 90\) have the ad-free plan. The probability is \(\frac{90}{260} = \frac{9}{26}\).</p>
<p>\(\frac{9}{50}\) divides the \(90\) by all \(500\) subscribers, ignoring the condition on the device.</p>
<p>\(\frac{5}{18}\) uses only the phone users, \(\frac{50}{180}\), leaving out the computer users.</p>
<p>\(\frac{9}{25}\) divides by the \(250\) ad-free subscribers, which answers a different question (the share of ad-free subscribers who use a phone or computer).</p>`,
    },
    // 15
    {
      id: "pt1-math-m2h-15",
      type: "OE",
      title: "",
      text: String.raw`<p>\(2x - 7y = 5\)<br>\(ax + 21y = b\)</p><p>In the system of equations above, \(a\) and \(b\) are constants. If the system has infinitely many solutions, what is the value of \(a + b\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      tags: ["shape:system-infinitely-many-find-sum"],
      answers: "-21",
      explanation: String.raw`<p>A system of two linear equations has infinitely many solutions when one equation is a constant multiple of the other. The \(y\)-coefficients are \(-7\) and \(21\), so the second equation must be \(-3\) times the first: \(-3(2x - 7y) = -3(5)\), that is, \(-6x + 21y = -15\). So \(a = -6\) and \(b = -15\), and \(a + b = -21\).</p>`,
    },
    // 16
    {
      id: "pt1-math-m2h-16",
      type: "SC",
      title: "",
      text: String.raw`<p>In triangle \(ABC\), angle \(C\) is a right angle, \(AB = 51\) and \(BC = 24\). Triangle \(DEF\) is similar to triangle \(ABC\), where vertices \(D\), \(E\) and \(F\) correspond to vertices \(A\), \(B\) and \(C\), respectively, and \(EF = 8\). What is the value of \(\tan D\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "right_triangles_trigonometry",
      difficulty: "hard",
      tags: ["shape:similar-triangles-trig-ratio"],
      choices: [
        { text: String.raw`\(\frac{8}{17}\)` },
        { text: String.raw`\(\frac{8}{15}\)`, correct: true },
        { text: String.raw`\(\frac{15}{17}\)` },
        { text: String.raw`\(\frac{15}{8}\)` },
      ],
      explanation: String.raw`<p>Corresponding angles of similar triangles are congruent, so \(\tan D = \tan A\). In right triangle \(ABC\), \(AC = \sqrt{51^2 - 24^2} = \sqrt{2{,}601 - 576} = \sqrt{2{,}025} = 45\). For angle \(A\), the opposite leg is \(BC = 24\) and the adjacent leg is \(AC = 45\), so \(\tan A = \frac{24}{45} = \frac{8}{15}\). (The same value comes from triangle \(DEF\), whose sides are one-third as long: \(EF = 8\) and \(DF = 15\).) The side \(EF = 8\) does not change the ratio.</p>
<p>\(\frac{8}{17}\) is \(\sin D\) (opposite over hypotenuse), not \(\tan D\).</p>
<p>\(\frac{15}{17}\) is \(\cos D\) (adjacent over hypotenuse).</p>
<p>\(\frac{15}{8}\) is \(\tan E\), the tangent of the other acute angle.</p>`,
    },
    // 17
    {
      id: "pt1-math-m2h-17",
      type: "SC",
      title: "",
      text: String.raw`<p>\(\sqrt{2x + 11} = x - 2\)</p><p>What are all the solutions to the equation above?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      tags: ["shape:radical-equation-extraneous-root"],
      choices: [
        { text: "There are no solutions." },
        { text: String.raw`\(7\) only`, correct: true },
        { text: String.raw`\(-1\) only` },
        { text: String.raw`\(-1\) and \(7\)` },
      ],
      explanation: String.raw`<p>Square both sides: \(2x + 11 = (x - 2)^2 = x^2 - 4x + 4\), so \(x^2 - 6x - 7 = 0\) and \((x - 7)(x + 1) = 0\), giving \(x = 7\) or \(x = -1\). Squaring can add false solutions, so check both in the original equation. For \(x = 7\): \(\sqrt{25} = 5\) and \(7 - 2 = 5\), true. For \(x = -1\): \(\sqrt{9} = 3\) but \(-1 - 2 = -3\), false, because a square root is never negative. The only solution is \(7\).</p>
<p>“\(-1\) only” keeps the extraneous root and drops the real one.</p>
<p>“\(-1\) and \(7\)” lists both roots of the squared equation without checking them in the original equation.</p>
<p>“There are no solutions” is wrong because \(x = 7\) makes both sides equal to \(5\).</p>`,
    },
    // 18
    {
      id: "pt1-math-m2h-18",
      type: "SC",
      title: "",
      text: String.raw`<p>The frequency table shows the scores of the \(11\) arrows an archer shot in one round.</p>
<table>
<thead><tr><th scope="col">Score</th><th scope="col">Frequency</th></tr></thead>
<tbody>
<tr><td>\(10\)</td><td>\(3\)</td></tr>
<tr><td>\(9\)</td><td>\(4\)</td></tr>
<tr><td>\(8\)</td><td>\(2\)</td></tr>
<tr><td>\(7\)</td><td>\(1\)</td></tr>
<tr><td>\(3\)</td><td>\(1\)</td></tr>
</tbody>
</table>
<p>The arrow that scored \(3\) is removed from the data, leaving \(10\) scores. Compared with the original \(11\) scores, which of the following is true of the \(10\) remaining scores?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "hard",
      tags: ["shape:data-remove-outlier-mean-median-sd"],
      choices: [
        { text: "The mean is the same, the median is the same, and the standard deviation is smaller." },
        { text: "The mean is greater, the median is the same, and the standard deviation is greater." },
        { text: "The mean is greater, the median is the same, and the standard deviation is smaller.", correct: true },
        { text: "The mean is greater, the median is greater, and the standard deviation is smaller." },
      ],
      explanation: String.raw`<p><b>Mean:</b> the original sum is \(3(10) + 4(9) + 2(8) + 7 + 3 = 92\), so the mean is \(\frac{92}{11} \approx 8.36\). Without the \(3\), the mean is \(\frac{89}{10} = 8.9\): greater. <b>Median:</b> in order from highest, the \(11\) scores are \(10, 10, 10, 9, 9, 9, 9, 8, 8, 7, 3\); the 6th score is \(9\). The \(10\) remaining scores have 5th and 6th scores \(9\) and \(9\), so the median is still \(9\). <b>Standard deviation:</b> the \(3\) lies far below all the other scores, so removing it leaves data that are much more tightly clustered around their mean; the standard deviation decreases (to roughly half its original value). So the mean is greater, the median is the same, and the standard deviation is smaller.</p>
<p>“The median is greater” is wrong: the middle of the data is \(9\) both before and after the removal.</p>
<p>“The standard deviation is greater” is wrong: removing an outlier reduces the spread.</p>
<p>“The mean is the same” is wrong: removing a value below the mean raises the mean.</p>`,
    },
    // 19
    {
      id: "pt1-math-m2h-19",
      type: "SC",
      title: "",
      text: String.raw`<p>For the linear function \(f\), \(f(-2) = 13\) and \(f(4) = -5\). The function \(g\) is defined by \(g(x) = f(x + 3) - 2\). What is the \(x\)-coordinate of the \(x\)-intercept of the graph of \(y = g(x)\) in the \(xy\)-plane?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "hard",
      tags: ["shape:linear-fn-shift-x-intercept"],
      choices: [
        { text: String.raw`\(-4\)` },
        { text: String.raw`\(-\frac{4}{3}\)`, correct: true },
        { text: String.raw`\(\frac{7}{3}\)` },
        { text: String.raw`\(\frac{14}{3}\)` },
      ],
      explanation: String.raw`<p>The slope of \(f\) is \(\frac{-5 - 13}{4 - (-2)} = \frac{-18}{6} = -3\), and \(f(4) = -5\) gives \(-5 = -3(4) + b\), so \(b = 7\) and \(f(x) = -3x + 7\). Then \(g(x) = -3(x + 3) + 7 - 2 = -3x - 4\). Setting \(g(x) = 0\): \(-3x = 4\), so \(x = -\frac{4}{3}\).</p>
<p>\(-4\) is the \(y\)-intercept of the graph of \(g\), \(g(0) = -4\), not its \(x\)-intercept.</p>
<p>\(\frac{7}{3}\) is the \(x\)-intercept of the graph of \(f\); it ignores the shifts that define \(g\).</p>
<p>\(\frac{14}{3}\) shifts in the wrong direction, using \(f(x - 3) - 2 = -3x + 14\).</p>`,
    },
    // 20
    {
      id: "pt1-math-m2h-20",
      type: "OE",
      title: "",
      text: String.raw`<p>From 2000 to 2010, the population of the town of Merrow Bend increased by the same percentage every year. The town's population was \(15{,}000\) in 2000 and \(21{,}600\) in 2010. What was the town's population in 2005?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      tags: ["shape:exponential-growth-midpoint-value"],
      answers: "18000",
      explanation: String.raw`<p>Growth by the same percentage every year is exponential: \(P(t) = 15{,}000\,r^t\), where \(t\) is the number of years after 2000. From 2010, \(15{,}000\,r^{10} = 21{,}600\), so \(r^{10} = 1.44\). The population in 2005 is \(15{,}000\,r^5\), and \(r^5 = \sqrt{r^{10}} = \sqrt{1.44} = 1.2\) (take the positive root, since \(r > 0\)). So \(P(5) = 15{,}000(1.2) = 18{,}000\).</p>
<p>(Averaging the two populations, \(18{,}300\), would assume the population grew by the same number of people each year, which is linear growth, not growth by the same percentage.)</p>`,
    },
    // 21
    {
      id: "pt1-math-m2h-21",
      type: "SC",
      title: "",
      text: String.raw`<p>An engineer models the circular orbit of a satellite in the \(xy\)-plane with the equation \(2x^2 + 2y^2 - 32x + 24y = 250\), where each unit is \(1{,}000\) kilometers. What are the center and the radius of this circle?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      tags: ["shape:circle-scaled-form-center-radius"],
      choices: [
        { text: String.raw`Center \((8, -6)\), radius \(15\)`, correct: true },
        { text: String.raw`Center \((8, -6)\), radius \(\sqrt{125}\)` },
        { text: String.raw`Center \((-8, 6)\), radius \(15\)` },
        { text: String.raw`Center \((8, -6)\), radius \(225\)` },
      ],
      explanation: String.raw`<p>Divide every term by \(2\): \(x^2 + y^2 - 16x + 12y = 125\). Complete the square in each variable: \(x^2 - 16x + 64\) and \(y^2 + 12y + 36\), adding \(64 + 36\) to the right side as well: \((x - 8)^2 + (y + 6)^2 = 125 + 64 + 36 = 225\). A circle \((x - h)^2 + (y - k)^2 = r^2\) has center \((h, k)\) and radius \(r\), so the center is \((8, -6)\) and the radius is \(\sqrt{225} = 15\).</p>
<p>Center \((-8, 6)\) takes the signs inside \((x - 8)\) and \((y + 6)\) as the coordinates instead of their opposites.</p>
<p>Radius \(\sqrt{125}\) forgets to add \(64\) and \(36\) to the right side when completing the squares.</p>
<p>Radius \(225\) is \(r^2\); the radius is its square root.</p>`,
    },
    // 22
    {
      id: "pt1-math-m2h-22",
      type: "OE",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, the parabola \(y = x^2 - 6x + 11\) and the line \(y = 2x + c\), where \(c\) is a constant, intersect at exactly one point. What is the value of \(c\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      tags: ["shape:parabola-line-one-intersection"],
      answers: "-5",
      explanation: String.raw`<p>At an intersection, \(x^2 - 6x + 11 = 2x + c\), so \(x^2 - 8x + (11 - c) = 0\). The graphs meet at exactly one point when this quadratic has exactly one real solution, that is, when its discriminant is \(0\): \((-8)^2 - 4(1)(11 - c) = 0\). Then \(64 - 44 + 4c = 0\), so \(20 + 4c = 0\) and \(c = -5\). Check: \(x^2 - 8x + 16 = (x - 4)^2 = 0\) gives the single point \((4, 3)\), which lies on both graphs.</p>`,
    },
  ],
};

export default module;
