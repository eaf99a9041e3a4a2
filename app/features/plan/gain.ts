import type { SkillMastery } from "./mastery";
import { SKILL_INFO, skillOrder } from "./skills";

/**
 * Expected gain (docs/decisions/0025-study-plan.md, 0052): how many section points a skill still holds for
 * this student, the share of its test questions they are expected to miss × how often the test asks it:
 *
 *   gain(skill) = (1 − expected(skill)) × maxPoints(skill)        (maxPoints: ./skills.ts)
 *
 * `expected` is the share right the item model predicts at the student's ability in the skill (the ability
 * practice aims its questions with: grading/irt-ability.ts `expectedShare`), so the plan and practice read the
 * same abilities. e.g. Boundaries at 40% expected: 0.6 × 78 = 46.8 points; Percentages at 20%: 0.8 × 12.86 ≈ 10.3.
 * The plan works on the largest gains first.
 */
export type RankedSkill = { skill: string; mastery: number; gain: number };

export function expectedGain(skill: string, expected: number): number {
  const info = SKILL_INFO.get(skill);
  return info ? (1 - expected) * info.maxPoints : 0;
}

/** Every skill by expected gain, largest first; equal gains keep taxonomy order. `mastery` is carried for display. */
export function rankSkills(skills: Iterable<Pick<SkillMastery, "skill" | "mastery"> & { expected: number }>): RankedSkill[] {
  return [...skills]
    .filter((m) => SKILL_INFO.has(m.skill))
    .map((m) => ({ skill: m.skill, mastery: m.mastery, gain: expectedGain(m.skill, m.expected) }))
    .sort((a, b) => b.gain - a.gain || skillOrder(a.skill) - skillOrder(b.skill));
}
