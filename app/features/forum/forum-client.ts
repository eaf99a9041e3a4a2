import { sendJson } from "~/lib/json-client";

/**
 * The forum page's calls to its JSON endpoints (/forum/…): fetch with the session cookie, so that a
 * refusal or a network failure stays on the page (a message, a rollback) instead of an error page.
 */

export type { Sent } from "~/lib/json-client";

/** Sends a form (or nothing) and reads the JSON answer. `message` is the server's {detail}, or null when the network failed. */
export function send<T>(url: string, method: "GET" | "POST" | "PUT" | "DELETE", body?: FormData | Record<string, string>, signal?: AbortSignal) {
  return sendJson<T>(url, { method, form: body, signal });
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
