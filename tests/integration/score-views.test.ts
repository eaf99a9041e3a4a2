import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { questions, sectionAttempts, sectionQuestions, users } from "#db/schema";
import type { ExamResult } from "~/features/results/result-types";
import * as dashboardPage from "~/routes/profile/dashboard";
import * as bankPage from "~/routes/teacher/questions";
import * as bankApi from "~/routes/api/questions/sat-question";
import { seedOnce } from "../setup/exam-helpers";
import { callPage } from "../setup/page";
import { person } from "../setup/plan-helpers";
import { callRoute } from "../setup/request";
import { fetchResult, finishExam } from "../setup/result-helpers";

beforeAll(seedOnce);
afterAll(closeDb);

// Issue 28 req. 7: the dashboard's projected total with its band over time, and each item's statistics in the
// teachers' bank list (the result page's band is in results-scaled.test.ts).
describe("scores shown where they matter", () => {
  it("the dashboard projects each full test's total with its band; the bank lists each item's answers, share right, r and a, b, c", async () => {
    const { owner, id } = await finishExam("practice-test-1", (_m, i) => (i % 2 ? "right" : "wrong"));
    const result = (await (await fetchResult(owner.access, id)).json()) as ExamResult;
    const db = await getDb();
    const [me] = await db.select().from(users).where(eq(users.username, owner.username));
    const user = {
      id: me!.id,
      username: me!.username,
      email: me!.email,
      first_name: "",
      last_name: "",
      profile_picture: null,
      user_type: "student" as const,
      sessionId: "s",
    };
    const page = await callPage(dashboardPage, { path: "/profile", user });
    const total = result.summary.total_estimate!;
    expect(page.data.student.projection).toEqual([
      { sessionId: id, finishedAt: result.finished_at, score: total.score, low: total.low, high: total.high, level: total.level },
    ]);

    // A question of this session's first Reading and Writing module, as the bank lists it.
    const [given] = await db
      .select({ id: questions.id, identifier: questions.identifier })
      .from(sectionAttempts)
      .innerJoin(sectionQuestions, eq(sectionQuestions.sectionId, sectionAttempts.sectionId))
      .innerJoin(questions, eq(questions.id, sectionQuestions.questionId))
      .where(and(eq(sectionAttempts.sessionId, id), eq(questions.test, "verbal")))
      .limit(1);
    const teacher = await person("pre_teacher");
    const listed = await callPage(bankPage, { path: `/teacher/questions?q=${given!.identifier}`, user: teacher });
    const row = listed.data.page.rows.find((r: { id: number }) => r.id === given!.id);
    expect(row.stats.responses).toBeGreaterThanOrEqual(1);
    expect(row.stats).toMatchObject({ source: expect.stringMatching(/^(prior|calibrated|teacher)$/), a: expect.any(Number), b: expect.any(Number) });
    expect(row.stats.shareCorrect).toBeGreaterThanOrEqual(0);
    const api = (await (await callRoute(bankApi, { token: teacher.access, path: `/api/questions/sat-question/?q=${given!.identifier}` })).json()) as {
      results: { id: number; stats: Record<string, unknown> }[];
    };
    expect(api.results.find((r) => r.id === given!.id)!.stats).toEqual({
      responses: row.stats.responses,
      share_correct: row.stats.shareCorrect,
      point_biserial: row.stats.pointBiserial,
      a: row.stats.a,
      b: row.stats.b,
      c: row.stats.c,
      source: row.stats.source,
      calibrated_from: row.stats.calibratedFrom,
    });
  });
});
