import { requireApiUser } from "~/features/auth/api-auth.server";
import { SaveBodySchema, SectionParams } from "~/features/exam/exam-input";
import { saveResponses } from "~/features/exam/runtime.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput, parseParams } from "~/lib/parse.server";

/**
 * POST /api/exams/section/{sectionId}/responses/ {session, responses: [...], active_question_index}:
 * autosave of answers, review marks, crossed-out choices and highlights. See docs/api.md.
 */
const api = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const { sectionId } = parseParams(SectionParams, params);
    const body = parseInput(SaveBodySchema, await readBody(request));
    return Response.json(await saveResponses(user, body.session, sectionId, body.responses, body.active_question_index));
  },
});

export const loader = api.loader;
export const action = api.action;
