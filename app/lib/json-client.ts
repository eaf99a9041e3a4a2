/**
 * The browser's one client for the app's own JSON endpoints (the exam and practice screens' data
 * routes, the forum's endpoints): same-origin with the session cookie (the CSRF guard checks the
 * request's origin, decision 0011), JSON back, and every refusal or network failure as one error,
 * `JsonRequestError`, with the status (0: no answer) and the server's body ({detail, …}).
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What to send: a JSON value, or a form (FormData, or fields sent as application/x-www-form-urlencoded). */
export type JsonRequest = { method?: Method; json?: unknown; form?: FormData | Record<string, string>; signal?: AbortSignal };

export class JsonRequestError extends Error {
  constructor(
    message: string,
    public status: number,
    public body: Record<string, unknown>,
  ) {
    super(message);
  }

  /** The server's {detail}, or null when there is none (no answer, or not JSON: a proxy's error page). */
  get detail(): string | null {
    return typeof this.body.detail === "string" ? this.body.detail : null;
  }
}

/**
 * True when no app server answered: the network failed, or the load balancer in front said it had no
 * instance to give the request to (502, 503, 504). Retrying then reaches another instance; any other
 * status is a server's answer.
 */
export function noServerAnswered(error: unknown): boolean {
  if (!(error instanceof JsonRequestError)) return true;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

/** How long a lost instance may go unnoticed by the student: saves and submits retry quietly meanwhile. */
export const QUIET_RETRY_MS = 10_000;

/**
 * Runs `send` again every `everyMs` while no server answers (noServerAnswered), for up to `quietMs`;
 * then, or on any other error, throws the last error. For requests that are idempotent (a submit of a
 * section, a save by revision), so that one instance going away is ridden through without a message.
 */
export async function retryWhileUnanswered<T>(send: () => Promise<T>, { quietMs = QUIET_RETRY_MS, everyMs = 1000 } = {}): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return await send();
    } catch (error) {
      if (!noServerAnswered(error) || Date.now() - start + everyMs > quietMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}

/** Sends the request and reads the JSON answer with its status; a status outside 2xx or a failed network throws `JsonRequestError`. */
async function exchange<T>(url: string, request: JsonRequest): Promise<{ status: number; data: T }> {
  const { method = "GET", json, form, signal } = request;
  const headers: Record<string, string> = { Accept: "application/json" };
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(json);
  } else if (form) body = form instanceof FormData ? form : new URLSearchParams(form);
  let response: Response;
  try {
    response = await fetch(url, { method, body, signal, headers, credentials: "same-origin" });
  } catch {
    throw new JsonRequestError("Network Error", 0, {});
  }
  if (response.status === 204) return { status: 204, data: undefined as T };
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new JsonRequestError(typeof answer.detail === "string" ? answer.detail : `HTTP ${response.status}`, response.status, answer);
  return { status: response.status, data: answer as T };
}

/** The JSON answer of a request; a status outside 2xx or a failed network throws `JsonRequestError`. */
export async function fetchJson<T>(url: string, request: JsonRequest = {}): Promise<T> {
  return (await exchange<T>(url, request)).data;
}

/** An answer as a value rather than a throw, for callers that show a message or roll back. */
export type Sent<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string | null; fieldErrors: Record<string, string[]> };

/** The field messages of a refusal's body ({"field": ["…"]}, already translated by the server). */
function fieldErrorsOf(body: Record<string, unknown>): Record<string, string[]> {
  const list = (v: unknown): v is string[] => Array.isArray(v) && v.every((m) => typeof m === "string");
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string[]] => list(entry[1])));
}

/** `fetchJson` whose refusal comes back as `{ok: false, status, message}` (the server's detail, or null). */
export async function sendJson<T>(url: string, request: JsonRequest = {}): Promise<Sent<T>> {
  try {
    const { status, data } = await exchange<T>(url, request);
    return { ok: true, status, data };
  } catch (error) {
    if (error instanceof JsonRequestError) return { ok: false, status: error.status, message: error.detail, fieldErrors: fieldErrorsOf(error.body) };
    throw error;
  }
}
