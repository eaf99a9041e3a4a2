import type { IncomingMessage, ServerResponse } from "node:http";
import { errorResponse } from "~/lib/api.server";
import { csrfRefusal, isForgedRequest, type RequestLike } from "~/lib/csrf.server";
import { HttpError } from "~/lib/http.server";
import { apiLanguage, i18nFor } from "~/lib/i18n.server";
import { declaredSizeProblem, guardRefusal, readGuardedJson, urlProblem, type GuardProblem } from "~/lib/request-guard.server";
import { CSP_REPORT_PATH, PRIVATE_NO_STORE, securityHeaders } from "~/lib/security-headers.server";

type NodeRequest = IncomingMessage & { params?: Record<string, string>; protocol?: string };

/** What a fast-path service gets: the caller's token, the route's parameters and the body, read when asked for. */
export type FastCall = { authorization: string | null; params: Record<string, string>; readJson: () => Promise<Record<string, unknown>> };
/** A service answered on the fast path: its status and the JSON body (an HttpError or a ValidationError for a refusal). */
export type FastService = (call: FastCall) => Promise<{ status: number; body: unknown }>;

/**
 * A JSON API call answered straight on Node's request and response, ahead of the React Router pipeline,
 * for the exam's hottest calls (autosave, Take Exam), where that pipeline cost more than the work itself:
 * a Fetch Request with a body stream, the guard's clone of it, an AbortController, middleware, and a
 * Response piped back through web streams (bench/README.md, docs/decisions/0028-autosave-fast-path.md and
 * 0067-exam-start-fast-path.md).
 *
 * It answers exactly what the pipeline would, by calling the pipeline's own checks in the pipeline's
 * order: the request guard (app/lib/request-guard.server.ts: the URL, the declared length, the body),
 * then the CSRF rule (app/lib/csrf.server.ts), then the route's service; every answer carries the headers
 * of securityHeadersMiddleware. It takes only a JSON body of a declared length; anything else (a chunked
 * body, another type) goes on (`next()`) to the full pipeline, untouched.
 * tests/integration/fast-paths.test.ts sends the same requests both ways and compares.
 */
export function jsonFastPath(service: FastService) {
  return (req: NodeRequest, res: ServerResponse, next: () => void) => handle(service, req, res, next);
}

function handle(service: FastService, req: NodeRequest, res: ServerResponse, next: () => void) {
  const type = req.headers["content-type"] ?? "";
  if (!type.toLowerCase().startsWith("application/json") || !(Number(req.headers["content-length"]) > 0)) {
    next();
    return;
  }
  const refused = urlProblem(req.url ?? "") ?? declaredSizeProblem(req.headers["content-length"]);
  if (refused) {
    void refuse(req, res, refused).catch((error) => fail(res, req, error));
    return;
  }
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("error", () => res.destroy());
  req.on("end", () => {
    answer(service, req, res, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).catch((error) => fail(res, req, error));
  });
}

function fail(res: ServerResponse, req: NodeRequest, error: unknown) {
  console.error(error);
  if (!res.headersSent) send(req, res, 500, JSON.stringify({ detail: "Internal Server Error" }));
  else res.destroy();
}

async function answer(service: FastService, req: NodeRequest, res: ServerResponse, bytes: Buffer) {
  const json = readGuardedJson(bytes);
  if ("problem" in json) return refuse(req, res, json.problem);
  if (isForgedRequest(requestLike(req))) return sendResponse(req, res, await csrfRefusal(fetchRequest(req)));
  const body = json.value;
  try {
    const result = await service({
      authorization: req.headers.authorization ?? null,
      params: req.params ?? {},
      // As readBody does for a JSON body (app/lib/http.server.ts): an object, or a 400.
      readJson: async () => {
        if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
        throw new HttpError(400, "error.badJson");
      },
    });
    send(req, res, result.status, JSON.stringify(result.body));
  } catch (error) {
    await sendResponse(req, res, errorResponse(error, await i18nFor(apiLanguage(fetchRequest(req)))));
  }
}

async function refuse(req: NodeRequest, res: ServerResponse, problem: GuardProblem) {
  await sendResponse(req, res, await guardRefusal(fetchRequest(req), problem));
}

/** What the CSRF rule reads, without building a Fetch Request on the hot path. */
function requestLike(req: NodeRequest): RequestLike {
  return {
    method: req.method ?? "POST",
    url: originOf(req) + (req.url ?? "/"),
    headers: { get: (name) => header(req, name) },
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
}

/** The request as React Router would have seen it, for the rare answers that need one (refusals, errors). */
function fetchRequest(req: IncomingMessage) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(req.url ?? "/", originOf(req)), { method: req.method, headers });
}

function originOf(req: NodeRequest) {
  return `${req.protocol ?? "http"}://${req.headers.host ?? "localhost"}`;
}

/** The headers securityHeadersMiddleware puts on every answer (without a nonce: this is never HTML), per origin. */
const headersByOrigin = new Map<string, Record<string, string>>();
function answerHeaders(req: NodeRequest): Record<string, string> {
  const https = req.protocol === "https";
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

function send(req: NodeRequest, res: ServerResponse, status: number, json: string) {
  res.writeHead(status, { ...answerHeaders(req), "content-type": JSON_TYPE, "content-length": Buffer.byteLength(json) });
  res.end(json);
}

async function sendResponse(req: NodeRequest, res: ServerResponse, response: Response) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  if (headers["content-type"] === "application/json") headers["content-type"] = JSON_TYPE;
  const text = await response.text();
  res.writeHead(response.status, { ...headers, ...answerHeaders(req), "content-length": Buffer.byteLength(text) });
  res.end(text);
}
