import type { MathGenerator } from "../types";
import { defineGenerator } from "./build";
import { loc } from "./localize";
import { co, int, m, maybeParen, mn, paren, plus, sum, tex, texDec } from "./explain";
import { num as signed, PENDING_FIGURE_ID, plane, table } from "../../figures";
import { gcd, R } from "./rational";

const meta = { domain: "algebra", skill: "linear_functions" } as const;

/** For what x do two linear functions have the same value? */
const equalOutputs = defineGenerator(
  {
    ...meta,
    id: "linf-input-where-outputs-equal",
    difficulty: "easy",
    shape: "Two linear functions f(x) = ax + b and g(x) = cx + d; find the input where f(x) = g(x).",
  },
  (r) => {
    const [a, c] = r.sample([-4, -3, -2, 2, 3, 4, 5, 6, 7, 8], 2) as [number, number];
    const x = r.nonzero(-6, 9);
    const b = r.int(-15, 15);
    const d = b + (a - c) * x;
    const y = a * x + b;
    if (b === d || y === x || Math.abs(d) > 40) return null;
    const f = sum([
      [a, "x"],
      [b, ""],
    ]);
    const g = sum([
      [c, "x"],
      [d, ""],
    ]);
    return {
      kind: "numeric",
      params: { a, b, c, d },
      stem: `<p>The functions ${m("f")} and ${m("g")} are defined by ${m(`f(x) = ${f}`)} and ${m(`g(x) = ${g}`)}. For what value of ${m("x")} does ${m("f(x) = g(x)")}?</p>`,
      steps: [
        loc({
          en: `Set the two expressions equal: ${m(`${f} = ${g}`)}.`,
          az: `İki ifadəni bərabərləşdirin: ${m(`${f} = ${g}`)}.`,
          ru: `Приравняйте два выражения: ${m(`${f} = ${g}`)}.`,
        }),
        loc({
          en: `Collect the ${m("x")}-terms on the left and the constants on the right: ${m(`${sum([[a - c, "x"]])} = ${int(d - b)}`)}, so ${m(`x = ${int(x)}`)}.`,
          az: `${m("x")} olan hədləri sola, sabit hədləri sağa toplayın: ${m(`${sum([[a - c, "x"]])} = ${int(d - b)}`)}, deməli, ${m(`x = ${int(x)}`)}.`,
          ru: `Соберите члены с ${m("x")} слева, а свободные члены справа: ${m(`${sum([[a - c, "x"]])} = ${int(d - b)}`)}, значит, ${m(`x = ${int(x)}`)}.`,
        }),
        loc({
          en: `Check: ${m(`f(${x}) = ${int(y)}`)} and ${m(`g(${x}) = ${int(c * x + d)}`)}.`,
          az: `Yoxlama: ${m(`f(${x}) = ${int(y)}`)} və ${m(`g(${x}) = ${int(c * x + d)}`)}.`,
          ru: `Проверка: ${m(`f(${x}) = ${int(y)}`)} и ${m(`g(${x}) = ${int(c * x + d)}`)}.`,
        }),
      ],
      key: x,
      distractors: [
        {
          value: y,
          mistake: "gave-common-output",
          why: loc({
            en: `is the common value ${m(`f(${x}) = g(${x})`)}, not the input ${m("x")}.`,
            az: `— bu, ${m("x")} arqumenti deyil, funksiyaların ortaq qiymətidir: ${m(`f(${x}) = g(${x})`)}.`,
            ru: `— это общее значение ${m(`f(${x}) = g(${x})`)}, а не аргумент ${m("x")}.`,
          }),
        },
        {
          value: -x,
          mistake: "sign-error-collecting-constants",
          why: loc({
            en: `has the wrong sign: it comes from moving ${mn(b)} or ${mn(d)} across the equal sign without changing its sign.`,
            az: `— işarəsi səhvdir: ${mn(b)} və ya ${mn(d)} ədədini bərabərlik işarəsinin o biri tərəfinə işarəsini dəyişmədən keçirməkdən alınır.`,
            ru: `— неверный знак: так получается, если перенести ${mn(b)} или ${mn(d)} через знак равенства, не поменяв знак.`,
          }),
        },
        ...(a + c !== 0
          ? [
              {
                value: R(d - b, a + c),
                mistake: "added-the-slopes",
                why: loc({
                  en: `adds the coefficients of ${m("x")} instead of subtracting one from the other.`,
                  az: `— ${m("x")} əmsallarını birindən digərini çıxmaq əvəzinə toplamaqdan alınır.`,
                  ru: `— коэффициенты при ${m("x")} сложены, а их нужно вычесть один из другого.`,
                }),
              },
            ]
          : []),
        {
          value: R(d - b, a),
          mistake: "ignored-one-x-term",
          why: loc({
            en: `divides by ${mn(a)} only, leaving out the ${m(sum([[c, "x"]]))} term.`,
            az: `— yalnız ${mn(a)} ədədinə bölünüb, ${m(sum([[c, "x"]]))} həddi isə nəzərə alınmayıb.`,
            ru: `— деление только на ${mn(a)}, без учёта члена ${m(sum([[c, "x"]]))}.`,
          }),
        },
      ],
    };
  },
);

/** A line on a grid through the y-intercept and another lattice point; evaluate f beyond the grid. */
const graphEvaluate = defineGenerator(
  {
    ...meta,
    id: "linf-graph-evaluate-beyond",
    difficulty: "easy",
    shape: "The graph of a linear function f is shown on a grid; find f(k) for an input k outside the grid.",
  },
  (r) => {
    const n = 6;
    const b = r.int(-4, 4);
    const d = r.pick([1, 1, 2, 3]);
    const num = r.nonzero(-3, 3);
    if (gcd(num, d) !== 1) return null;
    const s = R(num, d);
    const x2 = d * r.pick([1, 2]) * (r.bool() ? 1 : -1);
    const y2 = s.mul(x2).add(b).valueOf();
    if (Math.abs(y2) > n - 1 || x2 === 0) return null;
    const k = d * r.int(Math.ceil(8 / d), Math.floor(20 / d));
    const key = s.mul(k).add(b);
    const label = `A line in the xy-plane on a grid from −${n} to ${n} on both axes. The line is the graph of y = f(x). It passes through the points (0, ${b}) and (${x2}, ${y2}), which are marked.`;
    const fig = plane({
      id: PENDING_FIGURE_ID,
      title: "The graph of y = f(x) in the xy-plane",
      desc: label,
      x: { min: -n, max: n },
      y: { min: -n, max: n },
      unit: 20,
      graphs: [{ line: { slope: s.valueOf(), intercept: b } }],
      points: [
        { at: [0, b], label: `(0, ${signed(b)})` },
        { at: [x2, y2], label: `(${signed(x2)}, ${signed(y2)})` },
      ],
    });
    return {
      kind: "open",
      params: { b, x2, y2, k },
      stem: `${fig}\n${r.pick([`<p>The graph of the linear function ${m("f")} is shown, where ${m("y = f(x)")}. What is the value of ${m(`f(${k})`)}?</p>`, `<p>The line shown is the graph of ${m("y = f(x)")}, where ${m("f")} is a linear function. What is ${m(`f(${k})`)}?</p>`, `<p>The graph shows part of the linear function ${m("f")}, with ${m("y = f(x)")}. If the graph continues as a straight line, what is the value of ${m(`f(${k})`)}?</p>`])}`,
      steps: [
        loc({
          en: `The line passes through ${m(`(0, ${int(b)})`)}, so its ${m("y")}-intercept is ${mn(b)}.`,
          az: `Xətt ${m(`(0, ${int(b)})`)} nöqtəsindən keçir, yəni onun ${m("y")} oxu ilə kəsişmə nöqtəsinin ordinatı ${mn(b)} olur.`,
          ru: `Прямая проходит через точку ${m(`(0, ${int(b)})`)}, то есть её точка пересечения с осью ${m("y")} имеет ординату ${mn(b)}.`,
        }),
        loc({
          en: `From ${m(`(0, ${int(b)})`)} to ${m(`(${int(x2)}, ${int(y2)})`)}, ${m("y")} changes by ${mn(y2 - b)} while ${m("x")} changes by ${mn(x2)}, so the slope is ${m(`\\frac{${int(y2 - b)}}{${int(x2)}}${tex(R(y2 - b, x2)) === `\\frac{${int(y2 - b)}}{${int(x2)}}` ? "" : ` = ${tex(s)}`}`)}.`,
          az: `${m(`(0, ${int(b)})`)} nöqtəsindən ${m(`(${int(x2)}, ${int(y2)})`)} nöqtəsinə keçdikdə ${m("y")} ${mn(y2 - b)} qədər, ${m("x")} isə ${mn(x2)} qədər dəyişir, deməli, bucaq əmsalı ${m(`\\frac{${int(y2 - b)}}{${int(x2)}}${tex(R(y2 - b, x2)) === `\\frac{${int(y2 - b)}}{${int(x2)}}` ? "" : ` = ${tex(s)}`}`)} olur.`,
          ru: `При переходе от ${m(`(0, ${int(b)})`)} к ${m(`(${int(x2)}, ${int(y2)})`)} значение ${m("y")} меняется на ${mn(y2 - b)}, а ${m("x")} — на ${mn(x2)}, поэтому угловой коэффициент равен ${m(`\\frac{${int(y2 - b)}}{${int(x2)}}${tex(R(y2 - b, x2)) === `\\frac{${int(y2 - b)}}{${int(x2)}}` ? "" : ` = ${tex(s)}`}`)}.`,
        }),
        loc({
          en: `So ${m(
            `f(x) = ${sum([
              [s, "x"],
              [b, ""],
            ])}`,
          )} and ${m(`f(${k}) = ${co(s)}(${k})${plus(b)} = ${tex(key)}`)}.`,
          az: `Deməli, ${m(
            `f(x) = ${sum([
              [s, "x"],
              [b, ""],
            ])}`,
          )} və ${m(`f(${k}) = ${co(s)}(${k})${plus(b)} = ${tex(key)}`)}.`,
          ru: `Значит, ${m(
            `f(x) = ${sum([
              [s, "x"],
              [b, ""],
            ])}`,
          )} и ${m(`f(${k}) = ${co(s)}(${k})${plus(b)} = ${tex(key)}`)}.`,
        }),
      ],
      key,
    };
  },
);

const GROWTH = [
  {
    thing: "A sunflower",
    fn: "h",
    var: "w",
    unit: "centimeters",
    tunit: "weeks",
    qty: "height",
    verb: "grows",
    since: "it was first measured",
    az: { qty: "hündürlük", qtyGen: "hündürlüyün", unit: "santimetr", t: "həftə", tPlGen: "həftələrin" },
    ru: { qty: "высота", qtyGen: "высоты", unit: "в сантиметрах", Each: "Каждую неделю", one: "одну неделю", gen: "недели", abbr: "нед.", plGen: "недель" },
  },
  {
    thing: "A savings account",
    fn: "S",
    var: "m",
    unit: "dollars",
    tunit: "months",
    qty: "balance",
    verb: "grows",
    since: "it was opened",
    az: { qty: "balans", qtyGen: "balansın", unit: "dollar", t: "ay", tPlGen: "ayların" },
    ru: { qty: "баланс", qtyGen: "баланса", unit: "в долларах", Each: "Каждый месяц", one: "один месяц", gen: "месяца", abbr: "мес.", plGen: "месяцев" },
  },
  {
    thing: "A snowbank",
    fn: "D",
    var: "d",
    unit: "inches",
    tunit: "days",
    qty: "depth",
    verb: "shrinks",
    since: "the last snowfall",
    az: { qty: "dərinlik", qtyGen: "dərinliyin", unit: "düym", t: "gün", tPlGen: "günlərin" },
    ru: { qty: "глубина", qtyGen: "глубины", unit: "в дюймах", Each: "Каждый день", one: "один день", gen: "дня", abbr: "дн.", plGen: "дней" },
  },
] as const;

/** Change of a linear model between two inputs. */
const changeOverInterval = defineGenerator(
  {
    ...meta,
    id: "linf-change-between-two-inputs",
    difficulty: "medium",
    shape: "For a linear model in context, find how much the output changes between two given inputs.",
  },
  (r) => {
    const c = r.pick(GROWTH);
    const rate = R(r.int(3, 40), r.pick([2, 4, 5, 10]));
    const start = r.int(10, 90);
    const t1 = r.int(1, 6);
    const t2 = t1 + r.int(2, 9);
    const sign = c.verb === "shrinks" ? -1 : 1;
    const f = (t: number) => rate.mul(t * sign).add(start);
    if (f(t2).sign() <= 0) return null;
    const change = rate.mul(t2 - t1);
    const model = `${c.fn}(${c.var}) = ${start} ${sign < 0 ? "-" : "+"} ${co(rate, texDec)}${c.var}`;
    if (f(t1).sign() <= 0) return null;
    const fmt = texDec;
    return {
      kind: "numeric",
      fmt,
      positive: true,
      params: { rate: rate.valueOf(), start, t1, t2, dir: c.verb },
      stem: `<p>${c.thing}'s ${c.qty}, in ${c.unit}, ${m(c.var)} ${c.tunit} after ${c.since} is modeled by ${m(model)}. According to the model, by how many ${c.unit} does the ${c.qty} ${sign < 0 ? "decrease" : "increase"} from ${c.tunit.replace(/s$/, "")} ${mn(t1)} to ${c.tunit.replace(/s$/, "")} ${mn(t2)}?</p>`,
      steps: [
        loc({
          en: `The ${c.qty} changes by ${m(texDec(rate))} ${c.unit} each ${c.tunit.replace(/s$/, "")}. From ${c.tunit.replace(/s$/, "")} ${mn(t1)} to ${c.tunit.replace(/s$/, "")} ${mn(t2)} is ${mn(t2 - t1)} ${c.tunit}, so the ${c.qty} ${sign < 0 ? "decreases" : "increases"} by ${m(`${t2 - t1} \\cdot ${texDec(rate)} = ${texDec(change)}`)} ${c.unit}.`,
          az: `Hər ${c.az.t} ${c.az.qty} ${m(texDec(rate))} ${c.az.unit} dəyişir. Bu halda ${c.az.t} ${mn(t1)} ilə ${c.az.t} ${mn(t2)} arasında ${mn(t2 - t1)} ${c.az.t} keçir, ona görə də ${c.az.qty} ${m(`${t2 - t1} \\cdot ${texDec(rate)} = ${texDec(change)}`)} ${c.az.unit} ${sign < 0 ? "azalır" : "artır"}.`,
          ru: `${c.ru.Each} ${c.ru.qty} (${c.ru.unit}) меняется на ${m(texDec(rate))}. От ${c.ru.gen} ${mn(t1)} до ${c.ru.gen} ${mn(t2)} проходит ${mn(t2 - t1)} ${c.ru.abbr}, поэтому ${c.ru.qty} ${sign < 0 ? "уменьшается" : "увеличивается"} на ${m(`${t2 - t1} \\cdot ${texDec(rate)} = ${texDec(change)}`)}.`,
        }),
        loc({
          en: `Check with the model: ${m(`${c.fn}(${t1}) = ${texDec(f(t1))}`)} and ${m(`${c.fn}(${t2}) = ${texDec(f(t2))}`)}, and ${m(sign < 0 ? `${texDec(f(t1))} - ${texDec(f(t2))} = ${texDec(change)}` : `${texDec(f(t2))} - ${texDec(f(t1))} = ${texDec(change)}`)}.`,
          az: `Modellə yoxlama: ${m(`${c.fn}(${t1}) = ${texDec(f(t1))}`)} və ${m(`${c.fn}(${t2}) = ${texDec(f(t2))}`)}, buradan ${m(sign < 0 ? `${texDec(f(t1))} - ${texDec(f(t2))} = ${texDec(change)}` : `${texDec(f(t2))} - ${texDec(f(t1))} = ${texDec(change)}`)}.`,
          ru: `Проверка по модели: ${m(`${c.fn}(${t1}) = ${texDec(f(t1))}`)} и ${m(`${c.fn}(${t2}) = ${texDec(f(t2))}`)}, откуда ${m(sign < 0 ? `${texDec(f(t1))} - ${texDec(f(t2))} = ${texDec(change)}` : `${texDec(f(t2))} - ${texDec(f(t1))} = ${texDec(change)}`)}.`,
        }),
      ],
      key: change,
      distractors: [
        {
          value: rate,
          mistake: "change-for-one-unit",
          why: loc({
            en: `is the change in one ${c.tunit.replace(/s$/, "")}, not over ${mn(t2 - t1)} ${c.tunit}.`,
            az: `— bu, ${mn(t2 - t1)} ${c.az.t} ərzində deyil, bir ${c.az.t} ərzində baş verən dəyişmədir.`,
            ru: `— это изменение за ${c.ru.one}, а не за весь промежуток в ${mn(t2 - t1)} ${c.ru.abbr}`,
          }),
        },
        {
          value: f(t2),
          mistake: "gave-final-value",
          why: loc({
            en: `is the ${c.qty} at ${c.tunit.replace(/s$/, "")} ${mn(t2)}, ${m(`${c.fn}(${t2})`)}, not the change.`,
            az: `— bu, dəyişmə deyil, ${m(`${c.fn}(${t2})`)}, yəni ${c.az.t} ${mn(t2)} üçün ${c.az.qtyGen} qiymətidir.`,
            ru: `— это ${c.ru.qty} в конце ${c.ru.gen} ${mn(t2)}, ${m(`${c.fn}(${t2})`)}, а не изменение.`,
          }),
        },
        {
          value: rate.mul(t2),
          mistake: "measured-from-zero",
          why: loc({
            en: `is the change from ${c.tunit.replace(/s$/, "")} ${mn(0)} to ${c.tunit.replace(/s$/, "")} ${mn(t2)}, not from ${c.tunit.replace(/s$/, "")} ${mn(t1)}.`,
            az: `— bu, ${c.az.t} ${mn(t1)} ilə deyil, ${c.az.t} ${mn(0)} ilə ${c.az.t} ${mn(t2)} arasındakı dəyişmədir.`,
            ru: `— это изменение от ${c.ru.gen} ${mn(0)} до ${c.ru.gen} ${mn(t2)}, а не от ${c.ru.gen} ${mn(t1)}.`,
          }),
        },
        {
          value: f(t2).sub(start).abs().add(f(t1).sub(start).abs()),
          mistake: "added-the-two-changes",
          why: loc({
            en: `adds the changes from the start to each ${c.tunit.replace(/s$/, "")} instead of subtracting them.`,
            az: `— başlanğıcdan hər iki ana qədər olan dəyişmələr çıxılmaq əvəzinə toplanıb.`,
            ru: `— изменения от начала до каждого из двух моментов сложены, а не вычтены.`,
          }),
        },
        {
          value: rate.mul(t1),
          mistake: "measured-to-first-input",
          why: loc({
            en: `is the change from ${c.tunit.replace(/s$/, "")} ${mn(0)} to ${c.tunit.replace(/s$/, "")} ${mn(t1)}, not from ${c.tunit.replace(/s$/, "")} ${mn(t1)} to ${c.tunit.replace(/s$/, "")} ${mn(t2)}.`,
            az: `— bu, ${c.az.t} ${mn(t1)} ilə ${c.az.t} ${mn(t2)} arasındakı deyil, ${c.az.t} ${mn(0)} ilə ${c.az.t} ${mn(t1)} arasındakı dəyişmədir.`,
            ru: `— это изменение от ${c.ru.gen} ${mn(0)} до ${c.ru.gen} ${mn(t1)}, а не от ${c.ru.gen} ${mn(t1)} до ${c.ru.gen} ${mn(t2)}.`,
          }),
        },
        {
          value: R(t2 - t1),
          mistake: "gave-elapsed-inputs",
          why: loc({
            en: `is the number of ${c.tunit} between the two times, not the change in the ${c.qty}.`,
            az: `— bu, ${c.az.qtyGen} dəyişməsi deyil, iki an arasındakı ${c.az.tPlGen} sayıdır.`,
            ru: `— это число ${c.ru.plGen} между двумя моментами, а не изменение ${c.ru.qtyGen}.`,
          }),
        },
      ],
    };
  },
);

const DRAIN = [
  {
    fn: "W",
    v: "t",
    setup: (A: string, rr: string) =>
      `The amount of water, in liters, in a tank ${m("t")} minutes after a valve is opened is given by ${m(`W(t) = ${A} - ${rr}t`)}.`,
    start: "when the valve was opened",
    startAz: "yəni ventil açılan anda",
    startRu: "то есть в момент открытия крана",
    key: (A: string) => `The tank held ${A} liters of water when the valve was opened.`,
    each: (A: string) => `The amount of water in the tank decreased by ${A} liters each minute.`,
    empty: (A: string) => `The tank was empty ${A} minutes after the valve was opened.`,
    rate: (rr: string) => `The tank held ${rr} liters of water when the valve was opened.`,
  },
  {
    fn: "B",
    v: "n",
    setup: (A: string, rr: string) => `The balance, in dollars, on a transit card after ${m("n")} rides is given by ${m(`B(n) = ${A} - ${rr}n`)}.`,
    start: "before any rides were taken",
    startAz: "yəni heç bir gediş edilməmişdən əvvəl",
    startRu: "то есть до первой поездки",
    key: (A: string) => `The card's balance was ${A} dollars before any rides were taken.`,
    each: (A: string) => `The card's balance went down by ${A} dollars with each ride.`,
    empty: (A: string) => `The card's balance reached zero after ${A} rides.`,
    rate: (rr: string) => `The card's balance was ${rr} dollars before any rides were taken.`,
  },
  {
    fn: "P",
    v: "h",
    setup: (A: string, rr: string) =>
      `The charge, as a percent of full charge, of a tablet's battery ${m("h")} hours after a video began playing is given by ${m(`P(h) = ${A} - ${rr}h`)}.`,
    start: "when the video began",
    startAz: "yəni video başlayan anda",
    startRu: "то есть в момент начала видео",
    key: (A: string) => `The battery's charge was ${A} percent when the video began.`,
    each: (A: string) => `The battery's charge dropped by ${A} percent each hour.`,
    empty: (A: string) => `The battery ran out ${A} hours after the video began.`,
    rate: (rr: string) => `The battery's charge was ${rr} percent when the video began.`,
  },
] as const;

/** Interpret the constant term of a decreasing linear model. */
const interpretIntercept = defineGenerator(
  {
    ...meta,
    id: "linf-interpret-constant-term",
    difficulty: "medium",
    shape: "A decreasing linear model A - rt in context; choose the interpretation of the constant A.",
  },
  (r) => {
    const i = r.int(0, DRAIN.length - 1);
    const c = DRAIN[i]!;
    const A = c.fn === "P" ? r.int(60, 100) : c.fn === "B" ? r.int(4, 12) * 5 : r.int(12, 90) * 10;
    const rate = c.fn === "P" ? r.int(5, 15) : c.fn === "B" ? r.pick([2, 3, 4]) : r.int(3, 25);
    if (A % rate === 0 && A / rate < 2) return null;
    const Am = m(int(A));
    const Rm = m(int(rate));
    return {
      kind: "text",
      quote: true,
      params: { A, rate, context: c.fn, start: c.start },
      stem: `<p>${c.setup(int(A), int(rate))} What is the best interpretation of ${Am} in this context?</p>`,
      steps: [
        loc({
          en: `${Am} is the constant term: it is the value of ${m(`${c.fn}(${c.v})`)} when ${m(`${c.v} = 0`)}, ${c.start}. The coefficient ${Rm} is the amount lost per unit of ${m(c.v)}.`,
          az: `${Am} — sabit hədd: bu, ${m(`${c.v} = 0`)} olduqda, ${c.startAz}, ${m(`${c.fn}(${c.v})`)} funksiyasının qiymətidir. ${Rm} əmsalı isə ${m(c.v)} dəyişəninin hər vahidinə düşən azalmadır.`,
          ru: `${Am} — свободный член: это значение ${m(`${c.fn}(${c.v})`)} при ${m(`${c.v} = 0`)}, ${c.startRu}. Коэффициент ${Rm} — это убыль на каждую единицу ${m(c.v)}.`,
        }),
        loc({
          en: `So the best interpretation is “${c.key(Am)}”`,
          az: `Deməli, ən yaxşı izah belədir: «${c.key(Am)}»`,
          ru: `Значит, лучшее толкование: «${c.key(Am)}»`,
        }),
      ],
      key: c.key(Am),
      distractors: [
        {
          text: c.each(Am),
          mistake: "constant-read-as-rate",
          why: loc({
            en: `describes a rate; the amount lost per unit is ${Rm}, the coefficient of ${m(c.v)}.`,
            az: `— bu cümlə dəyişmə sürətini təsvir edir; hər vahidə düşən azalma isə ${m(c.v)} dəyişəninin əmsalı olan ${Rm} ədədidir.`,
            ru: `— эта фраза описывает скорость изменения, а убыль на единицу — это ${Rm}, коэффициент при ${m(c.v)}.`,
          }),
        },
        {
          text: c.empty(Am),
          mistake: "constant-read-as-zero",
          why: loc({
            en: `treats ${Am} as the ${m(c.v)}-value where the model reaches ${mn(0)}; that value is ${m(`\\frac{${int(A)}}{${rate}}${A % rate === 0 ? ` = ${int(A / rate)}` : ""}`)}.`,
            az: `— ${Am} ədədi modelin ${mn(0)} qiymətini aldığı ${m(c.v)} qiyməti kimi götürülüb; həmin qiymət ${m(`\\frac{${int(A)}}{${rate}}${A % rate === 0 ? ` = ${int(A / rate)}` : ""}`)} olur.`,
            ru: `— ${Am} принято за значение ${m(c.v)}, при котором модель обращается в ${mn(0)}; на самом деле это значение равно ${m(`\\frac{${int(A)}}{${rate}}${A % rate === 0 ? ` = ${int(A / rate)}` : ""}`)}.`,
          }),
        },
        {
          text: c.rate(Rm),
          mistake: "rate-read-as-constant",
          why: loc({
            en: `uses the coefficient ${Rm}, the amount lost per unit of ${m(c.v)}, as the starting amount.`,
            az: `— ${m(c.v)} dəyişəninin hər vahidinə düşən azalma olan ${Rm} əmsalı başlanğıc miqdar kimi götürülüb.`,
            ru: `— коэффициент ${Rm}, убыль на единицу ${m(c.v)}, принят за начальное значение.`,
          }),
        },
      ],
    };
  },
);

/** f(x) = ax + b and f(k) = c: find f(2k) (two steps; doubling the output is the trap). */
const doubledInput = defineGenerator(
  { ...meta, id: "linf-value-at-doubled-input", difficulty: "hard", shape: "Given f(x) = ax + b and f(k) = c, find f(2k)." },
  (r) => {
    const a = r.pick([-6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7]);
    const b = r.nonzero(-12, 12);
    const k = r.nonzero(-6, 9);
    const c = a * k + b;
    if (c === 0) return null;
    const f = sum([
      [a, "x"],
      [b, ""],
    ]);
    const key = 2 * a * k + b;
    const findK = m(
      `${sum([
        [a, "k"],
        [b, ""],
      ])} = ${int(c)}`,
    );
    return {
      kind: "numeric",
      params: { a, b, c },
      stem: r.pick([
        `<p>The function ${m("f")} is defined by ${m(`f(x) = ${f}`)}, and ${m(`f(k) = ${int(c)}`)}, where ${m("k")} is a constant. What is the value of ${m("f(2k)")}?</p>`,
        `<p>The function ${m("f")} is defined by ${m(`f(x) = ${f}`)}. If ${m(`f(k) = ${int(c)}`)} for a constant ${m("k")}, what is the value of ${m("f(2k)")}?</p>`,
        `<p>For the function ${m("f")} defined by ${m(`f(x) = ${f}`)}, the value of ${m("f(k)")} is ${mn(c)}, where ${m("k")} is a constant. What is ${m("f(2k)")}?</p>`,
      ]),
      steps: [
        loc({
          en: `First find ${m("k")}: ${findK}, so ${m(`${a}k = ${int(c - b)}`)} and ${m(`k = ${int(k)}`)}.`,
          az: `Əvvəlcə ${m("k")} sabitini tapın: ${findK}, deməli, ${m(`${a}k = ${int(c - b)}`)} və ${m(`k = ${int(k)}`)}.`,
          ru: `Сначала найдите ${m("k")}: ${findK}, значит, ${m(`${a}k = ${int(c - b)}`)} и ${m(`k = ${int(k)}`)}.`,
        }),
        loc({
          en: `Then ${m(`2k = ${int(2 * k)}`)} and ${m(`f(${int(2 * k)}) = ${a}${paren(2 * k)}${plus(b)} = ${int(key)}`)}.`,
          az: `Onda ${m(`2k = ${int(2 * k)}`)} və ${m(`f(${int(2 * k)}) = ${a}${paren(2 * k)}${plus(b)} = ${int(key)}`)}.`,
          ru: `Тогда ${m(`2k = ${int(2 * k)}`)} и ${m(`f(${int(2 * k)}) = ${a}${paren(2 * k)}${plus(b)} = ${int(key)}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: 2 * c,
          mistake: "doubled-the-output",
          why: loc({
            en: `doubles ${m("f(k)")}; doubling the input doubles only the ${m("ax")} part, not the constant ${mn(b)}.`,
            az: `— ${m("f(k)")} iki dəfə artırılıb; arqumenti iki dəfə artırmaq yalnız ${m("ax")} hissəsini ikiqat edir, ${mn(b)} sabitini yox.`,
            ru: `— здесь удвоено ${m("f(k)")}; удвоение аргумента удваивает только часть ${m("ax")}, но не постоянную ${mn(b)}.`,
          }),
        },
        {
          value: 2 * c - 2 * b,
          mistake: "dropped-the-constant",
          why: loc({
            en: `is ${m(`${a}(2k)`)} alone: it leaves out the constant term ${mn(b)}.`,
            az: `— bu, təkcə ${m(`${a}(2k)`)} hasilidir: ${mn(b)} sabit həddi nəzərə alınmayıb.`,
            ru: `— это только ${m(`${a}(2k)`)}: свободный член ${mn(b)} потерян.`,
          }),
        },
        {
          value: 2 * k,
          mistake: "gave-the-input",
          why: loc({
            en: `is the value of ${m("2k")}, the input, not ${m("f(2k)")}.`,
            az: `— bu, ${m("f(2k)")} deyil, arqumentin, yəni ${m("2k")} ifadəsinin qiymətidir.`,
            ru: `— это значение аргумента ${m("2k")}, а не ${m("f(2k)")}.`,
          }),
        },
        {
          value: c + 2 * a,
          mistake: "added-two-to-input",
          why: loc({
            en: `is ${m("f(k + 2)")}, not ${m("f(2k)")}.`,
            az: `— bu, ${m("f(2k)")} deyil, ${m("f(k + 2)")} qiymətidir.`,
            ru: `— это ${m("f(k + 2)")}, а не ${m("f(2k)")}.`,
          }),
        },
      ],
    };
  },
);

/** A table of a linear function with one missing input. */
const missingInput = defineGenerator(
  {
    ...meta,
    id: "linf-table-missing-input",
    difficulty: "hard",
    shape: "A table gives three input-output pairs of a linear function with one input missing; find it.",
  },
  (r) => {
    const n = r.nonzero(-6, 6);
    const d = r.int(1, 4);
    if (gcd(n, d) !== 1 || (n === 1 && d === 1)) return null;
    const s = R(n, d);
    const x1 = r.int(-5, 5);
    const x2 = x1 + d * r.int(1, 3);
    const x3 = x1 + d * r.pick([-2, 4, 5, 6, 7]);
    if (x3 === x2 || x3 === 0) return null;
    const y1 = r.int(-20, 30);
    const y2 = s
      .mul(x2 - x1)
      .add(y1)
      .valueOf();
    const y3 = s
      .mul(x3 - x1)
      .add(y1)
      .valueOf();
    const b = R(y1).sub(s.mul(x1));
    return {
      kind: "open",
      params: { x1, y1, x2, y2, y3 },
      stem: `<p>For the linear function ${m("f")}, the table shows three values of ${m("x")} and their corresponding values of ${m("f(x)")}.</p>\n${table(
        "",
        [m("x"), m("f(x)")],
        [
          [mn(x1), mn(y1)],
          [mn(x2), mn(y2)],
          [m("k"), mn(y3)],
        ],
      )}\n<p>${r.pick([`What is the value of ${m("k")}?`, `For what input ${m("k")} does ${m("f")} give the output ${mn(y3)}?`, `The value of ${m("k")} is missing from the table. What is it?`])}</p>`,
      steps: [
        loc({
          en: `The slope is ${m(`\\frac{${int(y2)} - ${maybeParen(y1)}}{${int(x2)} - ${maybeParen(x1)}} = \\frac{${int(y2 - y1)}}{${int(x2 - x1)}} = ${tex(s)}`)}, so ${m(
            `f(x) = ${sum([
              [s, "x"],
              [b, ""],
            ])}`,
          )}.`,
          az: `Bucaq əmsalı ${m(`\\frac{${int(y2)} - ${maybeParen(y1)}}{${int(x2)} - ${maybeParen(x1)}} = \\frac{${int(y2 - y1)}}{${int(x2 - x1)}} = ${tex(s)}`)} olur, deməli, ${m(
            `f(x) = ${sum([
              [s, "x"],
              [b, ""],
            ])}`,
          )}.`,
          ru: `Угловой коэффициент равен ${m(`\\frac{${int(y2)} - ${maybeParen(y1)}}{${int(x2)} - ${maybeParen(x1)}} = \\frac{${int(y2 - y1)}}{${int(x2 - x1)}} = ${tex(s)}`)}, значит, ${m(
            `f(x) = ${sum([
              [s, "x"],
              [b, ""],
            ])}`,
          )}.`,
        }),
        loc({
          en: `Set ${m(`f(k) = ${int(y3)}`)}: ${m(
            `${sum([
              [s, "k"],
              [b, ""],
            ])} = ${int(y3)}`,
          )}, so ${m(`${sum([[s, "k"]])} = ${tex(R(y3).sub(b))}`)} and ${m(`k = ${int(x3)}`)}.`,
          az: `${m(`f(k) = ${int(y3)}`)} götürün: ${m(
            `${sum([
              [s, "k"],
              [b, ""],
            ])} = ${int(y3)}`,
          )}, deməli, ${m(`${sum([[s, "k"]])} = ${tex(R(y3).sub(b))}`)} və ${m(`k = ${int(x3)}`)}.`,
          ru: `Запишите ${m(`f(k) = ${int(y3)}`)}: ${m(
            `${sum([
              [s, "k"],
              [b, ""],
            ])} = ${int(y3)}`,
          )}, значит, ${m(`${sum([[s, "k"]])} = ${tex(R(y3).sub(b))}`)} и ${m(`k = ${int(x3)}`)}.`,
        }),
        loc({
          en: `Check: from ${m(`x = ${int(x1)}`)} to ${m(`x = ${int(x3)}`)} the output changes by ${m(`${tex(s)} \\cdot ${maybeParen(x3 - x1)} = ${int(y3 - y1)}`)}, and ${m(`${int(y1)}${plus(y3 - y1)} = ${int(y3)}`)}.`,
          az: `Yoxlama: ${m(`x = ${int(x1)}`)} qiymətindən ${m(`x = ${int(x3)}`)} qiymətinə keçdikdə funksiyanın qiyməti ${m(`${tex(s)} \\cdot ${maybeParen(x3 - x1)} = ${int(y3 - y1)}`)} qədər dəyişir və ${m(`${int(y1)}${plus(y3 - y1)} = ${int(y3)}`)}.`,
          ru: `Проверка: при переходе от ${m(`x = ${int(x1)}`)} к ${m(`x = ${int(x3)}`)} значение функции меняется на ${m(`${tex(s)} \\cdot ${maybeParen(x3 - x1)} = ${int(y3 - y1)}`)}, и ${m(`${int(y1)}${plus(y3 - y1)} = ${int(y3)}`)}.`,
        }),
      ],
      key: x3,
    };
  },
);

export const LINEAR_FUNCTIONS: MathGenerator[] = [equalOutputs, graphEvaluate, changeOverInterval, interpretIntercept, doubledInput, missingInput];
