import { requireApiUser } from "~/features/auth/api-auth.server";
import { redeemInvite } from "~/features/profile/invites.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";
import { JoinMentorSchema } from "~/features/profile/invite-code";

/**
 * A student joins a mentor: POST /api/mentorships/join/ {code} -> {mentor}. Unknown codes 404,
 * used ones 409, expired ones 410, each with its own message.
 */
const api = apiRoute({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const { code } = parseInput(JoinMentorSchema, await readBody(request));
    return Response.json(await redeemInvite(user, code));
  },
});

export const loader = api.loader;
export const action = api.action;
