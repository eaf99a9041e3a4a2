import type { RouterContextProvider } from "react-router";
import { requireApiUser, optionalUser } from "~/features/auth/index.server";
import { HttpError } from "~/lib/http.server";

/**
 * Who asks for a lesson's video or captions: the web session (cookies, as a <video> element sends
 * them) or, for API clients' players, `Authorization: Bearer`. Neither: 401.
 */
export async function mediaUser(context: Readonly<RouterContextProvider>, request: Request) {
  const user = optionalUser(context);
  if (user) return user;
  if (request.headers.has("authorization")) return requireApiUser(request);
  throw new HttpError(401, "auth.errors.noCredentials");
}
