import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requireUser } from "~/features/auth/index.server";
import { AUTHOR_TYPES } from "./questions.server";

/**
 * The teacher area's gate (spec part 2's known defect: the teacher page must check the role on the
 * server). Visitors go to sign in with the page as return_url; signed-in users who are neither a
 * teacher nor an admin get 403, rendered by the teacher layout's error boundary. It runs as the
 * /teacher layout's middleware before every loader and action below it, and each of them calls it
 * again first, so a route moved out of the layout stays closed.
 */
export function requireTeacher(context: Readonly<RouterContextProvider>, request: Request) {
  const user = requireUser(context, request);
  if (!AUTHOR_TYPES.includes(user.user_type)) throw data({ detail: "authoring:errors.teachersOnly" }, { status: 403 });
  return user;
}

export const requireTeacherMiddleware: MiddlewareFunction<Response> = async ({ context, request }, next) => {
  requireTeacher(context, request);
  return next();
};
