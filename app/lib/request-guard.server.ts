import type { MiddlewareFunction } from "react-router";
import { jsonError } from "./http.server";
import { apiLanguage, i18nFor, translateMessage } from "./i18n.server";

/** The largest request body the app reads (an avatar is at most 5 MB; multipart adds a little). */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const NUL = /\u0000|%00/i;

type Problem = { status: number; key: string };

/**
 * Runs before every route (pages and API): a request whose body no route could read is answered
 * here, in one place, so no action or API call can fail on it with a 500. Refused: a body of a type
 * other than JSON or a form (415), a body larger than MAX_BODY_BYTES (413), JSON or a form that does
 * not parse (400), and NUL bytes anywhere in the URL, a field name or a text value (400). Routes
 * still parse their fields with their own schemas; this guarantees those schemas get a readable body.
 */
export const requestGuard: MiddlewareFunction<Response> = async ({ request }, next) => {
  const problem = NUL.test(request.url) ? { status: 400, key: "error.badCharacters" } : await bodyProblem(request);
  if (!problem) return next();
  const i18n = await i18nFor(apiLanguage(request));
  return jsonError(problem.status, translateMessage(i18n, problem.key), undefined, { "Cache-Control": "no-store" });
};

async function bodyProblem(request: Request): Promise<Problem | null> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return null;
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) return { status: 413, key: "error.tooLarge" };
  // Lower case for comparing the type only: a multipart boundary is case-sensitive.
  const header = request.headers.get("content-type") ?? "";
  const type = header.toLowerCase();
  const bytes = await readBounded(request.clone());
  if (bytes === "too large") return { status: 413, key: "error.tooLarge" };
  if (bytes.length === 0) return null;
  if (type.startsWith("application/json")) {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      return { status: 400, key: "error.badJson" };
    }
    return containsNul(value) ? { status: 400, key: "error.badCharacters" } : null;
  }
  if (FORM_TYPES.some((t) => type.startsWith(t))) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "content-type": header } }).formData();
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

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v));
  return false;
}
