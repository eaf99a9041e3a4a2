import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedQuestion } from "#content/bank/generated";
import { GENERATORS } from "#content/bank/math";
import { QuestionSchema } from "#content/schema";
import { closeDb, getDb } from "#db/client";
import { choices, practiceItems, practiceSets, questions } from "#db/schema";
import { answerPracticeQuestion } from "~/features/practice/answer.server";
import { notebook } from "~/features/practice/notebook.server";
import { freshInstance } from "~/features/practice/generator-instance.server";
import { createNotebookSet } from "~/features/practice/notebook-set.server";
import { practiceSetView } from "~/features/practice/set-view.server";
import { storeBankQuestion } from "~/lib/bank-question.server";
import { bankConditions } from "~/features/authoring/bank.server";
import { seedOnce } from "../setup/exam-helpers";
import { fixturePoolOnly, practiceUser, rightChoice, wrongChoice } from "../setup/practice-helpers";

/**
 * "Practise these again" (decision 0054): a Math mistake a bank generator made comes back as a fresh
 * instance of that generator (same shape, a new seed, new numbers), graded like any question, its answer
 * counting for the notebook entry of the question the mistake was made on; other questions come back as
 * they were.
 */
beforeAll(async () => {
  await seedOnce();
  await fixturePoolOnly();
});
afterAll(closeDb);

type U = Awaited<ReturnType<typeof practiceUser>>;
const today = new Date();
const day = (d: number, hour = 12) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + d, hour));

/** A generator's question at seed 3 stored as the seed stores the bank (tags "bank", "generator:…", "seed:3"). */
async function bankQuestion(type: "SC" | "OE") {
  const generator = GENERATORS.find((g) => g.generate(3).question.type === type)!;
  const q = QuestionSchema.parse(generatedQuestion(generator, 3));
  const db = await getDb();
  return { generator, id: await storeBankQuestion(db, q), question: q };
}

/** A finished one-question practice set the student got wrong: the notebook's entry. */
async function mistakeOn(u: U, questionId: number, type: "SC" | "OE", now: Date) {
  const db = await getDb();
  const [q] = await db.select({ difficulty: questions.difficulty }).from(questions).where(eq(questions.id, questionId));
  const [set] = await db
    .insert(practiceSets)
    .values({ userId: u.id, origin: "skills", difficulty: q!.difficulty, length: 1 })
    .returning({ id: practiceSets.id });
  await db.insert(practiceItems).values({ setId: set!.id, position: 0, questionId, difficulty: q!.difficulty });
  await answerPracticeQuestion(
    u,
    set!.id,
    type === "SC" ? { question: questionId, selected_choice: await wrongChoice(questionId) } : { question: questionId, answer_text: "-999" },
    { now },
  );
  const entry = (await notebook(u.id, {}, { now })).items.find((i) => i.question.id === questionId);
  if (!entry) throw new Error("the mistake is not in the notebook");
  return entry;
}

describe("a generator's Math mistake comes back as a fresh instance", () => {
  it("same generator, new seed and numbers; its key is graded right, a wrong answer wrong; the answer counts for the original entry", async () => {
    const u = await practiceUser();
    const original = await bankQuestion("SC");
    const entry = await mistakeOn(u, original.id, "SC", day(0, 9));

    const redo = await createNotebookSet(u.id, { entries: [entry.id] }, day(1, 9));
    if (!redo.ok) throw new Error("no notebook set");
    const view = await practiceSetView(u, redo.id, { now: day(1, 9) });
    const fresh = view.items[0]!.question;
    expect(fresh.id).not.toBe(original.id);
    expect(fresh.identifier).toMatch(new RegExp(`^bank-m-${original.generator.id}-(\\d+)$`));
    const seed = Number(/-(\d+)$/.exec(fresh.identifier)![1]);
    expect(seed).toBeGreaterThanOrEqual(1000);
    const db = await getDb();
    const [row] = await db.select().from(questions).where(eq(questions.id, fresh.id));
    expect(row!.tags).toEqual(expect.arrayContaining([`generator:${original.generator.id}`, `seed:${seed}`, "instance"]));
    expect(row!.tags).not.toContain("bank");
    expect(row).toMatchObject({
      skill: original.question.skill,
      domain: original.question.domain,
      difficulty: original.question.difficulty,
      type: "SC",
      status: "published",
    });
    // New numbers: the stem differs, and it is exactly the generator's question at the new seed.
    expect(row!.text).not.toBe(original.question.text);
    expect(row!.text).toBe(original.generator.generate(seed).question.text);
    const numbers = (s: string) => (s.match(/\d+(\.\d+)?/g) ?? []).join(",");
    expect(numbers(row!.text)).not.toBe(numbers(original.question.text));
    // The key is the generator's key at that seed, graded right through the ordinary answer path.
    const key = original.generator.generate(seed).question.choices!.find((c) => c.correct)!.text;
    const keyChoice = await rightChoice(fresh.id);
    const [stored] = await db.select({ text: choices.text }).from(choices).where(eq(choices.id, keyChoice));
    expect(stored!.text).toBe(key);
    const answered = await answerPracticeQuestion(u, redo.id, { question: fresh.id, selected_choice: keyChoice }, { now: day(1, 10) });
    expect(answered.items[0]!.result).toMatchObject({ is_correct: true });
    // It counted for the entry of the question the mistake was made on (a right answer on another day).
    const after = (await notebook(u.id, {}, { now: day(1, 11) })).items.find((i) => i.id === entry.id)!;
    expect(after.rightDays).toBe(1);

    // Another round: another fresh instance (another seed), and a wrong answer is graded wrong.
    const again = await createNotebookSet(u.id, { entries: [entry.id] }, day(2, 9));
    if (!again.ok) throw new Error("no notebook set");
    const second = (await practiceSetView(u, again.id, { now: day(2, 9) })).items[0]!.question;
    expect(second.identifier).not.toBe(fresh.identifier);
    expect(second.identifier).toMatch(new RegExp(`^bank-m-${original.generator.id}-\\d+$`));
    const wrong = await answerPracticeQuestion(u, again.id, { question: second.id, selected_choice: await wrongChoice(second.id) }, { now: day(2, 10) });
    expect(wrong.items[0]!.result).toMatchObject({ is_correct: false });
  });

  it("a student-produced response generator: the new instance's accepted answer is graded right", async () => {
    const u = await practiceUser();
    const original = await bankQuestion("OE");
    const entry = await mistakeOn(u, original.id, "OE", day(0, 9));
    const redo = await createNotebookSet(u.id, { entries: [entry.id] }, day(1, 9));
    if (!redo.ok) throw new Error("no notebook set");
    const fresh = (await practiceSetView(u, redo.id, { now: day(1, 9) })).items[0]!.question;
    expect(fresh.question_type).toBe("OE");
    const db = await getDb();
    const [row] = await db
      .select({ answers: questions.acceptedAnswers, text: questions.text, tags: questions.tags })
      .from(questions)
      .where(eq(questions.id, fresh.id));
    expect(row!.tags).toContain(`generator:${original.generator.id}`);
    expect(row!.text).not.toBe(original.question.text);
    const accepted = row!.answers!.split("|||")[0]!;
    const answered = await answerPracticeQuestion(u, redo.id, { question: fresh.id, answer_text: accepted }, { now: day(1, 10) });
    expect(answered.items[0]!.result).toMatchObject({ is_correct: true });
  });

  it("a question not made by a generator comes back as it was; instances stay out of the teachers' bank", async () => {
    const u = await practiceUser();
    const db = await getDb();
    // A written Math question of the fixture bank (no generator tag).
    const written = (
      await db
        .select({ id: questions.id, tags: questions.tags })
        .from(questions)
        .where(and(eq(questions.test, "math"), eq(questions.type, "SC"), eq(questions.status, "published")))
    ).find((q) => q.tags.includes("bank") && !q.tags.some((t) => t.startsWith("generator:")));
    const entry = await mistakeOn(u, written!.id, "SC", day(0, 9));
    const redo = await createNotebookSet(u.id, { entries: [entry.id] }, day(1, 9));
    if (!redo.ok) throw new Error("no notebook set");
    expect((await practiceSetView(u, redo.id, { now: day(1, 9) })).items[0]!.question.id).toBe(written!.id);

    const made = await bankQuestion("SC");
    const instance = await storeBankQuestion(db, freshInstance({ test: "math", tags: made.question.tags, text: made.question.text })!);
    const listed = await db
      .select({ id: questions.id })
      .from(questions)
      .where(and(...bankConditions({}, u.id), eq(questions.skill, made.question.skill)));
    expect(listed.map((q) => q.id)).not.toContain(instance);
    expect(listed.map((q) => q.id)).toContain(made.id);
  });
});
