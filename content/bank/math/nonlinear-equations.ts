import type { MathGenerator } from "../types";
import { defineGenerator } from "./build";
import { binom, int, m, mn, paren, plus, poly, sum, tex } from "./explain";
import { loc } from "./localize";
import { R } from "./rational";

const meta = { domain: "advanced_math", skill: "nonlinear_equations" } as const;

/** (x - p)(x + q) = 0: the sum of the solutions. */
const factoredSum = defineGenerator(
  {
    ...meta,
    id: "nle-sum-of-solutions-factored",
    difficulty: "easy",
    shape: "Find the sum of the solutions of a factored quadratic equation (x - p)(x + q) = 0.",
  },
  (r) => {
    const p = r.int(1, 12);
    const q = r.int(1, 12);
    if (p === q) return null;
    const key = p - q;
    return {
      kind: "numeric",
      params: { p, q },
      stem: `<p>${m(`${binom("x", -p)}${binom("x", q)} = 0`)}</p>\n<p>${r.pick(["What is the sum of the solutions to the given equation?", "What is the sum of all solutions to the given equation?", `If ${m("r")} and ${m("s")} are the solutions to the given equation, what is the value of ${m("r + s")}?`])}</p>`,
      steps: [
        loc({
          en: `A product is ${mn(0)} when one of its factors is ${mn(0)}: ${m(`x - ${p} = 0`)} or ${m(`x + ${q} = 0`)}.`,
          az: `Vuruqlardan biri ${mn(0)} olduqda hasil ${mn(0)} olur: ${m(`x - ${p} = 0`)} və ya ${m(`x + ${q} = 0`)}.`,
          ru: `Произведение равно ${mn(0)}, когда один из множителей равен ${mn(0)}: ${m(`x - ${p} = 0`)} или ${m(`x + ${q} = 0`)}.`,
        }),
        loc({
          en: `So the solutions are ${m(`x = ${p}`)} and ${m(`x = ${-q}`)}, and their sum is ${m(`${p} + ${paren(-q)} = ${int(key)}`)}.`,
          az: `Deməli, həllər ${m(`x = ${p}`)} və ${m(`x = ${-q}`)}, onların cəmi isə ${m(`${p} + ${paren(-q)} = ${int(key)}`)} olur.`,
          ru: `Значит, решения — ${m(`x = ${p}`)} и ${m(`x = ${-q}`)}, а их сумма равна ${m(`${p} + ${paren(-q)} = ${int(key)}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: q - p,
          mistake: "solutions-with-signs-reversed",
          why: loc({
            en: `uses the numbers in the factors with their signs, ${mn(-p)} and ${mn(q)}; the solution of ${m(`x - ${p} = 0`)} is ${mn(p)}, not ${mn(-p)}.`,
            az: `— burada vuruqlardakı ədədlər öz işarələri ilə götürülüb: ${mn(-p)} və ${mn(q)}; ${m(`x - ${p} = 0`)} tənliyinin həlli isə ${mn(-p)} deyil, ${mn(p)} olur.`,
            ru: `— здесь взяты числа из множителей с их знаками, ${mn(-p)} и ${mn(q)}; но решение уравнения ${m(`x - ${p} = 0`)} равно ${mn(p)}, а не ${mn(-p)}.`,
          }),
        },
        {
          value: p + q,
          mistake: "added-constants-ignoring-signs",
          why: loc({
            en: `adds ${mn(p)} and ${mn(q)} without their signs.`,
            az: `— burada ${mn(p)} və ${mn(q)} işarələri nəzərə alınmadan toplanıb.`,
            ru: `— здесь ${mn(p)} и ${mn(q)} сложены без учёта знаков.`,
          }),
        },
        {
          value: -p - q,
          mistake: "both-signs-wrong",
          why: loc({
            en: `takes both solutions as negative, ${mn(-p)} and ${mn(-q)}.`,
            az: `— burada hər iki həll mənfi götürülüb: ${mn(-p)} və ${mn(-q)}.`,
            ru: `— здесь оба решения взяты отрицательными: ${mn(-p)} и ${mn(-q)}.`,
          }),
        },
        {
          value: -p * q,
          mistake: "gave-the-product",
          why: loc({
            en: `is the product of the solutions, ${m(`${p} \\cdot (${-q})`)}, not their sum.`,
            az: `— bu, həllərin cəmi deyil, hasilidir: ${m(`${p} \\cdot (${-q})`)}.`,
            ru: `— это произведение решений, ${m(`${p} \\cdot (${-q})`)}, а не их сумма.`,
          }),
        },
      ],
    };
  },
);

/** √(ax + c) = b. */
const sqrtSimple = defineGenerator(
  { ...meta, id: "nle-root-equals-constant", difficulty: "easy", shape: "Solve √(ax + c) = b by squaring both sides." },
  (r) => {
    const a = r.int(1, 6);
    const c = r.nonzero(-12, 12);
    const b = r.int(2, 9);
    const x = R(b * b - c, a);
    if (x.d > 1 && r.bool(0.7)) return null;
    const inner = sum([
      [a, "x"],
      [c, ""],
    ]);
    const linear = m(`${sum([[a, "x"]])} = ${int(b * b - c)}`);
    return {
      kind: "open",
      params: { a, c, b },
      stem: `<p>${m(`\\sqrt{${inner}} = ${b}`)}</p>\n<p>What is the solution to the given equation?</p>`,
      steps: [
        loc({
          en: `Square both sides: ${m(`${inner} = ${b * b}`)}.`,
          az: `Hər iki tərəfi kvadrata yüksəldin: ${m(`${inner} = ${b * b}`)}.`,
          ru: `Возведите обе части в квадрат: ${m(`${inner} = ${b * b}`)}.`,
        }),
        loc({
          en: `${c > 0 ? "Subtract" : "Add"} ${mn(Math.abs(c))}: ${linear}${a === 1 ? "" : `, and divide by ${mn(a)}`}: ${m(`x = ${tex(x)}`)}.`,
          az: `${mn(Math.abs(c))} ədədini ${c > 0 ? "çıxın" : "əlavə edin"}: ${linear}${a === 1 ? "" : `, sonra ${mn(a)} ədədinə bölün`}: ${m(`x = ${tex(x)}`)}.`,
          ru: `${c > 0 ? "Вычтите" : "Прибавьте"} ${mn(Math.abs(c))}: ${linear}${a === 1 ? "" : `, затем разделите на ${mn(a)}`}: ${m(`x = ${tex(x)}`)}.`,
        }),
        loc({
          en: `Check: ${m(`${inner} = ${b * b}`)} at this ${m("x")}, and ${m(`\\sqrt{${b * b}} = ${b}`)}.`,
          az: `Yoxlama: bu ${m("x")} qiymətində ${m(`${inner} = ${b * b}`)} olur və ${m(`\\sqrt{${b * b}} = ${b}`)}.`,
          ru: `Проверка: при этом ${m("x")} получается ${m(`${inner} = ${b * b}`)}, и ${m(`\\sqrt{${b * b}} = ${b}`)}.`,
        }),
      ],
      key: x,
    };
  },
);

const BASES = [
  { g: 2, pows: [1, 2, 3, 4] },
  { g: 3, pows: [1, 2, 3] },
  { g: 5, pows: [1, 2, 3] },
] as const;

/** g^x · (g^u)^(x + a) = (g^v)^c: one base, then add exponents. */
const productBase = defineGenerator(
  {
    ...meta,
    id: "nle-exponent-product-same-base",
    difficulty: "medium",
    shape: "Solve g^x · (g^u)^(x + a) = (g^v)^c: rewrite every power with base g, add the exponents of the product, and solve.",
  },
  (r) => {
    const B = r.pick(BASES);
    const u = r.pick(B.pows.filter((e) => e > 1));
    const v = r.pick(B.pows);
    const a = r.nonzero(-5, 5);
    const c = r.int(1, 3);
    const x = R(v * c - u * a, 1 + u);
    if (x.d > 4 || x.eq(0)) return null;
    const L = B.g ** u;
    const Rb = B.g ** v;
    const e = `x${plus(a)}`;
    const rhs = v === 1 ? `${B.g}^{${c}}` : `${Rb}^{${c}}`;
    const left = m(`${L}^{${e}} = ${B.g}^{${u}(${e})}`);
    const right = m(`${Rb}^{${c}} = ${B.g}^{${v * c}}`);
    const opened = m(
      `${sum([
        [1 + u, "x"],
        [u * a, ""],
      ])} = ${v * c}`,
    );
    return {
      kind: "numeric",
      params: { g: B.g, L, R: Rb, a, c },
      stem: `<p>${m(`${B.g}^{x} \\cdot ${L}^{${e}} = ${rhs}`)}</p>
<p>${r.pick([`What value of ${m("x")} satisfies the given equation?`, "What is the solution to the given equation?", `If the given equation is true, what is the value of ${m("x")}?`])}</p>`,
      steps: [
        loc({
          en: `Write every power with base ${mn(B.g)}: ${left}${v === 1 ? "" : ` and ${right}`}.`,
          az: `Bütün qüvvətləri ${mn(B.g)} əsası ilə yazın: ${left}${v === 1 ? "" : ` və ${right}`}.`,
          ru: `Запишите все степени с основанием ${mn(B.g)}: ${left}${v === 1 ? "" : ` и ${right}`}.`,
        }),
        loc({
          en: `Multiplying powers of the same base adds the exponents: ${m(`${B.g}^{x + ${u}(${e})} = ${B.g}^{${v * c}}`)}, so ${m(`x + ${u}(${e}) = ${v * c}`)}.`,
          az: `Eyni əsaslı qüvvətləri vurarkən üstlər toplanır: ${m(`${B.g}^{x + ${u}(${e})} = ${B.g}^{${v * c}}`)}, deməli, ${m(`x + ${u}(${e}) = ${v * c}`)}.`,
          ru: `При умножении степеней с одинаковым основанием показатели складываются: ${m(`${B.g}^{x + ${u}(${e})} = ${B.g}^{${v * c}}`)}, значит, ${m(`x + ${u}(${e}) = ${v * c}`)}.`,
        }),
        loc({
          en: `Then ${opened}, so ${m(`${1 + u}x = ${int(v * c - u * a)}`)} and ${m(`x = ${tex(x)}`)}.`,
          az: `Onda ${opened}, deməli, ${m(`${1 + u}x = ${int(v * c - u * a)}`)} və ${m(`x = ${tex(x)}`)}.`,
          ru: `Тогда ${opened}, значит, ${m(`${1 + u}x = ${int(v * c - u * a)}`)} и ${m(`x = ${tex(x)}`)}.`,
        }),
      ],
      key: x,
      distractors: [
        {
          value: R(v * c - a, 1 + u),
          mistake: "did-not-distribute-exponent",
          why: loc({
            en: `comes from ${m(`x + ${u}x${plus(a)} = ${v * c}`)}: the ${mn(u)} must multiply the whole exponent ${m(e)}.`,
            az: `— ${m(`x + ${u}x${plus(a)} = ${v * c}`)} tənliyindən alınır: ${mn(u)} ədədi ${m(e)} üstünə bütövlükdə vurulmalıdır.`,
            ru: `— получается из ${m(`x + ${u}x${plus(a)} = ${v * c}`)}: на ${mn(u)} нужно умножить весь показатель ${m(e)}.`,
          }),
        },
        ...(v > 1
          ? [
              {
                value: R(c - u * a, 1 + u),
                mistake: "did-not-convert-right-side",
                why: loc({
                  en: `uses the exponent ${mn(c)} of ${mn(Rb)} without rewriting ${mn(Rb)} as a power of ${mn(B.g)}.`,
                  az: `— burada ${mn(Rb)} əsasının ${mn(c)} üstü götürülüb, amma ${mn(Rb)} ədədi ${mn(B.g)} əsaslı qüvvət kimi yazılmayıb.`,
                  ru: `— здесь взят показатель ${mn(c)} при основании ${mn(Rb)}, но ${mn(Rb)} не записано в виде степени числа ${mn(B.g)}.`,
                }),
              },
            ]
          : []),
        {
          value: R(v * c - u * a, u),
          mistake: "dropped-the-first-factor",
          why: loc({
            en: `leaves out the factor ${m(`${B.g}^{x}`)}, whose exponent ${m("x")} must be added.`,
            az: `— burada ${m(`${B.g}^{x}`)} vuruğu nəzərə alınmayıb, halbuki onun ${m("x")} üstü də toplanmalıdır.`,
            ru: `— здесь пропущен множитель ${m(`${B.g}^{x}`)}, а его показатель ${m("x")} тоже нужно прибавить.`,
          }),
        },
        {
          value: R(v * c + u * a, 1 + u),
          mistake: "sign-error-collecting",
          why: loc({
            en: `comes from a sign error when moving ${mn(u * a)} to the other side.`,
            az: `— ${mn(u * a)} ədədini o biri tərəfə keçirərkən buraxılan işarə səhvindən alınır.`,
            ru: `— получается из-за ошибки в знаке при переносе ${mn(u * a)} в другую часть.`,
          }),
        },
        {
          value: R(v * c - u * a, 1 + u).neg(),
          mistake: "sign-error-dividing",
          why: loc({ en: `has the wrong sign.`, az: `— işarəsi səhvdir.`, ru: `— неверный знак.` }),
        },
      ],
    };
  },
);

/** a/x + b/(kx) = c. */
const rationalSum = defineGenerator(
  {
    ...meta,
    id: "nle-rational-sum-same-variable",
    difficulty: "medium",
    shape: "Solve a/x + b/(kx) = c by multiplying both sides by the common denominator kx.",
  },
  (r) => {
    const k = r.int(2, 5);
    const a = r.nonzero(-9, 12);
    const b = r.nonzero(-9, 12);
    const c = r.nonzero(-6, 8);
    if (k * a + b === 0 || b % k === 0) return null;
    const x = R(k * a + b, c * k);
    if (x.d > 12) return null;
    const term = (n: number, den: string) => `${n < 0 ? "-" : ""}\\frac{${Math.abs(n)}}{${den}}`;
    const left = `${term(a, "x")} ${b < 0 ? "-" : "+"} \\frac{${Math.abs(b)}}{${k}x}`;
    const cleared = m(`${k}${paren(a)} ${b < 0 ? "-" : "+"} ${Math.abs(b)} = ${k * c}x`);
    return {
      kind: "open",
      params: { a, b, k, c },
      stem: `<p>${m(`${left} = ${c}`)}</p>
<p>What is the solution to the given equation?</p>`,
      steps: [
        loc({
          en: `Multiply both sides by ${m(`${k}x`)}, the common denominator (${m("x \\ne 0")}): ${cleared}.`,
          az: `Hər iki tərəfi ortaq məxrəc olan ${m(`${k}x`)} ifadəsinə vurun (${m("x \\ne 0")}): ${cleared}.`,
          ru: `Умножьте обе части на общий знаменатель ${m(`${k}x`)} (${m("x \\ne 0")}): ${cleared}.`,
        }),
        loc({
          en: `So ${m(`${int(k * a + b)} = ${k * c}x`)} and ${m(`x = ${tex(x)}`)}. (It is not ${mn(0)}, so it is allowed.)`,
          az: `Deməli, ${m(`${int(k * a + b)} = ${k * c}x`)} və ${m(`x = ${tex(x)}`)}. (Bu qiymət ${mn(0)} deyil, ona görə də yararlıdır.)`,
          ru: `Значит, ${m(`${int(k * a + b)} = ${k * c}x`)} и ${m(`x = ${tex(x)}`)}. (Это не ${mn(0)}, поэтому решение допустимо.)`,
        }),
      ],
      key: x,
    };
  },
);

/** r² + s² for the roots of ax² - bx + c = 0 (Vieta). */
const sumSquares = defineGenerator(
  {
    ...meta,
    id: "nle-sum-of-squares-of-roots",
    difficulty: "hard",
    shape: "For the solutions r and s of a quadratic equation, find r^2 + s^2 from the sum and product of the roots.",
  },
  (r) => {
    const a = r.pick([1, 1, 2, 3]);
    const b = r.nonzero(-14, 14);
    const c = r.nonzero(-12, 12);
    if (b * b - 4 * a * c <= 0) return null;
    const disc = b * b - 4 * a * c;
    if (Number.isInteger(Math.sqrt(disc)) && r.bool(0.8)) return null; // mostly irrational roots: the identity is the way
    const S = R(b, a);
    const P = R(c, a);
    const key = S.mul(S).sub(P.mul(2));
    const value = m(`\\left(${tex(S)}\\right)^2 - 2${paren(P)} = ${tex(S.mul(S))}${plus(P.mul(-2))} = ${tex(key)}`);
    return {
      kind: "open",
      params: { a, b, c },
      stem: `<p>${m(`${poly([a, -b, c])} = 0`)}</p>\n<p>The solutions to the given equation are ${m("r")} and ${m("s")}. What is the value of ${m("r^2 + s^2")}?</p>`,
      steps: [
        loc({
          en: `For ${m("ax^2 + bx + c = 0")}, the solutions have sum ${m("-\\frac{b}{a}")} and product ${m("\\frac{c}{a}")}. Here ${m(`r + s = ${tex(S)}`)} and ${m(`rs = ${tex(P)}`)}.`,
          az: `${m("ax^2 + bx + c = 0")} tənliyinin həllərinin cəmi ${m("-\\frac{b}{a}")}, hasili isə ${m("\\frac{c}{a}")} olur. Burada ${m(`r + s = ${tex(S)}`)} və ${m(`rs = ${tex(P)}`)}.`,
          ru: `У уравнения ${m("ax^2 + bx + c = 0")} сумма решений равна ${m("-\\frac{b}{a}")}, а произведение — ${m("\\frac{c}{a}")}. Здесь ${m(`r + s = ${tex(S)}`)} и ${m(`rs = ${tex(P)}`)}.`,
        }),
        loc({
          en: `Use ${m("r^2 + s^2 = (r + s)^2 - 2rs")}: ${value}.`,
          az: `${m("r^2 + s^2 = (r + s)^2 - 2rs")} eyniliyindən istifadə edin: ${value}.`,
          ru: `Воспользуйтесь тождеством ${m("r^2 + s^2 = (r + s)^2 - 2rs")}: ${value}.`,
        }),
      ],
      key,
    };
  },
);

/** x⁴ - (p² + q²)x² + p²q² = 0: the sum of the positive solutions. */
const biquadratic = defineGenerator(
  { ...meta, id: "nle-quartic-in-x-squared", difficulty: "hard", shape: "Solve a quartic that is a quadratic in x^2 and add its positive solutions." },
  (r) => {
    const [p, q] = r.sample([1, 2, 3, 4, 5, 6, 7], 2) as [number, number];
    const s2 = p * p + q * q;
    const pr = p * p * q * q;
    const quadratic = m(`u^{2} - ${s2}u + ${int(pr)} = 0`);
    const factored = m(`(u - ${p * p})(u - ${q * q}) = 0`);
    return {
      kind: "numeric",
      params: { B: s2, C: pr },
      stem: `<p>${m(`x^{4} - ${s2}x^{2} + ${int(pr)} = 0`)}</p>\n<p>${r.pick(["What is the sum of all the positive solutions to the given equation?", "The given equation has exactly two positive solutions. What is their sum?", "What is the sum of the solutions to the given equation that are greater than 0?"])}</p>`,
      steps: [
        loc({
          en: `Let ${m("u = x^2")}: ${quadratic}, which factors as ${factored}, so ${m(`u = ${p * p}`)} or ${m(`u = ${q * q}`)}.`,
          az: `${m("u = x^2")} əvəzləməsini aparın: ${quadratic}; bu tənlik ${factored} şəklində vuruqlara ayrılır, deməli, ${m(`u = ${p * p}`)} və ya ${m(`u = ${q * q}`)}.`,
          ru: `Пусть ${m("u = x^2")}: тогда ${quadratic}, левая часть раскладывается на множители: ${factored}, значит, ${m(`u = ${p * p}`)} или ${m(`u = ${q * q}`)}.`,
        }),
        loc({
          en: `Then ${m(`x^2 = ${p * p}`)} gives ${m(`x = \\pm ${p}`)} and ${m(`x^2 = ${q * q}`)} gives ${m(`x = \\pm ${q}`)}.`,
          az: `Onda ${m(`x^2 = ${p * p}`)} bərabərliyindən ${m(`x = \\pm ${p}`)}, ${m(`x^2 = ${q * q}`)} bərabərliyindən isə ${m(`x = \\pm ${q}`)} alınır.`,
          ru: `Тогда из ${m(`x^2 = ${p * p}`)} следует ${m(`x = \\pm ${p}`)}, а из ${m(`x^2 = ${q * q}`)} — ${m(`x = \\pm ${q}`)}.`,
        }),
        loc({
          en: `The positive solutions are ${mn(p)} and ${mn(q)}; their sum is ${mn(p + q)}.`,
          az: `Müsbət həllər ${mn(p)} və ${mn(q)}, onların cəmi isə ${mn(p + q)} olur.`,
          ru: `Положительные решения — ${mn(p)} и ${mn(q)}; их сумма равна ${mn(p + q)}.`,
        }),
      ],
      key: p + q,
      distractors: [
        {
          value: s2,
          mistake: "added-values-of-x-squared",
          why: loc({
            en: `is the sum of the two values of ${m("x^2")}; each must be square-rooted to get ${m("x")}.`,
            az: `— bu, ${m("x^2")} ifadəsinin iki qiymətinin cəmidir; ${m("x")} dəyişənini tapmaq üçün hər birindən kvadrat kök alınmalıdır.`,
            ru: `— это сумма двух значений ${m("x^2")}; чтобы найти ${m("x")}, из каждого нужно извлечь квадратный корень.`,
          }),
        },
        {
          value: Math.max(p, q),
          mistake: "kept-one-positive-solution",
          why: loc({
            en: `is only the greater positive solution; ${mn(Math.min(p, q))} is also positive.`,
            az: `— bu, yalnız böyük müsbət həlldir; ${mn(Math.min(p, q))} həlli də müsbətdir.`,
            ru: `— это только большее положительное решение; решение ${mn(Math.min(p, q))} тоже положительное.`,
          }),
        },
        {
          value: 0,
          mistake: "added-all-four-solutions",
          why: loc({
            en: `is the sum of all four solutions, ${m(`\\pm ${p}`)} and ${m(`\\pm ${q}`)}, not of the positive ones.`,
            az: `— bu, yalnız müsbət həllərin deyil, dörd həllin hamısının cəmidir: ${m(`\\pm ${p}`)} və ${m(`\\pm ${q}`)}.`,
            ru: `— это сумма всех четырёх решений, ${m(`\\pm ${p}`)} и ${m(`\\pm ${q}`)}, а не только положительных.`,
          }),
        },
        {
          value: p * q,
          mistake: "multiplied-solutions",
          why: loc({
            en: `is the product of the positive solutions, not their sum.`,
            az: `— bu, müsbət həllərin cəmi deyil, hasilidir.`,
            ru: `— это произведение положительных решений, а не их сумма.`,
          }),
        },
        {
          value: Math.abs(p - q),
          mistake: "subtracted-the-solutions",
          why: loc({
            en: `subtracts the smaller positive solution from the greater instead of adding them.`,
            az: `— burada müsbət həllər toplanmaq əvəzinə böyüyündən kiçiyi çıxılıb.`,
            ru: `— здесь из большего положительного решения вычтено меньшее, а их нужно сложить.`,
          }),
        },
        {
          value: Math.min(p, q),
          mistake: "kept-the-smaller-solution",
          why: loc({
            en: `is only the smaller positive solution; ${mn(Math.max(p, q))} is also positive.`,
            az: `— bu, yalnız kiçik müsbət həlldir; ${mn(Math.max(p, q))} həlli də müsbətdir.`,
            ru: `— это только меньшее положительное решение; решение ${mn(Math.max(p, q))} тоже положительное.`,
          }),
        },
        {
          value: 2 * (p + q),
          mistake: "counted-each-twice",
          why: loc({
            en: `counts each positive solution twice, as if ${m(`\\pm ${p}`)} and ${m(`\\pm ${q}`)} were all positive.`,
            az: `— burada hər müsbət həll iki dəfə sayılıb, sanki ${m(`\\pm ${p}`)} və ${m(`\\pm ${q}`)} qiymətlərinin hamısı müsbətdir.`,
            ru: `— здесь каждое положительное решение учтено дважды, как будто все значения ${m(`\\pm ${p}`)} и ${m(`\\pm ${q}`)} положительные.`,
          }),
        },
      ],
    };
  },
);

export const NONLINEAR_EQUATIONS: MathGenerator[] = [factoredSum, sqrtSimple, productBase, rationalSum, sumSquares, biquadratic];
