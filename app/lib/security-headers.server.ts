import crypto from "node:crypto";
import { createContext, type MiddlewareFunction } from "react-router";
import { ANALYTICS_CSP } from "./analytics-hosts";
import { getEnv } from "./env.server";

/** Where browsers send Content-Security-Policy violation reports (app/routes/csp-report.ts). */
export const CSP_REPORT_PATH = "/csp-report";

/** The nonce of this request's inline scripts (React Router's and React's own), made by the middleware. */
export const nonceContext = createContext<string>("");

/**
 * `npm run dev` only (Vite's dev server: HMR over a WebSocket, React Refresh). Statically false in a build
 * and in vitest (MODE "test"), so what tests check is the production policy.
 */
const DEV_SERVER = import.meta.env.DEV && import.meta.env.MODE === "development";

/** `analytics`: a measurement id is configured (ANALYTICS_MEASUREMENT_ID): Google Analytics' hosts are allowed. */
type Options = { https: boolean; nonce?: string; reportTo?: string; analytics?: boolean };

/**
 * The Content-Security-Policy: scripts only from this origin or carrying the request's nonce (no
 * 'unsafe-inline', no 'unsafe-eval'); styles may be inline (React `style` attributes, KaTeX, toasts);
 * no plug-ins, forms and <base> only to this origin, nobody may frame us. We frame only the video
 * players of lessons (Vimeo, YouTube's privacy-enhanced host); video and captions come from this
 * origin (media-src). Without a nonce (static files, or answers that are not HTML) no inline script
 * runs at all. Google Analytics' tag and hit hosts are added only when analytics is configured
 * (docs/decisions/0031-analytics-with-consent.md); the tag itself loads only after consent.
 */
export function contentSecurityPolicy({ nonce, reportTo, analytics = false }: Pick<Options, "nonce" | "reportTo" | "analytics">) {
  const scripts = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...(analytics ? ANALYTICS_CSP.script : [])];
  const connect = ["'self'", ...(DEV_SERVER ? ["ws:", "wss:"] : []), ...(analytics ? ANALYTICS_CSP.connect : [])];
  const images = ["'self'", "data:", "blob:", ...(analytics ? ANALYTICS_CSP.img : [])];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(" ")}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "media-src 'self'",
    // The lesson players' origins (PLAYER_ORIGINS of app/features/lessons/video-source.ts; a test keeps them equal).
    "frame-src 'self' https://player.vimeo.com https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    ...(reportTo ? ["report-to csp"] : []),
  ];
  return directives.join("; ");
}

/** The headers every response carries (pages, data, API, resource routes, static files). */
export function securityHeaders({ https, nonce, reportTo, analytics }: Options): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy({ nonce, reportTo, analytics }),
    ...(reportTo ? { "Reporting-Endpoints": `csp="${reportTo}"` } : {}),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
  };
}

/** What depends on who is signed in is never stored by a browser or a shared cache. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Runs first for every request React Router answers: makes the nonce the HTML is rendered with
 * (app/entry.server.tsx reads it from the context), then sets the security headers on the answer.
 * Cache-Control: HTML pages and `.data` answers (which carry the root loader's user) are always
 * `private, no-store`; any other answer is too unless its route declared it `public` (translation
 * files, uploads, the API's public site data).
 */
export const securityHeadersMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const nonce = crypto.randomBytes(16).toString("base64");
  context.set(nonceContext, nonce);
  const response = await next();
  const url = new URL(request.url);
  const https = url.protocol === "https:";
  // The Reporting API (report-to) only delivers to secure endpoints, and browsers that use it ignore
  // report-uri: over plain HTTP (development, tests) report-uri alone keeps reports coming.
  const analytics = Boolean(getEnv().ANALYTICS_MEASUREMENT_ID);
  const headers = securityHeaders({ https, nonce, reportTo: https ? `${url.origin}${CSP_REPORT_PATH}` : undefined, analytics });
  return withHeaders(response, (h) => {
    for (const [name, value] of Object.entries(headers)) h.set(name, value);
    const type = h.get("Content-Type") ?? "";
    const page = type.startsWith("text/html") || type.startsWith("text/x-script");
    if (page || !/\bpublic\b/i.test(h.get("Cache-Control") ?? "")) h.set("Cache-Control", PRIVATE_NO_STORE);
  });
};

/** Changes a response's headers, copying the response first when its headers are immutable. */
function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    change(copy.headers);
    return copy;
  }
}
