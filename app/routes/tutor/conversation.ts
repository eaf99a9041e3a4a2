import type { Route } from "./+types/conversation";
import { optionalUser } from "~/features/auth/web-session.server";
import { tutorGate } from "~/features/tutor/access";
import { questionConversationView } from "~/features/tutor/views.server";
import { tutorErrorResponse } from "~/features/tutor/transport.server";
import { idField } from "~/lib/input";
import { getI18n } from "~/lib/i18n.server";
import { parseQuery } from "~/lib/parse.server";
import { z } from "zod";

const Query = z.object({ session: idField(), question: idField() });

/**
 * GET /tutor/conversation?session=&question=: what the panel beside a result question shows when opened:
 * the gate (allowed, upgrade, signin), the mode, and the stored conversation about that question. 403
 * for a question of an exam still being taken, 404 for a result the caller may not read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = optionalUser(context);
  const gate = tutorGate(user);
  if (!user || gate !== "allowed") return Response.json({ gate });
  try {
    const { session, question } = parseQuery(Query, request);
    return Response.json({ gate, ...(await questionConversationView(user, session, question)) });
  } catch (error) {
    return tutorErrorResponse(error, getI18n(context));
  }
}
