/**
 * Key position (content/README.md, "Key position"): where the key sits must tell a guesser nothing.
 * - numeric items (choices ascending): the key's rank among the four choices is as often 1st, 2nd, 3rd or 4th
 *   as chance allows (each rank's count inside the exact binomial band at 1% each way, n items, p = 1/4);
 * - non-numeric Math items: the key is on A or D about half the time (band at 1% each way, p = 1/2), so that
 *   "B or C on numbers, A or D otherwise" is no strategy;
 * - each module's letter counts are what a random draw gives (band at 1% each way, Bonferroni over the 4
 *   letters), not hand-balanced and not lopsided;
 * - two modules do not agree position by position more often than chance: for each pair, the count of positions
 *   with the same key letter against Binomial(n, 1/4), one-sided at 1% divided by the number of pairs;
 * - two modules never agree at SHARED_RUN or more consecutive positions (a copied pattern);
 * - a bank generator does not key the same letter at every seed.
 */
import { isNumericQuestion, keyLetter, keySequence } from "../arrange-choices";
import { ALPHA, allowedMax, allowedMin } from "./stats";
import type { RuleModule, RuleQuestion } from "./types";

/** Two modules agreeing at this many consecutive positions share a copied key pattern. */
export const SHARED_RUN = 6;
const LETTERS = ["A", "B", "C", "D"] as const;

const sc = (q: RuleQuestion) => q.type === "SC" && !!q.choices?.length;
const rankOf = (q: RuleQuestion) => q.choices!.findIndex((c) => c.correct);

export type RankFigure = { items: number; counts: number[]; low: number; high: number };

/** Counts of the key at each of the 4 places among `qs`, with the band chance allows at `alpha` each way. */
export function placeFigure(qs: RuleQuestion[], alpha = ALPHA): RankFigure {
  const counts = [0, 0, 0, 0];
  for (const q of qs) counts[rankOf(q)]!++;
  const ps = qs.map(() => 0.25);
  return { items: qs.length, counts, low: allowedMin(ps, alpha), high: allowedMax(ps, alpha) };
}

export const formatPlaces = (name: string, f: RankFigure) =>
  `${name}: key at places 1-4 ${f.counts.join("/")} of ${f.items} (chance allows ${f.low}-${f.high} each)`;

const outside = (f: RankFigure) => f.counts.some((c) => c < f.low || c > f.high);

/** Numeric single-choice items (ascending choices): the key's rank among the choices. */
export function numericRankProblems(name: string, qs: RuleQuestion[]): string[] {
  const f = placeFigure(qs.filter((q) => sc(q) && isNumericQuestion(q)));
  return f.items && outside(f) ? [formatPlaces(`${name} numeric items`, f)] : [];
}

/** Non-numeric Math single-choice items: the share of keys on A or D. */
export function mathEdgeShareProblems(name: string, qs: RuleQuestion[]): string[] {
  const items = qs.filter((q) => q.test === "math" && sc(q) && !isNumericQuestion(q));
  if (!items.length) return [];
  const edge = items.filter((q) => ["A", "D"].includes(keyLetter(q))).length;
  const ps = items.map(() => 0.5);
  const [low, high] = [allowedMin(ps), allowedMax(ps)];
  return edge < low || edge > high ? [`${name} non-numeric Math: ${edge} of ${items.length} keys on A or D (chance allows ${low}-${high})`] : [];
}

/** One module's letter counts against a random draw (Bonferroni over the four letters). */
export function moduleLetterProblems(m: RuleModule): string[] {
  const f = placeFigure(m.questions.filter(sc), ALPHA / LETTERS.length);
  return outside(f) ? [`${m.id}: key letters A/B/C/D ${f.counts.join("/")} (chance allows ${f.low}-${f.high} each)`] : [];
}

/** P(X >= k) for X ~ Binomial(n, p). */
export function binomialUpper(n: number, k: number, p: number): number {
  let term = (1 - p) ** n;
  let tail = k <= 0 ? term : 0;
  for (let j = 1; j <= n; j++) {
    term *= ((n - j + 1) / j) * (p / (1 - p));
    if (j >= k) tail += term;
  }
  return Math.min(1, tail);
}

type Agreement = { a: string; b: string; n: number; same: number; p: number; run: number };

/** Position-by-position agreement of two key sequences (open-ended positions skipped). */
export function agreement(a: RuleModule, b: RuleModule): Agreement {
  const [x, y] = [keySequence(a), keySequence(b)];
  let n = 0;
  let same = 0;
  let run = 0;
  let best = 0;
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === "-" || y[i] === "-") continue;
    n++;
    if (x[i] === y[i]) {
      same++;
      best = Math.max(best, ++run);
    } else run = 0;
  }
  return { a: a.id, b: b.id, n, same, p: binomialUpper(n, same, 0.25), run: best };
}

export function agreements(modules: RuleModule[]): Agreement[] {
  const out: Agreement[] = [];
  for (let i = 0; i < modules.length; i++) for (let j = i + 1; j < modules.length; j++) out.push(agreement(modules[i]!, modules[j]!));
  return out;
}

/** Pairs of modules whose keys agree position by position beyond chance (Bonferroni over all pairs). */
export function keyAgreementProblems(modules: RuleModule[]): string[] {
  const all = agreements(modules);
  const level = ALPHA / Math.max(1, all.length);
  return all
    .filter((g) => g.p < level)
    .map((g) => `${g.a} and ${g.b}: same key at ${g.same} of ${g.n} positions (p = ${g.p.toExponential(1)}, limit ${level.toExponential(1)})`);
}

/** Pairs of modules that agree at SHARED_RUN or more consecutive positions. */
export function alignedRunProblems(modules: RuleModule[]): string[] {
  return agreements(modules)
    .filter((g) => g.run >= SHARED_RUN)
    .map((g) => `${g.a} and ${g.b}: the same key at ${g.run} consecutive positions (at most ${SHARED_RUN - 1})`);
}

/** Bank generators whose key is the same letter at every seed. */
export function fixedLetterProblems(items: { q: RuleQuestion; group?: string }[]): string[] {
  const letters = new Map<string, Set<string>>();
  for (const { q, group } of items) if (group && sc(q)) letters.set(group, (letters.get(group) ?? new Set()).add(keyLetter(q)));
  return [...letters].filter(([, s]) => s.size === 1).map(([g, s]) => `generator ${g}: key ${[...s][0]} at every seed`);
}
