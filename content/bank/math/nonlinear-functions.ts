import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { binom, co, decimal, int, m, mn, paren, plus, poly, sum, tex } from "./explain";
import { R } from "./rational";

const meta = { domain: "advanced_math", skill: "nonlinear_functions" } as const;

/** f(x) = a·b^x at a small whole number. */
const expEvaluate = defineGenerator(
  { ...meta, id: "nlf-evaluate-exponential", difficulty: "easy", shape: "Evaluate an exponential function f(x) = a·b^x at a small whole number." },
  (r) => {
    const a = r.int(2, 9);
    const b = r.int(2, 5);
    const k = r.int(2, 4);
    if (a * b ** k > 5000) return null;
    const key = a * b ** k;
    return {
      kind: "numeric",
      params: { a, b, k },
      stem: `<p>The function ${m("f")} is defined by ${m(`f(x) = ${a}(${b})^{x}`)}. What is the value of ${m(`f(${k})`)}?</p>`,
      steps: [`Substitute ${m(`x = ${k}`)}: ${m(`f(${k}) = ${a}(${b})^{${k}} = ${a} \\cdot ${int(b ** k)} = ${int(key)}`)}. The exponent applies to ${mn(b)} only, not to ${m(`${a} \\cdot ${b}`)}.`],
      key,
      distractors: [
        { value: a * b * k, mistake: "multiplied-by-exponent", why: `multiplies ${mn(b)} by ${mn(k)} instead of raising it to the power ${mn(k)}.` },
        { value: (a * b) ** k, mistake: "raised-product-to-power", why: `raises ${m(`${a} \\cdot ${b}`)} to the power ${mn(k)}; the exponent applies to ${mn(b)} only.` },
        { value: a + b ** k, mistake: "added-coefficient", why: `adds ${mn(a)} to ${m(`${b}^{${k}}`)} instead of multiplying.` },
        { value: a * b ** (k - 1), mistake: "exponent-one-less", why: `uses ${m(`${b}^{${k - 1}}`)}, one factor of ${mn(b)} too few.` },
      ],
    };
  },
);

const point = (x: number, y: number) => m(`(${int(x)}, ${int(y)})`);

/** Vertex of f(x) = a(x - h)² + k. */
const vertexForm = defineGenerator(
  { ...meta, id: "nlf-vertex-from-vertex-form", difficulty: "easy", shape: "Read the vertex of a parabola from f(x) = a(x - h)^2 + k." },
  (r) => {
    const a = r.pick([-3, -2, -1, 2, 3, 4]);
    const h = r.nonzero(-9, 9);
    const k = r.nonzero(-12, 12);
    if (Math.abs(h) === Math.abs(k)) return null;
    const f = `${co(a)}${binom("x", -h)}^{2}${plus(k)}`;
    const d = (x: number, y: number, mistake: string, why: string): TextDistractor => ({ text: point(x, y), sig: `${x},${y}`, mistake, why });
    return {
      kind: "text",
      params: { a, h, k },
      stem: `<p>The function ${m("f")} is defined by ${m(`f(x) = ${f}`)}. The graph of ${m("y = f(x)")} in the ${m("xy")}-plane is a parabola. What are the coordinates of its vertex?</p>`,
      steps: [
        `A function written as ${m("a(x - h)^2 + k")} has its vertex at ${m("(h, k)")}: the squared term is ${mn(0)} when ${m("x = h")}, and then ${m("f(h) = k")}.`,
        `Here ${m(`x${plus(-h)} = 0`)} when ${m(`x = ${h}`)}, and ${m(`f(${h}) = ${k}`)}, so the vertex is ${point(h, k)}.`,
      ],
      key: point(h, k),
      keySig: `${h},${k}`,
      distractors: [
        d(-h, k, "sign-of-h-reversed", `takes the number in ${m(binom("x", -h))} with its sign; the squared term is ${mn(0)} at ${m(`x = ${h}`)}.`),
        d(k, h, "coordinates-swapped", `swaps the coordinates: the ${m("x")}-coordinate comes from inside the square, the ${m("y")}-coordinate is the added constant.`),
        d(-h, -k, "both-signs-reversed", `reverses the signs of both coordinates.`),
        d(h, -k, "sign-of-k-reversed", `reverses the sign of the constant ${mn(k)}, which is the ${m("y")}-coordinate as written.`),
      ],
    };
  },
);

/** f(g(t)) with f quadratic and g linear. */
const composition = defineGenerator(
  { ...meta, id: "nlf-composition-quadratic-of-linear", difficulty: "medium", shape: "Evaluate f(g(t)) where f is quadratic and g is linear." },
  (r) => {
    const b = r.int(-6, 6);
    const c = r.int(-9, 9);
    const q = r.pick([-3, -2, 2, 3, 4]);
    const s = r.nonzero(-7, 7);
    const t = r.nonzero(-4, 5);
    const g = q * t + s;
    const key = g * g + b * g + c;
    if (Math.abs(key) > 9999) return null;
    const f = poly([1, b, c]);
    return {
      kind: "open",
      params: { b, c, q, s, t },
      stem: `<p>The functions ${m("f")} and ${m("g")} are defined by ${m(`f(x) = ${f}`)} and ${m(`g(x) = ${sum([[q, "x"], [s, ""]])}`)}. What is the value of ${m(`f(g(${t}))`)}?</p>`,
      steps: [
        `Work from the inside out. First ${m(`g(${t}) = ${q}${paren(t)}${plus(s)} = ${int(g)}`)}.`,
        `Then ${m(`f(${int(g)}) = ${paren(g)}^{2}${b === 0 ? "" : ` ${b < 0 ? "-" : "+"} ${Math.abs(b) === 1 ? "" : Math.abs(b)}${paren(g)}`}${plus(c)} = ${int(g * g)}${plus(b * g)}${plus(c)} = ${int(key)}`)}.`,
      ],
      key,
    };
  },
);

const GROWTH = [
  {
    v: "P",
    dir: 1,
    unit: "year",
    stem: (A: number, p: number) =>
      `The population of a town was ${mn(A)} in 2020 and increases by ${mn(p)}% each year. Which function gives the population ${m("P(t)")} of the town ${m("t")} years after 2020?`,
  },
  {
    v: "N",
    dir: 1,
    unit: "month",
    stem: (A: number, p: number) =>
      `An online club had ${mn(A)} members at the start of the year, and its membership increases by ${mn(p)}% each month. Which function gives the number of members ${m("N(t)")} of the club ${m("t")} months after the start of the year?`,
  },
  {
    v: "V",
    dir: -1,
    unit: "year",
    stem: (A: number, p: number) =>
      `A used car was worth ${m(`\\$${int(A)}`)} when it was bought, and its value decreases by ${mn(p)}% each year. Which function gives its value ${m("V(t)")}, in dollars, ${m("t")} years after it was bought?`,
  },
  {
    v: "M",
    dir: -1,
    unit: "hour",
    stem: (A: number, p: number) =>
      `A block of ice had a mass of ${mn(A)} grams at noon, and its mass decreases by ${mn(p)}% each hour. Which function gives its mass ${m("M(t)")}, in grams, ${m("t")} hours after noon?`,
  },
] as const;

/** Build the exponential model from a start value and a percent change per unit. */
const percentModel = defineGenerator(
  { ...meta, id: "nlf-exponential-model-from-percent", difficulty: "medium", shape: "Choose the exponential function for a quantity that changes by a fixed percent per unit of time from a given start." },
  (r) => {
    const c = r.pick(GROWTH);
    const p = r.pick([2, 3, 4, 5, 6, 8, 12, 15, 25]);
    const A = c.dir > 0 ? r.int(12, 90) * 100 : r.int(20, 95) * 100;
    const f = R(100 + c.dir * p, 100);
    const wrong = R(100 - c.dir * p, 100);
    const rate = R(p, 100);
    const fn = (base: string) => m(`${c.v}(t) = ${int(A)}(${base})^{t}`);
    const key = fn(decimal(f));
    const step = (A * p) / 100;
    const distractors: TextDistractor[] = [
      { text: fn(decimal(rate)), mistake: "rate-used-as-factor", why: `multiplies by ${m(decimal(rate))} each ${c.unit}, which would leave only ${mn(p)}% of the amount, not change it by ${mn(p)}%.` },
      { text: fn(decimal(wrong)), mistake: "wrong-direction", why: `${c.dir > 0 ? "decreases" : "increases"} the amount by ${mn(p)}% each ${c.unit}.` },
      {
        text: m(`${c.v}(t) = ${int(A)} ${c.dir > 0 ? "+" : "-"} ${int(step)}t`),
        mistake: "linear-model",
        why: `changes by the same amount, ${mn(step)}, every ${c.unit}: that is ${mn(p)}% of the starting amount only, a linear model, while a percent change applies to the current amount.`,
      },
    ];
    if (100 + c.dir * p * 10 > 0)
      distractors.push({ text: fn(decimal(R(100 + c.dir * p * 10, 100))), mistake: "misplaced-decimal-point", why: `puts the decimal point in the wrong place: ${mn(p)}% is ${m(decimal(rate))}, not ${m(decimal(R(p, 10)))}.` });
    return {
      kind: "text",
      params: { A, p, dir: c.dir > 0 ? "up" : "down", v: c.v },
      stem: `<p>${c.stem(A, p)}</p>`,
      steps: [
        `${c.dir > 0 ? "Increasing" : "Decreasing"} by ${mn(p)}% each ${c.unit} means multiplying by ${m(`1 ${c.dir > 0 ? "+" : "-"} ${decimal(rate)} = ${decimal(f)}`)} each ${c.unit}.`,
        `Starting from ${mn(A)}, after ${m("t")} ${c.unit}s the amount has been multiplied by ${m(decimal(f))} ${m("t")} times: ${key}.`,
      ],
      key,
      distractors,
    };
  },
);

const POWERS = [
  { b: "1.21", k: 2, r: 10, dir: 1 },
  { b: "1.44", k: 2, r: 20, dir: 1 },
  { b: "1.69", k: 2, r: 30, dir: 1 },
  { b: "2.25", k: 2, r: 50, dir: 1 },
  { b: "0.81", k: 2, r: 10, dir: -1 },
  { b: "0.64", k: 2, r: 20, dir: -1 },
  { b: "0.49", k: 2, r: 30, dir: -1 },
  { b: "1.331", k: 3, r: 10, dir: 1 },
  { b: "1.728", k: 3, r: 20, dir: 1 },
  { b: "0.729", k: 3, r: 10, dir: -1 },
  { b: "0.512", k: 3, r: 20, dir: -1 },
  { b: "1.1025", k: 2, r: 5, dir: 1 },
  { b: "0.9025", k: 2, r: 5, dir: -1 },
] as const;

const PER_UNIT = [
  { what: "the number of subscribers to a newsletter", noun: "number", unit: "month", dir: 1 },
  { what: "the number of visitors to a museum's website each day", noun: "number", unit: "week", dir: 1 },
  { what: "the number of fish in a pond", noun: "number", unit: "year", dir: -1 },
  { what: "the amount of a medicine, in milligrams, in a patient's blood", noun: "amount", unit: "hour", dir: -1 },
] as const;

/** f(t) = A·b^(t/k): the percent change per one unit of t. */
const percentPerUnit = defineGenerator(
  { ...meta, id: "nlf-percent-change-per-unit-from-exponent", difficulty: "hard", shape: "From A·b^(t/k), find the percent change per single unit of t (the k-th root of b)." },
  (r) => {
    const P = r.pick(POWERS);
    const A = r.int(3, 40) * 50;
    const ctx = r.pick(PER_UNIT.filter((c) => c.dir === P.dir));
    const factor = decimal(R(100 + P.dir * P.r, 100));
    return {
      kind: "open",
      params: { A, b: Number(P.b), k: P.k, dir: P.dir > 0 ? "up" : "down" },
      stem: `<p>The function ${m(`f(t) = ${int(A)}(${P.b})^{\\frac{t}{${P.k}}}`)} models ${ctx.what} ${m("t")} ${ctx.unit}s after the start of a study. According to the model, by what percent does the ${ctx.noun} ${P.dir > 0 ? "increase" : "decrease"} each ${ctx.unit}? (Enter your answer without the % sign: for example, enter 25 for 25%.)</p>`,
      steps: [
        `Use ${m(`b^{\\frac{t}{${P.k}}} = \\left(b^{\\frac{1}{${P.k}}}\\right)^{t}`)}: each ${ctx.unit} the ${ctx.noun} is multiplied by ${m(`(${P.b})^{\\frac{1}{${P.k}}}`)}.`,
        `${m(`${factor}^{${P.k}} = ${P.b}`)}, so ${m(`(${P.b})^{\\frac{1}{${P.k}}} = ${factor}`)} and ${m(`f(t) = ${int(A)}(${factor})^{t}`)}.`,
        `Multiplying by ${m(factor)} is ${P.dir > 0 ? "an increase" : "a decrease"} of ${mn(P.r)}% each ${ctx.unit}. (The base ${m(P.b)} gives the change over ${mn(P.k)} ${ctx.unit}s, not one.)`,
      ],
      key: P.r,
    };
  },
);

/** Minimum of g(x) = f(x - h) + k where f(x) = x² + bx + c. */
const shiftedMin = defineGenerator(
  { ...meta, id: "nlf-minimum-of-shifted-quadratic", difficulty: "hard", shape: "Find the minimum value of g(x) = f(x - h) + k for a quadratic f given in standard form." },
  (r) => {
    const b = 2 * r.nonzero(-6, 6);
    const c = r.int(-15, 20);
    const h = r.nonzero(-5, 5);
    const k = r.nonzero(-9, 9);
    const minF = c - (b * b) / 4;
    const key = minF + k;
    return {
      kind: "numeric",
      params: { b, c, h, k },
      stem: `<p>The function ${m("f")} is defined by ${m(`f(x) = ${poly([1, b, c])}`)}. The function ${m("g")} is defined by ${m(`g(x) = f${binom("x", -h)}${plus(k)}`)}. What is the minimum value of ${m("g(x)")}?</p>`,
      steps: [
        `Complete the square: ${m(`f(x) = ${binom("x", b / 2)}^{2}${plus(minF)}`)}, so the minimum value of ${m("f")} is ${mn(minF)}, at ${m(`x = ${-b / 2}`)}.`,
        `Replacing ${m("x")} with ${m(`x${plus(-h)}`)} moves the graph ${h > 0 ? "right" : "left"} ${mn(Math.abs(h))} and does not change the minimum value; adding ${mn(k)} moves it ${k > 0 ? "up" : "down"} ${mn(Math.abs(k))}.`,
        `So the minimum value of ${m("g")} is ${m(`${int(minF)}${plus(k)} = ${int(key)}`)}.`,
      ],
      key,
      distractors: [
        { value: minF, mistake: "ignored-vertical-shift", why: `is the minimum of ${m("f")}; adding ${mn(k)} shifts the graph ${k > 0 ? "up" : "down"}.` },
        { value: minF - k, mistake: "vertical-shift-wrong-direction", why: `moves the graph ${k > 0 ? "down" : "up"} instead of ${k > 0 ? "up" : "down"}.` },
        { value: c + k, mistake: "used-constant-term-as-minimum", why: `treats ${mn(c)}, the value of ${m("f(0)")}, as the minimum of ${m("f")}.` },
        { value: -b / 2 + h, mistake: "gave-x-of-vertex", why: `is the ${m("x")}-coordinate of the vertex of ${m("g")}, not its minimum value.` },
        { value: minF + k + h, mistake: "added-horizontal-shift", why: `also adds the horizontal shift ${mn(h)}, which moves the graph sideways and does not change the minimum.` },
      ],
    };
  },
);

export const NONLINEAR_FUNCTIONS: MathGenerator[] = [expEvaluate, vertexForm, composition, percentModel, percentPerUnit, shiftedMin];
