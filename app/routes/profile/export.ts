import type { Route } from "./+types/export";
import { requireUser } from "~/features/auth/web-session.server";
import { ExportQuery } from "~/features/open-results/export-input";
import { exportFile, resultsExport } from "~/features/open-results/export.server";
import { withPageError } from "~/lib/action.server";
import { getLocale } from "~/lib/i18n.server";
import { parseQuery } from "~/lib/parse.server";

/** /profile/export?format=csv|json[&student=username]: the signed-in user's results, or their student's, as a download. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return withPageError(async () => {
    const query = parseQuery(ExportQuery, request);
    return exportFile(await resultsExport(user, { student: query.student, lng: getLocale(context) }), query.format);
  });
}
