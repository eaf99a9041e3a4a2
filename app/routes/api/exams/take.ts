import { requireApiUser } from "~/features/auth/api-auth.server";
import { takeSection } from "~/features/exam/runtime.server";
import { takeJson } from "~/features/exam/serialize.server";
import { apiRoute } from "~/lib/api.server";

/**
 * GET /api/exams/section/{sectionId}/take/?sessionId={id}: starts (or resumes) the section the
 * session is on and answers its questions without answers; ?format=html typesets the math.
 */
const api = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const url = new URL(request.url);
    const sessionId = Number(url.searchParams.get("sessionId"));
    const view = await takeSection(user, sessionId, Number(params.sectionId));
    return Response.json(takeJson(view, sessionId, { html: url.searchParams.get("format") === "html" }));
  },
});

export const loader = api.loader;
export const action = api.action;
