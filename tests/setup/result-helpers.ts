import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "#db/client";
import { choices, questions, users, type UserType } from "#db/schema";
import { sectionScore } from "#grading/irt-eap";
import { itemPrior } from "#grading/irt-model";
import type { ExamResult } from "~/features/results/result-types";
import * as resultRoute from "~/routes/api/exams/result";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { examId, newUserToken } from "./exam-helpers";
import { callRoute } from "./request";

// Exams taken through the REST API by a plan of answers, and their results, for tests/integration/results-*.test.ts.

export type TakeQuestion = { id: number; question_type: "SC" | "OE"; choices: { id: number }[] };
type Take = { id: number; sat_question_group: { questions: TakeQuestion[] } };
type Key = { correctChoice: number | null; wrongChoice: number | null; accepted: string | null };
/** What to answer: "right", "wrong", a typed text, or nothing (undefined). */
export type Plan = (module: number, index: number, q: TakeQuestion) => "right" | "wrong" | { text: string } | undefined;

async function keysOf(ids: number[]): Promise<Map<number, Key>> {
  const db = await getDb();
  const qs = await db.select({ id: questions.id, accepted: questions.acceptedAnswers }).from(questions).where(inArray(questions.id, ids));
  const cs = await db.select({ id: choices.id, q: choices.questionId, ok: choices.isCorrect }).from(choices).where(inArray(choices.questionId, ids));
  return new Map(
    qs.map((q) => [
      q.id,
      { accepted: q.accepted, correctChoice: cs.find((c) => c.q === q.id && c.ok)?.id ?? null, wrongChoice: cs.find((c) => c.q === q.id && !c.ok)?.id ?? null },
    ]),
  );
}

/** Starts a session of the exam with this slug: its id and its first section. */
export async function start(token: string, slug: string) {
  const res = await callRoute(sessionsRoute, { json: { exam: await examId(slug) }, token });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const session = await (await callRoute(sessionRoute, { token, params: { id: String(id) } })).json();
  return { id, next: session.next_section as number };
}

/** Opens a section of the session (200), as the exam page does. */
export async function take(token: string, sessionId: number, sectionId: number) {
  const res = await callRoute(takeRoute, {
    token,
    path: `/api/exams/section/${sectionId}/take/?sessionId=${sessionId}`,
    params: { sectionId: String(sectionId) },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Take;
}

/** Takes and submits `modules` modules of a session through the REST API, answering by the plan. */
export async function play(token: string, sessionId: number, first: number, plan: Plan, modules = Infinity) {
  let next = first;
  let state = "section";
  for (let module = 0; state !== "finished" && module < modules; module++) {
    const t = await take(token, sessionId, next);
    const keys = await keysOf(t.sat_question_group.questions.map((q) => q.id));
    const answers: Record<string, unknown> = {};
    for (const [i, q] of t.sat_question_group.questions.entries()) {
      const what = plan(module, i, q);
      const key = keys.get(q.id)!;
      if (what === "right") answers[q.id] = q.question_type === "SC" ? key.correctChoice : key.accepted!.split("|||")[0];
      else if (what === "wrong") answers[q.id] = q.question_type === "SC" ? key.wrongChoice : "99999";
      else if (what) answers[q.id] = what.text;
    }
    const res = await callRoute(submitRoute, { token, json: { session: sessionId, answers }, params: { sectionId: String(t.id) } });
    expect(res.status).toBe(200);
    const body = await res.json();
    state = body.state;
    next = body.next_section;
  }
  return state;
}

/** A new examinee takes the exam with this slug to the end by the plan. */
export async function finishExam(slug: string, plan: Plan) {
  const owner = await newUserToken();
  const { id, next } = await start(owner.access, slug);
  expect(await play(owner.access, id, next, plan)).toBe("finished");
  return { owner, id };
}

export async function fetchResult(token: string, id: number) {
  return callRoute(resultRoute, { token, path: `/api/exams/session/${id}/result/`, params: { id: String(id) } });
}

/** Gives this user the user type; returns their id. */
export async function setUserType(username: string, userType: UserType) {
  const db = await getDb();
  const [row] = await db.update(users).set({ userType }).where(eq(users.username, username)).returning({ id: users.id });
  return row!.id;
}

/** Every question of the result, section by section. */
export const allQuestions = (r: ExamResult) => r.sections.flatMap((s) => s.questions);
/** The keys of a result that tell the answers (correct choices, accepted answers, explanations). */
export const secretKeysIn = (r: ExamResult) =>
  allQuestions(r).flatMap((q) => [
    ...["open_ended_answer", "explanation"].filter((k) => k in q),
    ...q.choices.flatMap((c) => ("is_correct" in c ? ["is_correct"] : [])),
  ]);

/**
 * A section's responses in a result scored by the pure model under each item's prior (its rating on the
 * 1-7 band as stored with the question, else its label): what the server must show before any calibration.
 */
export async function priorEstimate(result: ExamResult, test: "verbal" | "math") {
  const seen = result.sections.filter((x) => x.test === test).flatMap((x) => x.questions);
  const rows = await (
    await getDb()
  )
    .select({ id: questions.id, rating: questions.rating })
    .from(questions)
    .where(
      inArray(
        questions.id,
        seen.map((q) => q.id),
      ),
    );
  const ratings = new Map(rows.map((r) => [r.id, r.rating]));
  const s = sectionScore(
    seen.map((q) => ({
      item: itemPrior({ type: q.question_type, difficulty: q.difficulty_level, rating: ratings.get(q.id) }).mean,
      correct: q.response.is_correct,
    })),
  );
  return { score: s.score, low: s.low, high: s.high, level: 0.8, se: s.se };
}
