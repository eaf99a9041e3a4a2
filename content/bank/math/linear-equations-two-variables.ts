import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { co, int, m, maybeParen, minus, mn, subst, sum, tex } from "./explain";
import { table } from "./figures";
import { gcd, R, type Rat } from "./rational";

const meta = { domain: "algebra", skill: "linear_equations_two_variables" } as const;

const pt = (x: Rat | number, y: Rat | number) => m(`(${tex(x)}, ${tex(y)})`);

/** The line x/X + y/Y = 1 as px + qy = r with integers, p > 0. */
function standardForm(X: number, Y: number) {
  const g = gcd(X, Y);
  let [p, q, r] = [Y / g, X / g, (X * Y) / g];
  if (p < 0) [p, q, r] = [-p, -q, -r];
  return { p, q, r };
}

/** The x-intercept of px + qy = r, as a point. */
const xIntercept = defineGenerator(
  { ...meta, id: "lin2-x-intercept-standard-form", difficulty: "easy", shape: "Find the x-intercept (a point) of the graph of px + qy = r." },
  (r) => {
    const X = r.nonzero(-9, 9);
    const Y = r.nonzero(-9, 9);
    if (Math.abs(X) === Math.abs(Y)) return null;
    const { p, q, r: c } = standardForm(X, Y);
    const eq = `${sum([
      [p, "x"],
      [q, "y"],
    ])} = ${int(c)}`;
    return {
      kind: "text",
      params: { p, q, r: c },
      stem: `<p>${m(eq)}</p>\n<p>The graph of the given equation in the ${m("xy")}-plane is a line. What is the ${m("x")}-intercept of the line?</p>`,
      steps: [
        `The ${m("x")}-intercept is the point where the line crosses the ${m("x")}-axis, so ${m("y = 0")} there.`,
        `Substitute ${m("y = 0")}: ${m(`${sum([[p, "x"]])} = ${int(c)}`)}, so ${m(`x = ${tex(X)}`)}.`,
        `The ${m("x")}-intercept is ${pt(X, 0)}.`,
      ],
      key: pt(X, 0),
      distractors: [
        { text: pt(0, Y), mistake: "gave-y-intercept", why: `is the ${m("y")}-intercept: it comes from substituting ${m("x = 0")} instead of ${m("y = 0")}.` },
        {
          text: pt(0, X),
          mistake: "swapped-coordinates",
          why: `has the right number in the wrong coordinate: a point on the ${m("x")}-axis has ${m("y")}-coordinate ${mn(0)}.`,
        },
        {
          text: pt(Y, 0),
          mistake: "divided-by-y-coefficient",
          why: `comes from dividing ${mn(c)} by the ${m("y")}-coefficient ${mn(q)} instead of the ${m("x")}-coefficient.`,
        },
        { text: pt(-X, 0), mistake: "sign-error", why: `has the wrong sign: ${m(`${sum([[p, "x"]])} = ${int(c)}`)} gives ${m(`x = ${tex(X)}`)}.` },
      ],
    };
  },
);

/** Slope from two points (open-ended). */
const slopeTwoPoints = defineGenerator(
  { ...meta, id: "lin2-slope-through-two-points", difficulty: "easy", shape: "Find the slope of the line through two given points." },
  (r) => {
    const x1 = r.int(-9, 9);
    const x2 = r.int(-9, 9);
    const y1 = r.int(-9, 12);
    const y2 = r.int(-9, 12);
    if (x1 === x2 || y1 === y2) return null;
    const s = R(y2 - y1, x2 - x1);
    return {
      kind: "open",
      params: { x1, y1, x2, y2 },
      stem: r.pick([
        `<p>A line in the ${m("xy")}-plane passes through the points ${pt(x1, y1)} and ${pt(x2, y2)}. What is the slope of the line?</p>`,
        `<p>In the ${m("xy")}-plane, the graph of a linear function contains the points ${pt(x1, y1)} and ${pt(x2, y2)}. What is the slope of the graph?</p>`,
        `<p>What is the slope of the line in the ${m("xy")}-plane that passes through the points ${pt(x2, y2)} and ${pt(x1, y1)}?</p>`,
      ]),
      steps: [
        `The slope is the change in ${m("y")} divided by the change in ${m("x")}: ${m(`\\frac{${int(y2)} - ${maybeParen(y1)}}{${int(x2)} - ${maybeParen(x1)}} = \\frac{${int(y2 - y1)}}{${int(x2 - x1)}} = ${tex(s)}`)}.`,
      ],
      key: s,
    };
  },
);

/** The slope of px + qy = r. */
const slopeStandard = defineGenerator(
  { ...meta, id: "lin2-slope-of-standard-form", difficulty: "medium", shape: "Find the slope of the line px + qy = r written in standard form." },
  (r) => {
    const p = r.int(1, 9) * (r.bool(0.8) ? 1 : -1);
    const q = r.nonzero(-9, 9);
    const c = r.nonzero(-20, 20);
    if (Math.abs(p) === Math.abs(q) || gcd(gcd(p, q), c) !== 1) return null;
    const slope = R(-p, q);
    return {
      kind: "numeric",
      params: { p, q, r: c },
      stem: `<p>What is the slope of the line with equation ${m(
        `${sum([
          [p, "x"],
          [q, "y"],
        ])} = ${int(c)}`,
      )} in the ${m("xy")}-plane?</p>`,
      steps: [
        `Solve for ${m("y")} to write the equation in slope-intercept form. ${p > 0 ? "Subtract" : "Add"} ${m(sum([[Math.abs(p), "x"]]))} ${p > 0 ? "from" : "to"} both sides: ${m(
          `${sum([[q, "y"]])} = ${sum([
            [-p, "x"],
            [c, ""],
          ])}`,
        )}.`,
        q === 1
          ? `The equation is now ${m(
              `y = ${sum([
                [-p, "x"],
                [c, ""],
              ])}`,
            )}.`
          : `Divide both sides by ${mn(q)}: ${m(
              `y = ${sum([
                [slope, "x"],
                [R(c, q), ""],
              ])}`,
            )}.`,
        `The slope is the coefficient of ${m("x")}: ${mn(slope)}.`,
      ],
      key: slope,
      distractors: [
        {
          value: slope.neg(),
          mistake: "dropped-negative-sign",
          why: `has the wrong sign: moving ${m(sum([[p, "x"]]))} to the other side of the equation changes its sign.`,
        },
        {
          value: R(-q, p),
          mistake: "inverted-ratio",
          why: `is the ${m("y")}-coefficient over the ${m("x")}-coefficient (with a minus sign); the slope is the ${m("x")}-coefficient over the ${m("y")}-coefficient with a minus sign.`,
        },
        { value: R(c, q), mistake: "gave-y-intercept", why: `is the ${m("y")}-intercept of the line, not its slope.` },
        { value: R(q, p), mistake: "inverted-and-dropped-sign", why: `inverts the ratio and drops the sign.` },
      ],
    };
  },
);

const SALES = [
  { X: "adult tickets", Y: "student tickets", one: "adult ticket", where: "A theater", total: "ticket sales" },
  { X: "pints of berries", Y: "jars of jam", one: "pint of berries", where: "A farm stand", total: "sales" },
  { X: "large pizzas", Y: "small pizzas", one: "large pizza", where: "A pizza shop", total: "pizza sales" },
] as const;

/** The meaning of the x-intercept of ax + by = T in context. */
const interceptMeaning = defineGenerator(
  {
    ...meta,
    id: "lin2-interpret-x-intercept",
    difficulty: "medium",
    shape: "For a context equation ax + by = T, choose the meaning of the x-intercept of its graph.",
  },
  (r) => {
    const c = r.pick(SALES);
    const a = r.int(4, 15);
    const s = r.int(2, 12);
    if (a === s) return null;
    const T = lcm(a, s) * r.int(3, 12);
    const xi = T / a;
    const yi = T / s;
    if (xi === yi || xi === a || xi === s) return null;
    return {
      kind: "text",
      quote: true,
      params: { a, s, T, X: c.X, Y: c.Y },
      stem: `<p>${c.where} sells ${c.X} for ${m(`\\$${a}`)} each and ${c.Y} for ${m(`\\$${s}`)} each. On one day, its ${c.total} from ${m("x")} ${c.X} and ${m("y")} ${c.Y} were ${m(`\\$${int(T)}`)}, as given by the equation ${m(`${a}x + ${s}y = ${int(T)}`)}. What is the best interpretation of the ${m("x")}-intercept of the graph of this equation in the ${m("xy")}-plane?</p>`,
      steps: [
        `The ${m("x")}-intercept is the point where ${m("y = 0")}: ${m(`${a}x = ${int(T)}`)}, so ${m(`x = ${int(xi)}`)}, the point ${m(`(${int(xi)}, 0)`)}.`,
        `${m("y = 0")} means no ${c.Y} were sold, and then ${m(`x = ${int(xi)}`)} ${c.X} bring in the ${m(`\\$${int(T)}`)}.`,
      ],
      key: `If no ${c.Y} were sold, then ${mn(xi)} ${c.X} were sold.`,
      distractors: [
        {
          text: `If no ${c.X} were sold, then ${mn(yi)} ${c.Y} were sold.`,
          mistake: "gave-y-intercept-meaning",
          why: `describes the ${m("y")}-intercept, ${m(`(0, ${int(yi)})`)}, where ${m("x = 0")}.`,
        },
        {
          text: `If no ${c.X} were sold, then ${mn(xi)} ${c.Y} were sold.`,
          mistake: "swapped-the-variables",
          why: `swaps the roles of the variables: at the ${m("x")}-intercept ${m("y")} is ${mn(0)}, so it is the number of ${c.Y} that is zero.`,
        },
        {
          text: `Each of the ${c.X} sold brought in ${m(`\\$${int(xi)}`)} of the day's ${c.total}.`,
          mistake: "intercept-read-as-price",
          why: `treats the intercept as a price; each of the ${c.X} sold for ${m(`\\$${a}`)}, the coefficient of ${m("x")}.`,
        },
      ],
    };
  },
);

function lcm(a: number, b: number) {
  return (a / gcd(a, b)) * b;
}

/** The area of the triangle a line cuts off with the two axes. */
const axesTriangle = defineGenerator(
  {
    ...meta,
    id: "lin2-triangle-with-the-axes",
    difficulty: "hard",
    shape: "Find the area of the triangle formed by the line px + qy = r and the two coordinate axes (both intercepts first).",
  },
  (r) => {
    const X = r.nonzero(-12, 12);
    const Y = r.nonzero(-12, 12);
    if (Math.abs(X) === Math.abs(Y) || Math.abs(X) < 2 || Math.abs(Y) < 2) return null;
    const { p, q, r: c } = standardForm(X, Y);
    if (Math.abs(p) === 1 && Math.abs(q) === 1) return null;
    const area = R(Math.abs(X * Y), 2);
    return {
      kind: "open",
      params: { p, q, r: c },
      stem: `<p>In the ${m("xy")}-plane, the graph of ${m(
        `${sum([
          [p, "x"],
          [q, "y"],
        ])} = ${int(c)}`,
      )}, the ${m("x")}-axis, and the ${m("y")}-axis form a triangle. What is the area of this triangle?</p>`,
      steps: [
        `The ${m("x")}-intercept: set ${m("y = 0")}, so ${m(`${sum([[p, "x"]])} = ${int(c)}`)} and ${m(`x = ${int(X)}`)}. The ${m("y")}-intercept: set ${m("x = 0")}, so ${m(`${sum([[q, "y"]])} = ${int(c)}`)} and ${m(`y = ${int(Y)}`)}.`,
        `The triangle has vertices ${m("(0, 0)")}, ${m(`(${int(X)}, 0)`)}, and ${m(`(0, ${int(Y)})`)}: a right triangle with legs ${mn(Math.abs(X))} and ${mn(Math.abs(Y))}.`,
        `Its area is ${m(`\\frac{1}{2} \\cdot ${Math.abs(X)} \\cdot ${Math.abs(Y)} = ${tex(area)}`)}.`,
      ],
      key: area,
    };
  },
);

/** Line through (x0, y0) with slope n/d as Ax + By = C, A > 0 (or A = 0, B > 0), integers in lowest terms. */
function lineThrough(x0: number, y0: number, n: number, d: number) {
  let [A, B] = [n, -d];
  let C = A * x0 + B * y0;
  const g = gcd(gcd(A, B), C) || 1;
  [A, B, C] = [A / g, B / g, C / g];
  if (A < 0 || (A === 0 && B < 0)) [A, B, C] = [-A, -B, -C];
  return {
    A,
    B,
    C,
    text: m(
      `${sum([
        [A, "x"],
        [B, "y"],
      ])} = ${int(C)}`,
    ),
    sig: `${A},${B},${C}`,
  };
}

/** Which standard-form equation fits every row of a table of (x, y) values? */
const tableEquation = defineGenerator(
  {
    ...meta,
    id: "lin2-table-to-standard-form",
    difficulty: "hard",
    shape: "A table gives three (x, y) pairs of a linear relationship; choose the equation in standard form that fits all of them.",
  },
  (r) => {
    const n = r.nonzero(-5, 5);
    const d = r.int(1, 5);
    if (gcd(n, d) !== 1 || Math.abs(n) === d) return null;
    const step = r.int(1, 3);
    const x0 = r.int(-4, 5);
    const y0 = r.int(-6, 9);
    const rows = [0, 1, 2].map((i) => [x0 + i * step * d, y0 + i * step * n] as const);
    const key = lineThrough(x0, y0, n, d);
    const neg = lineThrough(x0, y0, -n, d);
    const inv = lineThrough(x0, y0, d, n);
    const perp = lineThrough(x0, y0, -d, n);
    const sTex = tex(R(n, d));
    const dx = step * d;
    const dy = step * n;
    const check = (l: typeof key, x: number, y: number) => l.A * x + l.B * y === l.C;
    const failRow = (l: typeof key) => rows.find(([x, y]) => !check(l, x, y))!;
    const why = (l: typeof key, what: string) => {
      const [x, y] = failRow(l);
      return `fits ${pt(x0, y0)} but not ${pt(x, y)}: ${m(
        `${subst([
          [l.A, x],
          [l.B, y],
        ])} = ${int(l.A * x + l.B * y)}`,
      )}, not ${mn(l.C)}. It ${what}.`;
    };
    const distractors: TextDistractor[] = [
      { text: neg.text, sig: neg.sig, mistake: "slope-with-wrong-sign", why: why(neg, `has slope ${mn(R(-n, d))}, the opposite of the table's`) },
      {
        text: inv.text,
        sig: inv.sig,
        mistake: "slope-change-in-x-over-change-in-y",
        why: why(inv, `uses the change in ${m("x")} over the change in ${m("y")} as the slope`),
      },
      {
        text: perp.text,
        sig: perp.sig,
        mistake: "perpendicular-slope",
        why: why(perp, `has slope ${mn(R(-d, n))}, the negative reciprocal of the table's slope`),
      },
    ];
    if ([key, neg, inv, perp].some((l) => l.A === 0 || l.B === 0)) return null;
    return {
      kind: "text",
      params: { x1: rows[0][0], y1: rows[0][1], x2: rows[1][0], y2: rows[1][1], x3: rows[2][0], y3: rows[2][1] },
      stem: `<p>The table shows three values of ${m("x")} and their corresponding values of ${m("y")}. There is a linear relationship between ${m("x")} and ${m("y")}.</p>\n${table(
        "",
        [m("x"), m("y")],
        rows.map(([x, y]) => [mn(x), mn(y)]),
      )}\n<p>${r.pick(["Which of the following equations represents this relationship?", `Which equation relates ${m("x")} and ${m("y")} for every pair in the table?`, "Which of the following could be the equation of the line through these points?"])}</p>`,
      steps: [
        `Each time ${m("x")} increases by ${mn(dx)}, ${m("y")} ${dy > 0 ? "increases" : "decreases"} by ${mn(Math.abs(dy))}, so the slope is ${m(`\\frac{${int(dy)}}{${dx}} = ${sTex}`)}.`,
        `A line through ${pt(x0, y0)} with slope ${mn(R(n, d))}: ${m(`${minus("y", y0)} = ${co(R(n, d))}${x0 === 0 ? "x" : `(${minus("x", x0)})`}`)}. ${d === 1 ? "Collecting terms" : `Multiplying by ${mn(d)} and collecting terms`} gives ${key.text}.`,
        `Check every row: ${rows
          .map(([x, y]) =>
            m(
              `${subst([
                [key.A, x],
                [key.B, y],
              ])} = ${int(key.C)}`,
            ),
          )
          .join(", ")}.`,
        `Every choice fits the first row, so one row is not enough to decide; only ${key.text} fits all three.`,
      ],
      key: key.text,
      keySig: key.sig,
      distractors,
    };
  },
);

export const LINEAR_EQUATIONS_TWO_VARIABLES: MathGenerator[] = [xIntercept, slopeTwoPoints, slopeStandard, interceptMeaning, axesTriangle, tableEquation];
