import { poolCounts } from "~/features/practice/index.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { weekStart } from "~/features/plan/layout";
import { planOf, upcomingTestDates } from "~/features/plan/plan.server";
import type { PlanJson } from "~/features/plan/types";
import * as planRoute from "~/routes/api/plan/plan";
import * as planPage from "~/routes/plan/plan";
import { seedOnce } from "../setup/exam-helpers";
import { bankQuestions, callPlanPage, finishExam, person, practiceAnswers, practiceSetRows } from "../setup/plan-helpers";
import { callRoute } from "../setup/request";

beforeAll(seedOnce);
afterAll(closeDb);

const DAY = 86_400_000;
const get = async (token: string) => (await (await callRoute(planRoute, { token, path: "/api/plan/" })).json()) as PlanJson;
const put = async (token: string, json: unknown) => (await (await callRoute(planRoute, { method: "PUT", token, json, path: "/api/plan/" })).json()) as PlanJson;
/** A test day several weeks away, so that the plan has weeks after this one. */
const farDate = () => {
  const dates = upcomingTestDates(Date.now());
  return dates.find((d) => Date.parse(`${d}T00:00:00Z`) - Date.now() > 35 * DAY) ?? dates.at(-1)!;
};
const withoutProgress = (plan: PlanJson) => plan.this_week!.items.map(({ progress: _, ...item }) => item);

describe("the plan follows the student's results", () => {
  it("after a better test: a higher estimate, stronger skills, other priorities and later weeks; this week stays as planned", async () => {
    const student = await person();
    await put(student.access, { target_score: 1400, test_date: farDate() });
    await finishExam(student.access, "diagnostic", "wrong");
    const first = await get(student.access);
    expect(first.status).toBe("ready");
    expect(first.weeks.length).toBeGreaterThan(4);

    await finishExam(student.access, "diagnostic", "right");
    const second = await get(student.access);
    expect(second.results).toBe(2);
    expect(second.estimate!.score).toBeGreaterThan(first.estimate!.score);
    expect(second.gap!).toBeLessThan(first.gap!);
    for (const skill of second.skills.filter((s) => s.answers > 0)) {
      const before = first.skills.find((s) => s.skill === skill.skill)!;
      expect(skill.percent, skill.skill).toBeGreaterThan(before.percent);
      expect(skill.answers).toBe(before.answers * 2);
    }
    expect(second.priorities.map((p) => p.skill)).not.toEqual(first.priorities.map((p) => p.skill));
    expect(second.weeks.slice(1).map((w) => w.items)).not.toEqual(first.weeks.slice(1).map((w) => w.items));
    // Week 1 keeps the list it was planned with (the data as of the plan's save or the first result).
    expect(second.this_week!.planned_at).toBe(first.this_week!.planned_at);
    expect(withoutProgress(second)).toEqual(withoutProgress(first));

    // Saving the settings again plans this week from the newest data.
    const resaved = await put(student.access, { target_score: 1400, test_date: farDate() });
    expect(Date.parse(resaved.this_week!.planned_at)).toBeGreaterThan(Date.parse(first.this_week!.planned_at));
    const top = resaved.this_week!.items.find((i) => i.kind === "practice");
    // (the top-ranked skill the tests' bank can practise: tests/fixtures/practice-bank.ts)
    const practicable = (await poolCounts(await getDb())).filter((c) => c.count > 0).map((c) => c.skill);
    expect(top && top.kind === "practice" && top.skill).toBe(resaved.priorities.find((p) => practicable.includes(p.skill))!.skill);
  });

  it("after practice: this week's progress counts the skill's practice questions, and the skill map moves", async () => {
    const student = await person();
    await finishExam(student.access, "diagnostic", "wrong");
    await put(student.access, { target_score: 1300, test_date: farDate() });
    const planned = await get(student.access);
    // Practice from last week, of every skill of this week's list: it counts for mastery, not for this week's progress.
    const lastWeek = new Date(weekStart(Date.now()) - DAY);
    for (const i of planned.this_week!.items) if (i.kind === "practice") await practiceAnswers(student.id, i.skill, [false], lastWeek);
    await put(student.access, { target_score: 1300, test_date: farDate() });
    const before = await get(student.access);
    const item = before.this_week!.items.find((i) => i.kind === "practice")!;
    if (item.kind !== "practice") throw new Error("no practice item");
    expect(item.progress).toEqual({ done: 0, total: item.questions, complete: false });

    await practiceAnswers(student.id, item.skill, Array(10).fill(true));
    const after = await get(student.access);
    const same = after.this_week!.items.find((i) => i.kind === "practice" && i.skill === item.skill)!;
    expect(same.progress).toEqual({ done: 10, total: item.questions, complete: item.questions === 10 });
    expect(after.this_week!.questions_done).toBe(10);
    const skillBefore = before.skills.find((s) => s.skill === item.skill)!;
    const skillAfter = after.skills.find((s) => s.skill === item.skill)!;
    expect(skillAfter.answers).toBe(skillBefore.answers + 10);
    expect(skillAfter.correct).toBe(skillBefore.correct + 10);
    expect(skillAfter.percent).toBeGreaterThan(skillBefore.percent);
    // The practised skill holds fewer points now, so it ranks lower than before.
    const rank = (plan: PlanJson) => plan.priorities.findIndex((p) => p.skill === item.skill);
    expect(rank(after)).toBeGreaterThan(rank(before));
  });

  it("moves on with time: next week becomes week 1, and a test day that is over asks for the next one", async () => {
    const student = await person();
    await finishExam(student.access, "diagnostic", "wrong");
    const date = farDate();
    await put(student.access, { target_score: 1200, test_date: date });
    await practiceAnswers(student.id, "boundaries", [true, false]);
    const now = Date.now();
    const nextWeek = await planOf(student.id, { now: now + 7 * DAY });
    expect(Date.parse(nextWeek.weeks[0]!.starts)).toBe(weekStart(now) + 7 * DAY);
    expect(nextWeek.this_week!.planned_at).toBe(new Date(weekStart(now) + 7 * DAY).toISOString());
    expect(nextWeek.this_week!.questions_done).toBe(0);
    const after = await planOf(student.id, { now: Date.parse(`${date}T23:59:00Z`) + DAY });
    expect(after).toMatchObject({ status: "test_passed", weeks: [], this_week: null });
  });

  it("counts unanswered exam questions as wrong in the skill map", async () => {
    const student = await person();
    await finishExam(student.access, "diagnostic", "blank");
    const plan = await get(student.access);
    const answered = plan.skills.filter((s) => s.answers > 0);
    expect(answered.length).toBeGreaterThan(5);
    expect(answered.every((s) => s.correct === 0 && s.percent < 50 && s.trend.direction === "new")).toBe(true);
    expect(plan.status).toBe("needs_settings");
    expect(plan.weeks).toEqual([]);
  });
});

describe("the /plan page", () => {
  it("saves the settings with the form's schema (400 with field messages), and starts a practice set from an item", async () => {
    const student = await person();
    await finishExam(student.access, "diagnostic", "wrong");
    const loaded = await callPlanPage(planPage, { path: "/plan", user: student });
    expect(loaded.status).toBe(200);
    expect(loaded.data).toMatchObject({ kind: "student", plan: { status: "needs_settings" } });

    const bad = await callPlanPage(planPage, { path: "/plan", user: student, form: { intent: "settings", target_score: "1301", test_date: "2020-01-01" } });
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({ target_score: ["plan:errors.target"], test_date: ["plan:errors.date"] });

    const date = farDate();
    const ok = await callPlanPage(planPage, { path: "/plan", user: student, form: { intent: "settings", target_score: "1350", test_date: date } });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ intent: "settings", ok: true });
    const plan = (await callPlanPage(planPage, { path: "/plan", user: student })).data.plan as PlanJson;
    expect(plan).toMatchObject({ status: "ready", settings: { target_score: 1350, test_date: date } });

    // "Start practice" on this week's first practice item: a set of that skill made by the practice module, origin "plan".
    const item = plan.this_week!.items.find((i) => i.kind === "practice")!;
    if (item.kind !== "practice") throw new Error("no practice item");
    await bankQuestions(item.skill, 3);
    const started = await callPlanPage(planPage, { path: "/plan", user: student, form: { intent: "start", skill: item.skill } });
    expect(started.status).toBe(302);
    const id = Number(started.location!.match(/(\d+)$/)![1]);
    const [set] = await practiceSetRows([id]);
    expect(set).toMatchObject({ userId: student.id, origin: "plan", skills: [item.skill], difficulty: "adaptive", length: 10, status: "active" });
    // Pressing it again opens the same unfinished set.
    const again = await callPlanPage(planPage, { path: "/plan", user: student, form: { intent: "start", skill: item.skill } });
    expect(again.location).toBe(started.location);

    const unknown = await callPlanPage(planPage, { path: "/plan", user: student, form: { intent: "start", skill: "not_a_skill" } });
    expect(unknown.status).toBe(400);
  });

  it("refuses the student's actions to mentors (403), lists a mentor's students instead, and lets an admin look a student up", async () => {
    const mentor = await person("pre_teacher");
    const refused = await callPlanPage(planPage, { path: "/plan", user: mentor, form: { intent: "settings", target_score: "1300", test_date: farDate() } });
    expect(refused.status).toBe(403);
    expect((await callPlanPage(planPage, { path: "/plan", user: mentor })).data).toMatchObject({ kind: "mentor", students: [] });
    expect((await callPlanPage(planPage, { path: "/plan", user: null })).status).toBe(302);
    // An administrator looks a student up by name.
    const admin = await person("admin");
    expect((await callPlanPage(planPage, { path: "/plan", user: admin })).data).toMatchObject({ kind: "admin" });
    expect(await callPlanPage(planPage, { path: "/plan?student=Aysel%20M", user: admin })).toMatchObject({ status: 302, location: "/plan/students/Aysel%20M" });
  });
});
