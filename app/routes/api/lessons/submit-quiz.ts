import { requireApiUser } from "~/features/auth/api-auth.server";
import { ApiLessonParams, QuizBodySchema } from "~/features/lessons/lesson-input";
import { submitQuiz } from "~/features/lessons/quiz.server";
import { withLessonErrors } from "~/features/lessons/respond.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput, parseParams } from "~/lib/parse.server";

/**
 * POST /api/video-lessons/{id}/submit-quiz/ {answers: {questionId: "A".."D"}} → {all_correct, wrong,
 * next_lesson, attempts}. Every question needs one answer (400 naming the question); locked 403.
 */
const api = apiRoute({
  POST: async ({ request, params, i18n }) =>
    withLessonErrors(i18n, async () => {
      const user = await requireApiUser(request);
      const { id } = parseParams(ApiLessonParams, params);
      const { answers } = parseInput(QuizBodySchema, await readBody(request));
      return Response.json(await submitQuiz(user, id, answers));
    }),
});

export const loader = api.loader;
export const action = api.action;
