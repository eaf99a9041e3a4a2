import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { mentorships, users, type UserType } from "#db/schema";
import { mentorDashboard } from "~/features/profile/dashboard.server";
import * as mentorshipsPage from "~/routes/admin/mentorships";
import * as dashboardPage from "~/routes/profile/dashboard";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { callPage } from "../setup/page";
import { callRoute } from "../setup/request";
import { user } from "../setup/services";

/** Issue 19's dashboards: an administrator links mentors and students in the back office; a mentor opens one student's history. */
beforeAll(seedOnce);
afterAll(closeDb);

async function person(type: UserType) {
  const { username, access } = await newUserToken();
  const [row] = await (await getDb()).update(users).set({ userType: type }).where(eq(users.username, username)).returning({ id: users.id });
  return { ...user(row!.id, type, username), access };
}

async function finishExam(token: string) {
  const { id } = await (await callRoute(sessionsRoute, { json: { exam: await examId("e2e-short") }, token })).json();
  let next = (await (await callRoute(sessionRoute, { token, params: { id: String(id) } })).json()).next_section;
  for (let i = 0; i < 10 && next; i++) {
    await callRoute(takeRoute, { token, path: `/api/exams/section/${next}/take/?sessionId=${id}`, params: { sectionId: String(next) } });
    const res = await (await callRoute(submitRoute, { token, json: { session: id, answers: {} }, params: { sectionId: String(next) } })).json();
    next = res.state === "finished" ? null : res.next_section;
  }
  return id as number;
}

const post = (as: ReturnType<typeof user>, form: Record<string, string>) => callPage(mentorshipsPage, { path: "/admin/mentorships?lng=en", form, user: as });

describe("the back office links mentors and students", () => {
  it("links by username, says when the link exists, lists it, and unlinks", async () => {
    const admin = await person("admin");
    const [mentor, student] = [await person("pre_teacher"), await person("student")];
    const linked = await post(admin, { intent: "link", mentor: mentor.username, student: student.username });
    expect(linked.data).toMatchObject({ done: "linked" });
    expect((await post(admin, { intent: "link", mentor: mentor.username, student: student.username })).data).toMatchObject({ done: "already" });
    const list = await callPage(mentorshipsPage, { path: "/admin/mentorships", user: admin });
    expect(list.data.links).toEqual(expect.arrayContaining([expect.objectContaining({ mentor: mentor.username, student: student.username })]));
    expect((await post(admin, { intent: "unlink", mentor: mentor.username, student: student.username })).data).toMatchObject({ done: "unlinked" });
    const [row] = await (await getDb()).select().from(mentorships).where(eq(mentorships.mentorId, mentor.id));
    expect(row).toBeUndefined();
  });

  it("names what is wrong: an unknown user, a student as mentor, an empty field", async () => {
    const admin = await person("admin");
    const [mentor, student] = [await person("pre_teacher"), await person("student")];
    const unknown = await post(admin, { intent: "link", mentor: "nobody-here-xyz", student: student.username });
    expect(unknown.status).toBe(400);
    expect(unknown.data.fieldErrors.mentor).toEqual(["profile:mentorships.errors.unknownUser"]);
    const swapped = await post(admin, { intent: "link", mentor: student.username, student: mentor.username });
    expect(swapped.status).toBe(400);
    expect(swapped.data.fieldErrors).toMatchObject({ mentor: ["profile:mentorships.errors.notMentor"], student: ["profile:mentorships.errors.notStudent"] });
    const empty = await post(admin, { intent: "link", mentor: "", student: student.username });
    expect(empty.status).toBe(400);
    expect(empty.data.fieldErrors.mentor).toEqual(["validation.required"]);
  });
});

describe("the mentor's dashboard", () => {
  it("a student's name leads to that student's history; another mentor's student shows nothing", async () => {
    const [mentor, a, b, stranger] = [await person("pre_teacher"), await person("student"), await person("student"), await person("student")];
    const db = await getDb();
    await db.insert(mentorships).values([
      { mentorId: mentor.id, studentId: a.id },
      { mentorId: mentor.id, studentId: b.id },
    ]);
    const [ea, eb] = [await finishExam(a.access), await finishExam(b.access)];
    await finishExam(stranger.access);
    const all = await mentorDashboard(mentor, 1, "/profile", "en");
    expect(all.history.results.map((r) => r.id).sort()).toEqual([ea, eb].sort());
    const page = await callPage(dashboardPage, { path: `/profile?student=${a.username}&lng=en`, user: mentor });
    expect(page.data.mentor.student).toBe(a.username);
    expect(page.data.mentor.history.results.map((r: { id: number }) => r.id)).toEqual([ea]);
    const other = await callPage(dashboardPage, { path: `/profile?student=${stranger.username}`, user: mentor });
    expect(other.data.mentor.history.count).toBe(0);
    // Scores carry the scaled estimate next to the percent.
    expect(page.data.mentor.history.results[0]).toHaveProperty("scaled_total");
  });
});
