import { requireApiUserType } from "~/features/auth/api-auth.server";
import { createInvite, openInvites } from "~/features/profile/invites.server";
import { apiRoute } from "~/lib/api.server";

/** A mentor's invite codes: GET lists the open ones; POST creates one -> 201 {code, created_at, expires_at}. */
const api = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUserType(request, ["pre_teacher"]);
    return Response.json(await openInvites(user.id));
  },
  POST: async ({ request }) => {
    const user = await requireApiUserType(request, ["pre_teacher"]);
    return Response.json(await createInvite(user), { status: 201 });
  },
});

export const loader = api.loader;
export const action = api.action;
