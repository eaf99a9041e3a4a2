import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { mentorships, users } from "#db/schema";
import * as resultRoute from "~/routes/api/exams/result";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import * as accommodationsPage from "~/routes/profile/accommodations";
import * as selectPage from "~/routes/exams/select";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { callPage } from "../setup/page";
import { callRoute } from "../setup/request";
import { user } from "../setup/services";

/**
 * Testing accommodations (issue 19): set by an administrator or the student's mentor, applied by the
 * server to the deadlines and breaks of the sessions the student starts afterwards, shown on the exam
 * list and on results.
 */
let adminId = 0;
beforeAll(async () => {
  await seedOnce();
  const [row] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.username, "admin"));
  adminId = row!.id;
});
afterAll(closeDb);

async function student() {
  const { username, access } = await newUserToken();
  const [row] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.username, username));
  usernames.set(row!.id, username);
  return { id: row!.id, username, access };
}

async function newMentor() {
  const { username } = await newUserToken();
  const db = await getDb();
  const [row] = await db.update(users).set({ userType: "pre_teacher" }).where(eq(users.username, username)).returning({ id: users.id });
  return user(row!.id, "pre_teacher", username);
}

const admin = () => user(adminId, "admin", "admin");

const usernames = new Map<number, string>();
function setAccommodation(as: ReturnType<typeof user>, studentId: number, form: Record<string, string>) {
  const name = usernames.get(studentId)!;
  return callPage(accommodationsPage, { path: `/students/${name}/accommodations?lng=en`, form, user: as, params: { student: name } });
}

async function startAndTake(token: string, slug: string) {
  const created = await callRoute(sessionsRoute, { json: { exam: await examId(slug) }, token });
  const { id } = await created.json();
  const session = await (await callRoute(sessionRoute, { token, params: { id: String(id) } })).json();
  const section = session.next_section as number;
  const taken = await (
    await callRoute(takeRoute, { token, path: `/api/exams/section/${section}/take/?sessionId=${id}`, params: { sectionId: String(section) } })
  ).json();
  return { id: id as number, session, section, taken };
}

const seconds = (taken: { started_at: string; end_time: string }) => Math.round((Date.parse(taken.end_time) - Date.parse(taken.started_at)) / 1000);

describe("accommodations", () => {
  it("an administrator gives 1.5× time for every exam: the server's deadline is 1.5× the module's time, the session and the exam list say so", async () => {
    const s = await student();
    const saved = await setAccommodation(admin(), s.id, { exam: "all", timePercent: "150", breakPercent: "100", extraBreakMinutes: "0" });
    expect(saved.status).toBe(200);
    const { session, taken } = await startAndTake(s.access, "practice-test-1");
    expect(session.accommodation).toEqual({ time_percent: 150, break_percent: 100, extra_break_minutes: 0 });
    expect(seconds(taken)).toBe(48 * 60);
    expect(taken.duration).toBe(48 * 60);
    expect(session.exam.sections[0].duration).toBe(48 * 60);
    const list = await callPage(selectPage, { path: "/exams?lng=en", user: user(s.id, "student", s.username) });
    const pt1 = list.data.exams.find((e: { slug: string }) => e.slug === "practice-test-1");
    expect(pt1.accommodation).toBe("1.5× time");
    // A student without accommodations gets the standard time.
    const other = await student();
    expect(seconds((await startAndTake(other.access, "practice-test-1")).taken)).toBe(32 * 60);
  });

  it("an exam's own accommodation wins over the every-exam one; a running session keeps what it started with", async () => {
    const s = await student();
    await setAccommodation(admin(), s.id, { exam: "all", timePercent: "200", breakPercent: "100", extraBreakMinutes: "0" });
    await setAccommodation(admin(), s.id, { exam: String(await examId("diagnostic")), timePercent: "100", breakPercent: "100", extraBreakMinutes: "0" });
    const diagnostic = await startAndTake(s.access, "diagnostic");
    expect(diagnostic.session.accommodation).toBeNull();
    const pt1 = await startAndTake(s.access, "practice-test-1");
    expect(seconds(pt1.taken)).toBe(64 * 60);
    // Changed afterwards: the running session keeps its deadline, the next session gets the new time.
    await setAccommodation(admin(), s.id, { exam: "all", timePercent: "150", breakPercent: "100", extraBreakMinutes: "0" });
    const again = await (
      await callRoute(takeRoute, {
        token: s.access,
        path: `/api/exams/section/${pt1.section}/take/?sessionId=${pt1.id}`,
        params: { sectionId: String(pt1.section) },
      })
    ).json();
    expect(again.end_time).toBe(pt1.taken.end_time);
  });

  it("extra breaks: a break of the chosen length after a module that has none; longer scheduled breaks", async () => {
    const s = await student();
    await setAccommodation(admin(), s.id, { exam: "all", timePercent: "100", breakPercent: "200", extraBreakMinutes: "5" });
    const { id, section, taken } = await startAndTake(s.access, "practice-test-1");
    const before = Date.now();
    const done = await callRoute(submitRoute, { token: s.access, json: { session: id, answers: {} }, params: { sectionId: String(section) } });
    expect(done.status).toBe(200);
    const next = await done.json();
    expect(next.state).toBe("break");
    const pause = (Date.parse(next.break_ends_at) - before) / 1000;
    expect(pause).toBeGreaterThan(5 * 60 - 5);
    expect(pause).toBeLessThanOrEqual(5 * 60 + 5);
    expect(taken.duration).toBe(32 * 60);
    // Module 2 of Reading and Writing ends with the scheduled 10-minute break: twice as long.
    await callRoute(takeRoute, {
      token: s.access,
      path: `/api/exams/section/${next.next_section}/take/?sessionId=${id}`,
      params: { sectionId: String(next.next_section) },
    });
    const at = Date.now();
    const second = await (
      await callRoute(submitRoute, { token: s.access, json: { session: id, answers: {} }, params: { sectionId: String(next.next_section) } })
    ).json();
    expect(second.state).toBe("break");
    expect(Math.round((Date.parse(second.break_ends_at) - at) / 60_000)).toBe(20);
  });

  it("the result says the exam was taken with extended time", async () => {
    const s = await student();
    await setAccommodation(admin(), s.id, { exam: "all", timePercent: "200", breakPercent: "100", extraBreakMinutes: "0" });
    const started = await startAndTake(s.access, "e2e-short");
    const id = started.id;
    let section = started.section;
    for (let i = 0; i < 10; i++) {
      const res = await (await callRoute(submitRoute, { token: s.access, json: { session: id, answers: {} }, params: { sectionId: String(section) } })).json();
      if (res.state === "finished") break;
      section = res.next_section;
      await callRoute(takeRoute, { token: s.access, path: `/api/exams/section/${section}/take/?sessionId=${id}`, params: { sectionId: String(section) } });
    }
    const result = await (await callRoute(resultRoute, { token: s.access, params: { id: String(id) } })).json();
    expect(result.accommodation).toEqual({ time_percent: 200, break_percent: 100, extra_break_minutes: 0 });
  });

  it("a linked mentor may set them; another mentor, a student and a visitor may not; bad input is a field error", async () => {
    const s = await student();
    const mentor = await newMentor();
    const stranger = await newMentor();
    const db = await getDb();
    await db.insert(mentorships).values({ mentorId: mentor.id, studentId: s.id });
    expect((await setAccommodation(mentor, s.id, { exam: "all", timePercent: "150", breakPercent: "100", extraBreakMinutes: "0" })).status).toBe(200);
    expect((await setAccommodation(stranger, s.id, { exam: "all", timePercent: "200", breakPercent: "100", extraBreakMinutes: "0" })).status).toBe(404);
    expect(
      (await setAccommodation(user(s.id, "student", s.username), s.id, { exam: "all", timePercent: "200", breakPercent: "100", extraBreakMinutes: "0" }))
        .status,
    ).toBe(403);
    const page = await callPage(accommodationsPage, { path: `/students/${s.username}/accommodations?lng=en`, user: mentor, params: { student: s.username } });
    expect(page.data.list).toEqual([expect.objectContaining({ exam: null, text: "1.5× time" })]);
    const bad = await setAccommodation(mentor, s.id, { exam: "all", timePercent: "175", breakPercent: "100", extraBreakMinutes: "0" });
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors.timePercent).toEqual(["accommodations:errors.choice"]);
    const noExam = await setAccommodation(mentor, s.id, { exam: "999999", timePercent: "150", breakPercent: "100", extraBreakMinutes: "0" });
    expect(noExam.status).toBe(400);
    const visitor = await callPage(accommodationsPage, { path: `/students/${s.username}/accommodations`, user: null, params: { student: s.username } });
    expect(visitor.status).toBe(302);
  });
});
