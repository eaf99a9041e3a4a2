import { requireApiUser } from "~/features/auth/api-auth.server";
import { notFound, viewerOf } from "~/features/forum/access.server";
import { apiPost, imageFromBody, optionalApiUser } from "~/features/forum/api.server";
import { getPost } from "~/features/forum/feed.server";
import { deletePost, updatePost } from "~/features/forum/posts.server";
import { PostFieldsSchema } from "~/features/forum/schemas";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { idField } from "~/lib/input";
import { parseInput, parseParams } from "~/lib/parse.server";
import { z } from "zod";

const Params = z.object({ id: idField() });

/**
 * GET /api/posts/{id}/: the post with all its comments. PUT {title, text, tags, image?}: replaces it
 * (its author or an administrator). DELETE: removes it with its comments and likes -> 204.
 */
const api = apiRoute({
  GET: async ({ request, params }) => {
    const { id } = parseParams(Params, params);
    const post = await getPost(viewerOf(await optionalApiUser(request)), id);
    if (!post) throw notFound("post");
    return Response.json(apiPost(post));
  },
  PUT: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const { id } = parseParams(Params, params);
    const body = await readBody(request);
    const fields = parseInput(PostFieldsSchema, body);
    return Response.json(apiPost(await updatePost(user, id, fields, imageFromBody(body, true))));
  },
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const { id } = parseParams(Params, params);
    await deletePost(user, id);
    return new Response(null, { status: 204 });
  },
});

export const loader = api.loader;
export const action = api.action;
