import { requireApiUser } from "~/features/auth/api-auth.server";
import { SectionParams, SubmitBodySchema } from "~/features/exam/exam-input";
import { submitSection } from "~/features/exam/runtime.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput, parseParams } from "~/lib/parse.server";

/**
 * POST /api/exams/section/{sectionId}/submit-section/ {session, answers: {questionId: choiceId | text}}
 * -> {state: "section" | "break" | "finished", next_section, break_ends_at}. Idempotent.
 */
const api = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const { sectionId } = parseParams(SectionParams, params);
    const body = parseInput(SubmitBodySchema, await readBody(request));
    return Response.json(await submitSection(user, body.session, sectionId, body.answers));
  },
});

export const loader = api.loader;
export const action = api.action;
