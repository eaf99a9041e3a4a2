import { asc, eq, inArray } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { getDb } from "#db/client";
import { users, type UserType } from "#db/schema";
import { lessonQuestions } from "#db/schema-lessons";
import type { PublicUser } from "~/lib/user";
import { verifyAccessToken } from "~/features/auth/tokens.server";
import type { LessonView, QuizResult } from "~/features/lessons/types";
import { authContext, clientIpContext } from "~/lib/context";
import { i18nextMiddleware } from "~/lib/i18n.server";
import * as listRoute from "~/routes/api/lessons/list";
import * as progressRoute from "~/routes/api/lessons/progress";
import * as submitRoute from "~/routes/api/lessons/submit-quiz";
import { newUserToken } from "./exam-helpers";
import { callRoute } from "./request";

export type Person = { id: number; username: string; access: string; user: PublicUser & { sessionId: string } };

/** A new account of a type, with its bearer token and its web session user. */
export async function person(type: UserType = "student"): Promise<Person> {
  const { username, access } = await newUserToken();
  const db = await getDb();
  await db.update(users).set({ userType: type }).where(eq(users.username, username));
  const user = await verifyAccessToken(access);
  return { id: user.id, username, access, user };
}

export const listLessons = async (p: Person) => (await (await callRoute(listRoute, { token: p.access, path: "/api/video-lessons/" })).json()) as LessonView[];

export const submit = (p: Person, lessonId: number, answers: Record<string, unknown>) =>
  callRoute(submitRoute, { token: p.access, json: { answers }, params: { id: String(lessonId) }, path: `/api/video-lessons/${lessonId}/submit-quiz/` });

export const saveProgressApi = (p: Person, lessonId: number, body: unknown) =>
  callRoute(progressRoute, { token: p.access, json: body, params: { id: String(lessonId) }, path: `/api/video-lessons/${lessonId}/progress/` });

/** The answer key of lessons, read from the database (a test knows it; a student never gets it). */
export async function answerKey(lessonIds: number[]): Promise<Map<number, Record<string, string>>> {
  const db = await getDb();
  const rows = await db.select().from(lessonQuestions).where(inArray(lessonQuestions.lessonId, lessonIds)).orderBy(asc(lessonQuestions.position));
  const out = new Map<number, Record<string, string>>();
  for (const q of rows) (out.get(q.lessonId) ?? out.set(q.lessonId, {}).get(q.lessonId)!)[String(q.id)] = q.correctOption;
  return out;
}

/** Passes a lesson's quiz through the REST API. */
export async function pass(p: Person, lessonId: number): Promise<QuizResult> {
  const key = (await answerKey([lessonId])).get(lessonId)!;
  const res = await submit(p, lessonId, key);
  if (res.status !== 200) throw new Error(`passing lesson ${lessonId}: ${res.status} ${await res.text()}`);
  return (await res.json()) as QuizResult;
}

type Module = { loader?: (args: any) => unknown; action?: (args: any) => unknown };
type Call = {
  path: string;
  params?: Record<string, string>;
  user?: Person | null;
  method?: string;
  form?: Record<string, string> | FormData;
  json?: unknown;
  headers?: Record<string, string>;
};

/**
 * Runs a page or resource route's loader or action as React Router would after the page middleware
 * (language, signed-in user), with route params; thrown responses and data() come back as results.
 */
export async function callWeb(mod: Module, call: Call): Promise<{ status: number; data: any; headers: Headers; body: Uint8Array | null }> {
  const method = call.method ?? (call.form || call.json !== undefined ? "POST" : "GET");
  const headers = new Headers(call.headers);
  let body: BodyInit | undefined;
  if (call.form) body = call.form instanceof FormData ? call.form : new URLSearchParams(call.form);
  else if (call.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(call.json);
  }
  const request = new Request(`http://localhost${call.path}`, { method, headers, body });
  const context = new RouterContextProvider();
  context.set(clientIpContext, "198.51.100.9");
  context.set(authContext, call.user ? { status: "signedIn", user: call.user.user } : { status: "anonymous", user: null });
  const handler = method === "GET" || method === "HEAD" ? mod.loader : mod.action;
  let result: unknown;
  await i18nextMiddleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => {
    try {
      result = await handler!({ request, context, params: call.params ?? {} });
    } catch (thrown) {
      result = thrown;
    }
    return new Response(null);
  });
  if (result instanceof Response) {
    const type = result.headers.get("content-type") ?? "";
    if (type.includes("json")) return { status: result.status, data: await result.json(), headers: result.headers, body: null };
    const bytes = new Uint8Array(await result.arrayBuffer());
    return { status: result.status, data: type.startsWith("text/") ? new TextDecoder().decode(bytes) : null, headers: result.headers, body: bytes };
  }
  if (result instanceof Error) throw result;
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, data, headers: new Headers(init?.headers), body: null };
  }
  return { status: 200, data: result, headers: new Headers(), body: null };
}
