import type { MathGenerator } from "../types";
import { defineGenerator, type Distractor } from "./build";
import { int, m, mn, money, texDec, type Num } from "./explain";
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
      { value: off, mistake: "gave-discount-amount", why: `is the amount of the discount, ${m(`${d}\\%`)} of ${m(money(P))}, not the sale price.` },
      { value: R(P).add(off), mistake: "added-discount", why: `adds the ${m(`${d}\\%`)} to the price instead of subtracting it.` },
      { value: P - d, mistake: "subtracted-percent-as-dollars", why: `subtracts ${m(money(d))}, treating ${m(`${d}\\%`)} as ${mn(d)} dollars.` },
      {
        value: R(P * (100 - d), 1000),
        mistake: "misplaced-decimal-point",
        why: `uses ${m(texDec(R(100 - d, 1000)))} instead of ${m(texDec(R(100 - d, 100)))} for ${m(`${100 - d}\\%`)}.`,
      },
    ];
    return {
      kind: "numeric",
      fmt: (x) => money(x),
      positive: true,
      params: { P, d },
      stem: `<p>A ${item} regularly costs ${m(money(P))}. During a sale, its price is reduced by ${m(`${d}\\%`)}. What is the sale price of the ${item}?</p>`,
      steps: [
        `The discount is ${m(`${d}\\%`)} of ${m(money(P))}: ${m(`${texDec(R(d, 100))} \\cdot ${P} = ${texDec(off)}`)} dollars.`,
        `The sale price is ${m(`${money(P)} - ${money(off)} = ${money(key)}`)}. (Equivalently, ${m(`${texDec(R(100 - d, 100))} \\cdot ${P} = ${texDec(key)}`)}.)`,
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
      { text: "number of visitors to a park", unit: "visitors", from: "in May", to: "in June" },
      { text: "number of books in a classroom library", unit: "books", from: "in September", to: "in January" },
      { text: "number of members of a chess club", unit: "members", from: "last year", to: "this year" },
    ]);
    return {
      kind: "open",
      params: { A, B: B.valueOf() },
      stem: `<p>The ${what.text} was ${mn(A)} ${what.from} and ${m(int(B.n))} ${what.to}. By what percent did the ${what.text} ${up ? "increase" : "decrease"}? (Enter your answer without the % sign: for example, enter 25 for 25%.)</p>`,
      steps: [
        `The change is ${m(`${int(B.n)} - ${A} = ${int(B.n - A)}`)} ${what.unit}.`,
        `As a percent of the starting value: ${m(`\\frac{${int(Math.abs(B.n - A))}}{${A}} \\cdot 100 = ${pct(p)}`)}, so the ${what.text} ${up ? "increased" : "decreased"} by ${m(pct(p))}.`,
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
        why: `is ${m(`${rate}\\%`)} of ${mn(p.n)}; the ${mn(p.n)} is the part, so it is ${m(`${rate}\\%`)} of the unknown whole.`,
      },
      {
        value: R(p.n * (100 + rate), 100),
        mistake: "added-percent-to-part",
        why: `increases ${mn(p.n)} by ${m(`${rate}\\%`)} instead of finding the whole that ${mn(p.n)} is ${m(`${rate}\\%`)} of.`,
      },
      {
        value: R(p.n * 100, 100 - rate),
        mistake: "used-the-other-percent",
        why: `divides by ${m(`${100 - rate}\\%`)}, the share that is not part of the group.`,
      },
      {
        value: W - p.n,
        mistake: "gave-the-rest-of-the-whole",
        why: `is the number that are <em>not</em> in the group of ${mn(p.n)}: the whole minus the part.`,
      },
      {
        value: R(1000 * p.n, rate),
        mistake: "misplaced-decimal-point",
        why: `divides by ${m(texDec(R(rate, 1000)))} instead of ${m(texDec(R(rate, 100)))}: ${m(`${rate}\\%`)} is ${m(texDec(R(rate, 100)))}.`,
      },
      { value: p.n + rate, mistake: "added-numbers", why: `adds the two numbers in the question.` },
    ];
    return {
      kind: "numeric",
      positive: true,
      params: { p: p.n, rate },
      stem: `<p>${c.part(p.n)}, ${c.rest(rate)}. ${c.q}</p>`,
      steps: [
        `If the whole is ${m("w")}, then ${m(`${texDec(R(rate, 100))}w = ${p.n}`)}.`,
        `So ${m(`w = \\frac{${p.n}}{${texDec(R(rate, 100))}} = ${int(W)}`)}. Check: ${m(`${rate}\\%`)} of ${mn(W)} is ${m(`${texDec(R(rate, 100))} \\cdot ${int(W)} = ${p.n}`)}.`,
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
        `Say the original amount is ${mn(start)}. After a ${m(`${texDec(p)}\\%`)} decrease it is ${m(`${start} - ${texDec(p)} = ${texDec(low)}`)}.`,
        `To return to ${mn(start)} it must increase by ${m(texDec(p))}, which is ${m(`\\frac{${texDec(p)}}{${texDec(low)}} \\cdot 100 = ${texDec(key)}`)} percent of ${m(texDec(low))}.`,
        `The increase is a percent of the smaller amount, so it is more than ${m(`${texDec(p)}\\%`)}.`,
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
    const names = r.pick([
      ["Ana's", "Ben's", "Cara's", "score"],
      ["the north field's", "the east field's", "the south field's", "area"],
      ["Store A's", "Store B's", "Store C's", "price for the same blender"],
    ]);
    return {
      kind: "numeric",
      fmt: pct,
      positive: true,
      params: { p, q },
      stem: `<p>${cap(names[0]!)} ${names[3]} is ${m(`${p}\\%`)} greater than ${names[1]} ${names[3]}, and ${names[1]} ${names[3]} is ${m(`${q}\\%`)} less than ${names[2]} ${names[3]}. ${cap(names[0]!)} ${names[3]} is what percent of ${names[2]} ${names[3]}?</p>`,
      steps: [
        `Let ${names[2]} ${names[3]} be ${m("C")}. Then ${names[1]} is ${m(`${texDec(R(100 - q, 100))}C`)} (${m(`${q}\\%`)} less), and ${names[0]} is ${m(`${texDec(R(100 + p, 100))} \\cdot ${texDec(R(100 - q, 100))}C = ${texDec(key.div(100))}C`)} (${m(`${p}\\%`)} more).`,
        `So ${names[0]} ${names[3]} is ${m(pct(key))} of ${names[2]}.`,
      ],
      key,
      distractors: [
        { value: 100 + p - q, mistake: "added-percent-changes", why: `adds and subtracts the percents; percent changes of different amounts multiply.` },
        {
          value: R(100 + p, 100)
            .mul(R(100 + q, 100))
            .mul(100),
          mistake: "treated-less-as-more",
          why: `uses ${m(`${q}\\%`)} more instead of ${m(`${q}\\%`)} less.`,
        },
        {
          value: R(100 - q, 100)
            .div(R(100 + p, 100))
            .mul(100),
          mistake: "divided-by-increase",
          why: `divides by ${m(texDec(R(100 + p, 100)))} instead of multiplying by it.`,
        },
        {
          value: R(100 - p, 100)
            .mul(R(100 - q, 100))
            .mul(100),
          mistake: "treated-more-as-less",
          why: `uses ${m(`${p}\\%`)} less instead of ${m(`${p}\\%`)} more.`,
        },
        {
          value: R(100 - q),
          mistake: "left-out-the-increase",
          why: `is ${names[1]} ${names[3]} as a percent of ${names[2]}; it leaves out the ${m(`${p}\\%`)} increase.`,
        },
        {
          value: R(100 + p),
          mistake: "left-out-the-decrease",
          why: `compares ${names[0]} ${names[3]} with ${names[1]}, not with ${names[2]}; it leaves out the ${m(`${q}\\%`)} decrease.`,
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
    return {
      kind: "open",
      params: { t, p, T: T.valueOf() },
      stem: r.pick([
        `<p>A restaurant bill was increased by a sales tax of ${m(`${t}\\%`)}. A tip of ${m(`${p}\\%`)} of the bill with tax was then added, for a total of ${m(money(T))}. What was the amount of the bill, in dollars, before the tax and the tip?</p>`,
        `<p>After a sales tax of ${m(`${t}\\%`)} was added to a restaurant bill, a tip equal to ${m(`${p}\\%`)} of the bill with tax was added as well. The total was ${m(money(T))}. What was the bill, in dollars, before the tax and the tip?</p>`,
        `<p>A diner paid ${m(money(T))} in all for a meal: the price of the meal, plus a sales tax of ${m(`${t}\\%`)} of that price, plus a tip of ${m(`${p}\\%`)} of the taxed amount. What was the price of the meal, in dollars, before the tax and the tip?</p>`,
      ]),
      steps: [
        `If the bill was ${m("b")} dollars, with tax it was ${m(`${texDec(R(100 + t, 100))}b`)}, and with the tip ${m(`${texDec(R(100 + p, 100))} \\cdot ${texDec(R(100 + t, 100))}b = ${texDec(R((100 + t) * (100 + p), 10000))}b`)}.`,
        `So ${m(`${texDec(R((100 + t) * (100 + p), 10000))}b = ${texDec(T)}`)} and ${m(`b = ${P}`)}. Check: ${m(`${P} \\cdot ${texDec(R(100 + t, 100))} = ${texDec(taxed)}`)} and ${m(`${texDec(taxed)} \\cdot ${texDec(R(100 + p, 100))} = ${texDec(T)}`)}.`,
        `(Subtracting ${m(`${t + p}\\%`)} of the total does not work: the percents were taken of smaller amounts than the total.)`,
      ],
      key: P,
    };
  },
);

export const PERCENTAGES: MathGenerator[] = [salePrice, percentChange, wholeFromPart, undoDecrease, chained, beforeTaxTip];
