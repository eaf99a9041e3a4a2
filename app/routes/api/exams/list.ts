import { requireApiUser } from "~/features/auth/api-auth.server";
import { listExams } from "~/features/exam/exams.server";
import { realScales } from "~/features/real-scores/index.server";
import { apiRoute } from "~/lib/api.server";
import { apiLanguage } from "~/lib/i18n.server";

/**
 * GET /api/exams/: the published exams and those the caller's teacher assigned to them (`assigned: true`);
 * id, name, description in ?lng= or Accept-Language, else English; `real_scale`: how the test predicts the real SAT
 * (decision 0051).
 */
const api = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    const exams = await listExams(apiLanguage(request), user.id);
    const scales = await realScales(exams.map((e) => e.id));
    return Response.json(exams.map((e) => ({ ...e, real_scale: scales.get(e.id) ?? null })));
  },
});

export const loader = api.loader;
export const action = api.action;
