import { requireApiUser } from "~/features/auth/api-auth.server";
import { getResult } from "~/features/results/result.server";
import { SessionParams } from "~/features/exam/exam-input";
import { apiRoute } from "~/lib/api.server";
import { apiLanguage } from "~/lib/i18n.server";
import { parseParams } from "~/lib/parse.server";

/**
 * GET /api/exams/session/{id}/result/: the result of a finished session (TeX left as written).
 * Correct choices, accepted answers and explanations only for callers who are not "student".
 * 404 for sessions the caller may not read, 409 while the session is not finished.
 */
const api = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return Response.json(await getResult(user, parseParams(SessionParams, params).id, { lng: apiLanguage(request) }));
  },
});

export const loader = api.loader;
export const action = api.action;
