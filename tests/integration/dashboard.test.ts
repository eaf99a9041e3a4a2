import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { choices, exams, examSessions, mentorInvites, users, type UserType } from "#db/schema";
import { mentorDashboard, studentDashboard } from "~/features/profile/dashboard.server";
import { examPoints } from "~/features/profile/stats";
import * as mentorInvitesRoute from "~/routes/api/mentor-invites";
import * as mentorJoinRoute from "~/routes/api/mentor-join";
import * as mentorshipsRoute from "~/routes/api/mentorships";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";

beforeAll(seedOnce);
afterAll(closeDb);

type Person = { id: number; username: string; access: string; user_type: UserType };

async function person(type: UserType = "student"): Promise<Person> {
  const { username, access } = await newUserToken();
  const db = await getDb();
  const [row] = await db.update(users).set({ userType: type }).where(eq(users.username, username)).returning({ id: users.id });
  return { id: row!.id, username, access, user_type: type };
}

/** Takes the fixture exam "e2e-short" to the end through the REST API, answering the first `correct` questions right. */
async function finishExam(token: string, correct = 0): Promise<number> {
  const res = await callRoute(sessionsRoute, { json: { exam: await examId("e2e-short") }, token });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  let next = ((await (await callRoute(sessionRoute, { token, params: { id: String(id) } })).json()) as { next_section: number }).next_section;
  const db = await getDb();
  let left = correct;
  for (let guard = 0; guard < 10; guard++) {
    const take = await callRoute(takeRoute, { token, path: `/api/exams/section/${next}/take/?sessionId=${id}`, params: { sectionId: String(next) } });
    const t = (await take.json()) as { id: number; sat_question_group: { questions: { id: number; question_type: string }[] } };
    const answers: Record<string, unknown> = {};
    for (const q of t.sat_question_group.questions) {
      if (left <= 0) break;
      left--;
      if (q.question_type === "SC") answers[q.id] = (await db.select().from(choices).where(eq(choices.questionId, q.id))).find((c) => c.isCorrect)!.id;
      else answers[q.id] = "2.5";
    }
    const r = (await (await callRoute(submitRoute, { token, json: { session: id, answers }, params: { sectionId: String(t.id) } })).json()) as {
      state: string;
      next_section: number;
    };
    if (r.state === "finished") return id;
    next = r.next_section;
  }
  throw new Error("the exam did not finish");
}

const link = (token: string, body: unknown, method = "POST") => callRoute(mentorshipsRoute, { method, json: body, token, path: "/api/mentorships/" });
const history = async (token: string, page = 1) =>
  (await (await callRoute(sessionsRoute, { token, path: `/api/exams/session/?page=${page}` })).json()) as {
    count: number;
    next: string | null;
    results: { id: number; examinee: { username: string } }[];
  };
const canRead = async (token: string, sessionId: number) => (await callRoute(sessionRoute, { token, params: { id: String(sessionId) } })).status;

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
    await db
      .insert(examSessions)
      .values(
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

describe("POST/DELETE /api/mentorships/ (admins only)", () => {
  it("refuses visitors (401) and non-admins (403)", async () => {
    const [student, mentor] = await Promise.all([person("student"), person("pre_teacher")]);
    const body = { mentor: mentor.username, student: student.username };
    expect((await callRoute(mentorshipsRoute, { json: body })).status).toBe(401);
    for (const who of [student, mentor]) {
      expect((await link(who.access, body)).status).toBe(403);
      expect((await link(who.access, body, "DELETE")).status).toBe(403);
    }
    expect((await history(mentor.access)).count).toBe(0);
  });

  it("links and unlinks by username; the mentor's view follows", async () => {
    const [admin, mentor, student] = await Promise.all([person("admin"), person("pre_teacher"), person("student")]);
    const session = await finishExam(student.access);
    const body = { mentor: mentor.username.toUpperCase(), student: student.username };
    const res = await link(admin.access, body);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ mentor: mentor.username, student: student.username, active: true });
    expect((await link(admin.access, body)).status).toBe(200);
    expect((await history(mentor.access)).results.map((r) => r.id)).toEqual([session]);
    expect((await link(admin.access, body, "DELETE")).status).toBe(204);
    expect((await history(mentor.access)).count).toBe(0);
    expect(await canRead(mentor.access, session)).toBe(404);
    const again = await link(admin.access, body, "DELETE");
    expect(again.status).toBe(404);
    expect((await again.json()).detail).toBe("This mentor and student are not linked.");
  });

  it("checks who is a mentor and who is a student", async () => {
    const [admin, mentor, student] = await Promise.all([person("admin"), person("pre_teacher"), person("student")]);
    const wrong = await link(admin.access, { mentor: student.username, student: mentor.username });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ mentor: ["This user is not a mentor."], student: ["This user is not a student."] });
    const unknown = await link(admin.access, { mentor: "nobody-at-all", student: "" });
    expect(await unknown.json()).toMatchObject({ mentor: ["There is no user with this username."], student: ["Required"] });
  });
});

describe("invite codes", () => {
  const create = (token: string) => callRoute(mentorInvitesRoute, { method: "POST", token, path: "/api/mentorships/invites/" });
  const join = (token: string, code: unknown) => callRoute(mentorJoinRoute, { json: { code }, token, path: "/api/mentorships/join/" });

  it("a mentor creates a code; a student uses it once to link themselves", async () => {
    const [mentor, student, late] = await Promise.all([person("pre_teacher"), person("student"), person("pre_student")]);
    const res = await create(mentor.access);
    expect(res.status).toBe(201);
    const invite = (await res.json()) as { code: string; expires_at: string };
    expect(invite.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(Date.parse(invite.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(((await (await callRoute(mentorInvitesRoute, { token: mentor.access })).json()) as { code: string }[]).map((i) => i.code)).toEqual([invite.code]);

    const session = await finishExam(student.access);
    expect(await canRead(mentor.access, session)).toBe(404);
    const typed = `${invite.code.slice(0, 4).toLowerCase()}-${invite.code.slice(4)}`;
    const joined = await join(student.access, typed);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({ mentor: mentor.username });
    expect(await canRead(mentor.access, session)).toBe(200);
    expect((await history(mentor.access)).results.map((r) => r.examinee.username)).toEqual([student.username]);

    // A used code is refused; its own student is told they are linked already.
    const reuse = await join(late.access, invite.code);
    expect(reuse.status).toBe(409);
    expect((await reuse.json()).detail).toBe("This invite code has already been used. Ask your mentor for a new one.");
    const again = await join(student.access, invite.code);
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe("You are already linked to this mentor.");
    expect(((await (await callRoute(mentorInvitesRoute, { token: mentor.access })).json()) as unknown[]).length).toBe(0);
  });

  it("refuses expired and unknown codes with their own messages", async () => {
    const [mentor, student] = await Promise.all([person("pre_teacher"), person("student")]);
    const { code } = (await (await create(mentor.access)).json()) as { code: string };
    const db = await getDb();
    await db
      .update(mentorInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mentorInvites.code, code));
    const expired = await join(student.access, code);
    expect(expired.status).toBe(410);
    expect((await expired.json()).detail).toBe("This invite code has expired. Ask your mentor for a new one.");
    const unknown = await join(student.access, "ZZZZ-ZZZZ");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe("There is no invite with this code. Check it and try again.");
    expect((await join(student.access, "")).status).toBe(400);
    const [row] = await db.select().from(mentorInvites).where(eq(mentorInvites.code, code));
    expect(row!.usedBy).toBeNull();
  });

  it("only mentors create codes and only students join", async () => {
    const [mentor, student, otherMentor] = await Promise.all([person("pre_teacher"), person("student"), person("pre_teacher")]);
    expect((await create(student.access)).status).toBe(403);
    const { code } = (await (await create(mentor.access)).json()) as { code: string };
    const refused = await join(otherMentor.access, code);
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toBe("Only students can join a mentor.");
    expect((await join(student.access, code)).status).toBe(200);
  });

  it("answers in the caller's language", async () => {
    const student = await person("student");
    const res = await callRoute(mentorJoinRoute, { json: { code: "QQQQQQQQ" }, token: student.access, path: "/api/mentorships/join/?lng=ru" });
    expect((await res.json()).detail).toBe("Нет приглашения с таким кодом. Проверьте код и попробуйте снова.");
  });
});
