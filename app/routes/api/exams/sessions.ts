import { requireApiUser } from "~/features/auth/api-auth.server";
import { PageQuery } from "~/features/exam/exam-input";
import { listTakenExams } from "~/features/exam/history.server";
import { apiStartSession } from "~/features/exam/start.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { apiLanguage } from "~/lib/i18n.server";
import { parseQuery } from "~/lib/parse.server";

/**
 * GET /api/exams/session/?page=n: taken exams, 25 a page. POST {exam}: starts a session -> {id, exam};
 * POST {exam, take: true}: Take Exam in one call -> {id, exam, created_at, section} (the first module taken);
 * a JSON POST is answered ahead of this route by server/exam-fast-paths.ts, with the same service.
 */
const api = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    const { page = 1 } = parseQuery(PageQuery, request);
    return Response.json(await listTakenExams(user, page, "/api/exams/session/", apiLanguage(request)));
  },
  POST: async ({ request }) => Response.json(await apiStartSession(request.headers.get("authorization"), () => readBody(request)), { status: 201 }),
});

export const loader = api.loader;
export const action = api.action;
