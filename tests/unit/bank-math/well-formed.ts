/**
 * Well-formedness checks of a generated question's HTML for the Math bank's property test (harness.ts): the
 * numbers it shows, its math spans (no "+ -", no coefficient 1…), what KaTeX typesets, and entries' values.
 */
import katex from "katex";
import { numericValue } from "../../../content/module-problems";
import { svgAccessibilityProblems, svgs } from "../../../content/rules/figures";

const plain = (html: string) =>
  html
    .replace(/<svg[\s\S]*?<\/svg>/g, (s) => " " + (/<desc\b[^>]*>([^<]*)<\/desc>/.exec(s)?.[1] ?? "") + " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, " $1/$2 ")
    .replace(/\{,\}/g, "")
    .replace(/(\d),(\d{3})/g, "$1$2");

/** Every number written in the HTML (absolute values; "a/b" read as a fraction too). */
export function numbersIn(html: string): number[] {
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

export function formProblems(full: string, where: string): string[] {
  const problems: string[] = [];
  // every figure is drawn by content/figures: named by its <title>, described by its <desc>, with its letters or axes labelled
  for (const svg of svgs(full)) for (const p of svgAccessibilityProblems(svg)) problems.push(`${where}: ${p}`);
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
export function katexProblems(html: string, where: string): string[] {
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
export function entryValue(entry: string): number | null {
  if (!values.has(entry)) {
    const v = numericValue(entry);
    values.set(entry, v ? Number(v.valueOf()) : null);
  }
  return values.get(entry)!;
}
