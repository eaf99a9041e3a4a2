import { createCookie, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { UserType } from "#db/schema";
import { getEnv } from "~/lib/env.server";
import { authContext, type AuthState } from "~/lib/context";
import { ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS, type TokenPair } from "./tokens.server";
import { verifyCredentials } from "./verify.server";

const accessCookie = createCookie("sat_access", { httpOnly: true, sameSite: "lax", path: "/", maxAge: ACCESS_TTL_SECONDS });
const refreshCookie = createCookie("sat_refresh", { httpOnly: true, sameSite: "lax", path: "/", maxAge: REFRESH_TTL_SECONDS });

function secure(request: Request) {
  const setting = getEnv().COOKIE_SECURE;
  if (setting !== "auto") return setting === "true";
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/** Set-Cookie headers that store a token pair (refresh omitted when it did not change). */
export async function sessionCookies(request: Request, tokens: { access: string; refresh?: string | null }): Promise<string[]> {
  const opts = { secure: secure(request) };
  const out = [await accessCookie.serialize(tokens.access, opts)];
  if (tokens.refresh) out.push(await refreshCookie.serialize(tokens.refresh, opts));
  return out;
}

export async function clearSessionCookies(request: Request): Promise<string[]> {
  const opts = { secure: secure(request), maxAge: 0, expires: new Date(0) };
  return [await accessCookie.serialize("", opts), await refreshCookie.serialize("", opts)];
}

export async function readSessionCookies(request: Request): Promise<{ access: string | null; refresh: string | null }> {
  const header = request.headers.get("cookie");
  // A tampered cookie may decode to anything (React Router answers {} for one it cannot read): a cookie
  // that is present but not a token-sized string is passed on as an invalid credential, so it is rejected
  // (and cleared) rather than crashing the token code.
  const text = (value: unknown) => {
    if (value === null || value === undefined || value === "") return null;
    return typeof value === "string" && value.length <= 4096 ? value : "invalid";
  };
  return { access: text(await accessCookie.parse(header).catch(() => null)), refresh: text(await refreshCookie.parse(header).catch(() => null)) };
}

/**
 * Runs for every page request: decides who is signed in from the session cookies (through the
 * auth statechart), puts it in the context, and stores rotated tokens or clears failed ones.
 */
export const authMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookies = await readSessionCookies(request);
  const result = await verifyCredentials(cookies, { graceSeconds: 10 });
  context.set(authContext, { status: result.status, user: result.user });
  const response = await next();
  const setCookies =
    result.status === "signedIn" && result.refreshed
      ? await sessionCookies(request, result.refreshed)
      : result.status === "rejected"
        ? await clearSessionCookies(request)
        : [];
  for (const c of setCookies) response.headers.append("Set-Cookie", c);
  return response;
};

/** A same-site path to come back to after signing in, or null (open redirects refused). */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value.startsWith("/auth/")) return null;
  try {
    const url = new URL(value, "http://local");
    return url.origin === "http://local" ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** Guard: the signed-in user, else a redirect to sign in (through /auth/logout/ when the session failed). */
export function requireUser(context: Readonly<RouterContextProvider>, request: Request) {
  const auth: AuthState = context.get(authContext);
  if (auth.user) return auth.user;
  const url = new URL(request.url);
  const back = encodeURIComponent(url.pathname + url.search);
  throw redirect(auth.status === "rejected" ? `/auth/logout/?return_url=${back}` : `/auth/login?return_url=${back}`);
}

export function requireUserType(context: Readonly<RouterContextProvider>, request: Request, types: UserType[]) {
  const user = requireUser(context, request);
  if (!types.includes(user.user_type)) throw new Response("Forbidden", { status: 403 });
  return user;
}

export function optionalUser(context: Readonly<RouterContextProvider>) {
  return context.get(authContext).user;
}

export type { TokenPair };

/** Areas that need a signed-in user, even at a path with no page (yet): visitors go to sign in first. */
const PROTECTED_AREAS = ["/profile", "/app/", "/exams", "/video-lesson", "/teacher", "/admin"];

export function redirectVisitorsFromProtectedAreas(context: Readonly<RouterContextProvider>, request: Request) {
  const path = new URL(request.url).pathname;
  const inside = PROTECTED_AREAS.some((p) => path === p || path.startsWith(p.endsWith("/") ? p : `${p}/`));
  if (inside && !optionalUser(context)) requireUser(context, request);
}
