import type { RouterContextProvider } from "react-router";
import { authContext } from "~/lib/context";
import { errorResponse } from "~/lib/api.server";
import { jsonError } from "~/lib/http.server";
import { getI18n, translateMessage } from "~/lib/i18n.server";
import type { PublicUser } from "~/lib/user";

/**
 * The offline area's JSON calls from the browser (session cookie, same origin): the signed-in user or a
 * 401 the screen can read, one answer shape for every refusal ({detail, …fields}), never stored.
 */
export async function offlineJson(context: Readonly<RouterContextProvider>, handler: (user: PublicUser) => Promise<Response | unknown>) {
  const i18n = getI18n(context);
  const user = context.get(authContext).user;
  const noStore = { "Cache-Control": "no-store" };
  if (!user) return jsonError(401, translateMessage(i18n, "exam.errors.signedOut"), { signed_out: true }, noStore);
  try {
    const out = await handler(user);
    return out instanceof Response ? out : Response.json(out, { headers: noStore });
  } catch (error) {
    return errorResponse(error, i18n, noStore);
  }
}
