/**
 * What a student can choose when starting skill practice, shared by the page, the REST API and the
 * study plan. Skills and domains are content/schema.ts's names. Apart from the skills (options.ts): the
 * start form and the practice page show these without loading the skill taxonomy (issue 30).
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

/** The page of one practice set (full-screen, like the exam). */
export const practiceSetPath = (id: number) => `/practice/${id}`;

/** What the start form offers besides the skills, in order: each test's domains, the difficulties, lengths and timers (options.ts's `startChoices`). */
export type StartChoices = {
  domains: Record<TestKind, string[]>;
  difficulties: readonly PracticeDifficultyChoice[];
  lengths: readonly PracticeLength[];
  timers: readonly number[];
};
