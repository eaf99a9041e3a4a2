import type { MathGenerator } from "../types";
import { defineGenerator } from "./build";
import { binom, int, m, maybeParen, mn, paren, plus, sum, tex } from "./explain";
import { loc } from "./localize";
import { R } from "./rational";

const meta = { domain: "algebra", skill: "linear_equations_one_variable" } as const;

/** a(x + b) = c: divide, then undo the constant. */
const distribute = defineGenerator(
  { ...meta, id: "lin1-factor-times-binomial", difficulty: "easy", shape: "Solve a(x + b) = c for x (a constant times a binomial equals a constant)." },
  (r) => {
    const a = r.int(2, 9);
    const b = r.nonzero(-9, 9);
    const x = r.int(-6, 14);
    if (x + b === 0) return null;
    const c = a * (x + b);
    const inner = `x${plus(b)}`;
    return {
      kind: "numeric",
      params: { a, b, c },
      stem: `<p>${m(`${a}${binom("x", b)} = ${int(c)}`)}</p>\n<p>${r.pick([`What value of ${m("x")} is the solution to the given equation?`, "What is the solution to the given equation?", `If the given equation is true, what is the value of ${m("x")}?`])}</p>`,
      steps: [
        loc({
          en: `Divide both sides by ${mn(a)}: ${m(`${inner} = ${tex(R(c, a))}`)}.`,
          az: `Hər iki tərəfi ${mn(a)} ədədinə bölün: ${m(`${inner} = ${tex(R(c, a))}`)}.`,
          ru: `Разделите обе части на ${mn(a)}: ${m(`${inner} = ${tex(R(c, a))}`)}.`,
        }),
        loc({
          en: `${b > 0 ? "Subtract" : "Add"} ${mn(Math.abs(b))} ${b > 0 ? "from" : "to"} both sides: ${m(`x = ${tex(x)}`)}.`,
          az: `${b > 0 ? "Hər iki tərəfdən" : "Hər iki tərəfə"} ${mn(Math.abs(b))} ədədini ${b > 0 ? "çıxın" : "əlavə edin"}: ${m(`x = ${tex(x)}`)}.`,
          ru: `${b > 0 ? "Вычтите" : "Прибавьте"} ${mn(Math.abs(b))} ${b > 0 ? "из обеих частей" : "к обеим частям"}: ${m(`x = ${tex(x)}`)}.`,
        }),
        loc({
          en: `Check: ${m(`${a}(${tex(x)}${plus(b)}) = ${a}${paren(x + b)} = ${int(c)}`)}.`,
          az: `Yoxlama: ${m(`${a}(${tex(x)}${plus(b)}) = ${a}${paren(x + b)} = ${int(c)}`)}.`,
          ru: `Проверка: ${m(`${a}(${tex(x)}${plus(b)}) = ${a}${paren(x + b)} = ${int(c)}`)}.`,
        }),
      ],
      key: x,
      distractors: [
        {
          value: R(c - b, a),
          mistake: "distributed-to-first-term-only",
          why: loc({
            en: `comes from multiplying only ${m("x")} by ${mn(a)}: ${m(`${a}x${plus(b)} = ${int(c)}`)} gives ${m(`x = ${tex(R(c - b, a))}`)}. The ${mn(a)} multiplies both terms in the parentheses.`,
            az: `— yalnız ${m("x")} dəyişənini ${mn(a)} ədədinə vurmaqdan alınır: ${m(`${a}x${plus(b)} = ${int(c)}`)} tənliyindən ${m(`x = ${tex(R(c - b, a))}`)} çıxır. ${mn(a)} ədədi mötərizədəki hər iki həddi vurur.`,
            ru: `— получается, если умножить на ${mn(a)} только ${m("x")}: из ${m(`${a}x${plus(b)} = ${int(c)}`)} выходит ${m(`x = ${tex(R(c - b, a))}`)}. Множитель ${mn(a)} умножается на оба слагаемых в скобках.`,
          }),
        },
        {
          value: R(c, a).add(b),
          mistake: "undid-constant-with-wrong-sign",
          why: loc({
            en: `comes from ${b > 0 ? "adding" : "subtracting"} ${mn(Math.abs(b))} after dividing: from ${m(`${inner} = ${tex(R(c, a))}`)} the constant must be ${b > 0 ? "subtracted" : "added"}.`,
            az: `— bölmədən sonra ${mn(Math.abs(b))} ədədini ${b > 0 ? "əlavə etməkdən" : "çıxmaqdan"} alınır: ${m(`${inner} = ${tex(R(c, a))}`)} tənliyində sabit hədd ${b > 0 ? "çıxılmalıdır" : "əlavə edilməlidir"}.`,
            ru: `— получается, если после деления ${b > 0 ? "прибавить" : "вычесть"} ${mn(Math.abs(b))}: в ${m(`${inner} = ${tex(R(c, a))}`)} свободный член нужно ${b > 0 ? "вычесть" : "прибавить"}.`,
          }),
        },
        {
          value: R(c, a),
          mistake: "stopped-at-binomial-value",
          why: loc({
            en: `is the value of ${m(inner)}, not of ${m("x")}.`,
            az: `— bu, ${m("x")} dəyişəninin deyil, ${m(inner)} ifadəsinin qiymətidir.`,
            ru: `— это значение ${m(inner)}, а не ${m("x")}.`,
          }),
        },
        {
          value: c - b,
          mistake: "did-not-divide-right-side",
          why: loc({
            en: `comes from dividing only the left side by ${mn(a)}: ${m(`${inner} = ${int(c)}`)} gives ${m(`x = ${int(c - b)}`)}. Both sides must be divided by ${mn(a)}.`,
            az: `— yalnız sol tərəfi ${mn(a)} ədədinə bölməkdən alınır: ${m(`${inner} = ${int(c)}`)} tənliyindən ${m(`x = ${int(c - b)}`)} çıxır. Hər iki tərəf ${mn(a)} ədədinə bölünməlidir.`,
            ru: `— получается, если разделить на ${mn(a)} только левую часть: из ${m(`${inner} = ${int(c)}`)} выходит ${m(`x = ${int(c - b)}`)}. На ${mn(a)} нужно делить обе части.`,
          }),
        },
      ],
    };
  },
);

/** Sales that cover a fixed cost plus a cost per item and reach a target profit. */
const breakEven = defineGenerator(
  {
    ...meta,
    id: "lin1-items-for-target-profit",
    difficulty: "easy",
    shape: "A fixed cost plus a cost per item, a selling price per item and a target profit; solve for the number of items.",
  },
  (r) => {
    const c = r.int(3, 12);
    const price = c + r.int(2, 9);
    const n = r.int(12, 120);
    const target = r.bool(0.4) ? 0 : r.int(2, 40) * 10;
    const F = n * (price - c) - target;
    if (F < 50) return null;
    // The item in each language: az singular after a number, ru genitive plural (the same draw as a list of strings).
    const item = r.pick(ITEMS);
    const thing = item.en;
    const goal = target === 0 ? `to break even, that is, to make a profit of ${m("\\$0")}` : `to make a profit of exactly ${m(`\\$${int(target)}`)}`;
    return {
      kind: "open",
      params: { F, c, price, target },
      stem: `<p>A school club pays a one-time design fee of ${m(`\\$${int(F)}`)} and then ${m(`\\$${c}`)} for each of the ${thing} it orders. The club sells every one of the ${thing} it orders for ${m(`\\$${price}`)} each. How many ${thing} must the club order and sell ${goal}?</p>`,
      steps: [
        loc({
          en: `For ${m("n")} ${thing}, the club takes in ${m(`${price}n`)} dollars and spends ${m(`${int(F)} + ${c}n`)} dollars, so its profit is ${m(`${price}n - (${int(F)} + ${c}n) = ${price - c}n - ${int(F)}`)}.`,
          az: `${m("n")} ${item.az} üçün klub ${m(`${price}n`)} dollar gəlir əldə edir və ${m(`${int(F)} + ${c}n`)} dollar xərcləyir, ona görə də mənfəəti ${m(`${price}n - (${int(F)} + ${c}n) = ${price - c}n - ${int(F)}`)} olur.`,
          ru: `За ${m("n")} ${item.ru} клуб получает ${m(`${price}n`)} долларов и тратит ${m(`${int(F)} + ${c}n`)} долларов, поэтому его прибыль равна ${m(`${price}n - (${int(F)} + ${c}n) = ${price - c}n - ${int(F)}`)}.`,
        }),
        loc({
          en: `Set the profit equal to ${mn(target)}: ${m(`${price - c}n - ${int(F)} = ${int(target)}`)}, so ${m(`${price - c}n = ${int(F + target)}`)} and ${m(`n = ${n}`)}.`,
          az: `Mənfəəti ${mn(target)} ədədinə bərabər götürün: ${m(`${price - c}n - ${int(F)} = ${int(target)}`)}, deməli, ${m(`${price - c}n = ${int(F + target)}`)} və ${m(`n = ${n}`)}.`,
          ru: `Приравняйте прибыль к ${mn(target)}: ${m(`${price - c}n - ${int(F)} = ${int(target)}`)}, значит, ${m(`${price - c}n = ${int(F + target)}`)} и ${m(`n = ${n}`)}.`,
        }),
      ],
      key: n,
    };
  },
);

const ITEMS = [
  { en: "T-shirts", az: "futbolka", ru: "футболок" },
  { en: "tote bags", az: "parça çanta", ru: "сумок-шоперов" },
  { en: "calendars", az: "təqvim", ru: "календарей" },
  { en: "mugs", az: "fincan", ru: "кружек" },
] as const;

/** (x + a)/b = (x - c)/d: cross-multiply, distribute, collect. */
const crossMultiply = defineGenerator(
  {
    ...meta,
    id: "lin1-proportion-binomials",
    difficulty: "medium",
    shape: "Solve (x + a)/b = (x + c)/d, a proportion with a binomial in each numerator.",
  },
  (r) => {
    const [b, d] = r.sample([2, 3, 4, 5, 6, 7, 8, 9], 2) as [number, number];
    const t = r.nonzero(-4, 4);
    const x = r.int(-10, 20);
    const a = b * t - x; // x + a = b t
    const c = d * t - x; // x + c = d t
    if (a === 0 || c === 0 || a === c) return null;
    const left = `\\frac{x${plus(a)}}{${b}}`;
    const right = `\\frac{x${plus(c)}}{${d}}`;
    // d(x + a) = b(x + c)  ->  (d - b)x = bc - da
    const expanded = m(
      `${sum([
        [d, "x"],
        [d * a, ""],
      ])} = ${sum([
        [b, "x"],
        [b * c, ""],
      ])}`,
    );
    return {
      kind: "numeric",
      params: { a, b, c, d },
      stem: `<p>${m(`${left} = ${right}`)}</p>\n<p>What is the solution to the given equation?</p>`,
      steps: [
        loc({
          en: `Multiply both sides by ${m(`${b} \\cdot ${d}`)} (cross-multiply): ${m(`${d}${binom("x", a)} = ${b}${binom("x", c)}`)}.`,
          az: `Hər iki tərəfi ${m(`${b} \\cdot ${d}`)} hasilinə vurun (çarpaz vurma): ${m(`${d}${binom("x", a)} = ${b}${binom("x", c)}`)}.`,
          ru: `Умножьте обе части на ${m(`${b} \\cdot ${d}`)} (перекрёстное умножение): ${m(`${d}${binom("x", a)} = ${b}${binom("x", c)}`)}.`,
        }),
        loc({ en: `Distribute: ${expanded}.`, az: `Mötərizələri açın: ${expanded}.`, ru: `Раскройте скобки: ${expanded}.` }),
        loc({
          en: `Collect the ${m("x")}-terms on one side and the constants on the other: ${m(`${sum([[d - b, "x"]])} = ${int(b * c - d * a)}`)}, so ${m(`x = ${tex(x)}`)}.`,
          az: `${m("x")} olan hədləri bir tərəfə, sabit hədləri digər tərəfə toplayın: ${m(`${sum([[d - b, "x"]])} = ${int(b * c - d * a)}`)}, deməli, ${m(`x = ${tex(x)}`)}.`,
          ru: `Соберите члены с ${m("x")} в одной части, а свободные члены — в другой: ${m(`${sum([[d - b, "x"]])} = ${int(b * c - d * a)}`)}, значит, ${m(`x = ${tex(x)}`)}.`,
        }),
        loc({ en: `Check: both sides equal ${mn(t)}.`, az: `Yoxlama: hər iki tərəf ${mn(t)} ədədinə bərabərdir.`, ru: `Проверка: обе части равны ${mn(t)}.` }),
      ],
      key: x,
      distractors: [
        {
          value: R(c - a, d - b),
          mistake: "multiplied-only-x-when-cross-multiplying",
          why: loc({
            en: `comes from multiplying only the ${m("x")}-terms: ${m(`${d}x${plus(a)} = ${b}x${plus(c)}`)}. Each denominator multiplies the whole numerator on the other side.`,
            az: `— yalnız ${m("x")} olan hədləri vurmaqdan alınır: ${m(`${d}x${plus(a)} = ${b}x${plus(c)}`)}. Hər məxrəc o biri tərəfdəki surəti bütövlükdə vurur.`,
            ru: `— получается, если умножить только члены с ${m("x")}: ${m(`${d}x${plus(a)} = ${b}x${plus(c)}`)}. Каждый знаменатель умножается на весь числитель другой части.`,
          }),
        },
        {
          value: R(d * c - b * a, b - d),
          mistake: "multiplied-by-own-denominator",
          why: loc({
            en: `comes from multiplying each numerator by its own denominator, ${m(`${b}${binom("x", a)} = ${d}${binom("x", c)}`)}, instead of by the other side's.`,
            az: `— hər surəti o biri tərəfin məxrəcinə deyil, öz məxrəcinə vurmaqdan alınır: ${m(`${b}${binom("x", a)} = ${d}${binom("x", c)}`)}.`,
            ru: `— получается, если умножить каждый числитель на собственный знаменатель, ${m(`${b}${binom("x", a)} = ${d}${binom("x", c)}`)}, а не на знаменатель другой части.`,
          }),
        },
        {
          value: R(b * c - d * a, b - d),
          mistake: "sign-error-collecting-terms",
          why: loc({
            en: `has the sign of the solution reversed: it comes from moving ${m(`${b}x`)} across the equal sign without changing its sign.`,
            az: `— həllin işarəsi əksinədir: bu, ${m(`${b}x`)} həddini bərabərlik işarəsinin o biri tərəfinə işarəsini dəyişmədən keçirməkdən alınır.`,
            ru: `— у решения обратный знак: так получается, если перенести ${m(`${b}x`)} через знак равенства, не поменяв его знак.`,
          }),
        },
        {
          value: b * t,
          mistake: "solved-for-left-numerator",
          why: loc({
            en: `is the value of ${m(`x${plus(a)}`)}, not of ${m("x")}.`,
            az: `— bu, ${m("x")} dəyişəninin deyil, ${m(`x${plus(a)}`)} ifadəsinin qiymətidir.`,
            ru: `— это значение ${m(`x${plus(a)}`)}, а не ${m("x")}.`,
          }),
        },
      ],
    };
  },
);

const NAMES = [
  ["Amara", "Jonah"],
  ["Lucía", "Farid"],
  ["Mei", "Tomasz"],
  ["Nadia", "Kofi"],
  ["Elif", "Ravi"],
  ["Sofia", "Daniel"],
] as const;

/** Two savings plans with different starts and weekly deposits: when are the balances equal? */
const catchUp = defineGenerator(
  {
    ...meta,
    id: "lin1-savings-equal-balances",
    difficulty: "medium",
    shape: "Two balances grow by different fixed amounts per week from different starts; find the week they are equal.",
  },
  (r) => {
    const [p, q] = r.pick(NAMES);
    const a = r.int(3, 12) * 5; // p's weekly deposit, smaller
    const b = a + r.int(1, 6) * 5; // q's weekly deposit
    const w = r.int(4, 30);
    const B = r.int(2, 30) * 10; // q's start
    const A = B + (b - a) * w; // p's start
    return {
      kind: "open",
      params: { A, a, B, b },
      stem: `<p>${p} has ${m(`\\$${int(A)}`)} in a savings account and deposits ${m(`\\$${a}`)} at the end of each week. ${q} has ${m(`\\$${int(B)}`)} in a savings account and deposits ${m(`\\$${b}`)} at the end of each week. Neither makes any withdrawals. After how many weeks will the two accounts hold the same amount of money?</p>`,
      steps: [
        loc({
          en: `After ${m("w")} weeks, ${p} has ${m(`${int(A)} + ${a}w`)} dollars and ${q} has ${m(`${int(B)} + ${b}w`)} dollars.`,
          az: `${m("w")} həftədən sonra ${p} üçün hesabda ${m(`${int(A)} + ${a}w`)} dollar, ${q} üçün isə ${m(`${int(B)} + ${b}w`)} dollar olur.`,
          ru: `Через ${m("w")} недель на счёте ${p} будет ${m(`${int(A)} + ${a}w`)} долларов, а на счёте ${q} — ${m(`${int(B)} + ${b}w`)} долларов.`,
        }),
        loc({
          en: `Set them equal: ${m(`${int(A)} + ${a}w = ${int(B)} + ${b}w`)}. Subtract ${m(`${a}w`)} and ${m(int(B))} from both sides: ${m(`${int(A - B)} = ${b - a}w`)}.`,
          az: `Onları bərabərləşdirin: ${m(`${int(A)} + ${a}w = ${int(B)} + ${b}w`)}. Hər iki tərəfdən ${m(`${a}w`)} və ${m(int(B))} çıxın: ${m(`${int(A - B)} = ${b - a}w`)}.`,
          ru: `Приравняйте их: ${m(`${int(A)} + ${a}w = ${int(B)} + ${b}w`)}. Вычтите ${m(`${a}w`)} и ${m(int(B))} из обеих частей: ${m(`${int(A - B)} = ${b - a}w`)}.`,
        }),
        loc({
          en: `Divide by ${mn(b - a)}: ${m(`w = ${w}`)}. Check: ${m(`${int(A)} + ${a}(${w}) = ${int(A + a * w)}`)} and ${m(`${int(B)} + ${b}(${w}) = ${int(B + b * w)}`)}.`,
          az: `${mn(b - a)} ədədinə bölün: ${m(`w = ${w}`)}. Yoxlama: ${m(`${int(A)} + ${a}(${w}) = ${int(A + a * w)}`)} və ${m(`${int(B)} + ${b}(${w}) = ${int(B + b * w)}`)}.`,
          ru: `Разделите на ${mn(b - a)}: ${m(`w = ${w}`)}. Проверка: ${m(`${int(A)} + ${a}(${w}) = ${int(A + a * w)}`)} и ${m(`${int(B)} + ${b}(${w}) = ${int(B + b * w)}`)}.`,
        }),
      ],
      key: w,
    };
  },
);

/** k(px + q) + cx = Rx + m has infinitely many solutions: match the x-coefficients, then the constants. */
const infinitely = defineGenerator(
  {
    ...meta,
    id: "lin1-identity-two-constants",
    difficulty: "hard",
    shape: "k(px + q) + cx = Rx + m has infinitely many solutions; find the constant m (k found first from the x-coefficients).",
  },
  (r) => {
    const p = r.int(2, 5);
    const q = r.nonzero(-9, 9);
    const c = r.nonzero(-7, 7);
    const k = r.pick([-5, -4, -3, -2, 2, 3, 4, 5, 6, 7]);
    const Rc = k * p + c;
    if (Rc === 0 || Math.abs(Rc) === 1) return null;
    const mm = k * q;
    const left = `k${binom(`${p}x`, q)}${plus(c)}x`.replace(/ ([+-]) 1x$/, " $1 x");
    const distributed = m(`${p}kx${plus(q)}k${plus(c)}x = (${p}k${plus(c)})x${plus(q)}k`)
      .replace(/ ([+-]) 1k/g, " $1 k")
      .replace(/ ([+-]) 1x/g, " $1 x");
    const constants = m(`m = ${sum([[q, "k"]])} = ${tex(q)} \\cdot ${maybeParen(k)} = ${int(mm)}`);
    return {
      kind: "numeric",
      params: { p, q, c, R: Rc },
      stem: `<p>${m(`${left} = ${Rc}x + m`)}</p>\n<p>In the given equation, ${m("k")} and ${m("m")} are constants. The equation has infinitely many solutions. What is the value of ${m("m")}?</p>`,
      steps: [
        loc({
          en: `An equation in ${m("x")} has infinitely many solutions when both sides are the same expression: the ${m("x")}-coefficients are equal and the constant terms are equal.`,
          az: `${m("x")} dəyişənli tənliyin sonsuz sayda həlli o zaman olur ki, hər iki tərəf eyni ifadə olsun: ${m("x")} əmsalları bərabərdir və sabit hədlər bərabərdir.`,
          ru: `Уравнение с переменной ${m("x")} имеет бесконечно много решений, когда обе его части — одно и то же выражение: коэффициенты при ${m("x")} равны и свободные члены равны.`,
        }),
        loc({
          en: `Distribute on the left: ${distributed}.`,
          az: `Sol tərəfdə mötərizəni açın: ${distributed}.`,
          ru: `Раскройте скобки в левой части: ${distributed}.`,
        }),
        loc({
          en: `The ${m("x")}-coefficients: ${m(`${p}k${plus(c)} = ${Rc}`)}, so ${m(`${p}k = ${Rc - c}`)} and ${m(`k = ${k}`)}.`,
          az: `${m("x")} əmsalları: ${m(`${p}k${plus(c)} = ${Rc}`)}, deməli, ${m(`${p}k = ${Rc - c}`)} və ${m(`k = ${k}`)}.`,
          ru: `Коэффициенты при ${m("x")}: ${m(`${p}k${plus(c)} = ${Rc}`)}, значит, ${m(`${p}k = ${Rc - c}`)} и ${m(`k = ${k}`)}.`,
        }),
        loc({ en: `The constant terms: ${constants}.`, az: `Sabit hədlər: ${constants}.`, ru: `Свободные члены: ${constants}.` }),
      ],
      key: mm,
      distractors: [
        {
          value: k,
          mistake: "gave-k-instead-of-m",
          why: loc({
            en: `is the value of ${m("k")}, not of ${m("m")}.`,
            az: `— bu, ${m("m")} sabitinin deyil, ${m("k")} sabitinin qiymətidir.`,
            ru: `— это значение ${m("k")}, а не ${m("m")}.`,
          }),
        },
        {
          value: q,
          mistake: "did-not-multiply-constant-by-k",
          why: loc({
            en: `is the constant inside the parentheses; after distributing, the constant term on the left is ${m(sum([[q, "k"]]))}, not ${mn(q)}.`,
            az: `— mötərizənin içindəki sabitdir; mötərizə açıldıqdan sonra sol tərəfdəki sabit hədd ${mn(q)} deyil, ${m(sum([[q, "k"]]))} olur.`,
            ru: `— это число в скобках; после раскрытия скобок свободный член слева равен ${m(sum([[q, "k"]]))}, а не ${mn(q)}.`,
          }),
        },
        {
          value: R(q * (Rc + c), p),
          mistake: "wrong-sign-on-extra-x-term",
          why: loc({
            en: `comes from ${c > 0 ? "adding" : "subtracting"} ${m(sum([[Math.abs(c), "x"]]))} ${c > 0 ? "to" : "from"} the right side instead of ${c > 0 ? "subtracting" : "adding"} it, which gives ${m(`k = ${tex(R(Rc + c, p))}`)}.`,
            az: `— ${m(sum([[Math.abs(c), "x"]]))} həddini sağ tərəf${c > 0 ? "dən çıxmaq əvəzinə ona əlavə etməkdən" : "ə əlavə etmək əvəzinə ondan çıxmaqdan"} alınır; bu, ${m(`k = ${tex(R(Rc + c, p))}`)} verir.`,
            ru: `— получается, если ${c > 0 ? "прибавить" : "вычесть"} ${m(sum([[Math.abs(c), "x"]]))} ${c > 0 ? "к правой части, а не вычесть" : "из правой части, а не прибавить"}: тогда ${m(`k = ${tex(R(Rc + c, p))}`)}.`,
          }),
        },
        {
          value: R(q * Rc, p),
          mistake: "ignored-extra-x-term",
          why: loc({
            en: `comes from matching ${m(`${p}k`)} with ${mn(Rc)} and forgetting the ${m(sum([[c, "x"]]))} term on the left, which gives ${m(`k = ${tex(R(Rc, p))}`)}.`,
            az: `— ${m(`${p}k`)} ifadəsini ${mn(Rc)} ilə bərabərləşdirib sol tərəfdəki ${m(sum([[c, "x"]]))} həddini unutmaqdan alınır; bu, ${m(`k = ${tex(R(Rc, p))}`)} verir.`,
            ru: `— получается, если приравнять ${m(`${p}k`)} к ${mn(Rc)} и забыть член ${m(sum([[c, "x"]]))} слева: тогда ${m(`k = ${tex(R(Rc, p))}`)}.`,
          }),
        },
        {
          value: -mm,
          mistake: "sign-error-on-constant",
          why: loc({
            en: `has the wrong sign: the constant term on the left is ${m(`${sum([[q, "k"]])} = ${int(mm)}`)}.`,
            az: `— işarəsi səhvdir: sol tərəfdəki sabit hədd ${m(`${sum([[q, "k"]])} = ${int(mm)}`)} olur.`,
            ru: `— неверный знак: свободный член слева равен ${m(`${sum([[q, "k"]])} = ${int(mm)}`)}.`,
          }),
        },
      ],
    };
  },
);

/** (ux + a)/p - (x + b)/q = c: clear denominators; the subtracted fraction's numerator changes sign. */
const subtractFractions = defineGenerator(
  {
    ...meta,
    id: "lin1-difference-of-fractions",
    difficulty: "hard",
    shape: "Solve (ux + a)/p - (x + b)/q = c by clearing denominators (the subtracted numerator changes sign).",
  },
  (r) => {
    const [p, q] = r.sample([2, 3, 4, 5, 6], 2) as [number, number];
    const u = r.int(2, 4);
    const a = r.nonzero(-9, 9);
    const b = r.nonzero(-9, 9);
    const x = r.int(-9, 15);
    if (q * u - p === 0) return null;
    const num = q * (u * x + a) - p * (x + b);
    if (num % (p * q) !== 0) return null;
    const c = num / (p * q);
    const L = (p * q) / gcdInt(p, q);
    const f = `\\frac{${u}x${plus(a)}}{${p}} - \\frac{x${plus(b)}}{${q}} = ${int(c)}`;
    const A = L / p;
    const B = L / q;
    const cleared = m(`${A === 1 ? "" : A}${binom(`${u}x`, a)} - ${B === 1 ? "" : B}${binom("x", b)} = ${int(c * L)}`);
    const opened = m(
      `${sum([
        [A * u, "x"],
        [A * a, ""],
      ])} ${B === 1 ? "- x" : `- ${B}x`}${plus(-B * b)} = ${int(c * L)}`,
    );
    const combined = m(
      `${sum([
        [A * u - B, "x"],
        [A * a - B * b, ""],
      ])} = ${int(c * L)}`,
    );
    return {
      kind: "open",
      params: { u, a, p, b, q, c },
      stem: `<p>${m(f)}</p>\n<p>What is the solution to the given equation?</p>`,
      steps: [
        loc({
          en: `Multiply both sides by ${mn(L)}, the least common multiple of ${mn(p)} and ${mn(q)}: ${cleared}.`,
          az: `Hər iki tərəfi ${mn(p)} və ${mn(q)} ədədlərinin ən kiçik ortaq bölünəni olan ${mn(L)} ədədinə vurun: ${cleared}.`,
          ru: `Умножьте обе части на ${mn(L)} — наименьшее общее кратное чисел ${mn(p)} и ${mn(q)}: ${cleared}.`,
        }),
        loc({
          en: `Distribute, changing the sign of every term of the subtracted numerator: ${opened}.`,
          az: `Mötərizələri açın; çıxılan surətin hər həddinin işarəsi dəyişir: ${opened}.`,
          ru: `Раскройте скобки, поменяв знак каждого члена вычитаемого числителя: ${opened}.`,
        }),
        loc({
          en: `Combine like terms: ${combined}, so ${m(`${sum([[A * u - B, "x"]])} = ${int(c * L - A * a + B * b)}`)} and ${m(`x = ${tex(x)}`)}.`,
          az: `Oxşar hədləri birləşdirin: ${combined}, deməli, ${m(`${sum([[A * u - B, "x"]])} = ${int(c * L - A * a + B * b)}`)} və ${m(`x = ${tex(x)}`)}.`,
          ru: `Приведите подобные члены: ${combined}, значит, ${m(`${sum([[A * u - B, "x"]])} = ${int(c * L - A * a + B * b)}`)} и ${m(`x = ${tex(x)}`)}.`,
        }),
      ],
      key: x,
    };
  },
);

function gcdInt(a: number, b: number): number {
  return b ? gcdInt(b, a % b) : Math.abs(a);
}

export const LINEAR_EQUATIONS_ONE_VARIABLE: MathGenerator[] = [distribute, breakEven, crossMultiply, catchUp, infinitely, subtractFractions];
