import { siteData } from "~/features/landing/site-data.server";
import { apiRoute } from "~/lib/api.server";
import { apiLanguage } from "~/lib/i18n.server";

/** GET /api/main/common-questions (public; ?lng= or Accept-Language picks the language). */
const api = apiRoute({
  GET: async ({ request }) => Response.json(siteData.commonQuestions(apiLanguage(request)), { headers: { "Cache-Control": "public, max-age=300" } }),
});

export const loader = api.loader;
export const action = api.action;
