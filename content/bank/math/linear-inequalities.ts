import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { int, list, m, mn, money, sum, tex, type Num } from "./explain";
import { loc } from "./localize";
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
        loc({
          en: `${b > 0 ? "Subtract" : "Add"} ${mn(Math.abs(b))} ${b > 0 ? "from" : "to"} both sides: ${m(`${a}x ${TEX[op]} ${int(c - b)}`)}.`,
          az: `${b > 0 ? "Hər iki tərəfdən" : "Hər iki tərəfə"} ${mn(Math.abs(b))} ədədini ${b > 0 ? "çıxın" : "əlavə edin"}: ${m(`${a}x ${TEX[op]} ${int(c - b)}`)}.`,
          ru: `${b > 0 ? "Вычтите" : "Прибавьте"} ${mn(Math.abs(b))} ${b > 0 ? "из обеих частей" : "к обеим частям"}: ${m(`${a}x ${TEX[op]} ${int(c - b)}`)}.`,
        }),
        loc({
          en: `Divide both sides by ${mn(a)}, a positive number, so the inequality keeps its direction: ${ineq("x", op, bound)}.`,
          az: `Hər iki tərəfi ${mn(a)} ədədinə bölün; bu ədəd müsbət olduğu üçün bərabərsizliyin işarəsi dəyişmir: ${ineq("x", op, bound)}.`,
          ru: `Разделите обе части на ${mn(a)} — положительное число, поэтому знак неравенства не меняется: ${ineq("x", op, bound)}.`,
        }),
      ],
      key: ineq("x", op, bound),
      distractors: [
        {
          text: ineq("x", FLIP[op], bound),
          mistake: "reversed-inequality",
          why: loc({
            en: `reverses the inequality; dividing by a positive number keeps its direction.`,
            az: `— burada bərabərsizliyin işarəsi əksinə çevrilib; müsbət ədədə bölərkən işarə dəyişmir.`,
            ru: `— здесь знак неравенства изменён на противоположный; при делении на положительное число знак не меняется.`,
          }),
        },
        {
          text: ineq("x", op, R(c + b, a)),
          mistake: "sign-error-moving-constant",
          why: loc({
            en: `comes from ${b > 0 ? "adding" : "subtracting"} ${mn(Math.abs(b))} instead of ${b > 0 ? "subtracting" : "adding"} it.`,
            az: `— ${mn(Math.abs(b))} ədədini ${b > 0 ? "çıxmaq əvəzinə əlavə etməkdən" : "əlavə etmək əvəzinə çıxmaqdan"} alınır.`,
            ru: `— получается, если ${b > 0 ? "прибавить" : "вычесть"} ${mn(Math.abs(b))}, а не ${b > 0 ? "вычесть" : "прибавить"}.`,
          }),
        },
        {
          text: ineq("x", op, c - b),
          mistake: "did-not-divide",
          why: loc({
            en: `is the inequality for ${m(`${a}x`)}, not for ${m("x")}: both sides must still be divided by ${mn(a)}.`,
            az: `— bu, ${m("x")} üçün deyil, ${m(`${a}x`)} üçün bərabərsizlikdir: hər iki tərəf hələ ${mn(a)} ədədinə bölünməlidir.`,
            ru: `— это неравенство для ${m(`${a}x`)}, а не для ${m("x")}: обе части ещё нужно разделить на ${mn(a)}.`,
          }),
        },
        {
          text: ineq("x", op, R(c, a).sub(b)),
          mistake: "divided-before-moving-constant",
          why: loc({
            en: `divides only ${mn(c)} by ${mn(a)} before moving the constant.`,
            az: `— burada sabit hədd o biri tərəfə keçirilməzdən əvvəl yalnız ${mn(c)} ədədi ${mn(a)} ədədinə bölünüb.`,
            ru: `— здесь ещё до переноса свободного члена на ${mn(a)} разделено только ${mn(c)}.`,
          }),
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
    const opened = m(
      `${sum([
        [a, "x"],
        [-a * b, ""],
      ])} \\ge ${sum([
        [c, "x"],
        [d, ""],
      ])}`,
    );
    const collected = m(`${sum([[a - c, "x"]])} \\ge ${int(a * b + d)}`);
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
        loc({ en: `Distribute: ${opened}.`, az: `Mötərizəni açın: ${opened}.`, ru: `Раскройте скобки: ${opened}.` }),
        loc({
          en: `Subtract ${m(sum([[c, "x"]]))} from both sides and ${b > 0 ? "add" : "subtract"} ${mn(Math.abs(a * b))}: ${collected}.`,
          az: `Hər iki tərəfdən ${m(sum([[c, "x"]]))} çıxın, sonra ${mn(Math.abs(a * b))} ədədini ${b > 0 ? "əlavə edin" : "çıxın"}: ${collected}.`,
          ru: `Вычтите ${m(sum([[c, "x"]]))} из обеих частей и ${b > 0 ? "прибавьте" : "вычтите"} ${mn(Math.abs(a * b))}: ${collected}.`,
        }),
        loc({
          en: `${a - c === 1 ? "So" : `Divide by ${mn(a - c)}, a positive number (the inequality keeps its direction):`} ${m(`x \\ge ${tex(bound)}`)}. The least value of ${m("x")} is ${mn(bound)}.`,
          az: `${a - c === 1 ? "Deməli," : `${mn(a - c)} ədədinə bölün; bu ədəd müsbətdir (bərabərsizliyin işarəsi dəyişmir):`} ${m(`x \\ge ${tex(bound)}`)}. ${m("x")} dəyişəninin ən kiçik qiyməti ${mn(bound)} olur.`,
          ru: `${a - c === 1 ? "Итак," : `Разделите на ${mn(a - c)} — положительное число (знак неравенства не меняется):`} ${m(`x \\ge ${tex(bound)}`)}. Наименьшее значение ${m("x")} равно ${mn(bound)}.`,
        }),
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
        loc({
          en: `Subtract ${m(sum([[c, "x"]]))} and ${m(tex(p))} from both sides: ${m(`${sum([[-k, "x"]])} ${TEX[op]} ${int(q - p)}`)}.`,
          az: `Hər iki tərəfdən ${m(sum([[c, "x"]]))} və ${m(tex(p))} çıxın: ${m(`${sum([[-k, "x"]])} ${TEX[op]} ${int(q - p)}`)}.`,
          ru: `Вычтите ${m(sum([[c, "x"]]))} и ${m(tex(p))} из обеих частей: ${m(`${sum([[-k, "x"]])} ${TEX[op]} ${int(q - p)}`)}.`,
        }),
        loc({
          en: `Divide both sides by ${mn(-k)}. Dividing by a negative number reverses the inequality: ${ineq("x", FLIP[op], bound)}.`,
          az: `Hər iki tərəfi ${mn(-k)} ədədinə bölün. Mənfi ədədə bölərkən bərabərsizliyin işarəsi əksinə dəyişir: ${ineq("x", FLIP[op], bound)}.`,
          ru: `Разделите обе части на ${mn(-k)}. При делении на отрицательное число знак неравенства меняется на противоположный: ${ineq("x", FLIP[op], bound)}.`,
        }),
      ],
      key: ineq("x", FLIP[op], bound),
      distractors: [
        {
          text: ineq("x", op, bound),
          mistake: "did-not-reverse-inequality",
          why: loc({
            en: `has the right boundary but keeps the direction; dividing both sides by ${mn(-k)}, a negative number, reverses the inequality.`,
            az: `— sərhəd düzgündür, amma işarənin istiqaməti saxlanılıb; hər iki tərəfi ${mn(-k)} ədədinə, yəni mənfi ədədə bölərkən bərabərsizliyin işarəsi əksinə dəyişir.`,
            ru: `— граница верная, но знак неравенства сохранён; при делении обеих частей на отрицательное число ${mn(-k)} знак неравенства меняется на противоположный.`,
          }),
        },
        {
          text: ineq("x", FLIP[op], R(-(p + q), k)),
          mistake: "sign-error-on-constants",
          why: loc({
            en: `comes from moving ${mn(p)} to the other side without changing its sign: ${m(`${sum([[-k, "x"]])} ${TEX[op]} ${int(q + p)}`)}.`,
            az: `— ${mn(p)} ədədini işarəsini dəyişmədən o biri tərəfə keçirməkdən alınır: ${m(`${sum([[-k, "x"]])} ${TEX[op]} ${int(q + p)}`)}.`,
            ru: `— получается, если перенести ${mn(p)} в другую часть, не поменяв знак: ${m(`${sum([[-k, "x"]])} ${TEX[op]} ${int(q + p)}`)}.`,
          }),
        },
        {
          text: ineq("x", wrongOp, wrongBound),
          mistake: "combined-x-terms-with-wrong-sign",
          why: loc({
            en: `comes from adding ${m(sum([[c, "x"]]))} to the left side instead of subtracting it, which gives ${m(`${sum([[c - a, "x"]])}`)} on the left.`,
            az: `— ${m(sum([[c, "x"]]))} həddini sol tərəfdən çıxmaq əvəzinə ona əlavə etməkdən alınır; bu zaman solda ${m(`${sum([[c - a, "x"]])}`)} olur.`,
            ru: `— получается, если прибавить ${m(sum([[c, "x"]]))} к левой части, а не вычесть: тогда слева получается ${m(`${sum([[c - a, "x"]])}`)}.`,
          }),
        },
        {
          text: ineq("x", op, bound.neg()),
          mistake: "divided-by-positive-coefficient",
          why: loc({
            en: `comes from dividing by ${mn(k)} instead of ${mn(-k)}: dropping the negative sign gives the wrong boundary and the wrong direction.`,
            az: `— ${mn(-k)} əvəzinə ${mn(k)} ədədinə bölməkdən alınır: mənfi işarəsi atılanda həm sərhəd, həm də işarənin istiqaməti səhv olur.`,
            ru: `— получается, если разделить на ${mn(k)} вместо ${mn(-k)}: без знака минус и граница, и направление неравенства получаются неверными.`,
          }),
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
    const mean = m(`\\frac{${scores.join(" + ")} + s}{${n + 1}} \\ge ${target}`);
    return {
      kind: "open",
      params: { ...Object.fromEntries(scores.map((s, i) => [`s${i + 1}`, s])), target },
      stem: `<p>${name}'s scores on the first ${n} tests of a course were ${list(scores.map((s) => mn(s)))}. To earn a B, the mean of ${name}'s scores on all ${n + 1} tests must be at least ${mn(target)}. What is the least score ${name} can earn on test ${n + 1} and still earn a B?</p>`,
      steps: [
        loc({
          en: `Let ${m("s")} be the score on test ${n + 1}. The mean must satisfy ${mean}.`,
          az: `${n + 1} nömrəli testin balını ${m("s")} ilə işarə edin. Orta qiymət ${mean} bərabərsizliyini ödəməlidir.`,
          ru: `Пусть ${m("s")} — балл за тест ${n + 1}. Среднее значение должно удовлетворять неравенству ${mean}.`,
        }),
        loc({
          en: `Multiply both sides by ${mn(n + 1)}: ${m(`${sumScores} + s \\ge ${total}`)}, so ${m(`s \\ge ${key}`)}.`,
          az: `Hər iki tərəfi ${mn(n + 1)} ədədinə vurun: ${m(`${sumScores} + s \\ge ${total}`)}, deməli, ${m(`s \\ge ${key}`)}.`,
          ru: `Умножьте обе части на ${mn(n + 1)}: ${m(`${sumScores} + s \\ge ${total}`)}, значит, ${m(`s \\ge ${key}`)}.`,
        }),
        loc({ en: `The least score is ${mn(key)}.`, az: `Ən kiçik mümkün bal ${mn(key)} olur.`, ru: `Наименьший возможный балл равен ${mn(key)}.` }),
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
    const moved = m(`${int(p - b)} \\lt ${a}n \\le ${int(q - b)}`);
    const flipped = m(`${tex(lo)} \\gt n \\ge ${tex(hi)}`);
    const ordered = m(`${tex(hi)} \\le n \\lt ${tex(lo)}`);
    const shown =
      ints.length <= 7 ? list(ints.map((n) => mn(n))) : `${list([mn(ints[0]!), mn(ints[1]!)]).replace(" and ", ", ")}, …, ${mn(ints[ints.length - 1]!)}`;
    // The list in az and ru: "and" is «və» / «и» (no comma before it); a long list has no word.
    const shownIn = (and: string) =>
      ints.length <= 7
        ? `${ints
            .slice(0, -1)
            .map((n) => mn(n))
            .join(", ")} ${and} ${mn(ints[ints.length - 1]!)}`
        : shown;
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
        loc({
          en: `${b > 0 ? "Subtract" : "Add"} ${mn(Math.abs(b))} ${b > 0 ? "from" : "to"} all three parts: ${moved}.`,
          az: `${b > 0 ? "Hər üç hissədən" : "Hər üç hissəyə"} ${mn(Math.abs(b))} ədədini ${b > 0 ? "çıxın" : "əlavə edin"}: ${moved}.`,
          ru: `${b > 0 ? "Вычтите" : "Прибавьте"} ${mn(Math.abs(b))} ${b > 0 ? "из всех трёх частей" : "ко всем трём частям"}: ${moved}.`,
        }),
        a > 0
          ? loc({
              en: `Divide all three parts by ${mn(a)}: ${m(`${tex(lo)} \\lt n \\le ${tex(hi)}`)}.`,
              az: `Hər üç hissəni ${mn(a)} ədədinə bölün: ${m(`${tex(lo)} \\lt n \\le ${tex(hi)}`)}.`,
              ru: `Разделите все три части на ${mn(a)}: ${m(`${tex(lo)} \\lt n \\le ${tex(hi)}`)}.`,
            })
          : loc({
              en: `Divide all three parts by ${mn(a)}, a negative number, which reverses both inequalities: ${flipped}, that is, ${ordered}.`,
              az: `Hər üç hissəni ${mn(a)} ədədinə bölün; bu ədəd mənfi olduğu üçün hər iki bərabərsizliyin işarəsi əksinə dəyişir: ${flipped}, yəni ${ordered}.`,
              ru: `Разделите все три части на ${mn(a)} — отрицательное число, поэтому оба знака неравенства меняются на противоположные: ${flipped}, то есть ${ordered}.`,
            }),
        loc({
          en: `The integers in this range are ${shown}: there are ${mn(ints.length)} of them. (Watch the ends: an end where the inequality is strict is not included.)`,
          az: `Bu aralıqdakı tam ədədlər bunlardır: ${shownIn("və")}; cəmi ${mn(ints.length)} ədəd. (Uclara diqqət edin: bərabərsizliyin ciddi olduğu uc aralığa daxil deyil.)`,
          ru: `В этот промежуток попадают целые числа ${shownIn("и")}; всего их ${mn(ints.length)}. (Следите за концами: конец, где неравенство строгое, не входит в промежуток.)`,
        }),
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
    const total = m(`${int(L)} \\le ${F} + ${p}g \\le ${int(U)}`);
    const lessFee = m(`${int(L - F)} \\le ${p}g \\le ${int(U - F)}`);
    const exact = m(`${tex(lo)} \\le g \\le ${tex(hi)}`);
    const approx = m(`${lo.valueOf().toFixed(2)} \\le g \\le ${hi.valueOf().toFixed(2)}`);
    const atLeast = m(`${F} + ${p}(${key[0]}) = ${int(F + p * key[0])}`);
    const atMost = m(`${F} + ${p}(${key[1]}) = ${int(F + p * key[1])}`);
    const d: TextDistractor[] = [
      {
        text: range(ceil(R(L, p)), floor(R(U, p))),
        sig: sig(ceil(R(L, p)), floor(R(U, p))),
        mistake: "ignored-fixed-fee",
        why: loc({
          en: `leaves out the ${m(money(F))} fee: it divides the budget limits themselves by ${mn(p)}.`,
          az: `— burada ${m(money(F))} sabit haqq nəzərə alınmayıb: büdcə sərhədlərinin özləri ${mn(p)} ədədinə bölünüb.`,
          ru: `— здесь не учтён фиксированный сбор ${m(money(F))}: на ${mn(p)} разделены сами границы бюджета.`,
        }),
      },
      {
        text: range(round(lo), round(hi)),
        sig: sig(round(lo), round(hi)),
        mistake: "rounded-to-nearest",
        why: loc({
          en: `rounds each limit to the nearest whole number; the least number must round up and the greatest must round down to stay within the budget.`,
          az: `— burada hər sərhəd ən yaxın tam ədədə yuvarlaqlaşdırılıb; büdcədən kənara çıxmamaq üçün ən kiçik say yuxarı, ən böyük say isə aşağı yuvarlaqlaşdırılmalıdır.`,
          ru: `— здесь каждая граница округлена до ближайшего целого; чтобы не выйти за рамки бюджета, наименьшее число нужно округлять вверх, а наибольшее — вниз.`,
        }),
      },
      {
        text: range(floor(lo), ceil(hi)),
        sig: sig(floor(lo), ceil(hi)),
        mistake: "rounded-outward",
        why: loc({
          en: `rounds the limits outward, so its smallest and largest numbers of guests cost less than ${m(money(L))} or more than ${m(money(U))}.`,
          az: `— burada sərhədlər xaricə doğru yuvarlaqlaşdırılıb, ona görə də ən kiçik və ən böyük qonaq sayında məbləğ ${m(money(L))} məbləğindən az və ya ${m(money(U))} məbləğindən çox olur.`,
          ru: `— здесь границы округлены наружу, поэтому при наименьшем и наибольшем числе гостей сумма оказывается меньше ${m(money(L))} или больше ${m(money(U))}.`,
        }),
      },
      {
        text: range(ceil(R(L + F, p)), floor(R(U + F, p))),
        sig: sig(ceil(R(L + F, p)), floor(R(U + F, p))),
        mistake: "added-fee-to-limits",
        why: loc({
          en: `adds the fee to the limits instead of subtracting it.`,
          az: `— burada sabit haqq sərhədlərdən çıxılmaq əvəzinə onlara əlavə edilib.`,
          ru: `— здесь фиксированный сбор прибавлен к границам, а не вычтен из них.`,
        }),
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
        loc({
          en: `The total charge is ${m(`${F} + ${p}g`)} dollars, so ${total}.`,
          az: `Ümumi məbləğ ${m(`${F} + ${p}g`)} dollardır, deməli, ${total}.`,
          ru: `Общая сумма составляет ${m(`${F} + ${p}g`)} долларов, значит, ${total}.`,
        }),
        loc({
          en: `Subtract ${mn(F)}: ${lessFee}. Divide by ${mn(p)}: ${exact}, about ${approx}.`,
          az: `${mn(F)} ədədini çıxın: ${lessFee}. ${mn(p)} ədədinə bölün: ${exact}, təqribən ${approx}.`,
          ru: `Вычтите ${mn(F)}: ${lessFee}. Разделите на ${mn(p)}: ${exact}, примерно ${approx}.`,
        }),
        loc({
          en: `The number of guests is a whole number, so the least is ${mn(key[0])} (rounding up) and the greatest is ${mn(key[1])} (rounding down): ${range(key[0], key[1])}.`,
          az: `Qonaqların sayı tam ədəddir, ona görə də ən kiçik say ${mn(key[0])} (yuxarı yuvarlaqlaşdırırıq), ən böyük say isə ${mn(key[1])} olur (aşağı yuvarlaqlaşdırırıq): ${range(key[0], key[1])}.`,
          ru: `Число гостей — целое, поэтому наименьшее число — ${mn(key[0])} (округляем вверх), а наибольшее — ${mn(key[1])} (округляем вниз): ${range(key[0], key[1])}.`,
        }),
        loc({
          en: `Check: ${atLeast} and ${atMost} are within the budget, while ${m(`${key[0] - 1}`)} guests would cost ${m(money(F + p * (key[0] - 1)))} and ${m(`${key[1] + 1}`)} guests ${m(money(F + p * (key[1] + 1)))}.`,
          az: `Yoxlama: ${atLeast} və ${atMost} büdcə daxilindədir, halbuki ${m(`${key[0] - 1}`)} qonaq üçün məbləğ ${m(money(F + p * (key[0] - 1)))}, ${m(`${key[1] + 1}`)} qonaq üçün isə ${m(money(F + p * (key[1] + 1)))} olardı.`,
          ru: `Проверка: ${atLeast} и ${atMost} укладываются в бюджет, а при числе гостей ${m(`${key[0] - 1}`)} сумма была бы ${m(money(F + p * (key[0] - 1)))}, при ${m(`${key[1] + 1}`)} — ${m(money(F + p * (key[1] + 1)))}.`,
        }),
      ],
      key: range(key[0], key[1]),
      keySig: sig(key[0], key[1]),
      distractors: d,
    };
  },
);

export const LINEAR_INEQUALITIES: MathGenerator[] = [solveSimple, leastValue, negativeCoefficient, averageNeeded, countIntegers, guestRange];
