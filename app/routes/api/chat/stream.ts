import { prepareApiTurn } from "~/features/tutor/api-turn.server";
import { tutorErrorResponse, turnEventStream } from "~/features/tutor/transport.server";
import { apiRoute } from "~/lib/api.server";

/**
 * POST /api/chat/stream/: the body of POST /api/chat/, answered as server-sent events (start, delta*,
 * done or error), as the web panel receives them. Errors before the answer starts: {error, detail}.
 */
const api = apiRoute({
  POST: async ({ request, i18n }) => {
    try {
      return turnEventStream(await prepareApiTurn(request, i18n), i18n, request.signal);
    } catch (error) {
      return tutorErrorResponse(error, i18n);
    }
  },
});

export const loader = api.loader;
export const action = api.action;
