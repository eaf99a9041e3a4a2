import { requireApiUser } from "~/features/auth/api-auth.server";
import { EmailSettingsSchema } from "~/features/digest/settings-schema";
import { emailSettingsOf, saveEmailSettings } from "~/features/digest/settings.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";

/**
 * GET /api/profile/email-settings/: the caller's e-mail settings (docs/api.md, "Weekly digest"); PUT
 * {weekly_digest, digest_to_mentors, student_digests, language} saves them. Bad fields: 400.
 */
const api = apiRoute({
  GET: async ({ request }) => Response.json(await emailSettingsOf(await requireApiUser(request))),
  PUT: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = parseInput(EmailSettingsSchema.strict(), await readBody(request));
    return Response.json(await saveEmailSettings(user, input));
  },
});

export const loader = api.loader;
export const action = api.action;
