import { isSessionOpen } from "~/features/auth/tokens.server";
import { prepareApiTurn } from "~/features/tutor/api-turn.server";
import { tutorErrorResponse, turnEventStream } from "~/features/tutor/transport.server";
import { apiRoute } from "~/lib/api.server";

/**
 * POST /api/chat/stream/: the body of POST /api/chat/, answered as server-sent events (start, delta*,
 * done or error), as the web panel receives them; it ends when the caller's sign-in closes. Errors before the answer starts: {error, detail}.
 */
const api = apiRoute({
  POST: async ({ request, i18n }) => {
    try {
      const turn = await prepareApiTurn(request, i18n);
      // Signing out (or a revoked sign-in) ends the stream.
      return turnEventStream(turn, i18n, request.signal, () => isSessionOpen(turn.sessionId));
    } catch (error) {
      return tutorErrorResponse(error, i18n);
    }
  },
});

export const loader = api.loader;
export const action = api.action;
