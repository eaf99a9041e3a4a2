import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { binom, co, decimal, int, m, mn, paren, plus, poly, sum, tex } from "./explain";
import { loc, type Text } from "./localize";
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
    const power = m(`${int(b ** k)} = ${Array.from({ length: k }, () => b).join(" \\cdot ")} = ${b}^{${k}}`);
    return {
      kind: "numeric",
      params: { a, b, N },
      stem: r.pick([
        `<p>The function ${m("f")} is defined by ${m(`f(x) = ${a}(${b})^{x}`)}. For what value of ${m("x")} is ${m(`f(x) = ${int(N)}`)}?</p>`,
        `<p>For the function ${m("f")} defined by ${m(`f(x) = ${a}(${b})^{x}`)}, what value of ${m("x")} gives ${m(`f(x) = ${int(N)}`)}?</p>`,
        `<p>The function ${m("f")} is defined by ${m(`f(x) = ${a}(${b})^{x}`)}. If ${m(`f(t) = ${int(N)}`)}, what is the value of ${m("t")}?</p>`,
      ]),
      steps: [
        loc({
          en: `Set ${m(`${a}(${b})^{x} = ${int(N)}`)} and divide both sides by ${mn(a)}: ${m(`${b}^{x} = ${int(b ** k)}`)}.`,
          az: `${m(`${a}(${b})^{x} = ${int(N)}`)} bərabərliyini yazın və hər iki tərəfi ${mn(a)} ədədinə bölün: ${m(`${b}^{x} = ${int(b ** k)}`)}.`,
          ru: `Запишите ${m(`${a}(${b})^{x} = ${int(N)}`)} и разделите обе части на ${mn(a)}: ${m(`${b}^{x} = ${int(b ** k)}`)}.`,
        }),
        loc({
          en: `${power}, so ${m(`x = ${k}`)}.`,
          az: `${power}, deməli, ${m(`x = ${k}`)}.`,
          ru: `${power}, значит, ${m(`x = ${k}`)}.`,
        }),
      ],
      key: k,
      distractors: [
        {
          value: b ** k,
          mistake: "gave-the-power",
          why: loc({
            en: `is the value of ${m(`${b}^{x}`)}, not the exponent ${m("x")}.`,
            az: `— bu, ${m("x")} üstü deyil, ${m(`${b}^{x}`)} ifadəsinin qiymətidir.`,
            ru: `— это значение ${m(`${b}^{x}`)}, а не показатель ${m("x")}.`,
          }),
        },
        {
          value: R(N, a * b),
          mistake: "divided-by-base-once",
          why: loc({
            en: `divides ${mn(N)} by ${m(`${a} \\cdot ${b}`)} as if ${m("x")} were a factor, not an exponent.`,
            az: `— burada ${mn(N)} ədədi ${m(`${a} \\cdot ${b}`)} hasilinə bölünüb, sanki ${m("x")} üst deyil, vuruqdur.`,
            ru: `— здесь ${mn(N)} разделено на ${m(`${a} \\cdot ${b}`)}, как будто ${m("x")} — множитель, а не показатель степени.`,
          }),
        },
        {
          value: k + 1,
          mistake: "counted-the-coefficient-as-a-factor",
          why: loc({
            en: `counts ${mn(a)} as one more factor of ${mn(b)}; the coefficient must be divided out first.`,
            az: `— burada ${mn(a)} ədədi daha bir ${mn(b)} vuruğu kimi sayılıb; əvvəlcə hər iki tərəfi əmsala bölmək lazımdır.`,
            ru: `— здесь ${mn(a)} посчитано как ещё один множитель ${mn(b)}; сначала нужно разделить обе части на коэффициент.`,
          }),
        },
        {
          value: k - 1,
          mistake: "one-factor-too-few",
          why: loc({
            en: `gives ${m(`${a}(${b})^{${k - 1}} = ${int(a * b ** (k - 1))}`)}, not ${mn(N)}.`,
            az: `— bu qiymətdə ${mn(N)} deyil, ${m(`${a}(${b})^{${k - 1}} = ${int(a * b ** (k - 1))}`)} alınır.`,
            ru: `— при этом значении получается ${m(`${a}(${b})^{${k - 1}} = ${int(a * b ** (k - 1))}`)}, а не ${mn(N)}.`,
          }),
        },
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
    const d = (x: number, y: number, mistake: string, why: Text): TextDistractor => ({ text: point(x, y), sig: `${x},${y}`, mistake, why });
    return {
      kind: "text",
      params: { a, h, k },
      stem: `<p>${m(`f(x) = ${f}`)}</p>\n<p>Which point is the vertex of the graph of the given quadratic function in the ${m("xy")}-plane?</p>`,
      steps: [
        loc({
          en: `A function written as ${m("a(x - h)^2 + k")} has its vertex at ${m("(h, k)")}: the squared term is ${mn(0)} when ${m("x = h")}, and then ${m("f(h) = k")}.`,
          az: `${m("a(x - h)^2 + k")} şəklində yazılmış funksiyanın təpəsi ${m("(h, k)")} nöqtəsindədir: ${m("x = h")} olduqda kvadrat hədd ${mn(0)} olur, onda isə ${m("f(h) = k")}.`,
          ru: `У функции вида ${m("a(x - h)^2 + k")} вершина находится в точке ${m("(h, k)")}: при ${m("x = h")} квадрат равен ${mn(0)}, и тогда ${m("f(h) = k")}.`,
        }),
        loc({
          en: `Here ${m(`x${plus(-h)} = 0`)} when ${m(`x = ${h}`)}, and ${m(`f(${h}) = ${k}`)}, so the vertex is ${point(h, k)}.`,
          az: `Burada ${m(`x = ${h}`)} olduqda ${m(`x${plus(-h)} = 0`)} olur və ${m(`f(${h}) = ${k}`)}, deməli, təpə ${point(h, k)} nöqtəsidir.`,
          ru: `Здесь ${m(`x${plus(-h)} = 0`)} при ${m(`x = ${h}`)} и ${m(`f(${h}) = ${k}`)}, значит, вершина — точка ${point(h, k)}.`,
        }),
      ],
      key: point(h, k),
      keySig: `${h},${k}`,
      distractors: [
        d(
          -h,
          k,
          "sign-of-h-reversed",
          loc({
            en: `takes the number in ${m(binom("x", -h))} with its sign; the squared term is ${mn(0)} at ${m(`x = ${h}`)}.`,
            az: `— burada ${m(binom("x", -h))} mötərizəsindəki ədəd öz işarəsi ilə götürülüb; kvadrat hədd isə ${m(`x = ${h}`)} olduqda ${mn(0)} olur.`,
            ru: `— здесь взято число из ${m(binom("x", -h))} с его знаком; а квадрат равен ${mn(0)} при ${m(`x = ${h}`)}.`,
          }),
        ),
        d(
          k,
          h,
          "coordinates-swapped",
          loc({
            en: `swaps the coordinates: the ${m("x")}-coordinate comes from inside the square, the ${m("y")}-coordinate is the added constant.`,
            az: `— burada koordinatların yeri dəyişib: ${m("x")} koordinatı kvadratın içindən, ${m("y")} koordinatı isə əlavə olunan sabitdən alınır.`,
            ru: `— здесь координаты переставлены: координата ${m("x")} берётся из скобки под квадратом, а координата ${m("y")} — это прибавленное число.`,
          }),
        ),
        d(
          -h,
          -k,
          "both-signs-reversed",
          loc({
            en: `reverses the signs of both coordinates.`,
            az: `— burada hər iki koordinatın işarəsi dəyişdirilib.`,
            ru: `— здесь у обеих координат изменены знаки.`,
          }),
        ),
        d(
          h,
          -k,
          "sign-of-k-reversed",
          loc({
            en: `reverses the sign of the constant ${mn(k)}, which is the ${m("y")}-coordinate as written.`,
            az: `— burada ${mn(k)} sabitinin işarəsi dəyişdirilib, halbuki bu sabit, yazıldığı kimi, ${m("y")} koordinatıdır.`,
            ru: `— здесь изменён знак числа ${mn(k)}, хотя именно это число, как оно записано, и есть координата ${m("y")}.`,
          }),
        ),
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
    const gf = m("g(f(x)) = " + `${q}f(x)${plus(s)}`);
    const inner = m(
      `${sum([
        [1, "x^{2}"],
        [p, ""],
      ])} = ${x * x + p}`,
    );
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
        loc({
          en: `${gf}. Setting it equal to ${mn(T)}: ${m(`${q}f(x) = ${int(T - s)}`)}, so ${m(`f(x) = ${x * x + p}`)}.`,
          az: `${gf}. Bunu ${mn(T)} ədədinə bərabər götürün: ${m(`${q}f(x) = ${int(T - s)}`)}, deməli, ${m(`f(x) = ${x * x + p}`)}.`,
          ru: `${gf}. Приравняйте это к ${mn(T)}: ${m(`${q}f(x) = ${int(T - s)}`)}, значит, ${m(`f(x) = ${x * x + p}`)}.`,
        }),
        loc({
          en: `Then ${inner}, so ${m(`x^2 = ${x * x}`)} and the positive solution is ${m(`x = ${x}`)}.`,
          az: `Onda ${inner}, deməli, ${m(`x^2 = ${x * x}`)} və müsbət həll ${m(`x = ${x}`)} olur.`,
          ru: `Тогда ${inner}, значит, ${m(`x^2 = ${x * x}`)}, и положительное решение — ${m(`x = ${x}`)}.`,
        }),
      ],
      key: x,
    };
  },
);

/** A unit of time in az and ru: "each year" (hər il, каждый год), "after t years" (t ildən sonra, через t лет), "over 2 years" (2 il ərzində, за 2 года). */
const UNIT = {
  year: { az: "il", azFrom: "ildən", ru: "год", ruMany: "лет", ruFew: "года" },
  month: { az: "ay", azFrom: "aydan", ru: "месяц", ruMany: "месяцев", ruFew: "месяца" },
  hour: { az: "saat", azFrom: "saatdan", ru: "час", ruMany: "часов", ruFew: "часа" },
} as const;

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
    const factor = m(`1 ${c.dir > 0 ? "+" : "-"} ${decimal(rate)} = ${decimal(f)}`);
    const step = (A * p) / 100;
    const U = UNIT[c.unit];
    const distractors: TextDistractor[] = [
      {
        text: fn(decimal(rate)),
        mistake: "rate-used-as-factor",
        why: loc({
          en: `multiplies by ${m(decimal(rate))} each ${c.unit}, which would leave only ${mn(p)}% of the amount, not change it by ${mn(p)}%.`,
          az: `— burada miqdar hər ${U.az} ${m(decimal(rate))} ədədinə vurulur: belə olsa, miqdar ${mn(p)}% dəyişməz, ondan yalnız ${mn(p)}% qalardı.`,
          ru: `— здесь величина каждый ${U.ru} умножается на ${m(decimal(rate))}: так от неё оставалось бы только ${mn(p)}%, а она должна меняться на ${mn(p)}%.`,
        }),
      },
      {
        text: fn(decimal(wrong)),
        mistake: "wrong-direction",
        why: loc({
          en: `${c.dir > 0 ? "decreases" : "increases"} the amount by ${mn(p)}% each ${c.unit}.`,
          az: `— burada miqdar hər ${U.az} ${mn(p)}% ${c.dir > 0 ? "azalır" : "artır"}.`,
          ru: `— здесь величина каждый ${U.ru} ${c.dir > 0 ? "уменьшается" : "увеличивается"} на ${mn(p)}%.`,
        }),
      },
      {
        text: m(`${c.v}(t) = ${int(A)} ${c.dir > 0 ? "+" : "-"} ${int(step)}t`),
        mistake: "linear-model",
        why: loc({
          en: `changes by the same amount, ${mn(step)}, every ${c.unit}: that is ${mn(p)}% of the starting amount only, a linear model, while a percent change applies to the current amount.`,
          az: `— burada miqdar hər ${U.az} eyni qədər, ${mn(step)} dəyişir: bu, yalnız başlanğıc miqdarın ${mn(p)}% hissəsidir, yəni xətti modeldir, halbuki faiz dəyişməsi cari miqdara tətbiq olunur.`,
          ru: `— здесь величина каждый ${U.ru} меняется на одно и то же число, ${mn(step)}: это ${mn(p)}% только от начального значения, то есть линейная модель, а процентное изменение применяется к текущему значению.`,
        }),
      },
    ];
    if (100 + c.dir * p * 10 > 0)
      distractors.push({
        text: fn(decimal(R(100 + c.dir * p * 10, 100))),
        mistake: "misplaced-decimal-point",
        why: loc({
          en: `puts the decimal point in the wrong place: ${mn(p)}% is ${m(decimal(rate))}, not ${m(decimal(R(p, 10)))}.`,
          az: `— burada onluq nöqtə səhv yerdədir: ${mn(p)}% — bu, ${m(decimal(R(p, 10)))} deyil, ${m(decimal(rate))} deməkdir.`,
          ru: `— здесь десятичная точка стоит не на своём месте: ${mn(p)}% — это ${m(decimal(rate))}, а не ${m(decimal(R(p, 10)))}.`,
        }),
      });
    return {
      kind: "text",
      params: { A, p, dir: c.dir > 0 ? "up" : "down", v: c.v },
      stem: `<p>${c.stem(A, p)}</p>`,
      steps: [
        loc({
          en: `${c.dir > 0 ? "Increasing" : "Decreasing"} by ${mn(p)}% each ${c.unit} means multiplying by ${factor} each ${c.unit}.`,
          az: `Miqdarın hər ${U.az} ${mn(p)}% ${c.dir > 0 ? "artması" : "azalması"} onun hər ${U.az} ${factor} vuruğuna vurulması deməkdir.`,
          ru: `${c.dir > 0 ? "Рост" : "Снижение"} на ${mn(p)}% каждый ${U.ru} означает умножение на ${factor} каждый ${U.ru}.`,
        }),
        loc({
          en: `Starting from ${mn(A)}, after ${m("t")} ${c.unit}s the amount has been multiplied by ${m(decimal(f))} ${m("t")} times: ${key}.`,
          az: `Başlanğıc miqdar ${mn(A)} olduğundan ${m("t")} ${U.azFrom} sonra miqdar ${m("t")} dəfə ${m(decimal(f))} ədədinə vurulmuş olur: ${key}.`,
          ru: `Начальное значение — ${mn(A)}; через ${m("t")} ${U.ruMany} оно окажется умножено на ${m(decimal(f))} ${m("t")} раз: ${key}.`,
        }),
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
    const U = UNIT[ctx.unit];
    const shifted = m(`f(t + ${n}) = ${int(A)}(${bs})^{t}(${bs})^{${n}} = f(t) \\cdot ${decimal(total)}`);
    const percent = m(`${decimal(total.sub(1).abs())} = ${decimal(change)}\\%`);
    const naive = m(
      `${n} \\cdot ${decimal(b.sub(1).abs().mul(100))}\\% = ${decimal(
        b
          .sub(1)
          .abs()
          .mul(100 * n),
      )}\\%`,
    );
    return {
      kind: "open",
      params: { A, b: b.valueOf(), n, dir: up ? "up" : "down" },
      stem: `<p>The function ${m(`f(t) = ${int(A)}(${bs})^{t}`)} models ${ctx.what} ${m("t")} ${ctx.unit}s after it was first recorded. According to the model, by what percent does this quantity ${up ? "increase" : "decrease"} over every ${mn(n)}-${ctx.unit} period? (Enter your answer without the % sign.)</p>`,
      steps: [
        loc({
          en: `Over ${mn(n)} ${ctx.unit}s the quantity is multiplied by ${m(`(${bs})^{${n}}`)}: ${shifted}.`,
          az: `${mn(n)} ${U.az} ərzində kəmiyyət ${m(`(${bs})^{${n}}`)} ədədinə vurulur: ${shifted}.`,
          ru: `За ${mn(n)} ${U.ruFew} величина умножается на ${m(`(${bs})^{${n}}`)}: ${shifted}.`,
        }),
        loc({
          en: `Multiplying by ${m(decimal(total))} is ${up ? "an increase" : "a decrease"} of ${percent}. (It is not ${naive}: each ${ctx.unit}'s change applies to the amount after the previous change.)`,
          az: `${m(decimal(total))} ədədinə vurmaq ${percent} ${up ? "artım" : "azalma"} deməkdir. (Cavab ${naive} deyil: hər ${U.az} baş verən dəyişmə əvvəlki dəyişmədən sonrakı miqdara tətbiq olunur.)`,
          ru: `Умножение на ${m(decimal(total))} — это ${up ? "увеличение" : "уменьшение"} на ${percent}. (Ответ не ${naive}: изменение за каждый ${U.ru} применяется к величине, полученной после предыдущего изменения.)`,
        }),
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
    const square = m(`f(x) = ${binom("x", b / 2)}^{2}${plus(minF)}`);
    return {
      kind: "numeric",
      params: { b, c, h, k },
      stem: `<p>The function ${m("f")} is defined by ${m(`f(x) = ${poly([1, b, c])}`)}. The function ${m("g")} is defined by ${m(`g(x) = f${binom("x", -h)}${plus(k)}`)}. What is the minimum value of ${m("g(x)")}?</p>`,
      steps: [
        loc({
          en: `Complete the square: ${square}, so the minimum value of ${m("f")} is ${mn(minF)}, at ${m(`x = ${-b / 2}`)}.`,
          az: `Tam kvadrat ayırın: ${square}, deməli, ${m("f")} funksiyasının ən kiçik qiyməti ${mn(minF)} olur və ${m(`x = ${-b / 2}`)} olduqda alınır.`,
          ru: `Выделите полный квадрат: ${square}, значит, наименьшее значение ${m("f")} равно ${mn(minF)} и достигается при ${m(`x = ${-b / 2}`)}.`,
        }),
        loc({
          en: `Replacing ${m("x")} with ${m(`x${plus(-h)}`)} moves the graph ${h > 0 ? "right" : "left"} ${mn(Math.abs(h))} and does not change the minimum value; adding ${mn(k)} moves it ${k > 0 ? "up" : "down"} ${mn(Math.abs(k))}.`,
          az: `${m("x")} dəyişənini ${m(`x${plus(-h)}`)} ilə əvəz etmək qrafiki ${mn(Math.abs(h))} vahid ${h > 0 ? "sağa" : "sola"} sürüşdürür və ən kiçik qiyməti dəyişmir; ${mn(k)} ədədini əlavə etmək isə onu ${mn(Math.abs(k))} vahid ${k > 0 ? "yuxarı" : "aşağı"} sürüşdürür.`,
          ru: `Замена ${m("x")} на ${m(`x${plus(-h)}`)} сдвигает график ${h > 0 ? "вправо" : "влево"} на ${mn(Math.abs(h))} и не меняет наименьшее значение; прибавление ${mn(k)} сдвигает его ${k > 0 ? "вверх" : "вниз"} на ${mn(Math.abs(k))}.`,
        }),
        loc({
          en: `So the minimum value of ${m("g")} is ${m(`${int(minF)}${plus(k)} = ${int(key)}`)}.`,
          az: `Deməli, ${m("g")} funksiyasının ən kiçik qiyməti ${m(`${int(minF)}${plus(k)} = ${int(key)}`)} olur.`,
          ru: `Итак, наименьшее значение ${m("g")} равно ${m(`${int(minF)}${plus(k)} = ${int(key)}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: minF,
          mistake: "ignored-vertical-shift",
          why: loc({
            en: `is the minimum of ${m("f")}; adding ${mn(k)} shifts the graph ${k > 0 ? "up" : "down"}.`,
            az: `— bu, ${m("f")} funksiyasının ən kiçik qiymətidir; ${mn(k)} ədədini əlavə etmək isə qrafiki ${k > 0 ? "yuxarı" : "aşağı"} sürüşdürür.`,
            ru: `— это наименьшее значение ${m("f")}; а прибавление ${mn(k)} сдвигает график ${k > 0 ? "вверх" : "вниз"}.`,
          }),
        },
        {
          value: minF - k,
          mistake: "vertical-shift-wrong-direction",
          why: loc({
            en: `moves the graph ${k > 0 ? "down" : "up"} instead of ${k > 0 ? "up" : "down"}.`,
            az: `— burada qrafik ${k > 0 ? "yuxarı deyil, aşağı" : "aşağı deyil, yuxarı"} sürüşdürülüb.`,
            ru: `— здесь график сдвинут ${k > 0 ? "вниз, а не вверх" : "вверх, а не вниз"}.`,
          }),
        },
        {
          value: c + k,
          mistake: "used-constant-term-as-minimum",
          why: loc({
            en: `treats ${mn(c)}, the value of ${m("f(0)")}, as the minimum of ${m("f")}.`,
            az: `— burada ${m("f(0)")} qiyməti olan ${mn(c)} ədədi ${m("f")} funksiyasının ən kiçik qiyməti kimi götürülüb.`,
            ru: `— здесь ${mn(c)}, значение ${m("f(0)")}, принято за наименьшее значение ${m("f")}.`,
          }),
        },
        {
          value: -b / 2 + h,
          mistake: "gave-x-of-vertex",
          why: loc({
            en: `is the ${m("x")}-coordinate of the vertex of ${m("g")}, not its minimum value.`,
            az: `— bu, ${m("g")} funksiyasının ən kiçik qiyməti deyil, onun qrafikinin təpəsinin ${m("x")} koordinatıdır.`,
            ru: `— это координата ${m("x")} вершины графика ${m("g")}, а не наименьшее значение функции.`,
          }),
        },
        {
          value: minF + k + h,
          mistake: "added-horizontal-shift",
          why: loc({
            en: `also adds the horizontal shift ${mn(h)}, which moves the graph sideways and does not change the minimum.`,
            az: `— burada ${mn(h)} üfüqi sürüşməsi də əlavə edilib, halbuki o, qrafiki yana sürüşdürür və ən kiçik qiyməti dəyişmir.`,
            ru: `— здесь прибавлен ещё и горизонтальный сдвиг ${mn(h)}, который смещает график вбок и не меняет наименьшее значение.`,
          }),
        },
      ],
    };
  },
);

export const NONLINEAR_FUNCTIONS: MathGenerator[] = [expInput, vertexForm, compositeEquation, percentModel, overSeveral, shiftedMin];
