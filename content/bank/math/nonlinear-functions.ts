import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { binom, co, decimal, int, m, mn, paren, plus, poly, sum, tex } from "./explain";
import { R } from "./rational";

const meta = { domain: "advanced_math", skill: "nonlinear_functions" } as const;

/** f(x) = a·b^x: the input that gives a stated output. */
const expInput = defineGenerator(
  { ...meta, id: "nlf-exp-solve-for-input", difficulty: "easy", shape: "For f(x) = a·b^x, find the whole number x for which f(x) equals a given value." },
  (r) => {
    const a = r.int(2, 9);
    const b = r.int(2, 5);
    const k = r.int(2, 5);
    const N = a * b ** k;
    if (N > 5000 || b ** k === k + 1) return null;
    return {
      kind: "numeric",
      params: { a, b, N },
      stem: r.pick([
        `<p>The function ${m("f")} is defined by ${m(`f(x) = ${a}(${b})^{x}`)}. For what value of ${m("x")} is ${m(`f(x) = ${int(N)}`)}?</p>`,
        `<p>For the function ${m("f")} defined by ${m(`f(x) = ${a}(${b})^{x}`)}, what value of ${m("x")} gives ${m(`f(x) = ${int(N)}`)}?</p>`,
        `<p>The function ${m("f")} is defined by ${m(`f(x) = ${a}(${b})^{x}`)}. If ${m(`f(t) = ${int(N)}`)}, what is the value of ${m("t")}?</p>`,
      ]),
      steps: [
        `Set ${m(`${a}(${b})^{x} = ${int(N)}`)} and divide both sides by ${mn(a)}: ${m(`${b}^{x} = ${int(b ** k)}`)}.`,
        `${m(`${int(b ** k)} = ${Array.from({ length: k }, () => b).join(" \\cdot ")} = ${b}^{${k}}`)}, so ${m(`x = ${k}`)}.`,
      ],
      key: k,
      distractors: [
        { value: b ** k, mistake: "gave-the-power", why: `is the value of ${m(`${b}^{x}`)}, not the exponent ${m("x")}.` },
        {
          value: R(N, a * b),
          mistake: "divided-by-base-once",
          why: `divides ${mn(N)} by ${m(`${a} \\cdot ${b}`)} as if ${m("x")} were a factor, not an exponent.`,
        },
        {
          value: k + 1,
          mistake: "counted-the-coefficient-as-a-factor",
          why: `counts ${mn(a)} as one more factor of ${mn(b)}; the coefficient must be divided out first.`,
        },
        { value: k - 1, mistake: "one-factor-too-few", why: `gives ${m(`${a}(${b})^{${k - 1}} = ${int(a * b ** (k - 1))}`)}, not ${mn(N)}.` },
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
      stem: `<p>${m(`f(x) = ${f}`)}</p>\n<p>Which point is the vertex of the graph of the given quadratic function in the ${m("xy")}-plane?</p>`,
      steps: [
        `A function written as ${m("a(x - h)^2 + k")} has its vertex at ${m("(h, k)")}: the squared term is ${mn(0)} when ${m("x = h")}, and then ${m("f(h) = k")}.`,
        `Here ${m(`x${plus(-h)} = 0`)} when ${m(`x = ${h}`)}, and ${m(`f(${h}) = ${k}`)}, so the vertex is ${point(h, k)}.`,
      ],
      key: point(h, k),
      keySig: `${h},${k}`,
      distractors: [
        d(-h, k, "sign-of-h-reversed", `takes the number in ${m(binom("x", -h))} with its sign; the squared term is ${mn(0)} at ${m(`x = ${h}`)}.`),
        d(
          k,
          h,
          "coordinates-swapped",
          `swaps the coordinates: the ${m("x")}-coordinate comes from inside the square, the ${m("y")}-coordinate is the added constant.`,
        ),
        d(-h, -k, "both-signs-reversed", `reverses the signs of both coordinates.`),
        d(h, -k, "sign-of-k-reversed", `reverses the sign of the constant ${mn(k)}, which is the ${m("y")}-coordinate as written.`),
      ],
    };
  },
);

/** g(f(x)) = T with f quadratic and g linear: the positive solution. */
const compositeEquation = defineGenerator(
  {
    ...meta,
    id: "nlf-solve-composite-equation",
    difficulty: "medium",
    shape: "With f quadratic and g linear, solve g(f(x)) = T for x (undo g first, then f).",
  },
  (r) => {
    const p = r.int(-9, 9);
    const q = r.pick([-3, -2, 2, 3, 4, 5]);
    const s = r.nonzero(-9, 9);
    const x = r.int(2, 9);
    const T = q * (x * x + p) + s;
    return {
      kind: "open",
      params: { p, q, s, T },
      stem: `<p>The functions ${m("f")} and ${m("g")} are defined by ${m(
        `f(x) = ${sum([
          [1, "x^{2}"],
          [p, ""],
        ])}`,
      )} and ${m(
        `g(x) = ${sum([
          [q, "x"],
          [s, ""],
        ])}`,
      )}. What is the positive value of ${m("x")} for which ${m(`g(f(x)) = ${int(T)}`)}?</p>`,
      steps: [
        `${m("g(f(x)) = " + `${q}f(x)${plus(s)}`)}. Setting it equal to ${mn(T)}: ${m(`${q}f(x) = ${int(T - s)}`)}, so ${m(`f(x) = ${x * x + p}`)}.`,
        `Then ${m(
          `${sum([
            [1, "x^{2}"],
            [p, ""],
          ])} = ${x * x + p}`,
        )}, so ${m(`x^2 = ${x * x}`)} and the positive solution is ${m(`x = ${x}`)}.`,
      ],
      key: x,
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
  {
    ...meta,
    id: "nlf-model-from-percent-change",
    difficulty: "medium",
    shape: "Choose the exponential function for a quantity that changes by a fixed percent per unit of time from a given start.",
  },
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
      {
        text: fn(decimal(rate)),
        mistake: "rate-used-as-factor",
        why: `multiplies by ${m(decimal(rate))} each ${c.unit}, which would leave only ${mn(p)}% of the amount, not change it by ${mn(p)}%.`,
      },
      { text: fn(decimal(wrong)), mistake: "wrong-direction", why: `${c.dir > 0 ? "decreases" : "increases"} the amount by ${mn(p)}% each ${c.unit}.` },
      {
        text: m(`${c.v}(t) = ${int(A)} ${c.dir > 0 ? "+" : "-"} ${int(step)}t`),
        mistake: "linear-model",
        why: `changes by the same amount, ${mn(step)}, every ${c.unit}: that is ${mn(p)}% of the starting amount only, a linear model, while a percent change applies to the current amount.`,
      },
    ];
    if (100 + c.dir * p * 10 > 0)
      distractors.push({
        text: fn(decimal(R(100 + c.dir * p * 10, 100))),
        mistake: "misplaced-decimal-point",
        why: `puts the decimal point in the wrong place: ${mn(p)}% is ${m(decimal(rate))}, not ${m(decimal(R(p, 10)))}.`,
      });
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

const FACTORS = ["1.1", "1.2", "1.3", "1.05", "0.9", "0.8", "0.95", "0.7"] as const;
const SEVERAL = [
  { what: "the value, in dollars, of a rare coin", unit: "year" },
  { what: "the number of bacteria in a sample", unit: "hour" },
  { what: "the number of people who follow a museum's online page", unit: "month" },
] as const;

/** f(t) = A·b^t: the percent change over n units of t (b^n, not n times the rate). */
const overSeveral = defineGenerator(
  {
    ...meta,
    id: "nlf-percent-over-several-units",
    difficulty: "hard",
    shape: "From A·b^t, find the percent change over several units of t (raise b to that power; the percents do not add).",
  },
  (r) => {
    const bs = r.pick(FACTORS);
    const b = R(Math.round(Number(bs) * 100), 100);
    const n = r.pick([2, 3]);
    const A = r.int(4, 60) * 25;
    const ctx = r.pick(SEVERAL);
    const total = b.pow(n);
    const change = total.sub(1).abs().mul(100);
    const up = b.cmp(1) > 0;
    return {
      kind: "open",
      params: { A, b: b.valueOf(), n, dir: up ? "up" : "down" },
      stem: `<p>The function ${m(`f(t) = ${int(A)}(${bs})^{t}`)} models ${ctx.what} ${m("t")} ${ctx.unit}s after it was first recorded. According to the model, by what percent does this quantity ${up ? "increase" : "decrease"} over every ${mn(n)}-${ctx.unit} period? (Enter your answer without the % sign.)</p>`,
      steps: [
        `Over ${mn(n)} ${ctx.unit}s the quantity is multiplied by ${m(`(${bs})^{${n}}`)}: ${m(`f(t + ${n}) = ${int(A)}(${bs})^{t}(${bs})^{${n}} = f(t) \\cdot ${decimal(total)}`)}.`,
        `Multiplying by ${m(decimal(total))} is ${up ? "an increase" : "a decrease"} of ${m(`${decimal(total.sub(1).abs())} = ${decimal(change)}\\%`)}. (It is not ${m(
          `${n} \\cdot ${decimal(b.sub(1).abs().mul(100))}\\% = ${decimal(
            b
              .sub(1)
              .abs()
              .mul(100 * n),
          )}\\%`,
        )}: each ${ctx.unit}'s change applies to the amount after the previous change.)`,
      ],
      key: change,
    };
  },
);

/** Minimum of g(x) = f(x - h) + k where f(x) = x² + bx + c. */
const shiftedMin = defineGenerator(
  {
    ...meta,
    id: "nlf-min-of-shifted-quadratic",
    difficulty: "hard",
    shape: "Find the minimum value of g(x) = f(x - h) + k for a quadratic f given in standard form.",
  },
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
        {
          value: minF + k + h,
          mistake: "added-horizontal-shift",
          why: `also adds the horizontal shift ${mn(h)}, which moves the graph sideways and does not change the minimum.`,
        },
      ],
    };
  },
);

export const NONLINEAR_FUNCTIONS: MathGenerator[] = [expInput, vertexForm, compositeEquation, percentModel, overSeveral, shiftedMin];
