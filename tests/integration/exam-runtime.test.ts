import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { mentorships, responses, sectionAttempts, users } from "#db/schema";
import * as listRoute from "~/routes/api/exams/list";
import * as responsesRoute from "~/routes/api/exams/responses";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";

beforeAll(seedOnce);
afterAll(closeDb);

type Take = {
  id: number;
  end_time: string;
  sat_question_group: { questions: { id: number; question_type: string; choices: { id: number; choice_text: string }[]; response: any }[] };
};

async function start(token: string, slug = "e2e-short") {
  const res = await callRoute(sessionsRoute, { json: { exam: await examId(slug) }, token });
  expect(res.status).toBe(201);
  const { id } = await res.json();
  const session = await (await callRoute(sessionRoute, { token, params: { id: String(id) } })).json();
  return { id: id as number, session };
}

async function take(token: string, sessionId: number, sectionId: number) {
  return callRoute(takeRoute, { token, path: `/api/exams/section/${sectionId}/take/?sessionId=${sessionId}`, params: { sectionId: String(sectionId) } });
}

async function submit(token: string, sessionId: number, sectionId: number, answers: Record<string, unknown>) {
  return callRoute(submitRoute, { token, json: { session: sessionId, answers }, params: { sectionId: String(sectionId) } });
}

async function correctChoice(questionId: number) {
  const db = await getDb();
  const { choices } = await import("#db/schema");
  const rows = await db.select().from(choices).where(eq(choices.questionId, questionId));
  return rows.find((c) => c.isCorrect)!.id;
}

describe("exam runtime", () => {
  it("lists published exams and never the unpublished", async () => {
    const { access } = await newUserToken();
    const list = await (await callRoute(listRoute, { token: access })).json();
    expect(list.map((e: { name: string }) => e.name)).toEqual(expect.arrayContaining(["Diagnostic Test", "Practice Test 1"]));
    expect((await callRoute(listRoute, {})).status).toBe(401);
  });

  it("taking a section stamps its deadline once; taking it again keeps it and the saved answers", async () => {
    const { access } = await newUserToken();
    const { id, session } = await start(access);
    expect(session.state).toBe("section");
    const first = (await (await take(access, id, session.next_section)).json()) as Take;
    const q = first.sat_question_group.questions[0]!;
    const save = await callRoute(responsesRoute, {
      token: access,
      params: { sectionId: String(first.id) },
      json: {
        session: id,
        active_question_index: 2,
        responses: [
          {
            question: q.id,
            selected_choice: q.choices[1]!.id,
            marked_for_review: true,
            eliminated: [q.choices[3]!.id],
            highlights: [{ start: 4, end: 11, color: "yellow", note: "key" }],
            revision: 3,
          },
        ],
      },
    });
    expect(save.status).toBe(200);
    expect((await save.json()).saved).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    const again = (await (await take(access, id, session.next_section)).json()) as Take & { active_question_index: number };
    expect(again.end_time).toBe(first.end_time);
    expect(again.active_question_index).toBe(2);
    expect(again.sat_question_group.questions[0]!.response).toEqual({
      selected_choice: q.choices[1]!.id,
      answer_text: null,
      marked_for_review: true,
      eliminated: [q.choices[3]!.id],
      highlights: [{ start: 4, end: 11, color: "yellow", note: "key" }],
      revision: 3,
      time_ms: 0,
    });
  });

  it("an older revision never overwrites a newer one", async () => {
    const { access } = await newUserToken();
    const { id, session } = await start(access);
    const t = (await (await take(access, id, session.next_section)).json()) as Take;
    const q = t.sat_question_group.questions[0]!;
    const save = (choice: number, revision: number) =>
      callRoute(responsesRoute, {
        token: access,
        params: { sectionId: String(t.id) },
        json: { session: id, responses: [{ question: q.id, selected_choice: q.choices[choice]!.id, revision }] },
      });
    await save(2, 5);
    expect((await (await save(0, 4)).json()).saved).toBe(0);
    const after = (await (await take(access, id, session.next_section)).json()) as Take;
    expect(after.sat_question_group.questions[0]!.response.selected_choice).toBe(q.choices[2]!.id);
  });

  it("nothing sent during the section reveals answers", async () => {
    const { access } = await newUserToken();
    const { id, session } = await start(access);
    const res = await take(access, id, session.next_section);
    const text = await res.text();
    for (const secret of ["is_correct", "isCorrect", "correct", "explanation", "accepted", "open_ended_answer", "Plentiful\\u201d fits", "plentiful” fits"])
      expect(text).not.toContain(secret);
    const sessionText = await (await callRoute(sessionRoute, { token: access, params: { id: String(id) } })).text();
    expect(sessionText).not.toMatch(/correct|explanation|accepted/i);
  });

  it("refuses answers after the deadline plus grace, and closes the expired section itself", async () => {
    const { access } = await newUserToken();
    const { id, session } = await start(access);
    const t = (await (await take(access, id, session.next_section)).json()) as Take;
    const q = t.sat_question_group.questions[0]!;
    const db = await getDb();
    await db
      .update(sectionAttempts)
      .set({ endTime: new Date(Date.now() - 11_000) })
      .where(eq(sectionAttempts.sessionId, id));
    const late = await callRoute(responsesRoute, {
      token: access,
      params: { sectionId: String(t.id) },
      json: { session: id, responses: [{ question: q.id, selected_choice: q.choices[0]!.id, revision: 1 }] },
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ closed: true });
    // Asking again finds the section closed by the server and the session moved on.
    const now = await (await callRoute(sessionRoute, { token: access, params: { id: String(id) } })).json();
    expect(now.state).toBe("section");
    expect(now.next_section).not.toBe(t.id);
    const [attempt] = await db
      .select()
      .from(sectionAttempts)
      .where(and(eq(sectionAttempts.sectionId, t.id), eq(sectionAttempts.sessionId, id)));
    expect(attempt!.closedBy).toBe("expired");
    // A submit after the deadline changes nothing: the stored (empty) answers were graded.
    const s = await submit(access, id, t.id, { [q.id]: q.choices[0]!.id });
    expect(s.status).toBe(200);
    const stored = await db.select().from(responses).where(eq(responses.attemptId, attempt!.id));
    expect(stored).toEqual([]);
  });

  it("a doubled submit gives the same answer and grades once; module 2 is routed by module 1's score", async () => {
    const { access } = await newUserToken();
    const { id, session } = await start(access);
    const t = (await (await take(access, id, session.next_section)).json()) as Take;
    const answers: Record<string, number> = {};
    for (const q of t.sat_question_group.questions.slice(0, 2)) answers[q.id] = await correctChoice(q.id);
    const [a, b] = await Promise.all([submit(access, id, t.id, answers), submit(access, id, t.id, answers)]);
    const [ja, jb] = [await a.json(), await b.json()];
    expect(ja).toEqual(jb);
    expect(ja.state).toBe("section");
    const again = await (await submit(access, id, t.id, {})).json();
    expect(again).toEqual(ja);
    const db = await getDb();
    const [attempt] = await db
      .select()
      .from(sectionAttempts)
      .where(and(eq(sectionAttempts.sectionId, t.id), eq(sectionAttempts.sessionId, id)));
    expect(attempt!.correctCount).toBe(2);
    // 2 correct reaches the fixture's threshold (2): the harder module 2.
    const s = await (await callRoute(sessionRoute, { token: access, params: { id: String(id) } })).json();
    const next = s.exam.sections.find((x: { id: number }) => x.id === ja.next_section);
    expect(next.variant).toBe("harder");
  });

  it("a weak module 1 routes to the easier module 2, which is followed by the break", async () => {
    const { access } = await newUserToken();
    const { id, session } = await start(access);
    const t = (await (await take(access, id, session.next_section)).json()) as Take;
    const next = await (await submit(access, id, t.id, {})).json();
    const s = await (await callRoute(sessionRoute, { token: access, params: { id: String(id) } })).json();
    expect(s.exam.sections.find((x: { id: number }) => x.id === next.next_section).variant).toBe("easier");
    const m2 = (await (await take(access, id, next.next_section)).json()) as Take;
    const afterM2 = await (await submit(access, id, m2.id, {})).json();
    expect(afterM2.state).toBe("break");
    expect(new Date(afterM2.break_ends_at).getTime() - Date.now()).toBeGreaterThan(50_000);
    // Taking the next section ends the break early (Resume Testing).
    expect((await take(access, id, afterM2.next_section)).status).toBe(200);
    const m3 = await (await callRoute(sessionRoute, { token: access, params: { id: String(id) } })).json();
    expect(m3.state).toBe("section");
  });

  it("refuses to take a section that is not the current one", async () => {
    const { access } = await newUserToken();
    const { id, session } = await start(access);
    const other = session.exam.sections.find((s: { id: number }) => s.id !== session.next_section);
    const res = await take(access, id, other.id);
    expect(res.status).toBe(409);
  });

  it("finishing grades everything and records the summary", async () => {
    const { access } = await newUserToken();
    const { id, session } = await start(access);
    let next = session.next_section as number;
    let state = "section";
    let guard = 0;
    while (state !== "finished" && guard++ < 10) {
      const t = (await (await take(access, id, next)).json()) as Take;
      const answers: Record<string, unknown> = {};
      for (const q of t.sat_question_group.questions) answers[q.id] = q.question_type === "SC" ? await correctChoice(q.id) : "2.50"; // the fixture's 5/2, in an equivalent form
      const r = await (await submit(access, id, t.id, answers)).json();
      state = r.state;
      next = r.next_section;
    }
    expect(state).toBe("finished");
    const s = await (await callRoute(sessionRoute, { token: access, params: { id: String(id) } })).json();
    expect(s.status).toBe("finished");
    const page = await (await callRoute(sessionsRoute, { token: access, path: "/api/exams/session/?page=1" })).json();
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ id, status: "completed", score: 100, total_questions: 9, correct: 9 });
  });

  it("only the examinee can touch a session; their mentor and admins may read it", async () => {
    const owner = await newUserToken();
    const stranger = await newUserToken();
    const { id, session } = await start(owner.access);
    expect((await take(stranger.access, id, session.next_section)).status).toBe(404);
    expect((await callRoute(sessionRoute, { token: stranger.access, params: { id: String(id) } })).status).toBe(404);
    expect((await submit(stranger.access, id, session.next_section, {})).status).toBe(404);
    expect(
      (await callRoute(responsesRoute, { token: stranger.access, params: { sectionId: String(session.next_section) }, json: { session: id, responses: [] } }))
        .status,
    ).toBe(404);

    const mentor = await newUserToken();
    const db = await getDb();
    const [m] = await db.update(users).set({ userType: "pre_teacher" }).where(eq(users.username, mentor.username)).returning({ id: users.id });
    const [o] = await db.select({ id: users.id }).from(users).where(eq(users.username, owner.username));
    expect((await callRoute(sessionRoute, { token: mentor.access, params: { id: String(id) } })).status).toBe(404);
    await db.insert(mentorships).values({ mentorId: m!.id, studentId: o!.id });
    expect((await callRoute(sessionRoute, { token: mentor.access, params: { id: String(id) } })).status).toBe(200);
    expect((await take(mentor.access, id, session.next_section)).status).toBe(404);
  });

  it("refuses a choice of another question and unknown exams", async () => {
    const { access } = await newUserToken();
    const { id, session } = await start(access);
    const t = (await (await take(access, id, session.next_section)).json()) as Take;
    const [q1, q2] = t.sat_question_group.questions;
    const res = await callRoute(responsesRoute, {
      token: access,
      params: { sectionId: String(t.id) },
      json: { session: id, responses: [{ question: q1!.id, selected_choice: q2!.choices[0]!.id, revision: 1 }] },
    });
    expect(res.status).toBe(400);
    expect((await callRoute(sessionsRoute, { json: { exam: 999999 }, token: access })).status).toBe(400);
  });
});
