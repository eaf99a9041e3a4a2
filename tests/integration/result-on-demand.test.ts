import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import * as resultPage from "~/routes/exams/result";
import * as questionRoute from "~/routes/exams/result-question";
import { readAccessToken } from "~/features/auth/index.server";
import { seedOnce } from "../setup/exam-helpers";
import { callPage } from "../setup/page";
import { finishExam, type Plan } from "../setup/result-helpers";
import { user } from "../setup/services";

beforeAll(seedOnce);
afterAll(closeDb);

const plan: Plan = (module, i) => (module === 0 ? (["right", "wrong", undefined] as const)[i] : "right");

describe("the result page's questions on demand (issue 30)", () => {
  let finished: Awaited<ReturnType<typeof finishExam>>;
  let owner: ReturnType<typeof user>;
  beforeAll(async () => {
    finished = await finishExam("e2e-short", plan);
    owner = user((await readAccessToken(finished.owner.access))!.userId, "student", finished.owner.username);
  });
  const page = (as: ReturnType<typeof user>, module = 0) =>
    callPage(resultPage, { path: `/exams/result/${finished.id}?lng=en&module=${module}`, user: as, params: { sessionId: String(finished.id) } });
  const question = (as: ReturnType<typeof user> | null, questionId: number | string, sessionId: number | string = finished.id) =>
    callPage(questionRoute, {
      path: `/exams/result/${sessionId}/question/${questionId}?lng=en`,
      user: as,
      params: { sessionId: String(sessionId), questionId: String(questionId) },
    });

  it("the page carries each question of the shown module as its header only: no text, choices or passage", async () => {
    const { status, data } = await page(owner);
    expect(status).toBe(200);
    const [shown, ...others] = data.result.sections;
    expect(shown.questions.map((q: Record<string, unknown>) => Object.keys(q).sort())).toEqual(
      Array(3).fill(["difficulty_level", "id", "index", "response", "skill"]),
    );
    expect(shown.questions.map((q: { response: { is_correct: boolean } }) => q.response.is_correct)).toEqual([true, false, false]);
    for (const s of others) expect(s.questions).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/question_text|choice_text|passage/);
  });

  it("an opened question comes with its text, choices and the student's answer, and never the key for a student", async () => {
    const { data: pageData } = await page(owner);
    const head = pageData.result.sections[0].questions[1];
    const { status, data, headers } = await question(owner, head.id);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(data.question).toMatchObject({ id: head.id, index: 1, response: head.response });
    expect(data.question.question_text.length).toBeGreaterThan(10);
    expect(data.question.choices).toHaveLength(4);
    expect(JSON.stringify(data)).not.toMatch(/is_correct"?:\s*true,\s*"?choice|explanation|open_ended_answer/);
    for (const c of data.question.choices) expect(c).not.toHaveProperty("is_correct");
  });

  it("an admin sees the key and the explanation of the opened question", async () => {
    const { data: pageData } = await page(owner);
    const head = pageData.result.sections[0].questions[0];
    const { data } = await question(user(owner.id, "admin", "some-admin"), head.id);
    expect(data.question.explanation.length).toBeGreaterThan(10);
    expect(data.question.choices.filter((c: { is_correct: boolean }) => c.is_correct)).toHaveLength(1);
  });

  it("refuses a question of another session, someone else's session, a bad id, and no sign-in", async () => {
    const { data: pageData } = await page(owner);
    const head = pageData.result.sections[0].questions[0];
    expect((await question(owner, 999_999)).status).toBe(404);
    expect((await question(owner, "x")).status).toBe(404);
    expect((await question(user(owner.id + 100_000, "student", "stranger"), head.id)).status).toBe(404);
    const anonymous = await question(null, head.id);
    expect(anonymous.status).toBe(401);
  });
});
