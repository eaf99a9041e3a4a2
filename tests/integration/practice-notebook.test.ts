import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { notebookEvents } from "#db/schema";
import { createSession, sessionState, submitSection, takeSection, saveResponses } from "~/features/exam/runtime.server";
import { createPracticeSet } from "~/features/practice/assign.server";
import { notebook, notebookCounts } from "~/features/practice/notebook.server";
import { createNotebookSet } from "~/features/practice/notebook-set.server";
import { answerPracticeQuestion } from "~/features/practice/answer.server";
import { practiceSetView } from "~/features/practice/set-view.server";
import { examId, seedOnce } from "../setup/exam-helpers";
import { fixturePoolOnly, practiceUser, rightChoice, wrongChoice } from "../setup/practice-helpers";

beforeAll(async () => {
  await seedOnce();
  await fixturePoolOnly();
});
afterAll(closeDb);

const DAY = 24 * 60 * 60 * 1000;
/** The fake clock: noon UTC, `d` days after today (the server functions take `now`). */
const today = new Date();
const day = (d: number, hour = 12) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + d, hour));

type U = Awaited<ReturnType<typeof practiceUser>>;

/** Answers every open question of a set in order: right (the fixture's first choice) or wrong (its second). */
async function answerAll(u: U, setId: number, right: boolean, now: Date) {
  let view = await practiceSetView(u, setId, { now });
  while (view.next === "question") {
    const item = view.items.find((i) => !i.result)!;
    const q = item.question;
    // The fixture's words-in-context questions are single choice: the first choice is the key.
    if (q.question_type !== "SC") throw new Error("use single-choice questions here");
    const body = { question: q.id, selected_choice: await (right ? rightChoice : wrongChoice)(q.id) };
    view = await answerPracticeQuestion(u, setId, body, { now });
  }
  return view;
}

async function entryOf(u: U, identifier: string, now: Date) {
  const all = [...(await notebook(u.id, {}, { now })).items, ...(await notebook(u.id, { status: "cleared" }, { now })).items];
  return all.find((i) => i.question.identifier === identifier) ?? null;
}

describe("the mistakes notebook", () => {
  it("takes in a finished test once: wrong, unanswered and marked questions, with the test as source", async () => {
    const u = await practiceUser();
    const session = await createSession(u, await examId("e2e-math"));
    const { state } = await sessionState(u, session.id, "write");
    if (state.kind !== "section") throw new Error("no section");
    const view = await takeSection(u, session.id, state.sectionId);
    const [sc, oe] = view.questions as { id: number; type: string; choices: { id: number }[] }[];
    // Question 1 wrong (second choice), question 2 right but marked for review.
    await saveResponses(u, session.id, state.sectionId, [{ question: oe!.id, answer_text: "2", marked_for_review: true, revision: 1 }]);
    await submitSection(u, session.id, state.sectionId, { [sc!.id]: sc!.choices[1]!.id, [oe!.id]: "2" });

    const book = await notebook(u.id);
    expect(book.counts).toMatchObject({ active: 2, cleared: 0 });
    const wrong = book.items.find((i) => i.question.id === sc!.id)!;
    const marked = book.items.find((i) => i.question.id === oe!.id)!;
    expect(wrong).toMatchObject({ reason: "wrong", sources: ["test"], examSessionId: session.id, rightDays: 0, due: false });
    expect(marked).toMatchObject({ reason: "marked", sources: ["test"] });
    // Reading it again takes nothing in twice.
    await notebook(u.id);
    const db = await getDb();
    expect(await db.select().from(notebookEvents).where(eq(notebookEvents.userId, u.id))).toHaveLength(2);
    // Filters: source and skill.
    expect((await notebook(u.id, { source: "practice" })).items).toHaveLength(0);
    expect((await notebook(u.id, { skill: "linear_equations_one_variable", source: "test" })).items).toHaveLength(2);
    expect((await notebook(u.id, { skill: "boundaries" })).items).toHaveLength(0);
    // Due the next day.
    expect((await notebook(u.id, { status: "due" }, { now: new Date(Date.now() + DAY) })).items).toHaveLength(2);
    // "Practise these again" can bring the student's own test mistakes back (they saw them in their result).
    const redo = await createNotebookSet(u.id, { entries: [wrong.id] });
    expect(redo.ok).toBe(true);
    const set = await practiceSetView(u, (redo as { id: number }).id);
    expect(set.items[0]!.question.id).toBe(sc!.id);
  });

  it("an entry leaves after right answers on two different days after the mistake (fake clock), and comes back with a new mistake", async () => {
    const u = await practiceUser();
    // Day 0: one wrong answer in practice.
    const made = await createPracticeSet({ studentId: u.id, skills: ["words_in_context"], difficulty: "hard", length: 5 }, { random: () => 0.5 });
    if (!made.ok) throw new Error("no set");
    const first = await practiceSetView(u, made.id, { now: day(0, 9) });
    const q = first.items[0]!.question;
    await answerPracticeQuestion(u, made.id, { question: q.id, selected_choice: await wrongChoice(q.id) }, { now: day(0, 9) });
    let e = (await entryOf(u, q.identifier, day(0, 10)))!;
    expect(e).toMatchObject({ status: "active", reason: "wrong", sources: ["practice"], rightDays: 0, due: false });
    expect(e.dueAt.toISOString()).toBe(day(1, 0).toISOString());

    const again = async (now: Date) => {
      const redo = await createNotebookSet(u.id, { entries: [e.id] }, now);
      if (!redo.ok) throw new Error("no notebook set");
      await answerAll(u, redo.id, true, now);
      return (await entryOf(u, q.identifier, now))!;
    };
    // The same day, right after the explanation: does not count.
    e = await again(day(0, 11));
    expect(e).toMatchObject({ status: "active", rightDays: 0 });
    // Day 1: counts once (twice that day still once); due three days later.
    e = await again(day(1, 8));
    e = await again(day(1, 20));
    expect(e).toMatchObject({ status: "active", rightDays: 1 });
    expect(e.dueAt.toISOString()).toBe(day(4, 0).toISOString());
    expect((await notebook(u.id, { status: "due" }, { now: day(3) })).items.map((i) => i.id)).not.toContain(e.id);
    expect((await notebook(u.id, { status: "due" }, { now: day(4, 1) })).items.map((i) => i.id)).toContain(e.id);
    // Day 2: the second right day clears it.
    e = await again(day(2, 9));
    expect(e).toMatchObject({ status: "cleared", rightDays: 2 });
    expect((await notebook(u.id, {}, { now: day(2, 10) })).items.map((i) => i.id)).not.toContain(e.id);
    expect((await notebook(u.id, { status: "cleared" }, { now: day(2, 10) })).items.map((i) => i.id)).toContain(e.id);
    // A cleared entry cannot be practised from the notebook.
    await expect(createNotebookSet(u.id, { entries: [e.id] }, day(2, 11))).rejects.toMatchObject({ status: 400 });
    // Day 6: wrong again in a new practice set that draws it: back in the notebook, count reset.
    const set2 = await createPracticeSet({ studentId: u.id, skills: ["words_in_context"], difficulty: "hard", length: 5 });
    if (!set2.ok) throw new Error("no set");
    await answerAll(u, set2.id, false, day(6));
    e = (await entryOf(u, q.identifier, day(6, 13)))!;
    expect(e).toMatchObject({ status: "active", rightDays: 0, mistakes: 2, clearedAt: null });
  });

  it("with nothing due yet, the counts say when the next question comes due (the /practice card's next step)", async () => {
    const u = await practiceUser();
    const made = await createPracticeSet({ studentId: u.id, skills: ["words_in_context"], difficulty: "hard", length: 5 }, { random: () => 0.5 });
    if (!made.ok) throw new Error("no set");
    const q = (await practiceSetView(u, made.id, { now: day(0, 9) })).items[0]!.question;
    await answerPracticeQuestion(u, made.id, { question: q.id, selected_choice: await wrongChoice(q.id) }, { now: day(0, 9) });
    expect(await notebookCounts(u.id, day(0, 10))).toEqual({ active: 1, due: 0, cleared: 0, nextDueAt: day(1, 0) });
    expect(await notebookCounts(u.id, day(1, 10))).toEqual({ active: 1, due: 1, cleared: 0, nextDueAt: null });
  });

  it("a question marked for review and answered right goes in as marked and does not count as a right day", async () => {
    const u = await practiceUser();
    const made = await createPracticeSet({ studentId: u.id, skills: ["words_in_context"], difficulty: "easy", length: 5 });
    if (!made.ok) throw new Error("no set");
    const view = await practiceSetView(u, made.id, { now: day(0) });
    const q = view.items[0]!.question;
    await answerPracticeQuestion(u, made.id, { question: q.id, selected_choice: await rightChoice(q.id), marked_for_review: true }, { now: day(0) });
    expect(await entryOf(u, q.identifier, day(0, 13))).toMatchObject({ reason: "marked", rightDays: 0, status: "active" });
    // Answering the rest right adds nothing else.
    await answerAll(u, made.id, true, day(0, 14));
    expect((await notebook(u.id, {}, { now: day(0, 15) })).total).toBe(1);
  });
});
