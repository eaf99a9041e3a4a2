import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { authSessions, examSessions, exams, sectionAttempts } from "#db/schema";
import { accommodations } from "#db/schema-accommodations";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { readAccessToken } from "~/features/auth/index.server";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";

beforeAll(seedOnce);
afterAll(closeDb);

type Section = {
  id: number;
  duration: number;
  started_at: string;
  end_time: string;
  progress: { stage: number; stages: number };
  sat_question_group: { questions: { id: number; question_text: string; choices: { id: number }[]; response: unknown }[] };
};

const startCall = (token: string, body: Record<string, unknown>) => callRoute(sessionsRoute, { json: body, token });
const take = (token: string, sessionId: number, sectionId: number, format = "json") =>
  callRoute(takeRoute, {
    token,
    path: `/api/exams/section/${sectionId}/take/?sessionId=${sessionId}&format=${format}`,
    params: { sectionId: String(sectionId) },
  });

async function userIdOf(token: string) {
  return (await readAccessToken(token))!.userId;
}

async function sessionsOf(userId: number) {
  const db = await getDb();
  return db.select({ id: examSessions.id }).from(examSessions).where(eq(examSessions.userId, userId));
}

describe("Take Exam in one call (POST /api/exams/session/ {exam, take: true})", () => {
  it("starts the session and its first module at once: the same module, deadline and questions as taking it afterwards", async () => {
    const { access } = await newUserToken();
    const res = await startCall(access, { exam: await examId("e2e-short"), take: true });
    expect(res.status).toBe(201);
    const started = (await res.json()) as { id: number; exam: number; created_at: string; section: Section };
    expect(started.exam).toBe(await examId("e2e-short"));
    expect(Date.parse(started.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(started.section.progress).toEqual({ stage: 1, stages: expect.any(Number) });
    expect(Date.parse(started.section.end_time) - Date.parse(started.section.started_at)).toBe(started.section.duration * 1000);
    // The session is on that module, already taken (its deadline stamped): reading and taking it again change nothing.
    const session = await (await callRoute(sessionRoute, { token: access, params: { id: String(started.id) } })).json();
    expect(session).toMatchObject({ state: "section", next_section: started.section.id });
    const again = (await (await take(access, started.id, started.section.id)).json()) as Section;
    expect(again.end_time).toBe(started.section.end_time);
    expect(again.started_at).toBe(started.section.started_at);
    const { server_time: _a, ...first } = started.section as Section & { server_time: string };
    const { server_time: _b, ...second } = again as Section & { server_time: string };
    expect(second).toEqual(first);
    // Submitting it says which module comes next (the transition screen names it).
    const next = await callRoute(submitRoute, { token: access, json: { session: started.id, answers: {} }, params: { sectionId: String(started.section.id) } });
    expect(await next.json()).toMatchObject({ state: "section", next_module: { test: "verbal", module: 2 } });
  });

  it("sends no answers, and typesets the math only when asked (format: html)", async () => {
    const { access } = await newUserToken();
    const exam = await examId("e2e-math");
    const tex = await (await startCall(access, { exam, take: true })).text();
    for (const secret of ["is_correct", "isCorrect", "correct", "explanation", "accepted"]) expect(tex).not.toContain(secret);
    expect(tex).not.toContain("katex");
    const html = (await (await startCall(access, { exam, take: true, format: "html" })).json()) as { id: number; section: Section };
    const typeset = await (await take(access, html.id, html.section.id, "html")).json();
    expect(JSON.stringify(html.section.sat_question_group)).toBe(JSON.stringify(typeset.sat_question_group));
  });

  it("gives the student's extended time to the first module", async () => {
    const { access } = await newUserToken();
    const db = await getDb();
    await db.insert(accommodations).values({ studentId: await userIdOf(access), examId: null, timePercent: 150 });
    const standard = (await (await startCall((await newUserToken()).access, { exam: await examId("e2e-short"), take: true })).json()) as { section: Section };
    const extended = (await (await startCall(access, { exam: await examId("e2e-short"), take: true })).json()) as { id: number; section: Section };
    expect(extended.section.duration).toBe(Math.round(standard.section.duration * 1.5));
    const [row] = await db.select({ accommodation: examSessions.accommodation }).from(examSessions).where(eq(examSessions.id, extended.id));
    expect(row!.accommodation).toEqual({ timePercent: 150, breakPercent: 100, extraBreakMinutes: 0 });
  });

  it("refuses an unknown or unpublished exam with a 400 and writes nothing", async () => {
    const { access } = await newUserToken();
    const userId = await userIdOf(access);
    const db = await getDb();
    const [hidden] = await db
      .insert(exams)
      .values({ slug: `hidden-${userId}`, name: "Hidden", published: false })
      .returning({ id: exams.id });
    for (const exam of [999_999, hidden!.id]) {
      const res = await startCall(access, { exam, take: true });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ exam: [expect.any(String)] });
    }
    expect(await startCall(access, { exam: "x", take: true })).toHaveProperty("status", 400);
    expect(await sessionsOf(userId)).toEqual([]);
  });

  it("refuses a closed sign-in with a 401 before anything else, and no token at all", async () => {
    const { access } = await newUserToken();
    const db = await getDb();
    const claims = (await readAccessToken(access))!;
    // The token verified once (its claims are kept), then the sign-in is closed: the start itself refuses it.
    expect((await startCall(access, { exam: await examId("e2e-short"), take: true })).status).toBe(201);
    await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, claims.sessionId));
    expect((await startCall(access, { exam: await examId("e2e-short"), take: true })).status).toBe(401);
    expect((await startCall(access, { exam: 999_999, take: true })).status).toBe(401);
    expect((await callRoute(sessionsRoute, { json: { exam: await examId("e2e-short"), take: true } })).status).toBe(401);
    expect(await sessionsOf(claims.userId)).toHaveLength(1);
  });

  it("without take, only creates the session, as before", async () => {
    const { access } = await newUserToken();
    const res = await startCall(access, { exam: await examId("e2e-short") });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["created_at", "exam", "id"]);
    const db = await getDb();
    expect(await db.select().from(sectionAttempts).where(eq(sectionAttempts.sessionId, body.id))).toEqual([]);
  });
});
