import type { MathGenerator } from "../types";
import { defineGenerator, type Distractor } from "./build";
import { int, m, mn, money, tex, texDec, type Num } from "./explain";
import { loc } from "./localize";
import { R, terminates, type Rat } from "./rational";

const meta = { domain: "problem_solving_data", skill: "ratios_rates_proportions_units" } as const;

const cents = (x: Num) =>
  R(1)
    .mul(x as Rat)
    .mul(100)
    .isInt();

// The words of each mix in az and ru, in the forms the explanation needs (an added field does not change the draw).
const MIXES = [
  {
    a: "red",
    b: "blue",
    things: "marbles",
    where: "A jar holds only red and blue marbles",
    az: {
      one: "kürəcik",
      from: "kürəcikdən",
      a: "qırmızı",
      aGen: "qırmızı kürəciklərin",
      bGen: "göy kürəciklərin",
      aPl: "qırmızı kürəciklər",
      all: "kürəciklər",
      allGen: "kürəciklərin",
    },
    ru: { gen: "шариков", a: "красные", aNom: "красные шарики", aGen: "красных шариков", bGen: "синих шариков" },
  },
  {
    a: "fiction",
    b: "nonfiction",
    things: "books",
    where: "A classroom library has only fiction and nonfiction books",
    az: {
      one: "kitab",
      from: "kitabdan",
      a: "bədii",
      aGen: "bədii kitabların",
      bGen: "qeyri-bədii kitabların",
      aPl: "bədii kitablar",
      all: "kitablar",
      allGen: "kitabların",
    },
    ru: { gen: "книг", a: "художественные", aNom: "художественные книги", aGen: "художественных книг", bGen: "нехудожественных книг" },
  },
  {
    a: "maple",
    b: "oak",
    things: "trees",
    where: "A park has only maple and oak trees",
    az: {
      one: "ağac",
      from: "ağacdan",
      a: "ağcaqayın",
      aGen: "ağcaqayın ağaclarının",
      bGen: "palıd ağaclarının",
      aPl: "ağcaqayın ağacları",
      all: "ağaclar",
      allGen: "ağacların",
    },
    ru: { gen: "деревьев", a: "клёны", aNom: "клёны", aGen: "клёнов", bGen: "дубов" },
  },
] as const;

/** Part of a total from a part-to-part ratio. */
const partOfTotal = defineGenerator(
  {
    ...meta,
    id: "ratio-part-of-total-from-ratio",
    difficulty: "easy",
    shape: "Two kinds of items are in a given part-to-part ratio and the total is known; find the number of one kind.",
  },
  (r) => {
    const c = r.pick(MIXES);
    const a = r.int(1, 7);
    const b = r.int(2, 9);
    if (a === b || R(a, b).d !== b) return null;
    const T = (a + b) * b * r.int(1, 6);
    const key = (T * a) / (a + b);
    return {
      kind: "numeric",
      positive: true,
      params: { a, b, T },
      stem: `<p>${c.where}, in the ratio ${m(`${a} : ${b}`)} (${c.a} to ${c.b}). There are ${mn(T)} ${c.things} in all. How many of the ${c.things} are ${c.a}?</p>`,
      steps: [
        loc({
          en: `The ratio ${m(`${a} : ${b}`)} means that out of every ${m(`${a} + ${b} = ${a + b}`)} ${c.things}, ${mn(a)} are ${c.a}.`,
          az: `${m(`${a} : ${b}`)} nisbəti o deməkdir ki, hər ${m(`${a} + ${b} = ${a + b}`)} ${c.az.from} ${mn(a)} ${c.az.one} ${c.az.a} olur.`,
          ru: `Отношение ${m(`${a} : ${b}`)} означает, что из каждых ${m(`${a} + ${b} = ${a + b}`)} ${c.ru.gen} ${mn(a)} — ${c.ru.a}.`,
        }),
        loc({
          en: `So ${m(`\\frac{${a}}{${a + b}}`)} of the ${mn(T)} ${c.things} are ${c.a}: ${m(`\\frac{${a}}{${a + b}} \\cdot ${int(T)} = ${int(key)}`)}.`,
          az: `Deməli, ${mn(T)} ${c.az.one} içində ${c.az.aGen} payı ${m(`\\frac{${a}}{${a + b}}`)} olur: ${m(`\\frac{${a}}{${a + b}} \\cdot ${int(T)} = ${int(key)}`)}.`,
          ru: `Значит, ${c.ru.aNom} составляют ${m(`\\frac{${a}}{${a + b}}`)} от общего числа ${c.ru.gen}, равного ${mn(T)}: ${m(`\\frac{${a}}{${a + b}} \\cdot ${int(T)} = ${int(key)}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: R(T * a, b),
          mistake: "part-to-part-used-as-part-to-whole",
          why: loc({
            en: `uses ${m(`\\frac{${a}}{${b}}`)}, the ratio of ${c.a} to ${c.b}, as if it were the fraction of all the ${c.things}.`,
            az: `— ${m(`\\frac{${a}}{${b}}`)} ədədini, yəni ${c.az.aGen} sayının ${c.az.bGen} sayına nisbətini, bütün ${c.az.all} içində pay kimi götürür.`,
            ru: `— здесь ${m(`\\frac{${a}}{${b}}`)}, отношение числа ${c.ru.aGen} к числу ${c.ru.bGen}, принято за долю от всех ${c.ru.gen}.`,
          }),
        },
        {
          value: (T * b) / (a + b),
          mistake: "gave-the-other-part",
          why: loc({ en: `is the number of ${c.b} ${c.things}.`, az: `— bu, ${c.az.bGen} sayıdır.`, ru: `— это число ${c.ru.bGen}.` }),
        },
        {
          value: R(T, a + b),
          mistake: "stopped-at-one-share",
          why: loc({
            en: `is the size of one share, ${m(`\\frac{${int(T)}}{${a + b}}`)}; the ${c.a} ${c.things} are ${mn(a)} shares.`,
            az: `— bu, bir payın ölçüsüdür, ${m(`\\frac{${int(T)}}{${a + b}}`)}; ${c.az.aPl} isə ${mn(a)} pay təşkil edir.`,
            ru: `— это размер одной доли, ${m(`\\frac{${int(T)}}{${a + b}}`)}; а число долей, которое приходится на ${c.ru.aNom}, равно ${mn(a)}.`,
          }),
        },
        {
          value: R(a, a + b),
          mistake: "gave-the-fraction",
          why: loc({
            en: `is the fraction of all the ${c.things} that are ${c.a}, ${m(`\\frac{${a}}{${a + b}}`)}; it is never multiplied by the ${mn(T)} ${c.things}.`,
            az: `— bu, bütün ${c.az.all} içində ${c.az.aGen} payıdır, ${m(`\\frac{${a}}{${a + b}}`)}; o, ${c.az.allGen} ümumi sayına, ${mn(T)} ədədinə vurulmayıb.`,
            ru: `— это доля ${c.ru.aGen} среди всех ${c.ru.gen}, ${m(`\\frac{${a}}{${a + b}}`)}; её так и не умножили на общее число ${c.ru.gen}, ${mn(T)}.`,
          }),
        },
        {
          value: T - a,
          mistake: "subtracted-ratio-term",
          why: loc({
            en: `subtracts the ratio term ${mn(a)} from the total; a ratio compares shares, not counts.`,
            az: `— nisbətin ${mn(a)} həddini ümumi saydan çıxır; halbuki nisbət sayları deyil, payları müqayisə edir.`,
            ru: `— здесь из общего числа вычли член отношения ${mn(a)}; но отношение сравнивает доли, а не количества.`,
          }),
        },
      ],
    };
  },
);

/** Distance at a speed in units per hour for a number of minutes. */
const speedMinutes = defineGenerator(
  {
    ...meta,
    id: "ratio-distance-speed-minutes",
    difficulty: "easy",
    shape: "Find the distance covered at a speed given per hour during a time given in minutes.",
  },
  (r) => {
    const v = r.int(6, 60);
    const t = r.pick([10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 48, 50, 75, 90]);
    const who = r.pick([
      { subject: "A cyclist", verb: "rides", noun: "the cyclist", unit: "kilometers", az: "kilometr", ru: "в километрах" },
      { subject: "A runner", verb: "jogs", noun: "the runner", unit: "kilometers", az: "kilometr", ru: "в километрах" },
      { subject: "A ferry", verb: "travels", noun: "the ferry", unit: "miles", az: "mil", ru: "в милях" },
      { subject: "A delivery drone", verb: "flies", noun: "the drone", unit: "miles", az: "mil", ru: "в милях" },
    ] as const);
    if (who.verb === "jogs" && v > 15) return null;
    const key = R(v * t, 60);
    const rate = who.unit === "miles" ? "miles per hour" : "kilometers per hour";
    return {
      kind: "open",
      params: { v, t },
      stem: `<p>${who.subject} ${who.verb} at a constant speed of ${mn(v)} ${rate}. How many ${who.unit} does ${who.noun} cover in ${mn(t)} minutes?</p>`,
      steps: [
        loc({
          en: `${mn(t)} minutes is ${m(`\\frac{${t}}{60} = ${texDec(R(t, 60))}`)} hour.`,
          az: `${mn(t)} dəqiqə ${m(`\\frac{${t}}{60} = ${texDec(R(t, 60))}`)} saat edir.`,
          ru: `Переведите минуты в часы: ${mn(t)} мин — это ${m(`\\frac{${t}}{60} = ${texDec(R(t, 60))}`)} ч.`,
        }),
        loc({
          en: `Distance is speed times time: ${m(`${v} \\cdot ${texDec(R(t, 60))} = ${texDec(key)}`)} ${who.unit}.`,
          az: `Məsafə sürətin zamana hasilinə bərabərdir: ${m(`${v} \\cdot ${texDec(R(t, 60))} = ${texDec(key)}`)} ${who.az}.`,
          ru: `Расстояние равно скорости, умноженной на время: ${m(`${v} \\cdot ${texDec(R(t, 60))} = ${texDec(key)}`)} (${who.ru}).`,
        }),
      ],
      key,
    };
  },
);

/** A leak in milliliters per minute, as liters over hours. */
const leak = defineGenerator(
  {
    ...meta,
    id: "ratio-convert-rate-two-units",
    difficulty: "medium",
    shape: "Convert a rate in milliliters per minute to the liters collected over a number of hours (two conversions).",
  },
  (r) => {
    const d = r.pick([5, 6, 8, 10, 12, 15, 20, 24, 25, 30, 40, 45]);
    const h = r.int(2, 24);
    const key = R(60 * d * h, 1000);
    return {
      kind: "numeric",
      fmt: texDec,
      positive: true,
      params: { d, h },
      stem: r.pick([
        `<p>A leaking pipe drips water at a constant rate of ${mn(d)} milliliters per minute. At this rate, how many liters of water drip from the pipe in ${mn(h)} hours? (${m("1")} liter is ${m("1{,}000")} milliliters.)</p>`,
        `<p>Water drips from a leaking pipe at a constant rate of ${mn(d)} milliliters per minute. How many liters of water drip from the pipe in ${mn(h)} hours? (${m("1")} liter is ${m("1{,}000")} milliliters.)</p>`,
        `<p>A pipe under a sink leaks ${mn(d)} milliliters of water every minute, at a constant rate. How many liters of water drip from the pipe over ${mn(h)} hours? (${m("1")} liter is ${m("1{,}000")} milliliters.)</p>`,
      ]),
      steps: [
        loc({
          en: `In one hour the pipe drips ${m(`${d} \\cdot 60 = ${int(60 * d)}`)} milliliters, so in ${mn(h)} hours it drips ${m(`${int(60 * d)} \\cdot ${h} = ${int(60 * d * h)}`)} milliliters.`,
          az: `Bir saatda borudan ${m(`${d} \\cdot 60 = ${int(60 * d)}`)} millilitr su damcılayır, deməli, ${mn(h)} saatda ${m(`${int(60 * d)} \\cdot ${h} = ${int(60 * d * h)}`)} millilitr su damcılayır.`,
          ru: `За один час из трубы вытекает ${m(`${d} \\cdot 60 = ${int(60 * d)}`)} мл воды, значит, за ${mn(h)} ч вытекает ${m(`${int(60 * d)} \\cdot ${h} = ${int(60 * d * h)}`)} мл.`,
        }),
        loc({
          en: `Convert to liters: ${m(`\\frac{${int(60 * d * h)}}{1{,}000} = ${texDec(key)}`)}.`,
          az: `Litrə çevirin: ${m(`\\frac{${int(60 * d * h)}}{1{,}000} = ${texDec(key)}`)}.`,
          ru: `Переведите в литры: ${m(`\\frac{${int(60 * d * h)}}{1{,}000} = ${texDec(key)}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: R(d * h, 1000),
          mistake: "forgot-minutes-per-hour",
          why: loc({
            en: `treats ${mn(d)} milliliters as the amount per hour, leaving out the ${mn(60)} minutes in each hour.`,
            az: `— ${mn(d)} millilitri bir saatlıq miqdar kimi götürür və hər saatdakı ${mn(60)} dəqiqəni nəzərə almır.`,
            ru: `— здесь ${mn(d)} мл приняты за количество в час, а ${mn(60)} минут в каждом часе не учтены.`,
          }),
        },
        {
          value: R(60 * d * h, 100),
          mistake: "used-100-milliliters-per-liter",
          why: loc({
            en: `divides by ${mn(100)}; a liter is ${m("1{,}000")} milliliters.`,
            az: `— ${mn(100)} ədədinə bölür; halbuki bir litr ${m("1{,}000")} millilitrdir.`,
            ru: `— здесь делят на ${mn(100)}; но в одном литре ${m("1{,}000")} миллилитров.`,
          }),
        },
        {
          value: R(3600 * d * h, 1000),
          mistake: "used-3600-per-hour",
          why: loc({
            en: `multiplies by ${m("3{,}600")}, the number of seconds in an hour, as if the rate were per second; it is per minute.`,
            az: `— bir saatdakı saniyələrin sayına, ${m("3{,}600")} ədədinə vurur, sanki sürət saniyəyə görə verilib; halbuki o, dəqiqəyə görə verilib.`,
            ru: `— здесь умножают на ${m("3{,}600")}, число секунд в часе, как будто скорость дана в секунду; а она дана в минуту.`,
          }),
        },
        {
          value: 60 * d * h,
          mistake: "left-in-milliliters",
          why: loc({
            en: `is the amount in milliliters, not liters.`,
            az: `— bu, litrlə deyil, millilitrlə ifadə olunmuş miqdardır.`,
            ru: `— это количество в миллилитрах, а не в литрах.`,
          }),
        },
        {
          value: R(60 * d, 1000),
          mistake: "gave-one-hour",
          why: loc({
            en: `is the amount that drips in one hour; it is never multiplied by the ${mn(h)} hours.`,
            az: `— bu, bir saatda damcılayan miqdardır; o, saatların sayına, ${mn(h)} ədədinə vurulmayıb.`,
            ru: `— это количество за один час; его так и не умножили на число часов, ${mn(h)}.`,
          }),
        },
        {
          value: R(d * h, 60000),
          mistake: "divided-by-60",
          why: loc({
            en: `divides by ${mn(60)} instead of multiplying: an hour holds ${mn(60)} minutes, so the pipe drips ${mn(60)} times the per-minute amount.`,
            az: `— ${mn(60)} ədədinə vurmaq əvəzinə bölür: bir saatda ${mn(60)} dəqiqə var, deməli, borudan bir saatda bir dəqiqədəkindən ${mn(60)} dəfə çox su damcılayır.`,
            ru: `— здесь делят на ${mn(60)} вместо умножения: в часе ${mn(60)} минут, поэтому за час из трубы вытекает в ${mn(60)} раз больше, чем за минуту.`,
          }),
        },
      ],
    };
  },
);

/** Two machines together: time for N items. */
const together = defineGenerator(
  {
    ...meta,
    id: "ratio-two-machines-together",
    difficulty: "medium",
    shape: "Two machines work at different rates; find the time for both together to produce a given number of items.",
  },
  (r) => {
    const a = r.int(10, 60);
    const b = r.int(10, 60);
    const N = (a + b) * r.pick([2, 3, 4, 5, 6]) + (r.bool(0.4) ? (a + b) / 2 : 0);
    if (!Number.isInteger(N)) return null;
    const key = R(N, a + b);
    // The item in az (singular after a number); the Russian counts in pieces («шт.»), which agrees with any number.
    const drawn = r.pick([
      { en: "labels", az: "etiket" },
      { en: "bottles", az: "şüşə" },
      { en: "envelopes", az: "zərf" },
      { en: "keychains", az: "brelok" },
    ]);
    const item = drawn.en;
    return {
      kind: "open",
      params: { a, b, N },
      stem: `<p>Machine A produces ${mn(a)} ${item} per hour, and machine B produces ${mn(b)} ${item} per hour. Working at the same time at these rates, how many hours do the two machines take to produce ${mn(N)} ${item} in total?</p>`,
      steps: [
        loc({
          en: `Together the machines produce ${m(`${a} + ${b} = ${a + b}`)} ${item} per hour.`,
          az: `Maşınlar birlikdə saatda ${m(`${a} + ${b} = ${a + b}`)} ${drawn.az} istehsal edir.`,
          ru: `Вместе машины производят ${m(`${a} + ${b} = ${a + b}`)} шт. в час.`,
        }),
        loc({
          en: `Time is amount divided by rate: ${m(`\\frac{${int(N)}}{${a + b}} = ${texDec(key)}`)} hours.`,
          az: `Vaxt miqdarın sürətə nisbətinə bərabərdir: ${m(`\\frac{${int(N)}}{${a + b}} = ${texDec(key)}`)} saat.`,
          ru: `Время равно количеству, делённому на производительность: ${m(`\\frac{${int(N)}}{${a + b}} = ${texDec(key)}`)} ч.`,
        }),
      ],
      key,
    };
  },
);

const MODEL_SCALES = [
  { k: 10, per: 1000 },
  { k: 20, per: 125 },
  { k: 25, per: 64 },
  { k: 50, per: 8 },
  { k: 100, per: 1 },
] as const;

/** A scale model's volume in cm³ to the real volume in m³ (cube of the scale, then units). */
const modelVolume = defineGenerator(
  {
    ...meta,
    id: "ratio-scale-model-volume",
    difficulty: "hard",
    shape: "A scale model 1 : k holds a volume in cubic centimeters; find the real volume in cubic meters (cube the scale, then convert).",
  },
  (r) => {
    const S = r.pick(MODEL_SCALES);
    const key = r.int(2, 60);
    const V = key * S.per; // V k^3 / 10^6 = key
    const what = r.pick(["a water tower's tank", "a grain silo", "a swimming pool", "a fuel tank"]);
    return {
      kind: "numeric",
      positive: true,
      params: { k: S.k, V },
      stem: `<p>An architect builds a scale model of ${what} at a scale of ${m(`1 : ${S.k}`)}: every length on the model is ${m(`\\frac{1}{${S.k}}`)} of the real length. The model holds ${mn(V)} cubic centimeters. How many cubic meters does the real one hold? (${m("1")} meter is ${mn(100)} centimeters.)</p>`,
      steps: [
        loc({
          en: `Lengths scale by ${mn(S.k)}, so volumes scale by ${m(`${S.k}^3 = ${int(S.k ** 3)}`)}: the real volume is ${m(`${int(V)} \\cdot ${int(S.k ** 3)} = ${int(V * S.k ** 3)}`)} cubic centimeters.`,
          az: `Uzunluqlar ${mn(S.k)} dəfə böyüyür, deməli, həcmlər ${m(`${S.k}^3 = ${int(S.k ** 3)}`)} dəfə böyüyür: real həcm ${m(`${int(V)} \\cdot ${int(S.k ** 3)} = ${int(V * S.k ** 3)}`)} kub santimetrdir.`,
          ru: `Длины увеличиваются в ${mn(S.k)} раз, поэтому объёмы — в ${m(`${S.k}^3 = ${int(S.k ** 3)}`)} раз: реальный объём равен ${m(`${int(V)} \\cdot ${int(S.k ** 3)} = ${int(V * S.k ** 3)}`)} см³.`,
        }),
        loc({
          en: `A cubic meter is ${m("100^3 = 1{,}000{,}000")} cubic centimeters, so the real volume is ${m(`\\frac{${int(V * S.k ** 3)}}{1{,}000{,}000} = ${int(key)}`)} cubic meters.`,
          az: `Bir kub metr ${m("100^3 = 1{,}000{,}000")} kub santimetrdir, deməli, real həcm ${m(`\\frac{${int(V * S.k ** 3)}}{1{,}000{,}000} = ${int(key)}`)} kub metrdir.`,
          ru: `В одном кубическом метре ${m("100^3 = 1{,}000{,}000")} см³, поэтому реальный объём равен ${m(`\\frac{${int(V * S.k ** 3)}}{1{,}000{,}000} = ${int(key)}`)} м³.`,
        }),
      ],
      key,
      distractors: [
        {
          value: R(key, S.k),
          mistake: "scaled-by-the-square",
          why: loc({
            en: `multiplies by ${m(`${S.k}^2`)}, the area scale; volumes scale by the cube.`,
            az: `— sahələrin miqyasına, ${m(`${S.k}^2`)} ədədinə vurur; həcmlər isə miqyasın kubu qədər dəyişir.`,
            ru: `— здесь умножают на ${m(`${S.k}^2`)}, масштаб площадей; а объёмы меняются как куб масштаба.`,
          }),
        },
        {
          value: R(key, S.k * S.k),
          mistake: "scaled-by-the-length-factor",
          why: loc({
            en: `multiplies by ${mn(S.k)} only; volumes scale by ${m(`${S.k}^3`)}.`,
            az: `— yalnız ${mn(S.k)} ədədinə vurur; həcmlər isə ${m(`${S.k}^3`)} dəfə dəyişir.`,
            ru: `— здесь умножают только на ${mn(S.k)}; а объёмы меняются в ${m(`${S.k}^3`)} раз.`,
          }),
        },
        {
          value: key * 10000,
          mistake: "converted-with-100",
          why: loc({
            en: `divides by ${mn(100)} as if a cubic meter were ${mn(100)} cubic centimeters; it is ${m("1{,}000{,}000")}.`,
            az: `— ${mn(100)} ədədinə bölür, sanki bir kub metr ${mn(100)} kub santimetrdir; əslində o, ${m("1{,}000{,}000")} kub santimetrdir.`,
            ru: `— здесь делят на ${mn(100)}, как будто в кубическом метре ${mn(100)} см³; а в нём ${m("1{,}000{,}000")} см³.`,
          }),
        },
        {
          value: V * S.k ** 3,
          mistake: "left-in-cubic-centimeters",
          why: loc({
            en: `is the volume in cubic centimeters, not cubic meters.`,
            az: `— bu, kub metrlə deyil, kub santimetrlə ifadə olunmuş həcmdir.`,
            ru: `— это объём в кубических сантиметрах, а не в кубических метрах.`,
          }),
        },
        {
          value: R(V, 1000000),
          mistake: "did-not-scale",
          why: loc({
            en: `is the model's own volume in cubic meters; it is never scaled up to the real size.`,
            az: `— bu, modelin öz həcmidir (kub metrlə); o, real ölçüyə keçirilməyib.`,
            ru: `— это объём самой модели в кубических метрах; его так и не пересчитали на реальный размер.`,
          }),
        },
      ],
    };
  },
);

/** Two pipes (or a pipe and a drain) together: hours to fill. */
const pipes = defineGenerator(
  {
    ...meta,
    id: "ratio-fill-and-drain-rates",
    difficulty: "hard",
    shape: "A pipe fills a tank in a hours and another pipe fills (or a drain empties) it in b hours; find the time with both open.",
  },
  (r) => {
    const drain = r.bool(0.5);
    const a = r.int(2, 12);
    const b = drain ? r.int(a + 1, 24) : r.int(2, 12);
    const rate = drain ? R(1, a).sub(R(1, b)) : R(1, a).add(R(1, b));
    const key = R(1).div(rate);
    if (key.d > 20) return null;
    const decimal = key.isInt() || !terminates(key) ? "" : ` (${m(`${tex(key)} = ${texDec(key)}`)}.)`;
    return {
      kind: "open",
      params: { a, b, drain: drain ? "drain" : "fill" },
      stem: drain
        ? `<p>An inlet pipe can fill an empty tank in ${mn(a)} hours. A drain at the bottom of the tank, when open, can empty the full tank in ${mn(b)} hours. If the tank is empty and both the pipe and the drain are open, how many hours will it take to fill the tank?</p>`
        : `<p>One pipe can fill an empty tank in ${mn(a)} hours, and a second pipe can fill it in ${mn(b)} hours. ${r.pick(["If both pipes are opened at the same time to fill the empty tank, how many hours will it take?", "Working together from empty, how many hours do the two pipes take to fill the tank?"])}</p>`,
      steps: [
        loc({
          en: `Work with rates in tanks per hour: ${drain ? `the pipe fills ${m(`\\frac{1}{${a}}`)} of the tank per hour and the drain empties ${m(`\\frac{1}{${b}}`)} per hour` : `the pipes fill ${m(`\\frac{1}{${a}}`)} and ${m(`\\frac{1}{${b}}`)} of the tank per hour`}.`,
          az: `Sürətləri saatda çənin hissəsi kimi ifadə edin: ${drain ? `boru saatda çənin ${m(`\\frac{1}{${a}}`)} hissəsini doldurur, boşaltma borusu isə saatda ${m(`\\frac{1}{${b}}`)} hissəsini boşaldır` : `borular saatda çənin ${m(`\\frac{1}{${a}}`)} və ${m(`\\frac{1}{${b}}`)} hissəsini doldurur`}.`,
          ru: `Считайте скорости в долях бака за час: ${drain ? `труба заполняет ${m(`\\frac{1}{${a}}`)} бака в час, а слив опустошает ${m(`\\frac{1}{${b}}`)} бака в час` : `трубы заполняют ${m(`\\frac{1}{${a}}`)} и ${m(`\\frac{1}{${b}}`)} бака в час`}.`,
        }),
        loc({
          en: `Together: ${m(`\\frac{1}{${a}} ${drain ? "-" : "+"} \\frac{1}{${b}} = ${tex(rate)}`)} of the tank per hour.`,
          az: `Birlikdə: saatda çənin ${m(`\\frac{1}{${a}} ${drain ? "-" : "+"} \\frac{1}{${b}} = ${tex(rate)}`)} hissəsi.`,
          ru: `Вместе: ${m(`\\frac{1}{${a}} ${drain ? "-" : "+"} \\frac{1}{${b}} = ${tex(rate)}`)} ${rate.isInt() ? "бак" : "бака"} в час.`,
        }),
        loc({
          en: `Time to fill one tank: ${m(`1 \\div ${tex(rate)} = ${tex(key)}`)} hours.${decimal}`,
          az: `Bir çəni doldurmaq üçün lazım olan vaxt: ${m(`1 \\div ${tex(rate)} = ${tex(key)}`)} saat.${decimal}`,
          ru: `Время заполнения одного бака: ${m(`1 \\div ${tex(rate)} = ${tex(key)}`)} ч.${decimal}`,
        }),
      ],
      key,
    };
  },
);

export const RATIOS_RATES: MathGenerator[] = [partOfTotal, speedMinutes, leak, together, modelVolume, pipes];
