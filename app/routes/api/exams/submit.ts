import { requireApiUser } from "~/features/auth/api-auth.server";
import { submitSection } from "~/features/exam/runtime.server";
import { apiRoute } from "~/lib/api.server";
import { HttpError, readBody } from "~/lib/http.server";

/**
 * POST /api/exams/section/{sectionId}/submit-section/ {session, answers: {questionId: choiceId | text}}
 * -> {state: "section" | "break" | "finished", next_section, break_ends_at}. Idempotent.
 */
const api = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const body = await readBody(request);
    if (body.answers !== undefined && (typeof body.answers !== "object" || body.answers === null || Array.isArray(body.answers))) {
      throw new HttpError(400, "exam.errors.badAnswers");
    }
    return Response.json(await submitSection(user, Number(body.session), Number(params.sectionId), (body.answers as Record<string, unknown>) ?? {}));
  },
});

export const loader = api.loader;
export const action = api.action;
