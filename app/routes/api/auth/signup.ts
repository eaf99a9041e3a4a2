import { signUp } from "~/features/auth/accounts.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";

/** POST /api/auth/signup/ {username, email, password, confirmPassword, first_name, last_name} -> 201 {access, refresh} */
const api = apiRoute({
  POST: async ({ request, clientIp }) => {
    const { access, refresh } = await signUp(await readBody(request), clientIp);
    return Response.json({ access, refresh }, { status: 201 });
  },
});

export const loader = api.loader;
export const action = api.action;
