import { data, type MiddlewareFunction } from "react-router";
import { requireUser } from "~/features/auth/web-session.server";

/**
 * The back office's gate, the middleware of the /admin layout route: it runs on the server before
 * every loader and action below it, so no admin page can forget it. Visitors go to sign in (with the
 * page as return_url); signed-in users who are not administrators get a 403.
 */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ context, request }, next) => {
  const user = requireUser(context, request);
  if (user.user_type !== "admin") throw data({ detail: "auth.errors.forbidden" }, { status: 403 });
  return next();
};
