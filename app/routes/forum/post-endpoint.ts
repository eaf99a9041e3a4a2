import type { Route } from "./+types/post-endpoint";
import { deletePost, updatePost } from "~/features/forum/posts.server";
import { readPostForm } from "~/features/forum/post-form.server";
import { forumEndpoint, requireForumUser, routeId } from "~/features/forum/web-endpoint.server";

/** PUT /forum/posts/{id} (multipart: title, text, tags, image or remove_image): saves an edit. DELETE: removes the post. */
const endpoint = forumEndpoint({
  PUT: async ({ request, params, user }) => {
    const author = requireForumUser(user);
    const { fields, image } = await readPostForm(request);
    return Response.json(await updatePost(author, routeId(params.postId, "post"), fields, image));
  },
  DELETE: async ({ params, user }) => {
    await deletePost(requireForumUser(user), routeId(params.postId, "post"));
    return new Response(null, { status: 204 });
  },
});

export const loader = (args: Route.LoaderArgs) => endpoint.loader(args);
export const action = (args: Route.ActionArgs) => endpoint.action(args);
