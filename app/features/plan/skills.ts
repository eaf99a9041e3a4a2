import { MATH_SKILLS, VERBAL_SKILLS } from "#content/skills";

/**
 * The skills the plan works with and how often the test asks each (docs/decisions/0025-study-plan.md).
 *
 * The team's CONTENT guide gives each domain's share of its section (Reading and Writing: Craft and
 * Structure ~28%, Information and Ideas ~26%, Standard English Conventions ~26%, Expression of Ideas
 * ~20%; Math: Algebra ~35%, Advanced Math ~35%, Problem-Solving and Data Analysis ~15%, Geometry and
 * Trigonometry ~15%). A domain's share is split evenly among its skills. A section is scored on a
 * 600-point scale (200-800), so a skill's questions are worth about
 *
 *   maxPoints(skill) = 600 × share(domain) / skills(domain)
 *
 * section points: what a student who gets none of that skill's questions right would gain by getting
 * them all right. E.g. Boundaries: 600 × 0.26 / 2 = 78; Percentages: 600 × 0.15 / 7 ≈ 12.9.
 */
export type TestKind = "verbal" | "math";
export type SkillInfo = { test: TestKind; domain: string; skill: string; share: number; questionsPerTest: number; maxPoints: number };

/** Section points between the lowest and the highest score (200-800). */
export const SECTION_POINTS = 600;
/** Scored questions per section in a full test (two modules): 2 × 27 and 2 × 22 (CONTENT guide). */
export const QUESTIONS_PER_SECTION: Record<TestKind, number> = { verbal: 54, math: 44 };

/** Each domain's share of its section (CONTENT guide, "The test's shape"). */
export const DOMAIN_SHARES: Record<string, number> = {
  craft_structure: 0.28,
  information_ideas: 0.26,
  standard_english: 0.26,
  expression_ideas: 0.2,
  algebra: 0.35,
  advanced_math: 0.35,
  problem_solving_data: 0.15,
  geometry_trigonometry: 0.15,
};

function build(test: TestKind, taxonomy: Record<string, readonly string[]>): SkillInfo[] {
  return Object.entries(taxonomy).flatMap(([domain, skills]) => {
    const share = DOMAIN_SHARES[domain] ?? 0;
    return skills.map((skill) => ({
      test,
      domain,
      skill,
      share: share / skills.length,
      questionsPerTest: (share * QUESTIONS_PER_SECTION[test]) / skills.length,
      maxPoints: (SECTION_POINTS * share) / skills.length,
    }));
  });
}

/** Every skill in taxonomy order (Reading and Writing first): the order of ties and of the skill map. */
export const SKILL_LIST: readonly SkillInfo[] = [...build("verbal", VERBAL_SKILLS), ...build("math", MATH_SKILLS)];
export const SKILL_INFO: ReadonlyMap<string, SkillInfo> = new Map(SKILL_LIST.map((s) => [s.skill, s]));
export const SKILL_IDS: readonly string[] = SKILL_LIST.map((s) => s.skill);

export function isSkill(value: string): boolean {
  return SKILL_INFO.has(value);
}

/** Position of a skill in taxonomy order (unknown skills last). */
export function skillOrder(skill: string): number {
  const i = SKILL_IDS.indexOf(skill);
  return i < 0 ? SKILL_IDS.length : i;
}
