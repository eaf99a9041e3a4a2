/**
 * The property test of the Math bank's generators (issue 16): for every generator and 1,000 seeds, the
 * question parses, exactly one choice is right by the test's OWN solution from the parameters (an oracle
 * per generator, written here from the problem statement, never calling the generator's code), every
 * distractor is the value of its named mistake and is wrong, choices are distinct and well-formed,
 * numeric choices ascend with the key inside, open-ended answers follow the entry rules and grade as
 * correct, the explanation's numbers are the question's, and a seed always gives the same question
 * (every fifth seed is generated twice).
 */
import katex from "katex";
import { expect, test } from "vitest";
import { acceptedAnswerProblem } from "#grading/grid-in";
import { isOpenEndedCorrect } from "#grading/answer-check";
import { numericValue } from "../../../content/module-problems";
import { QuestionSchema } from "../../../content/schema";
import type { Generated, MathGenerator } from "../../../content/bank/types";
import { choiceValue, close, evalTex, mathOf } from "./tex";

export const SEEDS = 1000;
/** Seeds whose TeX is also typeset by KaTeX with throwOnError (slow, so a sample). */
const KATEX_SEEDS = 12;
/** Seeds generated twice to check that a seed always gives the same question. */
const DETERMINISM_EVERY = 5;

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

const matches = (mt: Matcher, html: string) => (typeof mt === "number" ? isNum(mt)(html) : mt(html));

// ---- well-formedness -------------------------------------------------------------------------

const plain = (html: string) =>
  html
    .replace(/<svg[\s\S]*?<\/svg>/g, (s) => " " + (/aria-label="([^"]*)"/.exec(s)?.[1] ?? "") + " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, " $1/$2 ")
    .replace(/\{,\}/g, "")
    .replace(/(\d),(\d{3})/g, "$1$2");

/** Every number written in the HTML (absolute values; "a/b" read as a fraction too). */
function numbersIn(html: string): number[] {
  const t = plain(html);
  const out: number[] = [];
  for (const m of t.matchAll(/(\d+(?:\.\d+)?|\.\d+)(?:\s*\/\s*(\d+(?:\.\d+)?))?/g)) {
    out.push(Number(m[1]));
    if (m[2]) {
      out.push(Number(m[2]));
      out.push(Number(m[1]) / Number(m[2]));
    }
  }
  return out;
}

/** Math spans already found well-formed (they repeat across seeds). */
const cleanSpans = new Set<string>();

function formProblems(full: string, where: string): string[] {
  const problems: string[] = [];
  if (/<svg/.test(full) && !/<svg role="img" aria-label="[^"]{20,}"/.test(full)) problems.push(`${where}: figure without role="img" and a label`);
  const html = full.replace(/<svg[\s\S]*?<\/svg>/g, "");
  const opens = html.split("\\(").length - 1;
  const closes = html.split("\\)").length - 1;
  if (opens !== closes) problems.push(`${where}: unbalanced \\( \\)`);
  if (/NaN|undefined|Infinity|\[object|null/.test(html)) problems.push(`${where}: NaN/undefined/Infinity/null`);
  for (const m of html.matchAll(/\\\(([\s\S]*?)\\\)/g)) {
    const t = m[1]!;
    if (cleanSpans.has(t)) continue;
    const before = problems.length;
    if (/\+\s*-/.test(t)) problems.push(`${where}: "+ -" in ${t}`);
    if (t.includes("\\\\")) problems.push(`${where}: a doubled backslash in ${t}`);
    if (/-\s*-/.test(t)) problems.push(`${where}: "--" in ${t}`);
    const bare = t.replace(/\\[a-z]+/gi, " ");
    if (/(^|[^\d.}])1[a-z(](?![a-z])/i.test(bare)) problems.push(`${where}: coefficient 1 in ${t}`);
    if (/(^|[^\d.])0[a-z]/i.test(bare)) problems.push(`${where}: coefficient 0 in ${t}`);
    if (/[+-]\s*0(?![.\d])\s*($|[=)<>,])/.test(t)) problems.push(`${where}: "+ 0" in ${t}`);
    if (/[=+\-]\s*$/.test(t.trim()) || /^\s*[=+]/.test(t)) problems.push(`${where}: dangling operator in ${t}`);
    if (problems.length === before) cleanSpans.add(t);
  }
  return problems;
}

const typeset = new Set<string>();
function katexProblems(html: string, where: string): string[] {
  const problems: string[] = [];
  for (const m of html.matchAll(/\\\(([\s\S]*?)\\\)/g)) {
    if (typeset.has(m[1]!)) continue;
    typeset.add(m[1]!);
    try {
      katex.renderToString(m[1]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"), { throwOnError: true, strict: "ignore" });
    } catch (e) {
      problems.push(`${where}: KaTeX cannot typeset ${m[1]}: ${(e as Error).message.slice(0, 80)}`);
    }
  }
  return problems;
}

const values = new Map<string, number | null>();
/** numericValue (mathjs) is slow; entries repeat across seeds. */
function entryValue(entry: string): number | null {
  if (!values.has(entry)) {
    const v = numericValue(entry);
    values.set(entry, v ? Number(v.valueOf()) : null);
  }
  return values.get(entry)!;
}

// ---- one question ----------------------------------------------------------------------------

export function questionProblems(gen: MathGenerator, oracle: Oracle, seed: number): string[] {
  const g = gen.generate(seed);
  const problems: string[] = [];
  const q = g.question;
  // Determinism: every fifth seed is generated twice (generation is most of the cost of this test).
  if (seed % DETERMINISM_EVERY === 0 && JSON.stringify(gen.generate(seed)) !== JSON.stringify(g)) problems.push("the same seed gave a different question");
  const parsed = QuestionSchema.safeParse(q);
  if (!parsed.success) return [...problems, `QuestionSchema: ${JSON.stringify(parsed.error.issues).slice(0, 300)}`];
  if (q.id !== `bank-m-${gen.id}-${seed}`) problems.push(`id ${q.id}`);
  for (const tag of ["bank", `generator:${gen.id}`, `seed:${seed}`, `shape:${gen.id}`]) if (!q.tags?.includes(tag)) problems.push(`missing tag ${tag}`);
  if (q.domain !== gen.domain || q.skill !== gen.skill || q.difficulty !== gen.difficulty) problems.push("domain/skill/difficulty differ from the generator's");
  const texts: [string, string][] = [
    ["text", q.text],
    ["explanation", q.explanation],
    ...(q.choices ?? []).map((c, i) => [`choice ${i}`, c.text] as [string, string]),
  ];
  for (const [where, html] of texts) problems.push(...formProblems(html, where));
  if (seed < KATEX_SEEDS) for (const [where, html] of texts) problems.push(...katexProblems(html, where));
  if (/\b(choice|option)\s+[A-D]\b|\([A-D]\)/i.test(q.explanation)) problems.push("explanation names a choice by letter");

  const steps = q.explanation.split("<ul>")[0]!;
  const p = g.params;
  const keyMatcher = oracle.key(p);
  if (q.type === "SC") {
    const choices = q.choices!;
    const correct = choices.findIndex((c) => c.correct);
    const texts = choices.map((c) => c.text);
    if (new Set(texts).size !== 4) problems.push(`duplicate choice texts: ${texts.join(" | ")}`);
    const values = texts.map(choiceValue);
    if (values.every((v) => v !== null)) {
      const vs = values as number[];
      for (let i = 1; i < 4; i++)
        if (!(vs[i]! > vs[i - 1]! && !close(vs[i]!, vs[i - 1]!))) problems.push(`numeric choices not strictly ascending: ${texts.join(" | ")}`);
      if (correct === 0 || correct === 3) problems.push(`key is the ${correct === 0 ? "smallest" : "largest"} choice: ${texts.join(" | ")}`);
    } else if (values.some((v) => v !== null) && typeof keyMatcher === "number") problems.push(`some choices are not numbers: ${texts.join(" | ")}`);
    const hits = choices.map((c) => matches(keyMatcher, c.text));
    if (hits.filter(Boolean).length !== 1 || !hits[correct])
      problems.push(`oracle's key matches choices ${hits.map((h, i) => (h ? i : "")).join("")} but the key is choice ${correct}: ${texts.join(" | ")}`);
    if (g.mistakes.length !== 3) problems.push(`${g.mistakes.length} mistakes for 3 distractors`);
    let k = 0;
    for (let i = 0; i < 4; i++) {
      if (i === correct) continue;
      const name = g.mistakes[k++];
      const f = name ? oracle.mistakes?.[name] : undefined;
      if (!f) problems.push(`mistake "${name}" has no oracle`);
      else if (!matches(f(p), texts[i]!)) problems.push(`distractor ${texts[i]} is not the value of mistake ${name} (${String(f(p)).slice(0, 60)})`);
      if (!q.explanation.includes(texts[i]!)) problems.push(`the explanation does not name distractor ${texts[i]} by its content`);
    }
    const keyMath = mathOf(texts[correct]!);
    if (keyMath !== null && !steps.includes(keyMath)) problems.push(`the key ${keyMath} does not appear in the explanation's steps`);
  } else {
    if (typeof keyMatcher !== "number") return [...problems, "open-ended oracle must give a number"];
    const forms = q.answers!.split("|||");
    forms.forEach((f, i) => {
      if (acceptedAnswerProblem(f)) problems.push(`accepted answer ${f}: ${acceptedAnswerProblem(f)}`);
      const v = entryValue(f);
      if (v === null) problems.push(`accepted answer ${f} is not a number (numericValue)`);
      else if (!close(v, keyMatcher, i === 0 ? 1e-12 : 0.00051 / Math.max(1, Math.abs(keyMatcher))))
        problems.push(`accepted answer ${f} is not the key ${keyMatcher}`);
      if (!isOpenEndedCorrect(f, q.answers)) problems.push(`accepted answer ${f} is not graded correct`);
    });
    if (isOpenEndedCorrect(String(keyMatcher + 1), q.answers)) problems.push("a wrong entry is graded correct");
    const kv = keyMatcher;
    if (!numbersIn(steps).some((n) => close(n, Math.abs(kv), 1e-9))) problems.push(`the key ${kv} does not appear in the explanation`);
  }
  const shown = numbersIn(q.text + " " + q.explanation);
  for (const [name, v] of Object.entries(p)) {
    if (typeof v !== "number" || Math.abs(v) <= 1 || oracle.hidden?.includes(name)) continue;
    if (!shown.some((n) => close(n, Math.abs(v), 1e-9))) problems.push(`parameter ${name} = ${v} is not shown`);
  }
  const extra = oracle.check?.(g);
  if (extra) problems.push(extra);
  return problems;
}

/** One vitest test per generator over SEEDS seeds. */
export function propertyTests(gens: MathGenerator[], oracles: Record<string, Oracle>) {
  for (const gen of gens) {
    test(`${gen.id} (${gen.skill}, ${gen.difficulty}): ${SEEDS} seeds`, () => {
      const oracle = oracles[gen.id];
      expect(oracle, `no oracle for ${gen.id}`).toBeDefined();
      const failures: string[] = [];
      for (let seed = 0; seed < SEEDS && failures.length < 8; seed++) {
        let problems: string[];
        try {
          problems = questionProblems(gen, oracle!, seed);
        } catch (e) {
          problems = [`threw ${(e as Error).message}`];
        }
        if (problems.length) failures.push(`seed ${seed}: ${problems.slice(0, 3).join("; ")}`);
      }
      expect(failures).toEqual([]);
    });
  }
}
