import { requireApiUser } from "~/features/auth/api-auth.server";
import { sessionJson } from "~/features/exam/session-json.server";
import { SessionParams } from "~/features/exam/exam-input";
import { apiRoute } from "~/lib/api.server";
import { apiLanguage } from "~/lib/i18n.server";
import { parseParams } from "~/lib/parse.server";

/** GET /api/exams/session/{id}: the session with its exam, sections, and where it stands. */
const api = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return Response.json(await sessionJson(user, parseParams(SessionParams, params).id, apiLanguage(request)));
  },
});

export const loader = api.loader;
export const action = api.action;
