import { requireApiUser } from "~/features/auth/api-auth.server";
import { apiComment } from "~/features/forum/api.server";
import { createComment } from "~/features/forum/comments.server";
import { ApiCommentSchema } from "~/features/forum/schemas";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";

/** POST /api/posts/comments/ {text, post}: adds a comment as the token's user -> 201 {id, text, post, user, author, date}. */
const api = apiRoute({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const { text, post } = parseInput(ApiCommentSchema, await readBody(request));
    return Response.json(apiComment(await createComment(user, post, text)), { status: 201 });
  },
});

export const loader = api.loader;
export const action = api.action;
