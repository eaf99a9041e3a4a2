import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { responses, sectionAttempts } from "#db/schema";
import { readAccessToken, revokeSession } from "~/features/auth/tokens.server";
import * as responsesRoute from "~/routes/api/exams/responses";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { handleAutosave } from "../../server/exam-fast-paths";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";

/**
 * Autosave (app/features/exam/autosave*.server.ts): one statement per save, the bearer token's
 * signature checked once, and the Node handler server.js mounts ahead of React Router. Both ways in
 * must answer alike, and the guarantees hold: the caller's session, the open section within its
 * deadline, revisions, a submit that sees every acknowledged answer, 409 {closed}, 400 with fields.
 */

type Question = { id: number; question_type: string; choices: { id: number }[] };
type Take = { id: number; end_time: string; sat_question_group: { questions: Question[] } };

/** The handler as server.js mounts it; what it passes on answers 599 "pipeline" here. */
let base = "";
let server: ReturnType<ReturnType<typeof express>["listen"]>;
beforeAll(async () => {
  await seedOnce();
  const app = express();
  app.post("/api/exams/section/:sectionId/responses{/}", handleAutosave as express.RequestHandler);
  app.use((_req, res) => void res.status(599).json({ pipeline: true }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await closeDb();
});

async function student() {
  const { access, username } = await newUserToken();
  const res = await callRoute(sessionsRoute, { json: { exam: await examId("e2e-short") }, token: access });
  const { id } = (await res.json()) as { id: number };
  const session = (await (await callRoute(sessionRoute, { token: access, params: { id: String(id) } })).json()) as { next_section: number };
  const take = (await (
    await callRoute(takeRoute, {
      token: access,
      path: `/api/exams/section/${session.next_section}/take/?sessionId=${id}`,
      params: { sectionId: String(session.next_section) },
    })
  ).json()) as Take;
  return { access, username, sessionId: id, take, sc: take.sat_question_group.questions.filter((q) => q.question_type === "SC") };
}

type Reply = { status: number; body: any; headers: Headers };

/** The same save through the React Router route and through the Node handler. */
const viaRoute = async (token: string | null, sectionId: number | string, json: unknown): Promise<Reply> => {
  const res = await callRoute(responsesRoute, { token: token ?? undefined, params: { sectionId: String(sectionId) }, json });
  return { status: res.status, body: await res.json(), headers: res.headers };
};
const viaNode = async (
  token: string | null,
  sectionId: number | string,
  json: unknown,
  init: { headers?: Record<string, string>; raw?: string } = {},
): Promise<Reply> => {
  const res = await fetch(`${base}/api/exams/section/${sectionId}/responses/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
    body: init.raw ?? JSON.stringify(json),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
};
const both = [
  ["the React Router route", viaRoute],
  ["the Node handler", viaNode],
] as const;

describe.each(both)("autosave through %s", (_name, save) => {
  it("saves a batch, keeps the highest revision of each question, moves the active question", async () => {
    const s = await student();
    const [q1, q2] = s.sc;
    const items = [
      { question: q1!.id, selected_choice: q1!.choices[0]!.id, revision: 1 },
      { question: q1!.id, selected_choice: q1!.choices[2]!.id, revision: 3, marked_for_review: true, eliminated: [q1!.choices[1]!.id] },
      { question: q2!.id, selected_choice: q2!.choices[1]!.id, revision: 2, highlights: [{ start: 1, end: 4, color: "pink" }] },
    ];
    const res = await save(s.access, s.take.id, { session: s.sessionId, responses: items, active_question_index: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ saved: 2, received: 3, end_time: s.take.end_time });
    expect(Math.abs(Date.parse(res.body.server_time) - Date.now())).toBeLessThan(60_000);
    // The middleware puts it on the route's answers; the Node handler itself.
    if (save === viaNode) expect(res.headers.get("cache-control")).toBe("private, no-store");
    const db = await getDb();
    const [attempt] = await db
      .select()
      .from(sectionAttempts)
      .where(and(eq(sectionAttempts.sessionId, s.sessionId), eq(sectionAttempts.sectionId, s.take.id)));
    expect(attempt!.activeQuestion).toBe(1);
    const rows = await db.select().from(responses).where(eq(responses.attemptId, attempt!.id));
    const byQuestion = new Map(rows.map((r) => [r.questionId, r]));
    expect(byQuestion.get(q1!.id)).toMatchObject({
      selectedChoiceId: q1!.choices[2]!.id,
      markedForReview: true,
      eliminated: [q1!.choices[1]!.id],
      revision: 3,
      answerText: null,
    });
    expect(byQuestion.get(q2!.id)).toMatchObject({
      selectedChoiceId: q2!.choices[1]!.id,
      highlights: [{ start: 1, end: 4, color: "pink" }],
      revision: 2,
      eliminated: [],
    });
    // An older or equal revision changes nothing; a newer one wins.
    expect(
      (await save(s.access, s.take.id, { session: s.sessionId, responses: [{ question: q1!.id, selected_choice: q1!.choices[0]!.id, revision: 3 }] })).body
        .saved,
    ).toBe(0);
    expect(
      (await save(s.access, s.take.id, { session: s.sessionId, responses: [{ question: q1!.id, selected_choice: q1!.choices[0]!.id, revision: 4 }] })).body
        .saved,
    ).toBe(1);
    // An empty batch is a valid save (it may only move the active question).
    expect((await save(s.access, s.take.id, { session: s.sessionId, responses: [], active_question_index: 0 })).body).toMatchObject({ saved: 0, received: 0 });
  });

  it("refuses with the same statuses: 400 with fields, 401, 404 for another's session, 409 for another section, closed or late", async () => {
    const s = await student();
    const q = s.sc[0]!;
    const other = s.sc[1]!;
    const bad = await save(s.access, s.take.id, { session: s.sessionId, responses: [{ question: q.id, selected_choice: other.choices[0]!.id, revision: 1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.selected_choice).toBeDefined();
    const shape = await save(s.access, s.take.id, { session: s.sessionId, responses: [{ question: q.id, revision: -1 }] });
    expect(shape.status).toBe(400);
    expect(shape.body["responses.0.revision"]).toBeDefined();
    expect((await save(s.access, s.take.id, { session: s.sessionId, responses: [], active_question_index: 999 })).status).toBe(400);
    expect((await save(s.access, "abc", { session: s.sessionId, responses: [] })).status).toBe(400);
    expect((await save("not-a-token", s.take.id, { session: s.sessionId, responses: [] })).status).toBe(401);

    const stranger = await newUserToken();
    expect((await save(stranger.access, s.take.id, { session: s.sessionId, responses: [] })).status).toBe(404);
    expect((await save(s.access, s.take.id + 100000, { session: s.sessionId, responses: [] })).status).toBe(409);

    const db = await getDb();
    await db
      .update(sectionAttempts)
      .set({ endTime: new Date(Date.now() - 11_000) })
      .where(eq(sectionAttempts.sessionId, s.sessionId));
    const late = await save(s.access, s.take.id, { session: s.sessionId, responses: [{ question: q.id, selected_choice: q.choices[0]!.id, revision: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ closed: true });
    // Within the grace it is still open.
    await db
      .update(sectionAttempts)
      .set({ endTime: new Date(Date.now() - 5_000) })
      .where(eq(sectionAttempts.sessionId, s.sessionId));
    expect(
      (await save(s.access, s.take.id, { session: s.sessionId, responses: [{ question: q.id, selected_choice: q.choices[0]!.id, revision: 1 }] })).status,
    ).toBe(200);
    await db.update(sectionAttempts).set({ submittedAt: new Date() }).where(eq(sectionAttempts.sessionId, s.sessionId));
    const closed = await save(s.access, s.take.id, { session: s.sessionId, responses: [{ question: q.id, selected_choice: q.choices[1]!.id, revision: 2 }] });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ closed: true });
  });

  it("a sign-in revoked after its token was seen is refused at once (401), though the token is still within its time", async () => {
    const s = await student();
    const q = s.sc[0]!;
    expect(
      (await save(s.access, s.take.id, { session: s.sessionId, responses: [{ question: q.id, selected_choice: q.choices[0]!.id, revision: 1 }] })).status,
    ).toBe(200);
    const { sessionId } = (await readAccessToken(s.access))!;
    await revokeSession(sessionId, "test");
    const after = await save(s.access, s.take.id, { session: s.sessionId, responses: [{ question: q.id, selected_choice: q.choices[1]!.id, revision: 2 }] });
    expect(after.status).toBe(401);
    // Before any 400 too, as every API call.
    expect((await save(s.access, s.take.id, { session: s.sessionId, responses: [{ question: q.id, revision: -1 }] })).status).toBe(401);
    const db = await getDb();
    const [row] = await db
      .select({ revision: responses.revision })
      .from(responses)
      .innerJoin(sectionAttempts, eq(sectionAttempts.id, responses.attemptId))
      .where(eq(sectionAttempts.sessionId, s.sessionId));
    expect(row!.revision).toBe(1);
  });
});

describe("the Node handler", () => {
  it("answers what the request guard answers for a body it refuses, and passes anything unusual on to the pipeline", async () => {
    const s = await student();
    const badJson = await viaNode(s.access, s.take.id, null, { raw: "{nope" });
    expect(badJson.status).toBe(400);
    expect(badJson.body.detail).toBeTruthy();
    const nul = await viaNode(s.access, s.take.id, {
      session: s.sessionId,
      responses: [{ question: 1, highlights: [{ start: 0, end: 1, color: "pink", note: "a\u0000b" }], revision: 1 }],
    });
    expect(nul.status).toBe(400);
    // Each header once: the guard's own Cache-Control gives way to the one every answer carries.
    expect(nul.headers.get("cache-control")).toBe("private, no-store");
    expect(nul.headers.get("x-frame-options")).toBe("DENY");
    expect(nul.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const arr = await viaNode(s.access, s.take.id, [1, 2]);
    expect(arr.status).toBe(400);
    // No token: the API's 401; a web session cookie from this site: the API ignores it; from another: 403 (the CSRF rule).
    expect((await viaNode(null, s.take.id, { session: s.sessionId, responses: [] })).status).toBe(401);
    expect((await viaNode(s.access, s.take.id, { session: s.sessionId, responses: [] }, { headers: { Cookie: "sat_access=x" } })).status).toBe(200);
    expect(
      (await viaNode(s.access, s.take.id, { session: s.sessionId, responses: [] }, { headers: { Cookie: "sat_access=x", Origin: "https://evil.example" } }))
        .status,
    ).toBe(403);
    // Another content type, an empty body: the full pipeline's to answer.
    expect((await viaNode(s.access, s.take.id, null, { headers: { "Content-Type": "text/plain" }, raw: "{}" })).status).toBe(599);
    expect((await viaNode(s.access, s.take.id, null, { raw: "" })).status).toBe(599);
    // The translated detail, as the API answers elsewhere.
    const ru = await viaNode(s.access, s.take.id, null, { raw: "{nope", headers: { "Accept-Language": "ru" } });
    expect(ru.body.detail).not.toBe(badJson.body.detail);
  });
});

describe("autosave and submit racing", () => {
  it("every acknowledged answer is graded by the submit; saves after it are refused as closed", async () => {
    const s = await student();
    const questions = s.take.sat_question_group.questions.filter((q) => q.question_type === "SC");
    const saves = questions.map((q, i) =>
      viaNode(s.access, s.take.id, {
        session: s.sessionId,
        responses: [{ question: q.id, selected_choice: q.choices[0]!.id, revision: 1 }],
        active_question_index: i,
      }),
    );
    const submit = callRoute(submitRoute, { token: s.access, json: { session: s.sessionId, answers: {} }, params: { sectionId: String(s.take.id) } });
    const results = await Promise.all(saves);
    expect((await submit).status).toBe(200);
    for (const r of results) expect([200, 409]).toContain(r.status);
    const acknowledged = questions.filter((_, i) => results[i]!.status === 200).map((q) => q.id);
    const db = await getDb();
    const [attempt] = await db
      .select()
      .from(sectionAttempts)
      .where(and(eq(sectionAttempts.sessionId, s.sessionId), eq(sectionAttempts.sectionId, s.take.id)));
    expect(attempt!.submittedAt).not.toBeNull();
    const rows = await db.select().from(responses).where(eq(responses.attemptId, attempt!.id));
    // Stored exactly the acknowledged ones, and each was graded (is_correct set by the submit).
    expect(rows.map((r) => r.questionId).sort()).toEqual([...acknowledged].sort());
    for (const r of rows) expect(r.isCorrect).not.toBeNull();
    const late = await viaNode(s.access, s.take.id, {
      session: s.sessionId,
      responses: [{ question: questions[0]!.id, selected_choice: questions[0]!.choices[1]!.id, revision: 2 }],
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ closed: true });
  });

  it("two devices saving one attempt at once, each moving the active question, never fail", async () => {
    const s = await student();
    const q = s.sc;
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        viaNode(s.access, s.take.id, {
          session: s.sessionId,
          responses: [{ question: q[i % q.length]!.id, selected_choice: q[i % q.length]!.choices[i % 2]!.id, revision: i + 1 }],
          active_question_index: i % 3,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
  });
});
