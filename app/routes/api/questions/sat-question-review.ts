import { z } from "zod";
import { requireApiUserType } from "~/features/auth/api-auth.server";
import { questionJson } from "~/features/authoring/question-json";
import { AUTHOR_TYPES } from "~/features/authoring/questions.server";
import { reviewQuestion, ReviewSchema } from "~/features/authoring/review.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { idField } from "~/lib/input";
import { parseInput, parseParams } from "~/lib/parse.server";

const Params = z.object({ id: idField() });

/** POST /api/questions/sat-question/{id}/review/ {action: submit | approve | request_changes | retire, comment}. */
const api = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUserType(request, AUTHOR_TYPES);
    const { id } = parseParams(Params, params);
    const { action, comment } = parseInput(ReviewSchema, await readBody(request));
    return Response.json(questionJson(await reviewQuestion(user, id, action, comment)));
  },
});

export const loader = api.loader;
export const action = api.action;
