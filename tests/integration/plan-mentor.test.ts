import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { mentorships } from "#db/schema";
import { upcomingTestDates } from "~/features/plan/plan.server";
import type { NotebookViewJson, PlanJson } from "~/features/plan/types";
import * as planRoute from "~/routes/api/plan/plan";
import * as studentApi from "~/routes/api/plan/student";
import * as studentPage from "~/routes/plan/student";
import { seedOnce } from "../setup/exam-helpers";
import { bankQuestions, callPlanPage, finishExam, person, practiceSetRows, type Person } from "../setup/plan-helpers";
import { callRoute } from "../setup/request";

beforeAll(seedOnce);
afterAll(closeDb);

async function link(mentor: Person, student: Person) {
  const db = await getDb();
  await db.insert(mentorships).values({ mentorId: mentor.id, studentId: student.id });
}

const apiGet = (viewer: Person, username: string) =>
  callRoute(studentApi, { token: viewer.access, path: `/api/plan/students/${username}/`, params: { username } });
const page = (viewer: Person | null, username: string, form?: Record<string, string>) =>
  callPlanPage(studentPage, { path: `/plan/students/${username}`, user: viewer, params: { username }, form });

describe("a mentor reads their students' plans", () => {
  it("sees the plan and skill map of their own student, read only, by API and page", async () => {
    const [mentor, student] = await Promise.all([person("pre_teacher"), person()]);
    await link(mentor, student);
    await finishExam(student.access, "diagnostic", "wrong");
    await callRoute(planRoute, {
      method: "PUT",
      token: student.access,
      json: { target_score: 1250, test_date: upcomingTestDates(Date.now())[0] },
      path: "/api/plan/",
    });

    const res = await apiGet(mentor, student.username.toUpperCase());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { student: { username: string }; plan: PlanJson; notebook: NotebookViewJson };
    expect(body.student.username).toBe(student.username);
    expect(body.plan).toMatchObject({ status: "ready", settings: { target_score: 1250 }, results: 1 });
    expect(body.plan.skills.some((s) => s.answers > 0)).toBe(true);
    // Every diagnostic answer was wrong: each question is in the notebook, as plain-text excerpts.
    expect(body.notebook.counts.active).toBeGreaterThan(10);
    expect(body.notebook.items.length).toBe(Math.min(body.notebook.total, 50));
    expect(body.notebook.items[0]).toMatchObject({ reason: "wrong", sources: ["test"] });
    for (const item of body.notebook.items) expect(item.excerpt).not.toMatch(/<|\\\(/);

    const loaded = await page(mentor, student.username);
    expect(loaded.status).toBe(200);
    expect(loaded.data.plan.settings.target_score).toBe(1250);
    expect(loaded.data.student.username).toBe(student.username);
    expect(loaded.data.notebook.counts.active).toBe(body.notebook.counts.active);
    // Read only: the mentor cannot change the student's plan (the API's PUT sets the caller's own, and mentors have none).
    expect(
      (
        await callRoute(planRoute, {
          method: "PUT",
          token: mentor.access,
          json: { target_score: 1600, test_date: upcomingTestDates(Date.now())[0] },
          path: "/api/plan/",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute(studentApi, {
          method: "PUT",
          token: mentor.access,
          json: {},
          path: `/api/plan/students/${student.username}/`,
          params: { username: student.username },
        })
      ).status,
    ).toBe(405);
  });

  it("another mentor's student, an unknown name or a mentor's name is 404; a student asking is 403; an admin may read", async () => {
    const [mentor, other, student, admin] = await Promise.all([person("pre_teacher"), person("pre_teacher"), person(), person("admin")]);
    await link(mentor, student);
    expect((await apiGet(other, student.username)).status).toBe(404);
    expect((await apiGet(mentor, "nobody-here-at-all")).status).toBe(404);
    expect((await apiGet(mentor, other.username)).status).toBe(404);
    const asStudent = await apiGet(student, student.username);
    expect(asStudent.status).toBe(403);
    expect((await apiGet(admin, student.username)).status).toBe(200);
    expect((await callRoute(studentApi, { path: `/api/plan/students/${student.username}/`, params: { username: student.username } })).status).toBe(401);

    expect((await page(other, student.username)).status).toBe(404);
    expect((await page(student, student.username)).status).toBe(403);
    expect((await page(admin, student.username)).status).toBe(200);
    expect((await page(null, student.username)).status).toBe(302);
    // An unlinked mentorship is no longer a way in.
    const db = await getDb();
    await db.update(mentorships).set({ active: false }).where(eq(mentorships.mentorId, mentor.id));
    expect((await apiGet(mentor, student.username)).status).toBe(404);
  });
});

describe("a mentor assigns a practice set", () => {
  it("creates the set through the practice module (origin mentor) and the student's plan lists it", async () => {
    const [mentor, student] = await Promise.all([person("pre_teacher"), person()]);
    await link(mentor, student);
    await bankQuestions("cross_text_connections", 4);
    const res = await page(mentor, student.username, {
      intent: "assign",
      skill: "cross_text_connections",
      difficulty: "medium",
      length: "5",
      note: "Read both texts first.",
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ intent: "assign", ok: true });
    expect(res.data.length).toBeGreaterThanOrEqual(1);

    const plan = (await (await callRoute(planRoute, { token: student.access, path: "/api/plan/" })).json()) as PlanJson;
    expect(plan.assigned).toHaveLength(1);
    expect(plan.assigned[0]).toMatchObject({
      skills: ["cross_text_connections"],
      test: "verbal",
      difficulty: "medium",
      note: "Read both texts first.",
      mentor: mentor.username,
    });
    const [set] = await practiceSetRows([plan.assigned[0]!.id]);
    expect(set).toMatchObject({ userId: student.id, assignedBy: mentor.id, origin: "mentor", status: "active" });

    // A mixed adaptive set, no note.
    const mixed = await page(mentor, student.username, { intent: "assign", skill: "", difficulty: "adaptive", length: "10", note: "" });
    expect(mixed.data).toMatchObject({ ok: true, length: 10 });
    const after = (await (await callRoute(planRoute, { token: student.access, path: "/api/plan/" })).json()) as PlanJson;
    expect(after.assigned.map((a) => a.skills)).toEqual([[], ["cross_text_connections"]]);
  });

  it("refuses bad fields (400 with field messages) and anyone who is not the student's mentor", async () => {
    const [mentor, other, student] = await Promise.all([person("pre_teacher"), person("pre_teacher"), person()]);
    await link(mentor, student);
    const bad = await page(mentor, student.username, { intent: "assign", skill: "not_a_skill", difficulty: "impossible", length: "7", note: "x".repeat(501) });
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({
      skill: ["plan:errors.skill"],
      difficulty: ["plan:errors.difficulty"],
      length: ["plan:errors.length"],
      note: ["plan:errors.note"],
    });
    expect((await page(other, student.username, { intent: "assign", skill: "", difficulty: "adaptive", length: "5" })).status).toBe(404);
    expect((await page(student, student.username, { intent: "assign", skill: "", difficulty: "adaptive", length: "5" })).status).toBe(403);
    const plan = (await (await callRoute(planRoute, { token: student.access, path: "/api/plan/" })).json()) as PlanJson;
    expect(plan.assigned).toEqual([]);
  });
});
