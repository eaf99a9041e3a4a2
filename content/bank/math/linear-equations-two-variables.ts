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
    const eq = `${sum([[p, "x"], [q, "y"]])} = ${int(c)}`;
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
        { text: pt(0, X), mistake: "swapped-coordinates", why: `has the right number in the wrong coordinate: a point on the ${m("x")}-axis has ${m("y")}-coordinate ${mn(0)}.` },
        { text: pt(Y, 0), mistake: "divided-by-y-coefficient", why: `comes from dividing ${mn(c)} by the ${m("y")}-coefficient ${mn(q)} instead of the ${m("x")}-coefficient.` },
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
      stem: `<p>A line in the ${m("xy")}-plane passes through the points ${pt(x1, y1)} and ${pt(x2, y2)}. What is the slope of the line?</p>`,
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
      stem: `<p>What is the slope of the line with equation ${m(`${sum([[p, "x"], [q, "y"]])} = ${int(c)}`)} in the ${m("xy")}-plane?</p>`,
      steps: [
        `Solve for ${m("y")} to write the equation in slope-intercept form. ${p > 0 ? "Subtract" : "Add"} ${m(sum([[Math.abs(p), "x"]]))} ${p > 0 ? "from" : "to"} both sides: ${m(`${sum([[q, "y"]])} = ${sum([[-p, "x"], [c, ""]])}`)}.`,
        q === 1 ? `The equation is now ${m(`y = ${sum([[-p, "x"], [c, ""]])}`)}.` : `Divide both sides by ${mn(q)}: ${m(`y = ${sum([[slope, "x"], [R(c, q), ""]])}`)}.`,
        `The slope is the coefficient of ${m("x")}: ${mn(slope)}.`,
      ],
      key: slope,
      distractors: [
        { value: slope.neg(), mistake: "dropped-negative-sign", why: `has the wrong sign: moving ${m(sum([[p, "x"]]))} to the other side of the equation changes its sign.` },
        { value: R(-q, p), mistake: "inverted-ratio", why: `is the ${m("y")}-coefficient over the ${m("x")}-coefficient (with a minus sign); the slope is the ${m("x")}-coefficient over the ${m("y")}-coefficient with a minus sign.` },
        { value: R(c, q), mistake: "gave-y-intercept", why: `is the ${m("y")}-intercept of the line, not its slope.` },
        { value: R(q, p), mistake: "inverted-and-dropped-sign", why: `inverts the ratio and drops the sign.` },
      ],
    };
  },
);

const LOADS = [
  { big: "large crates", small: "small crates", what: "a delivery van", unit: "kilograms", verb: "carries", full: "fully loaded" },
  { big: "bags of gravel", small: "bags of sand", what: "a trailer", unit: "kilograms", verb: "carries", full: "loaded to its limit" },
  { big: "crates of melons", small: "crates of apples", what: "a market stall's cart", unit: "pounds", verb: "carries", full: "loaded to its limit" },
] as const;

/** In px + qy = r (a fixed total), how many fewer y for k more x. */
const tradeoff = defineGenerator(
  {
    ...meta,
    id: "lin2-fixed-total-tradeoff",
    difficulty: "medium",
    shape: "In a context px + qy = r with a fixed total, find how much y must decrease when x increases by k.",
  },
  (r) => {
    const ctx = r.pick(LOADS);
    const q = r.pick([4, 5, 6, 8, 10, 12, 15, 20]);
    const p = r.int(q + 1, 4 * q);
    const k = r.int(2, 12);
    if ((k * p) % q !== 0 || p % q === 0) return null;
    const total = p * q * r.int(4, 9);
    const key = (k * p) / q;
    return {
      kind: "numeric",
      positive: true,
      params: { p, q, total, k },
      stem: `<p>Each of the ${ctx.big} weighs ${mn(p)} ${ctx.unit} and each of the ${ctx.small} weighs ${mn(q)} ${ctx.unit}. When ${ctx.what} is ${ctx.full}, it ${ctx.verb} ${m("x")} ${ctx.big} and ${m("y")} ${ctx.small}, where ${m(`${p}x + ${q}y = ${int(total)}`)}. If the number of ${ctx.big} in a full load increases by ${mn(k)}, by how much must the number of ${ctx.small} decrease?</p>`,
      steps: [
        `The total weight stays ${mn(total)} ${ctx.unit}. Adding ${mn(k)} ${ctx.big} adds ${m(`${k} \\cdot ${p} = ${int(k * p)}`)} ${ctx.unit}.`,
        `To keep the total the same, the ${ctx.small} must lose ${mn(k * p)} ${ctx.unit}, which is ${m(`\\frac{${int(k * p)}}{${q}} = ${int(key)}`)} ${ctx.small}.`,
        `(Equivalently, solving for ${m("y")} gives ${m(`y = ${tex(R(total, q))} - ${tex(R(p, q))}x`)}: each additional one of the ${ctx.big} means ${mn(R(p, q))} fewer ${ctx.small}, and ${m(`${k} \\cdot ${tex(R(p, q))} = ${int(key)}`)}.)`,
      ],
      key,
      distractors: [
        { value: R(k * q, p), mistake: "inverted-weight-ratio", why: `comes from dividing by the heavier weight instead of the lighter one: ${m(`\\frac{${k} \\cdot ${q}}{${p}}`)}.` },
        { value: R(p, q), mistake: "change-for-one-unit", why: `is the decrease for ${mn(1)} more of the ${ctx.big}, not for ${mn(k)} more.` },
        { value: k * p, mistake: "weight-instead-of-count", why: `is the weight, in ${ctx.unit}, that must be removed, not the number of ${ctx.small}.` },
        { value: R(total, q), mistake: "gave-intercept", why: `is the number of ${ctx.small} in a load with no ${ctx.big} at all.` },
      ],
    };
  },
);

/** The x-intercept of the line through two points (open-ended). */
const xInterceptTwoPoints = defineGenerator(
  {
    ...meta,
    id: "lin2-x-intercept-from-two-points",
    difficulty: "hard",
    shape: "A line passes through two given points; find the x-coordinate where it crosses the x-axis.",
  },
  (r) => {
    const x1 = r.int(-8, 8);
    const x2 = r.int(-8, 8);
    const y1 = r.nonzero(-12, 12);
    const y2 = r.nonzero(-12, 12);
    if (x1 === x2 || y1 === y2 || x1 === 0 || x2 === 0) return null;
    const s = R(y2 - y1, x2 - x1);
    const X = R(x1).sub(R(y1).div(s));
    if (X.d > 20 || X.eq(x1) || X.eq(x2)) return null;
    const b = R(y1).sub(s.mul(x1));
    return {
      kind: "open",
      params: { x1, y1, x2, y2 },
      stem: `<p>In the ${m("xy")}-plane, a line passes through the points ${pt(x1, y1)} and ${pt(x2, y2)}. The line crosses the ${m("x")}-axis at the point ${m("(a, 0)")}. What is the value of ${m("a")}?</p>`,
      steps: [
        `The slope is ${m(`\\frac{${int(y2)} - ${maybeParen(y1)}}{${int(x2)} - ${maybeParen(x1)}} = ${tex(s)}`)}.`,
        `Through ${pt(x1, y1)}: ${m(`${minus("y", y1)} = ${co(s)}${x1 === 0 ? "x" : `(${minus("x", x1)})`}`)}, so ${m(`y = ${sum([[s, "x"], [b, ""]])}`)}.`,
        `On the ${m("x")}-axis ${m("y = 0")}: ${m(`0 = ${sum([[s, "x"], [b, ""]])}`)}, so ${m(`x = ${tex(X)}`)}. So ${m(`a = ${tex(X)}`)}.`,
      ],
      key: X,
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
  return { A, B, C, text: m(`${sum([[A, "x"], [B, "y"]])} = ${int(C)}`), sig: `${A},${B},${C}` };
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
      return `fits ${pt(x0, y0)} but not ${pt(x, y)}: ${m(`${subst([[l.A, x], [l.B, y]])} = ${int(l.A * x + l.B * y)}`)}, not ${mn(l.C)}. It ${what}.`;
    };
    const distractors: TextDistractor[] = [
      { text: neg.text, sig: neg.sig, mistake: "slope-with-wrong-sign", why: why(neg, `has slope ${mn(R(-n, d))}, the opposite of the table's`) },
      { text: inv.text, sig: inv.sig, mistake: "slope-change-in-x-over-change-in-y", why: why(inv, `uses the change in ${m("x")} over the change in ${m("y")} as the slope`) },
      { text: perp.text, sig: perp.sig, mistake: "perpendicular-slope", why: why(perp, `has slope ${mn(R(-d, n))}, the negative reciprocal of the table's slope`) },
    ];
    if ([key, neg, inv, perp].some((l) => l.A === 0 || l.B === 0)) return null;
    return {
      kind: "text",
      params: { x1: rows[0][0], y1: rows[0][1], x2: rows[1][0], y2: rows[1][1], x3: rows[2][0], y3: rows[2][1] },
      stem: `<p>The table shows three values of ${m("x")} and their corresponding values of ${m("y")}. There is a linear relationship between ${m("x")} and ${m("y")}.</p>\n${table(
        "",
        [m("x"), m("y")],
        rows.map(([x, y]) => [mn(x), mn(y)]),
      )}\n<p>Which of the following equations represents this relationship?</p>`,
      steps: [
        `Each time ${m("x")} increases by ${mn(dx)}, ${m("y")} ${dy > 0 ? "increases" : "decreases"} by ${mn(Math.abs(dy))}, so the slope is ${m(`\\frac{${int(dy)}}{${dx}} = ${sTex}`)}.`,
        `A line through ${pt(x0, y0)} with slope ${mn(R(n, d))}: ${m(`${minus("y", y0)} = ${co(R(n, d))}${x0 === 0 ? "x" : `(${minus("x", x0)})`}`)}. ${d === 1 ? "Collecting terms" : `Multiplying by ${mn(d)} and collecting terms`} gives ${key.text}.`,
        `Check every row: ${rows.map(([x, y]) => m(`${subst([[key.A, x], [key.B, y]])} = ${int(key.C)}`)).join(", ")}.`,
        `Every choice fits the first row, so one row is not enough to decide; only ${key.text} fits all three.`,
      ],
      key: key.text,
      keySig: key.sig,
      distractors,
    };
  },
);

export const LINEAR_EQUATIONS_TWO_VARIABLES: MathGenerator[] = [xIntercept, slopeTwoPoints, slopeStandard, tradeoff, xInterceptTwoPoints, tableEquation];
