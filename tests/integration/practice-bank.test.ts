import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { choices, practiceItems, questions, sectionQuestions, users } from "#db/schema";
import { publishedBankIdentifiers, seedBank } from "#seed/bank";
import { arrangeChoices } from "#content/arrange-choices";
import { BANK, BANK_SEEDS, withTags } from "#content/bank/index";
import { GENERATORS } from "#content/bank/math/index";
import { WRITTEN_SKILLS } from "#content/bank/reading-writing/index";
import type { QuestionInput } from "#content/bank/types";
import { createPracticeSet } from "~/features/practice/assign.server";
import { loadPool } from "~/features/practice/pool.server";
import { PRACTICE_FIXTURE_BANK } from "../fixtures/practice-bank";
import { seedOnce } from "../setup/exam-helpers";

beforeAll(seedOnce);
afterAll(closeDb);

const sc = (id: string, skill = "boundaries", extra: Partial<QuestionInput> = {}): QuestionInput => ({
  id,
  type: "SC",
  text: `<p>Which choice completes the text? (${id})</p>`,
  test: "verbal",
  domain: "standard_english",
  skill,
  difficulty: "medium",
  passage: { title: "", html: "<p>The committee met on Tuesday ______ it adjourned before noon.</p>" },
  choices: [
    { text: "Tuesday, and", correct: true },
    { text: "Tuesday and,", correct: false },
    { text: "Tuesday; and,", correct: false },
    { text: "Tuesday. And,", correct: false },
  ],
  explanation: "<p>A comma before the conjunction joins two independent clauses.</p>",
  ...extra,
});

describe("the skill bank in the database", () => {
  it("BANK holds every written question and every generator at each seed, tagged", () => {
    const written = WRITTEN_SKILLS.reduce((n, s) => n + s.questions.length, 0);
    expect(BANK).toHaveLength(written + GENERATORS.length * BANK_SEEDS.length);
    for (const q of BANK) expect(q.tags).toContain("bank");
    for (const g of GENERATORS) {
      const mine = BANK.filter((q) => q.tags?.includes(`generator:${g.id}`));
      expect(mine.map((q) => q.tags?.find((t) => t.startsWith("seed:")))).toEqual(BANK_SEEDS.map((s) => `seed:${s}`));
      // Choices in their final order (content/arrange-choices.ts), as generated for that seed.
      for (const [i, seed] of BANK_SEEDS.entries()) expect(mine[i]!.choices).toEqual(arrangeChoices(g.generate(seed).question).choices);
    }
    for (const q of WRITTEN_SKILLS.flatMap((s) => s.questions)) expect(BANK.find((b) => b.id === q.id)!.choices).toEqual(arrangeChoices(q).choices);
  });

  it("the content bank loads (published, one row per question) and a second load is skipped", async () => {
    const db = await getDb();
    // Seeds the real bank next to the fixture bank the test setup loaded, then puts the fixture back.
    const both = [...BANK, ...PRACTICE_FIXTURE_BANK];
    expect(await seedBank(db, both)).toBe(both.length);
    expect(await seedBank(db, both)).toBe(0);
    const ids = await publishedBankIdentifiers(db);
    for (const q of both) expect(ids).toContain(q.id);
    await seedBank(db, PRACTICE_FIXTURE_BANK);
  });

  it("upserts in place, retires what leaves the bank, brings it back, and leaves a teacher's newer version alone", async () => {
    const db = await getDb();
    const base = [...PRACTICE_FIXTURE_BANK, withTags(sc("bank-t-one"), []), withTags(sc("bank-t-two"), ["generator:t", "seed:1"])];
    await seedBank(db, base);
    const row = async (identifier: string) => (await db.select().from(questions).where(eq(questions.identifier, identifier)))[0]!;
    const one = await row("bank-t-one");
    expect(one.status).toBe("published");
    expect(one.tags).toEqual(["bank"]);
    expect((await row("bank-t-two")).tags).toEqual(["bank", "generator:t", "seed:1"]);
    expect(await db.select().from(choices).where(eq(choices.questionId, one.id))).toHaveLength(4);

    // An edit updates the same row.
    await seedBank(db, [
      ...PRACTICE_FIXTURE_BANK,
      withTags(sc("bank-t-one", "boundaries", { difficulty: "hard" }), []),
      withTags(sc("bank-t-two"), ["generator:t", "seed:1"]),
    ]);
    const edited = await row("bank-t-one");
    expect(edited.id).toBe(one.id);
    expect(edited.difficulty).toBe("hard");
    // Choices reordered (e.g. by arrangeChoices): each keeps its row, so a practice answer still points at the choice picked.
    const before = await db.select().from(choices).where(eq(choices.questionId, one.id));
    const reversed = sc("bank-t-one", "boundaries", { difficulty: "hard" });
    reversed.choices = [...reversed.choices!].reverse();
    await seedBank(db, [...PRACTICE_FIXTURE_BANK, withTags(reversed, []), withTags(sc("bank-t-two"), ["generator:t", "seed:1"])]);
    const after = await db.select().from(choices).where(eq(choices.questionId, one.id));
    for (const c of before) expect(after.find((a) => a.id === c.id)).toMatchObject({ text: c.text, isCorrect: c.isCorrect, position: 3 - c.position });

    // Leaving the bank retires; coming back publishes again.
    await seedBank(db, [...PRACTICE_FIXTURE_BANK, withTags(sc("bank-t-one"), [])]);
    expect((await row("bank-t-two")).status).toBe("retired");
    await seedBank(db, base);
    expect((await row("bank-t-two")).status).toBe("published");

    // A teacher's version 2 (authoring) supersedes version 1: the bank does not publish version 1 again.
    const [teacher] = await db.select({ id: users.id }).from(users).limit(1);
    await db.update(questions).set({ status: "superseded" }).where(eq(questions.id, one.id));
    await db.insert(questions).values({ ...stripRow(one), version: 2, authorId: teacher!.id, status: "published", text: "<p>teacher's version</p>" });
    await seedBank(db, [...base.slice(0, -2), withTags(sc("bank-t-one", "boundaries", { explanation: "<p>changed</p>" }), []), base.at(-1)!]);
    const versions = await db.select().from(questions).where(eq(questions.identifier, "bank-t-one"));
    expect(versions.find((v) => v.version === 1)!.status).toBe("superseded");
    expect(versions.find((v) => v.version === 2)!.status).toBe("published");
    await seedBank(db, PRACTICE_FIXTURE_BANK);
  });

  it("refuses an invalid bank question with its id", async () => {
    const db = await getDb();
    await expect(seedBank(db, [sc("bank-t-bad", "boundaries", { choices: [] })])).rejects.toThrow(/bank-t-bad/);
  });
});

describe("the practice pool", () => {
  it("draws bank and teacher questions, never an exam's, and an empty skill gives the empty answer", async () => {
    const db = await getDb();
    const pool = await loadPool(db, {});
    expect(pool.length).toBeGreaterThan(0);
    const inExams = await db
      .select({ identifier: questions.identifier })
      .from(sectionQuestions)
      .innerJoin(questions, eq(questions.id, sectionQuestions.questionId));
    const examIds = new Set(inExams.map((r) => r.identifier));
    for (const c of pool) expect(examIds.has(c.identifier)).toBe(false);

    // A published teacher question joins the pool; once put in an exam section it leaves it.
    const [teacher] = await db.select({ id: users.id }).from(users).limit(1);
    const [tq] = await db
      .insert(questions)
      .values({
        identifier: "teacher-practice-q",
        type: "SC",
        text: "<p>t</p>",
        test: "math",
        domain: "algebra",
        skill: "linear_functions",
        difficulty: "easy",
        explanation: "<p>e</p>",
        authorId: teacher!.id,
        status: "published",
      })
      .returning();
    expect((await loadPool(db, { skills: ["linear_functions"] })).map((c) => c.identifier)).toEqual(["teacher-practice-q"]);
    const [section] = await db.select({ sectionId: sectionQuestions.sectionId }).from(sectionQuestions).limit(1);
    await db.insert(sectionQuestions).values({ sectionId: section!.sectionId, questionId: tq!.id, position: 999 });
    expect(await loadPool(db, { skills: ["linear_functions"] })).toEqual([]);
    await db.delete(sectionQuestions).where(and(eq(sectionQuestions.questionId, tq!.id)));
    await db.delete(questions).where(eq(questions.id, tq!.id));

    const [student] = await db.select({ id: users.id }).from(users).limit(1);
    expect(await createPracticeSet({ studentId: student!.id, skills: ["circles"], difficulty: "easy", length: 5 })).toEqual({ ok: false, reason: "empty" });
    // The fixture has 3 easy words-in-context questions; on a shared PostgreSQL run other files' published ones join them.
    const easyWic = (await loadPool(db, { skills: ["words_in_context"] })).filter((c) => c.difficulty === "easy").length;
    expect(easyWic).toBeGreaterThanOrEqual(3);
    const made = await createPracticeSet({ studentId: student!.id, skills: ["words_in_context"], difficulty: "easy", length: 5 });
    expect(made).toMatchObject({ ok: true, length: Math.min(5, easyWic), requested: 5 });
    const items = await db
      .select()
      .from(practiceItems)
      .where(eq(practiceItems.setId, (made as { id: number }).id));
    const rows = await db
      .select({ skill: questions.skill, difficulty: questions.difficulty })
      .from(questions)
      .where(
        inArray(
          questions.id,
          items.map((i) => i.questionId),
        ),
      );
    expect(rows.every((r) => r.skill === "words_in_context" && r.difficulty === "easy")).toBe(true);
  });
});

function stripRow(q: typeof questions.$inferSelect) {
  const { id: _id, createdAt: _c, publishedAt: _p, updatedAt: _u, ...rest } = q;
  return rest;
}
