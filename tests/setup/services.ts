import { RouterContextProvider } from "react-router";
import type { PublicUser } from "~/lib/user";
import { authContext, clientIpContext } from "~/lib/context";
import { i18nextMiddleware } from "~/lib/i18n.server";

type Module = { loader?: (args: any) => Promise<unknown>; action?: (args: any) => Promise<unknown>; middleware?: unknown };
type Call = {
  path: string;
  params?: Record<string, string>;
  form?: FormData | Record<string, string>;
  user?: (PublicUser & { sessionId: string }) | null;
  ip?: string;
};

/**
 * Runs a services page's loader or action (with route params, unlike setup/page.ts) the way React
 * Router would after the page middleware: language from ?lng=, the given user, thrown answers caught.
 */
export async function callServicesPage(mod: Module, call: Call): Promise<{ status: number; data: any; location: string | null; headers: Headers }> {
  const method = call.form ? "POST" : "GET";
  const body = call.form instanceof FormData ? call.form : call.form ? new URLSearchParams(call.form) : undefined;
  const request = new Request(`http://localhost${call.path}`, { method, body });
  const context = new RouterContextProvider();
  context.set(clientIpContext, call.ip ?? "198.51.100.9");
  context.set(authContext, call.user ? { status: "signedIn", user: call.user } : { status: "anonymous", user: null });
  const handler = method === "GET" ? mod.loader : mod.action;
  let result: unknown;
  await i18nextMiddleware({ request, context, params: call.params ?? {}, unstable_pattern: "" } as never, async () => {
    try {
      result = await handler!({ request, context, params: call.params ?? {} });
    } catch (thrown) {
      result = thrown;
    }
    return new Response(null);
  });
  if (result instanceof Response) {
    const type = result.headers.get("content-type") ?? "";
    return {
      status: result.status,
      data: type.includes("json") ? await result.json() : await result.text(),
      location: result.headers.get("location"),
      headers: result.headers,
    };
  }
  if (result instanceof Error) throw result;
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, data, location: null, headers: new Headers(init?.headers) };
  }
  return { status: 200, data: result, location: null, headers: new Headers() };
}

/** A valid Azerbaijani mobile number no other test (or earlier run on a shared database) has used. */
export function newPhone(prefix = "+99455") {
  return `${prefix}${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
}

export function user(id: number, user_type: PublicUser["user_type"], username = `u${id}`): PublicUser & { sessionId: string } {
  return { id, username, email: `${username}@gmail.com`, first_name: "Nigar", last_name: "Quliyeva", profile_picture: null, user_type, sessionId: "test" };
}
