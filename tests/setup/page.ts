import { RouterContextProvider } from "react-router";
import type { PublicUser } from "~/lib/user";
import { authContext, clientIpContext } from "~/lib/context";
import { i18nextMiddleware } from "~/lib/i18n.server";

type PageModule = {
  loader?: (args: any) => Promise<unknown>;
  action?: (args: any) => Promise<unknown>;
};

type PageCall = {
  path: string;
  method?: string;
  form?: FormData | Record<string, string>;
  /** A raw body with its own content type (to check what happens to bodies that are not forms). */
  raw?: { body: string; type: string };
  user?: (PublicUser & { sessionId: string }) | null;
  ip?: string;
  headers?: Record<string, string>;
  /** The route's URL parameters (e.g. { studentId: "7" }). */
  params?: Record<string, string>;
};

/** What a page's loader or action answered: its status, its data (or redirect target) and headers. */
export type PageResult = { status: number; data: any; location: string | null; headers: Headers };

/**
 * Runs a web page's loader or action the way React Router would after the page middleware (the
 * language is detected from ?lng=, the signed-in user is given), thrown responses included.
 */
export async function callPage(mod: PageModule, call: PageCall): Promise<PageResult> {
  const method = call.method ?? (call.form || call.raw ? "POST" : "GET");
  const headers = new Headers(call.headers);
  let body: BodyInit | undefined;
  if (call.raw) {
    headers.set("Content-Type", call.raw.type);
    body = call.raw.body;
  } else if (call.form instanceof FormData) body = call.form;
  else if (call.form) body = new URLSearchParams(call.form);
  const request = new Request(`http://localhost${call.path}`, { method, headers, body });
  const context = new RouterContextProvider();
  context.set(clientIpContext, call.ip ?? "198.51.100.7");
  context.set(authContext, call.user ? { status: "signedIn", user: call.user } : { status: "anonymous", user: null });
  const handler = method === "GET" ? mod.loader : mod.action;
  if (!handler) throw new Error(`no ${method === "GET" ? "loader" : "action"}`);
  let result: unknown;
  await i18nextMiddleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => {
    try {
      result = await handler({ request, context, params: call.params ?? {} });
    } catch (thrown) {
      result = thrown;
    }
    return new Response(null);
  });
  if (result instanceof Response) {
    const type = result.headers.get("content-type") ?? "";
    const data = type.includes("json") ? await result.json() : await result.text();
    return { status: result.status, data, location: result.headers.get("location"), headers: result.headers };
  }
  if (result instanceof Error) throw result;
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, data, location: null, headers: new Headers(init?.headers) };
  }
  return { status: 200, data: result, location: null, headers: new Headers() };
}
