/**
 * "No tell in the form of the key" (content/README.md): the key is not the longest choice, nor the one that
 * repeats the passage's words, more often than chance allows (tolerance: content/rules/stats.ts).
 */
import { isNumericQuestion } from "../arrange-choices";
import { tellFigure, type TellFigure } from "./stats";
import { contentStems, echoShare, plainText } from "./text";
import type { RuleQuestion } from "./types";

const len = (html: string) => plainText(html).length;

/** Per item: can the key be the strictly longest choice (p = 1/4 when one choice is strictly longest), and is it. */
export function longestRow(q: RuleQuestion): { id: string; p: number; hit: boolean } {
  const cs = q.choices ?? [];
  if (q.type !== "SC" || cs.length < 2 || isNumericQuestion(q)) return { id: q.id, p: 0, hit: false };
  const lengths = cs.map((c) => len(c.text));
  const max = Math.max(...lengths);
  const atMax = lengths.filter((l) => l === max).length;
  if (atMax !== 1) return { id: q.id, p: 0, hit: false };
  return { id: q.id, p: 1 / cs.length, hit: lengths[cs.findIndex((c) => c.correct)] === max };
}

/**
 * Per item with a passage: does the key share more of its content words with the passage than the
 * distractors do on average. Chance p = the share of the choices that beat the others' average.
 */
export function echoRow(q: RuleQuestion): { id: string; p: number; hit: boolean; shares: number[] } {
  const cs = q.choices ?? [];
  if (q.type !== "SC" || cs.length < 2 || !q.passage) return { id: q.id, p: 0, hit: false, shares: [] };
  const stems = contentStems(q.passage.html);
  const shares = cs.map((c) => echoShare(c.text, stems));
  const beats = shares.map((s, i) => {
    const others = shares.filter((_, j) => j !== i);
    return s > others.reduce((a, b) => a + b, 0) / others.length + 1e-9;
  });
  const key = cs.findIndex((c) => c.correct);
  return { id: q.id, p: beats.filter(Boolean).length / cs.length, hit: beats[key] ?? false, shares };
}

export function longestTell(qs: RuleQuestion[]): TellFigure {
  return tellFigure(qs.map(longestRow));
}

export function echoTell(qs: RuleQuestion[]): TellFigure {
  return tellFigure(qs.map(echoRow));
}

/** A module's own ceiling: the key is strictly longest in at most half of the items where it could be. */
export function moduleLongestProblem(id: string, qs: RuleQuestion[]): string | null {
  const f = longestTell(qs);
  return f.items >= 4 && f.observed > f.items / 2 ? `${id}: the key is the longest choice in ${f.observed} of ${f.items} items (${f.ids.join(", ")})` : null;
}
