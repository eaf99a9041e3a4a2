/**
 * What the oracles of the Math bank's property test (harness.ts) are written with: the Oracle type, and
 * matchers that say whether a choice's HTML is a given number, expression, equation, point, inequality…
 */
import type { Generated } from "../../../content/bank/types";
import { choiceValue, close, evalTex, mathOf } from "./tex";

export type P = Record<string, any>;
/** What a choice must be: a number, or a test on the choice's HTML. */
export type Matcher = number | ((choiceHtml: string) => boolean);
export type Oracle = {
  /** The key from the parameters (for open-ended questions, a number). */
  key(p: P): Matcher;
  /** Each named mistake's value from the parameters. */
  mistakes?: Record<string, (p: P) => Matcher>;
  /** Parameters that need not be printed in the question or the explanation (defaults: all are). */
  hidden?: string[];
  /** More checks of one generated question; return a problem or null. */
  check?(g: Generated): string | null;
};

// ---- matchers -------------------------------------------------------------------------------

export const isNum = (v: number) => (html: string) => {
  const c = choiceValue(html);
  return c !== null && close(c, v);
};

const SAMPLES = [-2.3, -0.7, 0.4, 1.9, 3.6];
/** A choice whose math is an expression equal to f at sample points of the variables (or the right side of "y = …"). */
export const isExpr =
  (f: (s: Record<string, number>) => number, vars: string[] = ["x"], opts: { lhs?: string } = {}) =>
  (html: string) => {
    let t = mathOf(html);
    if (t === null) return false;
    if (opts.lhs !== undefined) {
      const parts = t.split("=");
      if (parts.length !== 2 || parts[0]!.replace(/\s/g, "") !== opts.lhs.replace(/\s/g, "")) return false;
      t = parts[1]!;
    } else if (t.includes("=")) return false;
    try {
      for (let i = 0; i < 3; i++) {
        const scope = Object.fromEntries(vars.map((v, j) => [v, SAMPLES[(i + j * 2) % SAMPLES.length]! + j * 0.11]));
        if (!close(evalTex(t, scope), f(scope), 1e-7)) return false;
      }
      return true;
    } catch {
      return false;
    }
  };

/** An equation in x and y (\(3x - 2y = 7\)) that every given point satisfies, and that is a real equation (not 0 = 0). */
export const isEquationThrough = (points: readonly (readonly [number, number])[]) => (html: string) => {
  const t = mathOf(html);
  const parts = t?.split("=");
  if (!parts || parts.length !== 2) return false;
  try {
    const E = (x: number, y: number) => evalTex(parts[0]!, { x, y }) - evalTex(parts[1]!, { x, y });
    if (Math.abs(E(0.37, 1.91)) < 1e-9 && Math.abs(E(-2.3, 0.45)) < 1e-9) return false;
    return points.every(([x, y]) => Math.abs(E(x, y)) < 1e-9);
  } catch {
    return false;
  }
};

/** A sentence with exactly two numbers in math, \(lo\) and \(hi\) in that order ("Between … and …"). */
export const isRange = (lo: number, hi: number) => (html: string) => {
  const nums = [...html.matchAll(/\\\(([\s\S]*?)\\\)/g)].map((x) => choiceValue(`\\(${x[1]}\\)`));
  return nums.length === 2 && nums[0] !== null && nums[1] !== null && close(nums[0], lo) && close(nums[1], hi);
};

/** An integer as the test prints it in TeX: {,} between groups of three digits from 1,000. */
export const texInt = (n: number) => {
  const s = String(Math.abs(n));
  const grouped = s.length >= 4 ? s.replace(/\B(?=(\d{3})+(?!\d))/g, "{,}") : s;
  return `\\(${n < 0 ? "-" : ""}${grouped}\\)`;
};

/** An equation in x and y whose graph is the circle with center (cx, cy) and radius squared r2. */
export const isCircle = (cx: number, cy: number, r2: number) => {
  const r = Math.sqrt(r2);
  const through = isEquationThrough([
    [cx + r, cy],
    [cx - r, cy],
    [cx, cy + r],
  ]);
  return (html: string) => {
    if (!through(html)) return false;
    const parts = mathOf(html)!.split("=");
    const E = (x: number, y: number) => evalTex(parts[0]!, { x, y }) - evalTex(parts[1]!, { x, y });
    return Math.abs(E(cx, cy)) > 1e-9 && Math.abs(E(cx + r / Math.SQRT2, cy + r / Math.SQRT2)) < 1e-7;
  };
};

/** A point \((x, y)\). */
export const isPoint = (x: number, y: number) => (html: string) => {
  const t = mathOf(html);
  const m = t && /^\s*\(([^,]+),([^,]+)\)\s*$/.exec(t);
  if (!m) return false;
  try {
    return close(evalTex(m[1]!, {}), x) && close(evalTex(m[2]!, {}), y);
  } catch {
    return false;
  }
};

const OPS: Record<string, string> = { "<": "<", ">": ">", "\\le": "<=", "\\ge": ">=", "\\lt": "<", "\\gt": ">", "\\leq": "<=", "\\geq": ">=" };
/** An inequality \(v op bound\), e.g. \(x \le 4\). */
export const isIneq = (v: string, op: "<" | ">" | "<=" | ">=", bound: number) => (html: string) => {
  const t = mathOf(html);
  const m = t && /^\s*([a-z])\s*(<|>|\\le|\\ge|\\lt|\\gt|\\leq|\\geq)\s*(.+)$/.exec(t);
  if (!m) return false;
  try {
    return m[1] === v && OPS[m[2]!] === op && close(evalTex(m[3]!, {}), bound);
  } catch {
    return false;
  }
};

/** A two-sided inequality \(lo op v op hi\). */
export const isBetween =
  (v: string, lo: number, hi: number, strict: [boolean, boolean] = [false, false]) =>
  (html: string) => {
    const t = mathOf(html);
    const m = t && /^\s*(.+?)\s*(<|\\le|\\lt|\\leq)\s*([a-z])\s*(<|\\le|\\lt|\\leq)\s*(.+)$/.exec(t);
    if (!m) return false;
    try {
      const s1 = OPS[m[2]!] === "<";
      const s2 = OPS[m[4]!] === "<";
      return m[3] === v && s1 === strict[0] && s2 === strict[1] && close(evalTex(m[1]!, {}), lo) && close(evalTex(m[5]!, {}), hi);
    } catch {
      return false;
    }
  };

/** A sentence choice: every given piece is in it, and none of the forbidden ones. */
export const hasAll =
  (...parts: (string | RegExp)[]) =>
  (html: string) =>
    parts.every((p) => (typeof p === "string" ? html.includes(p) : p.test(html)));

export const matches = (mt: Matcher, html: string) => (typeof mt === "number" ? isNum(mt)(html) : mt(html));
