import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { co, int, m, mn, subst, sum, texDec } from "./explain";
import { lineGraph as lineChart, PENDING_FIGURE_ID, table } from "../../figures";
import { loc } from "./localize";
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
        loc({
          en: `Substitute ${m(`${c.xv} = ${x0}`)} into the equation: ${m(`${c.yv} = ${subst([[slope, x0]], texDec)} + ${b} = ${texDec(slope.mul(x0))} + ${b} = ${texDec(key)}`)}.`,
          az: `${m(`${c.xv} = ${x0}`)} qiymətini tənlikdə yerinə yazın: ${m(`${c.yv} = ${subst([[slope, x0]], texDec)} + ${b} = ${texDec(slope.mul(x0))} + ${b} = ${texDec(key)}`)}.`,
          ru: `Подставьте ${m(`${c.xv} = ${x0}`)} в уравнение: ${m(`${c.yv} = ${subst([[slope, x0]], texDec)} + ${b} = ${texDec(slope.mul(x0))} + ${b} = ${texDec(key)}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: slope.mul(x0),
          mistake: "left-out-intercept",
          why: loc({
            en: `leaves out the constant ${mn(b)} of the equation.`,
            az: `— tənliyin sabit həddi (${mn(b)}) nəzərə alınmayıb.`,
            ru: `— не учтён свободный член уравнения ${mn(b)}.`,
          }),
        },
        {
          value: slope.add(b).mul(x0),
          mistake: "multiplied-intercept-too",
          why: loc({
            en: `multiplies the constant ${mn(b)} by ${mn(x0)} as well as the slope.`,
            az: `— bucaq əmsalı ilə yanaşı sabit hədd (${mn(b)}) də ${mn(x0)} ədədinə vurulub.`,
            ru: `— на ${mn(x0)} умножен не только угловой коэффициент, но и свободный член ${mn(b)}.`,
          }),
        },
        {
          value: R(b * x0).add(slope),
          mistake: "swapped-slope-and-intercept",
          why: loc({
            en: `swaps the roles of the slope ${m(texDec(slope))} and the constant ${mn(b)}.`,
            az: `— bucaq əmsalının (${m(texDec(slope))}) və sabit həddin (${mn(b)}) rolları dəyişdirilib.`,
            ru: `— перепутаны роли углового коэффициента ${m(texDec(slope))} и свободного члена ${mn(b)}.`,
          }),
        },
        {
          value: slope.add(b).add(x0),
          mistake: "added-everything",
          why: loc({
            en: `adds ${mn(x0)} instead of multiplying it by the slope.`,
            az: `— ${mn(x0)} ədədi bucaq əmsalına vurulmaq əvəzinə toplanıb.`,
            ru: `— ${mn(x0)} прибавлено, а не умножено на угловой коэффициент.`,
          }),
        },
        {
          value: R(b),
          mistake: "gave-the-constant",
          why: loc({
            en: `is the constant of the equation, the prediction at ${m(`${c.xv} = 0`)}, not at ${m(`${c.xv} = ${x0}`)}.`,
            az: `— bu, tənliyin sabit həddi, yəni ${m(`${c.xv} = ${x0}`)} üçün deyil, ${m(`${c.xv} = 0`)} üçün proqnozdur.`,
            ru: `— это свободный член уравнения, то есть прогноз при ${m(`${c.xv} = 0`)}, а не при ${m(`${c.xv} = ${x0}`)}.`,
          }),
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
    const label = `Line graph of the ${ctx.q} each year from ${y0} to ${y0 + 5}. Horizontal axis: Year. Vertical axis: ${ctx.axis}, from 0 to 100 with gridlines every 10. The values are ${vals.map((v, k) => `${y0 + k}: ${v}`).join(", ")}.`;
    const fig = lineChart({
      id: PENDING_FIGURE_ID,
      title: `The ${ctx.q}, ${y0} to ${y0 + 5}`,
      desc: label,
      width: 380,
      height: 280,
      x: { label: "Year", min: y0, max: y0 + 5, step: 1 },
      y: { label: ctx.axis, min: 0, max: 100, step: 10, labelEvery: 20 },
      series: [{ points: vals.map((v, k) => [y0 + k, v] as const) }],
    });
    const key = vals[j]! - vals[i]!;
    return {
      kind: "open",
      params: { yi: y0 + i, vi: vals[i]!, yj: y0 + j, vj: vals[j]! },
      stem: `${fig}\n<p>The line graph shows the ${ctx.q} each year from ${y0} to ${y0 + 5}. According to the graph, how many more ${ctx.unit} were there in ${y0 + j} than in ${y0 + i}?</p>`,
      steps: [
        loc({
          en: `From the graph, the value is ${mn(vals[i]!)} in ${y0 + i} and ${mn(vals[j]!)} in ${y0 + j}.`,
          az: `Qrafikə görə qiymət ${y0 + i} ilində ${mn(vals[i]!)}, ${y0 + j} ilində isə ${mn(vals[j]!)} olub.`,
          ru: `По графику значение в ${y0 + i} году равно ${mn(vals[i]!)}, а в ${y0 + j} году — ${mn(vals[j]!)}.`,
        }),
        loc({
          en: `The difference is ${m(`${vals[j]} - ${vals[i]} = ${key}`)}.`,
          az: `Fərq ${m(`${vals[j]} - ${vals[i]} = ${key}`)} olur.`,
          ru: `Разность равна ${m(`${vals[j]} - ${vals[i]} = ${key}`)}.`,
        }),
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
        loc({
          en: `The predicted value at ${m(`x = ${x0}`)} is ${m(`${subst([[slope, x0]], texDec)} + ${b} = ${texDec(pred)}`)}.`,
          az: `${m(`x = ${x0}`)} üçün proqnozlaşdırılan qiymət ${m(`${subst([[slope, x0]], texDec)} + ${b} = ${texDec(pred)}`)} olur.`,
          ru: `Прогнозируемое значение при ${m(`x = ${x0}`)} равно ${m(`${subst([[slope, x0]], texDec)} + ${b} = ${texDec(pred)}`)}.`,
        }),
        loc({
          en: `The residual is actual minus predicted: ${m(`${texDec(actual)} - ${texDec(pred).startsWith("-") ? `(${texDec(pred)})` : texDec(pred)} = ${texDec(res)}`)}.`,
          az: `Qalıq faktiki qiymətlə proqnozlaşdırılan qiymətin fərqidir: ${m(`${texDec(actual)} - ${texDec(pred).startsWith("-") ? `(${texDec(pred)})` : texDec(pred)} = ${texDec(res)}`)}.`,
          ru: `Остаток — это фактическое значение минус прогнозируемое: ${m(`${texDec(actual)} - ${texDec(pred).startsWith("-") ? `(${texDec(pred)})` : texDec(pred)} = ${texDec(res)}`)}.`,
        }),
      ],
      key: res,
      distractors: [
        {
          value: res.neg(),
          mistake: "predicted-minus-actual",
          why: loc({
            en: `is the predicted value minus the actual value, the opposite of the residual.`,
            az: `— bu, proqnozlaşdırılan qiymətlə faktiki qiymətin fərqi, yəni qalığın əks işarəlisidir.`,
            ru: `— это прогнозируемое значение минус фактическое, то есть остаток с обратным знаком.`,
          }),
        },
        {
          value: pred,
          mistake: "gave-predicted-value",
          why: loc({
            en: `is the value predicted by the line, not the residual.`,
            az: `— bu, qalıq deyil, xəttin proqnozlaşdırdığı qiymətdir.`,
            ru: `— это значение, предсказанное прямой, а не остаток.`,
          }),
        },
        {
          value: actual,
          mistake: "gave-actual-value",
          why: loc({
            en: `is the actual ${m("y")}-value of the point.`,
            az: `— bu, nöqtənin faktiki ${m("y")} qiymətidir.`,
            ru: `— это фактическое значение ${m("y")} для этой точки.`,
          }),
        },
        {
          value: actual.sub(b),
          mistake: "subtracted-intercept",
          why: loc({
            en: `subtracts only the constant ${mn(b)} of the equation from the actual value.`,
            az: `— faktiki qiymətdən yalnız tənliyin sabit həddi (${mn(b)}) çıxılıb.`,
            ru: `— из фактического значения вычтен только свободный член уравнения ${mn(b)}.`,
          }),
        },
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
            ? loc({
                en: `does not fit: the differences are constant (${mn(diffs[0]!)}), not the ratios.`,
                az: `— uyğun gəlmir: nisbətlər deyil, fərqlər sabitdir (${mn(diffs[0]!)}).`,
                ru: `— не подходит: постоянны разности (${mn(diffs[0]!)}), а не отношения.`,
              })
            : loc({
                en: `does not fit: the differences ${diffs.map((d) => mn(d)).join(", ")} are not constant.`,
                az: `— uyğun gəlmir: ${diffs.map((d) => mn(d)).join(", ")} fərqləri sabit deyil.`,
                ru: `— не подходит: разности ${diffs.map((d) => mn(d)).join(", ")} не постоянны.`,
              })
          : loc({
              en: `has the wrong direction: ${m("y")} ${kind.endsWith("increasing") ? "increases" : "decreases"} as ${m("x")} increases.`,
              az: `— istiqamət səhvdir: ${m("x")} artdıqca ${m("y")} ${kind.endsWith("increasing") ? "artır" : "azalır"}.`,
              ru: `— неверное направление: при возрастании ${m("x")} величина ${m("y")} ${kind.endsWith("increasing") ? "возрастает" : "убывает"}.`,
            }),
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
            loc({
              en: `The differences between consecutive values of ${m("y")} are ${diffs.map((d) => mn(d)).join(", ")}: the same each time, so a linear model fits, and ${m("y")} ${kind.endsWith("increasing") ? "increases" : "decreases"}.`,
              az: `${m("y")} dəyişəninin ardıcıl qiymətləri arasındakı fərqlər ${diffs.map((d) => mn(d)).join(", ")} olur: hər dəfə eyni fərq alınır, ona görə də xətti model uyğundur və ${m("y")} ${kind.endsWith("increasing") ? "artır" : "azalır"}.`,
              ru: `Разности между соседними значениями ${m("y")} равны ${diffs.map((d) => mn(d)).join(", ")}: они всё время одинаковы, поэтому подходит линейная модель, и ${m("y")} ${kind.endsWith("increasing") ? "возрастает" : "убывает"}.`,
            }),
          ]
        : [
            loc({
              en: `The differences ${diffs.map((d) => mn(d)).join(", ")} are not constant, but each value of ${m("y")} is ${m(texDec(R(vals[1]!, vals[0]!)))} times the one before (${m(`\\frac{${vals[1]}}{${vals[0]}} = \\frac{${vals[2]}}{${vals[1]}} = ${texDec(R(vals[1]!, vals[0]!))}`)}): an exponential model fits, and ${m("y")} ${kind.endsWith("increasing") ? "increases" : "decreases"}.`,
              az: `${diffs.map((d) => mn(d)).join(", ")} fərqləri sabit deyil, amma ${m("y")} dəyişəninin hər qiyməti əvvəlkini ${m(texDec(R(vals[1]!, vals[0]!)))} ədədinə vurmaqla alınır (${m(`\\frac{${vals[1]}}{${vals[0]}} = \\frac{${vals[2]}}{${vals[1]}} = ${texDec(R(vals[1]!, vals[0]!))}`)}): eksponensial model uyğundur və ${m("y")} ${kind.endsWith("increasing") ? "artır" : "azalır"}.`,
              ru: `Разности ${diffs.map((d) => mn(d)).join(", ")} не постоянны, но каждое значение ${m("y")} получается из предыдущего умножением на ${m(texDec(R(vals[1]!, vals[0]!)))} (${m(`\\frac{${vals[1]}}{${vals[0]}} = \\frac{${vals[2]}}{${vals[1]}} = ${texDec(R(vals[1]!, vals[0]!))}`)}): подходит экспоненциальная модель, и ${m("y")} ${kind.endsWith("increasing") ? "возрастает" : "убывает"}.`,
            }),
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
        loc({
          en: `The predicted value is ${m(`${slope}(${x0}) + ${b} = ${pred}`)}.`,
          az: `Proqnozlaşdırılan qiymət ${m(`${slope}(${x0}) + ${b} = ${pred}`)} olur.`,
          ru: `Прогнозируемое значение равно ${m(`${slope}(${x0}) + ${b} = ${pred}`)}.`,
        }),
        loc({
          en: `The actual value is ${m(`${actual.n} - ${pred} = ${actual.n - pred}`)} ${p > 0 ? "more" : "less"}${p > 0 ? "" : ""} than predicted${p < 0 ? ` (a difference of ${mn(-(actual.n - pred))})` : ""}.`,
          az: `Faktiki və proqnozlaşdırılan qiymətlərin fərqi ${m(`${actual.n} - ${pred} = ${actual.n - pred}`)} olur: faktiki qiymət proqnozdan ${p > 0 ? "çoxdur" : "azdır"}${p < 0 ? ` (fərq ${mn(-(actual.n - pred))})` : ""}.`,
          ru: `Разность фактического и прогнозируемого значений равна ${m(`${actual.n} - ${pred} = ${actual.n - pred}`)}: фактическое значение ${p > 0 ? "больше" : "меньше"} прогнозируемого${p < 0 ? ` (разница ${mn(-(actual.n - pred))})` : ""}.`,
        }),
        loc({
          en: `As a percent of the prediction: ${m(`\\frac{${Math.abs(actual.n - pred)}}{${pred}} \\cdot 100 = ${Math.abs(p)}`)}, so the actual value is ${mn(Math.abs(p))}% ${p > 0 ? "greater" : "less"}. (Dividing by the actual value instead gives a different, wrong percent.)`,
          az: `Proqnoza nisbətən faizlə: ${m(`\\frac{${Math.abs(actual.n - pred)}}{${pred}} \\cdot 100 = ${Math.abs(p)}`)}, deməli, faktiki qiymət ${mn(Math.abs(p))}% ${p > 0 ? "çoxdur" : "azdır"}. (Faktiki qiymətə bölmək başqa, səhv faiz verir.)`,
          ru: `В процентах от прогноза: ${m(`\\frac{${Math.abs(actual.n - pred)}}{${pred}} \\cdot 100 = ${Math.abs(p)}`)}, значит, фактическое значение ${p > 0 ? "больше" : "меньше"} на ${mn(Math.abs(p))}%. (Деление на фактическое значение дало бы другой, неверный процент.)`,
        }),
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
        loc({
          en: `Exponential model: ${m(`${a}(${gTex})^{${k}} = ${a} \\cdot ${texDec(g.pow(k))} = ${int(exp.n)}`)}.`,
          az: `Eksponensial model: ${m(`${a}(${gTex})^{${k}} = ${a} \\cdot ${texDec(g.pow(k))} = ${int(exp.n)}`)}.`,
          ru: `Экспоненциальная модель: ${m(`${a}(${gTex})^{${k}} = ${a} \\cdot ${texDec(g.pow(k))} = ${int(exp.n)}`)}.`,
        }),
        loc({
          en: `Linear model: ${m(`${A} + ${s}(${k}) = ${lin}`)}.`,
          az: `Xətti model: ${m(`${A} + ${s}(${k}) = ${lin}`)}.`,
          ru: `Линейная модель: ${m(`${A} + ${s}(${k}) = ${lin}`)}.`,
        }),
        loc({
          en: `The difference is ${m(`${int(exp.n)} - ${lin} = ${texDec(key)}`)}.`,
          az: `Fərq ${m(`${int(exp.n)} - ${lin} = ${texDec(key)}`)} olur.`,
          ru: `Разность равна ${m(`${int(exp.n)} - ${lin} = ${texDec(key)}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: exp,
          mistake: "gave-exponential-prediction",
          why: loc({
            en: `is the exponential model's prediction alone.`,
            az: `— bu, yalnız eksponensial modelin proqnozudur.`,
            ru: `— это только прогноз экспоненциальной модели.`,
          }),
        },
        {
          value: R(a).mul(g).mul(k).sub(lin),
          mistake: "multiplied-by-exponent",
          why: loc({
            en: `multiplies ${m(gTex)} by ${mn(k)} instead of raising it to the power ${mn(k)}.`,
            az: `— ${m(gTex)} ədədi ${mn(k)} üstlü qüvvətə yüksəldilmək əvəzinə ${mn(k)} ədədinə vurulub.`,
            ru: `— ${m(gTex)} умножено на ${mn(k)}, а не возведено в степень ${mn(k)}.`,
          }),
        },
        {
          value: lin,
          mistake: "gave-linear-prediction",
          why: loc({
            en: `is the linear model's prediction alone.`,
            az: `— bu, yalnız xətti modelin proqnozudur.`,
            ru: `— это только прогноз линейной модели.`,
          }),
        },
        {
          value: exp.sub(A),
          mistake: "ignored-linear-rate",
          why: loc({
            en: `subtracts only the linear model's starting value ${mn(A)}.`,
            az: `— yalnız xətti modelin başlanğıc qiyməti (${mn(A)}) çıxılıb.`,
            ru: `— вычтено только начальное значение линейной модели ${mn(A)}.`,
          }),
        },
        {
          value: R(lin).sub(exp),
          mistake: "subtracted-the-wrong-way",
          why: loc({
            en: `subtracts the exponential prediction from the linear one; the question asks how much greater the exponential prediction is.`,
            az: `— eksponensial proqnoz xətti proqnozdan çıxılıb; sual isə eksponensial proqnozun nə qədər böyük olduğunu soruşur.`,
            ru: `— экспоненциальный прогноз вычтен из линейного, а спрашивается, насколько экспоненциальный прогноз больше.`,
          }),
        },
      ],
    };
  },
);

export const TWO_VARIABLE_DATA: MathGenerator[] = [predict, lineGraph, residual, modelType, percentOff, twoModels];
