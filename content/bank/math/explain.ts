/**
 * TeX formatting shared by the Math generators: numbers (integers with the test's thousands separator,
 * fractions, exact decimals, money), sums of terms without "+ -" or "1x", and substitutions in parentheses.
 * Everything returns TeX source without delimiters; wrap it with m() for HTML.
 */
import { R, Rat, terminates } from "./rational";

export type Num = Rat | number;

export const toRat = (x: Num): Rat => (x instanceof Rat ? x : fromDecimal(x));

/** An exact rational from a JavaScript number written with at most 6 decimals (2.4 -> 12/5). */
export function fromDecimal(x: number): Rat {
  if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${x}`);
  if (Number.isInteger(x)) return R(x);
  const s = x.toFixed(6).replace(/0+$/, "");
  const [whole, frac = ""] = s.split(".");
  const d = 10 ** frac.length;
  const n = Number(whole!.replace("-", "")) * d + Number(frac || "0");
  return R(x < 0 ? -n : n, d);
}

/** An integer in TeX, with {,} every three digits from 1,000 (as the test prints them). */
export function int(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`);
  const digits = String(Math.abs(n));
  const grouped = digits.length >= 4 ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, "{,}") : digits;
  return (n < 0 ? "-" : "") + grouped;
}

/** The exact decimal of a terminating rational ("2.75", "-0.4"), with at least `minPlaces` decimals. */
export function decimal(x: Num, minPlaces = 0): string {
  const r = toRat(x);
  if (!terminates(r)) throw new RangeError(`${r} has no terminating decimal`);
  let places = 0;
  while (!r.mul(10 ** places).isInt()) places++;
  places = Math.max(places, minPlaces);
  const scaled = Math.abs(r.mul(10 ** places).n);
  const s = String(scaled).padStart(places + 1, "0");
  const whole = s.slice(0, s.length - places);
  const frac = s.slice(s.length - places);
  return (r.n < 0 ? "-" : "") + int(Number(whole)).replace("-", "") + (places ? "." + frac : "");
}

/** A number in TeX: an integer, else \frac{n}{d} with the sign in front. */
export function tex(x: Num): string {
  const r = toRat(x);
  if (r.isInt()) return int(r.n);
  return (r.n < 0 ? "-" : "") + `\\frac{${int(Math.abs(r.n))}}{${int(r.d)}}`;
}

/** A number in TeX as a decimal when it terminates, else as a fraction. */
export function texDec(x: Num): string {
  const r = toRat(x);
  return terminates(r) ? decimal(r) : tex(r);
}

/** Dollars: \$12 or \$12.50 (cents when not whole). */
export function money(x: Num): string {
  const r = toRat(x);
  return (r.n < 0 ? "-" : "") + "\\$" + decimal(r.abs(), r.isInt() ? 0 : 2);
}

/** Inline math in HTML. */
export const m = (t: string) => `\\(${t}\\)`;
/** A number as inline math. */
export const mn = (x: Num) => m(tex(x));

/** A number in parentheses for a substitution: 3(-2), 4(5). */
export const paren = (x: Num, fmt: (x: Num) => string = tex) => `(${fmt(x)})`;

/** A number, in parentheses when negative (for "x + (-3)" style substitutions avoided: x - 3 reads better). */
export const maybeParen = (x: Num, fmt: (x: Num) => string = tex) => (toRat(x).n < 0 ? paren(x, fmt) : fmt(x));

type Term = readonly [Num, string];

/**
 * A sum of terms in TeX: sum([[3, "x"], [-4, ""]]) = "3x - 4". Zero terms are dropped, a coefficient 1 or
 * -1 of a variable is not written, later negative terms are subtracted. `fmt` formats the absolute value
 * of a coefficient (default: integers and fractions; pass texDec for decimal coefficients).
 */
export function sum(terms: readonly Term[], fmt: (x: Num) => string = tex): string {
  let out = "";
  for (const [c, v] of terms) {
    const r = toRat(c);
    if (r.n === 0) continue;
    const neg = r.n < 0;
    const abs = r.abs();
    const body = v && abs.eq(1) ? v : fmt(abs) + v;
    if (!out) out = (neg ? "-" : "") + body;
    else out += (neg ? " - " : " + ") + body;
  }
  return out || "0";
}

/** A polynomial in one variable from its coefficients, highest power first: poly([2, -3, 1]) = "2x^2 - 3x + 1". */
export function poly(coefs: readonly Num[], v = "x", fmt: (x: Num) => string = tex): string {
  const deg = coefs.length - 1;
  return sum(
    coefs.map((c, i) => {
      const p = deg - i;
      return [c, p === 0 ? "" : p === 1 ? v : `${v}^{${p}}`] as const;
    }),
    fmt,
  );
}

/** " + 3" or " - 3" to append a signed constant after an expression ("x - 3"), "" for zero. */
export function plus(x: Num, fmt: (x: Num) => string = tex): string {
  const r = toRat(x);
  if (r.n === 0) return "";
  return (r.n < 0 ? " - " : " + ") + fmt(r.abs());
}

/** A coefficient written before a variable or parenthesis: "" for 1, "-" for -1, else the number. */
export const co = (c: Num, fmt: (x: Num) => string = tex) => {
  const r = toRat(c);
  return r.eq(1) ? "" : r.eq(-1) ? "-" : fmt(r);
};

/** "x - 3", "x - (-3)", or just "x" for 0: a variable minus a value, as in point-slope form. */
export const minus = (v: string, x: Num) => (toRat(x).n === 0 ? v : `${v} - ${maybeParen(x)}`);

/** "(x - 3)" style factor: a binomial v + c in parentheses (c may be negative or zero). */
export const binom = (v: string, c: Num) => `(${v}${plus(c)})`;

/** The ordinal word of a small count (for "the third quiz"). */
export const ORDINALS = ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

/** "a", "an" before a word. */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

/** Small numbers as words where the test would write them in running text ("three"). */
const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
export const word = (n: number) => WORDS[n] ?? String(n);

/** Lists joined with commas and "and": ["a", "b", "c"] -> "a, b, and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return items.slice(0, -1).join(", ") + ", and " + items[items.length - 1];
}

/**
 * A substitution written out: subst([[3, 2], [-4, -1]]) = "3(2) - 4(-1)"; a coefficient 1 or -1 is not
 * written ("(2) - (-1)"), zero coefficients are dropped.
 */
export function subst(terms: readonly (readonly [Num, Num])[], fmt: (x: Num) => string = tex): string {
  let out = "";
  for (const [c, v] of terms) {
    const r = toRat(c);
    if (r.n === 0) continue;
    const body = r.abs().eq(1) && toRat(v).n > 0 ? fmt(v) : (r.abs().eq(1) ? "" : fmt(r.abs())) + paren(v, fmt);
    if (!out) out = (r.n < 0 ? "-" : "") + body;
    else out += (r.n < 0 ? " - " : " + ") + body;
  }
  return out || "0";
}

/** √n simplified to k√m: { tex: "2\\sqrt{13}", value }, or an integer when n is a perfect square. */
export function sqrtTex(n: number): { tex: string; value: number; k: number; m: number } {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`bad radicand ${n}`);
  let k = 1;
  let rest = n;
  for (let f = 2; f * f <= rest; f++) {
    while (rest % (f * f) === 0) {
      rest /= f * f;
      k *= f;
    }
  }
  const tex = rest === 1 ? int(k) : `${k === 1 ? "" : int(k)}\\sqrt{${rest}}`;
  return { tex, value: Math.sqrt(n), k, m: rest };
}

/** A multiple of π in TeX: 12\pi, \frac{9}{2}\pi, \pi. */
export function piTex(c: Num): string {
  const r = toRat(c);
  return r.eq(1) ? "\\pi" : `${tex(r)}\\pi`;
}
