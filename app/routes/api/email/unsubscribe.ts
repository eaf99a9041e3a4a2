import { unsubscribe } from "~/features/digest/settings.server";
import { readUnsubscribeToken } from "~/features/digest/unsubscribe-token.server";
import { apiRoute } from "~/lib/api.server";

/**
 * POST /api/email/unsubscribe/?token=…: the one-click unsubscribe of the digest's List-Unsubscribe
 * header (RFC 8058; the mail program posts "List-Unsubscribe=One-Click"). No sign-in: the signed token
 * is the proof. 200 {detail, list}; a malformed or tampered token 400 {detail}.
 */
const api = apiRoute({
  POST: async ({ request, i18n }) => {
    const claim = readUnsubscribeToken(new URL(request.url).searchParams.get("token"));
    const { list } = await unsubscribe(claim);
    return Response.json({ detail: i18n.t(list === "own" ? "profile:digest.unsubscribe.doneOwn" : "profile:digest.unsubscribe.doneStudents"), list });
  },
});

export const loader = api.loader;
export const action = api.action;
