import { changePassword } from "~/features/auth/accounts.server";
import { requireApiUser } from "~/features/auth/api-auth.server";
import { ChangePasswordApiSchema, fieldErrors } from "~/features/auth/schemas";
import { apiRoute } from "~/lib/api.server";
import { readBody, ValidationError } from "~/lib/http.server";

/** POST /api/auth/change-password/ {current_password, new_password}; other sessions are signed out. */
const api = apiRoute({
  POST: async ({ request, i18n }) => {
    const user = await requireApiUser(request);
    const parsed = ChangePasswordApiSchema.safeParse(await readBody(request));
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
    await changePassword(user.id, user.sessionId, parsed.data.current_password, parsed.data.new_password);
    return Response.json({ detail: i18n.t("profile:passwordChanged") });
  },
});

export const loader = api.loader;
export const action = api.action;
