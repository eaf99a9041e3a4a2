import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { responses, sectionAttempts } from "#db/schema";
import * as responsesRoute from "~/routes/api/exams/responses";
import * as resultRoute from "~/routes/api/exams/result";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";

beforeAll(seedOnce);
afterAll(closeDb);

type Q = { id: number; question_type: "SC" | "OE" };

/** A student in the fixture "e2e-math" (one Math module whose open-ended question 2x = 4 has the answer 2). */
async function inMathSection() {
  const { access } = await newUserToken();
  const created = await callRoute(sessionsRoute, { json: { exam: await examId("e2e-math") }, token: access });
  const { id } = (await created.json()) as { id: number };
  const state = await (await callRoute(sessionRoute, { token: access, params: { id: String(id) } })).json();
  const take = await callRoute(takeRoute, {
    token: access,
    path: `/api/exams/section/${state.next_section}/take/?sessionId=${id}`,
    params: { sectionId: String(state.next_section) },
  });
  const body = (await take.json()) as { id: number; sat_question_group: { questions: Q[] } };
  const oe = body.sat_question_group.questions.find((q) => q.question_type === "OE")!;
  return { token: access, session: id, section: body.id, oe: oe.id };
}

type T = Awaited<ReturnType<typeof inMathSection>>;
const save = (t: T, answer: string, revision = 1, lng = "en") =>
  callRoute(responsesRoute, {
    token: t.token,
    path: `/api/test/?lng=${lng}`,
    params: { sectionId: String(t.section) },
    json: { session: t.session, responses: [{ question: t.oe, answer_text: answer, revision }] },
  });
const submit = (t: T, answers: Record<string, unknown> = {}) =>
  callRoute(submitRoute, { token: t.token, params: { sectionId: String(t.section) }, json: { session: t.session, answers } });

async function stored(t: T) {
  const db = await getDb();
  const [attempt] = await db
    .select()
    .from(sectionAttempts)
    .where(and(eq(sectionAttempts.sessionId, t.session), eq(sectionAttempts.sectionId, t.section)));
  const [row] = await db
    .select()
    .from(responses)
    .where(and(eq(responses.attemptId, attempt!.id), eq(responses.questionId, t.oe)));
  return row;
}

async function resultAnswer(t: T) {
  const res = await callRoute(resultRoute, { token: t.token, params: { id: String(t.session) } });
  const text = JSON.stringify(await res.json());
  return text;
}

describe("a decimal comma in a grid-in answer is a decimal point on every door", () => {
  it("autosave keeps 2,0 as 2.0 (not 20), and the section is graded with it", async () => {
    const t = await inMathSection();
    expect((await save(t, "2,0")).status).toBe(200);
    expect((await stored(t))!.answerText).toBe("2.0");
    expect((await submit(t)).status).toBe(200);
    expect((await stored(t))!.isCorrect).toBe(true);
    expect(await resultAnswer(t)).toContain(`"answer_text":"2.0","is_correct":true`);
  });

  it("submit keeps a comma entry as the same number and grades it", async () => {
    const t = await inMathSection();
    expect((await submit(t, { [t.oe]: " 2,00" })).status).toBe(200);
    const row = await stored(t);
    expect(row!.answerText).toBe("2.00");
    expect(row!.isCorrect).toBe(true);
  });

  it("a wrong comma answer stays wrong: 0,2 is 0.2, not 2", async () => {
    const t = await inMathSection();
    expect((await submit(t, { [t.oe]: "0,2" })).status).toBe(200);
    expect((await stored(t))!.isCorrect).toBe(false);
  });

  it("entries the grid-in refuses are 400 with the reason in the caller's language, at autosave and at submit", async () => {
    const t = await inMathSection();
    const mixed = await save(t, "1 1/2", 1, "ru");
    expect(mixed.status).toBe(400);
    expect((await mixed.json()).detail).toBe("Пробелы вводить нельзя. Смешанное число, например 1 1/2, запишите как 3/2 или 1.5.");
    const twoPoints = await save(t, "1,2.5", 2, "az");
    expect(twoPoints.status).toBe(400);
    expect((await twoPoints.json()).detail).toBe("Cavabda yalnız bir onluq nöqtə ola bilər.");
    for (const bad of ["1 1/2", "1,2,3", "2%", "1234567", "1-2"]) {
      const res = await submit(t, { [t.oe]: bad });
      expect(res.status, bad).toBe(400);
      expect(await res.json(), bad).toHaveProperty("answer_text");
    }
    expect(await stored(t)).toBeUndefined();
  });
});
