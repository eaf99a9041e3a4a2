import type { MiddlewareFunction } from "react-router";
import { getEnv } from "./env.server";
import { jsonError } from "./http.server";
import { isLanguage, type Language } from "./i18n";
import { apiLanguage, i18nFor, languageCookie, translateMessage } from "./i18n.server";

/** Methods that only read; everything else changes state and is checked. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

/** The web session's cookies (app/features/auth/web-session.server.ts). */
const SESSION_COOKIE = /(?:^|;)\s*(?:sat_access|sat_refresh)=[^;\s]/;

/** What the checks read of a request: a Fetch Request, or the autosave fast path's view of Node's request. */
export type RequestLike = { method: string; url: string; headers: { get(name: string): string | null } };

/**
 * The origins a state-changing request may come from: the request's own, and APP_URL when set (under
 * `npm start`, server.js already builds request.url from APP_URL; this covers other servers).
 */
export function allowedOrigins(request: RequestLike): Set<string> {
  const own = new URL(request.url).origin;
  const configured = getEnv().APP_URL;
  return new Set(configured ? [own, new URL(configured).origin] : [own]);
}

/**
 * Where a request came from, as the browser tells: `Origin` when present (`null`, from sandboxed or
 * privacy-sensitive contexts, counts as foreign), else `Sec-Fetch-Site` (same-origin, or "none": typed
 * by the user). "unknown" when it carries neither: not a browser built after 2020 (curl, scripts, the
 * app's own tests), and old browsers still do not send our SameSite=Lax cookies on a cross-site POST.
 */
export function requestSource(request: RequestLike): "same-origin" | "cross-site" | "unknown" {
  const origin = request.headers.get("origin");
  if (origin !== null) return allowedOrigins(request).has(origin) ? "same-origin" : "cross-site";
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin" || site === "none" ? "same-origin" : "cross-site";
  return "unknown";
}

/**
 * Cross-site request forgery, refused in one place for every route (registered in app/root.tsx):
 * a POST, PUT, PATCH or DELETE to a page route (anything outside /api/) that a browser says comes
 * from another site is answered 403 {detail} before any action runs. The REST API authenticates with
 * `Authorization: Bearer` only, so cross-site calls are its normal use; but one that carries the web
 * session's cookies from another site is refused as well (the API ignores them, and must never start
 * to trust them unnoticed). Requests with neither `Origin` nor `Sec-Fetch-Site` pass (see
 * `requestSource`). Decision record: docs/decisions/0011-csrf-and-security-headers.md.
 */
export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => (isForgedRequest(request) ? csrfRefusal(request) : next());

/**
 * The rule of csrfMiddleware, on its own for the autosave fast path (server/json-fast-path.ts),
 * which answers ahead of the pipeline and must refuse exactly what the middleware refuses.
 */
export function isForgedRequest(request: RequestLike): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const api = new URL(request.url).pathname.startsWith("/api/");
  if (api && !SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) return false;
  return requestSource(request) === "cross-site";
}

/** The answer to a forged request: 403 {detail}, never stored. */
export async function csrfRefusal(request: Request): Promise<Response> {
  const api = new URL(request.url).pathname.startsWith("/api/");
  const i18n = await i18nFor(await refusalLanguage(request, api));
  return jsonError(403, translateMessage(i18n, "error.crossSite"), undefined, { "Cache-Control": "no-store" });
}

/** The API's language rule for the API; for pages, the language the visitor chose (cookie) first. */
async function refusalLanguage(request: Request, api: boolean): Promise<Language> {
  if (api || new URL(request.url).searchParams.has("lng")) return apiLanguage(request);
  const chosen: unknown = await languageCookie.parse(request.headers.get("cookie")).catch(() => null);
  return isLanguage(chosen) ? chosen : apiLanguage(request);
}
