import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { examSessions, mentorships, officialScores, users } from "#db/schema";
import type { ExamResult } from "~/features/results/result-types";
import * as scoresApi from "~/routes/api/profile/official-scores";
import * as scoreApi from "~/routes/api/profile/official-score";
import * as examsApi from "~/routes/api/exams/list";
import * as dashboardPage from "~/routes/profile/dashboard";
import { examId, seedOnce } from "../setup/exam-helpers";
import { callPage } from "../setup/page";
import { person } from "../setup/plan-helpers";
import { callRoute, uniqueName } from "../setup/request";
import { fetchResult, finishExam } from "../setup/result-helpers";

beforeAll(seedOnce);
afterAll(closeDb);

const DAY = 86400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const list = (viewer: { access: string }, student?: string) =>
  callRoute(scoresApi, { token: viewer.access, path: `/api/profile/official-scores/${student ? `?student=${student}` : ""}` });
const post = (viewer: { access: string }, json: unknown) => callRoute(scoresApi, { token: viewer.access, json, path: "/api/profile/official-scores/" });
const remove = (viewer: { access: string }, id: number) => callRoute(scoreApi, { token: viewer.access, method: "DELETE", params: { id: String(id) } });

describe("official SAT scores a student reports (decision 0051)", () => {
  it("a student records, lists and deletes their own; bad input is a 400 with field errors and writes nothing", async () => {
    const [student, stranger] = await Promise.all([person(), person()]);
    const created = await post(student, { date: "2025-10-04", reading_writing: 650, math: 700 });
    expect(created.status).toBe(201);
    const record = (await created.json()) as { id: number; date: string; reading_writing: number; math: number; total: number };
    expect(record).toMatchObject({ date: "2025-10-04", reading_writing: 650, math: 700, total: 1350 });

    const refused = [
      [{ date: "2025-10-04", reading_writing: 810, math: 700 }, "reading_writing"],
      [{ date: "2025-10-04", reading_writing: 650, math: 705 }, "math"],
      [{ date: "2025-10-04", reading_writing: 650, math: 190 }, "math"],
      [{ date: isoDay(Date.now() + 3 * DAY), reading_writing: 650, math: 700 }, "date"],
      [{ date: "2025-13-01", reading_writing: 650, math: 700 }, "date"],
      [{ reading_writing: 650, math: 700 }, "date"],
      [{ date: "2025-10-04", math: 700 }, "reading_writing"],
    ] as const;
    for (const [body, field] of refused) {
      const res = await post(student, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(answer)).toContain(field);
      expect(answer.detail).toEqual(expect.any(String));
    }
    const mine = (await (await list(student)).json()) as { student: string; scores: unknown[] };
    expect(mine).toEqual({ student: student.username, scores: [expect.objectContaining({ id: record.id, total: 1350 })] });

    // Another user's record: 404 to read, 404 to delete, and it stays.
    expect((await list(stranger, student.username)).status).toBe(404);
    expect((await remove(stranger, record.id)).status).toBe(404);
    expect((await remove(student, record.id)).status).toBe(204);
    expect((await remove(student, record.id)).status).toBe(404);
    expect(((await (await list(student)).json()) as { scores: unknown[] }).scores).toEqual([]);
  });

  it("a mentor reads their student's reported scores (API and dashboard), never someone else's, and cannot delete them", async () => {
    const [student, mentor] = await Promise.all([person(), person("pre_teacher")]);
    const record = (await (await post(student, { date: "2025-08-23", reading_writing: 600, math: 620 })).json()) as { id: number };
    expect((await list(mentor, student.username)).status).toBe(404);
    const before = await callPage(dashboardPage, { path: `/profile?student=${student.username}`, user: mentor });
    expect(before.data.official).toBeNull();

    const db = await getDb();
    await db.insert(mentorships).values({ mentorId: mentor.id, studentId: student.id });
    const viaMentor = (await (await list(mentor, student.username)).json()) as { scores: { id: number; total: number }[] };
    expect(viaMentor.scores).toEqual([expect.objectContaining({ id: record.id, total: 1220 })]);
    const page = await callPage(dashboardPage, { path: `/profile?student=${student.username}`, user: mentor });
    expect(page.data.official).toEqual([expect.objectContaining({ id: record.id, reading_writing: 600, math: 620, total: 1220 })]);
    expect((await remove(mentor, record.id)).status).toBe(404);
  });

  it("the profile's form: one schema, a 400 with field messages for a bad score, the score saved otherwise", async () => {
    const student = await person();
    const bad = await callPage(dashboardPage, {
      path: "/profile",
      user: student,
      form: { intent: "officialScore", date: "2025-06-07", reading_writing: "455", math: "" },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.intent).toBe("officialScore");
    expect(bad.data.fieldErrors).toEqual({ reading_writing: ["profile:official.errors.score"], math: ["profile:official.errors.score"] });
    const ok = await callPage(dashboardPage, {
      path: "/profile",
      user: student,
      form: { intent: "officialScore", date: "2025-06-07", reading_writing: "550", math: "590" },
    });
    expect(ok.status).toBe(200);
    const page = await callPage(dashboardPage, { path: "/profile", user: student });
    expect(page.data.official).toEqual([expect.objectContaining({ date: "2025-06-07", total: 1140 })]);
    const id = page.data.official[0].id as number;
    expect((await callPage(dashboardPage, { path: "/profile", user: student, form: { intent: "deleteOfficialScore", id: String(id) } })).status).toBe(200);
    expect((await callPage(dashboardPage, { path: "/profile", user: student })).data.official).toEqual([]);
  });
});

type Scale = { known: boolean; reports: number; needed: number; bias?: number; sd?: number };

describe("what a test says about itself against the real SAT", () => {
  it("does not know below 30 reports that follow it within 60 days; the 30th makes it say how it runs", async () => {
    const db = await getDb();
    // Only this test reports scores for Practice Test 1 (a PostgreSQL worker database keeps earlier runs' rows).
    await db.delete(officialScores);
    const exam = await examId("practice-test-1");
    const now = Date.now();
    const official = isoDay(now - 10 * DAY);
    // 29 students: a session 20 days before their official test day, official = practice − 30 ± 20.
    const made = await db
      .insert(users)
      .values(Array.from({ length: 31 }, () => ({ username: uniqueName("rs"), email: `${uniqueName("rs")}@example.com`, passwordHash: "-" })))
      .returning({ id: users.id });
    const sessionsAt = (k: number) => (k === 29 ? now - 80 * DAY : k === 30 ? now - 5 * DAY : now - 30 * DAY);
    await db.insert(examSessions).values(
      made.map((u, k) => ({
        userId: u.id,
        examId: exam,
        status: "finished" as const,
        scaledTotal: 1000 + 10 * k,
        createdAt: new Date(sessionsAt(k) - 3600_000),
        finishedAt: new Date(sessionsAt(k)),
      })),
    );
    // Student 29's session is 70 days before the test day and student 30's after it: neither counts.
    await db.insert(officialScores).values(
      made.map((u, k) => {
        const total = 1000 + 10 * k - 30 + (k % 2 ? 20 : -20);
        const verbal = Math.round(total / 20) * 10;
        return { userId: u.id, takenOn: official, verbal, math: total - verbal };
      }),
    );

    // The 30th student takes the test through the API: the result and the exam list say "not known yet, 29 of 30".
    const { owner, id } = await finishExam("practice-test-1", (_m, i) => (i % 3 ? "right" : "wrong"));
    const result = (await (await fetchResult(owner.access, id)).json()) as ExamResult;
    expect(result.summary.total_estimate).not.toBeNull();
    expect(result.real_scale).toEqual({ known: false, reports: 29, needed: 30, linked_total: null });
    const scaleInList = async (who: { access: string }) =>
      ((await (await callRoute(examsApi, { token: who.access, path: "/api/exams/" })).json()) as { id: number; real_scale: Scale }[]).find(
        (e) => e.id === exam,
      )!.real_scale;
    expect(await scaleInList(owner)).toEqual({ known: false, reports: 29, needed: 30 });

    // Their session moves 20 days back and they report their official score: 30 reports.
    const practice = result.summary.total_estimate!.score;
    await db
      .update(examSessions)
      .set({ finishedAt: new Date(now - 20 * DAY) })
      .where(eq(examSessions.id, id));
    const total = practice - 30;
    const verbal = Math.round(total / 20) * 10;
    expect((await post(owner, { date: official, reading_writing: verbal, math: total - verbal })).status).toBe(201);

    const after = (await (await fetchResult(owner.access, id)).json()) as ExamResult;
    const scale = after.real_scale!;
    expect(scale).toMatchObject({ known: true, reports: 30, needed: 30 });
    if (!scale.known) throw new Error("known");
    // Differences: 29 of ±20 around 30 (15 of 10, 14 of 50) and one of exactly 30.
    const diffs = [...Array.from({ length: 29 }, (_, k) => 30 - (k % 2 ? 20 : -20)), 30];
    const mean = diffs.reduce((s, d) => s + d, 0) / 30;
    expect(scale.bias).toBeCloseTo(mean, 1);
    expect(scale.sd).toBeCloseTo(Math.sqrt(diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / 29), 1);
    expect(after.real_scale!.linked_total).toMatchObject({ level: 0.8 });
    expect(Math.abs(after.real_scale!.linked_total!.score - (practice - 30))).toBeLessThanOrEqual(20);
    expect(await scaleInList(owner)).toMatchObject({ known: true, reports: 30 });
  });
});
