import type { SkillMastery } from "./mastery";
import { SKILL_INFO, skillOrder } from "./skills";

/**
 * Expected gain (docs/decisions/0025-study-plan.md): how many section points a skill still holds for
 * this student, weakness × how often the test asks it:
 *
 *   gain(skill) = (1 − mastery(skill)) × maxPoints(skill)        (maxPoints: ./skills.ts)
 *
 * e.g. Boundaries at 40% mastery: 0.6 × 78 = 46.8 points; Percentages at 20%: 0.8 × 12.86 ≈ 10.3.
 * The plan works on the largest gains first.
 */
export type RankedSkill = { skill: string; mastery: number; gain: number };

export function expectedGain(skill: string, mastery: number): number {
  const info = SKILL_INFO.get(skill);
  return info ? (1 - mastery) * info.maxPoints : 0;
}

/** Every skill by expected gain, largest first; equal gains keep taxonomy order. */
export function rankSkills(masteries: Iterable<Pick<SkillMastery, "skill" | "mastery">>): RankedSkill[] {
  return [...masteries]
    .filter((m) => SKILL_INFO.has(m.skill))
    .map((m) => ({ skill: m.skill, mastery: m.mastery, gain: expectedGain(m.skill, m.mastery) }))
    .sort((a, b) => b.gain - a.gain || skillOrder(a.skill) - skillOrder(b.skill));
}
