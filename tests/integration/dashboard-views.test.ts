import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { exams, examSessions } from "#db/schema";
import { mentorDashboard, studentDashboard } from "~/features/profile/dashboard.server";
import { examPoints } from "~/features/profile/stats";
import { canRead, finishExam, history, link, person } from "../setup/dashboard-helpers";
import { examId, seedOnce } from "../setup/exam-helpers";

// What the dashboards show: a mentor their students' exams, a student their numbers, badges and history.
// Linking mentors and students is in dashboard-mentorships.test.ts.

beforeAll(seedOnce);
afterAll(closeDb);

describe("the mentor's view", () => {
  it("a mentor sees only their own students' finished exams and results", async () => {
    const admin = await person("admin");
    const [m1, m2, s1, s2, loner] = await Promise.all([
      person("pre_teacher"),
      person("pre_teacher"),
      person("student"),
      person("pre_student"),
      person("student"),
    ]);
    expect((await link(admin.access, { mentor: m1.username, student: s1.username })).status).toBe(201);
    expect((await link(admin.access, { mentor: m2.username, student: s2.username })).status).toBe(201);
    const [e1, e2, e3] = [await finishExam(s1.access, 3), await finishExam(s2.access, 9), await finishExam(loner.access)];

    const h1 = await history(m1.access);
    expect(h1.count).toBe(1);
    expect(h1.results.map((r) => [r.id, r.examinee.username])).toEqual([[e1, s1.username]]);
    const h2 = await history(m2.access);
    expect(h2.results.map((r) => [r.id, r.examinee.username])).toEqual([[e2, s2.username]]);

    // The dashboard's service shows the same list, and the results follow the same rule.
    const view = await mentorDashboard(m1, 1, "/profile", "en");
    expect(view.history.results.map((r) => r.id)).toEqual([e1]);
    expect(view.students).toEqual([s1.username]);
    expect([await canRead(m1.access, e1), await canRead(m1.access, e2), await canRead(m1.access, e3)]).toEqual([200, 404, 404]);
    expect([await canRead(m2.access, e2), await canRead(m2.access, e1)]).toEqual([200, 404]);
  });

  it("pages through 30 of a student's exams, 25 at a time (what infinite scrolling loads)", async () => {
    const [mentor, student] = await Promise.all([person("pre_teacher"), person("student")]);
    const admin = await person("admin");
    await link(admin.access, { mentor: mentor.username, student: student.username });
    const db = await getDb();
    const exam = await examId("e2e-short");
    const base = Date.parse("2026-10-01T10:00:00Z");
    await db.insert(examSessions).values(
      Array.from({ length: 30 }, (_, i) => ({
        examId: exam,
        userId: student.id,
        status: "finished" as const,
        createdAt: new Date(base + i * 3_600_000),
        finishedAt: new Date(base + i * 3_600_000 + 600_000),
        score: 50,
        totalQuestions: 9,
      })),
    );
    const first = await mentorDashboard(mentor, 1, "/profile", "en");
    expect(first.history).toMatchObject({ page: 1, count: 30, next: "/profile?page=2", previous: null });
    expect(first.history.results).toHaveLength(25);
    const second = await mentorDashboard(mentor, 2, "/profile", "en");
    expect(second.history.results).toHaveLength(5);
    expect(second.history.next).toBeNull();
    const ids = new Set([...first.history.results, ...second.history.results].map((r) => r.id));
    expect(ids.size).toBe(30);
  });
});

describe("the student dashboard", () => {
  it("computes its numbers from every finished exam and pages the history (26 exams: 2 pages)", async () => {
    const student = await person("student");
    const other = await person("student");
    const db = await getDb();
    const exam = await examId("e2e-short");
    const now = Date.parse("2026-11-22T12:00:00Z");
    const scores = Array.from({ length: 26 }, (_, i) => (i * 37) % 101);
    await db.insert(examSessions).values(
      scores.map((score, i) => ({
        examId: exam,
        userId: student.id,
        status: "finished" as const,
        createdAt: new Date(now - (26 - i) * 86_400_000),
        finishedAt: new Date(now - (26 - i) * 86_400_000 + 60_000),
        score,
        totalQuestions: i === 0 ? null : 9,
        scaledTotal: i === 25 ? 1210 : null,
      })),
    );
    // Unfinished and other people's sessions count for nothing.
    await db.insert(examSessions).values([
      { examId: exam, userId: student.id, status: "active" },
      { examId: exam, userId: other.id, status: "finished", finishedAt: new Date(now), score: 100, totalQuestions: 9 },
    ]);
    const expectedPoints = scores.reduce((sum, s, i) => sum + examPoints(s, i === 0 ? null : 9), 0);
    const page1 = await studentDashboard(student, 1, "en", "/profile", now);
    expect(page1.stats).toMatchObject({ totalExams: 26, totalPoints: expectedPoints, best: Math.max(...scores), latestScaled: { score: 1210 } });
    expect(page1.stats.average).toBe(Math.round((scores.reduce((a, b) => a + b, 0) / 26) * 10) / 10);
    expect(page1.history).toMatchObject({ page: 1, count: 26 });
    expect(page1.history.results).toHaveLength(25);
    expect(page1.badges.find((b) => b.id === "streak_7")).toMatchObject({ state: "earned", title: "7-Day Streak" });
    expect(page1.badges.find((b) => b.id === "score_1200")).toMatchObject({ state: "earned" });
    expect(page1.badges.find((b) => b.id === "first_lesson")).toMatchObject({ state: "locked", progress: { current: 0, target: 1 } });
    const page2 = await studentDashboard(student, 2, "ru", "/profile", now);
    expect(page2.history.results).toHaveLength(1);
    expect(page2.history.previous).toBe("/profile?page=1");
    expect(page2.badges.find((b) => b.id === "streak_7")?.title).toBe("Серия 7 дней");
    // A page past the end shows the last page.
    expect((await studentDashboard(student, 99, "en", "/profile", now)).history).toMatchObject({ page: 2, count: 26 });
  });

  it("only full practice tests count as tests with a scaled score; a teacher's short set is counted apart, in percent correct", async () => {
    const student = await person("student");
    const db = await getDb();
    // Two full tests (the adaptive fixture exam, 1100 then 1210) and a teacher's 6-question set (no score table, not adaptive).
    const full = await examId("e2e-short");
    const [set] = await db
      .insert(exams)
      .values({ slug: `teacher-set-${student.id}`, name: "Homework: six questions" })
      .returning({ id: exams.id });
    await db.insert(examSessions).values([
      { examId: full, userId: student.id, status: "finished", finishedAt: new Date(Date.now() - 86_400_000), score: 40, totalQuestions: 9, scaledTotal: 1100 },
      { examId: full, userId: student.id, status: "finished", finishedAt: new Date(Date.now() - 3_600_000), score: 60, totalQuestions: 9, scaledTotal: 1210 },
      { examId: set!.id, userId: student.id, status: "finished", finishedAt: new Date(), score: 50, totalQuestions: 6, correctCount: 3, scaledTotal: null },
    ]);
    const { stats } = await studentDashboard(student, 1, "en", "/profile");
    expect(stats.full).toEqual({
      count: 2,
      latest: { score: 1210, finishedAt: expect.any(String) },
      best: 1210,
      average: 1155,
      change: { kind: "change", points: 110 },
    });
    expect(stats.short).toEqual({ count: 1, average: 50, best: 50 });
  });

  it("the mentor's view names each student (full name first, username second)", async () => {
    const admin = await person("admin");
    const [mentor, student] = await Promise.all([person("pre_teacher"), person("student")]);
    expect((await link(admin.access, { mentor: mentor.username, student: student.username })).status).toBe(201);
    await finishExam(student.access, 1);
    const view = await mentorDashboard(mentor, 1, "/profile", "en");
    expect(view.names).toEqual({ [student.username]: "Test Taker" });
    expect(view.history.results[0]!.examinee).toEqual({ username: student.username, first_name: "Test", last_name: "Taker" });
    expect((await mentorDashboard(admin, 1, "/profile", "en", student.username)).studentName).toBe("Test Taker");
  });

  it("an empty student has no exams, no points and nothing earned", async () => {
    const student = await person("student");
    const view = await studentDashboard(student, 1, "az", "/profile");
    expect(view.stats).toMatchObject({ totalExams: 0, totalPoints: 0, average: null, improvement: { kind: "notEnoughExams" } });
    expect(view.history).toMatchObject({ count: 0, results: [] });
    expect(view.badges.every((b) => b.state !== "earned")).toBe(true);
    expect(view.calendar.dates.every((d) => Date.parse(`${d}T23:59:59+04:00`) > Date.now())).toBe(true);
  });
});
