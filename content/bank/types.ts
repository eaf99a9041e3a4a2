import type { z } from "zod";
import type { QuestionSchema } from "../schema";

/**
 * The skill bank (content/bank/): questions for practice between tests, by skill and difficulty.
 * Reading and Writing questions are written (content/bank/reading-writing/<skill>.ts); Math questions
 * come from parametric generators (content/bank/math/), one per problem shape. content/bank/index.ts
 * puts both together; seed/bank.ts stores them as published `questions` rows tagged "bank".
 */
export type QuestionInput = z.input<typeof QuestionSchema>;

/** One Reading and Writing skill's written questions: at least 6 per difficulty, ids `bank-rw-<skill with dashes>-NN`. */
export type WrittenSkill = { skill: string; questions: QuestionInput[] };

/** What a generator returns for one seed: the question and the parameters it was computed from. */
export type Generated = {
  question: QuestionInput;
  /** The parameters drawn from the seed, for the property test and for the explanation check. */
  params: Record<string, number | string>;
  /** For each distractor (in choice order, the key skipped), the named mistake that produces it. */
  mistakes: string[];
};

/**
 * One Math problem shape. `generate(seed)` is pure: the same seed gives the same question, so a question
 * stored with its seed can be shown again in review. Its key, distractors (each from a named mistake) and
 * explanation are computed from the same parameters. Question ids: `bank-m-<id>-<seed>`.
 */
export type MathGenerator = {
  /** Shape id: lower-case words joined by '-', unique across the bank. */
  id: string;
  domain: string;
  skill: string;
  difficulty: "easy" | "medium" | "hard";
  /** One line: the problem shape, for the duplicate-shape check and for authors. */
  shape: string;
  generate(seed: number): Generated;
};
