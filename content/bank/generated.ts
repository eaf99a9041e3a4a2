import { arrangeChoices } from "../arrange-choices";
import type { MathGenerator, QuestionInput } from "./types";

/** A question with the bank's tags added ("bank" first, then `extra`), its own kept. */
export function withTags(q: QuestionInput, extra: string[]): QuestionInput {
  const tags = [...(q.tags ?? [])];
  for (const t of ["bank", ...extra]) if (!tags.includes(t)) tags.push(t);
  return { ...q, tags };
}

/**
 * One generator's question at one seed as the bank stores it: choices in their final order
 * (content/arrange-choices.ts), tags "bank", "generator:<id>" and "seed:<n>". The seed materialises the
 * bank with it (index.ts); the app makes a fresh instance at a new seed with it (the notebook's "practise
 * these again"), without loading the whole bank.
 */
export function generatedQuestion(g: MathGenerator, seed: number): QuestionInput {
  return withTags(arrangeChoices(g.generate(seed).question), [`generator:${g.id}`, `seed:${seed}`]);
}
