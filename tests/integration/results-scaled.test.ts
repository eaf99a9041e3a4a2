import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb, getDb } from "#db/client";
import { examSessions, users } from "#db/schema";
import { totalEstimate } from "#grading/scoring";
import { getResult } from "~/features/results/result.server";
import type { ExamResult } from "~/features/results/result-types";
import { seedOnce } from "../setup/exam-helpers";
import { fetchResult, finishExam, priorEstimate, type Plan } from "../setup/result-helpers";

// The pattern scores of a result on Practice Test 1 (EAP with its band, decision 0034), and the number of
// queries a result takes. Who may read a result and what it shows is in results-api.test.ts.

beforeAll(seedOnce);
afterAll(closeDb);

describe("pattern scores on Practice Test 1 (decision 0034)", () => {
  it("are the EAP of each section's responses under the item priors, with an 80% band, stored on the session", async () => {
    // Reading and Writing: all 27 right in module 1 (harder module 2), then 10 right: raw 37 on the harder path.
    // Math: nothing in module 1 (easier module 2), then 5 right: raw 5 on the easier path.
    const plan: Plan = (module, i) => {
      if (module === 0) return "right";
      if (module === 1) return i < 10 ? "right" : undefined;
      if (module === 2) return undefined;
      return i < 5 ? "right" : "wrong";
    };
    const { owner, id } = await finishExam("practice-test-1", plan);
    const result = (await (await fetchResult(owner.access, id)).json()) as ExamResult;
    // The same responses scored by the pure model with each item's prior (no calibration has run).
    const v = await priorEstimate(result, "verbal");
    const m = await priorEstimate(result, "math");
    expect(result.summary.sections).toEqual([
      { test: "verbal", name: "Reading and Writing", raw: 37, total: 54, path: "harder", estimate: v },
      { test: "math", name: "Math", raw: 5, total: 44, path: "easier", estimate: m },
    ]);
    // Hand-checked against the model: 37 of 54 with all of module 1 right sits above the middle, 5 of 44 near the floor.
    expect(v.score).toBeGreaterThan(500);
    expect(m.score).toBeLessThan(350);
    for (const e of [v, m]) expect(e.low <= e.score && e.score <= e.high).toBe(true);
    expect(result.summary.total_estimate).toEqual(totalEstimate(v, m));
    expect(result.sections.map((s) => s.variant)).toEqual(["standard", "harder", "standard", "easier"]);
    expect(result.summary.by_difficulty.easy.total + result.summary.by_difficulty.medium.total + result.summary.by_difficulty.hard.total).toBe(98);
    // The session's recorded total agrees with the result page.
    const db = await getDb();
    const [session] = await db
      .select({ scaledTotal: examSessions.scaledTotal, correct: examSessions.correctCount })
      .from(examSessions)
      .where(eq(examSessions.id, id));
    expect(session).toEqual({ scaledTotal: v.score + m.score, correct: 42 });
    const [stored] = await db.select({ scores: examSessions.sectionScores }).from(examSessions).where(eq(examSessions.id, id));
    expect(stored!.scores!.verbal).toMatchObject(v);
    // Eight domains in the test's order, each with its skills.
    expect(result.summary.domains.map((d) => d.domain)).toEqual([
      "craft_structure",
      "information_ideas",
      "standard_english",
      "expression_ideas",
      "algebra",
      "advanced_math",
      "problem_solving_data",
      "geometry_trigonometry",
    ]);
    for (const d of result.summary.domains) expect(d.skills.reduce((n, s) => n + s.total, 0)).toBe(d.total);

    // A handful of queries, the same for 98 questions as for 9 (no query per question).
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, owner.username));
    const small = await finishExam("e2e-short", () => "right");
    const [smallUser] = await db.select({ id: users.id }).from(users).where(eq(users.username, small.owner.username));
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const count = async (userId: number, sessionId: number) => {
      const spy = vi.spyOn(client, "query");
      try {
        await getResult({ id: userId, user_type: "student" }, sessionId, { html: true });
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const big = await count(user!.id, id);
    expect(big).toBeGreaterThan(0);
    expect(big).toBeLessThanOrEqual(8);
    // The same, but for the one query that tells a test with a total score how it predicts the real SAT (0051).
    expect(await count(smallUser!.id, small.id)).toBe(big - 1);
  });
});
