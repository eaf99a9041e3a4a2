import type { Route } from "./+types/lingo";
import { optionalUser } from "~/features/auth/web-session.server";
import { tutorGate } from "~/features/tutor/access";
import { tutorConfig } from "~/features/tutor/config.server";
import { conversationMessages, ensureQuestionConversation } from "~/features/tutor/conversations.server";
import { questionContextForApi } from "~/features/tutor/question-context.server";
import { tutorErrorResponse } from "~/features/tutor/transport.server";
import { quotaLeft } from "~/features/tutor/usage.server";
import { idField } from "~/lib/input";
import { getI18n } from "~/lib/i18n.server";
import { parseQuery } from "~/lib/parse.server";
import { z } from "zod";

const Query = z.object({ question: idField() });

/**
 * GET /practice/lingo?question=: Lingo's panel beside a practised question. The question must be one the
 * caller has answered in practice (or in a finished test); the conversation about it is opened (created on
 * first use) so the panel's messages continue it through POST /tutor/reply {conversation}. Users who may
 * not use Lingo get the gate only (the panel shows the upgrade notice).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = optionalUser(context);
  const gate = tutorGate(user);
  if (!user || gate !== "allowed") return Response.json({ gate });
  try {
    const { question } = parseQuery(Query, request);
    const ctx = await questionContextForApi(user, question);
    const conversation = await ensureQuestionConversation(user.id, ctx);
    const config = tutorConfig();
    return Response.json({
      gate,
      mode: config.mode,
      conversation: conversation.id,
      messages: await conversationMessages(conversation.id),
      remaining: await quotaLeft(user.id, config.dailyMessages),
    });
  } catch (error) {
    return tutorErrorResponse(error, getI18n(context));
  }
}
