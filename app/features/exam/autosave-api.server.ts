import type { IncomingMessage, ServerResponse } from "node:http";
import { requireApiUser } from "~/features/auth/api-auth.server";
import { errorResponse } from "~/lib/api.server";
import { HttpError, jsonError } from "~/lib/http.server";
import { apiLanguage, i18nFor, translateMessage } from "~/lib/i18n.server";
import { parseInput, parseParams } from "~/lib/parse.server";
import { MAX_BODY_BYTES } from "~/lib/request-guard.server";
import { PRIVATE_NO_STORE, securityHeaders, CSP_REPORT_PATH } from "~/lib/security-headers.server";
import { bearerClaims } from "./api-caller.server";
import { saveResponses } from "./autosave.server";
import { SaveBodySchema, SectionParams } from "./exam-input";

/**
 * POST /api/exams/section/{sectionId}/responses/ {session, responses: [...], active_question_index}:
 * autosave of answers, review marks, crossed-out choices and highlights (docs/api.md), whichever
 * layer received it (the React Router route, or `handleAutosave` below).
 *
 * The hottest call of an exam, so it does not look the user up like other calls: the token's
 * signature is checked once (bearerClaims) and the sign-in's being open is checked inside the save's
 * one statement. Any other answer than a save first checks the caller as every API call does, so a
 * closed sign-in is a 401 before any 400, 404 or 409, as elsewhere.
 */
export async function apiAutosave(authorization: string | null, sectionIdParam: string | undefined, readJson: () => Promise<unknown>) {
  const fullCheck = () => requireApiUser(new Request("http://localhost/", { headers: authorization === null ? {} : { authorization } }));
  const claims = await bearerClaims(authorization);
  if (!claims) {
    await fullCheck(); // its own 401: no token, or a bad one
    throw new HttpError(401, "auth.errors.tokenInvalid");
  }
  try {
    const { sectionId } = parseParams(SectionParams, { sectionId: sectionIdParam });
    const body = parseInput(SaveBodySchema, await readJson());
    return await saveResponses({ id: claims.userId }, body.session, sectionId, body.responses, body.active_question_index, { signIn: claims.sessionId });
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) await fullCheck();
    throw error;
  }
}

/** The web session's cookies (as csrf.server.ts): a request carrying them takes the full pipeline. */
const SESSION_COOKIE = /(?:^|;)\s*(?:sat_access|sat_refresh)=[^;\s]/;
const NUL = /\u0000|%00/i;

/**
 * The same call answered straight on Node's request and response, ahead of the React Router pipeline
 * (server.js mounts it before compression), because that pipeline cost more than the save itself:
 * a Fetch Request with a body stream, the guard's clone of it, an AbortController, middleware, and a
 * Response piped back through compression (bench/README.md, docs/decisions/0028-autosave-fast-path.md).
 *
 * It answers exactly what the pipeline would. It takes only the ordinary request: a JSON body of a
 * declared length within the guard's limit, a bearer token, no web session cookie (the CSRF rule
 * for those) and no NUL in the URL; anything else goes on (`next()`) to the full pipeline, untouched.
 * The body checks are the request guard's (400 for JSON that does not parse or holds a NUL), and the
 * answer carries the same security headers and Cache-Control as every other answer.
 */
export function handleAutosave(req: IncomingMessage & { params?: Record<string, string> }, res: ServerResponse, next: () => void) {
  const type = req.headers["content-type"] ?? "";
  const length = Number(req.headers["content-length"] ?? NaN);
  if (
    !type.toLowerCase().startsWith("application/json") ||
    !(length > 0 && length <= MAX_BODY_BYTES) ||
    !req.headers.authorization ||
    SESSION_COOKIE.test(req.headers.cookie ?? "") ||
    NUL.test(req.url ?? "")
  ) {
    next();
    return;
  }
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("error", () => res.destroy());
  req.on("end", () => {
    answer(req, res, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).catch((error) => {
      console.error(error);
      if (!res.headersSent) send(req, res, 500, JSON.stringify({ detail: "Internal Server Error" }));
      else res.destroy();
    });
  });
}

const decoder = new TextDecoder("utf-8", { fatal: true });

async function answer(req: IncomingMessage & { params?: Record<string, string> }, res: ServerResponse, bytes: Buffer) {
  let body: unknown;
  try {
    body = JSON.parse(decoder.decode(bytes));
  } catch {
    return sendResponse(req, res, await guardRefusal(req, "error.badJson"));
  }
  if (containsNul(body)) return sendResponse(req, res, await guardRefusal(req, "error.badCharacters"));
  try {
    const result = await apiAutosave(req.headers.authorization ?? null, req.params?.sectionId, async () => {
      if (body && typeof body === "object" && !Array.isArray(body)) return body;
      throw new HttpError(400, "error.badJson");
    });
    send(req, res, 200, JSON.stringify(result));
  } catch (error) {
    sendResponse(req, res, errorResponse(error, await i18nFor(apiLanguage(fetchRequest(req)))));
  }
}

/** What the request guard answers for a body it refuses. */
async function guardRefusal(req: IncomingMessage, key: string) {
  const i18n = await i18nFor(apiLanguage(fetchRequest(req)));
  return jsonError(400, translateMessage(i18n, key), undefined, { "Cache-Control": "no-store" });
}

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v));
  return false;
}

/** The request as React Router would have seen it, for the rare answers that need one (errors). */
function fetchRequest(req: IncomingMessage) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(req.url ?? "/", originOf(req)), { headers });
}

function originOf(req: IncomingMessage) {
  const protocol = (req as { protocol?: string }).protocol ?? "http";
  return `${protocol}://${req.headers.host ?? "localhost"}`;
}

/** The headers securityHeadersMiddleware puts on every answer (without a nonce: this is never HTML), per origin. */
const headersByOrigin = new Map<string, Record<string, string>>();
function answerHeaders(req: IncomingMessage): Record<string, string> {
  const https = (req as { protocol?: string }).protocol === "https";
  const key = https ? originOf(req) : "http";
  let headers = headersByOrigin.get(key);
  if (!headers) {
    // Lower-case names, so that they replace the same headers of an error's Response (never doubled).
    const all = { ...securityHeaders({ https, reportTo: https ? `${key}${CSP_REPORT_PATH}` : undefined }), "Cache-Control": PRIVATE_NO_STORE };
    headers = Object.fromEntries(Object.entries(all).map(([name, value]) => [name.toLowerCase(), value]));
    if (headersByOrigin.size < 16) headersByOrigin.set(key, headers);
  }
  return headers;
}

/** As the pipeline's JSON answers reach the client. */
const JSON_TYPE = "application/json; charset=utf-8";

function send(req: IncomingMessage, res: ServerResponse, status: number, json: string) {
  res.writeHead(status, { ...answerHeaders(req), "content-type": JSON_TYPE, "content-length": Buffer.byteLength(json) });
  res.end(json);
}

async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  if (headers["content-type"] === "application/json") headers["content-type"] = JSON_TYPE;
  const text = await response.text();
  res.writeHead(response.status, { ...headers, ...answerHeaders(req), "content-length": Buffer.byteLength(text) });
  res.end(text);
}
