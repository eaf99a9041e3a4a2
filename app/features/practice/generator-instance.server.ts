import crypto from "node:crypto";
import { generatedQuestion } from "#content/bank/generated";
import { generatorById } from "#content/bank/math";
import { QuestionSchema, type Question } from "#content/schema";
import { INSTANCE_TAG } from "~/lib/bank-question.server";

/**
 * "Practise these again" brings a Math mistake that came from a bank generator back as a fresh instance of
 * the same generator: the same shape at a new seed, so other numbers (decision 0054). A stored bank
 * question names its generator and seed in its tags ("generator:<id>", "seed:<n>"; content/bank/index.ts).
 * The instance is an ordinary question row (app/lib/bank-question.server.ts), identifier
 * `bank-m-<id>-<seed>`, tagged "instance" instead of "bank" so that practice never draws it for anyone
 * else and the seed never retires it.
 */
/** New seeds start here: above the bank's seeds (1-8) and the generators' distinct small seeds (< 24). */
export const INSTANCE_SEED_FROM = 1_000;
const INSTANCE_SEED_TO = 2 ** 31 - 1;
const TRIES = 20;

export function generatorOf(tags: readonly string[]): { id: string; seed: number } | null {
  const id = tags.find((t) => t.startsWith("generator:"))?.slice("generator:".length);
  const seed = Number(tags.find((t) => t.startsWith("seed:"))?.slice("seed:".length));
  return id && Number.isSafeInteger(seed) ? { id, seed } : null;
}

/**
 * A fresh instance of the generator `question` came from (a new seed, a different stem), or null when it
 * did not come from one (written questions, teachers' questions, a generator since removed).
 */
export function freshInstance(
  question: { test: string; tags: readonly string[]; text: string },
  randomSeed = () => crypto.randomInt(INSTANCE_SEED_FROM, INSTANCE_SEED_TO),
): Question | null {
  if (question.test !== "math") return null;
  const from = generatorOf(question.tags);
  const generator = from ? generatorById(from.id) : undefined;
  if (!from || !generator) return null;
  for (let i = 0; i < TRIES; i++) {
    const seed = randomSeed();
    if (seed === from.seed) continue;
    const input = generatedQuestion(generator, seed);
    // A small parameter space can repeat a stem: that would not be "new numbers".
    if (input.text === question.text) continue;
    return QuestionSchema.parse({ ...input, tags: [...(input.tags ?? []).filter((t) => t !== "bank"), INSTANCE_TAG] });
  }
  return null;
}
