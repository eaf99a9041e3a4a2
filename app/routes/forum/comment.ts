import type { Route } from "./+types/comment";
import { deleteComment, updateComment } from "~/features/forum/comments.server";
import { CommentSchema } from "~/features/forum/schemas";
import { forumEndpoint, requireForumUser, routeId } from "~/features/forum/web-endpoint.server";
import { parseInput, readForm } from "~/lib/parse.server";

/** PUT /forum/comments/{id} (text): edits the author's comment -> the comment. DELETE: removes it. */
const endpoint = forumEndpoint({
  PUT: async ({ request, params, user }) => {
    const author = requireForumUser(user);
    const { text } = parseInput(CommentSchema, Object.fromEntries(await readForm(request)));
    return Response.json(await updateComment(author, routeId(params.commentId, "comment"), text));
  },
  DELETE: async ({ params, user }) => {
    await deleteComment(requireForumUser(user), routeId(params.commentId, "comment"));
    return new Response(null, { status: 204 });
  },
});

export const loader = (args: Route.LoaderArgs) => endpoint.loader(args);
export const action = (args: Route.ActionArgs) => endpoint.action(args);
