import { z } from "zod";
import { requireApiUser } from "~/features/auth/api-auth.server";
import { setLike } from "~/features/forum/likes.server";
import { apiRoute } from "~/lib/api.server";
import { idField } from "~/lib/input";
import { parseParams } from "~/lib/parse.server";

const Params = z.object({ id: idField() });

/** POST /api/posts/{id}/like/: toggles the caller's like -> {likes, liked} (the count read from the table). */
const api = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const { id } = parseParams(Params, params);
    return Response.json(await setLike(user, id));
  },
});

export const loader = api.loader;
export const action = api.action;
