import { levelsNearest } from "./adaptive";
import type { Level } from "./options";

/** A question practice may draw: its published version and what the draw looks at. */
export type Candidate = { id: number; identifier: string; skill: string; difficulty: Level; tags: string[] };

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

/** One question at the wanted level, or the nearest level that has one left. */
export function pickAtLevel(
  pool: readonly Candidate[],
  wanted: Level,
  opts: { lastSeen: Map<string, number>; exclude?: Set<string>; random: () => number; avoidFamilies?: Set<string> },
) {
  for (const level of levelsNearest(wanted)) {
    const atLevel = pool.filter((c) => c.difficulty === level && !opts.exclude?.has(c.identifier));
    const preferred = atLevel.filter((c) => !opts.avoidFamilies?.has(familyOf(c)));
    const [pick] = pickQuestions(preferred.length ? preferred : atLevel, 1, opts);
    if (pick) return pick;
  }
  return null;
}
