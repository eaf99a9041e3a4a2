import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { circle, dotPlot, drawing, lineGraph, plane, point, polygon, scatterPlot, text } from "../../figures";
import type { ModuleSchema } from "../../schema";

/** pt4-math-m1-09's choices: the graph of an exponential function in the xy-plane (content/figures). */
const expChoice = (id: string, desc: string, f: (x: number) => number) =>
  plane({ id: `pt4-math-m1-09-${id}`, title: "A curve in the xy-plane", desc, x: { min: -6, max: 6 }, y: { min: -6, max: 6 }, unit: 16, graphs: [{ f }] });

const module: z.input<typeof ModuleSchema> = {
  id: "pt4-math-m1",
  name: "Section 2, Module 1: Math",
  test: "math",
  module: 1,
  variant: "standard",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — easy, algebra, linear functions (the meaning of a marked point on a graph in context)
    {
      id: "pt4-math-m1-01",
      type: "SC",
      title: "",
      text: String.raw`${lineGraph({
        id: "pt4-math-m1-01-plot",
        title: "Money in Dana's savings account",
        desc: "Line graph. Horizontal axis: time since the account was opened, in weeks, from 0 to 10, gridlines every 1 week. Vertical axis: amount in the account, in dollars, from 0 to 240, gridlines every 20 dollars, numbered every 40. A straight line starts at (0, 60) and rises steadily to (10, 210); the point (6, 150) on the line is marked with a dot.",
        x: { label: "Time (weeks)", min: 0, max: 10, step: 1 },
        y: { label: "Amount (dollars)", min: 0, max: 240, step: 20, labelEvery: 40 },
        series: [
          {
            points: [
              [0, 60],
              [10, 210],
            ],
            marks: false,
          },
          { points: [[6, 150]], line: false },
        ],
      })}
<p>The graph shows the amount of money \(A\), in dollars, in Dana's savings account \(w\) weeks after she opened it. What is the best interpretation of the marked point \((6, 150)\) in this context?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:context-line-graph-interpret-point"],
      choices: [
        { text: String.raw`The amount in the account grew by \(\$150\) every \(6\) weeks.` },
        { text: String.raw`\(150\) weeks after Dana opened the account, it held \(\$6\).` },
        { text: String.raw`\(6\) weeks after Dana opened the account, it held \(\$150\).`, correct: true },
        { text: String.raw`In its first \(6\) weeks, the account grew by \(\$150\) in all.` },
      ],
      explanation: String.raw`<p>On this graph the first coordinate is the time \(w\), in weeks, and the second is the amount \(A\), in dollars. So the point \((6, 150)\) means that when \(w = 6\), \(A = 150\): \(6\) weeks after Dana opened the account, it held \(\$150\). Check on the graph: above \(6\) on the time axis, the line is at \(150\) on the amount axis.</p>
<ul>
<li>"\(150\) weeks after Dana opened the account, it held \(\$6\)" swaps the coordinates; time is on the horizontal axis.</li>
<li>"Grew by \(\$150\) every \(6\) weeks" reads the point as a rate; the line rises \(\$15\) per week, which is \(\$90\) every \(6\) weeks.</li>
<li>"In its first \(6\) weeks, the account grew by \(\$150\)" takes the amount as the growth since the start; the account began with \(\$60\), so it grew by \(\$90\).</li>
</ul>`,
    },
    // 02 — easy, advanced math, equivalent expressions (product of two binomials)
    {
      id: "pt4-math-m1-02",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \((2x + 3)(x - 4)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:expand-product-of-two-binomials"],
      choices: [
        { text: String.raw`\(2x^2 - 5x - 12\)`, correct: true },
        { text: String.raw`\(2x^2 + 5x - 12\)` },
        { text: String.raw`\(2x^2 - 12\)` },
        { text: String.raw`\(2x^2 - 11x - 12\)` },
      ],
      explanation: String.raw`<p>Multiply each term of the first binomial by each term of the second: \(2x \cdot x + 2x(-4) + 3 \cdot x + 3(-4) = 2x^2 - 8x + 3x - 12 = 2x^2 - 5x - 12\). Check with \(x = 1\): \((5)(-3) = -15\) and \(2 - 5 - 12 = -15\).</p>
<ul>
<li>\(2x^2 - 12\) multiplies only the first terms and the last terms and leaves out the two middle products.</li>
<li>\(2x^2 + 5x - 12\) combines the middle terms with the wrong sign, as \(8x - 3x\).</li>
<li>\(2x^2 - 11x - 12\) adds \(-8x\) and \(-3x\), taking \(3 \cdot x\) as \(-3x\).</li>
</ul>`,
    },
    // 03 — easy, algebra, systems of linear equations (the solution read from two graphed lines)
    {
      id: "pt4-math-m1-03",
      type: "SC",
      title: "",
      text: String.raw`<p>\(y = 2x + 1\)<br>\(y = -x + 7\)</p>
${plane({
  id: "pt4-math-m1-03-graph",
  title: "Two lines in the xy-plane",
  desc: "An xy-plane with x and y from negative 8 to 8, gridlines every 1 unit. A rising line crosses the y-axis at (0, 1); a falling line crosses the y-axis at (0, 7). The two lines cross at the marked point (2, 5).",
  x: { min: -8, max: 8 },
  y: { min: -8, max: 8 },
  graphs: [{ line: { slope: 2, intercept: 1 } }, { line: { slope: -1, intercept: 7 } }],
  points: [{ at: [2, 5] }],
})}
<p>The graphs of the equations in the given system are shown. What is the solution \((x, y)\) to the system?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:system-solution-read-from-graph"],
      choices: [
        { text: String.raw`\((0, 1)\)` },
        { text: String.raw`\((2, 5)\)`, correct: true },
        { text: String.raw`\((5, 2)\)` },
        { text: String.raw`\((0, 7)\)` },
      ],
      explanation: String.raw`<p>The solution of a system is the point that lies on both lines: the point where the graphs cross, \((2, 5)\). Check it in both equations: \(2(2) + 1 = 5\) and \(-2 + 7 = 5\).</p>
<ul>
<li>\((5, 2)\) swaps the coordinates; it is on neither line (\(2(5) + 1 = 11\)).</li>
<li>\((0, 7)\) is the \(y\)-intercept of the falling line only; it is not on the line \(y = 2x + 1\).</li>
<li>\((0, 1)\) is the \(y\)-intercept of the rising line only; it is not on the line \(y = -x + 7\).</li>
</ul>`,
    },
    // 04 — easy, PSDA, one-variable data (mean from a dot plot) (OE)
    {
      id: "pt4-math-m1-04",
      type: "OE",
      title: "",
      text: String.raw`${dotPlot({
        id: "pt4-math-m1-04-plot",
        title: "Dot plot of books read over the summer",
        desc: "Dot plot on a number line labeled Number of books, from 0 to 8. Each dot is one student. There are 2 dots at 1, 3 dots at 2, 4 dots at 3, 3 dots at 4, 1 dot at 5 and 2 dots at 7: 15 dots in all.",
        x: { label: "Number of books", min: 0, max: 8, step: 1 },
        values: [1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 7, 7],
      })}
<p>The dot plot shows the number of books each student in a reading club read over the summer. What is the mean number of books read per student?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:dotplot-mean-of-counts"],
      answers: "3.4|||17/5",
      explanation: String.raw`<p>Each dot is one student, so there are \(2 + 3 + 4 + 3 + 1 + 2 = 15\) students. The total number of books is \(2(1) + 3(2) + 4(3) + 3(4) + 1(5) + 2(7) = 2 + 6 + 12 + 12 + 5 + 14 = 51\). The mean is \(\frac{51}{15} = 3.4\). Check: \(15 \cdot 3.4 = 51\).</p>
<p>Common slips: \(3\) is the median (the 8th of the 15 values), not the mean; \(3.6667\) averages the six different values \(1, 2, 3, 4, 5, 7\) without counting the dots; \(2.5\) divides the \(15\) students by the \(6\) values.</p>`,
    },
    // 05 — easy, advanced math, nonlinear functions (evaluating a function with an absolute value)
    {
      id: "pt4-math-m1-05",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(h\) is defined by \(h(x) = 4 - |x - 6|\). What is the value of \(h(1)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:abs-value-fn-evaluate"],
      choices: [{ text: String.raw`\(-3\)` }, { text: String.raw`\(-1\)`, correct: true }, { text: String.raw`\(5\)` }, { text: String.raw`\(9\)` }],
      explanation: String.raw`<p>Substitute \(1\) for \(x\): \(h(1) = 4 - |1 - 6| = 4 - |-5| = 4 - 5 = -1\). The absolute value of \(-5\) is \(5\), and it is subtracted from \(4\).</p>
<ul>
<li>\(9\) drops the absolute value and subtracts \(-5\): \(4 - (-5) = 9\).</li>
<li>\(5\) is the value of \(|1 - 6|\) alone; the \(4 -\) in front of it is left out.</li>
<li>\(-3\) drops the bars and subtracts only the \(1\), computing \(4 - 1 - 6\); the whole quantity \(|1 - 6| = 5\) is subtracted.</li>
</ul>`,
    },
    // 06 — easy, geometry, area and volume (a cube's volume from its surface area) (OE)
    {
      id: "pt4-math-m1-06",
      type: "OE",
      title: "",
      text: String.raw`<p>The total surface area of a cube is \(150\) square inches. What is the volume of the cube, in cubic inches?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:cube-volume-from-surface-area"],
      answers: "125",
      explanation: String.raw`<p>A cube has \(6\) congruent square faces, so each face has area \(\frac{150}{6} = 25\) square inches and each edge is \(\sqrt{25} = 5\) inches. The volume is \(5^3 = 125\) cubic inches. Check: \(6 \cdot 5^2 = 150\).</p>
<p>Common slips: \(25\) is the area of one face; \(5\) is the length of an edge; treating \(150\) as the area of one face gives an edge of \(\sqrt{150}\) and a volume near \(1{,}837\).</p>`,
    },
    // 07 — easy, PSDA, ratios, rates and units (a map scale)
    {
      id: "pt4-math-m1-07",
      type: "SC",
      title: "",
      text: String.raw`<p>On a map, \(1\) centimeter represents \(15\) kilometers. Two towns are \(8.4\) centimeters apart on the map. What is the actual distance between the towns, in kilometers?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:map-scale-distance"],
      choices: [{ text: String.raw`\(0.56\)` }, { text: String.raw`\(12.6\)` }, { text: String.raw`\(23.4\)` }, { text: String.raw`\(126\)`, correct: true }],
      explanation: String.raw`<p>Each centimeter on the map stands for \(15\) kilometers, so \(8.4\) centimeters stand for \(8.4 \cdot 15 = 126\) kilometers. Check: \(\frac{126}{15} = 8.4\).</p>
<ul>
<li>\(0.56\) divides \(8.4\) by \(15\) instead of multiplying.</li>
<li>\(12.6\) misplaces the decimal point in the product \(126\).</li>
<li>\(23.4\) adds \(8.4\) and \(15\) instead of multiplying them.</li>
</ul>`,
    },
    // 08 — medium, algebra, linear equations in one variable (how many solutions: an identity)
    {
      id: "pt4-math-m1-08",
      type: "SC",
      title: "",
      text: String.raw`<p>\(3(2x - 5) - 4x = 2(x - 7) - 1\)</p>
<p>How many solutions does the given equation have?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:count-solutions-linear-identity"],
      choices: [{ text: "Zero" }, { text: "Exactly two" }, { text: "Infinitely many", correct: true }, { text: "Exactly one" }],
      explanation: String.raw`<p>Simplify each side. Left: \(6x - 15 - 4x = 2x - 15\). Right: \(2x - 14 - 1 = 2x - 15\). The two sides are the same expression, so the equation is true for every value of \(x\): it has infinitely many solutions. Check with \(x = 0\): \(-15 = -15\); with \(x = 10\): \(5 = 5\).</p>
<ul>
<li>Zero follows from a slip on the right side, such as \(2(x - 7) - 1 = 2x - 13\); then \(-15 = -13\) would be false for every \(x\).</li>
<li>Exactly one assumes that an equation with \(x\)-terms of different coefficients (\(6x\) and \(2x\) before simplifying) has a single solution, without combining like terms.</li>
<li>Exactly two is not possible for a linear equation: it has zero, one or infinitely many solutions.</li>
</ul>`,
    },
    // 09 — medium, advanced math, nonlinear functions (which graph is a shifted exponential; figure choices)
    {
      id: "pt4-math-m1-09",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 2^x - 3\). In the \(xy\)-plane, which of these curves is the graph of \(y = f(x)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:exp-shifted-graph-choice"],
      choices: [
        {
          text: expChoice(
            "up",
            "An xy-plane with x and y from negative 6 to 6. An increasing curve crosses the y-axis at (0, 4); to the left it flattens toward the horizontal line y = 3.",
            (x) => 2 ** x + 3,
          ),
        },
        {
          text: expChoice(
            "key",
            "An xy-plane with x and y from negative 6 to 6. An increasing curve crosses the y-axis at (0, negative 2); to the left it flattens toward the horizontal line y = negative 3.",
            (x) => 2 ** x - 3,
          ),
          correct: true,
        },
        {
          text: expChoice(
            "falling",
            "An xy-plane with x and y from negative 6 to 6. A decreasing curve crosses the y-axis at (0, negative 2); to the right it flattens toward the horizontal line y = negative 3.",
            (x) => 0.5 ** x - 3,
          ),
        },
        {
          text: expChoice(
            "right",
            "An xy-plane with x and y from negative 6 to 6. An increasing curve crosses the y-axis just above the origin, at (0, one eighth); to the left it flattens toward the x-axis.",
            (x) => 2 ** (x - 3),
          ),
        },
      ],
      explanation: String.raw`<p>The graph of \(y = 2^x\) increases, passes through \((0, 1)\) and flattens toward the \(x\)-axis on the left. Subtracting \(3\) moves it down \(3\) units: the graph of \(y = 2^x - 3\) increases, crosses the \(y\)-axis at \((0, 1 - 3) = (0, -2)\) and flattens toward the line \(y = -3\) on the left. Check one more point: at \(x = 2\), \(y = 4 - 3 = 1\).</p>
<ul>
<li>The increasing curve through \((0, \frac{1}{8})\) is \(y = 2^{x - 3}\): it moves the graph \(3\) units right instead of down.</li>
<li>The increasing curve through \((0, 4)\) is \(y = 2^x + 3\): it moves the graph up instead of down.</li>
<li>The decreasing curve through \((0, -2)\) has the right intercept and the right horizontal line, but it is \(y = \left(\frac{1}{2}\right)^x - 3\); a base of \(2\), greater than \(1\), gives an increasing graph.</li>
</ul>`,
    },
    // 10 — medium, PSDA, two-variable data (the input for a predicted value, scatterplot with a line of best fit)
    {
      id: "pt4-math-m1-10",
      type: "SC",
      title: "",
      text: String.raw`<p>A café recorded the outdoor temperature and the number of cups of hot chocolate it sold on \(12\) days. The scatterplot shows the data and a line of best fit.</p>
${scatterPlot({
  id: "pt4-math-m1-10-plot",
  title: "Hot chocolate sales and outdoor temperature",
  desc: "Scatterplot. Horizontal axis: outdoor temperature in degrees Celsius, from 0 to 28, gridlines every 2 degrees. Vertical axis: cups sold, from 0 to 100, gridlines every 10 cups. The 12 points are (1, 88), (3, 80), (5, 79), (7, 71), (9, 70), (11, 55), (13, 60), (16, 49), (18, 46), (21, 36), (24, 31) and (27, 22). The line of best fit falls from (0, 90) through (8, 70), (20, 40) and (28, 20).",
  x: { label: "Outdoor temperature (°C)", min: 0, max: 28, step: 2, labelEvery: 4 },
  y: { label: "Cups sold", min: 0, max: 100, step: 10 },
  points: [
    [1, 88],
    [3, 80],
    [5, 79],
    [7, 71],
    [9, 70],
    [11, 55],
    [13, 60],
    [16, 49],
    [18, 46],
    [21, 36],
    [24, 31],
    [27, 22],
  ],
  fit: { slope: -2.5, intercept: 90 },
})}
<p>According to the line of best fit, at what outdoor temperature, in degrees Celsius, does the café sell \(55\) cups of hot chocolate?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "two_variable_data",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:scatter-fit-inverse-predict"],
      choices: [{ text: String.raw`\(11\)` }, { text: String.raw`\(14\)`, correct: true }, { text: String.raw`\(22\)` }, { text: String.raw`\(58\)` }],
      explanation: String.raw`<p>The line passes through \((0, 90)\) and \((20, 40)\), so its slope is \(\frac{40 - 90}{20} = -2.5\) and its equation is \(y = -2.5x + 90\). Set \(y = 55\): \(-2.5x = 55 - 90 = -35\), so \(x = 14\). Check on the graph: the line crosses the height \(55\) between the gridlines \(12\) and \(16\), at \(14\) (\(-2.5 \cdot 14 + 90 = 55\)).</p>
<ul>
<li>\(11\) is the temperature of the data point at \(55\) cups; the question asks for the line's prediction, and that point lies below the line.</li>
<li>\(22\) divides \(55\) by \(2.5\) and leaves out the \(y\)-intercept \(90\).</li>
<li>\(58\) adds \(55\) and \(90\) before dividing by \(2.5\), a sign slip when moving \(90\) across.</li>
</ul>`,
    },
    // 11 — medium, algebra, linear equations in two variables (a parallel line through a point) (OE)
    {
      id: "pt4-math-m1-11",
      type: "OE",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, line \(k\) is parallel to the line \(3x - 4y = 12\) and passes through the point \((8, 1)\). What is the \(y\)-coordinate of the \(y\)-intercept of line \(k\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:parallel-line-through-point-y-int"],
      answers: "-5",
      explanation: String.raw`<p>Solve \(3x - 4y = 12\) for \(y\): \(y = \frac{3}{4}x - 3\), so its slope is \(\frac{3}{4}\). Parallel lines have equal slopes, so line \(k\) is \(y = \frac{3}{4}x + b\). Through \((8, 1)\): \(1 = \frac{3}{4}(8) + b = 6 + b\), so \(b = -5\). Check: \(y = \frac{3}{4}x - 5\) gives \(y = 1\) at \(x = 8\).</p>
<p>Common slips: \(-3\) is the \(y\)-intercept of the given line, not of line \(k\); \(7\) uses the slope \(-\frac{3}{4}\) (a sign slip in solving for \(y\)); \(-\frac{29}{3}\) uses \(\frac{4}{3}\), the slope read upside down.</p>`,
    },
    // 12 — medium, advanced math, nonlinear functions (inverse variation with the square)
    {
      id: "pt4-math-m1-12",
      type: "SC",
      title: "",
      text: String.raw`<p>The brightness \(B\) of a lamp, measured at a distance \(d\) meters from it, is given by \(B = \frac{k}{d^2}\), where \(k\) is a constant. At a distance of \(2\) meters the brightness is \(12\) units. What is the brightness, in the same units, at a distance of \(4\) meters?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:inverse-square-variation"],
      choices: [{ text: String.raw`\(0.75\)` }, { text: String.raw`\(3\)`, correct: true }, { text: String.raw`\(6\)` }, { text: String.raw`\(48\)` }],
      explanation: String.raw`<p>From \(12 = \frac{k}{2^2}\), \(k = 48\). At \(d = 4\): \(B = \frac{48}{4^2} = \frac{48}{16} = 3\). Check: doubling the distance divides the brightness by \(2^2 = 4\), and \(\frac{12}{4} = 3\).</p>
<ul>
<li>\(6\) halves the brightness, as if \(B\) were \(\frac{k}{d}\); the square makes doubling the distance divide by \(4\).</li>
<li>\(48\) is the constant \(k\) (or \(12\) multiplied by \(4\)), as if brightness grew with distance.</li>
<li>\(0.75\) uses \(12\) as \(k\): \(\frac{12}{16}\); \(k\) must first be found from the given distance.</li>
</ul>`,
    },
    // 13 — medium, geometry, circles (a triangle on a diameter: the right angle, the radius, the area)
    {
      id: "pt4-math-m1-13",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt4-math-m1-13-fig",
          title: "Triangle ABC inscribed in a circle",
          desc: "A circle with points A, B and C on it. Segment AB passes through the center of the circle, so it is a diameter. Triangle ABC is drawn, with C on the upper arc. Side AC is labeled 6 and side BC is labeled 8.",
        },
        300,
        260,
        circle([150, 140], 100) +
          polygon([
            [50, 140],
            [250, 140],
            [122, 44],
          ]) +
          point([150, 140]) +
          text([30, 146], "A", { italic: true }) +
          text([259, 146], "B", { italic: true }) +
          text([116, 34], "C", { italic: true }) +
          text([74, 86], "6") +
          text([196, 84], "8"),
      )}
<p>In the figure, points \(A\), \(B\) and \(C\) lie on the circle, and \(\overline{AB}\) is a diameter of the circle. If \(AC = 6\) and \(BC = 8\), what is the area of the circle?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:thales-triangle-circle-area"],
      choices: [
        { text: String.raw`\(25\pi\)`, correct: true },
        { text: String.raw`\(36\pi\)` },
        { text: String.raw`\(49\pi\)` },
        { text: String.raw`\(100\pi\)` },
      ],
      explanation: String.raw`<p>An angle inscribed in a circle whose sides end at the ends of a diameter is a right angle, so angle \(C\) is \(90^\circ\) and \(\overline{AB}\) is the hypotenuse of right triangle \(ABC\): \(AB = \sqrt{6^2 + 8^2} = \sqrt{100} = 10\). The radius is \(\frac{10}{2} = 5\), and the area is \(\pi \cdot 5^2 = 25\pi\).</p>
<ul>
<li>\(100\pi\) uses the diameter \(10\) as the radius.</li>
<li>\(49\pi\) takes the radius as \(\frac{6 + 8}{2} = 7\), averaging the two sides instead of using the right angle.</li>
<li>\(36\pi\) uses the side \(AC = 6\) as the radius; \(\overline{AC}\) is a chord, not a radius.</li>
</ul>`,
    },
    // 14 — medium, algebra, linear equations in two variables (the change in y for a change in x)
    {
      id: "pt4-math-m1-14",
      type: "SC",
      title: "",
      text: String.raw`<p>\(6x + 4y = 48\)</p>
<p>The variables \(x\) and \(y\) satisfy the given equation. If the value of \(x\) increases by \(2\), how does the value of \(y\) change?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:std-form-change-in-y-per-x"],
      choices: [
        { text: String.raw`It decreases by \(3\).`, correct: true },
        { text: String.raw`It decreases by \(\frac{4}{3}\).` },
        { text: String.raw`It increases by \(3\).` },
        { text: String.raw`It decreases by \(12\).` },
      ],
      explanation: String.raw`<p>Solve for \(y\): \(4y = 48 - 6x\), so \(y = 12 - \frac{3}{2}x\). The slope is \(-\frac{3}{2}\): each increase of \(1\) in \(x\) lowers \(y\) by \(\frac{3}{2}\), so an increase of \(2\) lowers \(y\) by \(3\). Check: \((0, 12)\) and \((2, 9)\) both satisfy the equation (\(0 + 48 = 48\), \(12 + 36 = 48\)).</p>
<ul>
<li>It increases by \(3\): the right size, but the sum \(6x + 4y\) stays at \(48\), so when \(6x\) grows, \(4y\) must shrink.</li>
<li>It decreases by \(\frac{4}{3}\) uses the ratio \(\frac{4}{6}\) of the coefficients upside down: \(\frac{2}{3} \cdot 2\).</li>
<li>It decreases by \(12\) finds the change in \(6x\), \(6 \cdot 2 = 12\), which is the change in \(4y\), not in \(y\).</li>
</ul>`,
    },
    // 15 — medium, advanced math, equivalent expressions (a coefficient of a difference of two squared binomials)
    {
      id: "pt4-math-m1-15",
      type: "SC",
      title: "",
      text: String.raw`<p>The expression \((3x - 2)^2 - (x + 4)^2\) is equivalent to \(ax^2 + bx + c\), where \(a\), \(b\) and \(c\) are constants. What is the value of \(b\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:diff-of-binomial-squares-coef"],
      choices: [{ text: String.raw`\(-20\)`, correct: true }, { text: String.raw`\(-14\)` }, { text: String.raw`\(-8\)` }, { text: String.raw`\(-4\)` }],
      explanation: String.raw`<p>Square each binomial: \((3x - 2)^2 = 9x^2 - 12x + 4\) and \((x + 4)^2 = x^2 + 8x + 16\). Subtract the whole second square: \(9x^2 - 12x + 4 - x^2 - 8x - 16 = 8x^2 - 20x - 12\), so \(b = -20\). Check with \(x = 1\): \(1^2 - 5^2 = -24\) and \(8 - 20 - 12 = -24\).</p>
<ul>
<li>\(-4\) subtracts only \(x^2\) and adds \(8x\): the minus sign did not reach the middle term, \(-12x + 8x\).</li>
<li>\(-14\) writes the middle term of \((3x - 2)^2\) as \(-6x\), forgetting to double \(3x \cdot 2\).</li>
<li>\(-8\) squares \(3x - 2\) as \(9x^2 + 4\), with no middle term at all.</li>
</ul>`,
    },
    // 16 — hard, algebra, systems of linear equations (an intersection that is not on the grid, read from two lines)
    {
      id: "pt4-math-m1-16",
      type: "SC",
      title: "",
      text: String.raw`${plane({
        id: "pt4-math-m1-16-graph",
        title: "Lines p and q in the xy-plane",
        desc: "An xy-plane with x and y from negative 4 to 8, gridlines every 1 unit. Line p falls from left to right through the marked points (0, 4) and (6, 0). Line q rises through the marked points (0, negative 2) and (3, 4). The lines cross between x = 2 and x = 3, not at a grid point.",
        x: { min: -4, max: 8 },
        y: { min: -4, max: 8 },
        graphs: [{ line: { slope: -2 / 3, intercept: 4 } }, { line: { slope: 2, intercept: -2 } }],
        points: [{ at: [0, 4] }, { at: [6, 0] }, { at: [0, -2] }, { at: [3, 4] }],
        labels: [
          { at: [-3.4, 6.8], text: "p" },
          { at: [4.2, 6.9], text: "q" },
        ],
      })}
<p>Lines \(p\) and \(q\) are shown in the \(xy\)-plane. The lines intersect at the point \((a, b)\). What is the value of \(a\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:lines-graph-exact-intersection"],
      choices: [
        { text: String.raw`\(\frac{12}{7}\)` },
        { text: String.raw`\(\frac{9}{4}\)`, correct: true },
        { text: String.raw`\(\frac{5}{2}\)` },
        { text: String.raw`\(\frac{36}{7}\)` },
      ],
      explanation: String.raw`<p>Line \(p\) goes through \((0, 4)\) and \((6, 0)\): slope \(\frac{0 - 4}{6} = -\frac{2}{3}\), so \(y = -\frac{2}{3}x + 4\). Line \(q\) goes through \((0, -2)\) and \((3, 4)\): slope \(\frac{6}{3} = 2\), so \(y = 2x - 2\). At the intersection, \(2x - 2 = -\frac{2}{3}x + 4\), so \(\frac{8}{3}x = 6\) and \(x = \frac{9}{4}\). Check: \(2 \cdot \frac{9}{4} - 2 = \frac{5}{2}\) and \(-\frac{2}{3} \cdot \frac{9}{4} + 4 = -\frac{3}{2} + 4 = \frac{5}{2}\), so \(a = \frac{9}{4}\) and \(b = \frac{5}{2}\).</p>
<ul>
<li>\(\frac{5}{2}\) is \(b\), the \(y\)-coordinate of the intersection, not \(a\).</li>
<li>\(\frac{12}{7}\) takes the slope of line \(p\) as \(-\frac{3}{2}\), run over rise: \(2x - 2 = -\frac{3}{2}x + 4\).</li>
<li>\(\frac{36}{7}\) takes the slope of line \(q\) as \(\frac{1}{2}\), run over rise: \(\frac{1}{2}x - 2 = -\frac{2}{3}x + 4\).</li>
</ul>`,
    },
    // 17 — hard, advanced math, nonlinear functions (the y-intercept of a transformed parabola from its graph)
    {
      id: "pt4-math-m1-17",
      type: "SC",
      title: "",
      text: String.raw`${plane({
        id: "pt4-math-m1-17-graph",
        title: "The graph of y = f(x)",
        desc: "An xy-plane with x from negative 2 to 8 and y from negative 6 to 8, gridlines every 1 unit. An upward-opening parabola has its vertex at the marked point (3, negative 4) and crosses the x-axis at the marked points (1, 0) and (5, 0); it crosses the y-axis at (0, 5).",
        x: { min: -2, max: 8 },
        y: { min: -6, max: 8 },
        graphs: [{ f: (x) => (x - 3) ** 2 - 4 }],
        points: [{ at: [3, -4] }, { at: [1, 0] }, { at: [5, 0] }],
      })}
<p>The graph of the quadratic function \(f\) is shown. The function \(g\) is defined by \(g(x) = f(x - 2) + 5\). What is the \(y\)-coordinate of the \(y\)-intercept of the graph of \(y = g(x)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:parabola-graph-transform-y-int"],
      choices: [{ text: String.raw`\(2\)` }, { text: String.raw`\(10\)` }, { text: String.raw`\(16\)` }, { text: String.raw`\(26\)`, correct: true }],
      explanation: String.raw`<p>The vertex is \((3, -4)\) and the parabola passes through \((1, 0)\), so \(f(x) = a(x - 3)^2 - 4\) with \(0 = a(1 - 3)^2 - 4\), which gives \(a = 1\): \(f(x) = (x - 3)^2 - 4\). The \(y\)-intercept of \(g\) is \(g(0) = f(0 - 2) + 5 = f(-2) + 5\). Since \(f(-2) = (-5)^2 - 4 = 21\), \(g(0) = 21 + 5 = 26\). Check: the graph of \(g\) is the graph of \(f\) moved \(2\) right and \(5\) up, with vertex \((5, 1)\), and \((0 - 5)^2 + 1 = 26\).</p>
<ul>
<li>\(2\) evaluates \(f(2) + 5 = -3 + 5\), moving the input the wrong way (\(x + 2\) instead of \(x - 2\)).</li>
<li>\(10\) adds \(5\) to the \(y\)-intercept of \(f\), \(f(0) = 5\), ignoring the horizontal shift.</li>
<li>\(16\) evaluates \(f(-2) - 5 = 21 - 5\), moving the graph down instead of up.</li>
</ul>`,
    },
    // 18 — hard, PSDA, probability (complete a two-way table, then a conditional probability)
    {
      id: "pt4-math-m1-18",
      type: "SC",
      title: "",
      text: String.raw`<p>A gym surveyed all \(200\) of its members about their type of membership and the time of day they prefer to exercise. Some of the results are shown in the table.</p>
<table>
<caption>Gym members by membership type and preferred time</caption>
<thead><tr><th scope="col">Membership</th><th scope="col">Morning</th><th scope="col">Evening</th><th scope="col">Total</th></tr></thead>
<tbody>
<tr><th scope="row">Monthly</th><td></td><td>\(60\)</td><td>\(110\)</td></tr>
<tr><th scope="row">Annual</th><td>\(54\)</td><td></td><td></td></tr>
<tr><th scope="row">Total</th><td>\(104\)</td><td></td><td>\(200\)</td></tr>
</tbody>
</table>
<p>Every member chose exactly one time. If one of the members who prefer the evening is selected at random, what is the probability that the member has an annual membership?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "probability",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:two-way-complete-then-conditional"],
      choices: [
        { text: String.raw`\(\frac{9}{50}\)` },
        { text: String.raw`\(\frac{3}{8}\)`, correct: true },
        { text: String.raw`\(\frac{2}{5}\)` },
        { text: String.raw`\(\frac{5}{8}\)` },
      ],
      explanation: String.raw`<p>Fill in the missing cells. Annual members: \(200 - 110 = 90\), of whom \(90 - 54 = 36\) prefer the evening. Members who prefer the evening: \(200 - 104 = 96\) (check: \(60 + 36 = 96\)). The selection is made among the \(96\) evening members, so the probability is \(\frac{36}{96} = \frac{3}{8}\).</p>
<ul>
<li>\(\frac{2}{5}\) is \(\frac{36}{90}\), the probability that an annual member prefers the evening: the condition is reversed.</li>
<li>\(\frac{9}{50}\) is \(\frac{36}{200}\), which divides by all the members instead of only the evening members.</li>
<li>\(\frac{5}{8}\) is \(\frac{60}{96}\), the probability of a monthly membership among the evening members.</li>
</ul>`,
    },
    // 19 — hard, geometry, circles (the constant of a circle's equation from its radius) (OE)
    {
      id: "pt4-math-m1-19",
      type: "OE",
      title: "",
      text: String.raw`<p>\(x^2 + y^2 - 6x + 10y = k\)</p>
<p>In the \(xy\)-plane, the graph of the given equation, where \(k\) is a constant, is a circle with radius \(7\). What is the value of \(k\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "circles",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:circle-general-form-find-constant"],
      answers: "15",
      explanation: String.raw`<p>Complete the square in \(x\) and in \(y\): \(x^2 - 6x + 9 + y^2 + 10y + 25 = k + 9 + 25\), that is, \((x - 3)^2 + (y + 5)^2 = k + 34\). The right side is the square of the radius: \(k + 34 = 7^2 = 49\), so \(k = 15\). Check: \((x - 3)^2 + (y + 5)^2 = 49\) expands to \(x^2 + y^2 - 6x + 10y + 34 = 49\), that is, \(x^2 + y^2 - 6x + 10y = 15\).</p>
<p>Common slips: \(-27\) sets \(k + 34\) equal to the radius \(7\) instead of its square; \(83\) adds \(34\) to \(49\) instead of subtracting it; \(49\) forgets that completing the square adds \(34\) to the left side.</p>`,
    },
    // 20 — hard, advanced math, nonlinear equations (a frame of uniform width: a quadratic from the frame's area)
    {
      id: "pt4-math-m1-20",
      type: "SC",
      title: "",
      text: String.raw`<p>A rectangular photograph measures \(12\) inches by \(8\) inches. It is surrounded by a frame of uniform width \(w\) inches, so that the photograph and frame together form a larger rectangle. The area of the frame alone, not including the photograph, is \(96\) square inches. What is the value of \(w\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:frame-area-uniform-width-quadratic"],
      choices: [{ text: String.raw`\(2\)`, correct: true }, { text: String.raw`\(2.4\)` }, { text: String.raw`\(4\)` }, { text: String.raw`\(12\)` }],
      explanation: String.raw`<p>The frame adds \(w\) on both sides in each direction, so the larger rectangle measures \(12 + 2w\) by \(8 + 2w\) inches. Its area is the photograph's \(12 \cdot 8 = 96\) square inches plus the frame's \(96\): \((12 + 2w)(8 + 2w) = 192\). Expand: \(96 + 40w + 4w^2 = 192\), so \(4w^2 + 40w - 96 = 0\), or \(w^2 + 10w - 24 = 0\). This factors as \((w + 12)(w - 2) = 0\); a width cannot be negative, so \(w = 2\). Check: the larger rectangle is \(16\) by \(12\), \(16 \cdot 12 = 192\), and \(192 - 96 = 96\).</p>
<ul>
<li>\(4\) adds \(w\) to each dimension only once: \((12 + w)(8 + w) = 192\) gives \(w = 4\), a frame on only two of the four sides.</li>
<li>\(2.4\) counts only the four strips along the sides, \(2(12w) + 2(8w) = 96\), and leaves out the four corner squares.</li>
<li>\(12\) comes from the factor \(w + 12\): it is the solution \(-12\) with its sign dropped, but a negative width is rejected, not made positive.</li>
</ul>`,
    },
    // 21 — hard, advanced math, equivalent expressions (a quotient of powers from a linear relation) (OE)
    {
      id: "pt4-math-m1-21",
      type: "OE",
      title: "",
      text: String.raw`<p>If \(5x - 2y = 7\), what is the value of \(\dfrac{32^x}{4^y}\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:exp-quotient-from-linear-relation"],
      answers: "128",
      explanation: String.raw`<p>Write both powers with base \(2\): \(32^x = (2^5)^x = 2^{5x}\) and \(4^y = (2^2)^y = 2^{2y}\). Dividing powers of the same base subtracts the exponents: \(\frac{2^{5x}}{2^{2y}} = 2^{5x - 2y} = 2^7 = 128\). Check with \(x = 3\), \(y = 4\) (\(15 - 8 = 7\)): \(\frac{32^3}{4^4} = \frac{32{,}768}{256} = 128\).</p>
<p>Common slips: \(7\) is the exponent \(5x - 2y\), not the value of the power; \(8^7\) divides the bases \(32\) and \(4\), which is not allowed when the exponents differ.</p>`,
    },
    // 22 — hard, algebra, linear inequalities (a system of inequalities in context: the greatest whole number) (OE)
    {
      id: "pt4-math-m1-22",
      type: "OE",
      title: "",
      text: String.raw`<p>A florist has \(380\) roses for large and small bouquets. Each large bouquet uses \(12\) roses and each small bouquet uses \(5\) roses. The florist must make at least twice as many small bouquets as large bouquets. What is the greatest number of large bouquets the florist can make?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:ineq-system-context-max-count"],
      answers: "17",
      explanation: String.raw`<p>Let \(L\) and \(S\) be the numbers of large and small bouquets: \(12L + 5S \le 380\) and \(S \ge 2L\). To make \(L\) as large as possible, use as few small bouquets as allowed, \(S = 2L\): \(12L + 10L \le 380\), so \(22L \le 380\) and \(L \le 17.27\). The number of bouquets is a whole number, so \(L = 17\). Check: \(17\) large and \(34\) small bouquets use \(204 + 170 = 374\) roses; \(18\) large and \(36\) small would need \(216 + 180 = 396\), more than \(380\).</p>
<p>Common slips: \(18\) rounds \(17.27\) up, which needs more roses than there are; \(31\) ignores the small bouquets (\(380 \div 12\)); \(34\) is the number of small bouquets.</p>`,
    },
  ],
};

export default module;
