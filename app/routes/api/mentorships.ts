import { requireApiUserType } from "~/features/auth/api-auth.server";
import { linkMentorship, unlinkMentorship } from "~/features/profile/mentorships.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";
import { MentorPairSchema } from "~/features/profile/invite-code";

/**
 * Admins link mentors to students: POST /api/mentorships/ {mentor, student} (usernames) -> 201 the
 * link (200 when it already existed); DELETE with the same body unlinks -> 204. Others get 403.
 */
const api = apiRoute({
  POST: async ({ request }) => {
    await requireApiUserType(request, ["admin"]);
    const { created, link } = await linkMentorship(parseInput(MentorPairSchema, await readBody(request)));
    return Response.json(link, { status: created ? 201 : 200 });
  },
  DELETE: async ({ request }) => {
    await requireApiUserType(request, ["admin"]);
    await unlinkMentorship(parseInput(MentorPairSchema, await readBody(request)));
    return new Response(null, { status: 204 });
  },
});

export const loader = api.loader;
export const action = api.action;
