import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { choices, questions } from "#db/schema";
import { syncChoices } from "#seed/exams";

afterAll(closeDb);

/** Reordered content must not change what a past answer points at (choices keep their rows by text). */
describe("seeding a question's choices", () => {
  it("keeps each choice's row by its text when the order changes; a changed text takes over a free row", async () => {
    const db = await getDb();
    const [q] = await db
      .insert(questions)
      .values({
        identifier: `seed-choices-${Date.now()}`,
        type: "SC",
        text: "<p>?</p>",
        test: "verbal",
        domain: "craft_structure",
        skill: "words_in_context",
        difficulty: "easy",
      })
      .returning({ id: questions.id });
    const read = async () =>
      db
        .select({ id: choices.id, position: choices.position, text: choices.text, isCorrect: choices.isCorrect })
        .from(choices)
        .where(eq(choices.questionId, q!.id))
        .orderBy(asc(choices.position));
    const opts = (texts: string[], key: string) => texts.map((text) => ({ text, correct: text === key }));

    await db.transaction((tx) => syncChoices(tx, q!.id, opts(["alpha", "beta", "gamma", "delta"], "beta")));
    const first = await read();
    const idOf = new Map(first.map((c) => [c.text, c.id]));

    await db.transaction((tx) => syncChoices(tx, q!.id, opts(["delta", "beta", "alpha", "gamma"], "beta")));
    const reordered = await read();
    expect(reordered.map((c) => c.text)).toEqual(["delta", "beta", "alpha", "gamma"]);
    expect(reordered.map((c) => c.id)).toEqual(["delta", "beta", "alpha", "gamma"].map((t) => idOf.get(t)));
    expect(reordered.find((c) => c.isCorrect)?.id).toBe(idOf.get("beta"));

    await db.transaction((tx) => syncChoices(tx, q!.id, opts(["delta", "beta", "alpha", "epsilon"], "beta")));
    const edited = await read();
    expect(edited.map((c) => c.text)).toEqual(["delta", "beta", "alpha", "epsilon"]);
    expect(edited[3]!.id).toBe(idOf.get("gamma"));

    await db.transaction((tx) => syncChoices(tx, q!.id, opts(["beta", "alpha"], "alpha")));
    const fewer = await read();
    expect(fewer.map((c) => [c.text, c.isCorrect])).toEqual([
      ["beta", false],
      ["alpha", true],
    ]);
    expect(fewer.map((c) => c.id)).toEqual([idOf.get("beta"), idOf.get("alpha")]);
  });
});
