import { resetPassword } from "~/features/auth/password-reset.server";
import { PasswordResetApiSchema } from "~/features/auth/schemas";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";

/**
 * POST /api/auth/password-reset/confirm/ {token, new_password} -> 200 {detail}; 400 with field errors
 * when the password breaks the rule or the link is unknown, used or expired. Every session of the
 * user is signed out.
 */
const api = apiRoute({
  POST: async ({ request, i18n }) => {
    const { token, new_password } = parseInput(PasswordResetApiSchema, await readBody(request));
    await resetPassword(token, new_password);
    return Response.json({ detail: i18n.t("auth:reset.done") });
  },
});

export const loader = api.loader;
export const action = api.action;
