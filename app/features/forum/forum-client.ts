/**
 * The forum page's calls to its JSON endpoints (/forum/…): fetch with the session cookie, so that a
 * refusal or a network failure stays on the page (a message, a rollback) instead of an error page.
 */

export type Sent<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string | null };

/** Sends a form (or nothing) and reads the JSON answer. `message` is the server's {detail}, or null when the network failed. */
export async function send<T>(url: string, method: "GET" | "POST" | "PUT" | "DELETE", body?: FormData | Record<string, string>, signal?: AbortSignal): Promise<Sent<T>> {
  let response: Response;
  try {
    const form = body instanceof FormData ? body : body ? new URLSearchParams(body) : undefined;
    response = await fetch(url, { method, body: form, signal, headers: { Accept: "application/json" }, credentials: "same-origin" });
  } catch {
    return { ok: false, status: 0, message: null };
  }
  if (response.status === 204) return { ok: true, status: 204, data: undefined as T };
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // Not JSON (a proxy's error page): the caller shows its own message.
  }
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  const detail = json && typeof json === "object" && "detail" in json && typeof json.detail === "string" ? json.detail : null;
  return { ok: false, status: response.status, message: detail };
}

/** Addresses of the endpoints (app/routes.ts, prefix "forum"). */
export const forumUrls = {
  feed: (params: URLSearchParams) => `/forum/feed?${params}`,
  posts: "/forum/posts",
  post: (id: number) => `/forum/posts/${id}`,
  like: (id: number) => `/forum/posts/${id}/like`,
  comments: (id: number) => `/forum/posts/${id}/comments`,
  comment: (id: number) => `/forum/comments/${id}`,
  report: "/forum/report",
};
