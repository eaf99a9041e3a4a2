import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExamSchema } from "#content/exam-schema";
import { EXAMS } from "#content/exams";
import { closeDb, getDb } from "#db/client";
import { choices, questions } from "#db/schema";
import { totalEstimate, type Path } from "#grading/scoring";
import type { ExamResult } from "~/features/results/result-types";
import * as resultRoute from "~/routes/api/exams/result";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";
import { priorEstimate } from "../setup/result-helpers";

/**
 * Every published exam can be taken end to end through the REST API (docs/api.md, "Exams") by a scripted
 * student on both module-2 paths, and the result's estimate is the pattern score (EAP under the item priors) for
 * the raw score, with the score inside its range. New exams in content/exams EXAMS are picked up on their own.
 *
 * Plans: "all right" answers every question correctly (module 1 above the threshold, so the harder module 2);
 * "wrong, then right" answers every module-1 question wrongly (the easier module 2) and every module-2 question
 * correctly. A non-adaptive exam (the diagnostic) has one path: the first plan gets the maximum, the second 0.
 */
beforeAll(seedOnce, 240_000);
afterAll(closeDb);

type TakeQuestion = { id: number; question_type: "SC" | "OE"; choices: { id: number }[] };
type Take = { id: number; section_type: string; sat_question_group: { questions: TakeQuestion[] } };
type Plan = "all-right" | "wrong-then-right";

const published = EXAMS.map((e) => ExamSchema.parse(e)).filter((e) => e.published);

async function keysOf(ids: number[]) {
  const db = await getDb();
  const qs = await db.select({ id: questions.id, accepted: questions.acceptedAnswers }).from(questions).where(inArray(questions.id, ids));
  const cs = await db.select({ id: choices.id, q: choices.questionId, ok: choices.isCorrect }).from(choices).where(inArray(choices.questionId, ids));
  return new Map(
    qs.map((q) => [
      q.id,
      { accepted: q.accepted, right: cs.find((c) => c.q === q.id && c.ok)?.id ?? null, wrong: cs.find((c) => c.q === q.id && !c.ok)?.id ?? null },
    ]),
  );
}

/** Takes the whole exam through the API by the plan; returns the finished session's result. */
async function walk(slug: string, plan: Plan): Promise<{ result: ExamResult; modulesTaken: string[] }> {
  const { access: token } = await newUserToken();
  const created = await callRoute(sessionsRoute, { json: { exam: await examId(slug) }, token });
  expect(created.status, `${slug}: start a session`).toBe(201);
  const { id } = (await created.json()) as { id: number };
  let next = ((await (await callRoute(sessionRoute, { token, params: { id: String(id) } })).json()) as { next_section: number }).next_section;
  let state = "section";
  const modulesTaken: string[] = [];
  for (let guard = 0; state !== "finished"; guard++) {
    expect(guard, `${slug}: the exam ends`).toBeLessThan(12);
    const res = await callRoute(takeRoute, { token, path: `/api/exams/section/${next}/take/?sessionId=${id}`, params: { sectionId: String(next) } });
    expect(res.status, `${slug}: take section ${next}`).toBe(200);
    const take = (await res.json()) as Take;
    modulesTaken.push(take.section_type);
    const moduleOne = /module_1$/.test(take.section_type);
    const right = plan === "all-right" || !moduleOne;
    const keys = await keysOf(take.sat_question_group.questions.map((q) => q.id));
    const answers: Record<string, unknown> = {};
    for (const q of take.sat_question_group.questions) {
      const key = keys.get(q.id)!;
      answers[q.id] = q.question_type === "SC" ? (right ? key.right : key.wrong) : right ? key.accepted!.split("|||")[0] : "99999";
    }
    const submitted = await callRoute(submitRoute, { token, json: { session: id, answers }, params: { sectionId: String(take.id) } });
    expect(submitted.status, `${slug}: submit ${take.section_type}`).toBe(200);
    const body = (await submitted.json()) as { state: string; next_section: number };
    state = body.state;
    next = body.next_section;
  }
  const result = await callRoute(resultRoute, { token, path: `/api/exams/session/${id}/result/`, params: { id: String(id) } });
  expect(result.status, `${slug}: result`).toBe(200);
  return { result: (await result.json()) as ExamResult, modulesTaken };
}

describe.each(published.map((e) => [e.slug, e] as const))("%s taken end to end by a scripted student", (slug, exam) => {
  const tests = (["verbal", "math"] as const).filter((t) => exam.modules.some((m) => m.test === t));
  const adaptive = (test: "verbal" | "math") => exam.modules.some((m) => m.test === test && m.variant !== "standard");
  const moduleOf = (test: "verbal" | "math", variant: string) => exam.modules.find((m) => m.test === test && m.variant === variant);
  const size = (test: "verbal" | "math", variant: string) =>
    exam.modules.filter((m) => m.test === test && m.variant === variant).reduce((n, m) => n + m.questions.length, 0);

  it.each(["all-right", "wrong-then-right"] as const)(
    "%s: every module taken, the expected path and raw score, the pattern score",
    async (plan) => {
      const { result, modulesTaken } = await walk(slug, plan);
      expect(modulesTaken.length, "modules taken").toBe(new Set(exam.modules.map((m) => `${m.test}:${m.module}`)).size);
      for (const test of tests) {
        const section = result.summary.sections.find((s) => s.test === test)!;
        const path: Path = adaptive(test) ? (plan === "all-right" ? "harder" : "easier") : "standard";
        const raw = !adaptive(test)
          ? plan === "all-right"
            ? size(test, "standard")
            : 0
          : plan === "all-right"
            ? size(test, "standard") + size(test, "harder")
            : size(test, "easier");
        expect(section, `${test}`).toMatchObject({ path, raw });
        if (adaptive(test)) expect(moduleOf(test, path), `${test}: the ${path} module exists`).toBeDefined();
        const expected = await priorEstimate(result, test);
        expect(section.estimate, `${test} ${path} raw ${raw}`).toEqual(expected);
        expect(section.estimate!.low <= section.estimate!.score && section.estimate!.score <= section.estimate!.high, `${test}: score inside its range`).toBe(
          true,
        );
        // A perfect harder path: the EAP stays below 800 (the prior pulls it in), its band reaches 800.
        if (plan === "all-right" && adaptive(test)) {
          expect(section.estimate!.score, `${test}: a perfect harder path`).toBeGreaterThanOrEqual(700);
          expect(section.estimate!.high, `${test}: its band reaches the top`).toBe(800);
        }
        if (plan === "wrong-then-right" && adaptive(test)) expect(section.estimate!.score, `${test}: the easier path stays below the top`).toBeLessThan(800);
      }
      if (tests.length === 2) {
        const [v, m] = tests.map((t) => result.summary.sections.find((s) => s.test === t)!.estimate!);
        expect(result.summary.total_estimate).toEqual(totalEstimate(v!, m!));
      }
    },
    180_000,
  );
});

describe("the walk sees every published exam", () => {
  it("Practice Test 1 and the diagnostic are among them", () => {
    expect(published.map((e) => e.slug)).toEqual(expect.arrayContaining(["diagnostic", "practice-test-1"]));
  });
});
