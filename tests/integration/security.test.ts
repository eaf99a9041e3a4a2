import { and, eq } from "drizzle-orm";
import {
  createRequestHandler,
  RouterContextProvider,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
  type ServerBuild,
} from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { authSessions, responses, sectionAttempts } from "#db/schema";
import * as entry from "~/entry.server";
import { readAccessToken, verifyAccessToken } from "~/features/auth/tokens.server";
import { sessionCookies } from "~/features/auth/web-session.server";
import { clientIpContext } from "~/lib/context";
import * as root from "~/root";
import { parseReports } from "~/routes/csp-report";
import routeConfig from "~/routes";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as takeRoute from "~/routes/api/exams/take";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";

// The whole app in process, as `node server.js` runs it: the real root middleware, routes.ts, the
// route modules and entry.server.tsx, through React Router's own request handler (no build needed).

const modules = import.meta.glob<Record<string, unknown>>("../../app/routes/**/*.{ts,tsx}");

/** What the Vite plugin does to route modules: components get loaderData, params… as props. */
function withProps(module: Record<string, any>) {
  const out = { ...module };
  if (out.default) out.default = UNSAFE_withComponentProps(out.default);
  if (out.ErrorBoundary) out.ErrorBoundary = UNSAFE_withErrorBoundaryProps(out.ErrorBoundary);
  if (out.HydrateFallback) out.HydrateFallback = UNSAFE_withHydrateFallbackProps(out.HydrateFallback);
  return out as never;
}

async function buildApp(): Promise<ServerBuild> {
  const routes: ServerBuild["routes"] = { root: { id: "root", path: "", module: withProps(root) } };
  const manifest: ServerBuild["assets"]["routes"] = {};
  const add = async (entries: RouteConfigEntry[], parentId: string) => {
    for (const e of entries) {
      const id = e.id ?? e.file.replace(/\.[jt]sx?$/, "");
      // A file routes.ts names but that is not there (yet): no handlers. The build reports missing files.
      const module = (await modules[`../../app/${e.file}`]?.()) ?? {};
      routes[id] = { id, parentId, path: e.path, index: e.index, caseSensitive: e.caseSensitive, module: withProps(module) };
      manifest[id] = {
        id,
        parentId,
        path: e.path,
        index: e.index,
        module: `/assets/${id}.js`,
        hasAction: "action" in module,
        hasLoader: "loader" in module,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: "ErrorBoundary" in module,
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      };
      if (e.children) await add(e.children, id);
    }
  };
  await add(await routeConfig, "root");
  manifest.root = {
    ...manifest[Object.keys(manifest)[0]!]!,
    id: "root",
    parentId: undefined,
    path: "",
    index: undefined,
    module: "/assets/root.js",
    hasLoader: true,
    hasAction: false,
    hasErrorBoundary: true,
  };
  return {
    entry: { module: entry as never },
    routes,
    assets: { entry: { imports: [], module: "/assets/entry.client.js" }, routes: manifest, url: "/assets/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

let handle: (request: Request) => Promise<Response>;
const APP = "http://localhost:3000";
const EVIL = "https://evil.example";

beforeAll(async () => {
  await seedOnce();
  const handler = createRequestHandler(await buildApp(), process.env.DEBUG_APP ? "development" : "test");
  handle = (request) => {
    const context = new RouterContextProvider();
    context.set(clientIpContext, "203.0.113.9");
    return handler(request, context);
  };
});
afterAll(closeDb);

function send(
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
async function studentInExam() {
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
async function signInOnTheWeb(apiToken: string) {
  const { startSession } = await import("~/features/auth/tokens.server");
  const { userId } = (await readAccessToken(apiToken))!;
  const tokens = await startSession(userId);
  const cookie = (await sessionCookies(new Request(APP), tokens)).map((c) => c.split(";")[0]!).join("; ");
  return { cookie, webSession: tokens.sessionId, webAccess: tokens.access };
}

async function savedAnswers(examSession: number, question: number) {
  const db = await getDb();
  return db
    .select({ choice: responses.selectedChoiceId })
    .from(responses)
    .innerJoin(sectionAttempts, eq(sectionAttempts.id, responses.attemptId))
    .where(and(eq(sectionAttempts.sessionId, examSession), eq(responses.questionId, question)));
}

async function revokedAt(sessionId: string) {
  const db = await getDb();
  const [row] = await db.select({ revokedAt: authSessions.revokedAt }).from(authSessions).where(eq(authSessions.id, sessionId));
  return row!.revokedAt;
}

describe("cross-site request forgery", () => {
  it("a foreign-Origin POST with the victim's cookies to the exam data route is refused (403, translated) and saves nothing", async () => {
    const s = await studentInExam();
    const res = await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, origin: EVIL, json: s.save, headers: { "Accept-Language": "ru" } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: string }).detail).toBe("Запрос пришёл с другого сайта и был отклонён. Вернитесь в SAT Lingo и попробуйте снова.");
    expect(await savedAnswers(s.examSession, s.question)).toEqual([]);

    // Without Origin, the browser's Sec-Fetch-Site tells the same.
    const bySite = await send(`/exams/session/${s.examSession}/data?lng=en`, { cookie: s.cookie, site: "cross-site", json: s.save });
    expect(bySite.status).toBe(403);
    expect(((await bySite.json()) as { detail: string }).detail).toMatch(/came from another site/);
    expect(await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, site: "same-site", json: s.save }).then((r) => r.status)).toBe(403);
    expect(await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, origin: "null", json: s.save }).then((r) => r.status)).toBe(403);
    expect(await savedAnswers(s.examSession, s.question)).toEqual([]);
  });

  it("the same POST from the app's own page saves the answer (Origin, or Sec-Fetch-Site alone, or neither header)", async () => {
    const s = await studentInExam();
    const choice = s.save.responses[0]!.selected_choice;
    const res = await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, origin: APP, site: "same-origin", json: s.save });
    expect(res.status).toBe(200);
    expect(await savedAnswers(s.examSession, s.question)).toEqual([{ choice }]);

    const again = { ...s.save, responses: [{ ...s.save.responses[0]!, revision: 2 }] };
    expect((await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, site: "same-origin", json: again })).status).toBe(200);
    // No Origin and no Sec-Fetch-Site: not a browser (a script, curl); a forged request always has one.
    const third = { ...s.save, responses: [{ ...s.save.responses[0]!, revision: 3 }] };
    expect((await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, json: third })).status).toBe(200);
  });

  it("reads are never refused: a cross-site GET of the exam data answers as usual", async () => {
    const s = await studentInExam();
    const res = await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, site: "cross-site" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { kind: string }).kind).toBe("section");
  });

  it("the REST API: a cross-site call with a bearer token works; one carrying the session cookies from another site is refused", async () => {
    const s = await studentInExam();
    const bearer = await send(`/api/exams/section/${s.section}/responses/`, {
      origin: EVIL,
      headers: { Authorization: `Bearer ${s.apiToken}` },
      json: { session: s.examSession, responses: s.save.responses },
    });
    expect(bearer.status).toBe(200);

    const withCookies = await send(`/api/exams/section/${s.section}/responses/`, {
      origin: EVIL,
      cookie: s.cookie,
      headers: { Authorization: `Bearer ${s.apiToken}` },
      json: { session: s.examSession, responses: [{ ...s.save.responses[0]!, revision: 5 }] },
    });
    expect(withCookies.status).toBe(403);
    expect(((await withCookies.json()) as { detail: string }).detail).toMatch(/came from another site/);
  });
});

describe("signing out", () => {
  it("a cross-site GET /auth/logout/ only asks 'Sign out?': the session stays alive and no cookie is cleared", async () => {
    const { apiToken } = await studentInExam();
    const web = await signInOnTheWeb(apiToken);
    const res = await send("/auth/logout/?return_url=%2Fprofile&lng=en", { cookie: web.cookie, site: "cross-site" });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith("sat_"))).toEqual([]);
    const html = await res.text();
    expect(html).toContain("Sign out?");
    expect(html).toMatch(/<form[^>]*action="\/auth\/logout" method="post"/);
    expect(await revokedAt(web.webSession)).toBeNull();
    expect((await verifyAccessToken(web.webAccess)).sessionId).toBe(web.webSession);
  });

  it("a cross-site POST /auth/logout signs nobody out", async () => {
    const { apiToken } = await studentInExam();
    const web = await signInOnTheWeb(apiToken);
    // Sec-Fetch-Site alone: our middleware answers 403. A foreign Origin: React Router's own check
    // refuses a page action before any middleware runs (400).
    expect((await send("/auth/logout", { cookie: web.cookie, site: "cross-site", form: { return_url: "/profile" } })).status).toBe(403);
    expect((await send("/auth/logout", { cookie: web.cookie, origin: EVIL, site: "cross-site", form: { return_url: "/profile" } })).status).toBe(400);
    expect(await revokedAt(web.webSession)).toBeNull();
  });

  it("POST /auth/logout from the app ends the session, clears both cookies and goes to sign-in with return_url", async () => {
    const { apiToken } = await studentInExam();
    const web = await signInOnTheWeb(apiToken);
    const res = await send("/auth/logout", { cookie: web.cookie, origin: APP, site: "same-origin", form: { return_url: "/profile/edit-profile?tab=1" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth/login?return_url=%2Fprofile%2Fedit-profile%3Ftab%3D1");
    const cleared = res.headers.getSetCookie().filter((c) => /^sat_(access|refresh)=;/.test(c) && /Max-Age=0/i.test(c));
    expect(cleared).toHaveLength(2);
    expect(await revokedAt(web.webSession)).not.toBeNull();
    await expect(verifyAccessToken(web.webAccess)).rejects.toThrow();
  });

  it("a browser whose session failed verification still goes through GET /auth/logout/ to sign-in, its cookies cleared", async () => {
    const { apiToken } = await studentInExam();
    const web = await signInOnTheWeb(apiToken);
    const { revokeSession } = await import("~/features/auth/tokens.server");
    await revokeSession(web.webSession, "test");
    const exam = await send("/exams", { cookie: web.cookie });
    expect(exam.status).toBe(302);
    expect(exam.headers.get("Location")).toBe("/auth/logout/?return_url=%2Fexams");

    for (const cookie of [web.cookie, "sat_access=tampered; sat_refresh=tampered"]) {
      const res = await send("/auth/logout/?return_url=%2Fexams", { cookie });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/auth/login?return_url=%2Fexams");
      expect(res.headers.getSetCookie().some((c) => c.startsWith("sat_refresh=;") && /Max-Age=0/i.test(c))).toBe(true);
    }
  });
});

describe("security headers", () => {
  const policy = (res: Response) =>
    Object.fromEntries(
      (res.headers.get("Content-Security-Policy") ?? "")
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;

  it("a page: a CSP whose nonce is on every inline script, a new nonce per request, the other headers, never cached", async () => {
    const res = await send("/auth/login?lng=en");
    expect(res.status).toBe(200);
    const html = await res.text();
    const csp = policy(res);
    const nonce = csp["script-src"]!.find((v) => v.startsWith("'nonce-"))!.slice(7, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["report-uri"]).toEqual(["/csp-report"]);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();

    const next = policy(await send("/auth/login?lng=en"));
    expect(next["script-src"]).not.toContain(`'nonce-${nonce}'`);
  });

  it("over HTTPS the answer also asks for HTTPS from now on (HSTS) and names the Reporting API endpoint", async () => {
    const res = await send("/auth/login?lng=en", { base: "https://localhost" });
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{7,}/);
    // The Reporting API only delivers to secure endpoints: it is named over HTTPS only.
    expect(res.headers.get("Reporting-Endpoints")).toBe('csp="https://localhost/csp-report"');
    expect(policy(res)["report-to"]).toEqual(["csp"]);
  });

  it("an API answer, the exam data and a redirect carry the headers and are private, no-store", async () => {
    const s = await studentInExam();
    for (const res of [
      await send("/api/auth/self/", { headers: { Authorization: `Bearer ${s.apiToken}` } }),
      await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie }),
      await send("/profile"),
    ]) {
      expect(res.status).toBeLessThan(400);
      expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("public files keep their own caching: translation files", async () => {
    const res = await send("/locales/en/common.json");
    expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("the report endpoint takes both report formats browsers send and answers 204", async () => {
    const legacy = await handle(
      new Request(`${APP}/csp-report`, {
        method: "POST",
        headers: { "Content-Type": "application/csp-report" },
        body: JSON.stringify({ "csp-report": { "document-uri": `${APP}/exams`, "effective-directive": "script-src-elem", "blocked-uri": "inline" } }),
      }),
    );
    expect(legacy.status).toBe(204);
    const reporting = await handle(
      new Request(`${APP}/csp-report`, {
        method: "POST",
        headers: { "Content-Type": "application/reports+json" },
        body: JSON.stringify([{ type: "csp-violation", body: { documentURL: `${APP}/`, effectiveDirective: "script-src-elem", blockedURL: "inline" } }]),
      }),
    );
    expect(reporting.status).toBe(204);
    expect(
      parseReports(
        JSON.stringify({
          "csp-report": { "document-uri": `${APP}/exams`, "effective-directive": "script-src-elem", "blocked-uri": "inline\n\u001b[31mforged log line" },
        }),
      ),
    ).toEqual([{ document: `${APP}/exams`, directive: "script-src-elem", blocked: "inline??[31mforged?log?line", source: "-:-" }]);
  });
});
