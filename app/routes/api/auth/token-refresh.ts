import { TokenRefreshSchema } from "~/features/auth/schemas";
import { verifyCredentials } from "~/features/auth/verify.server";
import { apiRoute } from "~/lib/api.server";
import { HttpError, readBody } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";

/**
 * POST /api/auth/token/refresh/ {refresh} -> {access, refresh}. The old refresh token stops
 * working; presenting it again revokes the whole session.
 */
const api = apiRoute({
  POST: async ({ request }) => {
    const { refresh } = parseInput(TokenRefreshSchema, await readBody(request));
    const result = await verifyCredentials({ refresh });
    if (result.status !== "signedIn" || !result.refreshed) throw new HttpError(401, "auth.errors.tokenInvalid", { code: "token_not_valid" });
    return Response.json(result.refreshed);
  },
});

export const loader = api.loader;
export const action = api.action;
