import { changePassword } from "~/features/auth/accounts.server";
import { requireApiUser } from "~/features/auth/api-auth.server";
import { ChangePasswordApiSchema } from "~/features/auth/schemas";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";

/** POST /api/auth/change-password/ {current_password, new_password}; other sessions are signed out. */
const api = apiRoute({
  POST: async ({ request, i18n }) => {
    const user = await requireApiUser(request);
    const { current_password, new_password } = parseInput(ChangePasswordApiSchema, await readBody(request));
    await changePassword(user.id, user.sessionId, current_password, new_password);
    return Response.json({ detail: i18n.t("profile:passwordChanged") });
  },
});

export const loader = api.loader;
export const action = api.action;
