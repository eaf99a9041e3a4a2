import { poolCounts } from "~/features/practice/index.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { upcomingTestDates } from "~/features/plan/plan.server";
import type { PlanJson } from "~/features/plan/types";
import * as planRoute from "~/routes/api/plan/plan";
import { seedOnce } from "../setup/exam-helpers";
import { finishExam, person } from "../setup/plan-helpers";
import { callRoute } from "../setup/request";

beforeAll(seedOnce);
afterAll(closeDb);

const get = (token?: string) => callRoute(planRoute, { token, path: "/api/plan/" });
const put = (token: string | undefined, json: unknown) => callRoute(planRoute, { method: "PUT", token, json, path: "/api/plan/" });
const upcoming = () => upcomingTestDates(Date.now());

describe("GET /api/plan/", () => {
  it("needs a token (401) and a student (403 for mentors, teachers' and admins' own plans)", async () => {
    expect((await get()).status).toBe(401);
    for (const type of ["pre_teacher", "admin"] as const) {
      const other = await person(type);
      const res = await get(other.access);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { detail: string }).detail).toBe("Only students have a study plan.");
      expect((await put(other.access, { target_score: 1200, test_date: upcoming()[0] })).status).toBe(403);
    }
  });

  it("tells a student without results to take the diagnostic first, with an empty skill map", async () => {
    const student = await person();
    const res = await get(student.access);
    expect(res.status).toBe(200);
    const plan = (await res.json()) as PlanJson;
    expect(plan).toMatchObject({ status: "needs_result", settings: null, estimate: null, results: 0, weeks: [], this_week: null, assigned: [] });
    expect(plan.skills).toHaveLength(30);
    expect(plan.skills.every((s) => s.level === "not_started" && s.percent === 50 && s.answers === 0)).toBe(true);
    expect(plan.calendar.dates).toEqual(upcoming());
  });
});

describe("PUT /api/plan/", () => {
  it("refuses bad fields with 400 and every field's message", async () => {
    const { access } = await person();
    const date = upcoming()[0]!;
    const cases: [unknown, string[]][] = [
      [{}, ["target_score", "test_date"]],
      [{ target_score: 1234, test_date: date }, ["target_score"]], // not a multiple of 10
      [{ target_score: 390, test_date: date }, ["target_score"]],
      [{ target_score: 1610, test_date: date }, ["target_score"]],
      [{ target_score: 1300.5, test_date: date }, ["target_score"]],
      [{ target_score: "abc", test_date: date }, ["target_score"]],
      [{ target_score: true, test_date: date }, ["target_score"]],
      [{ target_score: 1300, test_date: "2026-12-06" }, ["test_date"]], // not a test day of the calendar
      [{ target_score: 1300, test_date: "tomorrow" }, ["test_date"]],
      [{ target_score: 1300, test_date: 20261205 }, ["test_date"]],
      [{ target_score: 1300, test_date: date, extra: 1 }, ["form"]],
    ];
    for (const [body, fields] of cases) {
      const res = await put(access, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as Record<string, unknown>;
      expect(
        Object.keys(json)
          .filter((k) => k !== "detail")
          .sort(),
        JSON.stringify(body),
      ).toEqual(fields.sort());
    }
    const target = (await (await put(access, { target_score: 1234, test_date: date })).json()) as { target_score: string[] };
    expect(target.target_score).toEqual(["Choose a target score from 400 to 1600, in steps of 10."]);
  });

  it("refuses a test day that is over, and bodies that are not JSON objects", async () => {
    const { access } = await person();
    const res = await put(access, { target_score: 1300, test_date: "2026-03-14" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ test_date: ["This test day is over. Choose an upcoming one."] });
    expect(
      (await callRoute(planRoute, { method: "PUT", token: access, raw: "target_score=1300", headers: { "Content-Type": "text/plain" }, path: "/api/plan/" }))
        .status,
    ).toBe(415);
    expect(
      (await callRoute(planRoute, { method: "PUT", token: access, raw: "{oops", headers: { "Content-Type": "application/json" }, path: "/api/plan/" })).status,
    ).toBe(400);
    expect((await put(access, [1300])).status).toBe(400);
  });

  it("answers the messages in the caller's language", async () => {
    const { access } = await person();
    const res = await callRoute(planRoute, { method: "PUT", token: access, json: { target_score: 5, test_date: upcoming()[0] }, path: "/api/plan/?lng=ru" });
    expect(await res.json()).toMatchObject({ target_score: ["Выберите целевой балл от 400 до 1600 с шагом 10."] });
  });

  it("stores the target and test day; with a result, the plan has weeks up to the test day", async () => {
    const student = await person();
    const date = upcoming()[0]!;
    const before = (await (await put(student.access, { target_score: 1300, test_date: date })).json()) as PlanJson;
    expect(before).toMatchObject({ status: "needs_result", settings: { target_score: 1300, test_date: date }, weeks: [] });

    await finishExam(student.access, "diagnostic", "wrong");
    const res = await get(student.access);
    const plan = (await res.json()) as PlanJson;
    expect(plan.status).toBe("ready");
    expect(plan.results).toBe(1);
    expect(plan.estimate!.score).toBeGreaterThanOrEqual(400);
    expect(plan.gap).toBe(1300 - plan.estimate!.score);
    expect(plan.weeks.length).toBeGreaterThanOrEqual(1);
    expect(plan.weeks[0]!.current).toBe(true);
    expect(plan.weeks.at(-1)!.test_week).toBe(true);
    const lastWeekEnd = Date.parse(plan.weeks.at(-1)!.ends);
    expect(Date.parse(`${date}T00:00:00Z`)).toBeLessThan(lastWeekEnd);
    expect(Date.parse(`${date}T00:00:00Z`)).toBeGreaterThanOrEqual(lastWeekEnd - 7 * 86_400_000);
    // Every answer of the diagnostic was wrong: the priorities are the skills with the most points to win, largest first.
    const gains = plan.priorities.map((p) => p.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    expect(plan.skills.filter((s) => s.answers > 0).every((s) => s.correct === 0 && s.level === "needs_work")).toBe(true);
    // This week's practice items are the sets of the week, each of 10 questions, on top-ranked skills.
    const week = plan.this_week!;
    const practice = week.items.filter((i) => i.kind === "practice");
    expect(practice.reduce((n, i) => n + (i.kind === "practice" ? i.sets : 0), 0)).toBe(plan.weeks[0]!.sets);
    expect(week.questions_total).toBe(plan.weeks[0]!.sets * 10);
    expect(week.questions_done).toBe(0);
    // The first set goes to the top-ranked skill the bank can practise (the tests' bank: tests/fixtures/practice-bank.ts).
    const practicable = (await poolCounts(await getDb())).filter((c) => c.count > 0).map((c) => c.skill);
    expect(practice[0]!.kind === "practice" && practice[0]!.skill).toBe(plan.priorities.find((p) => practicable.includes(p.skill))!.skill);
    expect(practice.every((i) => i.kind === "practice" && practicable.includes(i.skill))).toBe(true);

    // Changing the plan: the same call again with another target.
    const changed = (await (await put(student.access, { target_score: "1500", test_date: date })).json()) as PlanJson;
    expect(changed.settings!.target_score).toBe(1500);
    expect(changed.gap).toBe(1500 - plan.estimate!.score);
  });
});
