import { requireApiUser } from "~/features/auth/api-auth.server";
import { listExams } from "~/features/exam/exams.server";
import { apiRoute } from "~/lib/api.server";
import { apiLanguage } from "~/lib/i18n.server";

/**
 * GET /api/exams/: the published exams and those the caller's teacher assigned to them (`assigned: true`);
 * id, name, description in ?lng= or Accept-Language, else English.
 */
const api = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    return Response.json(await listExams(apiLanguage(request), user.id));
  },
});

export const loader = api.loader;
export const action = api.action;
