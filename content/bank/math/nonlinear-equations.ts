import type { MathGenerator } from "../types";
import { defineGenerator } from "./build";
import { binom, int, m, mn, paren, plus, poly, sum, tex } from "./explain";
import { R } from "./rational";

const meta = { domain: "advanced_math", skill: "nonlinear_equations" } as const;

/** (x - p)(x + q) = 0: the sum of the solutions. */
const factoredSum = defineGenerator(
  { ...meta, id: "nle-sum-of-solutions-factored", difficulty: "easy", shape: "Find the sum of the solutions of a factored quadratic equation (x - p)(x + q) = 0." },
  (r) => {
    const p = r.int(1, 12);
    const q = r.int(1, 12);
    if (p === q) return null;
    const key = p - q;
    return {
      kind: "numeric",
      params: { p, q },
      stem: `<p>${m(`${binom("x", -p)}${binom("x", q)} = 0`)}</p>\n<p>What is the sum of the solutions to the given equation?</p>`,
      steps: [
        `A product is ${mn(0)} when one of its factors is ${mn(0)}: ${m(`x - ${p} = 0`)} or ${m(`x + ${q} = 0`)}.`,
        `So the solutions are ${m(`x = ${p}`)} and ${m(`x = ${-q}`)}, and their sum is ${m(`${p} + ${paren(-q)} = ${int(key)}`)}.`,
      ],
      key,
      distractors: [
        { value: q - p, mistake: "solutions-with-signs-reversed", why: `uses the numbers in the factors with their signs, ${mn(-p)} and ${mn(q)}; the solution of ${m(`x - ${p} = 0`)} is ${mn(p)}, not ${mn(-p)}.` },
        { value: p + q, mistake: "added-constants-ignoring-signs", why: `adds ${mn(p)} and ${mn(q)} without their signs.` },
        { value: -p - q, mistake: "both-signs-wrong", why: `takes both solutions as negative, ${mn(-p)} and ${mn(-q)}.` },
      ],
    };
  },
);

/** √(ax + c) = b. */
const sqrtSimple = defineGenerator(
  { ...meta, id: "nle-square-root-equals-constant", difficulty: "easy", shape: "Solve √(ax + c) = b by squaring both sides." },
  (r) => {
    const a = r.int(1, 6);
    const c = r.nonzero(-12, 12);
    const b = r.int(2, 9);
    const x = R(b * b - c, a);
    if (x.d > 1 && r.bool(0.7)) return null;
    const inner = sum([[a, "x"], [c, ""]]);
    return {
      kind: "open",
      params: { a, c, b },
      stem: `<p>${m(`\\sqrt{${inner}} = ${b}`)}</p>\n<p>What is the solution to the given equation?</p>`,
      steps: [
        `Square both sides: ${m(`${inner} = ${b * b}`)}.`,
        `${c > 0 ? "Subtract" : "Add"} ${mn(Math.abs(c))}: ${m(`${sum([[a, "x"]])} = ${int(b * b - c)}`)}${a === 1 ? "" : `, and divide by ${mn(a)}`}: ${m(`x = ${tex(x)}`)}.`,
        `Check: ${m(`${sum([[a, "x"], [c, ""]])} = ${b * b}`)} at this ${m("x")}, and ${m(`\\sqrt{${b * b}} = ${b}`)}.`,
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

/** (g^u)^(x + a) = (g^v)^(x + c): rewrite with a common base. */
const commonBase = defineGenerator(
  { ...meta, id: "nle-exponential-common-base", difficulty: "medium", shape: "Solve an exponential equation such as 4^(x + a) = 8^(x + c) by rewriting both sides with a common base." },
  (r) => {
    const B = r.pick(BASES);
    const [u, v] = r.sample(B.pows, 2) as [number, number];
    const a = r.nonzero(-6, 6);
    const c = r.nonzero(-6, 6);
    if (a === c) return null;
    const x = R(u * a - v * c, v - u);
    if (x.d > 3) return null;
    const L = B.g ** u;
    const Rb = B.g ** v;
    const e1 = `x${plus(a)}`;
    const e2 = `x${plus(c)}`;
    return {
      kind: "numeric",
      params: { L, R: Rb, a, c, g: B.g },
      stem: `<p>${m(`${L}^{${e1}} = ${Rb}^{${e2}}`)}</p>\n<p>What value of ${m("x")} satisfies the given equation?</p>`,
      steps: [
        `Write both sides as powers of ${mn(B.g)}: ${[u, v].filter((e) => e > 1).map((e) => m(`${B.g ** e} = ${B.g}^{${e}}`)).join(" and ")}, so the equation is ${m(`${B.g}^{${u === 1 ? "" : u}${u === 1 ? e1 : `(${e1})`}} = ${B.g}^{${v === 1 ? "" : v}${v === 1 ? e2 : `(${e2})`}}`)}.`,
        `Equal powers of the same base have equal exponents: ${m(`${u === 1 ? e1 : `${u}(${e1})`} = ${v === 1 ? e2 : `${v}(${e2})`}`)}, so ${m(`${sum([[u, "x"], [u * a, ""]])} = ${sum([[v, "x"], [v * c, ""]])}`)}.`,
        u - v === 1 ? `Collect terms: ${m(`x = ${tex(x)}`)}.` : `Collect terms: ${m(`${sum([[u - v, "x"]])} = ${int(v * c - u * a)}`)}, so ${m(`x = ${tex(x)}`)}.`,
      ],
      key: x,
      distractors: [
        { value: R(a - c, v - u), mistake: "did-not-distribute-exponent", why: `comes from multiplying only ${m("x")} by the exponents: ${m(`${sum([[u, "x"], [a, ""]])} = ${sum([[v, "x"], [c, ""]])}`)}.` },
        { value: R(v * a - u * c, u - v), mistake: "swapped-powers", why: `comes from writing ${mn(L)} as ${m(`${B.g}^{${v}}`)} and ${mn(Rb)} as ${m(`${B.g}^{${u}}`)}, the powers swapped.` },
        { value: R(u * a + v * c, v - u), mistake: "sign-error-collecting", why: `comes from a sign error when moving the constant ${mn(v * c)} to the other side.` },
        { value: x.neg(), mistake: "sign-error-dividing", why: `has the wrong sign: ${m(`${sum([[u - v, "x"]])} = ${int(v * c - u * a)}`)} gives ${m(`x = ${tex(x)}`)}.` },
      ],
    };
  },
);

/** a/(x - b) = c/(x + d). */
const rationalEq = defineGenerator(
  { ...meta, id: "nle-rational-equation-proportion", difficulty: "medium", shape: "Solve a/(x - b) = c/(x + d) by cross-multiplying, checking the solution is allowed." },
  (r) => {
    const k = r.pick([-3, -2, -1, 1, 2, 3]);
    const x = r.int(-8, 12);
    const b = r.nonzero(-8, 8);
    const d = r.nonzero(-8, 8);
    const A = k * (x - b);
    const C = k * (x + d);
    if (A === 0 || C === 0 || A === C || Math.abs(A) > 40 || Math.abs(C) > 40) return null;
    const left = `\\frac{${A}}{x${plus(-b)}}`;
    const right = `\\frac{${C}}{x${plus(d)}}`;
    return {
      kind: "open",
      params: { A, b, C, d },
      stem: `<p>${m(`${left} = ${right}`)}</p>\n<p>What is the solution to the given equation?</p>`,
      steps: [
        `Cross-multiply: ${m(`${A}${binom("x", d)} = ${C}${binom("x", -b)}`)}, so ${m(`${sum([[A, "x"], [A * d, ""]])} = ${sum([[C, "x"], [-C * b, ""]])}`)}.`,
        `Collect terms: ${m(`${sum([[A - C, "x"]])} = ${int(-C * b - A * d)}`)}, so ${m(`x = ${int(x)}`)}.`,
        `The solution is allowed: it makes neither denominator ${mn(0)} (${m(`${int(x)}${plus(-b)} = ${int(x - b)}`)} and ${m(`${int(x)}${plus(d)} = ${int(x + d)}`)}). Both sides equal ${mn(k)}.`,
      ],
      key: x,
    };
  },
);

/** r² + s² for the roots of ax² - bx + c = 0 (Vieta). */
const sumSquares = defineGenerator(
  { ...meta, id: "nle-sum-of-squares-of-roots", difficulty: "hard", shape: "For the solutions r and s of a quadratic equation, find r^2 + s^2 from the sum and product of the roots." },
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
      stem: `<p>${m(`x^{4} - ${s2}x^{2} + ${int(pr)} = 0`)}</p>\n<p>What is the sum of all the positive solutions to the given equation?</p>`,
      steps: [
        `Let ${m("u = x^2")}: ${m(`u^{2} - ${s2}u + ${int(pr)} = 0`)}, which factors as ${m(`(u - ${p * p})(u - ${q * q}) = 0`)}, so ${m(`u = ${p * p}`)} or ${m(`u = ${q * q}`)}.`,
        `Then ${m(`x^2 = ${p * p}`)} gives ${m(`x = \\pm ${p}`)} and ${m(`x^2 = ${q * q}`)} gives ${m(`x = \\pm ${q}`)}.`,
        `The positive solutions are ${mn(p)} and ${mn(q)}; their sum is ${mn(p + q)}.`,
      ],
      key: p + q,
      distractors: [
        { value: s2, mistake: "added-values-of-x-squared", why: `is the sum of the two values of ${m("x^2")}; each must be square-rooted to get ${m("x")}.` },
        { value: Math.max(p, q), mistake: "kept-one-positive-solution", why: `is only the greater positive solution; ${mn(Math.min(p, q))} is also positive.` },
        { value: 0, mistake: "added-all-four-solutions", why: `is the sum of all four solutions, ${m(`\\pm ${p}`)} and ${m(`\\pm ${q}`)}, not of the positive ones.` },
        { value: p * q, mistake: "multiplied-solutions", why: `is the product of the positive solutions, not their sum.` },
      ],
    };
  },
);

export const NONLINEAR_EQUATIONS: MathGenerator[] = [factoredSum, sqrtSimple, commonBase, rationalEq, sumSquares, biquadratic];
