import { requireApiUser } from "~/features/auth/api-auth.server";
import { revokeDownload } from "~/features/offline/downloads.server";
import { DownloadParams } from "~/features/offline/input";
import { apiRoute } from "~/lib/api.server";
import { parseParams } from "~/lib/parse.server";

/** POST /api/offline/downloads/{id}/revoke/: revokes one of the caller's downloads; it starts no attempt after this. */
const api = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return Response.json(await revokeDownload(user, parseParams(DownloadParams, params).id), { headers: { "Cache-Control": "no-store" } });
  },
});

export const loader = api.loader;
export const action = api.action;
