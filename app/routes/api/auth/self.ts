import { updateProfile } from "~/features/auth/accounts.server";
import { requireApiUser } from "~/features/auth/api-auth.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";

const FIELDS = ["first_name", "last_name", "username", "email"] as const;

/** GET /api/auth/self/ -> the user. PATCH (multipart or JSON) changes only the non-empty fields given. */
const api = apiRoute({
  GET: async ({ request }) => {
    const { sessionId: _, ...user } = await requireApiUser(request);
    return Response.json(user);
  },
  PATCH: async ({ request }) => {
    const user = await requireApiUser(request);
    const body = await readBody(request);
    const update: Parameters<typeof updateProfile>[1] = {};
    for (const f of FIELDS) if (typeof body[f] === "string" && body[f] !== "") update[f] = body[f] as string;
    if (body.profile_picture instanceof File && body.profile_picture.size > 0) update.profile_picture = body.profile_picture;
    return Response.json(await updateProfile(user.id, update));
  },
});

export const loader = api.loader;
export const action = api.action;
