import { arrangeChoices } from "../arrange-choices";
import { GENERATORS } from "./math";
import { WRITTEN_SKILLS } from "./reading-writing";
import { generatedQuestion, withTags } from "./generated";
import type { QuestionInput } from "./types";

/**
 * The whole skill bank as questions (content/bank/types.ts): every written Reading and Writing question,
 * and every Math generator materialised at BANK_SEEDS. seed/bank.ts stores them as published
 * `questions` rows; practice (app/features/practice) draws from them.
 * Tags: "bank" on every question; generated ones also "generator:<id>" and "seed:<n>", so a stored
 * question can be traced back to (and regenerated from) its generator. Choices are in their final order
 * (content/arrange-choices.ts: numeric ones ascending, others in the shuffle seeded by the question id).
 */
export const BANK_SEEDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export function buildBank(): QuestionInput[] {
  const written = WRITTEN_SKILLS.flatMap((s) => s.questions.map((q) => withTags(arrangeChoices(q), [])));
  const generated = GENERATORS.flatMap((g) => BANK_SEEDS.map((seed) => generatedQuestion(g, seed)));
  return [...written, ...generated];
}

export const BANK: QuestionInput[] = buildBank();

export { generatedQuestion, withTags };
