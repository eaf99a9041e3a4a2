import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { practiceItems, questions } from "#db/schema";
import { createPracticeSet } from "~/features/practice/assign.server";
import { answerPracticeQuestion, finishPracticeSet } from "~/features/practice/answer.server";
import { savePracticeResponses } from "~/features/practice/autosave.server";
import { practiceSetView } from "~/features/practice/set-view.server";
import { loadPool } from "~/features/practice/pool.server";
import { successForPool } from "~/features/practice/target.server";
import { TARGET_SUCCESS, TARGET_TOLERANCE } from "#grading/irt-ability";
import { seedOnce } from "../setup/exam-helpers";
import { fixturePoolOnly, practiceUser, rightChoice, wrongChoice } from "../setup/practice-helpers";

beforeAll(async () => {
  await seedOnce();
  await fixturePoolOnly();
});
afterAll(closeDb);

async function newSet(studentId: number, extra: Partial<Parameters<typeof createPracticeSet>[0]> = {}) {
  const made = await createPracticeSet({ studentId, skills: ["words_in_context"], difficulty: "medium", length: 5, ...extra });
  if (!made.ok) throw new Error("no set");
  return made.id;
}

describe("a practice set", () => {
  it("shows one question at a time and resumes after a reload with the saved work (revisions win, older ones are ignored)", async () => {
    const u = await practiceUser();
    const id = await newSet(u.id);
    const first = await practiceSetView(u, id);
    expect(first.length).toBe(3); // three medium words-in-context questions in the fixture bank
    expect(first.items).toHaveLength(1);
    expect(first.next).toBe("question");
    const q = first.items[0]!.question;
    // No key, no explanation before the answer.
    expect(JSON.stringify(first)).not.toMatch(/is_correct|explanation|correct_choice/);
    await savePracticeResponses(
      u,
      id,
      [
        {
          question: q.id,
          selected_choice: q.choices[2]!.id,
          marked_for_review: true,
          eliminated: [q.choices[3]!.id],
          highlights: [{ start: 1, end: 5, color: "blue" }],
          revision: 4,
        },
      ],
      0,
    );
    // An older revision changes no answer, but its on-screen time still counts (capped by the time since the set opened).
    const before = Date.now();
    await savePracticeResponses(u, id, [{ question: q.id, selected_choice: q.choices[1]!.id, revision: 2, time_ms: 3_600_000 }]);
    const again = await practiceSetView(u, id);
    expect(again.items[0]!.response!.time_ms).toBeGreaterThan(0);
    expect(again.items[0]!.response!.time_ms).toBeLessThan(Date.now() - before + 120_000);
    expect(again.items[0]!.response).toEqual({
      selected_choice: q.choices[2]!.id,
      answer_text: null,
      marked_for_review: true,
      eliminated: [q.choices[3]!.id],
      highlights: [{ start: 1, end: 5, color: "blue" }],
      revision: 4,
      time_ms: again.items[0]!.response!.time_ms,
    });
  });

  it("checks an answer once, shows the explanation to premium students only, and finishes after the last question", async () => {
    for (const type of ["student", "pre_student"] as const) {
      const u = await practiceUser(type);
      const id = await newSet(u.id);
      let view = await practiceSetView(u, id);
      const q0 = view.items[0]!.question;
      view = await answerPracticeQuestion(u, id, { question: q0.id, selected_choice: await wrongChoice(q0.id) });
      expect(view.items[0]!.result!.is_correct).toBe(false);
      if (type === "student") expect(view.items[0]!.result).not.toHaveProperty("explanation");
      else expect(view.items[0]!.result).toMatchObject({ correct_choice: await rightChoice(q0.id), explanation: expect.stringContaining("<p>") });
      // A second check of the same question changes nothing.
      const same = await answerPracticeQuestion(u, id, { question: q0.id, selected_choice: await rightChoice(q0.id) });
      expect(same.items[0]!.result!.is_correct).toBe(false);
      expect(view.items).toHaveLength(2);
      const q1 = view.items[1]!.question;
      // No answer: 400.
      await expect(answerPracticeQuestion(u, id, { question: q1.id })).rejects.toMatchObject({ status: 400 });
      view = await answerPracticeQuestion(u, id, { question: q1.id, selected_choice: await rightChoice(q1.id) });
      const q2 = view.items[2]!.question;
      view = await answerPracticeQuestion(u, id, { question: q2.id, selected_choice: await rightChoice(q2.id) });
      expect(view).toMatchObject({ status: "finished", next: "finished", answered_count: 3, correct_count: 2 });
      await expect(savePracticeResponses(u, id, [{ question: q2.id, revision: 99 }])).rejects.toMatchObject({ status: 409 });
    }
  });

  it("is the student's own: others get 404", async () => {
    const u = await practiceUser();
    const other = await practiceUser();
    const id = await newSet(u.id);
    await expect(practiceSetView(other, id)).rejects.toMatchObject({ status: 404 });
    const view = await practiceSetView(u, id);
    await expect(
      answerPracticeQuestion(other, id, { question: view.items[0]!.question.id, selected_choice: view.items[0]!.question.choices[0]!.id }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("adaptive: each question is the one the student's ability in the skill predicts right about 70% of the time", async () => {
    const u = await practiceUser();
    const id = await newSet(u.id, { difficulty: "adaptive", length: 5, skills: ["words_in_context"] });
    const db = await getDb();
    const pool = await loadPool(db, { skills: ["words_in_context"] });
    const levels: string[] = [];
    const gaps: { chosen: number; best: number }[] = [];
    let view = await practiceSetView(u, id);
    for (const right of [true, true, true, false, true]) {
      const item = view.items.at(-1)!;
      levels.push(item.difficulty);
      // The question in front of the student against every question the set could still have drawn, by the same model.
      const earlier = new Set(view.items.slice(0, -1).map((i) => i.question.id));
      const open = pool.filter((c) => !earlier.has(c.id));
      const success = await successForPool(db, u.id, open);
      const best = Math.min(...open.map((c) => Math.abs(success(c) - TARGET_SUCCESS)));
      gaps.push({ chosen: Math.abs(success(open.find((c) => c.id === item.question.id)!) - TARGET_SUCCESS), best });
      view = await answerPracticeQuestion(u, id, { question: item.question.id, selected_choice: await (right ? rightChoice : wrongChoice)(item.question.id) });
    }
    for (const g of gaps) expect(g.chosen).toBeLessThanOrEqual(g.best + TARGET_TOLERANCE + 1e-9);
    // A new student starts at the middle; three right answers later the questions are the hard ones.
    expect(levels[0]).toBe("medium");
    expect(levels[3]).toBe("hard");
    expect(view.status).toBe("finished");
    const rows = await db
      .select({ d: questions.difficulty, it: practiceItems.difficulty })
      .from(practiceItems)
      .innerJoin(questions, eq(questions.id, practiceItems.questionId))
      .where(eq(practiceItems.setId, id));
    for (const r of rows) expect(r.d).toBe(r.it);
  });

  it("a timer is stamped when first opened; after the deadline the set is closed and answers are refused", async () => {
    const u = await practiceUser();
    const id = await newSet(u.id, { timeLimitMinutes: 5 });
    const t0 = new Date("2026-11-22T10:00:00Z");
    const view = await practiceSetView(u, id, { now: t0 });
    expect(view.ends_at).toBe("2026-11-22T10:05:00.000Z");
    expect((await practiceSetView(u, id, { now: new Date("2026-11-22T10:01:00Z") })).ends_at).toBe("2026-11-22T10:05:00.000Z");
    const q = view.items[0]!.question;
    await expect(
      answerPracticeQuestion(u, id, { question: q.id, selected_choice: q.choices[0]!.id }, { now: new Date("2026-11-22T10:06:00Z") }),
    ).rejects.toMatchObject({ status: 409 });
    const after = await practiceSetView(u, id, { now: new Date("2026-11-22T10:06:00Z") });
    expect(after).toMatchObject({ status: "finished", finished_at: "2026-11-22T10:05:00.000Z", items: [] });
  });

  it("can be finished early; finishing again changes nothing", async () => {
    const u = await practiceUser();
    const id = await newSet(u.id);
    const a = await finishPracticeSet(u, id);
    const b = await finishPracticeSet(u, id);
    expect(a.status).toBe("finished");
    expect(b.finished_at).toBe(a.finished_at);
  });
});
