import type { i18n as I18n } from "i18next";
import { requireApiUser } from "~/features/auth/index.server";
import { readBody } from "~/lib/http.server";
import { apiLanguage } from "~/lib/i18n.server";
import { parseInput } from "~/lib/parse.server";
import { ApiChatSchema } from "./chat-input";
import { prepareTurn, type Turn } from "./turn.server";

/**
 * The turn of a REST call (POST /api/chat/ and /api/chat/stream/): bearer token, one parse, every check
 * of prepareTurn. With the caller's sign-in (`sessionId`), which an open stream keeps checking.
 */
export async function prepareApiTurn(request: Request, i18n: I18n): Promise<Turn & { sessionId: string }> {
  const user = await requireApiUser(request);
  const body = parseInput(ApiChatSchema, await readBody(request));
  const turn = await prepareTurn({
    caller: user,
    language: apiLanguage(request),
    i18n,
    message: body.userMessage,
    question: body.question,
    session: body.session,
    conversation: body.conversation,
    api: { context: body.context },
  });
  return { ...turn, sessionId: user.sessionId };
}
