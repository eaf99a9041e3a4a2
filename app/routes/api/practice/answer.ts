import { requireApiUser } from "~/features/auth/api-auth.server";
import { AnswerSchema, SetParams } from "~/features/practice/practice-input";
import { answerPracticeQuestion } from "~/features/practice/answer.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput, parseParams } from "~/lib/parse.server";

/**
 * POST /api/practice/sets/{id}/answer/ {question, selected_choice | answer_text, marked_for_review?}: checks
 * the current question's answer once and answers with the set (the result, and the next question).
 */
const api = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const { id } = parseParams(SetParams, params);
    const body = parseInput(AnswerSchema, await readBody(request));
    return Response.json(await answerPracticeQuestion(user, id, body));
  },
});

export const loader = api.loader;
export const action = api.action;
