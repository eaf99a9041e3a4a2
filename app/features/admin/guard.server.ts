import { redirect, type MiddlewareFunction } from "react-router";
import { requireUser } from "~/features/auth/web-session.server";

/** The page that tells a signed-in user who is not an administrator that the back office is not theirs (HTTP 403). */
export const ADMIN_FORBIDDEN_PATH = "/admin/forbidden";

/**
 * The back office's gate, the middleware of the /admin layout route: it runs on the server before
 * every loader and action below it, so no admin page can forget it. Visitors go to sign in (with the
 * page as return_url); signed-in users who are not administrators go to the 403 page.
 *
 * Why a redirect and not a thrown 403: an error thrown by a route's middleware on a page load is
 * rendered by the root's error boundary (no loader data has been loaded yet), which today shows the
 * generic "Something went wrong" screen. Once the root renders 403s with a designed page, this can
 * throw `data(…, { status: 403 })` instead (see docs/decisions/0012).
 */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ context, request }, next) => {
  const user = requireUser(context, request);
  if (user.user_type !== "admin") throw redirect(ADMIN_FORBIDDEN_PATH);
  return next();
};
