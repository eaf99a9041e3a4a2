import { requireApiUserType } from "~/features/auth/api-auth.server";
import { questionJson } from "~/features/authoring/question-json";
import { QuestionInputSchema } from "~/features/authoring/question-schema";
import { AUTHOR_TYPES, deleteQuestion, loadQuestion, updateQuestion } from "~/features/authoring/questions.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { idField } from "~/lib/input";
import { parseInput, parseParams } from "~/lib/parse.server";
import { z } from "zod";

const Params = z.object({ id: idField() });

/**
 * GET, PUT, DELETE /api/questions/sat-question/{id}/ (teachers and admins). PUT on a published
 * version answers 201 with the new version it made; DELETE removes a draft and retires a published
 * version. docs/api.md.
 */
const api = apiRoute({
  GET: async ({ request, params }) => {
    await requireApiUserType(request, AUTHOR_TYPES);
    const { id } = parseParams(Params, params);
    return Response.json(questionJson(await loadQuestion(id)));
  },
  PUT: async ({ request, params }) => {
    const user = await requireApiUserType(request, AUTHOR_TYPES);
    const { id } = parseParams(Params, params);
    const input = parseInput(QuestionInputSchema, await readBody(request));
    const { created, ...record } = await updateQuestion(user, id, input);
    return Response.json(questionJson(record), created ? { status: 201, headers: { Location: `/api/questions/sat-question/${record.row.id}/` } } : undefined);
  },
  DELETE: async ({ request, params }) => {
    const user = await requireApiUserType(request, AUTHOR_TYPES);
    const { id } = parseParams(Params, params);
    await deleteQuestion(user, id);
    return new Response(null, { status: 204 });
  },
});

export const loader = api.loader;
export const action = api.action;
