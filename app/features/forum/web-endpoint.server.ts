import type { RouterContextProvider } from "react-router";
import { optionalUser } from "~/features/auth/index.server";
import type { PublicUser } from "~/lib/user";
import { errorResponse } from "~/lib/api.server";
import { HttpError } from "~/lib/http.server";
import { getI18n } from "~/lib/i18n.server";
import { idField } from "~/lib/input";
import { notFound } from "./access.server";

type Args = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };
type Method = "GET" | "POST" | "PUT" | "DELETE";
type Handler = (args: Args & { user: PublicUser | null }) => Promise<Response>;

/**
 * The forum page's own JSON endpoints (like, comment, report, publish, edit, delete), called with
 * fetch() from the page with the session cookie. Errors answer {detail} in the page's language, with
 * the right status, so the page shows the server's message and never loses its state to an error page.
 * The CSRF middleware has already refused cross-site calls.
 */
export function forumEndpoint(handlers: Partial<Record<Method, Handler>>) {
  const run = async (args: Args) => {
    const method = args.request.method.toUpperCase() as Method;
    const handler = handlers[method];
    const i18n = getI18n(args.context);
    if (!handler) return errorResponse(new HttpError(405, "forum:errors.method"), i18n, { Allow: Object.keys(handlers).join(", ") });
    try {
      return await handler({ ...args, user: optionalUser(args.context) });
    } catch (error) {
      return errorResponse(error, i18n);
    }
  };
  return { loader: run, action: run };
}

/** Guard of the endpoints that write: a visitor gets 401 and the page offers to sign in. */
export function requireForumUser(user: PublicUser | null): PublicUser {
  if (!user) throw new HttpError(401, "forum:errors.signIn");
  return user;
}

/** The id in the endpoint's address; anything that is not a valid id is the item's 404. */
export function routeId(value: string | undefined, what: "post" | "comment"): number {
  const parsed = idField().safeParse(value);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
}
