import { TokenVerifySchema } from "~/features/auth/schemas";
import { verifyCredentials } from "~/features/auth/verify.server";
import { apiRoute } from "~/lib/api.server";
import { HttpError, readBody } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";

/** POST /api/auth/token/verify/ {token}: 200 {} when the access token is valid and its session open, else 401. */
const api = apiRoute({
  POST: async ({ request }) => {
    const { token } = parseInput(TokenVerifySchema, await readBody(request));
    const result = await verifyCredentials({ access: token });
    if (result.status !== "signedIn") throw new HttpError(401, "auth.errors.tokenInvalid", { code: "token_not_valid" });
    return Response.json({});
  },
});

export const loader = api.loader;
export const action = api.action;
