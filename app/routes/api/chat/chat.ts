import { prepareApiTurn } from "~/features/tutor/api-turn.server";
import { tutorErrorResponse, turnJson } from "~/features/tutor/transport.server";
import { apiRoute } from "~/lib/api.server";

/**
 * POST /api/chat/ {question, context, userMessage} (spec part 2, section 7): Lingo's whole answer as
 * {response, conversation, mode, message, remaining}; any failure as {error, detail} with its status.
 * See docs/api.md ("Lingo") and the streaming variant, POST /api/chat/stream/.
 */
const api = apiRoute({
  POST: async ({ request, i18n }) => {
    try {
      return await turnJson(await prepareApiTurn(request, i18n), i18n, request.signal);
    } catch (error) {
      return tutorErrorResponse(error, i18n);
    }
  },
});

export const loader = api.loader;
export const action = api.action;
