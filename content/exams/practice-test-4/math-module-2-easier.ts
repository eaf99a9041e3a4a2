import { MATH_DIRECTIONS } from "../directions";
import type { z } from "zod";
import { barGraph, drawing, plane, polygon, seg, text, type Graph } from "../../figures";
import type { ModuleSchema } from "../../schema";

/** The choices of pt4-math-m2e-11 and -12: one graph in the xy-plane each (content/figures). */
const graphChoice = (id: string, title: string, desc: string, graph: Graph, span = 8) =>
  plane({ id, title, desc, x: { min: -span, max: span }, y: { min: -span, max: span }, unit: span === 8 ? 13 : 16, graphs: [graph] });

const module: z.input<typeof ModuleSchema> = {
  id: "pt4-math-m2e",
  name: "Section 2, Module 2: Math",
  test: "math",
  module: 2,
  variant: "easier",
  minutes: 35,
  breakAfterMinutes: 0,
  directions: MATH_DIRECTIONS,
  questions: [
    // 01 — easy, algebra, linear equations in two variables (writing a cost model)
    {
      id: "pt4-math-m2e-01",
      type: "SC",
      title: "",
      text: String.raw`<p>A music streaming service charges a one-time sign-up fee of \($15\) and \($8\) per month. Which equation gives the total cost \(C\), in dollars, of using the service for \(m\) months?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "easy",
      rating: 1,
      tags: ["shape:linear-cost-model-choose-equation"],
      choices: [
        { text: String.raw`\(C = 8m + 15\)`, correct: true },
        { text: String.raw`\(C = 8(m + 15)\)` },
        { text: String.raw`\(C = 23m\)` },
        { text: String.raw`\(C = 15m + 8\)` },
      ],
      explanation: String.raw`<p>The monthly charge is paid once for each of the \(m\) months, \(8m\) dollars, and the fee is paid once, \(15\) dollars: \(C = 8m + 15\). Check: after \(3\) months the cost is \(15 + 8 + 8 + 8 = 39\), and \(8(3) + 15 = 39\).</p>
<ul>
<li>\(C = 15m + 8\) swaps the two amounts, charging the sign-up fee every month.</li>
<li>\(C = 23m\) adds the fee to every month's charge.</li>
<li>\(C = 8(m + 15)\) multiplies the fee by \(8\), as if the fee were \(15\) extra months.</li>
</ul>`,
    },
    // 02 — easy, advanced math, equivalent expressions (distribute a monomial, then combine)
    {
      id: "pt4-math-m2e-02",
      type: "SC",
      title: "",
      text: String.raw`<p>Which expression is equivalent to \(4x(3x - 2) - 5x^2\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "equivalent_expressions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:distribute-monomial-combine"],
      choices: [
        { text: String.raw`\(12x^2 - 13x\)` },
        { text: String.raw`\(17x^2 - 8x\)` },
        { text: String.raw`\(7x^2 - 8x\)`, correct: true },
        { text: String.raw`\(7x^2 - 2\)` },
      ],
      explanation: String.raw`<p>Distribute \(4x\): \(4x(3x - 2) = 12x^2 - 8x\). Then subtract \(5x^2\): \(12x^2 - 8x - 5x^2 = 7x^2 - 8x\). Check with \(x = 1\): \(4(1) - 5 = -1\) and \(7 - 8 = -1\).</p>
<ul>
<li>\(7x^2 - 2\) multiplies only \(3x\) by \(4x\) and leaves \(-2\) as it was.</li>
<li>\(17x^2 - 8x\) adds \(5x^2\) instead of subtracting it.</li>
<li>\(12x^2 - 13x\) combines \(-5x^2\) with \(-8x\), which are not like terms.</li>
</ul>`,
    },
    // 03 — easy, PSDA, one-variable data (a weekly shortfall from a daily average goal, bar graph)
    {
      id: "pt4-math-m2e-03",
      type: "SC",
      title: "",
      text: String.raw`${barGraph({
        id: "pt4-math-m2e-03-plot",
        title: "Books borrowed from a school library in one week",
        desc: "Bar graph. Horizontal axis: day of the week, Monday to Friday. Vertical axis: number of books borrowed, from 0 to 70, gridlines every 10. Monday 30, Tuesday 45, Wednesday 25, Thursday 40, Friday 60.",
        xLabel: "Day",
        y: { label: "Number of books", min: 0, max: 70, step: 10 },
        bars: [
          { label: "Mon", value: 30 },
          { label: "Tue", value: 45 },
          { label: "Wed", value: 25 },
          { label: "Thu", value: 40 },
          { label: "Fri", value: 60 },
        ],
      })}
<p>The bar graph shows the number of books borrowed from a school library on each day of one week. The library's goal was to lend an average of \(45\) books per day over these \(5\) days. By how many books did the library fall short of its goal for the week?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "one_variable_data",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:bar-graph-shortfall-from-goal"],
      choices: [{ text: String.raw`\(5\)` }, { text: String.raw`\(25\)`, correct: true }, { text: String.raw`\(200\)` }, { text: String.raw`\(225\)` }],
      explanation: String.raw`<p>An average of \(45\) books per day for \(5\) days means a goal of \(45 \cdot 5 = 225\) books. The library lent \(30 + 45 + 25 + 40 + 60 = 200\) books, so it fell short by \(225 - 200 = 25\) books. Check: the actual average was \(\frac{200}{5} = 40\) books per day, \(5\) below the goal on each of \(5\) days, and \(5 \cdot 5 = 25\).</p>
<ul>
<li>\(5\) is the shortfall per day, \(45 - 40\), not for the week.</li>
<li>\(200\) is the number of books lent, not the shortfall.</li>
<li>\(225\) is the goal for the week, not the shortfall.</li>
</ul>`,
    },
    // 04 — easy, algebra, linear functions (a constant term from one value) (OE)
    {
      id: "pt4-math-m2e-04",
      type: "OE",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 5x + b\), where \(b\) is a constant. If \(f(2) = 19\), what is the value of \(b\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:linear-fn-find-constant-from-value"],
      answers: "9",
      explanation: String.raw`<p>Substitute \(x = 2\): \(f(2) = 5(2) + b = 10 + b\). Since \(f(2) = 19\), \(10 + b = 19\) and \(b = 9\). Check: \(f(x) = 5x + 9\) gives \(f(2) = 19\).</p>
<p>Common slips: \(29\) adds \(10\) instead of subtracting it; \(3.8\) divides \(19\) by \(5\), solving for \(x\) as if \(b\) were \(0\).</p>`,
    },
    // 05 — easy, geometry, area and volume (a rectangle with a semicircle on one side, figure)
    {
      id: "pt4-math-m2e-05",
      type: "SC",
      title: "",
      text: String.raw`${drawing(
        {
          id: "pt4-math-m2e-05-fig",
          title: "Floor plan of a room",
          desc: "A floor plan made of a rectangle and a semicircle. The rectangle's longer sides are labeled 10 meters and its shorter sides 6 meters. A semicircle is attached along the right side of the rectangle, which is 6 meters long, so that this side is the semicircle's diameter.",
        },
        340,
        200,
        polygon([
          [40, 40],
          [240, 40],
          [240, 160],
          [40, 160],
        ]) +
          Array.from({ length: 24 }, (_, i) => {
            const a = (t: number) => -Math.PI / 2 + (Math.PI * t) / 24;
            return seg([240 + 60 * Math.cos(a(i)), 100 + 60 * Math.sin(a(i))], [240 + 60 * Math.cos(a(i + 1)), 100 + 60 * Math.sin(a(i + 1))]);
          }).join("") +
          text([140, 30], "10 m") +
          text([20, 106], "6 m"),
      )}
<p>The figure shows the floor plan of a room: a rectangle that measures \(10\) meters by \(6\) meters and a semicircle whose diameter is one of the \(6\)-meter sides. What is the area of the floor, in square meters?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:rect-with-semicircle-area"],
      choices: [
        { text: String.raw`\(60 + 3\pi\)` },
        { text: String.raw`\(60 + 9\pi\)` },
        { text: String.raw`\(60 + 4.5\pi\)`, correct: true },
        { text: String.raw`\(60 + 18\pi\)` },
      ],
      explanation: String.raw`<p>The rectangle's area is \(10 \cdot 6 = 60\) square meters. The semicircle's diameter is \(6\) meters, so its radius is \(3\) meters and its area is half a circle's: \(\frac{1}{2}\pi \cdot 3^2 = 4.5\pi\) square meters. The floor's area is \(60 + 4.5\pi\), about \(74.1\) square meters.</p>
<ul>
<li>\(60 + 3\pi\) adds half the circumference, \(\pi \cdot 3\), a length, instead of half the area.</li>
<li>\(60 + 9\pi\) adds the area of a whole circle of radius \(3\), not half of it.</li>
<li>\(60 + 18\pi\) uses the diameter \(6\) as the radius: \(\frac{1}{2}\pi \cdot 6^2\).</li>
</ul>`,
    },
    // 06 — easy, advanced math, nonlinear functions (doubling over several periods)
    {
      id: "pt4-math-m2e-06",
      type: "SC",
      title: "",
      text: String.raw`<p>A culture starts with \(50\) bacteria, and the number of bacteria doubles every \(3\) hours. How many bacteria are in the culture after \(12\) hours?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:doubling-after-n-periods"],
      choices: [{ text: String.raw`\(200\)` }, { text: String.raw`\(400\)` }, { text: String.raw`\(600\)` }, { text: String.raw`\(800\)`, correct: true }],
      explanation: String.raw`<p>In \(12\) hours there are \(\frac{12}{3} = 4\) doubling periods, so the number is \(50 \cdot 2^4 = 50 \cdot 16 = 800\). Check step by step: \(100\) after \(3\) hours, \(200\) after \(6\), \(400\) after \(9\) and \(800\) after \(12\).</p>
<ul>
<li>\(200\) multiplies \(50\) by \(4\), the number of periods, instead of by \(2^4\).</li>
<li>\(400\) counts only \(3\) doublings, stopping at \(9\) hours.</li>
<li>\(600\) multiplies \(50\) by the \(12\) hours, a linear change instead of doubling.</li>
</ul>`,
    },
    // 07 — easy, PSDA, ratios, rates and units (a rate per minute, a time in hours) (OE)
    {
      id: "pt4-math-m2e-07",
      type: "OE",
      title: "",
      text: String.raw`<p>A printer prints \(18\) pages per minute. At this rate, how many hours will it take the printer to print \(2{,}700\) pages?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:rate-count-to-time-in-hours"],
      answers: "2.5|||5/2",
      explanation: String.raw`<p>The time in minutes is \(\frac{2{,}700}{18} = 150\) minutes. An hour has \(60\) minutes, so the time is \(\frac{150}{60} = 2.5\) hours. Check: in \(2.5\) hours the printer prints \(18 \cdot 150 = 2{,}700\) pages.</p>
<p>Common slips: \(150\) is the time in minutes, not hours; \(810\) multiplies \(2{,}700\) by \(18\) before dividing by \(60\).</p>`,
    },
    // 08 — easy, algebra, systems of linear equations (subtract equations with equal x-coefficients)
    {
      id: "pt4-math-m2e-08",
      type: "SC",
      title: "",
      text: String.raw`<p>\(3x + 2y = 12\)<br>\(3x + 5y = 21\)</p>
<p>The solution to the given system of equations is \((x, y)\). What is the value of \(y\)?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:system-subtract-equal-x-coefs"],
      choices: [{ text: String.raw`\(-3\)` }, { text: String.raw`\(2\)` }, { text: String.raw`\(3\)`, correct: true }, { text: String.raw`\(9\)` }],
      explanation: String.raw`<p>The \(x\)-terms are the same, so subtract the first equation from the second: \((3x + 5y) - (3x + 2y) = 21 - 12\), that is, \(3y = 9\), and \(y = 3\). Check: then \(3x + 6 = 12\), so \(x = 2\), and \(3(2) + 5(3) = 21\).</p>
<ul>
<li>\(-3\) subtracts the second equation's left side from the first but keeps \(21 - 12\) on the right, so the signs do not match.</li>
<li>\(2\) is the value of \(x\), not \(y\).</li>
<li>\(9\) is the value of \(3y\); it still has to be divided by \(3\).</li>
</ul>`,
    },
    // 09 — easy, geometry, lines, angles and triangles (similar triangles from shadows) (OE)
    {
      id: "pt4-math-m2e-09",
      type: "OE",
      title: "",
      text: String.raw`<p>At the same time of day, a person who is \(1.8\) meters tall casts a shadow \(2.4\) meters long, and a tree casts a shadow \(16\) meters long. The person and the tree stand straight up on level ground. What is the height of the tree, in meters?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "lines_angles_triangles",
      difficulty: "easy",
      rating: 3,
      tags: ["shape:shadow-similar-triangles-height"],
      answers: "12",
      explanation: String.raw`<p>The sun's rays make the same angle with the ground for both, so the person with the shadow and the tree with its shadow form similar right triangles. Heights and shadows are in the same ratio: \(\frac{h}{16} = \frac{1.8}{2.4} = 0.75\), so \(h = 0.75 \cdot 16 = 12\) meters. Check: \(\frac{12}{16} = 0.75\).</p>
<p>Common slips: \(21.33\) uses the ratio upside down, \(16 \cdot \frac{2.4}{1.8}\); \(15.4\) subtracts the difference of the person's two lengths, \(16 - 0.6\), instead of scaling.</p>`,
    },
    // 10 — easy, advanced math, nonlinear functions (the positive input for a given output of a quadratic)
    {
      id: "pt4-math-m2e-10",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = 2x^2 - 3\). If \(f(a) = 29\) and \(a \gt 0\), what is the value of \(a\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "easy",
      rating: 2,
      tags: ["shape:quadratic-fn-input-for-output"],
      choices: [{ text: String.raw`\(\sqrt{13}\)` }, { text: String.raw`\(4\)`, correct: true }, { text: String.raw`\(8\)` }, { text: String.raw`\(16\)` }],
      explanation: String.raw`<p>Set \(2a^2 - 3 = 29\). Add \(3\): \(2a^2 = 32\). Divide by \(2\): \(a^2 = 16\), so \(a = 4\) or \(a = -4\), and since \(a \gt 0\), \(a = 4\). Check: \(f(4) = 2 \cdot 16 - 3 = 29\).</p>
<ul>
<li>\(16\) is the value of \(a^2\); the square root is still to be taken.</li>
<li>\(8\) halves \(16\) instead of taking its square root.</li>
<li>\(\sqrt{13}\) subtracts \(3\) instead of adding it: \(2a^2 = 26\).</li>
</ul>`,
    },
    // 11 — medium, algebra, linear equations in two variables (the graph from a slope and an x-intercept; figure choices)
    {
      id: "pt4-math-m2e-11",
      type: "SC",
      title: "",
      text: String.raw`<p>In the \(xy\)-plane, a line has a slope of \(-\frac{1}{2}\) and crosses the \(x\)-axis at \((4, 0)\). Which of the following is the graph of the line?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_equations_two_variables",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:line-graph-from-slope-x-int"],
      choices: [
        {
          text: graphChoice(
            "pt4-math-m2e-11-key",
            "A line in the xy-plane",
            "An xy-plane with x and y from negative 8 to 8. A line falling from left to right crosses the y-axis at (0, 2) and the x-axis at (4, 0).",
            { line: { slope: -0.5, intercept: 2 } },
          ),
          correct: true,
        },
        {
          text: graphChoice(
            "pt4-math-m2e-11-rising",
            "A line in the xy-plane",
            "An xy-plane with x and y from negative 8 to 8. A line rising from left to right crosses the y-axis at (0, negative 2) and the x-axis at (4, 0).",
            { line: { slope: 0.5, intercept: -2 } },
          ),
        },
        {
          text: graphChoice(
            "pt4-math-m2e-11-steep",
            "A line in the xy-plane",
            "An xy-plane with x and y from negative 8 to 8. A line falling from left to right crosses the y-axis at (0, 8) and the x-axis at (4, 0).",
            { line: { slope: -2, intercept: 8 } },
          ),
        },
        {
          text: graphChoice(
            "pt4-math-m2e-11-yint",
            "A line in the xy-plane",
            "An xy-plane with x and y from negative 8 to 8. A line falling from left to right crosses the y-axis at (0, 4) and the x-axis at (8, 0).",
            { line: { slope: -0.5, intercept: 4 } },
          ),
        },
      ],
      explanation: String.raw`<p>Start at \((4, 0)\). A slope of \(-\frac{1}{2}\) means \(y\) falls \(1\) unit for each \(2\) units to the right, so going \(4\) units left from \((4, 0)\), \(y\) rises \(2\) units: the line passes through \((0, 2)\). Its equation is \(y = -\frac{1}{2}x + 2\), and the graph is the falling line through \((0, 2)\) and \((4, 0)\). Check: \(-\frac{1}{2}(4) + 2 = 0\).</p>
<ul>
<li>The rising line through \((0, -2)\) and \((4, 0)\) has slope \(\frac{1}{2}\): the sign of the slope is lost.</li>
<li>The falling line through \((0, 4)\) and \((8, 0)\) has the right slope but uses \(4\) as the \(y\)-intercept instead of the \(x\)-intercept.</li>
<li>The falling line through \((0, 8)\) and \((4, 0)\) has slope \(-2\), the reciprocal of the given slope (run over rise).</li>
</ul>`,
    },
    // 12 — medium, advanced math, nonlinear functions (the graph of a shifted absolute value function; figure choices)
    {
      id: "pt4-math-m2e-12",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(g\) is defined by \(g(x) = |x - 2| - 1\). Which choice shows the graph of \(y = g(x)\), a V shape, in the \(xy\)-plane?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:abs-value-fn-graph-choice"],
      choices: [
        {
          text: graphChoice(
            "pt4-math-m2e-12-key",
            "A V-shaped graph in the xy-plane",
            "An xy-plane with x and y from negative 6 to 6. A V-shaped graph opening upward has its lowest point at (2, negative 1) and crosses the x-axis at (1, 0) and (3, 0).",
            { f: (x) => Math.abs(x - 2) - 1 },
            6,
          ),
          correct: true,
        },
        {
          text: graphChoice(
            "pt4-math-m2e-12-left",
            "A V-shaped graph in the xy-plane",
            "An xy-plane with x and y from negative 6 to 6. A V-shaped graph opening upward has its lowest point at (negative 2, negative 1) and crosses the x-axis at (negative 3, 0) and (negative 1, 0).",
            { f: (x) => Math.abs(x + 2) - 1 },
            6,
          ),
        },
        {
          text: graphChoice(
            "pt4-math-m2e-12-up",
            "A V-shaped graph in the xy-plane",
            "An xy-plane with x and y from negative 6 to 6. A V-shaped graph opening upward has its lowest point at (2, 1) and does not cross the x-axis.",
            { f: (x) => Math.abs(x - 2) + 1 },
            6,
          ),
        },
        {
          text: graphChoice(
            "pt4-math-m2e-12-down",
            "A V-shaped graph in the xy-plane",
            "An xy-plane with x and y from negative 6 to 6. An upside-down V-shaped graph opening downward has its highest point at (2, negative 1) and does not cross the x-axis.",
            { f: (x) => -Math.abs(x - 2) - 1 },
            6,
          ),
        },
      ],
      explanation: String.raw`<p>The graph of \(y = |x|\) is a V opening upward with its lowest point at \((0, 0)\). Replacing \(x\) by \(x - 2\) moves it \(2\) units right, and subtracting \(1\) moves it \(1\) unit down, so the lowest point is \((2, -1)\). Check: at \(x = 1\) and \(x = 3\), \(y = 1 - 1 = 0\), so the graph crosses the \(x\)-axis at \((1, 0)\) and \((3, 0)\).</p>
<ul>
<li>The V with lowest point \((-2, -1)\) is \(y = |x + 2| - 1\): it moves the graph left instead of right.</li>
<li>The V with lowest point \((2, 1)\) is \(y = |x - 2| + 1\): it moves the graph up instead of down.</li>
<li>The upside-down V with highest point \((2, -1)\) is \(y = -|x - 2| - 1\): the absolute value is never negative, so \(|x - 2| - 1\) opens upward.</li>
</ul>`,
    },
    // 13 — medium, PSDA, ratios, rates and units (square tiles for a floor, meters and centimeters)
    {
      id: "pt4-math-m2e-13",
      type: "SC",
      title: "",
      text: String.raw`<p>A rectangular floor measures \(4.5\) meters by \(3.6\) meters. It will be covered exactly, without gaps or overlaps, by square tiles that measure \(30\) centimeters on each side. How many tiles are needed? (\(1\) meter \(= 100\) centimeters)</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "ratios_rates_proportions_units",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:tiles-cover-floor-unit-conv"],
      choices: [{ text: String.raw`\(1.8\)` }, { text: String.raw`\(27\)` }, { text: String.raw`\(54\)` }, { text: String.raw`\(180\)`, correct: true }],
      explanation: String.raw`<p>A tile is \(30\) centimeters \(= 0.3\) meter on a side, so its area is \(0.3^2 = 0.09\) square meter. The floor's area is \(4.5 \cdot 3.6 = 16.2\) square meters, so the number of tiles is \(\frac{16.2}{0.09} = 180\). Check by rows: \(\frac{4.5}{0.3} = 15\) tiles along one side and \(\frac{3.6}{0.3} = 12\) along the other, and \(15 \cdot 12 = 180\).</p>
<ul>
<li>\(1.8\) converts the floor's area to square centimeters by multiplying by \(100\) instead of \(100^2\): \(\frac{1{,}620}{900}\).</li>
<li>\(27\) doubles the tile's side instead of squaring it, dividing \(16.2\) by \(0.6\).</li>
<li>\(54\) divides the area \(16.2\) by the tile's side \(0.3\) instead of by its area.</li>
</ul>`,
    },
    // 14 — medium, algebra, systems of linear equations (two numbers from their sum and a relation)
    {
      id: "pt4-math-m2e-14",
      type: "SC",
      title: "",
      text: String.raw`<p>The sum of two numbers is \(45\). The larger number is \(3\) more than twice the smaller number. What is the larger number?</p>`,
      test: "math",
      domain: "algebra",
      skill: "systems_of_linear_equations",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:two-numbers-sum-and-relation"],
      choices: [{ text: String.raw`\(14\)` }, { text: String.raw`\(16\)` }, { text: String.raw`\(29\)` }, { text: String.raw`\(31\)`, correct: true }],
      explanation: String.raw`<p>Let \(s\) be the smaller number and \(L\) the larger: \(s + L = 45\) and \(L = 2s + 3\). Substitute: \(s + 2s + 3 = 45\), so \(3s = 42\), \(s = 14\) and \(L = 2(14) + 3 = 31\). Check: \(14 + 31 = 45\).</p>
<ul>
<li>\(14\) is the smaller number.</li>
<li>\(29\) reads the relation as \(3\) less than twice the smaller number, \(L = 2s - 3\), which gives \(s = 16\) and \(L = 29\).</li>
<li>\(16\) is the smaller number under that same misreading.</li>
</ul>`,
    },
    // 15 — medium, advanced math, nonlinear functions (a quadratic function of a shifted input, expanded)
    {
      id: "pt4-math-m2e-15",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f\) is defined by \(f(x) = x^2 - 4x + 1\). Which of the following is equivalent to \(f(x + 2)\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_functions",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:quadratic-fn-shifted-input-expand"],
      choices: [
        { text: String.raw`\(x^2 - 3\)`, correct: true },
        { text: String.raw`\(x^2 - 4x - 3\)` },
        { text: String.raw`\(x^2 + 13\)` },
        { text: String.raw`\(x^2 - 4x + 3\)` },
      ],
      explanation: String.raw`<p>Replace every \(x\) in \(f(x)\) with \(x + 2\): \(f(x + 2) = (x + 2)^2 - 4(x + 2) + 1 = x^2 + 4x + 4 - 4x - 8 + 1 = x^2 - 3\). Check with \(x = 1\): \(f(3) = 9 - 12 + 1 = -2\), and \(1^2 - 3 = -2\).</p>
<ul>
<li>\(x^2 - 4x + 3\) is \(f(x) + 2\): it adds \(2\) to the output instead of to the input.</li>
<li>\(x^2 - 4x - 3\) squares \(x + 2\) as \(x^2 + 4\) and leaves out the middle term \(4x\).</li>
<li>\(x^2 + 13\) distributes \(-4(x + 2)\) as \(-4x + 8\), with the wrong sign on \(8\).</li>
</ul>`,
    },
    // 16 — medium, PSDA, percentages (a percent increase undone, then a percent decrease)
    {
      id: "pt4-math-m2e-16",
      type: "SC",
      title: "",
      text: String.raw`<p>A shop sold \(25\%\) more umbrellas in March than in February, selling \(150\) umbrellas in March. In April, the shop sold \(10\%\) fewer umbrellas than in March. How many more umbrellas did the shop sell in April than in February?</p>`,
      test: "math",
      domain: "problem_solving_data",
      skill: "percentages",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:percent-up-then-down-compare-base"],
      choices: [{ text: String.raw`\(15\)`, correct: true }, { text: String.raw`\(22.5\)` }, { text: String.raw`\(30\)` }, { text: String.raw`\(135\)` }],
      explanation: String.raw`<p>March is \(125\%\) of February, so February's sales were \(\frac{150}{1.25} = 120\). April's sales were \(90\%\) of March's: \(0.9 \cdot 150 = 135\). The difference is \(135 - 120 = 15\). Check: \(120 \cdot 1.25 = 150\).</p>
<ul>
<li>\(22.5\) undoes the increase by taking \(25\%\) off \(150\) (February as \(112.5\)); the \(25\%\) is a percent of February, not of March.</li>
<li>\(30\) is the difference between March and February, not April and February.</li>
<li>\(135\) is the number sold in April, not the difference.</li>
</ul>`,
    },
    // 17 — medium, geometry, area and volume (the area of a regular hexagon)
    {
      id: "pt4-math-m2e-17",
      type: "SC",
      title: "",
      text: String.raw`<p>A regular hexagon has sides of length \(4\) centimeters. What is the area of the hexagon, in square centimeters?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "area_volume",
      difficulty: "medium",
      rating: 4,
      tags: ["shape:regular-hexagon-area"],
      choices: [
        { text: String.raw`\(24\sqrt{3}\)`, correct: true },
        { text: String.raw`\(48\)` },
        { text: String.raw`\(48\sqrt{3}\)` },
        { text: String.raw`\(96\)` },
      ],
      explanation: String.raw`<p>Segments from the center to the six vertices cut a regular hexagon into \(6\) equilateral triangles with side \(4\). Each triangle has height \(\frac{\sqrt{3}}{2} \cdot 4 = 2\sqrt{3}\) and area \(\frac{1}{2} \cdot 4 \cdot 2\sqrt{3} = 4\sqrt{3}\). The hexagon's area is \(6 \cdot 4\sqrt{3} = 24\sqrt{3}\), about \(41.6\) square centimeters.</p>
<ul>
<li>\(48\) uses the side \(4\) as the height of each triangle: \(6 \cdot \frac{1}{2} \cdot 4 \cdot 4\).</li>
<li>\(48\sqrt{3}\) forgets the \(\frac{1}{2}\) in the triangle's area: \(6 \cdot 4 \cdot 2\sqrt{3}\).</li>
<li>\(96\) uses \(6\) squares of side \(4\) instead of \(6\) triangles.</li>
</ul>`,
    },
    // 18 — medium, advanced math, nonlinear equations (a product of square roots equal to a number) (OE)
    {
      id: "pt4-math-m2e-18",
      type: "OE",
      title: "",
      text: String.raw`<p>\(\sqrt{3x} \cdot \sqrt{12x} = 30\)</p>
<p>What is the solution to the given equation, where \(x \gt 0\)?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:product-of-radicals-equation"],
      answers: "5",
      explanation: String.raw`<p>Multiply under one radical: \(\sqrt{3x} \cdot \sqrt{12x} = \sqrt{36x^2} = 6x\) (since \(x \gt 0\)). Then \(6x = 30\) and \(x = 5\). Check: \(\sqrt{15} \cdot \sqrt{60} = \sqrt{900} = 30\).</p>
<p>Common slips: \(25\) multiplies \(3x \cdot 12x\) as \(36x\) instead of \(36x^2\), which gives \(6\sqrt{x} = 30\); \(\frac{5}{6}\) divides by \(36\) without taking the square root, solving \(36x = 30\).</p>`,
    },
    // 19 — medium, algebra, linear functions (the range of a decreasing linear model over its domain)
    {
      id: "pt4-math-m2e-19",
      type: "SC",
      title: "",
      text: String.raw`<p>The function \(f(t) = 85 - 6t\) gives the charge left in a phone's battery, as a percent of a full charge, \(t\) hours after the phone is unplugged, for \(0 \le t \le 12\). Which inequality gives all the possible values of \(f(t)\) for this domain?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "medium",
      rating: 3,
      tags: ["shape:linear-model-range-on-domain"],
      choices: [
        { text: String.raw`\(85 \le f(t) \le 157\)` },
        { text: String.raw`\(13 \le f(t) \le 85\)`, correct: true },
        { text: String.raw`\(0 \le f(t) \le 12\)` },
        { text: String.raw`\(-72 \le f(t) \le 0\)` },
      ],
      explanation: String.raw`<p>The function is linear with a negative slope, so its values fall steadily from the start of the domain to its end. At \(t = 0\), \(f(0) = 85\); at \(t = 12\), \(f(12) = 85 - 72 = 13\). Every value in between is reached, so \(13 \le f(t) \le 85\). Check a middle input: \(f(6) = 85 - 36 = 49\), which lies between \(13\) and \(85\).</p>
<ul>
<li>\(0 \le f(t) \le 12\) gives the domain, the possible values of \(t\), not of \(f(t)\).</li>
<li>\(-72 \le f(t) \le 0\) gives the values of the change \(-6t\) alone and leaves out the starting charge \(85\).</li>
<li>\(85 \le f(t) \le 157\) adds \(6t\) to \(85\), as if the charge rose \(6\) points each hour.</li>
</ul>`,
    },
    // 20 — hard, advanced math, nonlinear equations (an exponential equation that is quadratic in 3^x) (OE)
    {
      id: "pt4-math-m2e-20",
      type: "OE",
      title: "",
      text: String.raw`<p>\(3^{2x} - 10 \cdot 3^x + 9 = 0\)</p>
<p>What is the positive solution to the given equation?</p>`,
      test: "math",
      domain: "advanced_math",
      skill: "nonlinear_equations",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:exp-quadratic-substitution"],
      answers: "2",
      explanation: String.raw`<p>Since \(3^{2x} = \left(3^x\right)^2\), let \(u = 3^x\): the equation becomes \(u^2 - 10u + 9 = 0\), which factors as \((u - 1)(u - 9) = 0\). So \(3^x = 1\) or \(3^x = 9\), that is, \(x = 0\) or \(x = 2\). The positive solution is \(2\). Check: \(3^4 - 10 \cdot 3^2 + 9 = 81 - 90 + 9 = 0\).</p>
<p>Common slips: \(9\) is the value of \(u = 3^x\), not of \(x\); \(0\) is the other solution, which is not positive; \(1\) is the other value of \(3^x\).</p>`,
    },
    // 21 — hard, geometry, right triangles and trigonometry (an altitude splits a triangle: two Pythagorean steps, then a sine)
    {
      id: "pt4-math-m2e-21",
      type: "SC",
      title: "",
      text: String.raw`<p>In triangle \(ABC\), point \(D\) lies on side \(\overline{AC}\), and \(\overline{BD}\) is perpendicular to \(\overline{AC}\). The lengths are \(AB = 10\), \(AD = 6\) and \(DC = 12\). What is the value of \(\sin C\)?</p>`,
      test: "math",
      domain: "geometry_trigonometry",
      skill: "right_triangles_trigonometry",
      difficulty: "hard",
      rating: 6,
      tags: ["shape:altitude-split-triangle-sine"],
      choices: [
        { text: String.raw`\(\frac{2}{3}\)` },
        { text: String.raw`\(\frac{3\sqrt{13}}{13}\)` },
        { text: String.raw`\(\frac{2\sqrt{13}}{13}\)`, correct: true },
        { text: String.raw`\(\frac{4}{5}\)` },
      ],
      explanation: String.raw`<p>Segment \(BD\) splits the triangle into two right triangles with the right angle at \(D\). In triangle \(ABD\), \(BD = \sqrt{10^2 - 6^2} = \sqrt{64} = 8\). In triangle \(CBD\), the legs are \(BD = 8\) and \(DC = 12\), so the hypotenuse is \(BC = \sqrt{8^2 + 12^2} = \sqrt{208} = 4\sqrt{13}\). Then \(\sin C = \frac{BD}{BC} = \frac{8}{4\sqrt{13}} = \frac{2}{\sqrt{13}} = \frac{2\sqrt{13}}{13}\). Check: with \(\cos C = \frac{12}{4\sqrt{13}} = \frac{3}{\sqrt{13}}\), \(\sin^2 C + \cos^2 C = \frac{4}{13} + \frac{9}{13} = 1\).</p>
<ul>
<li>\(\frac{3\sqrt{13}}{13}\) is \(\cos C\), adjacent over hypotenuse, \(\frac{12}{4\sqrt{13}}\).</li>
<li>\(\frac{2}{3}\) is \(\tan C\), opposite over adjacent, \(\frac{8}{12}\).</li>
<li>\(\frac{4}{5}\) is \(\sin A\), \(\frac{8}{10}\), read from the other right triangle.</li>
</ul>`,
    },
    // 22 — hard, algebra, linear inequalities (fractions on one side, a negative coefficient, the greatest integer) (OE)
    {
      id: "pt4-math-m2e-22",
      type: "OE",
      title: "",
      text: String.raw`<p>\(\dfrac{n - 4}{3} - \dfrac{2n + 1}{5} \gt -2\)</p>
<p>What is the greatest integer \(n\) that satisfies the given inequality?</p>`,
      test: "math",
      domain: "algebra",
      skill: "linear_inequalities",
      difficulty: "hard",
      rating: 5,
      tags: ["shape:frac-ineq-greatest-int-flip"],
      answers: "6",
      explanation: String.raw`<p>Multiply both sides by \(15\), which is positive: \(5(n - 4) - 3(2n + 1) \gt -30\). Distribute, keeping the minus sign on both terms of the second product: \(5n - 20 - 6n - 3 \gt -30\), so \(-n - 23 \gt -30\) and \(-n \gt -7\). Multiplying by \(-1\) reverses the inequality: \(n \lt 7\). The greatest integer less than \(7\) is \(6\). Check: \(n = 6\) gives \(\frac{2}{3} - \frac{13}{5} \approx -1.93 \gt -2\), while \(n = 7\) gives \(1 - 3 = -2\), which is not greater than \(-2\).</p>
<p>Common slips: \(7\) is the boundary, which does not satisfy the strict inequality; \(12\) writes \(-3(2n + 1)\) as \(-6n + 3\), which gives \(n \lt 13\); forgetting to reverse the inequality gives \(n \gt 7\), which has no greatest integer.</p>`,
    },
  ],
};

export default module;
