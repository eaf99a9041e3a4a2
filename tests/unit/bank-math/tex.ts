/**
 * The test's own reading of generated TeX (independent of the generators' formatting code): a choice's
 * number, an expression as a mathjs function, a point, an inequality.
 */
import { compile, type EvalFunction } from "mathjs";

/** TeX (without \( \)) to a mathjs expression string: \frac, \sqrt, ^{}, \cdot, \pi, {,}, \$ and \%. */
export function texToMathjs(tex: string): string {
  let s = tex
    .replace(/\\left|\\right/g, "")
    .replace(/\{,\}/g, "")
    .replace(/\\\$/g, "")
    .replace(/\\%/g, "")
    .replace(/\\cdot|\\times/g, "*")
    .replace(/\\pi/g, " pi ")
    .replace(/\\[,;! ]/g, " ")
    .replace(/\\dfrac|\\tfrac/g, "\\frac");
  for (let i = 0; i < 50; i++) {
    const before = s;
    s = s
      .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, "(($1)/($2))")
      .replace(/\\sqrt\{([^{}]*)\}/g, "sqrt($1)")
      .replace(/\^\{([^{}]*)\}/g, "^($1)")
      .replace(/\{([^{}]*)\}/g, "($1)");
    if (s === before) break;
  }
  if (/[\\{}]/.test(s)) throw new Error(`cannot read TeX: ${tex}`);
  // Adjacent letters are a product of one-letter variables ("xy" is x times y), except function names.
  return s.replace(/[a-z]{2,}/gi, (w) => (w === "sqrt" || w === "pi" ? w : w.split("").join("*")));
}

/** The TeX inside a choice's \( \) (the whole choice must be one math span). */
export function mathOf(html: string): string | null {
  const m = /^\s*\\\(([\s\S]*)\\\)\s*$/.exec(html);
  return m && !m[1]!.includes("\\(") ? m[1]! : null;
}

const compiled = new Map<string, EvalFunction>();
function compiledOf(expr: string): EvalFunction {
  let f = compiled.get(expr);
  if (!f) {
    f = compile(expr);
    compiled.set(expr, f);
  }
  return f;
}

const numberCache = new Map<string, number | null>();
/** The value of a choice that is a number (\(-\frac{3}{2}\), \(2\sqrt{5}\), \(12\pi\), \(\$4.50\)), else null. */
export function choiceValue(html: string): number | null {
  if (numberCache.has(html)) return numberCache.get(html)!;
  let v: number | null = null;
  const t = mathOf(html);
  if (t !== null && !/[a-z=<>,(]/i.test(t.replace(/\{,\}/g, "").replace(/\\(frac|sqrt|pi|dfrac|\$|%)/g, ""))) {
    try {
      const r = compiledOf(texToMathjs(t)).evaluate({});
      if (typeof r === "number" && Number.isFinite(r)) v = r;
    } catch {
      v = null;
    }
  }
  numberCache.set(html, v);
  return v;
}

/** Evaluates TeX (an expression in the given variables) at a scope. */
export function evalTex(tex: string, scope: Record<string, number>): number {
  const r = compiledOf(texToMathjs(tex)).evaluate({ ...scope });
  if (typeof r !== "number") throw new Error(`not a number: ${tex}`);
  return r;
}

export const close = (a: number, b: number, tol = 1e-9) => Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b));
