import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { binom, int, m, maybeParen, mn, paren, plus, poly, sum, tex } from "./explain";

const meta = { domain: "advanced_math", skill: "equivalent_expressions" } as const;

/** A polynomial choice: its TeX and a signature from its coefficients. */
const polyChoice = (coefs: number[], v = "x") => ({ text: m(poly(coefs, v)), sig: coefs.join(",") });

/** a(bx + c) - d(ex + f). */
const distributeCombine = defineGenerator(
  { ...meta, id: "eqx-distribute-subtract-combine", difficulty: "easy", shape: "Rewrite a(bx + c) - d(ex + f) by distributing (the subtraction reaches both terms) and combining like terms." },
  (r) => {
    const [a, d] = [r.int(2, 6), r.int(2, 6)];
    const [b, e] = [r.int(1, 5), r.int(1, 5)];
    const [c, f] = [r.nonzero(-9, 9), r.nonzero(-9, 9)];
    const X = a * b - d * e;
    const K = a * c - d * f;
    if (X === 0 || K === 0) return null;
    const expr = `${a}(${sum([[b, "x"], [c, ""]])}) - ${d}(${sum([[e, "x"], [f, ""]])})`;
    const key = polyChoice([X, K]);
    const mk = (coefs: number[], mistake: string, why: string): TextDistractor => ({ ...polyChoice(coefs), mistake, why });
    return {
      kind: "text",
      params: { a, b, c, d, e, f },
      stem: `<p>Which expression is equivalent to ${m(expr)}?</p>`,
      steps: [
        `Distribute ${mn(a)} over the first parentheses and ${mn(-d)} over the second: ${m(`${sum([[a * b, "x"], [a * c, ""]])} ${sum([[-d * e, "x"], [-d * f, ""]]).replace(/^-/, "- ")}`)}.`.replace("  ", " "),
        `Combine the ${m("x")}-terms and the constants: ${key.text}.`,
      ],
      key: key.text,
      keySig: key.sig,
      distractors: [
        mk([X, a * c + d * f], "subtracted-only-first-term", `subtracts only ${m(`${d * e}x`)}: the ${mn(-d)} must also multiply ${mn(f)}, giving ${mn(-d * f)}.`),
        mk([a * b + d * e, a * c + d * f], "added-instead-of-subtracting", `adds the second product instead of subtracting it.`),
        mk([X, c - f], "multiplied-only-x-terms", `multiplies only the ${m("x")}-terms by ${mn(a)} and ${mn(d)}, leaving the constants as they were.`),
        mk([a * b - e, a * c - f], "did-not-distribute-second-factor", `leaves out the factor ${mn(d)} in front of the second parentheses.`),
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

/** (a x^p y^q)(b x^r y^s). */
const monomialProduct = defineGenerator(
  { ...meta, id: "eqx-product-of-monomials", difficulty: "easy", shape: "Multiply two monomials in x and y (multiply coefficients, add exponents)." },
  (r) => {
    const [a, b] = [r.int(2, 9), r.pick([-5, -4, -3, -2, 2, 3, 4, 5, 6])];
    const [p, q, s, t] = [r.int(2, 5), r.int(1, 4), r.int(2, 5), r.int(1, 3)];
    if (p + s === p * s || q + t === q * t || a + b === 0) return null;
    const key = mono(a * b, p + s, q + t);
    const c = (coef: number, px: number, py: number, mistake: string, why: string): TextDistractor => ({ text: m(mono(coef, px, py)), sig: `${coef},${px},${py}`, mistake, why });
    return {
      kind: "text",
      params: { a, p, q, b, s, t },
      stem: `<p>Which expression is equivalent to ${m(`(${mono(a, p, q)})(${mono(b, s, t)})`)}?</p>`,
      steps: [
        `Multiply the coefficients: ${m(`${a} \\cdot ${paren(b)} = ${int(a * b)}`)}.`,
        `Multiply powers of the same base by adding their exponents: ${m(`x^{${p}} \\cdot x^{${s}} = x^{${p + s}}`)} and ${m(`${mono(1, 0, q)} \\cdot ${mono(1, 0, t)} = ${mono(1, 0, q + t)}`)}.`,
        `The product is ${m(key)}.`,
      ],
      key: m(key),
      keySig: `${a * b},${p + s},${q + t}`,
      distractors: [
        c(a * b, p * s, q * t, "multiplied-exponents", `multiplies the exponents; powers of the same base are multiplied by adding exponents.`),
        c(a + b, p + s, q + t, "added-coefficients", `adds the coefficients ${mn(a)} and ${mn(b)} instead of multiplying them.`),
        c(a + b, p * s, q * t, "added-coefficients-multiplied-exponents", `adds the coefficients and multiplies the exponents, the reverse of the rules.`),
      ],
    };
  },
);

/** (ax + b)^2. */
const squareBinomial = defineGenerator(
  { ...meta, id: "eqx-square-of-binomial", difficulty: "medium", shape: "Expand (ax + b)^2 (the middle term 2abx is the trap)." },
  (r) => {
    const a = r.int(2, 7);
    const b = r.nonzero(-9, 9);
    const key = polyChoice([a * a, 2 * a * b, b * b]);
    const mk = (coefs: number[], mistake: string, why: string): TextDistractor => ({ ...polyChoice(coefs), mistake, why });
    return {
      kind: "text",
      params: { a, b },
      stem: `<p>Which expression is equivalent to ${m(`${binom(`${a}x`, b)}^2`)}?</p>`,
      steps: [
        `Write the square as a product and multiply every term by every term: ${m(`${binom(`${a}x`, b)}${binom(`${a}x`, b)} = ${a * a}x^{2}${plus(a * b)}x${plus(a * b)}x${plus(b * b)}`)}.`,
        `Combine the middle terms: ${key.text}. (Pattern: ${m("(p + q)^2 = p^2 + 2pq + q^2")}.)`,
      ],
      key: key.text,
      keySig: key.sig,
      distractors: [
        mk([a * a, 0, b * b], "squared-each-term", `squares each term and leaves out the middle term ${m(sum([[2 * a * b, "x"]]))}.`),
        mk([a * a, a * b, b * b], "middle-term-not-doubled", `has only one of the two middle products ${m(sum([[a * b, "x"]]))}.`),
        mk([a * a, 2 * a * b, -b * b], "sign-error-on-constant", `gives the last term the wrong sign: ${m(`${paren(b)}^2 = ${b * b}`)} is positive.`),
        mk([a, 2 * a * b, b * b], "did-not-square-coefficient", `squares ${m("x")} but not the coefficient ${mn(a)}: ${m(`(${a}x)^2 = ${a * a}x^2`)}.`),
      ],
    };
  },
);

/** k a²x² - k b² = k(ax - b)(ax + b). */
const factorDifferenceSquares = defineGenerator(
  { ...meta, id: "eqx-factor-common-factor-then-difference-of-squares", difficulty: "medium", shape: "Factor k a^2 x^2 - k b^2 completely: a common factor, then a difference of squares." },
  (r) => {
    const k = r.int(2, 7);
    const a = r.int(1, 5);
    const b = r.int(1, 9);
    if (a === b || (a > 1 && b % a === 0) || b === 1) return null;
    const ax = a === 1 ? "x" : `${a}x`;
    const expr = `${k * a * a}x^{2} - ${k * b * b}`;
    const key = m(`${k}(${ax} - ${b})(${ax} + ${b})`);
    return {
      kind: "text",
      params: { k, a, b },
      stem: `<p>Which of the following is equivalent to ${m(expr)}?</p>`,
      steps: [
        `Both terms have the common factor ${mn(k)}: ${m(`${expr} = ${k}(${a * a === 1 ? "" : a * a}x^{2} - ${b * b})`)}.`,
        `Inside the parentheses is a difference of squares: ${m(`${a * a === 1 ? "" : a * a}x^{2} - ${b * b} = (${ax})^2 - ${b}^2 = (${ax} - ${b})(${ax} + ${b})`)}.`,
        `So ${m(`${expr} = ${k}(${ax} - ${b})(${ax} + ${b})`)}.`,
      ],
      key,
      keySig: "key",
      distractors: [
        { text: m(`${k}(${ax} - ${b})^2`), sig: "sq", mistake: "square-of-difference", why: `expands to ${m(`${k * a * a}x^{2} - ${2 * k * a * b}x + ${k * b * b}`)}, which has a middle term and a positive constant.` },
        { text: m(`(${k * a}x - ${b})(${ax} + ${b})`), sig: "one", mistake: "common-factor-in-one-factor-only", why: `puts the factor ${mn(k)} into only one term of one factor; it expands to ${m(poly([k * a * a, k * a * b - a * b, -b * b]))}.` },
        { text: m(`${k}(${ax} - ${b * b})(${ax} + ${b * b})`), sig: "root", mistake: "did-not-take-square-root", why: `uses ${mn(b * b)} instead of its square root ${mn(b)}; it expands to ${m(`${k * a * a}x^{2} - ${int(k * b ** 4)}`)}.` },
      ],
    };
  },
);

/** a/(x + b) + c/(x - d) as one fraction. */
const addRational = defineGenerator(
  { ...meta, id: "eqx-sum-of-two-rational-expressions", difficulty: "hard", shape: "Write a/(x + b) + c/(x - d) as a single fraction over the common denominator." },
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
    return {
      kind: "text",
      params: { a, b, c, d },
      stem: `<p>Which of the following is equivalent to ${m(`\\frac{${a}}{x + ${b}}${second}`)} for ${m(`x \\gt ${d}`)}?</p>`,
      steps: [
        `The common denominator is ${m(den)}. Multiply the first fraction by ${m(`\\frac{x - ${d}}{x - ${d}}`)} and the second by ${m(`\\frac{x + ${b}}{x + ${b}}`)}.`,
        `The numerator becomes ${m(`${a === 1 ? "" : a}(x - ${d})${c > 0 ? " + " : " - "}${Math.abs(c) === 1 ? "" : Math.abs(c)}(x + ${b}) = ${sum([[a, "x"], [-a * d, ""], [c, "x"], [c * b, ""]])} = ${poly([X, K])}`)}.`,
        `So the sum is ${key}.`,
      ],
      key,
      keySig: `${X},${K}`,
      distractors: [
        { text: frac(tex(X), `2x${plus(b - d)}`), sig: "nd", mistake: "added-numerators-and-denominators", why: `adds the numerators and adds the denominators; fractions are added over a common denominator.` },
        { text: frac(tex(X), den), sig: "nocross", mistake: "did-not-multiply-numerators", why: `uses the common denominator but does not multiply each numerator by the other fraction's denominator.` },
        { text: frac(poly([X, c * b + a * d]), den), sig: `${X},${c * b + a * d}`, mistake: "sign-error-distributing", why: `distributes ${mn(a)} over ${m(`x - ${d}`)} as ${m(`${a === 1 ? "" : a}x + ${a * d}`)}; the constant is ${mn(-a * d)}.` },
        { text: frac(poly([X, a * b - c * d]), den), sig: `${X},${a * b - c * d}`, mistake: "multiplied-by-own-denominator", why: `multiplies each numerator by its own denominator's constant instead of the other one's.` },
      ],
    };
  },
);

/** (ax² + bx + c)/(x + d) = px + q + r/(x + d): find r. */
const remainder = defineGenerator(
  { ...meta, id: "eqx-quotient-remainder-form", difficulty: "hard", shape: "Rewrite (ax^2 + bx + c)/(x + d) as px + q + r/(x + d) and find the constant r." },
  (r) => {
    const a = r.int(1, 4);
    const b = r.int(-12, 12);
    const c = r.int(-15, 15);
    const d = r.nonzero(-6, 6);
    const p = a;
    const q = b - a * d;
    const rem = c - q * d;
    if (rem === 0 || b === 0 || c === 0 || q === 0) return null;
    const num = poly([a, b, c]);
    const den = `x${plus(d)}`;
    return {
      kind: "open",
      params: { a, b, c, d },
      stem: `<p>${m(`\\frac{${num}}{${den}} = px + q + \\frac{r}{${den}}`)}</p>\n<p>The given equation is true for all ${m(`x \\ne ${int(-d)}`)}, where ${m("p")}, ${m("q")}, and ${m("r")} are constants. What is the value of ${m("r")}?</p>`,
      steps: [
        `Multiply both sides by ${m(den)}: ${m(`${num} = (px + q)(${den}) + r = px^{2} + (${sum([[d, "p"], [1, "q"]])})x${d > 0 ? " + " : " - "}${sum([[Math.abs(d), "q"]])} + r`)}.`,
        `Match coefficients: ${m(`p = ${p}`)}; ${m(`${sum([[d, "p"]])} + q = ${int(b)}`)}, so ${m(`q = ${int(b)} - ${maybeParen(d * p)} = ${int(q)}`)}; ${m(`${sum([[d, "q"]])} + r = ${int(c)}`)}, so ${m(`r = ${int(c)} - ${maybeParen(d * q)} = ${int(rem)}`)}.`,
        `(Shortcut: at ${m(`x = ${int(-d)}`)} the left side of the multiplied equation is ${m(`${a === 1 ? "" : a}${paren(-d)}^{2}${b === 0 ? "" : ` ${b < 0 ? "-" : "+"} ${Math.abs(b) === 1 ? "" : Math.abs(b)}${paren(-d)}`}${plus(c)} = ${int(rem)}`)}, and the right side is just ${m("r")}.)`,
      ],
      key: rem,
    };
  },
);

export const EQUIVALENT_EXPRESSIONS: MathGenerator[] = [distributeCombine, monomialProduct, squareBinomial, factorDifferenceSquares, addRational, remainder];
