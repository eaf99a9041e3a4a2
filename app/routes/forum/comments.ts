import type { Route } from "./+types/comments";
import { createComment } from "~/features/forum/comments.server";
import { CommentSchema } from "~/features/forum/schemas";
import { forumEndpoint, requireForumUser, routeId } from "~/features/forum/web-endpoint.server";
import { parseInput, readForm } from "~/lib/parse.server";

/** POST /forum/posts/{id}/comments (text): adds a comment -> 201 the comment. */
const endpoint = forumEndpoint({
  POST: async ({ request, params, user }) => {
    const author = requireForumUser(user);
    const { text } = parseInput(CommentSchema, Object.fromEntries(await readForm(request)));
    return Response.json(await createComment(author, routeId(params.postId, "post"), text), { status: 201 });
  },
});

export const loader = (args: Route.LoaderArgs) => endpoint.loader(args);
export const action = (args: Route.ActionArgs) => endpoint.action(args);
