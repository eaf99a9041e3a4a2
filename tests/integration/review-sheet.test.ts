import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { createPracticeSet } from "~/features/practice/assign.server";
import { answerPracticeQuestion } from "~/features/practice/answer.server";
import { notebook } from "~/features/practice/notebook.server";
import { reviewSheet } from "~/features/practice/review-sheet.server";
import { practiceSetView } from "~/features/practice/set-view.server";
import { seedOnce } from "../setup/exam-helpers";
import { fixturePoolOnly, practiceUser, wrongChoice } from "../setup/practice-helpers";

beforeAll(async () => {
  await seedOnce();
  await fixturePoolOnly();
});
afterAll(closeDb);

/** A student with three wrong practice answers in their notebook. */
async function studentWithMistakes(type: "student" | "pre_student") {
  const u = await practiceUser(type);
  const made = await createPracticeSet({ studentId: u.id, skills: ["words_in_context"], difficulty: "easy", length: 3 }, { random: () => 0.5 });
  if (!made.ok) throw new Error("no set");
  let view = await practiceSetView(u, made.id);
  while (view.next === "question") {
    const q = view.items.find((i) => !i.result)!.question;
    view = await answerPracticeQuestion(u, made.id, { question: q.id, selected_choice: await wrongChoice(q.id) });
  }
  return u;
}

describe("review sheets of the notebook's questions", () => {
  it("carries the chosen questions with the student's answer; the key and explanation for Premium, space to work for free students", async () => {
    const free = await studentWithMistakes("student");
    const book = await notebook(free.id);
    const chosen = book.items.slice(0, 2).map((i) => i.id);
    const sheet = await reviewSheet(free, { entries: chosen });
    expect(sheet.counts).toEqual({ total: 2, verbal: 2, math: 0 });
    expect(sheet.reveal).toBe(false);
    for (const q of sheet.items) {
      expect(q.yourAnswer).toEqual({ letter: 1, text: null }); // the fixture's second choice: B
      expect(q).not.toHaveProperty("explanation");
      expect(q.choices.every((c) => !("correct" in c))).toBe(true);
    }
    const premium = await studentWithMistakes("pre_student");
    const full = await reviewSheet(premium, { entries: (await notebook(premium.id)).items.map((i) => i.id) });
    expect(full.reveal).toBe(true);
    expect(full.items).toHaveLength(3);
    expect(full.items[0]!.explanation).toBeTruthy();
    expect(full.items[0]!.choices.filter((c) => c.correct)).toHaveLength(1);
    // Someone else's entries are refused.
    await expect(reviewSheet(premium, { entries: chosen })).rejects.toMatchObject({ status: 400 });
    // None chosen: the entries due now (none yet: due tomorrow).
    expect((await reviewSheet(free, {})).items).toEqual([]);
    expect((await reviewSheet(free, { now: new Date(Date.now() + 2 * 86_400_000) })).items).toHaveLength(3);
  });
});
