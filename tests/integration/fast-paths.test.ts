import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { responses, sectionAttempts } from "#db/schema";
import * as entry from "~/entry.server";
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from "~/lib/request-guard.server";
import * as root from "~/root";
import * as responsesRoute from "~/routes/api/exams/responses";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as takeRoute from "~/routes/api/exams/take";
import { createApp } from "../../server/app.js";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";

/**
 * Issue 26: the autosave fast path (server/autosave-fast-path.ts) and the React Router pipeline must
 * answer alike. The same Express app server.js serves (server/app.js) is started twice on the app's
 * own modules: once as in production, once without the fast path, so that every autosave takes the
 * pipeline (root middleware: security headers, request guard, CSRF; then the route). Each request is
 * sent to both and status, the headers that matter and the body are compared.
 */

const SAVE_PATH = "api/exams/section/:sectionId/responses";
const build = {
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: root },
    "routes/api/exams/responses": { id: "routes/api/exams/responses", parentId: "root", path: SAVE_PATH, module: responsesRoute },
    "routes/api/exams/sessions": { id: "routes/api/exams/sessions", parentId: "root", path: "api/exams/session", module: sessionsRoute },
  },
  assets: { entry: { module: "/entry.client.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "tests/.tmp/no-assets",
  future: { v8_middleware: true },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial" },
  basename: "/",
} as unknown as ServerBuild;

/** The Express adapter, outside vitest's transform, loads react-router's CommonJS build: its context class. */
const { RouterContextProvider } = createRequire(import.meta.url)("react-router") as typeof import("react-router");

const servers: Server[] = [];
async function listen(fastPaths: boolean) {
  const server = createApp({ build, buildDir: "tests/.tmp/no-build", appUrl: undefined, fastPaths, RouterContextProvider }).listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let fast = "";
let pipeline = "";
beforeAll(async () => {
  await seedOnce();
  [fast, pipeline] = await Promise.all([listen(true), listen(false)]);
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await closeDb();
});

async function student() {
  const { access } = await newUserToken();
  const { id } = (await (await callRoute(sessionsRoute, { json: { exam: await examId("e2e-short") }, token: access })).json()) as { id: number };
  const session = (await (await callRoute(sessionRoute, { token: access, params: { id: String(id) } })).json()) as { next_section: number };
  const take = (await (
    await callRoute(takeRoute, {
      token: access,
      path: `/api/exams/section/${session.next_section}/take/?sessionId=${id}`,
      params: { sectionId: String(session.next_section) },
    })
  ).json()) as { id: number; sat_question_group: { questions: { id: number; question_type: string; choices: { id: number }[] }[] } };
  const sc = take.sat_question_group.questions.filter((q) => q.question_type === "SC");
  return { access, sessionId: id, sectionId: take.id, q: sc[0]! };
}

type Sent = { path?: string; headers?: Record<string, string>; body: string };

/**
 * The headers whose value a client or a browser acts on; the CSP's per-request nonce aside. Not the
 * transfer: the fast path answers ahead of compression by design (its answers are a few hundred bytes,
 * decision 0028), so the pipeline's `Content-Encoding: gzip` and `Vary: Accept-Encoding` are left out;
 * the bodies are compared decoded.
 */
const RELEVANT = [
  "content-type",
  "cache-control",
  "content-security-policy",
  "reporting-endpoints",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "strict-transport-security",
];

async function send(base: string, sectionId: number | string, sent: Sent) {
  const res = await fetch(`${base}${sent.path ?? `/api/exams/section/${sectionId}/responses/`}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...sent.headers },
    body: sent.body,
  });
  const csp = res.headers.get("content-security-policy") ?? "";
  const headers = Object.fromEntries(RELEVANT.map((name) => [name, res.headers.get(name)]));
  headers["content-security-policy"] = csp.replace(/ 'nonce-[^']*'/, "");
  const text = await res.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${base} answered ${res.status}, not JSON: ${text}`);
  }
  // The time of the answer is the only part that may differ; and a start's new session, its times and ids.
  if (typeof body.server_time === "string") body.server_time = "(time)";
  if (sent.path === START_PATH) maskStart(body);
  // The pipeline's middleware puts a nonce in every CSP; the fast path never answers HTML and has none.
  return { status: res.status, headers, body, answeredBy: csp.includes("'nonce-") ? "pipeline" : "fast path" };
}

/** Sends one request to both apps (a fresh copy each, as `make` builds it) and expects the same answer. */
async function same(sectionId: number | string, make: (n: number) => Sent) {
  const a = await send(fast, sectionId, make(1));
  const b = await send(pipeline, sectionId, make(2));
  expect(b.answeredBy).toBe("pipeline");
  expect({ status: a.status, headers: a.headers, body: a.body }).toEqual({ status: b.status, headers: b.headers, body: b.body });
  return a;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const START_PATH = "/api/exams/session/";

/** What two starts of the same exam answer differently: the new session's id and times. */
function maskStart(body: Record<string, unknown>) {
  for (const key of ["id", "created_at"]) if (key in body) body[key] = `(${key})`;
  const section = body.section as Record<string, unknown> | undefined;
  if (section) for (const key of ["started_at", "end_time", "server_time", "session"]) section[key] = `(${key})`;
}

describe("the autosave fast path and the pipeline answer alike", () => {
  it("a good save, a forged token, a late save, another's session", async () => {
    const s = await student();
    const save = (revision: number) =>
      JSON.stringify({ session: s.sessionId, responses: [{ question: s.q.id, selected_choice: s.q.choices[0]!.id, revision }], active_question_index: 0 });
    const good = await same(s.sectionId, (n) => ({ headers: bearer(s.access), body: save(n) }));
    expect(good).toMatchObject({ status: 200, answeredBy: "fast path", body: { saved: 1, received: 1 } });

    const forged = `${s.access.slice(0, -4)}AAAA`;
    expect((await same(s.sectionId, () => ({ headers: bearer(forged), body: save(9) }))).status).toBe(401);
    expect((await same(s.sectionId, () => ({ body: save(9) }))).status).toBe(401);
    const stranger = await newUserToken();
    expect((await same(s.sectionId, () => ({ headers: bearer(stranger.access), body: save(9) }))).status).toBe(404);
    expect(
      (
        await same(s.sectionId, () => ({
          headers: bearer(s.access),
          body: JSON.stringify({ session: s.sessionId, responses: [{ question: s.q.id, revision: -1 }] }),
        }))
      ).status,
    ).toBe(400);
    expect((await same("abc", () => ({ headers: bearer(s.access), body: save(9) }))).status).toBe(400);

    const db = await getDb();
    await db
      .update(sectionAttempts)
      .set({ endTime: new Date(Date.now() - 60_000) })
      .where(eq(sectionAttempts.sessionId, s.sessionId));
    const late = await same(s.sectionId, (n) => ({ headers: bearer(s.access), body: save(10 + n) }));
    expect(late).toMatchObject({ status: 409, answeredBy: "fast path", body: { closed: true } });
  });

  it("a question's time: negative, huge or not a whole number refused alike (400); a good one saved alike, capped by the module's elapsed time", async () => {
    const s = await student();
    const timed = (time: number, revision = 1) => JSON.stringify({ session: s.sessionId, responses: [{ question: s.q.id, revision, time_ms: time }] });
    for (const bad of [-1, 4 * 60 * 60 * 1000 + 1, 1.5]) {
      const refused = await same(s.sectionId, () => ({ headers: bearer(s.access), body: timed(bad) }));
      expect(refused).toMatchObject({ status: 400, answeredBy: "fast path" });
    }
    const db = await getDb();
    await db
      .update(sectionAttempts)
      .set({ startedAt: new Date(Date.now() - 30_000) })
      .where(eq(sectionAttempts.sessionId, s.sessionId));
    // An hour claimed 30 s into the module: both keep at most the elapsed time (which grows a little between the calls).
    const first = await send(fast, s.sectionId, { headers: bearer(s.access), body: timed(3_600_000) });
    expect(first).toMatchObject({ status: 200, body: { saved: 1 } });
    const again = await same(s.sectionId, () => ({ headers: bearer(s.access), body: timed(3_600_000) }));
    expect(again).toMatchObject({ status: 200, answeredBy: "fast path" });
    const [row] = await db
      .select({ ms: responses.timeMs })
      .from(responses)
      .innerJoin(sectionAttempts, eq(sectionAttempts.id, responses.attemptId))
      .where(eq(sectionAttempts.sessionId, s.sessionId));
    expect(row!.ms).toBeGreaterThanOrEqual(30_000);
    expect(row!.ms).toBeLessThan(60_000);
  });

  it("what the request guard refuses: broken JSON, NUL, nesting past the bound, a NUL in the URL, oversized; in the caller's language", async () => {
    const s = await student();
    const h = { ...bearer(s.access), "Accept-Language": "ru" };
    expect(await same(s.sectionId, () => ({ headers: h, body: "{nope" }))).toMatchObject({ status: 400, answeredBy: "fast path" });
    expect(
      (await same(s.sectionId, () => ({ headers: h, body: JSON.stringify({ session: s.sessionId, responses: [{ question: 1, note: "a\u0000b" }] }) }))).status,
    ).toBe(400);
    const deep = `{"session":1,"responses":${"[".repeat(50_000)}${"]".repeat(50_000)}}`;
    expect(await same(s.sectionId, () => ({ headers: h, body: deep }))).toMatchObject({ status: 400, answeredBy: "fast path" });
    const justDeepEnough = `${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`;
    expect((await same(s.sectionId, () => ({ headers: h, body: `{"session":${s.sessionId},"x":${justDeepEnough},"responses":[]}` }))).status).toBe(400);
    expect((await same(s.sectionId, () => ({ headers: h, path: `/api/exams/section/${s.sectionId}%00/responses/`, body: "{}" }))).status).toBe(400);
    const big = await same(s.sectionId, () => ({ headers: h, body: `{"x":"${"a".repeat(MAX_BODY_BYTES)}"}` }));
    expect(big).toMatchObject({ status: 413, answeredBy: "fast path" });
  });

  it("a cross-site request carrying the web session's cookies is refused (403); from this site, the cookie is ignored", async () => {
    const s = await student();
    const body = (n: number) => JSON.stringify({ session: s.sessionId, responses: [{ question: s.q.id, selected_choice: s.q.choices[1]!.id, revision: n }] });
    const crossSite = await same(s.sectionId, (n) => ({
      headers: { ...bearer(s.access), Cookie: "sat_access=stolen", Origin: "https://evil.example" },
      body: body(n),
    }));
    expect(crossSite).toMatchObject({ status: 403, answeredBy: "fast path" });
    const viaFetchMetadata = await same(s.sectionId, (n) => ({
      headers: { ...bearer(s.access), Cookie: "sat_refresh=stolen", "Sec-Fetch-Site": "cross-site" },
      body: body(n),
    }));
    expect(viaFetchMetadata.status).toBe(403);
    // Without the cookies, a call from another site is the API's normal use.
    const api = await same(s.sectionId, (n) => ({ headers: { ...bearer(s.access), Origin: "https://evil.example" }, body: body(n) }));
    expect(api.status).toBe(200);
    const sameSite = await same(s.sectionId, (n) => ({
      headers: { ...bearer(s.access), Cookie: "sat_access=x", "Sec-Fetch-Site": "same-origin" },
      body: body(10 + n),
    }));
    expect(sameSite).toMatchObject({ status: 200, answeredBy: "fast path" });
  });
});

describe("the Take Exam fast path and the pipeline answer alike", () => {
  it("a start with its first module, a plain start, every refusal", async () => {
    const { access } = await newUserToken();
    const exam = await examId("e2e-short");
    const start =
      (body: unknown, headers: Record<string, string> = bearer(access)) =>
      () => ({ path: START_PATH, headers, body: JSON.stringify(body) });
    const taken = await same("-", start({ exam, take: true, format: "html" }));
    expect(taken).toMatchObject({ status: 201, answeredBy: "fast path", body: { exam, section: { module: 1, submitted: false } } });
    expect((taken.body.section as { sat_question_group: { questions: unknown[] } }).sat_question_group.questions.length).toBeGreaterThan(0);
    expect(await same("-", start({ exam, take: true }))).toMatchObject({ status: 201, answeredBy: "fast path" });
    expect(await same("-", start({ exam }))).toMatchObject({ status: 201, body: { exam } });

    const forged = `${access.slice(0, -4)}AAAA`;
    expect((await same("-", start({ exam, take: true }, bearer(forged)))).status).toBe(401);
    expect((await same("-", start({ exam, take: true }, {}))).status).toBe(401);
    const ru = { ...bearer(access), "Accept-Language": "ru" };
    expect(await same("-", start({ exam: 99_999_999, take: true }, ru))).toMatchObject({ status: 400, answeredBy: "fast path" });
    expect(await same("-", start({ exam: "x", take: true }, ru))).toMatchObject({ status: 400, answeredBy: "fast path" });
    expect(await same("-", start([1, 2], ru))).toMatchObject({ status: 400, answeredBy: "fast path" });
    expect(await same("-", () => ({ path: START_PATH, headers: ru, body: "{nope" }))).toMatchObject({ status: 400, answeredBy: "fast path" });
    const crossSite = { ...bearer(access), Cookie: "sat_access=stolen", Origin: "https://evil.example" };
    expect(await same("-", start({ exam, take: true }, crossSite))).toMatchObject({ status: 403, answeredBy: "fast path" });
  });
});
