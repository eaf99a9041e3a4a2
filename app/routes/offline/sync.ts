import type { Route } from "./+types/sync";
import { SyncBodySchema } from "~/features/offline/input";
import { syncAttempt } from "~/features/offline/sync.server";
import { offlineJson } from "~/features/offline/web-json.server";
import { readBody } from "~/lib/http.server";
import { getI18n, translateMessage } from "~/lib/i18n.server";
import { parseInput } from "~/lib/parse.server";

/**
 * POST: an attempt taken offline, whole, from its device (idempotent). 200 when all of it was taken in;
 * 409 with the refusals (each with its message) when some of it was refused, the rest being kept.
 */
export async function action({ context, request }: Route.ActionArgs) {
  return offlineJson(context, async (user) => {
    const result = await syncAttempt(user, parseInput(SyncBodySchema, await readBody(request)));
    if (!result.refused.length) return result;
    const i18n = getI18n(context);
    const refused = result.refused.map((r) => ({ ...r, detail: translateMessage(i18n, r.reason) }));
    return Response.json({ ...result, refused, detail: refused[0]!.detail }, { status: 409, headers: { "Cache-Control": "no-store" } });
  });
}
