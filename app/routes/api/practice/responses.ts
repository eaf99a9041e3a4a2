import { requireApiUser } from "~/features/auth/api-auth.server";
import { PracticeSaveSchema, SetParams } from "~/features/practice/practice-input";
import { savePracticeResponses } from "~/features/practice/autosave.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput, parseParams } from "~/lib/parse.server";

/** POST /api/practice/sets/{id}/responses/ {responses: [...], active_position?}: autosave (the exam's revision rule). */
const api = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const { id } = parseParams(SetParams, params);
    const body = parseInput(PracticeSaveSchema, await readBody(request));
    return Response.json(await savePracticeResponses(user, id, body.responses, body.active_position));
  },
});

export const loader = api.loader;
export const action = api.action;
