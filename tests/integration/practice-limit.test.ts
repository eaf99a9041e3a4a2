import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Three free questions a day for this file (read once, when the server first reads its settings).
vi.hoisted(() => {
  process.env.PRACTICE_FREE_DAILY_QUESTIONS = "3";
});

import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "#db/client";
import { practiceItems } from "#db/schema";
import { createPracticeSet } from "~/features/practice/assign.server";
import { answerPracticeQuestion } from "~/features/practice/answer.server";
import { practiceSetView } from "~/features/practice/set-view.server";
import * as setsRoute from "~/routes/api/practice/sets";
import * as answerRoute from "~/routes/api/practice/answer";
import { seedOnce } from "../setup/exam-helpers";
import { fixturePoolOnly, practiceUser, rightChoice, wrongChoice } from "../setup/practice-helpers";
import { callRoute } from "../setup/request";

beforeAll(async () => {
  await seedOnce();
  await fixturePoolOnly();
});
afterAll(closeDb);

const day = (d: number, hour = 12) => {
  const t = new Date();
  return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate() + d, hour));
};

describe("the free tier's daily limit (PRACTICE_FREE_DAILY_QUESTIONS=3)", () => {
  it("a free student answers 3 questions a day: the 4th waits for the next UTC day, with the limit said plainly", async () => {
    const u = await practiceUser("student");
    const made = await createPracticeSet({ studentId: u.id, skills: ["linear_equations_one_variable", "words_in_context"], difficulty: "easy", length: 5 });
    if (!made.ok) throw new Error("no set");
    let view = await practiceSetView(u, made.id, { now: day(0) });
    expect(view.limit).toMatchObject({ perDay: 3, usedToday: 0, remaining: 3, reached: false });
    for (let i = 0; i < 3; i++) {
      const q = view.items.at(-1)!.question;
      view = await answerPracticeQuestion(u, made.id, { question: q.id, selected_choice: await rightChoice(q.id) }, { now: day(0, 12 + i) });
    }
    expect(view.limit).toMatchObject({ usedToday: 3, remaining: 0, reached: true });
    // The next question is not shown; the set says why.
    expect(view.next).toBe("limit");
    expect(view.items.every((i) => i.result)).toBe(true);
    // A direct answer is refused with 429.
    const [fourth] = await (
      await getDb()
    )
      .select()
      .from(practiceItems)
      .where(and(eq(practiceItems.setId, made.id), eq(practiceItems.position, 3)));
    await expect(
      answerPracticeQuestion(u, made.id, { question: fourth!.questionId, selected_choice: await rightChoice(fourth!.questionId) }, { now: day(0, 20) }),
    ).rejects.toMatchObject({ status: 429 });
    // Starting a new set today is refused too (REST: 429 with limit_reached).
    const res = await callRoute(setsRoute, { token: u.token, json: { difficulty: "easy", length: 5 } });
    // (the REST call runs on the real clock: today's answers were stamped on the fake day 0, today)
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ limit_reached: true, limit: { perDay: 3, remaining: 0 } });
    // The next UTC day: the question is there again.
    const tomorrow = await practiceSetView(u, made.id, { now: day(1, 0) });
    expect(tomorrow).toMatchObject({ next: "question", limit: { usedToday: 0, remaining: 3 } });
    expect(tomorrow.items.at(-1)!.question.id).toBe(fourth!.questionId);
  });

  it("the limit holds when the last free question is answered in many sets at once", async () => {
    const u = await practiceUser("student");
    const sets: number[] = [];
    for (let i = 0; i < 11; i++) {
      const made = await createPracticeSet({ studentId: u.id, skills: ["linear_equations_one_variable", "words_in_context"], difficulty: "easy", length: 3 });
      if (!made.ok) throw new Error("no set");
      sets.push(made.id);
    }
    // Two of today's three answers are used in the first set: one is left.
    let first = await practiceSetView(u, sets[0]!);
    for (let i = 0; i < 2; i++) {
      const q = first.items.at(-1)!.question;
      first = await answerPracticeQuestion(u, sets[0]!, { question: q.id, selected_choice: await rightChoice(q.id) });
    }
    expect(first.limit).toMatchObject({ usedToday: 2, remaining: 1 });
    // The current question of ten other sets, answered all at once (PostgreSQL: on separate connections).
    const current = await Promise.all(sets.slice(1).map(async (id) => ({ id, q: (await practiceSetView(u, id)).items.at(-1)!.question })));
    const answers = await Promise.allSettled(
      current.map(async ({ id, q }) => answerPracticeQuestion(u, id, { question: q.id, selected_choice: await rightChoice(q.id) })),
    );
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    for (const a of answers) if (a.status === "rejected") expect(a.reason).toMatchObject({ status: 429, detail: "practice:errors.limitReached" });
    expect((await practiceSetView(u, sets[0]!)).limit).toMatchObject({ usedToday: 3, remaining: 0, reached: true });
  });

  it("premium students have no limit", async () => {
    const u = await practiceUser("pre_student");
    const made = await createPracticeSet({ studentId: u.id, skills: ["words_in_context"], difficulty: "adaptive", length: 5 });
    if (!made.ok) throw new Error("no set");
    let view = await practiceSetView(u, made.id);
    expect(view.limit).toMatchObject({ perDay: null, remaining: null, reached: false });
    for (let i = 0; i < 5; i++) {
      const q = view.items.at(-1)!.question;
      view = await answerPracticeQuestion(u, made.id, { question: q.id, selected_choice: await rightChoice(q.id) });
    }
    expect(view).toMatchObject({ status: "finished", answered_count: 5 });
    const res = await callRoute(answerRoute, {
      token: u.token,
      params: { id: String(made.id) },
      json: { question: view.items[0]!.question.id, selected_choice: view.items[0]!.question.choices[0]!.id },
    });
    expect(res.status).toBe(409); // finished, not limited
  });
});
