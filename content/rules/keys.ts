/**
 * Key letters (content/README.md): checked on content AFTER content/arrange-choices.ts has ordered it.
 * - no run of more than MAX_KEY_RUN equal key letters within a module;
 * - no key sequence shared by two modules that is longer than chance explains over all pairs (at least KEY_NGRAM);
 * - numeric choices strictly ascending (where the key sits among them is content/rules/letters.ts's business);
 * - explanations never name a choice by its letter (the order is decided later, so a letter would lie).
 */
import { choiceNumber, isNumericQuestion, KEY_NGRAM, keyNgrams, keySequence, longRuns, MAX_KEY_RUN } from "../arrange-choices";
import { ALPHA } from "./stats";
import { plainText } from "./text";
import type { RuleModule, RuleQuestion } from "./types";

export function keyRunProblems(m: RuleModule): string[] {
  const seq = keySequence(m);
  return longRuns(seq).map(
    ([start, n]) =>
      `${m.id}: ${n} keys "${seq[start]}" in a row (questions ${m.questions
        .slice(start, start + n)
        .map((q) => q.id)
        .join(", ")}); at most ${MAX_KEY_RUN}`,
  );
}

/**
 * The length of shared key runs (at any positions) that chance explains at most ALPHA of the time over all pairs
 * of `modules`: the least n >= KEY_NGRAM with sum over pairs of windows(a) * windows(b) / 4^n <= ALPHA, where
 * windows counts a module's n-long runs of key letters. With our 20 modules of 12-27 questions that is 11; a copied
 * or hand-rotated pattern of that length cannot hide, while independent shuffles do not trip the rule. (Copies at
 * the same positions are caught from 6 letters on by content/rules/letters.ts.)
 */
export function sharedKeyRunLength(modules: RuleModule[]): number {
  const seqs = modules.map(keySequence);
  for (let n = KEY_NGRAM; ; n++) {
    const windows = seqs.map((s) => keyNgrams(s, n).size);
    let expected = 0;
    for (let i = 0; i < windows.length; i++) for (let j = i + 1; j < windows.length; j++) expected += windows[i]! * windows[j]! * 4 ** -n;
    if (expected <= ALPHA || windows.every((w) => w === 0)) return n;
  }
}

/** Modules that share a run of sharedKeyRunLength(modules) key letters (at any positions) with an earlier module. */
export function sharedKeyRunProblems(modules: RuleModule[]): string[] {
  const n = sharedKeyRunLength(modules);
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const m of modules) {
    for (const g of keyNgrams(keySequence(m), n)) {
      const other = seen.get(g);
      if (other && other !== m.id) problems.push(`${m.id} and ${other} share the key sequence ${g} (${n} in a row)`);
      else if (!other) seen.set(g, m.id);
    }
  }
  return problems;
}

export function numericOrderProblem(q: RuleQuestion): string | null {
  if (q.type !== "SC" || !isNumericQuestion(q)) return null;
  const values = q.choices!.map((c) => choiceNumber(c.text)!);
  for (let i = 1; i < values.length; i++)
    if (!(values[i]! > values[i - 1]!)) return `${q.id}: numeric choices are not strictly ascending (${values.join(", ")})`;
  return null;
}

/** Ways of naming a choice by its letter or place: "Choice B", "choices A and C", "(B)", "option C", "answer D", "B is correct", "the first choice". */
const LETTER_PATTERNS: RegExp[] = [
  /\b(?:[Cc]hoices?|[Oo]ptions?|[Aa]nswers?|[Ll]etter)\s*\(?[A-D]\)?(?![\w-])/,
  /(?<![\\\w])\([A-D]\)/,
  /(?<!\b(?:angle|point|vertex|vertices|side|line|segment|plan|group|set|type|vitamin|region|model)\s)\b[A-D]\s+(?:is|was)\s+(?:the\s+)?(?:correct|right|wrong|incorrect|best|key)\b(?!\s+(?:angle|triangle))/,
  /\b(?:[Cc]hoices?|[Oo]ptions?)\s+[A-D]\s*(?:,|and|or)\s*[A-D]\b/,
  /\b(?:[Ff]irst|[Ss]econd|[Tt]hird|[Ff]ourth|[Ll]ast|[Ff]inal|[Tt]op|[Bb]ottom)\s+(?:choice|option|answer choice)s?\b/,
];

export function letterMention(html: string): string | null {
  const t = plainText(html);
  for (const re of LETTER_PATTERNS) {
    const m = re.exec(t);
    if (m) return m[0];
  }
  return null;
}

export function letterMentionProblems(q: RuleQuestion): string[] {
  const out: string[] = [];
  for (const [field, html] of [
    ["explanation", q.explanation],
    ["text", q.text],
  ] as const) {
    const hit = letterMention(html);
    if (hit) out.push(`${q.id}: the ${field} names a choice by letter ("${hit}")`);
  }
  return out;
}

export function numericProblems(m: RuleModule): string[] {
  return m.questions.map(numericOrderProblem).filter((p): p is string => !!p);
}
