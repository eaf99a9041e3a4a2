import { apiGroup } from "~/features/services/api.server";
import { listCatalogue } from "~/features/services/catalogue.server";
import { apiRoute } from "~/lib/api.server";
import { apiLanguage } from "~/lib/i18n.server";

/** GET /api/services/: every visible group with all its visible services (no token; ?lng= or Accept-Language). See docs/api.md. */
const api = apiRoute({
  GET: async ({ request }) => {
    const origin = new URL(request.url).origin;
    const groups = await listCatalogue(apiLanguage(request), null);
    return Response.json(
      groups.map((g) => apiGroup(origin, g)),
      { headers: { "Cache-Control": "public, max-age=60", Vary: "Accept-Language" } },
    );
  },
});

export const loader = api.loader;
export const action = api.action;
