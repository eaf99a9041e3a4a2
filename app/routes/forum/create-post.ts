import type { Route } from "./+types/create-post";
import { createPost } from "~/features/forum/posts.server";
import { readPostForm } from "~/features/forum/post-form.server";
import { forumEndpoint, requireForumUser } from "~/features/forum/web-endpoint.server";

/** POST /forum/posts (multipart: title, text, tags, image): publishes a post -> 201 the post. */
const endpoint = forumEndpoint({
  POST: async ({ request, user }) => {
    const author = requireForumUser(user);
    const { fields, image } = await readPostForm(request);
    return Response.json(await createPost(author, fields, image.kind === "replace" ? image.file : null), { status: 201 });
  },
});

export const loader = (args: Route.LoaderArgs) => endpoint.loader(args);
export const action = (args: Route.ActionArgs) => endpoint.action(args);
