import { eq, inArray } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { expect } from "vitest";
import { MATH_SKILLS, VERBAL_SKILLS } from "#content/schema";
import { getDb } from "#db/client";
import { choices, practiceItems, practiceResponses, practiceSets, questions, users, type UserType } from "#db/schema";
import type { PublicUser } from "~/lib/user";
import { authContext, clientIpContext } from "~/lib/context";
import { i18nextMiddleware } from "~/lib/i18n.server";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { examId, newUserToken } from "./exam-helpers";
import { callRoute, uniqueName } from "./request";

/** Helpers of the study plan's integration tests. */

export type Person = PublicUser & { access: string; sessionId: string };

/** A new user of `type` with an API token, and the shape a page's loader gets as the signed-in user. */
export async function person(type: UserType = "student"): Promise<Person> {
  const { username, access } = await newUserToken();
  const db = await getDb();
  const [row] = await db.update(users).set({ userType: type }).where(eq(users.username, username)).returning();
  return {
    id: row!.id,
    username,
    email: row!.email,
    first_name: row!.firstName,
    last_name: row!.lastName,
    profile_picture: null,
    user_type: type,
    access,
    sessionId: uniqueName("sess"),
  };
}

type Question = { id: number; question_type: "SC" | "OE" };

/** The right answer of a question, from the database (SC: the correct choice; OE: the first accepted form). */
async function rightAnswer(q: Question): Promise<number | string> {
  const db = await getDb();
  if (q.question_type === "OE") {
    const [row] = await db.select({ accepted: questions.acceptedAnswers }).from(questions).where(eq(questions.id, q.id));
    return row!.accepted!.split("|||")[0]!;
  }
  const list = await db.select().from(choices).where(eq(choices.questionId, q.id));
  return list.find((c) => c.isCorrect)!.id;
}

async function wrongAnswer(q: Question): Promise<number | string> {
  if (q.question_type === "OE") return "99999";
  const db = await getDb();
  const list = await db.select().from(choices).where(eq(choices.questionId, q.id));
  return list.find((c) => !c.isCorrect)!.id;
}

/** Takes an exam to the end through the REST API, answering each question right, wrong or not at all. */
export async function finishExam(token: string, slug: string, how: "right" | "wrong" | "blank"): Promise<number> {
  const res = await callRoute(sessionsRoute, { json: { exam: await examId(slug) }, token });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  let next = ((await (await callRoute(sessionRoute, { token, params: { id: String(id) } })).json()) as { next_section: number }).next_section;
  for (let guard = 0; guard < 10; guard++) {
    const take = await callRoute(takeRoute, { token, path: `/api/exams/section/${next}/take/?sessionId=${id}`, params: { sectionId: String(next) } });
    const t = (await take.json()) as { id: number; sat_question_group: { questions: Question[] } };
    const answers: Record<string, unknown> = {};
    if (how !== "blank") for (const q of t.sat_question_group.questions) answers[q.id] = how === "right" ? await rightAnswer(q) : await wrongAnswer(q);
    const r = (await (await callRoute(submitRoute, { token, json: { session: id, answers }, params: { sectionId: String(t.id) } })).json()) as {
      state: string;
      next_section: number;
    };
    if (r.state === "finished") return id;
    next = r.next_section;
  }
  throw new Error("the exam did not finish");
}

/** The test and domain a skill belongs to (content/schema.ts), so fixtures are valid questions. */
function skillPlace(skill: string): { test: "verbal" | "math"; domain: string } {
  for (const [test, map] of [
    ["verbal", VERBAL_SKILLS],
    ["math", MATH_SKILLS],
  ] as const) {
    for (const [domain, skills] of Object.entries(map)) if ((skills as readonly string[]).includes(skill)) return { test, domain };
  }
  throw new Error(`unknown skill ${skill}`);
}

/** Published skill-bank questions of one skill (SC, medium), so that practice can draw from them. */
export async function bankQuestions(skill: string, count: number): Promise<number[]> {
  const { test, domain } = skillPlace(skill);
  const db = await getDb();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const identifier = uniqueName(`plan-bank-${skill.replace(/_/g, "-")}-`).toLowerCase();
    const [q] = await db
      .insert(questions)
      .values({
        identifier,
        type: "SC",
        text: `<p>Plan test question ${identifier}</p>`,
        test,
        domain,
        skill,
        difficulty: "medium",
        explanation: "<p>Because.</p>",
        ...(test === "verbal" ? { passageHtml: `<p>A short passage for ${identifier}.</p>` } : {}),
        tags: ["bank"],
        status: "published",
        publishedAt: new Date(),
      })
      .returning({ id: questions.id });
    await db.insert(choices).values([0, 1, 2, 3].map((position) => ({ questionId: q!.id, position, text: `choice ${position}`, isCorrect: position === 0 })));
    ids.push(q!.id);
  }
  return ids;
}

/**
 * Answers practice questions of `skill` for a student as the practice module stores them (a finished
 * set with checked responses at `at`), without going through its pages: the plan only reads them.
 */
export async function practiceAnswers(studentId: number, skill: string, results: boolean[], at = new Date()): Promise<number> {
  const db = await getDb();
  const pool = await db.select({ id: questions.id }).from(questions).where(eq(questions.skill, skill));
  const ids = pool.map((p) => p.id).slice(0, results.length);
  if (ids.length < results.length) ids.push(...(await bankQuestions(skill, results.length - ids.length)));
  const [set] = await db
    .insert(practiceSets)
    .values({
      userId: studentId,
      origin: "skills",
      skills: [skill],
      difficulty: "medium",
      length: results.length,
      status: "finished",
      startedAt: at,
      finishedAt: at,
      correctCount: results.filter(Boolean).length,
      answeredCount: results.length,
    })
    .returning({ id: practiceSets.id });
  await db.insert(practiceItems).values(ids.map((questionId, position) => ({ setId: set!.id, position, questionId, difficulty: "medium" as const })));
  await db.insert(practiceResponses).values(
    ids.map((questionId, position) => ({
      setId: set!.id,
      position,
      userId: studentId,
      questionId,
      answeredAt: at,
      isCorrect: results[position]!,
      savedAt: at,
    })),
  );
  return set!.id;
}

export async function practiceSetRows(ids: number[]) {
  const db = await getDb();
  return ids.length ? db.select().from(practiceSets).where(inArray(practiceSets.id, ids)) : [];
}

/** What a page's loader or action answered. */
export type PageResult = { status: number; data: any; location: string | null };

/**
 * Runs a page's loader or action as React Router would after the page middleware (like
 * tests/setup/page.ts, with route params), thrown responses included.
 */
export async function callPlanPage(
  mod: { loader?: (args: any) => Promise<unknown>; action?: (args: any) => Promise<unknown> },
  call: { path: string; user: Person | null; params?: Record<string, string>; form?: Record<string, string> },
): Promise<PageResult> {
  const method = call.form ? "POST" : "GET";
  const request = new Request(`http://localhost${call.path}`, { method, body: call.form ? new URLSearchParams(call.form) : undefined });
  const context = new RouterContextProvider();
  context.set(clientIpContext, "198.51.100.9");
  context.set(authContext, call.user ? { status: "signedIn", user: call.user } : { status: "anonymous", user: null });
  const handler = method === "GET" ? mod.loader : mod.action;
  let result: unknown;
  await i18nextMiddleware({ request, context, params: call.params ?? {}, unstable_pattern: "" } as never, async () => {
    try {
      result = await handler!({ request, context, params: call.params ?? {} });
    } catch (thrown) {
      result = thrown;
    }
    return new Response(null);
  });
  if (result instanceof Response) {
    const type = result.headers.get("content-type") ?? "";
    return { status: result.status, data: type.includes("json") ? await result.json() : await result.text(), location: result.headers.get("location") };
  }
  if (result instanceof Error) throw result;
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, data, location: null };
  }
  return { status: 200, data: result, location: null };
}
