import { requireApiUser } from "~/features/auth/api-auth.server";
import { viewerOf } from "~/features/forum/access.server";
import { apiPage, apiPost, imageFromBody, optionalApiUser } from "~/features/forum/api.server";
import { listPage } from "~/features/forum/feed.server";
import { createPost } from "~/features/forum/posts.server";
import { FeedQuery, PostFieldsSchema } from "~/features/forum/schemas";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput, parseQuery } from "~/lib/parse.server";

/**
 * GET /api/posts/posts/?page=n&search=…&tag=…: posts newest first, 10 a page, {count, next, previous, results}
 * (no token needed). POST {title, text, tags, image}: publishes a post (multipart for an image) -> 201 the post.
 */
const api = apiRoute({
  GET: async ({ request }) => {
    const viewer = viewerOf(await optionalApiUser(request));
    const query = parseQuery(FeedQuery, request);
    const page = query.page ?? 1;
    const { count, posts } = await listPage(viewer, { tag: query.tag, search: query.search ?? query.q }, page);
    return Response.json(apiPage(request, page, count, posts));
  },
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const body = await readBody(request);
    const fields = parseInput(PostFieldsSchema, body);
    const image = imageFromBody(body, false);
    const post = await createPost(user, fields, image.kind === "replace" ? image.file : null);
    return Response.json(apiPost(post), { status: 201 });
  },
});

export const loader = api.loader;
export const action = api.action;
