import { evaluate, fraction, type Fraction } from "mathjs";
import type { Module } from "./schema";

/** Strips tags and TeX delimiters for counting words and comparing texts. */
export function plainText(html: string): string {
  return html
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\\[()]/g, " ")
    .replace(/&[a-z]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function wordCount(html: string): number {
  const t = plainText(html);
  return t ? t.split(" ").length : 0;
}

/** The exact value of a student-produced response ("3/4", ".75", "-2"), or null when it is not a number. */
export function numericValue(answer: string): Fraction | null {
  const a = answer.trim();
  if (!/^-?(\d+(\.\d*)?|\.\d+)(\/\d+(\.\d*)?)?$/.test(a)) return null;
  try {
    return fraction(evaluate(a.startsWith(".") || a.startsWith("-.") ? a.replace(".", "0.") : a)) as Fraction;
  } catch {
    return null;
  }
}

/**
 * How far a student-produced decimal may sit from the exact value: a decimal cut off or rounded after d
 * digits is within 10^-d of it (7/6 as 1.166 or 1.167, 2/3 as .6666 or .6667). Fractions and whole numbers: exact.
 */
export function decimalTolerance(answer: string): number {
  const m = /\.(\d+)$/.exec(answer.trim());
  return m ? 10 ** -m[1]!.length : 1e-9;
}

/** Problems with one module that a schema cannot express. */
export function moduleProblems(m: Module): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const texts = new Set<string>();
  for (const q of m.questions) {
    if (ids.has(q.id)) problems.push(`${q.id}: duplicate identifier`);
    ids.add(q.id);
    const key = plainText((q.passage?.html ?? "") + q.text);
    if (texts.has(key)) problems.push(`${q.id}: duplicate text`);
    texts.add(key);
    if (q.test !== m.test) problems.push(`${q.id}: test ${q.test} in a ${m.test} module`);
    if (q.passage) {
      const words = wordCount(q.passage.html);
      if (words < 25 || words > 150 * 2 + 10) problems.push(`${q.id}: passage has ${words} words`);
    }
    if (q.type === "OE" && q.test === "math" && q.answers) {
      const values = q.answers.split("|||").map((a) => ({ a, v: numericValue(a) }));
      for (const { a, v } of values) {
        if (!v) problems.push(`${q.id}: accepted answer "${a}" is not a number`);
        const len = a.trim().replace(/^-/, "").length;
        if (len > 5) problems.push(`${q.id}: accepted answer "${a}" does not fit the 5-character entry`);
      }
      // Rounded or truncated decimals of a repeating value agree with the exact (first) form to their last digit.
      const exact = values[0]?.v;
      for (const { a, v } of values.slice(1)) {
        if (exact && v && Math.abs(Number(v.valueOf()) - Number(exact.valueOf())) >= decimalTolerance(a))
          problems.push(`${q.id}: accepted answers disagree (${q.answers})`);
      }
    }
    if (!q.explanation.trim()) problems.push(`${q.id}: no explanation`);
  }
  return problems;
}
