import { requireApiUser } from "~/features/auth/api-auth.server";
import { setMistakeCause } from "~/features/practice/notebook.server";
import { MistakeCauseSchema } from "~/features/practice/practice-input";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";

/**
 * PATCH /api/practice/notebook/{id}/ {cause: "content"|"careless"|"timing"|"misread"|null}: the caller files one
 * of their notebook's mistakes under a cause (null: back to the suggestion). Another's entry, or a mark: 404.
 */
const api = apiRoute({
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const body = await readBody(request);
    const input = parseInput(MistakeCauseSchema, { entry: params.id, cause: body.cause ?? null });
    return Response.json(await setMistakeCause(user.id, input.entry, input.cause));
  },
});

export const loader = api.loader;
export const action = api.action;
