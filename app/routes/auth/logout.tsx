import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { readAccessToken, revokeSession, sessionOfRefreshToken } from "~/features/auth/tokens.server";
import { clearSessionCookies, readSessionCookies, safeReturnUrl } from "~/features/auth/web-session.server";

/**
 * /auth/logout/: ends the device's session on the server, clears the cookies and goes to
 * /auth/login (replacing history) with the page the user was on as return_url.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { access, refresh } = await readSessionCookies(request);
  const sessionId = (access ? (await readAccessToken(access))?.sessionId : null) ?? (refresh ? await sessionOfRefreshToken(refresh) : null);
  if (sessionId) await revokeSession(sessionId, "logout");
  const back = safeReturnUrl(new URL(request.url).searchParams.get("return_url"));
  const headers = new Headers();
  for (const c of await clearSessionCookies(request)) headers.append("Set-Cookie", c);
  return redirect(back ? `/auth/login?return_url=${encodeURIComponent(back)}` : "/auth/login", { headers });
}

export const action = loader;
