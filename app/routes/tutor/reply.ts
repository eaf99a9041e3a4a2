import type { Route } from "./+types/reply";
import { isSessionOpen } from "~/features/auth/tokens.server";
import { optionalUser } from "~/features/auth/web-session.server";
import { ReplySchema } from "~/features/tutor/chat-input";
import { tutorErrorResponse, turnEventStream } from "~/features/tutor/transport.server";
import { prepareTurn } from "~/features/tutor/turn.server";
import { HttpError, readBody } from "~/lib/http.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import type { Language } from "~/lib/i18n";
import { parseInput } from "~/lib/parse.server";

/**
 * POST /tutor/reply {message, conversation?, session?, question?}: the web panel's message to Lingo,
 * answered as server-sent events (app/features/tutor/transport.server.ts). Errors before the answer
 * starts are JSON {error, detail} with their status (401 signed out, 403 not premium or an open exam,
 * 404, 429 too fast or the daily quota, 400 bad input).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const i18n = getI18n(context);
  try {
    const user = optionalUser(context);
    if (!user) throw new HttpError(401, "tutor:errors.signIn");
    const body = parseInput(ReplySchema, await readBody(request));
    const turn = await prepareTurn({ caller: user, language: getLocale(context) as Language, i18n, ...body });
    // Signing out (on this device or another) ends the stream.
    return turnEventStream(turn, i18n, request.signal, () => isSessionOpen(user.sessionId));
  } catch (error) {
    return tutorErrorResponse(error, i18n);
  }
}

export async function loader() {
  return Response.json({ detail: "Send a message with POST." }, { status: 405, headers: { Allow: "POST" } });
}
