import { requireApiUser } from "~/features/auth/api-auth.server";
import { listExams } from "~/features/exam/exams.server";
import { apiRoute } from "~/lib/api.server";

/** GET /api/exams/: the published exams (id, name). */
const api = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    return Response.json(await listExams());
  },
});

export const loader = api.loader;
export const action = api.action;
