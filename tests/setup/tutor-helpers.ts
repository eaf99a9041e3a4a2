import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { getDb } from "#db/client";
import { choices, questions, users, type UserType } from "#db/schema";
import type { PublicUser } from "~/lib/user";
import { verifyAccessToken } from "~/features/auth/tokens.server";
import { parseEvent, type SseEvent } from "~/features/tutor/sse-client";
import { authContext, clientIpContext } from "~/lib/context";
import { i18nextMiddleware } from "~/lib/i18n.server";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { examId, newUserToken } from "./exam-helpers";
import { callRoute } from "./request";

export type Student = { username: string; access: string; user: PublicUser & { sessionId: string } };
type TakeQuestion = { id: number; question_type: "SC" | "OE"; choices: { id: number }[] };

/** A new account of the given type, with its bearer token and the web session user. */
export async function newUser(type: UserType): Promise<Student> {
  const { username, access } = await newUserToken();
  const db = await getDb();
  await db.update(users).set({ userType: type }).where(eq(users.username, username));
  return { username, access, user: await verifyAccessToken(access) };
}

export async function setUserType(student: Student, type: UserType) {
  const db = await getDb();
  await db.update(users).set({ userType: type }).where(eq(users.username, student.username));
  student.user = await verifyAccessToken(student.access);
}

/** Starts a session of an exam through the REST API: its id and first section. */
export async function startSession(token: string, slug: string) {
  const res = await callRoute(sessionsRoute, { json: { exam: await examId(slug) }, token });
  const { id } = (await res.json()) as { id: number };
  const session = await (await callRoute(sessionRoute, { token, params: { id: String(id) } })).json();
  return { id, next: session.next_section as number };
}

/** Takes a section; its questions. */
export async function takeSection(token: string, sessionId: number, sectionId: number) {
  const res = await callRoute(takeRoute, {
    token,
    path: `/api/exams/section/${sectionId}/take/?sessionId=${sessionId}`,
    params: { sectionId: String(sectionId) },
  });
  return (await res.json()) as { id: number; sat_question_group: { questions: TakeQuestion[] } };
}

/**
 * Takes every module of an exam and submits it: `answer(q)` gives a choice id or a text (undefined: blank).
 * Returns the session id and every question met, in order.
 */
export async function finishSession(token: string, slug: string, answer: (q: TakeQuestion) => number | string | undefined = () => undefined) {
  const { id, next: first } = await startSession(token, slug);
  let next = first;
  const met: TakeQuestion[] = [];
  for (let guard = 0; guard < 10; guard++) {
    const section = await takeSection(token, id, next);
    const answers: Record<string, unknown> = {};
    for (const q of section.sat_question_group.questions) {
      met.push(q);
      const a = answer(q);
      if (a !== undefined) answers[q.id] = a;
    }
    const res = await callRoute(submitRoute, { token, json: { session: id, answers }, params: { sectionId: String(section.id) } });
    const state = (await res.json()) as { state: string; next_section: number };
    if (state.state === "finished") return { id, questions: met };
    next = state.next_section;
  }
  throw new Error("the exam did not finish");
}

/** The id of a question by its content identifier, and its choices in order (with the key's index). */
export async function questionByIdentifier(identifier: string) {
  const db = await getDb();
  const [q] = await db.select({ id: questions.id }).from(questions).where(eq(questions.identifier, identifier));
  const list = await db.select({ id: choices.id, isCorrect: choices.isCorrect }).from(choices).where(eq(choices.questionId, q!.id)).orderBy(choices.position);
  return { id: q!.id, choices: list.map((c) => c.id), key: list.findIndex((c) => c.isCorrect) };
}

export async function wrongChoiceOf(questionId: number) {
  const db = await getDb();
  const [c] = await db
    .select({ id: choices.id })
    .from(choices)
    .where(and(eq(choices.questionId, questionId), eq(choices.isCorrect, false)))
    .orderBy(choices.position)
    .limit(1);
  return c!.id;
}

/**
 * Calls a web route module (loader or action) as the page middleware would (language from ?lng=, the
 * signed-in user given) and returns its Response, with the request's abort signal under the test's control.
 */
export async function callWeb(
  mod: { loader?: (args: any) => Promise<unknown>; action?: (args: any) => Promise<unknown> },
  { path, user, json, method, signal }: { path: string; user: Student["user"] | null; json?: unknown; method?: string; signal?: AbortSignal },
): Promise<Response> {
  const verb = method ?? (json !== undefined ? "POST" : "GET");
  const request = new Request(`http://localhost${path}`, {
    method: verb,
    headers: json !== undefined ? { "Content-Type": "application/json" } : {},
    body: json !== undefined ? JSON.stringify(json) : undefined,
    signal,
  });
  const context = new RouterContextProvider();
  context.set(clientIpContext, "198.51.100.9");
  context.set(authContext, user ? { status: "signedIn", user } : { status: "anonymous", user: null });
  let result: unknown;
  await i18nextMiddleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => {
    const handler = verb === "GET" ? mod.loader : mod.action;
    try {
      result = await handler!({ request, context, params: {} });
    } catch (thrown) {
      result = thrown;
    }
    return new Response(null);
  });
  if (!(result instanceof Response)) throw new Error(`the route answered ${String(result)}`);
  return result;
}

/** Every event of a server-sent event stream, read to its end. */
export async function sseEvents(res: Response): Promise<SseEvent[]> {
  const text = await res.text();
  return text
    .split("\n\n")
    .map(parseEvent)
    .filter((e): e is SseEvent => e !== null);
}

/** The text of a streamed reply: its deltas joined. */
export const deltaText = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === "delta")
    .map((e) => (e.data as { text: string }).text)
    .join("");
