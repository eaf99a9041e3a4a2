import { requireApiUser } from "~/features/auth/api-auth.server";
import { CreateSessionSchema, PageQuery } from "~/features/exam/exam-input";
import { listTakenExams } from "~/features/exam/history.server";
import { createSession } from "~/features/exam/runtime.server";
import { apiRoute } from "~/lib/api.server";
import { apiLanguage } from "~/lib/i18n.server";
import { readBody } from "~/lib/http.server";
import { parseInput, parseQuery } from "~/lib/parse.server";

/** GET /api/exams/session/?page=n: taken exams, 25 a page. POST {exam}: starts a session -> {id, exam}. */
const api = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    const { page = 1 } = parseQuery(PageQuery, request);
    return Response.json(await listTakenExams(user, page, "/api/exams/session/", apiLanguage(request)));
  },
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const { exam } = parseInput(CreateSessionSchema, await readBody(request));
    const session = await createSession(user, exam);
    return Response.json({ id: session.id, exam: session.examId, created_at: session.createdAt.toISOString() }, { status: 201 });
  },
});

export const loader = api.loader;
export const action = api.action;
