import { requireApiUser } from "~/features/auth/api-auth.server";
import { SetParams } from "~/features/practice/practice-input";
import { practiceSetView } from "~/features/practice/set-view.server";
import { apiRoute } from "~/lib/api.server";
import { apiLanguage } from "~/lib/i18n.server";
import { parseParams } from "~/lib/parse.server";

/** GET /api/practice/sets/{id}/: the set (its student, their mentor or an admin); opening a timed set the first time starts its timer. */
const api = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const { id } = parseParams(SetParams, params);
    return Response.json(await practiceSetView(user, id, { lng: apiLanguage(request) }));
  },
});

export const loader = api.loader;
export const action = api.action;
