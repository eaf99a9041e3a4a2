import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import * as answerRoute from "~/routes/api/practice/answer";
import * as finishRoute from "~/routes/api/practice/finish";
import * as indexRoute from "~/routes/api/practice/index";
import * as notebookRoute from "~/routes/api/practice/notebook";
import * as notebookSetRoute from "~/routes/api/practice/notebook-set";
import * as responsesRoute from "~/routes/api/practice/responses";
import * as setRoute from "~/routes/api/practice/set";
import * as setsRoute from "~/routes/api/practice/sets";
import { seedOnce } from "../setup/exam-helpers";
import { fixturePoolOnly, practiceUser, rightChoice, wrongChoice } from "../setup/practice-helpers";
import { callRoute } from "../setup/request";

beforeAll(async () => {
  await seedOnce();
  await fixturePoolOnly();
});
afterAll(closeDb);

const start = (token: string | undefined, json: unknown) => callRoute(setsRoute, { token, json });

describe("REST: /api/practice/", () => {
  it("needs a Bearer token", async () => {
    expect((await callRoute(indexRoute, {})).status).toBe(401);
    expect((await start(undefined, { difficulty: "easy", length: 5 })).status).toBe(401);
    expect((await callRoute(notebookRoute, {})).status).toBe(401);
  });

  it("GET /api/practice/ lists every skill with its question counts, the choices and the daily allowance", async () => {
    const u = await practiceUser();
    const body = await (await callRoute(indexRoute, { token: u.token })).json();
    expect(body.lengths).toEqual([5, 10, 20]);
    expect(body.difficulties).toEqual(["adaptive", "easy", "medium", "hard"]);
    // The fixture bank's 3 per difficulty (on a shared PostgreSQL run, other files' published teacher questions add to them).
    const wic = body.skills.find((s: { skill: string }) => s.skill === "words_in_context");
    expect(wic).toMatchObject({ test: "verbal", domain: "craft_structure" });
    for (const d of ["easy", "medium", "hard"]) expect(wic.counts[d], d).toBeGreaterThanOrEqual(3);
    expect(wic.total).toBe(wic.counts.easy + wic.counts.medium + wic.counts.hard);
    expect(body.skills.find((s: { skill: string }) => s.skill === "circles").total).toBe(0);
    expect(body.limit).toMatchObject({ perDay: 20, usedToday: 0, remaining: 20, reached: false });
  });

  it("POST /api/practice/sets/ refuses bad input with 400 and field errors", async () => {
    const u = await practiceUser();
    const cases: [unknown, string][] = [
      [{ length: 5 }, "difficulty"],
      [{ difficulty: "impossible", length: 5 }, "difficulty"],
      [{ difficulty: "easy", length: 7 }, "length"],
      [{ difficulty: "easy", length: "ten" }, "length"],
      [{ difficulty: "easy", length: 5, skill: "juggling" }, "skill"],
      [{ difficulty: "easy", length: 5, domain: "algebra", skill: "boundaries" }, "skill"],
      [{ difficulty: "easy", length: 5, test: "verbal", domain: "algebra" }, "domain"],
      [{ difficulty: "easy", length: 5, test: "chemistry" }, "test"],
      [{ difficulty: "easy", length: 5, timer_minutes: 0 }, "timer_minutes"],
      [{ difficulty: "easy", length: 5, timer_minutes: 9999 }, "timer_minutes"],
    ];
    for (const [json, field] of cases) {
      const res = await start(u.token, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      const body = await res.json();
      expect(body[field], JSON.stringify(body)).toBeInstanceOf(Array);
      expect(typeof body.detail).toBe("string");
    }
    expect((await callRoute(setsRoute, { token: u.token, raw: "{not json", headers: { "Content-Type": "application/json" } })).status).toBe(400);
  });

  it("an empty skill is 409 {empty: true}, not a 500", async () => {
    const u = await practiceUser();
    const res = await start(u.token, { skill: "circles", difficulty: "adaptive", length: 10 });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ empty: true });
  });

  it("starts, reads, autosaves, answers and finishes a set; 400 for bad answers and saves; 404 for someone else's set", async () => {
    const u = await practiceUser("pre_student");
    const res = await start(u.token, { skill: "linear_equations_one_variable", difficulty: "medium", length: 5, timer_minutes: 30 });
    expect(res.status).toBe(201);
    const set = await res.json();
    expect(set).toMatchObject({
      length: 3,
      difficulty: "medium",
      skills: ["linear_equations_one_variable"],
      test: "math",
      time_limit_seconds: 1800,
      next: "question",
      status: "active",
    });
    expect(set.ends_at).not.toBeNull();
    const id = String(set.id);
    const q = set.items[0].question;
    // The set as GET returns it.
    expect((await (await callRoute(setRoute, { token: u.token, params: { id } })).json()).items[0].question.id).toBe(q.id);
    // Bad params and bodies.
    expect((await callRoute(setRoute, { token: u.token, params: { id: "abc" } })).status).toBe(400);
    expect((await callRoute(setRoute, { token: u.token, params: { id: "999999" } })).status).toBe(404);
    const other = await practiceUser();
    expect((await callRoute(setRoute, { token: other.token, params: { id } })).status).toBe(404);
    for (const json of [
      {},
      { question: q.id },
      { question: "x", selected_choice: 1 },
      { question: q.id, answer_text: "123456789" },
      { question: q.id, selected_choice: 1, extra: true },
    ]) {
      const bad = await callRoute(answerRoute, { token: u.token, params: { id }, json });
      expect(bad.status, JSON.stringify(json)).toBe(400);
    }
    // A choice of another question: 400 with the field.
    const foreign = await callRoute(answerRoute, { token: u.token, params: { id }, json: { question: q.id, selected_choice: 1 } });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toHaveProperty("selected_choice");
    for (const json of [{ responses: [{ question: q.id, revision: -1 }] }, { responses: "no" }, { responses: [], active_position: -2 }]) {
      expect((await callRoute(responsesRoute, { token: u.token, params: { id }, json })).status, JSON.stringify(json)).toBe(400);
    }
    const saved = await callRoute(responsesRoute, {
      token: u.token,
      params: { id },
      json: { responses: [{ question: q.id, marked_for_review: true, revision: 1 }], active_position: 0 },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).saved).toBe(1);

    const body = q.question_type === "SC" ? { question: q.id, selected_choice: await wrongChoice(q.id) } : { question: q.id, answer_text: "999" };
    const answered = await callRoute(answerRoute, { token: u.token, params: { id }, json: body });
    expect(answered.status).toBe(200);
    const after = await answered.json();
    expect(after.items[0].result).toMatchObject({ is_correct: false, explanation: expect.any(String) });
    expect(after.items[0].response.marked_for_review).toBe(true);
    const done = await (await callRoute(finishRoute, { token: u.token, params: { id }, method: "POST" })).json();
    expect(done).toMatchObject({ status: "finished", answered_count: 1, correct_count: 0 });
    expect(
      (
        await callRoute(answerRoute, {
          token: u.token,
          params: { id },
          json: { question: after.items[1].question.id, answer_text: "1", selected_choice: null },
        })
      ).status,
    ).toBe(409);

    // The list of sets.
    const list = await (await callRoute(setsRoute, { token: u.token, path: "/api/practice/sets/?status=finished" })).json();
    expect(list.map((s: { id: number }) => s.id)).toContain(set.id);
    expect((await callRoute(setsRoute, { token: u.token, path: "/api/practice/sets/?status=maybe" })).status).toBe(400);

    // The notebook has the wrong (and marked) answer.
    const book = await (await callRoute(notebookRoute, { token: u.token, path: "/api/practice/notebook/?source=practice" })).json();
    expect(book.results).toHaveLength(1);
    expect(book.results[0]).toMatchObject({
      question: { id: q.id, skill: "linear_equations_one_variable" },
      reason: "wrong",
      sources: ["practice"],
      status: "active",
      right_days: 0,
      practice_set: set.id,
    });
  });

  it("GET /api/practice/notebook/ refuses bad filters; POST …/notebook/practice/ builds a set or says 400/409", async () => {
    const u = await practiceUser();
    for (const q of ["?source=exam", "?status=gone", "?skill=juggling", "?page=0", "?domain=algebra2"]) {
      const res = await callRoute(notebookRoute, { token: u.token, path: `/api/practice/notebook/${q}` });
      expect(res.status, q).toBe(400);
    }
    const empty = await callRoute(notebookSetRoute, { token: u.token, json: {} });
    expect(empty.status).toBe(409);
    expect(await empty.json()).toMatchObject({ empty: true });
    expect((await callRoute(notebookSetRoute, { token: u.token, json: { entries: ["x"] } })).status).toBe(400);
    expect((await callRoute(notebookSetRoute, { token: u.token, json: { entries: Array.from({ length: 21 }, (_, i) => i + 1) } })).status).toBe(400);
    expect((await callRoute(notebookSetRoute, { token: u.token, json: { entries: [2147483000] } })).status).toBe(400);

    // One wrong answer in practice, then "practise these again" on it.
    const set = await (await start(u.token, { skill: "words_in_context", difficulty: "easy", length: 5 })).json();
    const q = set.items[0].question;
    await callRoute(answerRoute, { token: u.token, params: { id: String(set.id) }, json: { question: q.id, selected_choice: await wrongChoice(q.id) } });
    const book = await (await callRoute(notebookRoute, { token: u.token })).json();
    expect(book.count).toBe(1);
    const again = await callRoute(notebookSetRoute, { token: u.token, json: { entries: [book.results[0].id] } });
    expect(again.status).toBe(201);
    const redo = await again.json();
    expect(redo).toMatchObject({ origin: "notebook", difficulty: "mixed", length: 1 });
    expect(redo.items[0].question.id).toBe(q.id);
  });
});
