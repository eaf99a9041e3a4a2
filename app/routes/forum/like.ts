import type { Route } from "./+types/like";
import { setLike } from "~/features/forum/likes.server";
import { LikeSchema } from "~/features/forum/schemas";
import { forumEndpoint, requireForumUser, routeId } from "~/features/forum/web-endpoint.server";
import { parseInput, readForm } from "~/lib/parse.server";

/** POST /forum/posts/{id}/like (liked=true|false): sets the reader's like -> {likes, liked}. */
const endpoint = forumEndpoint({
  POST: async ({ request, params, user }) => {
    const reader = requireForumUser(user);
    const { liked } = parseInput(LikeSchema, Object.fromEntries(await readForm(request)));
    return Response.json(await setLike(reader, routeId(params.postId, "post"), liked));
  },
});

export const loader = (args: Route.LoaderArgs) => endpoint.loader(args);
export const action = (args: Route.ActionArgs) => endpoint.action(args);
