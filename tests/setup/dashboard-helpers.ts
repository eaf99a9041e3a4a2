import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "#db/client";
import { choices, users, type UserType } from "#db/schema";
import * as mentorshipsRoute from "~/routes/api/mentorships";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { examId, newUserToken } from "./exam-helpers";
import { callRoute } from "./request";

// People, finished exams and mentorships for the dashboard tests (tests/integration/dashboard-*.test.ts).

export type Person = { id: number; username: string; access: string; user_type: UserType };

export async function person(type: UserType = "student"): Promise<Person> {
  const { username, access } = await newUserToken();
  const db = await getDb();
  const [row] = await db.update(users).set({ userType: type }).where(eq(users.username, username)).returning({ id: users.id });
  return { id: row!.id, username, access, user_type: type };
}

/** Takes the fixture exam "e2e-short" to the end through the REST API, answering the first `correct` questions right. */
export async function finishExam(token: string, correct = 0): Promise<number> {
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

/** An admin links (POST) or unlinks (DELETE) a mentor and a student through the API. */
export const link = (token: string, body: unknown, method = "POST") => callRoute(mentorshipsRoute, { method, json: body, token, path: "/api/mentorships/" });
/** The first page (or another) of the exam history this token may see. */
export const history = async (token: string, page = 1) =>
  (await (await callRoute(sessionsRoute, { token, path: `/api/exams/session/?page=${page}` })).json()) as {
    count: number;
    next: string | null;
    results: { id: number; examinee: { username: string } }[];
  };
/** The status of reading this exam session with this token (200, or 404 when not allowed). */
export const canRead = async (token: string, sessionId: number) => (await callRoute(sessionRoute, { token, params: { id: String(sessionId) } })).status;
