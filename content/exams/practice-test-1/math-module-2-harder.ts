import type { z } from "zod";
import { circle, dotPlot, drawing, plane, point, text, thin } from "../../figures";
import type { ModuleSchema } from "../../schema";

/** pt1-math-m2h-05's choices: a parabola in the xy-plane (content/figures). */
const parabola = (id: string, desc: string, f: (x: number) => number) =>
  plane({
    id: `pt1-math-m2h-05-${id}`,
    title: "A parabola in the xy-plane",
    desc,
    x: { min: -7, max: 7, labelEvery: 2 },
    y: { min: -18, max: 10, step: 2, labelEvery: 4 },
    unit: 12,
    graphs: [{ f }],
  });

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
    // 03
    {
      id: "pt1-math-m2h-03",
      type: "OE",
      title: "",
      text: String.raw`<p>A weather satellite completes one full orbit of Earth every \(1\) hour \(36\) minutes. At this rate, how many full orbits does the satellite complete in \(5\) days?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:unit-rate-time-conversion-count"],
      answers: "75",
      explanation: String.raw`<p>Put both times in minutes. One orbit takes \(1\) hour \(36\) minutes, which is \(60 + 36 = 96\) minutes. Five days is \(5 \times 24 \times 60 = 7{,}200\) minutes. Divide: \(\frac{7{,}200}{96} = 75\). The satellite completes \(75\) full orbits.</p>
<p>A common error is to read \(1\) hour \(36\) minutes as \(1.36\) hours, which gives about \(88\) orbits, or to convert only the days, dividing \(7{,}200\) by \(136\).</p>`,
    },
    // 05
    {
      id: "pt1-math-m2h-05",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = (x - 3)(x + 5)\). Which of the following is the graph of \(y = f(x)\) in the \(xy\)-plane?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:parabola-graph-from-factored-form"],
      choices: [
        {
          text: parabola(
            "down",
            "An xy-plane with x from negative 7 to 7 and y from negative 18 to 10. A parabola opening downward crosses the x-axis at (negative 5, 0) and (3, 0), crosses the y-axis at (0, 7.5) and has its highest point at (negative 1, 8).",
            (x) => -0.5 * (x - 3) * (x + 5),
          ),
        },
        {
          text: parabola(
            "swap",
            "An xy-plane with x from negative 7 to 7 and y from negative 18 to 10. A parabola opening upward crosses the x-axis at (negative 3, 0) and (5, 0), crosses the y-axis at (0, negative 15) and has its lowest point at (1, negative 16).",
            (x) => (x + 3) * (x - 5),
          ),
        },
        {
          text: parabola(
            "key",
            "An xy-plane with x from negative 7 to 7 and y from negative 18 to 10. A parabola opening upward crosses the x-axis at (negative 5, 0) and (3, 0), crosses the y-axis at (0, negative 15) and has its lowest point at (negative 1, negative 16).",
            (x) => (x - 3) * (x + 5),
          ),
          correct: true,
        },
        {
          text: parabola(
            "half",
            "An xy-plane with x from negative 7 to 7 and y from negative 18 to 10. A parabola opening upward crosses the x-axis at (negative 5, 0) and (3, 0), crosses the y-axis at (0, negative 7.5) and has its lowest point at (negative 1, negative 8).",
            (x) => 0.5 * (x - 3) * (x + 5),
          ),
        },
      ],
      explanation: String.raw`<p>The zeros of \(f\) are \(x = 3\) and \(x = -5\). A parabola is symmetric about the vertical line halfway between its zeros, so the vertex has \(x = \frac{3 + (-5)}{2} = -1\). Then \(f(-1) = (-1 - 3)(-1 + 5) = (-4)(4) = -16\). The vertex is \((-1, -16)\). The leading coefficient of \(f(x) = x^2 + 2x - 15\) is positive, so the parabola opens upward, and it crosses the \(y\)-axis at \(f(0) = -15\). The graph is the upward parabola through \((-5, 0)\), \((3, 0)\) and \((0, -15)\) with its lowest point at \((-1, -16)\).</p>
<ul>
<li>The upward parabola through \((-3, 0)\) and \((5, 0)\) takes the zeros with the wrong signs: it is the graph of \((x + 3)(x - 5)\), whose vertex is \((1, -16)\).</li>
<li>The upward parabola with lowest point \((-1, -8)\) has the right zeros and axis but crosses the \(y\)-axis at \(-7.5\): it is \(\frac{1}{2}(x - 3)(x + 5)\), and zeros alone do not fix the parabola.</li>
<li>The downward parabola through \((-5, 0)\) and \((3, 0)\) has the right zeros but opens the wrong way: \(f(-1) = -16\) is negative, so the vertex lies below the \(x\)-axis.</li>
</ul>`,
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
      rating: 4,
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
${drawing({ id: "pt1-math-m2h-07-figure", title: "A circular target and its bullseye", desc: "Two circles with the same center. The large outer circle is the target and has radius 60 centimeters. The small inner circle is the bullseye and has radius 12 centimeters." }, 240, 240, circle([120, 120], 100) + circle([120, 120], 20, "#ddd") + point([120, 120]) + thin([120, 120], [220, 120]) + thin([120, 120], [120, 100]) + text([170, 112], "60 cm", { size: 13 }) + text([124, 92], "12 cm", { size: 13, anchor: "start" }))}
<p>The area of the part of the target outside the bullseye is how many times the area of the bullseye?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:annulus-area-ratio"],
      choices: [{ text: String.raw`\(4\)` }, { text: String.raw`\(5\)` }, { text: String.raw`\(24\)`, correct: true }, { text: String.raw`\(25\)` }],
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
      rating: 3,
      tags: ["shape:system-of-inequalities-test-points"],
      choices: [
        { text: String.raw`\((45, 4)\)` },
        { text: String.raw`\((20, 30)\)` },
        { text: String.raw`\((30, 20)\)`, correct: true },
        { text: String.raw`\((10, 40)\)` },
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
      rating: 4,
      tags: ["shape:exponential-model-interpret-period"],
      choices: [
        { text: "The mass of the tracer is halved every 6 hours.", correct: true },
        { text: "The mass of the tracer decreases by 6 milligrams every hour." },
        { text: "The mass of the tracer when it is first measured is 6 milligrams." },
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
      rating: 4,
      tags: ["shape:mixture-percent-concentration"],
      choices: [{ text: String.raw`\(125\)` }, { text: String.raw`\(180\)` }, { text: String.raw`\(500\)`, correct: true }, { text: String.raw`\(800\)` }],
      explanation: String.raw`<p>The salt in the two solutions adds up to the salt in the mixture, whose volume is \(x + 300\) milliliters: \(0.12x + 0.04(300) = 0.09(x + 300)\). So \(0.12x + 12 = 0.09x + 27\), then \(0.03x = 15\) and \(x = 500\). Check: \(60 + 12 = 72\) milliliters of salt in \(800\) milliliters is \(9\%\).</p>
<p>\(125\) takes \(9\%\) of only the \(300\) milliliters (\(0.12x + 12 = 27\)), forgetting that the \(12\%\) solution is part of the mixture's volume.</p>
<p>\(180\) applies the balancing ratio the wrong way round (\(300 \cdot \frac{3}{5}\)); that mixture is only \(7\%\) salt.</p>
<p>\(800\) builds the balancing ratio from the wrong distances, \(300 \cdot \frac{12 - 4}{12 - 9}\); \(800\) is the volume of the whole mixture, not of the \(12\%\) solution.</p>`,
    },
    // 11
    {
      id: "pt1-math-m2h-11",
      type: "SC",
      title: "",
      text: String.raw`<p>A phone company offers two monthly plans. Plan A costs \(\$18\) per month plus \(\$0.10\) per minute of calls. Plan B costs \(\$6\) per month plus \(\$0.25\) per minute of calls. For how many minutes of calls in a month do the two plans cost the same?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:system-cost-plans-break-even"],
      choices: [{ text: String.raw`\(48\)` }, { text: String.raw`\(80\)`, correct: true }, { text: String.raw`\(120\)` }, { text: String.raw`\(160\)` }],
      explanation: String.raw`<p>For \(m\) minutes, plan A costs \(C = 18 + 0.10m\) and plan B costs \(C = 6 + 0.25m\). The costs are equal where the two lines meet: \(18 + 0.10m = 6 + 0.25m\), so \(12 = 0.15m\) and \(m = 80\). Check: both plans cost \(\$26\) for \(80\) minutes.</p>
<ul>
<li>\(48\) divides the \(\$12\) difference in monthly fees by plan B's rate alone, \(\frac{12}{0.25}\), ignoring that plan A also charges per minute.</li>
<li>\(120\) divides the \(\$12\) difference by plan A's rate alone, \(\frac{12}{0.10}\).</li>
<li>\(160\) adds the monthly fees instead of subtracting them, \(\frac{18 + 6}{0.15}\).</li>
</ul>`,
    },
    // 01
    {
      id: "pt1-math-m2h-01",
      type: "SC",
      title: "",
      text: String.raw`<p>\(ax + 3 = 2x + a\)</p><p>In the given equation, \(a\) is a constant greater than \(2\). What is the solution to the equation in terms of \(a\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:literal-coef-solve-for-x"],
      choices: [
        { text: String.raw`\(x = \dfrac{a - 3}{a - 2}\)`, correct: true },
        { text: String.raw`\(x = \dfrac{a - 3}{a + 2}\)` },
        { text: String.raw`\(x = \dfrac{a + 3}{a - 2}\)` },
        { text: String.raw`\(x = \dfrac{3 - a}{a - 2}\)` },
      ],
      explanation: String.raw`<p>Collect the \(x\)-terms on one side and the constants on the other: \(ax - 2x = a - 3\). Factor out \(x\): \((a - 2)x = a - 3\). Because \(a \gt 2\), the factor \(a - 2\) is not zero, so divide by it: \(x = \frac{a - 3}{a - 2}\). Check with \(a = 4\): \(4x + 3 = 2x + 4\) gives \(x = \frac{1}{2}\), and \(\frac{4 - 3}{4 - 2} = \frac{1}{2}\).</p>
<ul>
<li>\(x = \frac{a - 3}{a + 2}\) adds \(2x\) to both sides instead of subtracting it, which gives the factor \(a + 2\).</li>
<li>\(x = \frac{a + 3}{a - 2}\) moves the \(3\) to the right side without changing its sign.</li>
<li>\(x = \frac{3 - a}{a - 2}\) subtracts in the wrong order on the right side, writing \(3 - a\) for \(a - 3\).</li>
</ul>`,
    },
    // 02
    {
      id: "pt1-math-m2h-02",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \((x + 2)^3 - (x - 2)^3\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:difference-of-binomial-cubes"],
      choices: [{ text: String.raw`\(12x^2 + 16\)`, correct: true }, { text: String.raw`\(24x\)` }, { text: String.raw`\(16\)` }, { text: String.raw`\(64\)` }],
      explanation: String.raw`<p>Expand each cube with \((p + q)^3 = p^3 + 3p^2q + 3pq^2 + q^3\): \((x + 2)^3 = x^3 + 6x^2 + 12x + 8\) and \((x - 2)^3 = x^3 - 6x^2 + 12x - 8\). Subtracting, the \(x^3\) and \(12x\) terms cancel and the others double: \(12x^2 + 16\). Check at \(x = 1\): \(27 - (-1) = 28\), and \(12 + 16 = 28\).</p>
<ul>
<li>\(24x\) subtracts only the first term of the second expansion: \(x^3 + 6x^2 + 12x + 8 - x^3 - 6x^2 + 12x - 8\).</li>
<li>\(16\) cubes each term separately, as if \((x + 2)^3\) were \(x^3 + 8\) and \((x - 2)^3\) were \(x^3 - 8\).</li>
<li>\(64\) treats the difference of the cubes as the cube of the difference: \(\left((x + 2) - (x - 2)\right)^3 = 4^3\).</li>
</ul>`,
    },
    // 04
    {
      id: "pt1-math-m2h-04",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, a line passes through the points \((-4, 1)\) and \((6, -3)\). The point \((a, a)\), where \(a\) is a constant, also lies on the line. What is the value of \(a\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:line-point-equal-coordinates"],
      choices: [
        { text: String.raw`\(-\frac{18}{7}\)` },
        { text: String.raw`\(-\frac{3}{7}\)`, correct: true },
        { text: String.raw`\(\frac{3}{7}\)` },
        { text: String.raw`\(\frac{13}{7}\)` },
      ],
      explanation: String.raw`<p>The slope is \(\frac{-3 - 1}{6 - (-4)} = \frac{-4}{10} = -\frac{2}{5}\), so the line is \(y - 1 = -\frac{2}{5}(x + 4)\). The point \((a, a)\) lies on it, so \(a - 1 = -\frac{2}{5}(a + 4)\). Multiply by \(5\): \(5a - 5 = -2a - 8\), so \(7a = -3\) and \(a = -\frac{3}{7}\). Check with the other point: the slope from \((6, -3)\) to \(\left(-\frac{3}{7}, -\frac{3}{7}\right)\) is \(\frac{-\frac{3}{7} + 3}{-\frac{3}{7} - 6} = \frac{18/7}{-45/7} = -\frac{2}{5}\).</p>
<ul>
<li>\(-\frac{18}{7}\) uses the slope upside down, \(-\frac{5}{2}\) (run over rise).</li>
<li>\(\frac{3}{7}\) loses the sign at the last step, solving \(7a = 3\).</li>
<li>\(\frac{13}{7}\) writes the point-slope form with \(x - 4\) instead of \(x + 4\), using \((4, 1)\) instead of \((-4, 1)\).</li>
</ul>`,
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
      rating: 5,
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
      text: String.raw`<p>Which expression is equivalent to \((x + 3)(x - 3)(x^2 + 9)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:product-of-conjugates-chain"],
      choices: [
        { text: String.raw`\(x^4 - 18x^2 + 81\)` },
        { text: String.raw`\(x^4 - 81\)`, correct: true },
        { text: String.raw`\(x^4 + 18x^2 + 81\)` },
        { text: String.raw`\(x^4 + 81\)` },
      ],
      explanation: String.raw`<p>Multiply the conjugates first: \((x + 3)(x - 3) = x^2 - 9\). That result and \(x^2 + 9\) are conjugates too: \((x^2 - 9)(x^2 + 9) = (x^2)^2 - 9^2 = x^4 - 81\).</p>
<ul>
<li>\(x^4 + 81\) gets the sign of the last product wrong: \(-9 \cdot 9 = -81\).</li>
<li>\(x^4 - 18x^2 + 81\) is \((x^2 - 9)^2\): it multiplies \(x^2 - 9\) by itself instead of by \(x^2 + 9\).</li>
<li>\(x^4 + 18x^2 + 81\) is \((x^2 + 9)^2\): it takes \((x + 3)(x - 3)\) to be \(x^2 + 9\) instead of \(x^2 - 9\).</li>
</ul>`,
    },
    // 14
    {
      id: "pt1-math-m2h-14",
      type: "SC",
      title: "",
      text: String.raw`<p>At a high school, \(60\%\) of the students take a bus to school. Of the students who take a bus, \(25\%\) arrive more than \(15\) minutes before classes begin; of the students who do not take a bus, \(40\%\) arrive more than \(15\) minutes before classes begin. If a student who arrived more than \(15\) minutes before classes began is selected at random, what is the probability that the student took a bus?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "probability",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:conditional-probability-from-rates"],
      choices: [
        { text: String.raw`\(\frac{3}{20}\)` },
        { text: String.raw`\(\frac{1}{4}\)` },
        { text: String.raw`\(\frac{15}{31}\)`, correct: true },
        { text: String.raw`\(\frac{3}{5}\)` },
      ],
      explanation: String.raw`<p>Imagine \(1{,}000\) students. \(600\) take a bus, and \(25\%\) of them, \(150\), arrive early. \(400\) do not, and \(40\%\) of them, \(160\), arrive early. So \(150 + 160 = 310\) students arrive early, and \(150\) of those took a bus. The probability is \(\frac{150}{310} = \frac{15}{31}\).</p>
<ul>
<li>\(\frac{3}{20}\) is the probability that a student takes a bus <em>and</em> arrives early (\(\frac{150}{1{,}000}\)), out of all students rather than out of the early arrivals.</li>
<li>\(\frac{1}{4}\) is the probability of arriving early given that a student takes a bus: the condition is reversed.</li>
<li>\(\frac{3}{5}\) is the share of all students who take a bus; it ignores the information about who arrived early.</li>
</ul>`,
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
      rating: 5,
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
      rating: 5,
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
      text: String.raw`<p>\(|2x - 5| = x + 1\)</p><p>What are all the solutions to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:abs-value-eq-variable-both-sides"],
      choices: [
        { text: String.raw`\(\frac{4}{3}\) and \(6\)`, correct: true },
        { text: String.raw`\(-4\) and \(6\)` },
        { text: String.raw`\(6\) only` },
        { text: String.raw`\(2\) and \(6\)` },
      ],
      explanation: String.raw`<p>An absolute value equals \(x + 1\) when the inside is \(x + 1\) or \(-(x + 1)\). Case 1: \(2x - 5 = x + 1\), so \(x = 6\). Case 2: \(2x - 5 = -(x + 1) = -x - 1\), so \(3x = 4\) and \(x = \frac{4}{3}\). Both make \(x + 1\) positive, so both check: \(|7| = 7\) and \(\left|-\frac{7}{3}\right| = \frac{7}{3}\).</p>
<ul>
<li>\(6\) only solves the first case and misses the case in which \(2x - 5\) is negative.</li>
<li>\(2\) and \(6\) writes \(-(x + 1)\) as \(-x + 1\), negating only the \(x\); at \(x = 2\), \(|2(2) - 5| = 1\) but \(x + 1 = 3\).</li>
<li>\(-4\) and \(6\) negates only the \(5\) in the second case (\(2x + 5 = x + 1\)); at \(x = -4\), \(x + 1 = -3\), and an absolute value cannot equal a negative number.</li>
</ul>`,
    },
    // 18
    {
      id: "pt1-math-m2h-18",
      type: "SC",
      title: "",
      text: String.raw`<p>The dot plot shows the scores of the \(11\) arrows an archer shot in one round.</p>
${dotPlot({
  id: "pt1-math-m2h-18-plot",
  title: "Scores of 11 arrows",
  desc: "Dot plot on a number line labeled Score, from 0 to 10. Each dot is one arrow: 1 dot at 3, 1 dot at 7, 2 dots at 8, 4 dots at 9 and 3 dots at 10. There are no dots at 0, 1, 2, 4, 5 or 6.",
  x: { label: "Score", min: 0, max: 10, step: 1 },
  values: [3, 7, 8, 8, 9, 9, 9, 9, 10, 10, 10],
})}
<p>The arrow that scored \(3\) is removed from the data, leaving \(10\) scores. Compared with the original \(11\) scores, which of the following is true of the \(10\) remaining scores?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:data-remove-outlier-mean-median-sd"],
      choices: [
        { text: "The mean is the same, the median is the same, and the standard deviation is smaller." },
        { text: "The mean is greater, the median is greater, and the standard deviation is smaller." },
        { text: "The mean is greater, the median is the same, and the standard deviation is smaller.", correct: true },
        { text: "The mean is greater, the median is the same, and the standard deviation is greater." },
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
      rating: 6,
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
      rating: 6,
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
      rating: 6,
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
      text: String.raw`<p>\(3x^2 - 12x + c = 0\)</p><p>In the given equation, \(c\) is a constant. The equation has two solutions, and one solution is \(3\) times the other. What is the value of \(c\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:quadratic-roots-ratio-find-c"],
      answers: "9",
      explanation: String.raw`<p>For \(ax^2 + bx + c = 0\), the solutions add to \(-\frac{b}{a}\) and multiply to \(\frac{c}{a}\). Here the sum is \(\frac{12}{3} = 4\). Call the solutions \(s\) and \(3s\): \(s + 3s = 4\), so \(s = 1\) and the solutions are \(1\) and \(3\). Their product is \(3 = \frac{c}{3}\), so \(c = 9\). Check: \(3x^2 - 12x + 9 = 3(x - 1)(x - 3)\).</p>
<p>A common error is to set the product of the solutions equal to \(c\) itself, which gives \(3\), or to use \(12\) as the sum of the solutions, which gives \(s = 3\) and \(c = 81\).</p>`,
    },
  ],
};

export default module;
