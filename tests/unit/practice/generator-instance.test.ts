import { describe, expect, it } from "vitest";
import { generatedQuestion } from "#content/bank/generated";
import { GENERATORS } from "#content/bank/math";
import { freshInstance, generatorOf, INSTANCE_SEED_FROM } from "~/features/practice/generator-instance.server";

/** A fresh instance of a bank generator (decision 0054): the same shape at a new seed, never the stem it replaces. */
const generator = GENERATORS[0]!;
const original = generatedQuestion(generator, 3);
const from = { test: "math", tags: original.tags ?? [], text: original.text };

describe("a fresh instance of a generator", () => {
  it("reads the generator and seed from a bank question's tags", () => {
    expect(generatorOf(from.tags)).toEqual({ id: generator.id, seed: 3 });
    expect(generatorOf(["bank"])).toBeNull();
  });

  it("is the generator's question at the new seed, tagged as an instance instead of a bank question", () => {
    const q = freshInstance(from, () => 5000)!;
    expect(q.id).toBe(`bank-m-${generator.id}-5000`);
    expect(q.text).toBe(generator.generate(5000).question.text);
    expect(q.tags).toEqual(expect.arrayContaining([`generator:${generator.id}`, "seed:5000", "instance"]));
    expect(q.tags).not.toContain("bank");
    expect(q.skill).toBe(original.skill);
  });

  it("skips a seed that repeats the original seed or its stem", () => {
    const seeds = [3, 7000];
    const sameStem = { ...from, text: generator.generate(7000).question.text };
    const q = freshInstance(sameStem, () => seeds.shift() ?? 8000)!;
    expect(q.id).toBe(`bank-m-${generator.id}-8000`);
  });

  it("draws seeds from INSTANCE_SEED_FROM up by default, and is null for written or Reading and Writing questions", () => {
    const q = freshInstance(from)!;
    expect(Number(/-(\d+)$/.exec(q.id)![1])).toBeGreaterThanOrEqual(INSTANCE_SEED_FROM);
    expect(freshInstance({ ...from, test: "verbal" })).toBeNull();
    expect(freshInstance({ ...from, tags: ["bank"] })).toBeNull();
    expect(freshInstance({ ...from, tags: ["bank", "generator:no-such-shape", "seed:1"] })).toBeNull();
  });
});
