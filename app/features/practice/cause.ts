import type { MistakeCause } from "#db/schema";
import { QUESTION_BUDGET_MS } from "#grading/pacing-rules";

/**
 * The cause the mistakes notebook suggests for a wrong or unanswered question (decision 0050). The
 * student may change it; the suggestion comes from the data, in this order:
 *
 * 1. timing: left blank when the module's clock closed it, or on screen over twice the budget;
 * 2. careless: answered in under a third of the budget on a skill the student mostly gets right;
 * 3. misread: any other mistake on a skill the student mostly gets right;
 * 4. content: the skill is mostly wrong (or too few answers to tell).
 *
 * The budget is the real test's time per question: Reading and Writing 32 min / 27, Math 35 min / 22.
 * "Mostly right": at least 60% of at least 3 answered questions of that skill (tests and practice).
 */
export { QUESTION_BUDGET_MS };
export const MOSTLY_RIGHT = 0.6;
export const MIN_ANSWERS = 3;

export type CauseInput = {
  test: "verbal" | "math";
  /** On-screen time of the wrong answer (0: not recorded). */
  timeMs: number;
  /** Unanswered when the module's clock closed it. */
  timedOut: boolean;
  /** The student's record on the question's skill, this mistake included. */
  skill: { right: number; answered: number };
};

export function suggestCause({ test, timeMs, timedOut, skill }: CauseInput): MistakeCause {
  const budget = QUESTION_BUDGET_MS[test];
  if (timedOut || timeMs > 2 * budget) return "timing";
  const mostlyRight = skill.answered >= MIN_ANSWERS && skill.right / skill.answered >= MOSTLY_RIGHT;
  if (!mostlyRight) return "content";
  return timeMs > 0 && timeMs < budget / 3 ? "careless" : "misread";
}
