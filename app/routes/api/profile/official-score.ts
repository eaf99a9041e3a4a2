import { requireApiUser } from "~/features/auth/api-auth.server";
import { OfficialScoreId } from "~/features/real-scores/official-score-input";
import { deleteOfficialScore } from "~/features/real-scores/official-scores.server";
import { apiRoute } from "~/lib/api.server";
import { parseParams } from "~/lib/parse.server";

/** DELETE /api/profile/official-scores/{id}/: removes one of the caller's official results; anyone else's is a 404. */
const api = apiRoute({
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    await deleteOfficialScore(user, parseParams(OfficialScoreId, params).id);
    return new Response(null, { status: 204 });
  },
});

export const loader = api.loader;
export const action = api.action;
