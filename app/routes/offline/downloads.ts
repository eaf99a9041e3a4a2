import type { Route } from "./+types/downloads";
import { createDownload, listDownloads } from "~/features/offline/downloads.server";
import { DownloadBodySchema, DownloadsQuery } from "~/features/offline/input";
import { offlineJson } from "~/features/offline/web-json.server";
import { readBody } from "~/lib/http.server";
import { getLocale } from "~/lib/i18n.server";
import { parseInput, parseQuery } from "~/lib/parse.server";

/** GET ?device=: this user's downloads to that device and their status. POST {exam, device, device_time}: a new download (Premium). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return offlineJson(context, (user) => listDownloads(user, parseQuery(DownloadsQuery, request).device));
}

export async function action({ context, request }: Route.ActionArgs) {
  return offlineJson(context, async (user) => {
    const body = parseInput(DownloadBodySchema, await readBody(request));
    return Response.json(await createDownload(user, body, getLocale(context)), { status: 201, headers: { "Cache-Control": "no-store" } });
  });
}
