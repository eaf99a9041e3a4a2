import { z } from "zod";
import { apiGroup } from "~/features/services/api.server";
import { getGroup } from "~/features/services/catalogue.server";
import { apiRoute } from "~/lib/api.server";
import { HttpError } from "~/lib/http.server";
import { apiLanguage } from "~/lib/i18n.server";

const Slug = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** GET /api/services/{slug}/: one group with all its services; 404 {detail} when there is none. See docs/api.md. */
const api = apiRoute({
  GET: async ({ request, params }) => {
    const slug = Slug.safeParse(params.slug);
    if (!slug.success) throw new HttpError(404, "services:errors.groupNotFound");
    const group = await getGroup(slug.data, apiLanguage(request));
    return Response.json(apiGroup(new URL(request.url).origin, group), { headers: { "Cache-Control": "public, max-age=60", Vary: "Accept-Language" } });
  },
});

export const loader = api.loader;
export const action = api.action;
