/**
 * Variety of the Math bank (content/README.md, "Bank variety"): a student who practises one shape must not see the
 * same problem twice in DRAWS draws, nor one sentence with new numbers every time.
 * - repeats: the stems of seeds 1..DRAWS of a generator are pairwise different;
 * - wordings: over WORDING_SEEDS seeds, a generator's stems with every number masked take at least MIN_WORDINGS
 *   different forms (a new sentence, a new context or a new question about the same setup each count).
 */
import type { MathGenerator } from "../bank/types";

export const DRAWS = 20;
export const WORDING_SEEDS = 40;
export const MIN_WORDINGS = 3;

/** A stem's wording: figures dropped, every number (with TeX thousands separators and decimals) masked. */
export function wordingOf(stem: string): string {
  return stem
    .replace(/<svg[\s\S]*?<\/svg>/g, "")
    .replace(/-?\d+(?:(?:[.,]|\{,\})\d+)*/g, "#")
    .replace(/\s+/g, " ")
    .trim();
}

export function repeatProblem(g: MathGenerator): string | null {
  const stems = Array.from({ length: DRAWS }, (_, i) => g.generate(i + 1).question.text);
  const dup = stems.length - new Set(stems).size;
  return dup ? `generator ${g.id}: ${dup} of its first ${DRAWS} draws repeat an earlier one` : null;
}

export function wordingCount(g: MathGenerator): number {
  return new Set(Array.from({ length: WORDING_SEEDS }, (_, i) => wordingOf(g.generate(i + 1).question.text))).size;
}
