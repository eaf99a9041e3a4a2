import { submitFromApi } from "~/features/services/api-submit.server";
import { ServiceRequestSchema } from "~/features/services/schemas";
import { apiRoute } from "~/lib/api.server";

/**
 * POST /api/services/requests/ {service, phone, country?, name?, preferred_time?, message?}: the
 * service request of part 1 section 7, validated (400 with field errors). See docs/api.md.
 */
const api = apiRoute({
  POST: async ({ request, clientIp }) => submitFromApi(request, clientIp, ServiceRequestSchema),
});

export const loader = api.loader;
export const action = api.action;
