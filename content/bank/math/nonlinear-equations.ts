import type { MathGenerator } from "../types";
import { defineGenerator } from "./build";
import { binom, int, m, mn, paren, plus, poly, sum, tex } from "./explain";
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
        `A product is ${mn(0)} when one of its factors is ${mn(0)}: ${m(`x - ${p} = 0`)} or ${m(`x + ${q} = 0`)}.`,
        `So the solutions are ${m(`x = ${p}`)} and ${m(`x = ${-q}`)}, and their sum is ${m(`${p} + ${paren(-q)} = ${int(key)}`)}.`,
      ],
      key,
      distractors: [
        {
          value: q - p,
          mistake: "solutions-with-signs-reversed",
          why: `uses the numbers in the factors with their signs, ${mn(-p)} and ${mn(q)}; the solution of ${m(`x - ${p} = 0`)} is ${mn(p)}, not ${mn(-p)}.`,
        },
        { value: p + q, mistake: "added-constants-ignoring-signs", why: `adds ${mn(p)} and ${mn(q)} without their signs.` },
        { value: -p - q, mistake: "both-signs-wrong", why: `takes both solutions as negative, ${mn(-p)} and ${mn(-q)}.` },
        { value: -p * q, mistake: "gave-the-product", why: `is the product of the solutions, ${m(`${p} \\cdot (${-q})`)}, not their sum.` },
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
    return {
      kind: "open",
      params: { a, c, b },
      stem: `<p>${m(`\\sqrt{${inner}} = ${b}`)}</p>\n<p>What is the solution to the given equation?</p>`,
      steps: [
        `Square both sides: ${m(`${inner} = ${b * b}`)}.`,
        `${c > 0 ? "Subtract" : "Add"} ${mn(Math.abs(c))}: ${m(`${sum([[a, "x"]])} = ${int(b * b - c)}`)}${a === 1 ? "" : `, and divide by ${mn(a)}`}: ${m(`x = ${tex(x)}`)}.`,
        `Check: ${m(
          `${sum([
            [a, "x"],
            [c, ""],
          ])} = ${b * b}`,
        )} at this ${m("x")}, and ${m(`\\sqrt{${b * b}} = ${b}`)}.`,
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
    return {
      kind: "numeric",
      params: { g: B.g, L, R: Rb, a, c },
      stem: `<p>${m(`${B.g}^{x} \\cdot ${L}^{${e}} = ${rhs}`)}</p>
<p>${r.pick([`What value of ${m("x")} satisfies the given equation?`, "What is the solution to the given equation?", `If the given equation is true, what is the value of ${m("x")}?`])}</p>`,
      steps: [
        `Write every power with base ${mn(B.g)}: ${m(`${L}^{${e}} = ${B.g}^{${u}(${e})}`)}${v === 1 ? "" : ` and ${m(`${Rb}^{${c}} = ${B.g}^{${v * c}}`)}`}.`,
        `Multiplying powers of the same base adds the exponents: ${m(`${B.g}^{x + ${u}(${e})} = ${B.g}^{${v * c}}`)}, so ${m(`x + ${u}(${e}) = ${v * c}`)}.`,
        `Then ${m(
          `${sum([
            [1 + u, "x"],
            [u * a, ""],
          ])} = ${v * c}`,
        )}, so ${m(`${1 + u}x = ${int(v * c - u * a)}`)} and ${m(`x = ${tex(x)}`)}.`,
      ],
      key: x,
      distractors: [
        {
          value: R(v * c - a, 1 + u),
          mistake: "did-not-distribute-exponent",
          why: `comes from ${m(`x + ${u}x${plus(a)} = ${v * c}`)}: the ${mn(u)} must multiply the whole exponent ${m(e)}.`,
        },
        ...(v > 1
          ? [
              {
                value: R(c - u * a, 1 + u),
                mistake: "did-not-convert-right-side",
                why: `uses the exponent ${mn(c)} of ${mn(Rb)} without rewriting ${mn(Rb)} as a power of ${mn(B.g)}.`,
              },
            ]
          : []),
        {
          value: R(v * c - u * a, u),
          mistake: "dropped-the-first-factor",
          why: `leaves out the factor ${m(`${B.g}^{x}`)}, whose exponent ${m("x")} must be added.`,
        },
        { value: R(v * c + u * a, 1 + u), mistake: "sign-error-collecting", why: `comes from a sign error when moving ${mn(u * a)} to the other side.` },
        { value: R(v * c - u * a, 1 + u).neg(), mistake: "sign-error-dividing", why: `has the wrong sign.` },
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
    return {
      kind: "open",
      params: { a, b, k, c },
      stem: `<p>${m(`${left} = ${c}`)}</p>
<p>What is the solution to the given equation?</p>`,
      steps: [
        `Multiply both sides by ${m(`${k}x`)}, the common denominator (${m("x \\ne 0")}): ${m(`${k}${paren(a)} ${b < 0 ? "-" : "+"} ${Math.abs(b)} = ${k * c}x`)}.`,
        `So ${m(`${int(k * a + b)} = ${k * c}x`)} and ${m(`x = ${tex(x)}`)}. (It is not ${mn(0)}, so it is allowed.)`,
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
    return {
      kind: "open",
      params: { a, b, c },
      stem: `<p>${m(`${poly([a, -b, c])} = 0`)}</p>\n<p>The solutions to the given equation are ${m("r")} and ${m("s")}. What is the value of ${m("r^2 + s^2")}?</p>`,
      steps: [
        `For ${m("ax^2 + bx + c = 0")}, the solutions have sum ${m("-\\frac{b}{a}")} and product ${m("\\frac{c}{a}")}. Here ${m(`r + s = ${tex(S)}`)} and ${m(`rs = ${tex(P)}`)}.`,
        `Use ${m("r^2 + s^2 = (r + s)^2 - 2rs")}: ${m(`\\left(${tex(S)}\\right)^2 - 2${paren(P)} = ${tex(S.mul(S))}${plus(P.mul(-2))} = ${tex(key)}`)}.`,
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
    return {
      kind: "numeric",
      params: { B: s2, C: pr },
      stem: `<p>${m(`x^{4} - ${s2}x^{2} + ${int(pr)} = 0`)}</p>\n<p>${r.pick(["What is the sum of all the positive solutions to the given equation?", "The given equation has exactly two positive solutions. What is their sum?", "What is the sum of the solutions to the given equation that are greater than 0?"])}</p>`,
      steps: [
        `Let ${m("u = x^2")}: ${m(`u^{2} - ${s2}u + ${int(pr)} = 0`)}, which factors as ${m(`(u - ${p * p})(u - ${q * q}) = 0`)}, so ${m(`u = ${p * p}`)} or ${m(`u = ${q * q}`)}.`,
        `Then ${m(`x^2 = ${p * p}`)} gives ${m(`x = \\pm ${p}`)} and ${m(`x^2 = ${q * q}`)} gives ${m(`x = \\pm ${q}`)}.`,
        `The positive solutions are ${mn(p)} and ${mn(q)}; their sum is ${mn(p + q)}.`,
      ],
      key: p + q,
      distractors: [
        { value: s2, mistake: "added-values-of-x-squared", why: `is the sum of the two values of ${m("x^2")}; each must be square-rooted to get ${m("x")}.` },
        { value: Math.max(p, q), mistake: "kept-one-positive-solution", why: `is only the greater positive solution; ${mn(Math.min(p, q))} is also positive.` },
        {
          value: 0,
          mistake: "added-all-four-solutions",
          why: `is the sum of all four solutions, ${m(`\\pm ${p}`)} and ${m(`\\pm ${q}`)}, not of the positive ones.`,
        },
        { value: p * q, mistake: "multiplied-solutions", why: `is the product of the positive solutions, not their sum.` },
        {
          value: Math.abs(p - q),
          mistake: "subtracted-the-solutions",
          why: `subtracts the smaller positive solution from the greater instead of adding them.`,
        },
        { value: Math.min(p, q), mistake: "kept-the-smaller-solution", why: `is only the smaller positive solution; ${mn(Math.max(p, q))} is also positive.` },
        {
          value: 2 * (p + q),
          mistake: "counted-each-twice",
          why: `counts each positive solution twice, as if ${m(`\\pm ${p}`)} and ${m(`\\pm ${q}`)} were all positive.`,
        },
      ],
    };
  },
);

export const NONLINEAR_EQUATIONS: MathGenerator[] = [factoredSum, sqrtSimple, productBase, rationalSum, sumSquares, biquadratic];
