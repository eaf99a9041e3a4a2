import { MATH_SKILLS, VERBAL_SKILLS } from "#content/skills";
import { PRACTICE_DIFFICULTIES, PRACTICE_LENGTHS, TESTS, TIMER_MINUTES, type StartChoices, type TestKind } from "./choices";

/** The choices of a practice set (choices.ts, without the skills) and the skills they cover. */
export * from "./choices";

const BY_TEST: Record<TestKind, Record<string, readonly string[]>> = { verbal: VERBAL_SKILLS, math: MATH_SKILLS };

export function domainsOf(test: TestKind): string[] {
  return Object.keys(BY_TEST[test]);
}

/** What the start form offers, sent with the page (the taxonomy stays out of its JavaScript, issue 30). */
export function startChoices(): StartChoices {
  return {
    domains: { verbal: domainsOf("verbal"), math: domainsOf("math") },
    difficulties: PRACTICE_DIFFICULTIES,
    lengths: PRACTICE_LENGTHS,
    timers: TIMER_MINUTES,
  };
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
