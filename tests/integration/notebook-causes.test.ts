import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { practiceSets } from "#db/schema";
import { createPracticeSet } from "~/features/practice/assign.server";
import { answerPracticeQuestion } from "~/features/practice/answer.server";
import { savePracticeResponses } from "~/features/practice/autosave.server";
import { notebook, setMistakeCause } from "~/features/practice/notebook.server";
import { practiceSetView } from "~/features/practice/set-view.server";
import * as entryApi from "~/routes/api/practice/notebook-entry";
import * as notebookApi from "~/routes/api/practice/notebook";
import { newUserToken, seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";
import { fixturePoolOnly, practiceUser, rightChoice, wrongChoice } from "../setup/practice-helpers";

beforeAll(async () => {
  await seedOnce();
  await fixturePoolOnly();
});
afterAll(closeDb);

/** Reading and Writing's budget per question is 32 min / 27 ≈ 71 s. */
const SLOW = 200_000;
const FAST = 5_000;

/** A practice set of words-in-context questions opened ten minutes ago (so up to ten minutes a question count). */
async function setOf(u: Awaited<ReturnType<typeof practiceUser>>, difficulty: "easy" | "medium" | "hard", length: number) {
  const made = await createPracticeSet({ studentId: u.id, skills: ["words_in_context"], difficulty, length }, { random: () => 0.5 });
  if (!made.ok) throw new Error("no set");
  await practiceSetView(u, made.id);
  const db = await getDb();
  await db
    .update(practiceSets)
    .set({ startedAt: new Date(Date.now() - 600_000), createdAt: new Date(Date.now() - 600_000) })
    .where(eq(practiceSets.id, made.id));
  return made.id;
}

/** Answers the next open question after `ms` on screen, right or wrong. */
async function answerNext(u: Awaited<ReturnType<typeof practiceUser>>, setId: number, right: boolean, ms: number) {
  const view = await practiceSetView(u, setId);
  const q = view.items.find((i) => !i.result)!.question;
  await savePracticeResponses(u, setId, [{ question: q.id, revision: 1, time_ms: ms }]);
  await answerPracticeQuestion(u, setId, { question: q.id, selected_choice: await (right ? rightChoice : wrongChoice)(q.id) });
  return q.identifier;
}

describe("the mistake log files itself", () => {
  it("suggests content on a weak skill, timing when slow, careless when fast on a skill mostly right; the student may change it; counts and filters by cause", async () => {
    const u = await practiceUser();
    // Hard: the first answer of the skill is wrong (too few answers to call it mostly right), then two right.
    const hard = await setOf(u, "hard", 3);
    const content = await answerNext(u, hard, false, 40_000);
    await answerNext(u, hard, true, 40_000);
    await answerNext(u, hard, true, 40_000);
    let book = await notebook(u.id);
    const causeOf = (id: string) => book.items.find((i) => i.question.identifier === id)?.cause;
    expect(causeOf(content)).toBe("content");
    // Easy, all right (5 of 6); medium: a fast mistake (careless), one at an ordinary pace (misread), a slow one (timing).
    const easy = await setOf(u, "easy", 3);
    for (let k = 0; k < 3; k++) await answerNext(u, easy, true, 40_000);
    const medium = await setOf(u, "medium", 3);
    const fast = await answerNext(u, medium, false, FAST);
    const normal = await answerNext(u, medium, false, 40_000);
    const slow = await answerNext(u, medium, false, SLOW);
    book = await notebook(u.id);
    expect(causeOf(fast)).toBe("careless");
    expect(causeOf(normal)).toBe("misread");
    expect(causeOf(slow)).toBe("timing");
    expect(book.byCause).toEqual({ content: 1, careless: 1, timing: 1, misread: 1 });

    const entry = book.items.find((i) => i.question.identifier === fast)!;
    expect(await setMistakeCause(u.id, entry.id, "content")).toMatchObject({ cause: "content", suggested_cause: "careless", cause_chosen: true });
    const filtered = await notebook(u.id, { cause: "content" });
    expect(filtered.items.map((i) => i.question.identifier)).toContain(fast);
    expect(filtered.items.every((i) => i.cause === "content")).toBe(true);
    expect((await notebook(u.id, { cause: "careless" })).items).toEqual([]);
    // Back to the suggestion.
    expect(await setMistakeCause(u.id, entry.id, null)).toMatchObject({ cause: "careless", cause_chosen: false });

    // Another student's entry is not found.
    const other = await practiceUser();
    await expect(setMistakeCause(other.id, entry.id, "timing")).rejects.toMatchObject({ status: 404 });
  });
});

describe("the notebook's causes through the REST API", () => {
  it("PATCH files a mistake under a cause; another cause is a 400, another's entry a 404", async () => {
    const u = await practiceUser();
    const access = u.token;
    const set = await setOf(u, "easy", 3);
    await answerNext(u, set, false, 40_000);
    const entry = (await notebook(u.id)).items[0]!;
    const patch = (id: number, body: unknown, token = access) =>
      callRoute(entryApi, { method: "PATCH", token, json: body, path: `/api/practice/notebook/${id}/`, params: { id: String(id) } });
    const res = await patch(entry.id, { cause: "timing" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: entry.id, cause: "timing", cause_chosen: true });
    expect((await patch(entry.id, { cause: "boredom" })).status).toBe(400);
    const other = await newUserToken();
    expect((await patch(entry.id, { cause: "timing" }, other.access)).status).toBe(404);
    const listed = (await (await callRoute(notebookApi, { token: access, path: "/api/practice/notebook/?cause=timing" })).json()) as {
      counts_by_cause: Record<string, number>;
      results: { id: number; cause: string }[];
    };
    expect(listed.counts_by_cause.timing).toBe(1);
    expect(listed.results.map((r) => r.id)).toEqual([entry.id]);
  });
});
