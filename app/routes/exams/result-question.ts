import type { Route } from "./+types/result-question";
import { getResult } from "~/features/results/result.server";
import { errorResponse } from "~/lib/api.server";
import { authContext } from "~/lib/context";
import { HttpError, jsonError } from "~/lib/http.server";
import { getI18n, getLocale, translateMessage } from "~/lib/i18n.server";
import { idField } from "~/lib/input";

/**
 * GET /exams/result/{sessionId}/question/{questionId}: one question of a finished exam's result as the result
 * page shows it when opened (typeset math; the key and the explanation only for those who may see them), by
 * the same rules as the page (getResult). 404 for a question that is not in the session.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = context.get(authContext).user;
  const i18n = getI18n(context);
  if (!user) return jsonError(401, translateMessage(i18n, "exam.errors.signedOut"), { signed_out: true });
  const headers = { "Cache-Control": "private, no-store" };
  try {
    const sessionId = idField().safeParse(params.sessionId);
    const questionId = idField().safeParse(params.questionId);
    if (!sessionId.success || !questionId.success) throw new HttpError(404, "results:errors.notFound");
    const result = await getResult(user, sessionId.data, { html: true, lng: getLocale(context) });
    const question = result.sections.flatMap((s) => s.questions).find((q) => q.id === questionId.data);
    if (!question) throw new HttpError(404, "results:errors.notFound");
    return Response.json({ question }, { headers });
  } catch (error) {
    return errorResponse(error, i18n, headers);
  }
}
