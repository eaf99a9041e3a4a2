import { MATH_SKILLS, VERBAL_SKILLS } from "#content/skills";

/**
 * What a student can choose when starting skill practice, shared by the page, the REST API and the
 * study plan. Skills and domains are content/schema.ts's names.
 */
export const PRACTICE_LENGTHS = [5, 10, 20] as const;
export type PracticeLength = (typeof PRACTICE_LENGTHS)[number];
export const LEVELS = ["easy", "medium", "hard"] as const;
export type Level = (typeof LEVELS)[number];
export const PRACTICE_DIFFICULTIES = ["adaptive", ...LEVELS] as const;
export type PracticeDifficultyChoice = (typeof PRACTICE_DIFFICULTIES)[number];
/** Optional timer lengths offered on the page (minutes); the API takes any whole number from 1 to 180. */
export const TIMER_MINUTES = [5, 10, 15, 20, 30] as const;
export const MAX_TIMER_MINUTES = 180;
/** The longest notebook set ("practise these again"). */
export const MAX_NOTEBOOK_SET = 20;

export type TestKind = "verbal" | "math";
export const TESTS: readonly TestKind[] = ["verbal", "math"];

const BY_TEST: Record<TestKind, Record<string, readonly string[]>> = { verbal: VERBAL_SKILLS, math: MATH_SKILLS };

export function domainsOf(test: TestKind): string[] {
  return Object.keys(BY_TEST[test]);
}

/** The test and domain of a skill, or null for a name that is not a skill. */
export function placeOfSkill(skill: string): { test: TestKind; domain: string } | null {
  for (const test of TESTS) for (const [domain, skills] of Object.entries(BY_TEST[test])) if (skills.includes(skill)) return { test, domain };
  return null;
}

export function testOfDomain(domain: string): TestKind | null {
  return TESTS.find((t) => domain in BY_TEST[t]) ?? null;
}

/**
 * The skills a choice covers: one skill, every skill of a domain, every skill of a test, or (nothing
 * chosen) every skill. Returns null when the pieces do not fit together (a skill outside the domain).
 */
export function skillsFor(choice: {
  test?: TestKind | null;
  domain?: string | null;
  skill?: string | null;
}): { test: TestKind | null; skills: string[] } | null {
  if (choice.skill) {
    const place = placeOfSkill(choice.skill);
    if (!place || (choice.domain && place.domain !== choice.domain) || (choice.test && place.test !== choice.test)) return null;
    return { test: place.test, skills: [choice.skill] };
  }
  if (choice.domain) {
    const test = testOfDomain(choice.domain);
    if (!test || (choice.test && choice.test !== test)) return null;
    return { test, skills: [...BY_TEST[test][choice.domain]!] };
  }
  if (choice.test) return { test: choice.test, skills: [] };
  return { test: null, skills: [] };
}

/** The page of one practice set (full-screen, like the exam). */
export const practiceSetPath = (id: number) => `/practice/${id}`;
