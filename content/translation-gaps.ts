/**
 * What is not yet translated into az or ru (issue 32), recorded so that it can only shrink: the coverage tests
 * (tests/unit/explanations/explanation-coverage.test.ts, tests/unit/lessons/lesson-narration-coverage.test.ts)
 * fail when a question, generator or lesson without a translation is missing from this list (new content comes
 * with its translations) and when one listed here has been translated (take it off). Issue 32 is done when every
 * list is empty. Exams: all translated (2026-11-28). Generators are listed by generator id.
 */
export const TRANSLATION_GAPS = {
  az: {
    exam: [],
    bank: [],
    generator: [],
    narration: [],
  },
  ru: {
    exam: [],
    bank: [],
    generator: [],
    narration: [],
  },
} as const satisfies Record<"az" | "ru", Record<"exam" | "bank" | "generator" | "narration", readonly string[]>>;
