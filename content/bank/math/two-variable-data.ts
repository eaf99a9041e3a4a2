import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { co, int, m, mn, subst, sum, texDec } from "./explain";
import { svg, table, text } from "./figures";
import { R, type Rat } from "./rational";

const meta = { domain: "problem_solving_data", skill: "two_variable_data" } as const;

const MODELS = [
  {
    shows: "the number of ice creams sold at a beach stand and the number of hours of sunshine",
    ask: "the predicted number of ice creams sold",
    yv: "I",
    xv: "h",
    lo: 2,
    hi: 12,
  },
  {
    shows: "the number of visitors to a public pool and the outdoor temperature, in degrees Celsius,",
    ask: "the predicted number of visitors",
    yv: "V",
    xv: "c",
    lo: 15,
    hi: 35,
  },
  {
    shows: "the heights, in centimeters, of potted plants and the number of weeks since they were potted",
    ask: "the predicted height, in centimeters,",
    yv: "H",
    xv: "w",
    lo: 1,
    hi: 12,
  },
] as const;

/** Predict from a line of best fit given by its equation. */
const predict = defineGenerator(
  { ...meta, id: "twovar-predict-from-fit-line", difficulty: "easy", shape: "Use the equation of a line of best fit to predict y for a given x." },
  (r) => {
    const c = r.pick(MODELS);
    const slope = R(r.int(4, 60), r.pick([2, 4, 5, 10]));
    const b = r.int(2, 40);
    const x0 = r.int(c.lo, c.hi);
    const key = slope.mul(x0).add(b);
    const model = `${c.yv} = ${co(slope, texDec)}${c.xv} + ${b}`;
    return {
      kind: "numeric",
      fmt: texDec,
      positive: true,
      params: { slope: slope.valueOf(), b, x0 },
      stem: `<p>A scatterplot shows ${c.shows} ${m(c.xv)} on several days. The line of best fit for the data has the equation ${m(model)}. According to this line, what is ${c.ask} when ${m(`${c.xv} = ${x0}`)}?</p>`,
      steps: [
        `Substitute ${m(`${c.xv} = ${x0}`)} into the equation: ${m(`${c.yv} = ${subst([[slope, x0]], texDec)} + ${b} = ${texDec(slope.mul(x0))} + ${b} = ${texDec(key)}`)}.`,
      ],
      key,
      distractors: [
        { value: slope.mul(x0), mistake: "left-out-intercept", why: `leaves out the constant ${mn(b)} of the equation.` },
        { value: slope.add(b).mul(x0), mistake: "multiplied-intercept-too", why: `multiplies the constant ${mn(b)} by ${mn(x0)} as well as the slope.` },
        {
          value: R(b * x0).add(slope),
          mistake: "swapped-slope-and-intercept",
          why: `swaps the roles of the slope ${m(texDec(slope))} and the constant ${mn(b)}.`,
        },
        { value: slope.add(b).add(x0), mistake: "added-everything", why: `adds ${mn(x0)} instead of multiplying it by the slope.` },
        {
          value: R(b),
          mistake: "gave-the-constant",
          why: `is the constant of the equation, the prediction at ${m(`${c.xv} = 0`)}, not at ${m(`${c.xv} = ${x0}`)}.`,
        },
      ],
    };
  },
);

/** Read a line graph and find the change between two years. */
const lineGraph = defineGenerator(
  { ...meta, id: "twovar-line-graph-change", difficulty: "easy", shape: "Read two values from a line graph and find the change between them." },
  (r) => {
    const y0 = r.int(2015, 2019);
    const vals = Array.from({ length: 6 }, () => r.int(1, 9) * 10);
    const i = r.int(0, 3);
    const j = r.int(i + 1, 5);
    if (vals[j]! <= vals[i]!) return null;
    const ctx = r.pick([
      { q: "number of trees planted by a city", axis: "Trees planted", unit: "trees" },
      { q: "number of concerts held at a music hall", axis: "Concerts", unit: "concerts" },
      { q: "number of students in a robotics program", axis: "Students", unit: "students" },
    ]);
    const W = 380;
    const H = 260;
    const px = (k: number) => 60 + k * 60;
    const py = (v: number) => 220 - v * 2;
    let body = "";
    const gridLines: string[] = [];
    for (let v = 0; v <= 100; v += 10) gridLines.push(`M50 ${py(v)}H${px(5) + 10}`);
    body += `<path d="${gridLines.join("")}" stroke="#ccc" stroke-width="1" fill="none"/>`;
    body += `<path d="M50 20V220H${px(5) + 10}" stroke="#000" stroke-width="1.5" fill="none"/>`;
    body += `<polyline points="${vals.map((v, k) => `${px(k)},${py(v)}`).join(" ")}" fill="none" stroke="#000" stroke-width="2"/>`;
    body += vals.map((v, k) => `<circle cx="${px(k)}" cy="${py(v)}" r="3.5" fill="#000"/>`).join("");
    body += `<g font-family="sans-serif" font-size="12">`;
    for (let v = 0; v <= 100; v += 20) body += text([44, py(v) + 4], String(v), { anchor: "end", size: 12 });
    vals.forEach((_, k) => (body += text([px(k), 238], String(y0 + k), { size: 12 })));
    body += text([(50 + px(5)) / 2, 256], "Year", { size: 12 });
    body += `<text x="14" y="120" font-family="sans-serif" font-size="12" text-anchor="middle" transform="rotate(-90 14 120)">${ctx.axis}</text></g>`;
    const label = `Line graph of the ${ctx.q} each year from ${y0} to ${y0 + 5}. Horizontal axis: Year. Vertical axis: ${ctx.axis}, from 0 to 100 with gridlines every 10. The values are ${vals.map((v, k) => `${y0 + k}: ${v}`).join(", ")}.`;
    const fig = svg(W, H, label, body);
    const key = vals[j]! - vals[i]!;
    return {
      kind: "open",
      params: { yi: y0 + i, vi: vals[i]!, yj: y0 + j, vj: vals[j]! },
      stem: `${fig}\n<p>The line graph shows the ${ctx.q} each year from ${y0} to ${y0 + 5}. According to the graph, how many more ${ctx.unit} were there in ${y0 + j} than in ${y0 + i}?</p>`,
      steps: [
        `From the graph, the value is ${mn(vals[i]!)} in ${y0 + i} and ${mn(vals[j]!)} in ${y0 + j}.`,
        `The difference is ${m(`${vals[j]} - ${vals[i]} = ${key}`)}.`,
      ],
      key,
    };
  },
);

/** Residual = actual - predicted. */
const residual = defineGenerator(
  {
    ...meta,
    id: "twovar-residual-of-data-point",
    difficulty: "medium",
    shape: "Find the residual (actual minus predicted) of a data point for a given line of best fit.",
  },
  (r) => {
    const slope = R(r.int(-40, 40), r.pick([2, 5, 10]));
    if (slope.eq(0)) return null;
    const b = r.int(5, 60);
    const x0 = r.int(2, 15);
    const pred = slope.mul(x0).add(b);
    const res = R(r.nonzero(-30, 30), r.pick([1, 2]));
    const actual = pred.add(res);
    if (actual.sign() <= 0 || pred.sign() <= 0) return null;
    return {
      kind: "numeric",
      fmt: texDec,
      params: { slope: slope.valueOf(), b, x0, y0: actual.valueOf() },
      stem: `<p>A line of best fit for a data set is ${m(
        `y = ${sum(
          [
            [slope, "x"],
            [b, ""],
          ],
          texDec,
        )}`,
      )}. One of the data points is ${m(`(${x0}, ${texDec(actual)})`)}. What is the residual for this data point (the actual ${m("y")}-value minus the ${m("y")}-value predicted by the line)?</p>`,
      steps: [
        `The predicted value at ${m(`x = ${x0}`)} is ${m(`${subst([[slope, x0]], texDec)} + ${b} = ${texDec(pred)}`)}.`,
        `The residual is actual minus predicted: ${m(`${texDec(actual)} - ${texDec(pred).startsWith("-") ? `(${texDec(pred)})` : texDec(pred)} = ${texDec(res)}`)}.`,
      ],
      key: res,
      distractors: [
        { value: res.neg(), mistake: "predicted-minus-actual", why: `is the predicted value minus the actual value, the opposite of the residual.` },
        { value: pred, mistake: "gave-predicted-value", why: `is the value predicted by the line, not the residual.` },
        { value: actual, mistake: "gave-actual-value", why: `is the actual ${m("y")}-value of the point.` },
        { value: actual.sub(b), mistake: "subtracted-intercept", why: `subtracts only the constant ${mn(b)} of the equation from the actual value.` },
      ],
    };
  },
);

const KINDS = ["linear-increasing", "linear-decreasing", "exponential-increasing", "exponential-decreasing"] as const;
type Kind = (typeof KINDS)[number];
const SENTENCE: Record<Kind, string> = {
  "linear-increasing": "A linear model, because y increases by the same amount each time x increases by 1",
  "linear-decreasing": "A linear model, because y decreases by the same amount each time x increases by 1",
  "exponential-increasing": "An exponential model, because y is multiplied by the same number greater than 1 each time x increases by 1",
  "exponential-decreasing": "An exponential model, because y is multiplied by the same number less than 1 each time x increases by 1",
};

/** Is the relationship in a table linear or exponential, increasing or decreasing? */
const modelType = defineGenerator(
  {
    ...meta,
    id: "twovar-linear-or-exponential",
    difficulty: "medium",
    shape: "From a table of (x, y) values, decide whether a linear or an exponential model fits, and its direction.",
  },
  (r) => {
    const kind = r.pick(KINDS);
    const ys: Rat[] = [];
    let start: Rat;
    if (kind.startsWith("linear")) {
      const d = r.int(3, 40) * (kind.endsWith("increasing") ? 1 : -1);
      start = R(r.int(kind.endsWith("increasing") ? 5 : 170, kind.endsWith("increasing") ? 60 : 260));
      for (let i = 0; i < 5; i++) ys.push(start.add(d * i));
    } else {
      const f = kind.endsWith("increasing") ? r.pick([R(2), R(3), R(3, 2), R(5, 4)]) : r.pick([R(1, 2), R(1, 4), R(2, 5), R(4, 5)]);
      start = R(f.d ** 4 * r.int(1, 3));
      for (let i = 0; i < 5; i++) ys.push(start.mul(f.pow(i)));
    }
    if (ys.some((y) => !y.isInt() || y.n <= 0 || y.n > 5000)) return null;
    const vals = ys.map((y) => y.n);
    const rows = vals.map((y, i) => [mn(i), mn(y)]);
    const diffs = vals.slice(1).map((y, i) => y - vals[i]!);
    const other = (k: Kind): TextDistractor => ({
      text: SENTENCE[k]
        .replace(/\by\b/g, m("y"))
        .replace(/\bx\b/g, m("x"))
        .replace(/ 1\b/g, ` ${m("1")}`),
      sig: k,
      mistake: `chose-${k}`,
      why:
        k.split("-")[0] !== kind.split("-")[0]
          ? kind.startsWith("linear")
            ? `does not fit: the differences are constant (${mn(diffs[0]!)}), not the ratios.`
            : `does not fit: the differences ${diffs.map((d) => mn(d)).join(", ")} are not constant.`
          : `has the wrong direction: ${m("y")} ${kind.endsWith("increasing") ? "increases" : "decreases"} as ${m("x")} increases.`,
    });
    const key = SENTENCE[kind]
      .replace(/\by\b/g, m("y"))
      .replace(/\bx\b/g, m("x"))
      .replace(/ 1\b/g, ` ${m("1")}`);
    return {
      kind: "text",
      quote: true,
      params: { y0: vals[0]!, y1: vals[1]!, y2: vals[2]!, y3: vals[3]!, y4: vals[4]! },
      stem: `<p>The table shows five values of ${m("x")} and the corresponding values of ${m("y")}.</p>\n${table("", [m("x"), m("y")], rows)}\n<p>${r.pick([`Which of the following best describes the relationship between ${m("x")} and ${m("y")}?`, `Which statement best describes how ${m("y")} changes as ${m("x")} increases?`, `Which kind of model best fits the relationship between ${m("x")} and ${m("y")} shown in the table?`])}</p>`,
      steps: kind.startsWith("linear")
        ? [
            `The differences between consecutive values of ${m("y")} are ${diffs.map((d) => mn(d)).join(", ")}: the same each time, so a linear model fits, and ${m("y")} ${kind.endsWith("increasing") ? "increases" : "decreases"}.`,
          ]
        : [
            `The differences ${diffs.map((d) => mn(d)).join(", ")} are not constant, but each value of ${m("y")} is ${m(texDec(R(vals[1]!, vals[0]!)))} times the one before (${m(`\\frac{${vals[1]}}{${vals[0]}} = \\frac{${vals[2]}}{${vals[1]}} = ${texDec(R(vals[1]!, vals[0]!))}`)}): an exponential model fits, and ${m("y")} ${kind.endsWith("increasing") ? "increases" : "decreases"}.`,
          ],
      key,
      keySig: kind,
      distractors: KINDS.filter((k) => k !== kind).map(other),
    };
  },
);

/** By what percent does the actual value exceed (or fall short of) the prediction? */
const percentOff = defineGenerator(
  {
    ...meta,
    id: "twovar-actual-vs-predicted-pct",
    difficulty: "hard",
    shape: "Predict with a line of best fit, then express how far an actual value is above or below the prediction as a percent of the prediction.",
  },
  (r) => {
    const slope = r.int(2, 30);
    const b = r.int(10, 200);
    const x0 = r.int(3, 20);
    const pred = slope * x0 + b;
    const p = r.pick([4, 5, 8, 10, 12, 15, 20, 25]) * (r.bool() ? 1 : -1);
    const actual = R(pred * (100 + p), 100);
    if (!actual.isInt()) return null;
    const c = r.pick([
      { y: "the number of tickets sold for a school play", x: "the number of days of advertising", yv: "T", xv: "d" },
      { y: "the number of customers at a farmers market", x: "the number of vendors", yv: "C", xv: "v" },
    ]);
    return {
      kind: "open",
      params: { slope, b, x0, actual: actual.n },
      stem: `<p>A line of best fit that models ${c.y} ${m(c.yv)} in terms of ${c.x} ${m(c.xv)} is ${m(`${c.yv} = ${slope}${c.xv} + ${b}`)}. For one data point with ${m(`${c.xv} = ${x0}`)}, the actual value of ${m(c.yv)} is ${mn(actual.n)}. The actual value is what percent ${p > 0 ? "greater" : "less"} than the value predicted by the line of best fit? (Enter your answer without the % sign.)</p>`,
      steps: [
        `The predicted value is ${m(`${slope}(${x0}) + ${b} = ${pred}`)}.`,
        `The actual value is ${m(`${actual.n} - ${pred} = ${actual.n - pred}`)} ${p > 0 ? "more" : "less"}${p > 0 ? "" : ""} than predicted${p < 0 ? ` (a difference of ${mn(-(actual.n - pred))})` : ""}.`,
        `As a percent of the prediction: ${m(`\\frac{${Math.abs(actual.n - pred)}}{${pred}} \\cdot 100 = ${Math.abs(p)}`)}, so the actual value is ${mn(Math.abs(p))}% ${p > 0 ? "greater" : "less"}. (Dividing by the actual value instead gives a different, wrong percent.)`,
      ],
      key: Math.abs(p),
    };
  },
);

/** The difference between an exponential and a linear model's predictions. */
const twoModels = defineGenerator(
  {
    ...meta,
    id: "twovar-exp-minus-linear-model",
    difficulty: "hard",
    shape: "Two models (linear and exponential) fit the same data; find how much greater one prediction is than the other at a given x.",
  },
  (r) => {
    const a = r.int(20, 200);
    const g = r.pick([R(3, 2), R(2), R(5, 4), R(6, 5)]);
    const k = r.int(2, 4);
    const A = r.int(10, 60);
    const s = r.int(5, 60);
    const exp = R(a).mul(g.pow(k));
    const lin = A + s * k;
    const key = exp.sub(lin);
    if (!exp.isInt() || key.sign() <= 0) return null;
    const gTex = texDec(g);
    return {
      kind: "numeric",
      fmt: texDec,
      params: { a, g: g.valueOf(), k, A, s },
      stem: r.pick([
        `<p>Two models are proposed for the number of bacteria colonies ${m("N")} in a dish ${m("t")} days after a study began: a linear model ${m(`N = ${A} + ${s}t`)} and an exponential model ${m(`N = ${a}(${gTex})^{t}`)}. How much greater is the number predicted by the exponential model than the number predicted by the linear model for ${m(`t = ${k}`)}?</p>`,
        `<p>A biologist models the number of bacteria colonies ${m("N")} in a dish ${m("t")} days after a study began in two ways: linearly, ${m(`N = ${A} + ${s}t`)}, and exponentially, ${m(`N = ${a}(${gTex})^{t}`)}. For ${m(`t = ${k}`)}, how much greater is the exponential model's prediction than the linear model's?</p>`,
        `<p>The number of bacteria colonies ${m("N")} in a dish ${m("t")} days after a study began is predicted by the linear model ${m(`N = ${A} + ${s}t`)} and by the exponential model ${m(`N = ${a}(${gTex})^{t}`)}. By how much does the exponential model's prediction exceed the linear model's when ${m(`t = ${k}`)}?</p>`,
      ]),
      steps: [
        `Exponential model: ${m(`${a}(${gTex})^{${k}} = ${a} \\cdot ${texDec(g.pow(k))} = ${int(exp.n)}`)}.`,
        `Linear model: ${m(`${A} + ${s}(${k}) = ${lin}`)}.`,
        `The difference is ${m(`${int(exp.n)} - ${lin} = ${texDec(key)}`)}.`,
      ],
      key,
      distractors: [
        { value: exp, mistake: "gave-exponential-prediction", why: `is the exponential model's prediction alone.` },
        {
          value: R(a).mul(g).mul(k).sub(lin),
          mistake: "multiplied-by-exponent",
          why: `multiplies ${m(gTex)} by ${mn(k)} instead of raising it to the power ${mn(k)}.`,
        },
        { value: lin, mistake: "gave-linear-prediction", why: `is the linear model's prediction alone.` },
        { value: exp.sub(A), mistake: "ignored-linear-rate", why: `subtracts only the linear model's starting value ${mn(A)}.` },
        {
          value: R(lin).sub(exp),
          mistake: "subtracted-the-wrong-way",
          why: `subtracts the exponential prediction from the linear one; the question asks how much greater the exponential prediction is.`,
        },
      ],
    };
  },
);

export const TWO_VARIABLE_DATA: MathGenerator[] = [predict, lineGraph, residual, modelType, percentOff, twoModels];
