import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { binom, int, m, maybeParen, mn, paren, plus, poly, sum, tex } from "./explain";
import { loc, type Text } from "./localize";

const meta = { domain: "advanced_math", skill: "equivalent_expressions" } as const;

/** A polynomial choice: its TeX and a signature from its coefficients. */
const polyChoice = (coefs: number[], v = "x") => ({ text: m(poly(coefs, v)), sig: coefs.join(",") });

/** a(bx + c) - d(ex + f). */
const distributeCombine = defineGenerator(
  {
    ...meta,
    id: "eqx-distribute-and-subtract",
    difficulty: "easy",
    shape: "Rewrite a(bx + c) - d(ex + f) by distributing (the subtraction reaches both terms) and combining like terms.",
  },
  (r) => {
    const [a, d] = [r.int(2, 6), r.int(2, 6)];
    const [b, e] = [r.int(1, 5), r.int(1, 5)];
    const [c, f] = [r.nonzero(-9, 9), r.nonzero(-9, 9)];
    const X = a * b - d * e;
    const K = a * c - d * f;
    if (X === 0 || K === 0) return null;
    const expr = `${a}(${sum([
      [b, "x"],
      [c, ""],
    ])}) - ${d}(${sum([
      [e, "x"],
      [f, ""],
    ])})`;
    const key = polyChoice([X, K]);
    const mk = (coefs: number[], mistake: string, why: Text): TextDistractor => ({ ...polyChoice(coefs), mistake, why });
    const expanded = m(
      `${sum([
        [a * b, "x"],
        [a * c, ""],
      ])} ${sum([
        [-d * e, "x"],
        [-d * f, ""],
      ]).replace(/^-/, "- ")}`,
    ).replace("  ", " ");
    return {
      kind: "text",
      params: { a, b, c, d, e, f },
      stem: `<p>Which expression is equivalent to ${m(expr)}?</p>`,
      steps: [
        loc({
          en: `Distribute ${mn(a)} over the first parentheses and ${mn(-d)} over the second: ${expanded}.`,
          az: `Birinci mötərizəni ${mn(a)} ədədinə, ikincini isə ${mn(-d)} ədədinə vuraraq açın: ${expanded}.`,
          ru: `Раскройте скобки: первые умножьте на ${mn(a)}, а вторые — на ${mn(-d)}: ${expanded}.`,
        }),
        loc({
          en: `Combine the ${m("x")}-terms and the constants: ${key.text}.`,
          az: `${m("x")} olan hədləri və sabit hədləri ayrıca birləşdirin: ${key.text}.`,
          ru: `Приведите подобные члены — члены с ${m("x")} и свободные члены: ${key.text}.`,
        }),
      ],
      key: key.text,
      keySig: key.sig,
      distractors: [
        mk(
          [X, a * c + d * f],
          "subtracted-only-first-term",
          loc({
            en: `subtracts only ${m(`${d * e}x`)}: the ${mn(-d)} must also multiply ${mn(f)}, giving ${mn(-d * f)}.`,
            az: `— burada yalnız ${m(`${d * e}x`)} çıxılıb: ${mn(-d)} ədədi ${mn(f)} ədədinə də vurulmalıdır, bu da ${mn(-d * f)} verir.`,
            ru: `— здесь вычтено только ${m(`${d * e}x`)}: на ${mn(-d)} нужно умножить и ${mn(f)}, что даёт ${mn(-d * f)}.`,
          }),
        ),
        mk(
          [a * b + d * e, a * c + d * f],
          "added-instead-of-subtracting",
          loc({
            en: `adds the second product instead of subtracting it.`,
            az: `— burada ikinci hasil çıxılmaq əvəzinə toplanıb.`,
            ru: `— здесь второе произведение прибавлено, а не вычтено.`,
          }),
        ),
        mk(
          [X, c - f],
          "multiplied-only-x-terms",
          loc({
            en: `multiplies only the ${m("x")}-terms by ${mn(a)} and ${mn(d)}, leaving the constants as they were.`,
            az: `— burada ${mn(a)} və ${mn(d)} ədədlərinə yalnız ${m("x")} olan hədlər vurulub, sabit hədlər isə olduğu kimi qalıb.`,
            ru: `— здесь на ${mn(a)} и ${mn(d)} умножены только члены с ${m("x")}, а свободные члены оставлены без изменений.`,
          }),
        ),
        mk(
          [a * b - e, a * c - f],
          "did-not-distribute-second-factor",
          loc({
            en: `leaves out the factor ${mn(d)} in front of the second parentheses.`,
            az: `— burada ikinci mötərizənin qarşısındakı ${mn(d)} vuruğu nəzərə alınmayıb.`,
            ru: `— здесь пропущен множитель ${mn(d)} перед вторыми скобками.`,
          }),
        ),
      ],
    };
  },
);

/** A monomial a x^p y^q in TeX. */
function mono(c: number, px: number, py: number): string {
  const coef = c === 1 ? "" : c === -1 ? "-" : tex(c);
  const pw = (v: string, k: number) => (k === 0 ? "" : k === 1 ? v : `${v}^{${k}}`);
  return coef + pw("x", px) + pw("y", py);
}

/** (N x^p y^q) / (d x^r y^s). */
const monomialQuotient = defineGenerator(
  {
    ...meta,
    id: "eqx-quotient-of-monomials",
    difficulty: "easy",
    shape: "Divide one monomial in x and y by another (divide coefficients, subtract exponents).",
  },
  (r) => {
    const a = r.pick([-6, -4, -3, -2, 2, 3, 4, 5, 6, 7]);
    const d = r.int(2, 9);
    const N = a * d;
    const [p, rr] = [r.int(4, 9), r.int(1, 3)];
    const [q, s] = [r.int(2, 6), r.int(1, 2)];
    if (q <= s || p - rr === p + rr || N - d === 0) return null;
    const c = (coef: number, px: number, py: number, mistake: string, why: Text): TextDistractor => ({
      text: m(mono(coef, px, py)),
      sig: `${coef},${px},${py}`,
      mistake,
      why,
    });
    const key = mono(a, p - rr, q - s);
    const xs = m(`\\frac{x^{${p}}}{${mono(1, rr, 0)}} = ${mono(1, p - rr, 0)}`);
    const ys = m(`\\frac{y^{${q}}}{${mono(1, 0, s)}} = ${mono(1, 0, q - s)}`);
    return {
      kind: "text",
      params: { N, p, q, d, r: rr, s },
      stem: `<p>Which expression is equivalent to ${m(`\\frac{${mono(N, p, q)}}{${mono(d, rr, s)}}`)}, where ${m("x")} and ${m("y")} are not ${mn(0)}?</p>`,
      steps: [
        loc({
          en: `Divide the coefficients: ${m(`\\frac{${int(N)}}{${d}} = ${int(a)}`)}.`,
          az: `Əmsalları bölün: ${m(`\\frac{${int(N)}}{${d}} = ${int(a)}`)}.`,
          ru: `Разделите коэффициенты: ${m(`\\frac{${int(N)}}{${d}} = ${int(a)}`)}.`,
        }),
        loc({
          en: `Divide powers of the same base by subtracting exponents: ${xs} and ${ys}.`,
          az: `Eyni əsaslı qüvvətləri bölərkən üstlər çıxılır: ${xs} və ${ys}.`,
          ru: `При делении степеней с одинаковым основанием показатели вычитаются: ${xs} и ${ys}.`,
        }),
        loc({ en: `The quotient is ${m(key)}.`, az: `Qismət ${m(key)} olur.`, ru: `Частное равно ${m(key)}.` }),
      ],
      key: m(key),
      keySig: `${a},${p - rr},${q - s}`,
      distractors: [
        c(
          a,
          p + rr,
          q + s,
          "added-exponents",
          loc({
            en: `adds the exponents; dividing powers of the same base subtracts them.`,
            az: `— burada üstlər toplanıb; eyni əsaslı qüvvətləri bölərkən üstlər çıxılır.`,
            ru: `— здесь показатели сложены; при делении степеней с одинаковым основанием показатели вычитаются.`,
          }),
        ),
        c(
          N - d,
          p - rr,
          q - s,
          "subtracted-coefficients",
          loc({
            en: `subtracts the coefficients instead of dividing them.`,
            az: `— burada əmsallar bölünmək əvəzinə çıxılıb.`,
            ru: `— здесь коэффициенты вычтены, а не разделены.`,
          }),
        ),
        c(
          N,
          p - rr,
          q - s,
          "did-not-divide-coefficients",
          loc({
            en: `divides the powers but leaves the coefficient ${mn(N)} undivided.`,
            az: `— burada qüvvətlər bölünüb, ${mn(N)} əmsalı isə bölünməyib.`,
            ru: `— здесь степени разделены, а коэффициент ${mn(N)} остался неразделённым.`,
          }),
        ),
        c(
          N * d,
          p - rr,
          q - s,
          "multiplied-coefficients",
          loc({
            en: `multiplies the coefficients instead of dividing them.`,
            az: `— burada əmsallar bölünmək əvəzinə vurulub.`,
            ru: `— здесь коэффициенты перемножены, а не разделены.`,
          }),
        ),
      ],
    };
  },
);

/** a²x² + bx + c² = (ax + c)²: the middle coefficient. */
const perfectSquare = defineGenerator(
  {
    ...meta,
    id: "eqx-perfect-square-middle-coef",
    difficulty: "medium",
    shape: "A trinomial a^2x^2 + bx + c^2 equals (ax + k)^2 for all x; find the middle coefficient b (it is 2ak).",
  },
  (r) => {
    const a = r.int(2, 7);
    const k = r.int(2, 9);
    if (a === k) return null;
    const b = 2 * a * k;
    return {
      kind: "numeric",
      positive: true,
      params: { A: a * a, C: k * k },
      stem: r.pick([
        `<p>The expression ${m(`${a * a}x^{2} + bx + ${k * k}`)} is equivalent to ${m("(px + q)^2")} for all values of ${m("x")}, where ${m("b")}, ${m("p")}, and ${m("q")} are positive constants. What is the value of ${m("b")}?</p>`,
        `<p>For positive constants ${m("b")}, ${m("p")}, and ${m("q")}, the expression ${m(`${a * a}x^{2} + bx + ${k * k}`)} can be rewritten as ${m("(px + q)^2")} for all values of ${m("x")}. What is the value of ${m("b")}?</p>`,
        `<p>${m(`${a * a}x^{2} + bx + ${k * k} = (px + q)^2`)}</p>\n<p>The given equation is true for all values of ${m("x")}, where ${m("b")}, ${m("p")}, and ${m("q")} are positive constants. What is the value of ${m("b")}?</p>`,
      ]),
      steps: [
        loc({
          en: `Expand: ${m("(px + q)^2 = p^2x^2 + 2pqx + q^2")}.`,
          az: `Mötərizəni açın: ${m("(px + q)^2 = p^2x^2 + 2pqx + q^2")}.`,
          ru: `Раскройте скобки: ${m("(px + q)^2 = p^2x^2 + 2pqx + q^2")}.`,
        }),
        loc({
          en: `Match the first and last terms: ${m(`p^2 = ${a * a}`)} and ${m(`q^2 = ${k * k}`)}, so ${m(`p = ${a}`)} and ${m(`q = ${k}`)} (both positive).`,
          az: `Birinci və sonuncu hədləri tutuşdurun: ${m(`p^2 = ${a * a}`)} və ${m(`q^2 = ${k * k}`)}, deməli, ${m(`p = ${a}`)} və ${m(`q = ${k}`)} (hər ikisi müsbətdir).`,
          ru: `Сравните первые и последние члены: ${m(`p^2 = ${a * a}`)} и ${m(`q^2 = ${k * k}`)}, значит, ${m(`p = ${a}`)} и ${m(`q = ${k}`)} (оба числа положительные).`,
        }),
        loc({
          en: `Match the middle terms: ${m(`b = 2pq = 2(${a})(${k}) = ${b}`)}.`,
          az: `Orta hədləri tutuşdurun: ${m(`b = 2pq = 2(${a})(${k}) = ${b}`)}.`,
          ru: `Сравните средние члены: ${m(`b = 2pq = 2(${a})(${k}) = ${b}`)}.`,
        }),
      ],
      key: b,
      distractors: [
        {
          value: a * k,
          mistake: "middle-term-not-doubled",
          why: loc({
            en: `is ${m("pq")}; the middle term of ${m("(px + q)^2")} is ${m("2pqx")}.`,
            az: `— bu, ${m("pq")} hasilidir; ${m("(px + q)^2")} ifadəsinin orta həddi isə ${m("2pqx")} olur.`,
            ru: `— это ${m("pq")}; а средний член ${m("(px + q)^2")} равен ${m("2pqx")}.`,
          }),
        },
        {
          value: a + k,
          mistake: "added-square-roots",
          why: loc({
            en: `adds ${m("p")} and ${m("q")} instead of multiplying them by each other and by ${mn(2)}.`,
            az: `— burada ${m("p")} və ${m("q")} bir-birinə və ${mn(2)} ədədinə vurulmaq əvəzinə toplanıb.`,
            ru: `— здесь ${m("p")} и ${m("q")} сложены, а их нужно умножить друг на друга и на ${mn(2)}.`,
          }),
        },
        {
          value: a * a + k * k,
          mistake: "added-the-squares",
          why: loc({
            en: `adds the first and last coefficients; the middle coefficient is ${m("2pq")}.`,
            az: `— burada birinci və sonuncu əmsallar toplanıb; orta əmsal isə ${m("2pq")} olur.`,
            ru: `— здесь сложены первый и последний коэффициенты; а средний коэффициент равен ${m("2pq")}.`,
          }),
        },
        {
          value: 2 * k,
          mistake: "took-p-as-one",
          why: loc({
            en: `is ${m("2q")}: it takes ${m("p")} to be ${mn(1)}, but ${m(`p^2 = ${a * a}`)}, so ${m(`p = ${a}`)}.`,
            az: `— bu, ${m("2q")} ifadəsidir: burada ${m("p")} sabiti ${mn(1)} ədədinə bərabər götürülüb, amma ${m(`p^2 = ${a * a}`)}, deməli, ${m(`p = ${a}`)}.`,
            ru: `— это ${m("2q")}: здесь ${m("p")} принято равным ${mn(1)}, но ${m(`p^2 = ${a * a}`)}, значит, ${m(`p = ${a}`)}.`,
          }),
        },
        {
          value: 2 * a * a * k * k,
          mistake: "doubled-product-of-squares",
          why: loc({
            en: `multiplies ${mn(a * a)} by ${mn(k * k)} and doubles it, using the squares instead of ${m("p")} and ${m("q")}.`,
            az: `— burada ${mn(a * a)} ədədi ${mn(k * k)} ədədinə vurulub və hasil iki dəfə artırılıb, yəni ${m("p")} və ${m("q")} əvəzinə onların kvadratları götürülüb.`,
            ru: `— здесь ${mn(a * a)} умножено на ${mn(k * k)} и результат удвоен: вместо ${m("p")} и ${m("q")} взяты их квадраты.`,
          }),
        },
      ],
    };
  },
);

/** k a²x² - k b² = k(ax - b)(ax + b). */
const factorDifferenceSquares = defineGenerator(
  {
    ...meta,
    id: "eqx-factor-gcf-diff-of-squares",
    difficulty: "medium",
    shape: "Factor k a^2 x^2 - k b^2 completely: a common factor, then a difference of squares.",
  },
  (r) => {
    const k = r.int(2, 7);
    const a = r.int(1, 5);
    const b = r.int(1, 9);
    if (a === b || (a > 1 && b % a === 0) || b === 1) return null;
    const ax = a === 1 ? "x" : `${a}x`;
    const expr = `${k * a * a}x^{2} - ${k * b * b}`;
    const key = m(`${k}(${ax} - ${b})(${ax} + ${b})`);
    const common = m(`${expr} = ${k}(${a * a === 1 ? "" : a * a}x^{2} - ${b * b})`);
    const squares = m(`${a * a === 1 ? "" : a * a}x^{2} - ${b * b} = (${ax})^2 - ${b}^2 = (${ax} - ${b})(${ax} + ${b})`);
    const whole = m(`${expr} = ${k}(${ax} - ${b})(${ax} + ${b})`);
    return {
      kind: "text",
      params: { k, a, b },
      stem: r.pick([
        `<p>Which of the following is equivalent to ${m(expr)}?</p>`,
        `<p>Which expression is equivalent to ${m(expr)}?</p>`,
        `<p>The expression ${m(expr)} can be written in which of the following equivalent forms?</p>`,
      ]),
      steps: [
        loc({
          en: `Both terms have the common factor ${mn(k)}: ${common}.`,
          az: `Hər iki həddin ortaq vuruğu ${mn(k)} ədədidir: ${common}.`,
          ru: `У обоих членов есть общий множитель ${mn(k)}: ${common}.`,
        }),
        loc({
          en: `Inside the parentheses is a difference of squares: ${squares}.`,
          az: `Mötərizənin içində kvadratlar fərqi var: ${squares}.`,
          ru: `В скобках стоит разность квадратов: ${squares}.`,
        }),
        loc({ en: `So ${whole}.`, az: `Deməli, ${whole}.`, ru: `Итак, ${whole}.` }),
      ],
      key,
      keySig: "key",
      distractors: [
        {
          text: m(`${k}(${ax} - ${b})^2`),
          sig: "sq",
          mistake: "square-of-difference",
          why: loc({
            en: `expands to ${m(`${k * a * a}x^{2} - ${2 * k * a * b}x + ${k * b * b}`)}, which has a middle term and a positive constant.`,
            az: `— mötərizələr açılanda ${m(`${k * a * a}x^{2} - ${2 * k * a * b}x + ${k * b * b}`)} alınır; bu ifadədə orta hədd və müsbət sabit hədd var.`,
            ru: `— после раскрытия скобок получается ${m(`${k * a * a}x^{2} - ${2 * k * a * b}x + ${k * b * b}`)}: здесь есть средний член и положительный свободный член.`,
          }),
        },
        {
          text: m(`(${k * a}x - ${b})(${ax} + ${b})`),
          sig: "one",
          mistake: "common-factor-in-one-factor-only",
          why: loc({
            en: `puts the factor ${mn(k)} into only one term of one factor; it expands to ${m(poly([k * a * a, k * a * b - a * b, -b * b]))}.`,
            az: `— burada ${mn(k)} vuruğu yalnız bir vuruğun bir həddinə daxil edilib; mötərizələr açılanda ${m(poly([k * a * a, k * a * b - a * b, -b * b]))} alınır.`,
            ru: `— здесь множитель ${mn(k)} внесён только в один член одного из множителей; после раскрытия скобок получается ${m(poly([k * a * a, k * a * b - a * b, -b * b]))}.`,
          }),
        },
        {
          text: m(`${k}(${ax} - ${b * b})(${ax} + ${b * b})`),
          sig: "root",
          mistake: "did-not-take-square-root",
          why: loc({
            en: `uses ${mn(b * b)} instead of its square root ${mn(b)}; it expands to ${m(`${k * a * a}x^{2} - ${int(k * b ** 4)}`)}.`,
            az: `— burada kvadrat kök ${mn(b)} əvəzinə ${mn(b * b)} ədədinin özü götürülüb; mötərizələr açılanda ${m(`${k * a * a}x^{2} - ${int(k * b ** 4)}`)} alınır.`,
            ru: `— здесь взято ${mn(b * b)} вместо квадратного корня из него, ${mn(b)}; после раскрытия скобок получается ${m(`${k * a * a}x^{2} - ${int(k * b ** 4)}`)}.`,
          }),
        },
      ],
    };
  },
);

/** a/(x + b) + c/(x - d) as one fraction. */
const addRational = defineGenerator(
  { ...meta, id: "eqx-add-rational-expressions", difficulty: "hard", shape: "Write a/(x + b) + c/(x - d) as a single fraction over the common denominator." },
  (r) => {
    const a = r.int(1, 7);
    const c = r.nonzero(-6, 7);
    const b = r.int(1, 9);
    const d = r.int(1, 9);
    const X = a + c;
    const K = c * b - a * d;
    if (X === 0 || K === 0 || b === d || a === Math.abs(c)) return null;
    const den = `(x + ${b})(x - ${d})`;
    const frac = (num: string, dn: string) => m(`\\frac{${num}}{${dn}}`);
    const key = frac(poly([X, K]), den);
    const second = c > 0 ? ` + \\frac{${c}}{x - ${d}}` : ` - \\frac{${-c}}{x - ${d}}`;
    const f1 = m(`\\frac{x - ${d}}{x - ${d}}`);
    const f2 = m(`\\frac{x + ${b}}{x + ${b}}`);
    const numerator = m(
      `${a === 1 ? "" : a}(x - ${d})${c > 0 ? " + " : " - "}${Math.abs(c) === 1 ? "" : Math.abs(c)}(x + ${b}) = ${sum([
        [a, "x"],
        [-a * d, ""],
        [c, "x"],
        [c * b, ""],
      ])} = ${poly([X, K])}`,
    );
    return {
      kind: "text",
      params: { a, b, c, d },
      stem: r.pick([
        `<p>Which of the following is equivalent to ${m(`\\frac{${a}}{x + ${b}}${second}`)} for ${m(`x \\gt ${d}`)}?</p>`,
        `<p>For ${m(`x \\gt ${d}`)}, the expression ${m(`\\frac{${a}}{x + ${b}}${second}`)} is equivalent to which of the following?</p>`,
        `<p>Which expression is equivalent to ${m(`\\frac{${a}}{x + ${b}}${second}`)}, where ${m(`x \\gt ${d}`)}?</p>`,
      ]),
      steps: [
        loc({
          en: `The common denominator is ${m(den)}. Multiply the first fraction by ${f1} and the second by ${f2}.`,
          az: `Ortaq məxrəc ${m(den)} olur. Birinci kəsri ${f1} kəsrinə, ikincini isə ${f2} kəsrinə vurun.`,
          ru: `Общий знаменатель равен ${m(den)}. Умножьте первую дробь на ${f1}, а вторую — на ${f2}.`,
        }),
        loc({
          en: `The numerator becomes ${numerator}.`,
          az: `Surət belə alınır: ${numerator}.`,
          ru: `В числителе получается ${numerator}.`,
        }),
        loc({ en: `So the sum is ${key}.`, az: `Deməli, cəm ${key} olur.`, ru: `Итак, сумма равна ${key}.` }),
      ],
      key,
      keySig: `${X},${K}`,
      distractors: [
        {
          text: frac(tex(X), `2x${plus(b - d)}`),
          sig: "nd",
          mistake: "added-numerators-and-denominators",
          why: loc({
            en: `adds the numerators and adds the denominators; fractions are added over a common denominator.`,
            az: `— burada surətlər ayrıca, məxrəclər də ayrıca toplanıb; kəsrlər isə ortaq məxrəcə gətirilərək toplanır.`,
            ru: `— здесь отдельно сложены числители и отдельно знаменатели; а дроби складывают, приводя их к общему знаменателю.`,
          }),
        },
        {
          text: frac(tex(X), den),
          sig: "nocross",
          mistake: "did-not-multiply-numerators",
          why: loc({
            en: `uses the common denominator but does not multiply each numerator by the other fraction's denominator.`,
            az: `— burada ortaq məxrəc götürülüb, amma surətlər digər kəsrin məxrəcinə vurulmayıb.`,
            ru: `— здесь взят общий знаменатель, но числители не умножены на знаменатель другой дроби.`,
          }),
        },
        {
          text: frac(poly([X, c * b + a * d]), den),
          sig: `${X},${c * b + a * d}`,
          mistake: "sign-error-distributing",
          why: loc({
            en: `distributes ${mn(a)} over ${m(`x - ${d}`)} as ${m(`${a === 1 ? "" : a}x + ${a * d}`)}; the constant is ${mn(-a * d)}.`,
            az: `— burada ${mn(a)} ədədi ${m(`x - ${d}`)} ifadəsinə vurularkən ${m(`${a === 1 ? "" : a}x + ${a * d}`)} alınıb; sabit hədd isə ${mn(-a * d)} olmalıdır.`,
            ru: `— здесь при умножении ${mn(a)} на ${m(`x - ${d}`)} получено ${m(`${a === 1 ? "" : a}x + ${a * d}`)}; а свободный член равен ${mn(-a * d)}.`,
          }),
        },
        {
          text: frac(poly([X, a * b - c * d]), den),
          sig: `${X},${a * b - c * d}`,
          mistake: "multiplied-by-own-denominator",
          why: loc({
            en: `multiplies each numerator by its own denominator's constant instead of the other one's.`,
            az: `— burada hər surət digər kəsrin deyil, öz məxrəcinin sabit həddinə vurulub.`,
            ru: `— здесь каждый числитель умножен на свободный член своего знаменателя, а не другого.`,
          }),
        },
      ],
    };
  },
);

/** (ax + b)(cx² + dx + e): the sum of the x² and x coefficients. */
const cubicProduct = defineGenerator(
  {
    ...meta,
    id: "eqx-cubic-product-coefficients",
    difficulty: "hard",
    shape: "Expand a binomial times a trinomial and combine like terms to find coefficients of the cubic.",
  },
  (r) => {
    const a = r.pick([-3, -2, 2, 3, 4]);
    const b = r.nonzero(-7, 7);
    const c = r.pick([-3, -2, 1, 2, 3, 4]);
    const d = r.nonzero(-6, 6);
    const e = r.nonzero(-8, 8);
    const q = a * d + b * c;
    const rr = a * e + b * d;
    if (q === 0 || rr === 0) return null;
    const left = `${binom(`${a}x`, b)}(${poly([c, d, e])})`;
    const products = m(
      sum([
        [a * c, "x^{3}"],
        [a * d, "x^{2}"],
        [a * e, "x"],
        [b * c, "x^{2}"],
        [b * d, "x"],
        [b * e, ""],
      ]),
    );
    return {
      kind: "open",
      params: { a, b, c, d, e },
      stem: `<p>${m(`${left} = px^{3} + qx^{2} + rx + s`)}</p>
<p>The given equation is true for all values of ${m("x")}, where ${m("p")}, ${m("q")}, ${m("r")}, and ${m("s")} are constants. What is the value of ${m("q + r")}?</p>`,
      steps: [
        loc({
          en: `Multiply each term of ${m(binom(`${a}x`, b))} by each term of ${m(`(${poly([c, d, e])})`)}: ${products}.`,
          az: `${m(binom(`${a}x`, b))} ifadəsinin hər həddini ${m(`(${poly([c, d, e])})`)} ifadəsinin hər həddinə vurun: ${products}.`,
          ru: `Умножьте каждый член ${m(binom(`${a}x`, b))} на каждый член ${m(`(${poly([c, d, e])})`)}: ${products}.`,
        }),
        loc({
          en: `Combine like terms: the ${m("x^2")}-terms give ${m(`q = ${a * d}${plus(b * c)} = ${q}`)} and the ${m("x")}-terms give ${m(`r = ${a * e}${plus(b * d)} = ${rr}`)}.`,
          az: `Oxşar hədləri birləşdirin: ${m("x^2")} olan hədlərdən ${m(`q = ${a * d}${plus(b * c)} = ${q}`)}, ${m("x")} olan hədlərdən isə ${m(`r = ${a * e}${plus(b * d)} = ${rr}`)} alınır.`,
          ru: `Приведите подобные члены: члены с ${m("x^2")} дают ${m(`q = ${a * d}${plus(b * c)} = ${q}`)}, а члены с ${m("x")} — ${m(`r = ${a * e}${plus(b * d)} = ${rr}`)}.`,
        }),
        loc({
          en: `So ${m(`q + r = ${q} + ${maybeParen(rr)} = ${q + rr}`)}.`,
          az: `Deməli, ${m(`q + r = ${q} + ${maybeParen(rr)} = ${q + rr}`)}.`,
          ru: `Итак, ${m(`q + r = ${q} + ${maybeParen(rr)} = ${q + rr}`)}.`,
        }),
      ],
      key: q + rr,
    };
  },
);

export const EQUIVALENT_EXPRESSIONS: MathGenerator[] = [distributeCombine, monomialQuotient, perfectSquare, factorDifferenceSquares, addRational, cubicProduct];
