import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { examSessions, responses, sectionAttempts, users } from "#db/schema";
import * as joinRoute from "~/routes/api/mentor-join";
import * as mentorshipsRoute from "~/routes/api/mentorships";
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

type Q = { id: number; question_type: "SC" | "OE"; choices: { id: number }[] };
type Take = { id: number; sat_question_group: { questions: Q[] } };

/** A signed-in student with a session of the fixture exam whose first section is taken. */
async function inSection(slug = "e2e-short") {
  const { access } = await newUserToken();
  const created = await callRoute(sessionsRoute, { json: { exam: await examId(slug) }, token: access });
  const { id } = (await created.json()) as { id: number };
  const state = await (await callRoute(sessionRoute, { token: access, params: { id: String(id) } })).json();
  const take = (await (
    await callRoute(takeRoute, {
      token: access,
      path: `/api/exams/section/${state.next_section}/take/?sessionId=${id}`,
      params: { sectionId: String(state.next_section) },
    })
  ).json()) as Take;
  return { token: access, session: id, section: take.id, questions: take.sat_question_group.questions };
}

const save = (t: { token: string; session: number; section: number }, body: Record<string, unknown>) =>
  callRoute(responsesRoute, { token: t.token, params: { sectionId: String(t.section) }, json: { session: t.session, ...body } });

const TOO_BIG = 2 ** 31;

describe("bad input is a 4xx with field errors, never a 500", () => {
  it("ids beyond 32 bits or not numbers in paths and query strings are 400", async () => {
    const { access } = await newUserToken();
    for (const id of [String(TOO_BIG), "abc", "1e3", "-1", "0", "99999999999999999999"]) {
      const s = await callRoute(sessionRoute, { token: access, params: { id } });
      expect(s.status, `session ${id}`).toBe(400);
      expect(await s.json()).toHaveProperty("id");
      expect((await callRoute(resultRoute, { token: access, params: { id } })).status).toBe(400);
      const take = await callRoute(takeRoute, { token: access, path: `/api/exams/section/${id}/take/?sessionId=1`, params: { sectionId: id } });
      expect(take.status).toBe(400);
    }
    const take = await callRoute(takeRoute, { token: access, path: `/api/exams/section/1/take/?sessionId=${TOO_BIG}`, params: { sectionId: "1" } });
    expect(take.status).toBe(400);
    expect(await take.json()).toHaveProperty("sessionId");
    const page = await callRoute(sessionsRoute, { token: access, path: "/api/exams/session/?page=99999999999999999999" });
    expect(page.status).toBe(400);
    expect(await page.json()).toHaveProperty("page");
    expect((await callRoute(sessionsRoute, { token: access, path: "/api/exams/session/?page=2" })).status).toBe(200);
  });

  it("a session is created only for a real exam id: true, [2], '1x' and 2^31 are refused", async () => {
    const { access } = await newUserToken();
    const db = await getDb();
    const before = await db.$count(examSessions);
    for (const exam of [true, [2], "1x", TOO_BIG, null, { id: 1 }, 1.5]) {
      const res = await callRoute(sessionsRoute, { json: { exam }, token: access });
      expect(res.status, JSON.stringify(exam)).toBe(400);
      expect(await res.json()).toHaveProperty("exam");
    }
    expect(await db.$count(examSessions)).toBe(before);
  });

  it("autosave refuses out-of-range numbers, a choice of another question, a backwards highlight and an index past the module", async () => {
    const t = await inSection();
    const [q1, q2] = t.questions as [Q, Q];
    const cases: [string, Record<string, unknown>][] = [
      ["revision 2^31", { responses: [{ question: q1.id, revision: TOO_BIG }] }],
      ["eliminated 2^31", { responses: [{ question: q1.id, eliminated: [TOO_BIG], revision: 1 }] }],
      ["active index 2^31", { responses: [], active_question_index: TOO_BIG }],
      ["active index past the module", { responses: [], active_question_index: t.questions.length }],
      ["crossed-out choice of another question", { responses: [{ question: q1.id, eliminated: [q2.choices[0]!.id], revision: 1 }] }],
      ["highlight ending before it starts", { responses: [{ question: q1.id, highlights: [{ start: 9, end: 3, color: "yellow" }], revision: 1 }] }],
      ["question as a string of letters", { responses: [{ question: "abc", revision: 1 }] }],
      ["session true", { session: true, responses: [] }],
    ];
    for (const [name, body] of cases) {
      const res = await save(t, body);
      expect(res.status, name).toBe(400);
      expect((await res.json()).detail, name).toBeTruthy();
    }
    const db = await getDb();
    const [attempt] = await db
      .select()
      .from(sectionAttempts)
      .where(and(eq(sectionAttempts.sessionId, t.session), eq(sectionAttempts.sectionId, t.section)));
    expect(await db.select().from(responses).where(eq(responses.attemptId, attempt!.id))).toEqual([]);
    const ok = await save(t, { responses: [], active_question_index: t.questions.length - 1 });
    expect(ok.status).toBe(200);
  });

  it("submit applies the same answer rule as autosave: an over-long entry or a foreign choice is refused and the section stays open", async () => {
    const t = await inSection("e2e-math");
    const oe = t.questions.find((q) => q.question_type === "OE")!;
    const sc = t.questions.find((q) => q.question_type === "SC")!;
    const longEntry = await save(t, { responses: [{ question: oe.id, answer_text: "1234567", revision: 1 }] });
    expect(longEntry.status).toBe(400);
    const submit = (answers: Record<string, unknown>) =>
      callRoute(submitRoute, { token: t.token, params: { sectionId: String(t.section) }, json: { session: t.session, answers } });
    for (const answers of [
      { [oe.id]: "x".repeat(1_000_000) },
      { [oe.id]: "1234567" },
      { [sc.id]: oe.id },
      { [sc.id]: "7/2" },
      { [oe.id + 100000]: "1" },
      { abc: 1 },
    ]) {
      expect((await submit(answers)).status).toBe(400);
    }
    const db = await getDb();
    const [attempt] = await db
      .select()
      .from(sectionAttempts)
      .where(and(eq(sectionAttempts.sessionId, t.session), eq(sectionAttempts.sectionId, t.section)));
    expect(attempt!.submittedAt).toBeNull();
    const done = await submit({ [oe.id]: "7/2", [sc.id]: sc.choices[0]!.id });
    expect(done.status).toBe(200);
    const stored = await db.select().from(responses).where(eq(responses.attemptId, attempt!.id));
    expect(stored.find((r) => r.questionId === oe.id)?.answerText).toBe("7/2");
  });

  it("mentorship calls bound their strings", async () => {
    const { access } = await newUserToken();
    const join = await callRoute(joinRoute, { token: access, json: { code: "A".repeat(1_000_000) } });
    expect(join.status).toBe(400);
    const join2 = await callRoute(joinRoute, { token: access, json: { code: 12 } });
    expect(join2.status).toBe(400);
    const admin = await newUserToken();
    await (await getDb()).update(users).set({ userType: "admin" }).where(eq(users.username, admin.username));
    const link = await callRoute(mentorshipsRoute, { token: admin.access, json: { mentor: "m".repeat(1_000_000), student: "s\u0001" } });
    expect(link.status).toBe(400);
    expect(await link.json()).toMatchObject({ mentor: [expect.any(String)], student: [expect.any(String)] });
  });
});

describe("autosave keeps the highest revision, also within one batch", () => {
  it("a batch [{choice 6, rev 9}, {choice 7, rev 8}] keeps choice 6 at revision 9", async () => {
    const t = await inSection();
    const q = t.questions[0]!;
    const [a, b] = [q.choices[2]!.id, q.choices[3]!.id];
    const res = await save(t, {
      responses: [
        { question: q.id, selected_choice: a, revision: 9 },
        { question: q.id, selected_choice: b, revision: 8 },
      ],
    });
    expect(res.status).toBe(200);
    const db = await getDb();
    const [attempt] = await db
      .select()
      .from(sectionAttempts)
      .where(and(eq(sectionAttempts.sessionId, t.session), eq(sectionAttempts.sectionId, t.section)));
    const stored = async () =>
      (
        await db
          .select()
          .from(responses)
          .where(and(eq(responses.attemptId, attempt!.id), eq(responses.questionId, q.id)))
      )[0];
    expect(await stored()).toMatchObject({ selectedChoiceId: a, revision: 9 });
    // And a later batch with a lower revision first and a higher one last keeps the higher one.
    await save(t, {
      responses: [
        { question: q.id, selected_choice: b, revision: 10 },
        { question: q.id, selected_choice: a, revision: 11 },
      ],
    });
    expect(await stored()).toMatchObject({ selectedChoiceId: a, revision: 11 });
  });
});

describe("tampered session cookies", () => {
  it("a cookie that decodes to an object, a number or garbage is an invalid credential (a string), never an object", async () => {
    const { readSessionCookies } = await import("~/features/auth/web-session.server");
    const encode = (v: unknown) => encodeURIComponent(Buffer.from(JSON.stringify(v)).toString("base64"));
    for (const value of [encode({ a: 1 }), encode(12), encode(["x"]), "%%%", "x".repeat(10_000)]) {
      const request = new Request("http://localhost/profile", { headers: { cookie: `sat_access=${value}; sat_refresh=${value}` } });
      const { access, refresh } = await readSessionCookies(request);
      for (const value of [access, refresh]) expect(typeof value === "string" && value.length <= 4096, String(value)).toBe(true);
    }
  });
});
