import { requireApiUser } from "~/features/auth/api-auth.server";
import { takeSection } from "~/features/exam/runtime.server";
import { takeJson } from "~/features/exam/serialize.server";
import { SectionParams, TakeQuery } from "~/features/exam/exam-input";
import { apiRoute } from "~/lib/api.server";
import { parseParams, parseQuery } from "~/lib/parse.server";

/**
 * GET /api/exams/section/{sectionId}/take/?sessionId={id}: starts (or resumes) the section the
 * session is on and answers its questions without answers; ?format=html typesets the math.
 */
const api = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const { sectionId } = parseParams(SectionParams, params);
    const { sessionId, format } = parseQuery(TakeQuery, request);
    const view = await takeSection(user, sessionId, sectionId);
    return Response.json(takeJson(view, sessionId, { html: format === "html" }));
  },
});

export const loader = api.loader;
export const action = api.action;
