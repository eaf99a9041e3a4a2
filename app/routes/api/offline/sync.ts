import { requireApiUser } from "~/features/auth/api-auth.server";
import { SyncBodySchema } from "~/features/offline/input";
import { syncAttempt } from "~/features/offline/sync.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { translateMessage } from "~/lib/i18n.server";
import { parseInput } from "~/lib/parse.server";

/**
 * POST /api/offline/sync/: an attempt taken offline, whole, from its device (idempotent). 200 when all of it was
 * taken in; 409 with the refusals, each with its message, when some was refused and the rest kept.
 */
const api = apiRoute({
  POST: async ({ request, i18n }) => {
    const user = await requireApiUser(request);
    const result = await syncAttempt(user, parseInput(SyncBodySchema, await readBody(request)));
    const headers = { "Cache-Control": "no-store" };
    if (!result.refused.length) return Response.json(result, { headers });
    const refused = result.refused.map((r) => ({ ...r, detail: translateMessage(i18n, r.reason) }));
    return Response.json({ ...result, refused, detail: refused[0]!.detail }, { status: 409, headers });
  },
});

export const loader = api.loader;
export const action = api.action;
