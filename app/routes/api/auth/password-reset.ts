import { requestPasswordReset } from "~/features/auth/password-reset.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { apiLanguage } from "~/lib/i18n.server";

/**
 * POST /api/auth/password-reset/ {email} -> 200 {detail}, the same answer whether or not an account
 * uses the address; when one does, a reset link (1 hour, single use) goes to it in the caller's language.
 */
const api = apiRoute({
  POST: async ({ request, clientIp, i18n }) => {
    const { email } = await requestPasswordReset(await readBody(request), { lng: apiLanguage(request), request, ip: clientIp });
    return Response.json({ detail: i18n.t("auth:forgot.sent", { email }) });
  },
});

export const loader = api.loader;
export const action = api.action;
