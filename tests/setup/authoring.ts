import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "#db/client";
import { exams, sectionQuestions, sections, users, type UserType } from "#db/schema";
import type { PublicUser } from "~/lib/user";
import { verifyAccessToken } from "~/features/auth/tokens.server";
import * as itemRoute from "~/routes/api/questions/sat-question-item";
import * as reviewRoute from "~/routes/api/questions/sat-question-review";
import * as collectionRoute from "~/routes/api/questions/sat-question";
import { newUserToken, seedOnce } from "./exam-helpers";
import { callPage, type PageResult } from "./page";
import { callRoute, uniqueName } from "./request";

export type Account = { username: string; access: string; user: PublicUser & { sessionId: string } };

/** A new account of the given type, with its bearer token and the user a web page would see. */
export async function newAccount(type: UserType): Promise<Account> {
  const { username, access } = await newUserToken();
  const db = await getDb();
  await db.update(users).set({ userType: type }).where(eq(users.username, username));
  return { username, access, user: await verifyAccessToken(access) };
}

/** After seeding, the question API's four kinds of caller: a teacher, an admin, a student and a premium student. */
export async function questionApiCallers() {
  await seedOnce();
  const [teacher, admin, student, premium] = await Promise.all([
    newAccount("pre_teacher"),
    newAccount("admin"),
    newAccount("student"),
    newAccount("pre_student"),
  ]);
  return { teacher, admin, student, premium };
}

/** A 400 answer's body: a message list per field, and a detail. */
export const errorsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  return (await res.json()) as Record<string, string[]> & { detail: string };
};

/** An identifier no other test or run has used. */
export const newIdentifier = (prefix = "t") =>
  uniqueName(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** A valid single-choice math question (the spec's payload), with overrides. */
export function scPayload(overrides: Record<string, unknown> = {}) {
  return {
    identifier: newIdentifier("sc"),
    question_type: "SC",
    question_title: "",
    question_text: String.raw`<p>What is \(2 + 3\)?</p>`,
    test: "math",
    domain: "algebra",
    skill: "linear_equations_one_variable",
    difficulty_level: "easy",
    ordering: 0,
    tags: ["arithmetic"],
    choices: [
      { text: "4", isCorrect: false },
      { text: "5", isCorrect: true },
      { text: "6", isCorrect: false },
      { text: "7", isCorrect: false },
    ],
    explanation: "<p>Add: 2 + 3 = 5. 4 and 6 are off by one; 7 adds 2 twice.</p>",
    ...overrides,
  };
}

/** A valid open-ended math question with accepted answers in the spec's `|||` form. */
export function oePayload(overrides: Record<string, unknown> = {}) {
  return {
    identifier: newIdentifier("oe"),
    question_type: "OE",
    question_text: String.raw`<p>If \(4x = 3\), what is \(x\)?</p>`,
    test: "math",
    domain: "algebra",
    skill: "linear_equations_one_variable",
    difficulty_level: "medium",
    open_ended_answer: "3/4|||.75|||0.75",
    explanation: "<p>Divide both sides by 4.</p>",
    ...overrides,
  };
}

export const api = {
  create: (token: string | undefined, json: unknown, lng = "en") => callRoute(collectionRoute, { json, token, headers: { "Accept-Language": lng } }),
  list: (token: string | undefined, query = "") => callRoute(collectionRoute, { token, path: `/api/questions/sat-question/${query}` }),
  get: (token: string | undefined, id: number | string) => callRoute(itemRoute, { token, params: { id: String(id) } }),
  put: (token: string | undefined, id: number | string, json: unknown) =>
    callRoute(itemRoute, { method: "PUT", json, token, params: { id: String(id) }, headers: { "Accept-Language": "en" } }),
  delete: (token: string | undefined, id: number | string) => callRoute(itemRoute, { method: "DELETE", token, params: { id: String(id) } }),
  review: (token: string | undefined, id: number | string, action: string, comment = "") =>
    callRoute(reviewRoute, { json: { action, comment }, token, params: { id: String(id) }, headers: { "Accept-Language": "en" } }),
};

/** Creates a question through the API and has another teacher approve it: the published version's JSON. */
export async function publishedQuestion(author: Account, reviewer: Account, payload: Record<string, unknown> = scPayload()) {
  const created = await api.create(author.access, payload);
  expect(created.status, JSON.stringify(await created.clone().json())).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await api.review(author.access, id, "submit")).status).toBe(200);
  const approved = await api.review(reviewer.access, id, "approve");
  expect(approved.status).toBe(200);
  return (await approved.json()) as { id: number; identifier: string; version: number; status: string; choices: { id: number; isCorrect: boolean }[] };
}

/** A one-module published exam over the given question versions, written straight into the runtime's tables. */
export async function examOver(questionIds: number[], test: "verbal" | "math" = "math") {
  const db = await getDb();
  const slug = newIdentifier("exam");
  const [exam] = await db
    .insert(exams)
    .values({ slug, name: `Exam ${slug}`, published: true, adaptiveThresholds: null, scoreTable: null, position: 5000 })
    .returning({ id: exams.id });
  const [section] = await db
    .insert(sections)
    .values({ examId: exam!.id, slug: `${slug}-m1`, name: "Section 1, Module 1", test, module: 1, variant: "standard", stage: 0, durationSeconds: 600 })
    .returning({ id: sections.id });
  await db.insert(sectionQuestions).values(questionIds.map((questionId, position) => ({ sectionId: section!.id, questionId, position })));
  return { examId: exam!.id, slug, sectionId: section!.id };
}

type PageModule = Parameters<typeof callPage>[0];
export type PageAnswer = PageResult;

/**
 * Runs a teacher page's loader or action as React Router would after the page middleware (language
 * from ?lng=, the given user), with route params; thrown answers are caught and returned. `callPage`
 * with a JSON body (the exam builder's reorder) sent as one.
 */
export function callTeacherPage(
  mod: PageModule,
  call: { path: string; user?: Account["user"] | null; form?: FormData | Record<string, string>; json?: unknown; params?: Record<string, string> },
): Promise<PageAnswer> {
  const { json, ...rest } = call;
  return callPage(mod, { ...rest, ip: "198.51.100.11", ...(json !== undefined ? { raw: { body: JSON.stringify(json), type: "application/json" } } : {}) });
}

/** The question form as the browser posts it (conform's field names). */
export function questionForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
