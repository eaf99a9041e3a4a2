import type { MiddlewareFunction } from "react-router";
import { jsonError } from "./http.server";
import { apiLanguage, i18nFor, translateMessage } from "./i18n.server";

/** The largest request body the app reads (an avatar is at most 5 MB; multipart adds a little). */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

/** The deepest JSON the app reads: no request of ours nests past a few levels; deeper is refused (400). */
export const MAX_JSON_DEPTH = 64;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const NUL = /\u0000|%00/i;

/** Why the guard refuses a request: the status and the message's key (common:error.*). */
export type GuardProblem = { status: number; key: string };

/**
 * Runs before every route (pages and API): a request whose body no route could read is answered
 * here, in one place, so no action or API call can fail on it with a 500. Refused: a body of a type
 * other than JSON or a form (415), a body larger than MAX_BODY_BYTES (413), JSON or a form that does
 * not parse (400), JSON nested deeper than MAX_JSON_DEPTH (400), and NUL bytes anywhere in the URL, a
 * field name or a text value (400). Routes still parse their fields with their own schemas; this
 * guarantees those schemas get a readable body.
 *
 * The checks are exported one by one for the autosave fast path (server/json-fast-path.ts), which
 * answers ahead of this pipeline and must refuse exactly what it refuses, in the same order: the URL,
 * the declared length, then the body.
 */
export const requestGuard: MiddlewareFunction<Response> = async ({ request }, next) => {
  const problem = urlProblem(request.url) ?? (await bodyProblem(request));
  return problem ? guardRefusal(request, problem) : next();
};

/** The guard's answer to a request it refuses: {detail} in the API's language, never stored. */
export async function guardRefusal(request: Request, problem: GuardProblem): Promise<Response> {
  const i18n = await i18nFor(apiLanguage(request));
  return jsonError(problem.status, translateMessage(i18n, problem.key), undefined, { "Cache-Control": "no-store" });
}

/** A NUL byte in the URL, raw or percent-encoded. */
export function urlProblem(url: string): GuardProblem | null {
  return NUL.test(url) ? { status: 400, key: "error.badCharacters" } : null;
}

/** A body declared (Content-Length) larger than the app reads. */
export function declaredSizeProblem(contentLength: string | null | undefined): GuardProblem | null {
  return Number(contentLength ?? 0) > MAX_BODY_BYTES ? { status: 413, key: "error.tooLarge" } : null;
}

async function bodyProblem(request: Request): Promise<GuardProblem | null> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return null;
  const declared = declaredSizeProblem(request.headers.get("content-length"));
  if (declared) return declared;
  const bytes = await readBounded(request.clone());
  if (bytes === "too large") return { status: 413, key: "error.tooLarge" };
  return bodyBytesProblem(request.headers.get("content-type") ?? "", bytes);
}

/** What is wrong with a body already read (within the limit) of this Content-Type, if anything. */
export async function bodyBytesProblem(contentType: string, bytes: Uint8Array<ArrayBuffer>): Promise<GuardProblem | null> {
  if (bytes.length === 0) return null;
  // Lower case for comparing the type only: a multipart boundary is case-sensitive.
  const type = contentType.toLowerCase();
  if (type.startsWith("application/json")) {
    const json = readGuardedJson(bytes);
    return "problem" in json ? json.problem : null;
  }
  if (FORM_TYPES.some((t) => type.startsWith(t))) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    } catch {
      return { status: 400, key: "error.badForm" };
    }
    for (const [name, value] of form) {
      if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) return { status: 400, key: "error.badCharacters" };
    }
    return null;
  }
  return { status: 415, key: "error.badContentType" };
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/** A JSON body as the guard accepts it: UTF-8 that parses, at most MAX_JSON_DEPTH deep, no NUL anywhere. */
export function readGuardedJson(bytes: Uint8Array): { value: unknown } | { problem: GuardProblem } {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    return { problem: { status: 400, key: "error.badJson" } };
  }
  const problem = jsonValueProblem(value);
  return problem ? { problem } : { value };
}

/**
 * Walks a parsed JSON value without recursion (a body of 50,000 nested `[` must not overflow the
 * stack): deeper than MAX_JSON_DEPTH, or a NUL in a key or a string, is refused.
 */
export function jsonValueProblem(root: unknown): GuardProblem | null {
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return { status: 400, key: "error.badCharacters" };
    } else if (value !== null && typeof value === "object") {
      if (depth > MAX_JSON_DEPTH) return { status: 400, key: "error.tooDeep" };
      if (Array.isArray(value)) for (const item of value) stack.push([item, depth + 1]);
      else
        for (const [key, item] of Object.entries(value)) {
          if (key.includes("\u0000")) return { status: 400, key: "error.badCharacters" };
          stack.push([item, depth + 1]);
        }
    }
  }
  return null;
}

/**
 * Reads a request's body, stopping as soon as it passes `limit` bytes ("too large"). Shared by the
 * guard and the few routes that read raw bodies themselves (CSP reports).
 */
export async function readBounded(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer> | "too large"> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a branch of a cloned body settles its cancel only once the other branch is cancelled too.
      reader.cancel().catch(() => {});
      return "too large";
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
