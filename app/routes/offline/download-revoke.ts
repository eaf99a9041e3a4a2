import type { Route } from "./+types/download-revoke";
import { revokeDownload } from "~/features/offline/downloads.server";
import { DownloadParams } from "~/features/offline/input";
import { offlineJson } from "~/features/offline/web-json.server";
import { parseParams } from "~/lib/parse.server";

/** POST: revokes one of the caller's downloads (the device removing it); it starts no attempt after this. */
export async function action({ context, params }: Route.ActionArgs) {
  return offlineJson(context, (user) => revokeDownload(user, parseParams(DownloadParams, params).id));
}
