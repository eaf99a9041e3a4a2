import { requireApiUser } from "~/features/auth/api-auth.server";
import { SetParams } from "~/features/practice/practice-input";
import { finishPracticeSet } from "~/features/practice/answer.server";
import { apiRoute } from "~/lib/api.server";
import { parseParams } from "~/lib/parse.server";

/** POST /api/practice/sets/{id}/finish/: ends the set now (idempotent) and answers with it. */
const api = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const { id } = parseParams(SetParams, params);
    return Response.json(await finishPracticeSet(user, id));
  },
});

export const loader = api.loader;
export const action = api.action;
