import { databaseHealth } from "#db/client";
import { apiLanguage, i18nFor } from "./i18n.server";
import { isLanguage, LANGUAGE_COOKIE, type Language } from "./i18n";
import { getStorage } from "./storage/index.server";

/**
 * Whether this instance can serve (server/app.js reads it on every request): the database answered
 * the last probe, and the instance is not shutting down. A lost database is noticed by a probe every
 * PROBE_MS (or at once by a request that failed on a lost connection); while it is lost, requests get
 * a plain 503 instead of an error page, /readyz says 503, and the first probe that gets an answer
 * lets requests through again: the instance recovers by itself (docs/architecture.md, "Running several instances").
 */
const PROBE_MS = 2000;
const PROBE_TIMEOUT_MS = 2000;

let databaseUp = true;
let shuttingDown = false;
let watch: ReturnType<typeof setInterval> | undefined;

export function databaseAvailable() {
  return databaseUp;
}

/** From SIGTERM on: /readyz says 503 (the load balancer stops sending), requests in flight still finish. */
export function beginShutdown() {
  shuttingDown = true;
  if (watch) clearInterval(watch);
  watch = undefined;
}

export function startAvailabilityWatch() {
  if (watch) return;
  watch = setInterval(() => void probeDatabase(), PROBE_MS);
  watch.unref();
}

async function probeDatabase() {
  const health = await withTimeout(databaseHealth(), { reachable: false, migrated: false });
  if (health.reachable !== databaseUp) console.error(health.reachable ? "database: reachable again" : "database: unreachable, answering 503");
  databaseUp = health.reachable;
  return health;
}

/** Errors that mean the database cannot be reached (not a bad query): refused, reset, ended, timed out. */
export function isConnectionError(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === "string" ? e.code : "";
    if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|57P0[123]|08...)$/.test(code)) return true;
    const message = typeof e.message === "string" ? e.message : "";
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)) return true;
  }
  return false;
}

/** The pool's own wait ran out: every connection was busy for DATABASE_CONNECT_TIMEOUT_MS (the instance is overloaded). */
function isPoolWait(error: unknown) {
  return error instanceof Error && /^timeout exceeded when trying to connect$/.test(error.message);
}

/**
 * A request failed: when it was on a lost connection, stop sending requests to the database until a probe
 * succeeds. True when the request could not reach the database (it gets a 503 the client retries); a request
 * that only waited too long for a busy pool's connection gets that 503 too, but the database is not lost:
 * the other requests go on (the probe, on its own connection, says whether the database answers).
 */
export function noteRequestError(error: unknown) {
  if (!isConnectionError(error)) return false;
  if (isPoolWait(error)) return true;
  if (databaseUp) console.error("database: a request lost its connection, answering 503 until it is back");
  databaseUp = false;
  return true;
}

export type Readiness = { ready: boolean; shuttingDown: boolean; database: boolean; migrations: boolean; storage: boolean };

/** /readyz: the database answers with every migration applied, the file store answers, not shutting down. */
export async function readiness(): Promise<Readiness> {
  const [health, storage] = await Promise.all([probeDatabase(), withTimeout(storageReachable(), false)]);
  const ready = !shuttingDown && health.reachable && health.migrated && storage;
  return { ready, shuttingDown, database: health.reachable, migrations: health.migrated, storage };
}

async function storageReachable() {
  try {
    // A key nobody writes: "not there" is an answer, an error is not.
    await (await getStorage()).head("readiness-probe.png");
    return true;
  } catch {
    return false;
  }
}

function withTimeout<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), PROBE_TIMEOUT_MS);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      () => (clearTimeout(timer), resolve(fallback)),
    );
  });
}

/**
 * The 503 a request gets while the database is lost: JSON ({"detail": …}) for the API and for clients
 * that ask for JSON (and with `json`: a client navigation's data), otherwise a small page that reloads
 * itself, in the visitor's language.
 */
export async function unavailableResponse(request: Request, { json = false }: { json?: boolean } = {}): Promise<Response> {
  const lng = pageLanguage(request);
  const i18n = await i18nFor(lng);
  const headers = { "Retry-After": "5", "Cache-Control": "no-store" };
  const url = new URL(request.url);
  const wantsJson = json || url.pathname.startsWith("/api/") || (request.headers.get("accept") ?? "").includes("application/json");
  if (wantsJson) return Response.json({ detail: i18n.t("error.unavailable") }, { status: 503, headers });
  const title = escapeHtml(i18n.t("error.unavailableTitle"));
  const text = escapeHtml(i18n.t("error.unavailable"));
  const html = `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="10"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1 style="font-size:1.5rem">${title}</h1><p>${text}</p></body></html>`;
  return new Response(html, { status: 503, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

/** ?lng=, then the language cookie, then Accept-Language (apiLanguage reads the first and the last). */
function pageLanguage(request: Request): Language {
  if (new URL(request.url).searchParams.has("lng")) return apiLanguage(request);
  const cookie = (request.headers.get("cookie") ?? "").split(/;\s*/).find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
  const raw = cookie ? decodeURIComponent(cookie.slice(LANGUAGE_COOKIE.length + 1)) : "";
  if (isLanguage(raw)) return raw;
  // React Router's cookies hold base64 JSON ("ImF6Ig==" is "az").
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, "base64").toString("utf8"));
  } catch {
    value = null;
  }
  return isLanguage(value) ? value : apiLanguage(request);
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
