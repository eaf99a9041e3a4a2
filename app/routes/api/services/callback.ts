import { submitFromApi } from "~/features/services/api-submit.server";
import { CallbackCallSchema } from "~/features/services/schemas";
import { apiRoute } from "~/lib/api.server";

/** POST /api/services/callback/ {phone, service}: the callback request (path chosen here, see docs/api.md). */
const api = apiRoute({
  POST: async ({ request, clientIp }) => submitFromApi(request, clientIp, CallbackCallSchema),
});

export const loader = api.loader;
export const action = api.action;
