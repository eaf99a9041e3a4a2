import { requireApiUser } from "~/features/auth/api-auth.server";
import { createDownload, listDownloads } from "~/features/offline/downloads.server";
import { DownloadBodySchema, DownloadsQuery } from "~/features/offline/input";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput, parseQuery } from "~/lib/parse.server";

const noStore = { "Cache-Control": "no-store" };

/**
 * GET /api/offline/downloads/?device=: the caller's downloads to that device and their status.
 * POST {exam, device, device_time}: a new download (Premium; docs/api.md, "Offline tests"). The same as the
 * app's own /offline/downloads, with a bearer token instead of the session cookie.
 */
const api = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    return Response.json(await listDownloads(user, parseQuery(DownloadsQuery, request).device), { headers: noStore });
  },
  POST: async ({ request, i18n }) => {
    const user = await requireApiUser(request);
    const body = parseInput(DownloadBodySchema, await readBody(request));
    return Response.json(await createDownload(user, body, i18n.language), { status: 201, headers: noStore });
  },
});

export const loader = api.loader;
export const action = api.action;
