import type { MathGenerator } from "../types";
import { defineGenerator, type Distractor } from "./build";
import { int, m, mn, money, texDec, type Num } from "./explain";
import { loc } from "./localize";
import { R, type Rat } from "./rational";

const meta = { domain: "problem_solving_data", skill: "percentages" } as const;

const cents = (x: Num) =>
  R(1)
    .mul(x as Rat)
    .mul(100)
    .isInt();
const pct = (x: Num) => `${texDec(x)}\\%`;

/** Sale price after d% off. */
const salePrice = defineGenerator(
  { ...meta, id: "pct-price-after-discount", difficulty: "easy", shape: "Find the sale price of an item after a percent discount." },
  (r) => {
    const d = r.pick([10, 15, 20, 25, 30, 35, 40, 60]);
    const P = r.int(6, 60) * 4;
    const off = R(P * d, 100);
    const key = R(P).sub(off);
    const item = r.pick(["jacket", "backpack", "pair of headphones", "lamp", "tennis racket"]);
    const candidates: Distractor[] = [
      {
        value: off,
        mistake: "gave-discount-amount",
        why: loc({
          en: `is the amount of the discount, ${m(`${d}\\%`)} of ${m(money(P))}, not the sale price.`,
          az: `— bu, endirimli qiymət deyil, endirimin məbləğidir: ${m(money(P))} məbləğinin ${m(`${d}\\%`)} hissəsi.`,
          ru: `— это размер скидки, ${m(`${d}\\%`)} от ${m(money(P))}, а не цена со скидкой.`,
        }),
      },
      {
        value: R(P).add(off),
        mistake: "added-discount",
        why: loc({
          en: `adds the ${m(`${d}\\%`)} to the price instead of subtracting it.`,
          az: `— ${m(`${d}\\%`)} qiymətdən çıxılmaq əvəzinə ona əlavə edilib.`,
          ru: `— здесь ${m(`${d}\\%`)} прибавлены к цене, а не вычтены из неё.`,
        }),
      },
      {
        value: P - d,
        mistake: "subtracted-percent-as-dollars",
        why: loc({
          en: `subtracts ${m(money(d))}, treating ${m(`${d}\\%`)} as ${mn(d)} dollars.`,
          az: `— ${m(`${d}\\%`)} ${mn(d)} dollar kimi götürülüb və qiymətdən ${m(money(d))} çıxılıb.`,
          ru: `— из цены вычтено ${m(money(d))}: ${m(`${d}\\%`)} приняты за ${mn(d)} долларов.`,
        }),
      },
      {
        value: R(P * (100 - d), 1000),
        mistake: "misplaced-decimal-point",
        why: loc({
          en: `uses ${m(texDec(R(100 - d, 1000)))} instead of ${m(texDec(R(100 - d, 100)))} for ${m(`${100 - d}\\%`)}.`,
          az: `— ${m(`${100 - d}\\%`)} üçün ${m(texDec(R(100 - d, 100)))} əvəzinə ${m(texDec(R(100 - d, 1000)))} götürülüb.`,
          ru: `— для ${m(`${100 - d}\\%`)} взято ${m(texDec(R(100 - d, 1000)))} вместо ${m(texDec(R(100 - d, 100)))}.`,
        }),
      },
    ];
    return {
      kind: "numeric",
      fmt: (x) => money(x),
      positive: true,
      params: { P, d },
      stem: `<p>A ${item} regularly costs ${m(money(P))}. During a sale, its price is reduced by ${m(`${d}\\%`)}. What is the sale price of the ${item}?</p>`,
      steps: [
        loc({
          en: `The discount is ${m(`${d}\\%`)} of ${m(money(P))}: ${m(`${texDec(R(d, 100))} \\cdot ${P} = ${texDec(off)}`)} dollars.`,
          az: `Endirim ${m(money(P))} məbləğinin ${m(`${d}\\%`)} hissəsidir: ${m(`${texDec(R(d, 100))} \\cdot ${P} = ${texDec(off)}`)} dollar.`,
          ru: `Скидка составляет ${m(`${d}\\%`)} от ${m(money(P))}: ${m(`${texDec(R(d, 100))} \\cdot ${P} = ${texDec(off)}`)} долларов.`,
        }),
        loc({
          en: `The sale price is ${m(`${money(P)} - ${money(off)} = ${money(key)}`)}. (Equivalently, ${m(`${texDec(R(100 - d, 100))} \\cdot ${P} = ${texDec(key)}`)}.)`,
          az: `Endirimli qiymət ${m(`${money(P)} - ${money(off)} = ${money(key)}`)} olur. (Başqa cür: ${m(`${texDec(R(100 - d, 100))} \\cdot ${P} = ${texDec(key)}`)}.)`,
          ru: `Цена со скидкой равна ${m(`${money(P)} - ${money(off)} = ${money(key)}`)}. (То же самое иначе: ${m(`${texDec(R(100 - d, 100))} \\cdot ${P} = ${texDec(key)}`)}.)`,
        }),
      ],
      key,
      distractors: candidates.filter((c) => cents(c.value)),
    };
  },
);

/** Percent change from A to B (open-ended). */
const percentChange = defineGenerator(
  { ...meta, id: "pct-percent-change", difficulty: "easy", shape: "Find the percent increase or decrease from one value to another." },
  (r) => {
    const A = r.pick([20, 25, 40, 50, 60, 80, 120, 125, 150, 200, 240, 250, 400, 500]);
    const p = R(r.int(1, 60) * 5, 10).mul(r.bool(0.6) ? 1 : 2); // 0.5 .. 60
    const up = r.bool(0.55);
    const B = R(A)
      .mul(R(100).add(up ? p : p.neg()))
      .div(100);
    if (!B.isInt() || B.n <= 0 || p.eq(0)) return null;
    const what = r.pick([
      {
        text: "number of visitors to a park",
        unit: "visitors",
        from: "in May",
        to: "in June",
        az: "parka gələn ziyarətçilərin sayı",
        ru: "число посетителей парка",
      },
      {
        text: "number of books in a classroom library",
        unit: "books",
        from: "in September",
        to: "in January",
        az: "sinif kitabxanasındakı kitabların sayı",
        ru: "число книг в классной библиотеке",
      },
      {
        text: "number of members of a chess club",
        unit: "members",
        from: "last year",
        to: "this year",
        az: "şahmat klubu üzvlərinin sayı",
        ru: "число членов шахматного клуба",
      },
    ]);
    const cap = (t: string) => t[0]!.toLocaleUpperCase() + t.slice(1);
    return {
      kind: "open",
      params: { A, B: B.valueOf() },
      stem: `<p>The ${what.text} was ${mn(A)} ${what.from} and ${m(int(B.n))} ${what.to}. By what percent did the ${what.text} ${up ? "increase" : "decrease"}? (Enter your answer without the % sign: for example, enter 25 for 25%.)</p>`,
      steps: [
        loc({
          en: `The change is ${m(`${int(B.n)} - ${A} = ${int(B.n - A)}`)} ${what.unit}.`,
          az: `${cap(what.az)} ${m(`${int(B.n)} - ${A} = ${int(B.n - A)}`)} qədər dəyişib.`,
          ru: `${cap(what.ru)} изменилось на ${m(`${int(B.n)} - ${A} = ${int(B.n - A)}`)}.`,
        }),
        loc({
          en: `As a percent of the starting value: ${m(`\\frac{${int(Math.abs(B.n - A))}}{${A}} \\cdot 100 = ${pct(p)}`)}, so the ${what.text} ${up ? "increased" : "decreased"} by ${m(pct(p))}.`,
          az: `Başlanğıc qiymətin faizi kimi: ${m(`\\frac{${int(Math.abs(B.n - A))}}{${A}} \\cdot 100 = ${pct(p)}`)}, deməli, ${what.az} ${m(pct(p))} ${up ? "artıb" : "azalıb"}.`,
          ru: `В процентах от начального значения: ${m(`\\frac{${int(Math.abs(B.n - A))}}{${A}} \\cdot 100 = ${pct(p)}`)}, значит, ${what.ru} ${up ? "увеличилось" : "уменьшилось"} на ${m(pct(p))}.`,
        }),
      ],
      key: p,
    };
  },
);

const WHOLES = [
  {
    part: (p: number) => `A school's marching band has ${mn(p)} members`,
    rest: (r: number) => `which is ${m(`${r}\\%`)} of the students at the school`,
    q: "How many students are at the school?",
  },
  {
    part: (p: number) => `A farmer planted ${mn(p)} apple trees`,
    rest: (r: number) => `which is ${m(`${r}\\%`)} of all the trees in her orchard`,
    q: "How many trees are in the orchard?",
  },
  {
    part: (p: number) => `A library lent out ${mn(p)} e-books on Monday`,
    rest: (r: number) => `which is ${m(`${r}\\%`)} of the e-books it owns`,
    q: "How many e-books does the library own?",
  },
] as const;

/** p is r% of what? */
const wholeFromPart = defineGenerator(
  { ...meta, id: "pct-whole-from-part", difficulty: "medium", shape: "A part and the percent it is of a whole are given; find the whole." },
  (r) => {
    const rate = r.pick([4, 5, 8, 12, 15, 16, 20, 24, 25, 32, 35, 40, 45, 60, 75]);
    const W = r.int(4, 120) * 5;
    const p = R(W * rate, 100);
    if (!p.isInt()) return null;
    const c = r.pick(WHOLES);
    const candidates: Distractor[] = [
      {
        value: R(p.n * rate, 100),
        mistake: "took-percent-of-the-part",
        why: loc({
          en: `is ${m(`${rate}\\%`)} of ${mn(p.n)}; the ${mn(p.n)} is the part, so it is ${m(`${rate}\\%`)} of the unknown whole.`,
          az: `— bu, ${mn(p.n)} ədədinin ${m(`${rate}\\%`)} hissəsidir; halbuki ${mn(p.n)} hissədir, yəni naməlum bütövün ${m(`${rate}\\%`)} hissəsi.`,
          ru: `— это ${m(`${rate}\\%`)} от ${mn(p.n)}; но ${mn(p.n)} — это часть, то есть ${m(`${rate}\\%`)} от неизвестного целого.`,
        }),
      },
      {
        value: R(p.n * (100 + rate), 100),
        mistake: "added-percent-to-part",
        why: loc({
          en: `increases ${mn(p.n)} by ${m(`${rate}\\%`)} instead of finding the whole that ${mn(p.n)} is ${m(`${rate}\\%`)} of.`,
          az: `— ${mn(p.n)} ədədi ${m(`${rate}\\%`)} artırılıb, halbuki ${m(`${rate}\\%`)} hissəsi ${mn(p.n)} olan bütövü tapmaq lazımdır.`,
          ru: `— здесь ${mn(p.n)} увеличено на ${m(`${rate}\\%`)}, а нужно найти целое, ${m(`${rate}\\%`)} которого составляют ${mn(p.n)}.`,
        }),
      },
      {
        value: R(p.n * 100, 100 - rate),
        mistake: "used-the-other-percent",
        why: loc({
          en: `divides by ${m(`${100 - rate}\\%`)}, the share that is not part of the group.`,
          az: `— ${m(`${100 - rate}\\%`)} payına bölünüb, bu isə qrupa daxil olmayanların payıdır.`,
          ru: `— здесь деление на ${m(`${100 - rate}\\%`)}, долю тех, кто не входит в группу.`,
        }),
      },
      {
        value: W - p.n,
        mistake: "gave-the-rest-of-the-whole",
        why: loc({
          en: `is the number that are <em>not</em> in the group of ${mn(p.n)}: the whole minus the part.`,
          az: `— bu, ${mn(p.n)} saydan ibarət qrupa <em>daxil olmayanların</em> sayıdır: bütövdən hissə çıxılıb.`,
          ru: `— это количество тех, кто <em>не</em> входит в группу из ${mn(p.n)}: целое минус часть.`,
        }),
      },
      {
        value: R(1000 * p.n, rate),
        mistake: "misplaced-decimal-point",
        why: loc({
          en: `divides by ${m(texDec(R(rate, 1000)))} instead of ${m(texDec(R(rate, 100)))}: ${m(`${rate}\\%`)} is ${m(texDec(R(rate, 100)))}.`,
          az: `— ${m(texDec(R(rate, 100)))} əvəzinə ${m(texDec(R(rate, 1000)))} ədədinə bölünüb: ${m(`${rate}\\%`)} ${m(texDec(R(rate, 100)))} deməkdir.`,
          ru: `— деление на ${m(texDec(R(rate, 1000)))} вместо ${m(texDec(R(rate, 100)))}: ${m(`${rate}\\%`)} — это ${m(texDec(R(rate, 100)))}.`,
        }),
      },
      {
        value: p.n + rate,
        mistake: "added-numbers",
        why: loc({ en: `adds the two numbers in the question.`, az: `— sualdakı iki ədəd sadəcə toplanıb.`, ru: `— это просто сумма двух чисел из вопроса.` }),
      },
    ];
    return {
      kind: "numeric",
      positive: true,
      params: { p: p.n, rate },
      stem: `<p>${c.part(p.n)}, ${c.rest(rate)}. ${c.q}</p>`,
      steps: [
        loc({
          en: `If the whole is ${m("w")}, then ${m(`${texDec(R(rate, 100))}w = ${p.n}`)}.`,
          az: `Bütöv ${m("w")} olarsa, ${m(`${texDec(R(rate, 100))}w = ${p.n}`)}.`,
          ru: `Если целое равно ${m("w")}, то ${m(`${texDec(R(rate, 100))}w = ${p.n}`)}.`,
        }),
        loc({
          en: `So ${m(`w = \\frac{${p.n}}{${texDec(R(rate, 100))}} = ${int(W)}`)}. Check: ${m(`${rate}\\%`)} of ${mn(W)} is ${m(`${texDec(R(rate, 100))} \\cdot ${int(W)} = ${p.n}`)}.`,
          az: `Deməli, ${m(`w = \\frac{${p.n}}{${texDec(R(rate, 100))}} = ${int(W)}`)}. Yoxlama: ${mn(W)} ədədinin ${m(`${rate}\\%`)} hissəsi ${m(`${texDec(R(rate, 100))} \\cdot ${int(W)} = ${p.n}`)} edir.`,
          ru: `Значит, ${m(`w = \\frac{${p.n}}{${texDec(R(rate, 100))}} = ${int(W)}`)}. Проверка: ${m(`${rate}\\%`)} от ${mn(W)} — это ${m(`${texDec(R(rate, 100))} \\cdot ${int(W)} = ${p.n}`)}.`,
        }),
      ],
      key: W,
      distractors: candidates.filter((d) =>
        R(1)
          .mul(d.value as Rat)
          .isInt(),
      ),
    };
  },
);

/** After a p% decrease, the percent increase that restores the original. */
const undoDecrease = defineGenerator(
  {
    ...meta,
    id: "pct-increase-to-undo-decrease",
    difficulty: "medium",
    shape: "After a p% decrease, find the percent increase that brings the value back to the original (percent of the smaller base).",
  },
  (r) => {
    const p = r.pick([R(20), R(36), R(75, 2), R(50), R(60), R(75), R(80)]);
    const key = p.div(R(100).sub(p)).mul(100);
    const c = r.pick([
      { what: "the price of a bicycle", event: "was reduced during a sale", back: "the sale price" },
      { what: "the number of visitors to a museum", event: "fell during a month of construction work", back: "the lower number of visitors" },
      { what: "the value of a company's shares", event: "fell in one week", back: "the lower value" },
    ]);
    const start = 100;
    const low = R(start).sub(p);
    return {
      kind: "open",
      params: { p: p.valueOf() },
      stem: `<p>${c.what.charAt(0).toUpperCase() + c.what.slice(1)} ${c.event}, decreasing by ${m(`${texDec(p)}\\%`)}. By what percent must ${c.back} increase to return to the original amount? (Enter your answer without the % sign.)</p>`,
      steps: [
        loc({
          en: `Say the original amount is ${mn(start)}. After a ${m(`${texDec(p)}\\%`)} decrease it is ${m(`${start} - ${texDec(p)} = ${texDec(low)}`)}.`,
          az: `Tutaq ki, ilkin miqdar ${mn(start)} olub. ${m(`${texDec(p)}\\%`)} azaldıqdan sonra o, ${m(`${start} - ${texDec(p)} = ${texDec(low)}`)} olur.`,
          ru: `Пусть исходная величина равна ${mn(start)}. После снижения на ${m(`${texDec(p)}\\%`)} она равна ${m(`${start} - ${texDec(p)} = ${texDec(low)}`)}.`,
        }),
        loc({
          en: `To return to ${mn(start)} it must increase by ${m(texDec(p))}, which is ${m(`\\frac{${texDec(p)}}{${texDec(low)}} \\cdot 100 = ${texDec(key)}`)} percent of ${m(texDec(low))}.`,
          az: `${mn(start)} ədədinə qayıtmaq üçün o, ${m(texDec(p))} qədər artmalıdır; bu, ${m(texDec(low))} ədədinin ${m(`\\frac{${texDec(p)}}{${texDec(low)}} \\cdot 100 = ${texDec(key)}`)} faizidir.`,
          ru: `Чтобы вернуться к ${mn(start)}, она должна вырасти на ${m(texDec(p))}, а в процентах от ${m(texDec(low))} это ${m(`\\frac{${texDec(p)}}{${texDec(low)}} \\cdot 100 = ${texDec(key)}`)}.`,
        }),
        loc({
          en: `The increase is a percent of the smaller amount, so it is more than ${m(`${texDec(p)}\\%`)}.`,
          az: `Artım daha kiçik miqdarın faizi kimi hesablanır, ona görə də o, ${m(`${texDec(p)}\\%`)} göstəricisindən böyükdür.`,
          ru: `Рост считается в процентах от меньшей величины, поэтому он больше ${m(`${texDec(p)}\\%`)}.`,
        }),
      ],
      key,
    };
  },
);

/** A is p% more than B and B is q% less than C: A as a percent of C. */
const chained = defineGenerator(
  {
    ...meta,
    id: "pct-chained-relative-percents",
    difficulty: "hard",
    shape: "A is p% more than B, and B is q% less than C; express A as a percent of C (multiply the factors).",
  },
  (r) => {
    const p = r.pick([10, 20, 25, 30, 40, 50, 60, 80]);
    const q = r.pick([10, 20, 25, 30, 40, 50]);
    const key = R(100 + p, 100)
      .mul(R(100 - q, 100))
      .mul(100);
    if (key.eq(100) || !key.mul(10).isInt()) return null;
    // The same draw as a list of the English names; az and ru name each quantity in full (nominative, genitive, instrumental).
    const drawn = r.pick(CHAINED_NAMES);
    const names = drawn.en;
    const { az, ru } = drawn;
    return {
      kind: "numeric",
      fmt: pct,
      positive: true,
      params: { p, q },
      stem: `<p>${cap(names[0]!)} ${names[3]} is ${m(`${p}\\%`)} greater than ${names[1]} ${names[3]}, and ${names[1]} ${names[3]} is ${m(`${q}\\%`)} less than ${names[2]} ${names[3]}. ${cap(names[0]!)} ${names[3]} is what percent of ${names[2]} ${names[3]}?</p>`,
      steps: [
        loc({
          en: `Let ${names[2]} ${names[3]} be ${m("C")}. Then ${names[1]} is ${m(`${texDec(R(100 - q, 100))}C`)} (${m(`${q}\\%`)} less), and ${names[0]} is ${m(`${texDec(R(100 + p, 100))} \\cdot ${texDec(R(100 - q, 100))}C = ${texDec(key.div(100))}C`)} (${m(`${p}\\%`)} more).`,
          az: `Tutaq ki, ${az.nom[2]} ${m("C")} ədədinə bərabərdir. Onda ${az.nom[1]} ${m(`${texDec(R(100 - q, 100))}C`)} olur (${m(`${q}\\%`)} az), ${az.nom[0]} isə ${m(`${texDec(R(100 + p, 100))} \\cdot ${texDec(R(100 - q, 100))}C = ${texDec(key.div(100))}C`)} olur (${m(`${p}\\%`)} çox).`,
          ru: `Пусть ${ru.nom[2]} — это ${m("C")}. Тогда ${ru.nom[1]} — это ${m(`${texDec(R(100 - q, 100))}C`)} (на ${m(`${q}\\%`)} меньше), а ${ru.nom[0]} — это ${m(`${texDec(R(100 + p, 100))} \\cdot ${texDec(R(100 - q, 100))}C = ${texDec(key.div(100))}C`)} (на ${m(`${p}\\%`)} больше).`,
        }),
        loc({
          en: `So ${names[0]} ${names[3]} is ${m(pct(key))} of ${names[2]}.`,
          az: `Deməli, ${az.nom[0]} ${az.gen[2]} ${m(pct(key))} hissəsinə bərabərdir.`,
          ru: `Значит, ${ru.nom[0]} составляет ${m(pct(key))} от ${ru.gen[2]}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: 100 + p - q,
          mistake: "added-percent-changes",
          why: loc({
            en: `adds and subtracts the percents; percent changes of different amounts multiply.`,
            az: `— faizlər toplanıb və çıxılıb; müxtəlif kəmiyyətlərə tətbiq olunan faiz dəyişmələri isə bir-birinə vurulur.`,
            ru: `— проценты просто сложены и вычтены, а процентные изменения разных величин перемножаются.`,
          }),
        },
        {
          value: R(100 + p, 100)
            .mul(R(100 + q, 100))
            .mul(100),
          mistake: "treated-less-as-more",
          why: loc({
            en: `uses ${m(`${q}\\%`)} more instead of ${m(`${q}\\%`)} less.`,
            az: `— ${m(`${q}\\%`)} azalma əvəzinə ${m(`${q}\\%`)} artım götürülüb.`,
            ru: `— вместо уменьшения на ${m(`${q}\\%`)} взято увеличение на ${m(`${q}\\%`)}.`,
          }),
        },
        {
          value: R(100 - q, 100)
            .div(R(100 + p, 100))
            .mul(100),
          mistake: "divided-by-increase",
          why: loc({
            en: `divides by ${m(texDec(R(100 + p, 100)))} instead of multiplying by it.`,
            az: `— ${m(texDec(R(100 + p, 100)))} ədədinə vurmaq əvəzinə ona bölünüb.`,
            ru: `— выполнено деление на ${m(texDec(R(100 + p, 100)))} вместо умножения на это число.`,
          }),
        },
        {
          value: R(100 - p, 100)
            .mul(R(100 - q, 100))
            .mul(100),
          mistake: "treated-more-as-less",
          why: loc({
            en: `uses ${m(`${p}\\%`)} less instead of ${m(`${p}\\%`)} more.`,
            az: `— ${m(`${p}\\%`)} artım əvəzinə ${m(`${p}\\%`)} azalma götürülüb.`,
            ru: `— вместо увеличения на ${m(`${p}\\%`)} взято уменьшение на ${m(`${p}\\%`)}.`,
          }),
        },
        {
          value: R(100 - q),
          mistake: "left-out-the-increase",
          why: loc({
            en: `is ${names[1]} ${names[3]} as a percent of ${names[2]}; it leaves out the ${m(`${p}\\%`)} increase.`,
            az: `— bu, ${az.nom[1]} ilə ${az.nom[2]} arasındakı faiz nisbətidir; ${m(`${p}\\%`)} artım nəzərə alınmayıb.`,
            ru: `— это ${ru.nom[1]} в процентах от ${ru.gen[2]}; увеличение на ${m(`${p}\\%`)} не учтено.`,
          }),
        },
        {
          value: R(100 + p),
          mistake: "left-out-the-decrease",
          why: loc({
            en: `compares ${names[0]} ${names[3]} with ${names[1]}, not with ${names[2]}; it leaves out the ${m(`${q}\\%`)} decrease.`,
            az: `— ${az.nom[0]} ${az.nom[2]} ilə deyil, ${az.nom[1]} ilə müqayisə olunub; ${m(`${q}\\%`)} azalma nəzərə alınmayıb.`,
            ru: `— это сравнение ${ru.gen[0]} с ${ru.ins[1]}, а не с ${ru.ins[2]}; уменьшение на ${m(`${q}\\%`)} не учтено.`,
          }),
        },
      ].filter((d) =>
        R(1)
          .mul(d.value as Rat)
          .mul(10)
          .isInt(),
      ),
    };
  },
);

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const CHAINED_NAMES = [
  {
    en: ["Ana's", "Ben's", "Cara's", "score"],
    az: { nom: ["Ananın nəticəsi", "Benin nəticəsi", "Caranın nəticəsi"], gen: ["Ananın nəticəsinin", "Benin nəticəsinin", "Caranın nəticəsinin"] },
    ru: {
      nom: ["результат Аны", "результат Бена", "результат Кары"],
      gen: ["результата Аны", "результата Бена", "результата Кары"],
      ins: ["результатом Аны", "результатом Бена", "результатом Кары"],
    },
  },
  {
    en: ["the north field's", "the east field's", "the south field's", "area"],
    az: {
      nom: ["şimal tarlasının sahəsi", "şərq tarlasının sahəsi", "cənub tarlasının sahəsi"],
      gen: ["şimal tarlasının sahəsinin", "şərq tarlasının sahəsinin", "cənub tarlasının sahəsinin"],
    },
    ru: {
      nom: ["площадь северного поля", "площадь восточного поля", "площадь южного поля"],
      gen: ["площади северного поля", "площади восточного поля", "площади южного поля"],
      ins: ["площадью северного поля", "площадью восточного поля", "площадью южного поля"],
    },
  },
  {
    en: ["Store A's", "Store B's", "Store C's", "price for the same blender"],
    az: {
      nom: ["A mağazasındakı qiymət", "B mağazasındakı qiymət", "C mağazasındakı qiymət"],
      gen: ["A mağazasındakı qiymətin", "B mağazasındakı qiymətin", "C mağazasındakı qiymətin"],
    },
    ru: {
      nom: ["цена в магазине A", "цена в магазине B", "цена в магазине C"],
      gen: ["цены в магазине A", "цены в магазине B", "цены в магазине C"],
      ins: ["ценой в магазине A", "ценой в магазине B", "ценой в магазине C"],
    },
  },
] as const;

/** The price before tax and tip from the total (tip on the after-tax amount). */
const beforeTaxTip = defineGenerator(
  {
    ...meta,
    id: "pct-price-before-tax-and-tip",
    difficulty: "hard",
    shape: "A total includes a t% tax and then a p% tip on the taxed amount; find the price before both (undo two percent increases).",
  },
  (r) => {
    const t = r.pick([4, 5, 6, 8, 10]);
    const p = r.pick([10, 15, 18, 20, 25]);
    const P = r.int(12, 160);
    const T = R(P * (100 + t) * (100 + p), 10000);
    if (!T.mul(100).isInt()) return null;
    const taxed = R(P * (100 + t), 100);
    const withTax = m(`${texDec(R(100 + t, 100))}b`);
    const withTip = m(`${texDec(R(100 + p, 100))} \\cdot ${texDec(R(100 + t, 100))}b = ${texDec(R((100 + t) * (100 + p), 10000))}b`);
    const solved = m(`${texDec(R((100 + t) * (100 + p), 10000))}b = ${texDec(T)}`);
    const check1 = m(`${P} \\cdot ${texDec(R(100 + t, 100))} = ${texDec(taxed)}`);
    const check2 = m(`${texDec(taxed)} \\cdot ${texDec(R(100 + p, 100))} = ${texDec(T)}`);
    return {
      kind: "open",
      params: { t, p, T: T.valueOf() },
      stem: r.pick([
        `<p>A restaurant bill was increased by a sales tax of ${m(`${t}\\%`)}. A tip of ${m(`${p}\\%`)} of the bill with tax was then added, for a total of ${m(money(T))}. What was the amount of the bill, in dollars, before the tax and the tip?</p>`,
        `<p>After a sales tax of ${m(`${t}\\%`)} was added to a restaurant bill, a tip equal to ${m(`${p}\\%`)} of the bill with tax was added as well. The total was ${m(money(T))}. What was the bill, in dollars, before the tax and the tip?</p>`,
        `<p>A diner paid ${m(money(T))} in all for a meal: the price of the meal, plus a sales tax of ${m(`${t}\\%`)} of that price, plus a tip of ${m(`${p}\\%`)} of the taxed amount. What was the price of the meal, in dollars, before the tax and the tip?</p>`,
      ]),
      steps: [
        loc({
          en: `If the bill was ${m("b")} dollars, with tax it was ${withTax}, and with the tip ${withTip}.`,
          az: `Hesab ${m("b")} dollar idisə, vergi ilə ${withTax}, bəxşişlə isə ${withTip} olub.`,
          ru: `Если счёт был ${m("b")} долларов, то с налогом он составил ${withTax}, а с чаевыми — ${withTip}.`,
        }),
        loc({
          en: `So ${solved} and ${m(`b = ${P}`)}. Check: ${check1} and ${check2}.`,
          az: `Deməli, ${solved} və ${m(`b = ${P}`)}. Yoxlama: ${check1} və ${check2}.`,
          ru: `Значит, ${solved} и ${m(`b = ${P}`)}. Проверка: ${check1} и ${check2}.`,
        }),
        loc({
          en: `(Subtracting ${m(`${t + p}\\%`)} of the total does not work: the percents were taken of smaller amounts than the total.)`,
          az: `(Ümumi məbləğdən onun ${m(`${t + p}\\%`)} hissəsini çıxmaq olmaz: faizlər ümumi məbləğdən kiçik məbləğlərdən götürülüb.)`,
          ru: `(Вычесть ${m(`${t + p}\\%`)} из итоговой суммы нельзя: проценты брались от сумм меньше итоговой.)`,
        }),
      ],
      key: P,
    };
  },
);

export const PERCENTAGES: MathGenerator[] = [salePrice, percentChange, wholeFromPart, undoDecrease, chained, beforeTaxTip];
