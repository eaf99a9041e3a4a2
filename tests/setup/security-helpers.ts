import { and, eq } from "drizzle-orm";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { getDb } from "#db/client";
import { authSessions, responses, sectionAttempts } from "#db/schema";
import { readAccessToken, startSession } from "~/features/auth/tokens.server";
import { sessionCookies } from "~/features/auth/web-session.server";
import { clientIpContext } from "~/lib/context";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as takeRoute from "~/routes/api/exams/take";
import { examId, newUserToken, seedOnce } from "./exam-helpers";
import { APP, buildApp } from "./in-process-app";
import { callRoute } from "./request";

// The security tests (tests/integration/security-*.test.ts) run the whole app in process, as `node server.js`
// runs it (tests/setup/in-process-app.ts), and send it requests as a browser, or a forging site, would.

export const EVIL = "https://evil.example";

let handler: ((request: Request) => Promise<Response>) | undefined;

/** Seeds, then builds the whole app for `handle` and `send` (in beforeAll). DEBUG_APP=1 shows the app's errors. */
export async function startWholeApp() {
  await seedOnce();
  const requestHandler = createRequestHandler(await buildApp(), process.env.DEBUG_APP ? "development" : "test");
  handler = (request) => {
    const context = new RouterContextProvider();
    context.set(clientIpContext, "203.0.113.9");
    return requestHandler(request, context);
  };
}

/** The app's answer to a request. */
export function handle(request: Request) {
  if (!handler) throw new Error("call startWholeApp() in beforeAll first");
  return handler(request);
}

export function send(
  path: string,
  init: {
    method?: string;
    cookie?: string;
    origin?: string;
    site?: string;
    json?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
    base?: string;
  } = {},
) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.origin) headers.set("Origin", init.origin);
  if (init.site) headers.set("Sec-Fetch-Site", init.site);
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(init.form).toString();
  }
  return handle(new Request(`${init.base ?? APP}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body }));
}

/** A signed-in student (web cookies and an API token of two separate sessions) in the first question of an exam. */
export async function studentInExam() {
  const { access } = await newUserToken();
  const created = await callRoute(sessionsRoute, { json: { exam: await examId("e2e-short") }, token: access });
  const { id } = (await created.json()) as { id: number };
  const session = (await (await callRoute(sessionRoute, { token: access, params: { id: String(id) } })).json()) as { next_section: number };
  const take = (await (
    await callRoute(takeRoute, {
      token: access,
      path: `/api/exams/section/${session.next_section}/take/?sessionId=${id}`,
      params: { sectionId: String(session.next_section) },
    })
  ).json()) as {
    id: number;
    sat_question_group: { questions: { id: number; choices: { id: number }[] }[] };
  };
  const question = take.sat_question_group.questions[0]!;
  const web = await signInOnTheWeb(access);
  const save = {
    intent: "save",
    section: take.id,
    active_question_index: 0,
    responses: [{ question: question.id, selected_choice: question.choices[1]!.id, marked_for_review: false, revision: 1 }],
  };
  return { ...web, apiToken: access, examSession: id, section: take.id, question: question.id, save };
}

/** Cookies of a new web session for the user of this API token, as a browser would send them back. */
export async function signInOnTheWeb(apiToken: string) {
  const { userId } = (await readAccessToken(apiToken))!;
  const tokens = await startSession(userId);
  const cookie = (await sessionCookies(new Request(APP), tokens)).map((c) => c.split(";")[0]!).join("; ");
  return { cookie, webSession: tokens.sessionId, webAccess: tokens.access };
}

export async function savedAnswers(examSession: number, question: number) {
  const db = await getDb();
  return db
    .select({ choice: responses.selectedChoiceId })
    .from(responses)
    .innerJoin(sectionAttempts, eq(sectionAttempts.id, responses.attemptId))
    .where(and(eq(sectionAttempts.sessionId, examSession), eq(responses.questionId, question)));
}

export async function revokedAt(sessionId: string) {
  const db = await getDb();
  const [row] = await db.select({ revokedAt: authSessions.revokedAt }).from(authSessions).where(eq(authSessions.id, sessionId));
  return row!.revokedAt;
}
