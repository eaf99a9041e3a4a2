import { RouterContextProvider } from "react-router";
import { clientIpContext } from "~/lib/context";

type RouteModule = {
  loader?: (args: any) => Promise<Response | unknown>;
  action?: (args: any) => Promise<Response | unknown>;
};

type Call = {
  method?: string;
  path?: string;
  json?: unknown;
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  ip?: string;
  /** A raw body, sent as it is. */
  raw?: string;
};

/** Calls a REST API route module the way React Router would, and returns its Response. */
export async function callRoute(mod: RouteModule, call: Call = {}): Promise<Response> {
  const method = call.method ?? (call.json !== undefined || call.form || call.raw !== undefined ? "POST" : "GET");
  const headers = new Headers(call.headers);
  if (call.token) headers.set("Authorization", `Bearer ${call.token}`);
  let body: BodyInit | undefined;
  if (call.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(call.json);
  } else if (call.form) body = call.form;
  else if (call.raw !== undefined) body = call.raw;
  const request = new Request(`http://localhost${call.path ?? "/api/test/"}`, { method, headers, body });
  const context = new RouterContextProvider();
  context.set(clientIpContext, call.ip ?? "203.0.113.1");
  const handler = method === "GET" || method === "HEAD" ? mod.loader : mod.action;
  if (!handler) throw new Error(`no handler for ${method}`);
  const result = await handler({ request, params: call.params ?? {}, context });
  if (!(result instanceof Response)) throw new Error("route did not answer with a Response");
  return result;
}

/** A username no other test (or earlier run on a shared PostgreSQL) has used. */
export function uniqueName(prefix = "user") {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
