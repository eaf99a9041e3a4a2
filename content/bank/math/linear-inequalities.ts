import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { int, list, m, mn, money, sum, tex, type Num } from "./explain";
import { R, type Rat } from "./rational";

const meta = { domain: "algebra", skill: "linear_inequalities" } as const;

type Op = "<" | ">" | "<=" | ">=";
const TEX: Record<Op, string> = { "<": "\\lt", ">": "\\gt", "<=": "\\le", ">=": "\\ge" };
const FLIP: Record<Op, Op> = { "<": ">", ">": "<", "<=": ">=", ">=": "<=" };
const WORDS: Record<Op, string> = { "<": "less than", ">": "greater than", "<=": "less than or equal to", ">=": "greater than or equal to" };
const ineq = (v: string, op: Op, bound: Num) => m(`${v} ${TEX[op]} ${tex(bound)}`);

/** ax + b op c with a > 0. */
const solveSimple = defineGenerator(
  { ...meta, id: "ineq-solve-two-step", difficulty: "easy", shape: "Solve a two-step linear inequality ax + b < c with a positive coefficient." },
  (r) => {
    const a = r.int(2, 9);
    const b = r.nonzero(-15, 15);
    const bound = r.int(-6, 12);
    const c = a * bound + b;
    const op = r.pick(["<", ">", "<=", ">="] as const);
    if (c === 0) return null;
    const lhs = sum([
      [a, "x"],
      [b, ""],
    ]);
    return {
      kind: "text",
      params: { a, b, c, op },
      stem: `<p>${m(`${lhs} ${TEX[op]} ${int(c)}`)}</p>\n<p>Which of the following describes all solutions to the given inequality?</p>`,
      steps: [
        `${b > 0 ? "Subtract" : "Add"} ${mn(Math.abs(b))} ${b > 0 ? "from" : "to"} both sides: ${m(`${a}x ${TEX[op]} ${int(c - b)}`)}.`,
        `Divide both sides by ${mn(a)}, a positive number, so the inequality keeps its direction: ${ineq("x", op, bound)}.`,
      ],
      key: ineq("x", op, bound),
      distractors: [
        {
          text: ineq("x", FLIP[op], bound),
          mistake: "reversed-inequality",
          why: `reverses the inequality; dividing by a positive number keeps its direction.`,
        },
        {
          text: ineq("x", op, R(c + b, a)),
          mistake: "sign-error-moving-constant",
          why: `comes from ${b > 0 ? "adding" : "subtracting"} ${mn(Math.abs(b))} instead of ${b > 0 ? "subtracting" : "adding"} it.`,
        },
        {
          text: ineq("x", op, c - b),
          mistake: "did-not-divide",
          why: `is the inequality for ${m(`${a}x`)}, not for ${m("x")}: both sides must still be divided by ${mn(a)}.`,
        },
        {
          text: ineq("x", op, R(c, a).sub(b)),
          mistake: "divided-before-moving-constant",
          why: `divides only ${mn(c)} by ${mn(a)} before moving the constant.`,
        },
      ],
    };
  },
);

/** The least value satisfying a(x - b) >= cx + d (variables on both sides, positive net coefficient). */
const leastValue = defineGenerator(
  {
    ...meta,
    id: "ineq-least-value-both-sides",
    difficulty: "easy",
    shape: "Find the least value of x that satisfies a(x - b) >= cx + d (distribute, collect, divide by a positive number).",
  },
  (r) => {
    const a = r.int(3, 9);
    const c = r.int(1, a - 1);
    const b = r.nonzero(-8, 8);
    const d = r.int(-20, 20);
    const bound = R(a * b + d, a - c);
    if (bound.d > 5 || d === 0) return null;
    return {
      kind: "open",
      params: { a, b, c, d },
      stem: `<p>What is the least value of ${m("x")} that satisfies the inequality ${m(
        `${a}${binomTex(b)} \\ge ${sum([
          [c, "x"],
          [d, ""],
        ])}`,
      )}?</p>`,
      steps: [
        `Distribute: ${m(
          `${sum([
            [a, "x"],
            [-a * b, ""],
          ])} \\ge ${sum([
            [c, "x"],
            [d, ""],
          ])}`,
        )}.`,
        `Subtract ${m(sum([[c, "x"]]))} from both sides and ${b > 0 ? "add" : "subtract"} ${mn(Math.abs(a * b))}: ${m(`${sum([[a - c, "x"]])} \\ge ${int(a * b + d)}`)}.`,
        `${a - c === 1 ? "So" : `Divide by ${mn(a - c)}, a positive number (the inequality keeps its direction):`} ${m(`x \\ge ${tex(bound)}`)}. The least value of ${m("x")} is ${mn(bound)}.`,
      ],
      key: bound,
    };
  },
);

const binomTex = (b: number) => `(x${b < 0 ? " + " : " - "}${Math.abs(b)})`;

/** p - ax op cx + q: the x-coefficient ends up negative, so the inequality flips. */
const negativeCoefficient = defineGenerator(
  {
    ...meta,
    id: "ineq-variable-both-sides-flip",
    difficulty: "medium",
    shape: "Solve p - ax op cx + q, where collecting terms gives a negative coefficient and the inequality reverses.",
  },
  (r) => {
    const a = r.int(1, 7);
    const c = r.int(1, 7);
    const p = r.int(-15, 25);
    const q = r.int(-15, 25);
    const op = r.pick(["<", ">", "<=", ">="] as const);
    if (p === q || a === c || p === 0 || q === 0) return null;
    const k = a + c;
    const bound = R(p - q, k);
    const lhs = sum([
      [p, ""],
      [-a, "x"],
    ]);
    const rhs = sum([
      [c, "x"],
      [q, ""],
    ]);
    const wrongCoef = c - a; // moved -ax to the right... (treats -ax - cx as (c - a)x)
    const wrongBound = R(q - p, wrongCoef);
    const wrongOp = wrongCoef > 0 ? op : FLIP[op];
    return {
      kind: "text",
      params: { p, a, c, q, op },
      stem: `<p>${m(`${lhs} ${TEX[op]} ${rhs}`)}</p>\n<p>Which inequality gives all the solutions to the given inequality?</p>`,
      steps: [
        `Subtract ${m(sum([[c, "x"]]))} and ${m(tex(p))} from both sides: ${m(`${sum([[-k, "x"]])} ${TEX[op]} ${int(q - p)}`)}.`,
        `Divide both sides by ${mn(-k)}. Dividing by a negative number reverses the inequality: ${ineq("x", FLIP[op], bound)}.`,
      ],
      key: ineq("x", FLIP[op], bound),
      distractors: [
        {
          text: ineq("x", op, bound),
          mistake: "did-not-reverse-inequality",
          why: `has the right boundary but keeps the direction; dividing both sides by ${mn(-k)}, a negative number, reverses the inequality.`,
        },
        {
          text: ineq("x", FLIP[op], R(-(p + q), k)),
          mistake: "sign-error-on-constants",
          why: `comes from moving ${mn(p)} to the other side without changing its sign: ${m(`${sum([[-k, "x"]])} ${TEX[op]} ${int(q + p)}`)}.`,
        },
        {
          text: ineq("x", wrongOp, wrongBound),
          mistake: "combined-x-terms-with-wrong-sign",
          why: `comes from adding ${m(sum([[c, "x"]]))} to the left side instead of subtracting it, which gives ${m(`${sum([[c - a, "x"]])}`)} on the left.`,
        },
        {
          text: ineq("x", op, bound.neg()),
          mistake: "divided-by-positive-coefficient",
          why: `comes from dividing by ${mn(k)} instead of ${mn(-k)}: dropping the negative sign gives the wrong boundary and the wrong direction.`,
        },
      ],
    };
  },
);

/** The least score on the last test that keeps the mean at or above a target. */
const averageNeeded = defineGenerator(
  {
    ...meta,
    id: "ineq-least-score-for-mean",
    difficulty: "medium",
    shape: "Find the least score on the last test so that the mean of all tests is at least a target.",
  },
  (r) => {
    const n = r.int(3, 5);
    const scores = Array.from({ length: n }, () => r.int(68, 97));
    const target = r.int(78, 90);
    const total = target * (n + 1);
    const sumScores = scores.reduce((s, x) => s + x, 0);
    const key = total - sumScores;
    if (key < 60 || key > 100) return null;
    const name = r.pick(["Priya", "Mateo", "Aylin", "Kwame", "Hana", "Oskar"]);
    return {
      kind: "open",
      params: { ...Object.fromEntries(scores.map((s, i) => [`s${i + 1}`, s])), target },
      stem: `<p>${name}'s scores on the first ${n} tests of a course were ${list(scores.map((s) => mn(s)))}. To earn a B, the mean of ${name}'s scores on all ${n + 1} tests must be at least ${mn(target)}. What is the least score ${name} can earn on test ${n + 1} and still earn a B?</p>`,
      steps: [
        `Let ${m("s")} be the score on test ${n + 1}. The mean must satisfy ${m(`\\frac{${scores.join(" + ")} + s}{${n + 1}} \\ge ${target}`)}.`,
        `Multiply both sides by ${mn(n + 1)}: ${m(`${sumScores} + s \\ge ${total}`)}, so ${m(`s \\ge ${key}`)}.`,
        `The least score is ${mn(key)}.`,
      ],
      key,
    };
  },
);

/** How many integers satisfy p < an + b ≤ q (a may be negative). */
const countIntegers = defineGenerator(
  {
    ...meta,
    id: "ineq-count-integers-compound",
    difficulty: "hard",
    shape: "Count the integers n that satisfy a compound inequality p < an + b ≤ q (a negative a reverses both sides).",
  },
  (r) => {
    const a = r.pick([-5, -4, -3, -2, 2, 3, 4, 5]);
    const b = r.nonzero(-12, 12);
    const p = r.int(-30, 10);
    const q = p + r.int(6, 30);
    const lo = R(p - b, a);
    const hi = R(q - b, a);
    // a > 0: lo < n <= hi; a < 0: hi <= n < lo
    const ints: number[] = [];
    const [from, to] = a > 0 ? [lo, hi] : [hi, lo];
    for (let n = Math.floor(from.valueOf()) - 1; n <= Math.ceil(to.valueOf()) + 1; n++) {
      const v = a * n + b;
      if (p < v && v <= q) ints.push(n);
    }
    if (ints.length < 3 || ints.length > 12 || (lo.isInt() === false && hi.isInt() === false && r.bool(0.6))) return null;
    const shown =
      ints.length <= 7 ? list(ints.map((n) => mn(n))) : `${list([mn(ints[0]!), mn(ints[1]!)]).replace(" and ", ", ")}, …, ${mn(ints[ints.length - 1]!)}`;
    return {
      kind: "open",
      params: { p, a, b, q },
      stem: ((ineq: string) =>
        r.pick([
          `<p>How many integers ${m("n")} satisfy ${ineq}?</p>`,
          `<p>For how many integers ${m("n")} is ${ineq} true?</p>`,
          `<p>How many integer values of ${m("n")} make the inequality ${ineq} true?</p>`,
        ]))(
        m(
          `${int(p)} \\lt ${sum([
            [a, "n"],
            [b, ""],
          ])} \\le ${int(q)}`,
        ),
      ),
      steps: [
        `${b > 0 ? "Subtract" : "Add"} ${mn(Math.abs(b))} ${b > 0 ? "from" : "to"} all three parts: ${m(`${int(p - b)} \\lt ${a}n \\le ${int(q - b)}`)}.`,
        a > 0
          ? `Divide all three parts by ${mn(a)}: ${m(`${tex(lo)} \\lt n \\le ${tex(hi)}`)}.`
          : `Divide all three parts by ${mn(a)}, a negative number, which reverses both inequalities: ${m(`${tex(lo)} \\gt n \\ge ${tex(hi)}`)}, that is, ${m(`${tex(hi)} \\le n \\lt ${tex(lo)}`)}.`,
        `The integers in this range are ${shown}: there are ${mn(ints.length)} of them. (Watch the ends: an end where the inequality is strict is not included.)`,
      ],
      key: ints.length,
    };
  },
);

/** Whole numbers of guests for a budget between two amounts (fixed fee plus per-guest price). */
const guestRange = defineGenerator(
  {
    ...meta,
    id: "ineq-budget-range-integers",
    difficulty: "hard",
    shape: "A fixed fee plus a per-person price must fall between two amounts; choose the range of whole numbers of people.",
  },
  (r) => {
    const F = r.int(6, 30) * 10;
    const p = r.pick([14, 16, 18, 22, 24, 26, 28, 35, 45]);
    const L = r.int(40, 90) * 10;
    const U = L + r.int(15, 60) * 10;
    const lo = R(L - F, p);
    const hi = R(U - F, p);
    if (lo.isInt() || hi.isInt() || lo.valueOf() < 3) return null;
    const ceil = (x: Rat) => Math.ceil(x.valueOf());
    const floor = (x: Rat) => Math.floor(x.valueOf());
    const round = (x: Rat) => Math.round(x.valueOf());
    const range = (a: number, b: number) => m(`${int(a)} \\le g \\le ${int(b)}`);
    const key = [ceil(lo), floor(hi)] as const;
    const sig = (a: number, b: number) => `${a},${b}`;
    const d: TextDistractor[] = [
      {
        text: range(ceil(R(L, p)), floor(R(U, p))),
        sig: sig(ceil(R(L, p)), floor(R(U, p))),
        mistake: "ignored-fixed-fee",
        why: `leaves out the ${m(money(F))} fee: it divides the budget limits themselves by ${mn(p)}.`,
      },
      {
        text: range(round(lo), round(hi)),
        sig: sig(round(lo), round(hi)),
        mistake: "rounded-to-nearest",
        why: `rounds each limit to the nearest whole number; the least number must round up and the greatest must round down to stay within the budget.`,
      },
      {
        text: range(floor(lo), ceil(hi)),
        sig: sig(floor(lo), ceil(hi)),
        mistake: "rounded-outward",
        why: `rounds the limits outward, so its smallest and largest numbers of guests cost less than ${m(money(L))} or more than ${m(money(U))}.`,
      },
      {
        text: range(ceil(R(L + F, p)), floor(R(U + F, p))),
        sig: sig(ceil(R(L + F, p)), floor(R(U + F, p))),
        mistake: "added-fee-to-limits",
        why: `adds the fee to the limits instead of subtracting it.`,
      },
    ];
    return {
      kind: "text",
      params: { F, p, L, U },
      stem: r.pick([
        `<p>A caterer charges a fee of ${m(money(F))} plus ${m(money(p))} per guest for a dinner. A family wants the total charge for ${m("g")} guests to be at least ${m(money(L))} and at most ${m(money(U))}. Which inequality gives all possible numbers of guests ${m("g")}?</p>`,
        `<p>A banquet hall charges a booking fee of ${m(money(F))} plus ${m(money(p))} for each guest. A company wants to spend at least ${m(money(L))} and at most ${m(money(U))} in all for ${m("g")} guests. Which inequality gives all possible numbers of guests ${m("g")}?</p>`,
        `<p>For a party of ${m("g")} guests, a bakery's catering charge is a fixed ${m(money(F))} plus ${m(money(p))} per guest. The organizers want the charge to be no less than ${m(money(L))} and no more than ${m(money(U))}. Which inequality describes all possible values of ${m("g")}?</p>`,
      ]),
      steps: [
        `The total charge is ${m(`${F} + ${p}g`)} dollars, so ${m(`${int(L)} \\le ${F} + ${p}g \\le ${int(U)}`)}.`,
        `Subtract ${mn(F)}: ${m(`${int(L - F)} \\le ${p}g \\le ${int(U - F)}`)}. Divide by ${mn(p)}: ${m(`${tex(lo)} \\le g \\le ${tex(hi)}`)}, about ${m(`${lo.valueOf().toFixed(2)} \\le g \\le ${hi.valueOf().toFixed(2)}`)}.`,
        `The number of guests is a whole number, so the least is ${mn(key[0])} (rounding up) and the greatest is ${mn(key[1])} (rounding down): ${range(key[0], key[1])}.`,
        `Check: ${m(`${F} + ${p}(${key[0]}) = ${int(F + p * key[0])}`)} and ${m(`${F} + ${p}(${key[1]}) = ${int(F + p * key[1])}`)} are within the budget, while ${m(`${key[0] - 1}`)} guests would cost ${m(money(F + p * (key[0] - 1)))} and ${m(`${key[1] + 1}`)} guests ${m(money(F + p * (key[1] + 1)))}.`,
      ],
      key: range(key[0], key[1]),
      keySig: sig(key[0], key[1]),
      distractors: d,
    };
  },
);

export const LINEAR_INEQUALITIES: MathGenerator[] = [solveSimple, leastValue, negativeCoefficient, averageNeeded, countIntegers, guestRange];
