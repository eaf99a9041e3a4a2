import { MATH_SKILLS, VERBAL_SKILLS } from "#content/skills";

/**
 * The College Board taxonomy the content already uses (content/schema.ts): each test's domains and
 * each domain's skills. Names are shown from the results namespace (results:domains.*, results:skills.*).
 */
export type TestKind = "verbal" | "math";
export const TESTS: readonly TestKind[] = ["verbal", "math"];
export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

const TAXONOMY: Record<TestKind, Record<string, readonly string[]>> = { verbal: VERBAL_SKILLS, math: MATH_SKILLS };

export function domainsOf(test: TestKind): string[] {
  return Object.keys(TAXONOMY[test]);
}

export function skillsOf(test: TestKind, domain: string): string[] {
  return [...(Object.hasOwn(TAXONOMY[test], domain) ? TAXONOMY[test][domain]! : [])];
}

export function isDomainOf(test: TestKind, domain: string): boolean {
  return Object.hasOwn(TAXONOMY[test], domain);
}

export function isSkillOf(test: TestKind, domain: string, skill: string): boolean {
  return skillsOf(test, domain).includes(skill);
}

/** Every (test, domain, skill) in taxonomy order: the rows of the bank's coverage table. */
export function allSkills(): { test: TestKind; domain: string; skill: string }[] {
  return TESTS.flatMap((test) => domainsOf(test).flatMap((domain) => skillsOf(test, domain).map((skill) => ({ test, domain, skill }))));
}
