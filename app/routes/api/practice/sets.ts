import { requireApiUser } from "~/features/auth/api-auth.server";
import { SetListQuery, StartSetSchema } from "~/features/practice/practice-input";
import { practiceSetsOf } from "~/features/practice/history.server";
import { practiceSetView } from "~/features/practice/set-view.server";
import { startPracticeSet } from "~/features/practice/start.server";
import { apiRoute } from "~/lib/api.server";
import { apiLanguage } from "~/lib/i18n.server";
import { readBody } from "~/lib/http.server";
import { parseInput, parseQuery } from "~/lib/parse.server";

/**
 * GET /api/practice/sets/?status=active|finished: the caller's sets, newest first (at most 50).
 * POST {test?, domain?, skill?, difficulty, length, timer_minutes?}: starts a set -> 201 with the set.
 */
const api = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    const { status } = parseQuery(SetListQuery, request);
    return Response.json(await practiceSetsOf(user.id, { status, limit: 50 }));
  },
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = parseInput(StartSetSchema, await readBody(request));
    const made = await startPracticeSet(user, input);
    return Response.json(await practiceSetView(user, made.id, { lng: apiLanguage(request) }), { status: 201 });
  },
});

export const loader = api.loader;
export const action = api.action;
