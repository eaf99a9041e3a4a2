import { updateProfile } from "~/features/auth/accounts.server";
import { requireApiUser } from "~/features/auth/api-auth.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { apiLanguage } from "~/lib/i18n.server";

const FIELDS = ["first_name", "last_name", "username", "email"] as const;

/**
 * GET /api/auth/self/ -> the user. PATCH (multipart or JSON) changes only the non-empty fields given;
 * a new `email` needs `current_password` (400 with a field error when missing or wrong) and is not
 * used yet: a confirmation link goes to it and the answer carries `pending_email` (the user keeps the
 * current address until the link is opened).
 */
const api = apiRoute({
  GET: async ({ request }) => {
    const { sessionId: _, ...user } = await requireApiUser(request);
    return Response.json(user);
  },
  PATCH: async ({ request, clientIp }) => {
    const user = await requireApiUser(request);
    const body = await readBody(request);
    const update: Parameters<typeof updateProfile>[1] = {};
    for (const f of FIELDS) if (typeof body[f] === "string" && body[f] !== "") update[f] = body[f] as string;
    if (body.profile_picture instanceof File && body.profile_picture.size > 0) update.profile_picture = body.profile_picture;
    if (typeof body.current_password === "string") update.current_password = body.current_password;
    const result = await updateProfile(user.id, update, { lng: apiLanguage(request), request, ip: clientIp });
    return Response.json(result.pendingEmail ? { ...result.user, pending_email: result.pendingEmail } : result.user);
  },
});

export const loader = api.loader;
export const action = api.action;
