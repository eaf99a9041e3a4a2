import { apiAutosave } from "~/features/exam/autosave-api.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";

/**
 * POST /api/exams/section/{sectionId}/responses/ {session, responses: [...], active_question_index}:
 * autosave of answers, review marks, crossed-out choices and highlights. See docs/api.md and
 * app/features/exam/autosave-api.server.ts. Under `npm start` ordinary requests are answered by the
 * fast path ahead of the pipeline (server/exam-fast-paths.ts); everything else comes through here.
 */
const api = apiRoute({
  POST: async ({ request, params }) => Response.json(await apiAutosave(request.headers.get("authorization"), params.sectionId, () => readBody(request))),
});

export const loader = api.loader;
export const action = api.action;
