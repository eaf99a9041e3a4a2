import { nearTarget, TARGET_SUCCESS } from "#grading/irt-ability";
import type { Level, TestKind } from "./options";

/** A question practice may draw: its published version and what the draw looks at. */
export type Candidate = { id: number; identifier: string; test: TestKind; skill: string; difficulty: Level; tags: string[] };

/** Questions made by one generator (one problem shape) are one family; any other question is its own. */
export function familyOf(c: Pick<Candidate, "identifier" | "tags">): string {
  return c.tags.find((t) => t.startsWith("generator:")) ?? c.identifier;
}

/**
 * Draws `count` questions (pure; `random` injected). Order of preference: questions the student has
 * never answered in practice, then the ones answered longest ago; ties in random order. A family
 * (problem shape) appears once before any family appears twice, and skills take turns, so a mixed set
 * is spread over its skills. `exclude`: identifiers already in the set.
 */
export function pickQuestions(
  pool: readonly Candidate[],
  count: number,
  opts: { lastSeen: Map<string, number>; exclude?: Set<string>; random: () => number },
): Candidate[] {
  const ranked = pool
    .filter((c) => !opts.exclude?.has(c.identifier))
    .map((c) => ({ c, seen: opts.lastSeen.get(c.identifier) ?? -1, r: opts.random() }))
    .sort((a, b) => a.seen - b.seen || a.r - b.r)
    .map((x) => x.c);
  const out: Candidate[] = [];
  const usedFamilies = new Set<string>();
  const perSkill = new Map<string, number>();
  // Pass 1: one per family, the skill with the fewest picks so far first; pass 2: whatever is left, in rank order.
  while (out.length < count) {
    const fresh = ranked.filter((c) => !out.includes(c) && !usedFamilies.has(familyOf(c)));
    if (!fresh.length) break;
    const least = Math.min(...fresh.map((c) => perSkill.get(c.skill) ?? 0));
    const next = fresh.find((c) => (perSkill.get(c.skill) ?? 0) === least)!;
    out.push(next);
    usedFamilies.add(familyOf(next));
    perSkill.set(next.skill, (perSkill.get(next.skill) ?? 0) + 1);
  }
  for (const c of ranked) {
    if (out.length >= count) break;
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

/**
 * The next question of an adaptive set (decision 0052): one the student answers right about TARGET_SUCCESS of
 * the time (`successOf`: the model's predicted success for this student), among the questions not excluded.
 * Every question within the tolerance of the best reachable one counts as equally good; among those, a problem
 * shape not in `avoidFamilies` first, then the usual order (never answered, then answered longest ago).
 */
export function pickNearTarget(
  pool: readonly Candidate[],
  successOf: (c: Candidate) => number,
  opts: { lastSeen: Map<string, number>; exclude?: Set<string>; random: () => number; avoidFamilies?: Set<string>; target?: number },
) {
  const open = pool.filter((c) => !opts.exclude?.has(c.identifier));
  if (!open.length) return null;
  const near = nearTarget(open, successOf, opts.target ?? TARGET_SUCCESS);
  const preferred = near.filter((c) => !opts.avoidFamilies?.has(familyOf(c)));
  return pickQuestions(preferred.length ? preferred : near, 1, opts)[0] ?? null;
}
