import { logIn } from "~/features/auth/accounts.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";

/** POST /api/auth/login/ {username, password} -> {access, refresh} */
const api = apiRoute({
  POST: async ({ request, clientIp }) => {
    const { access, refresh } = await logIn(await readBody(request), clientIp);
    return Response.json({ access, refresh });
  },
});

export const loader = api.loader;
export const action = api.action;
