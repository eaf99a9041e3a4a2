import { requireApiUser } from "~/features/auth/api-auth.server";
import { ExportQuery } from "~/features/open-results/export-input";
import { exportFile, resultsExport } from "~/features/open-results/export.server";
import { apiRoute } from "~/lib/api.server";
import { apiLanguage } from "~/lib/i18n.server";
import { parseQuery } from "~/lib/parse.server";

/**
 * GET /api/profile/export/?format=csv|json[&student=username]: the caller's tests and practice answers
 * (docs/api.md, "Open results"); a mentor's student's with `student`; anyone else's is a 404.
 */
const api = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    const query = parseQuery(ExportQuery, request);
    return exportFile(await resultsExport(user, { student: query.student, lng: apiLanguage(request) }), query.format);
  },
});

export const loader = api.loader;
export const action = api.action;
