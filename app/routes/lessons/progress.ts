import type { Route } from "./+types/progress";
import { requireUser } from "~/features/auth/web-session.server";
import { LessonParams, ProgressBodySchema } from "~/features/lessons/lesson-input";
import { saveProgress } from "~/features/lessons/progress.server";
import { withLessonErrors } from "~/features/lessons/respond.server";
import { methodNotAllowed, readBody } from "~/lib/http.server";
import { getI18n } from "~/lib/i18n.server";
import { parseInput, parseParams } from "~/lib/parse.server";

/**
 * POST /video-lesson/:lessonId/progress {position_seconds, duration_seconds, watched}: the lesson page
 * saves where the student is, as they watch and when they leave (fetch or sendBeacon, same origin,
 * JSON). Answers {position_seconds, watched_share}; locked 403.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireUser(context, request);
  return withLessonErrors(getI18n(context), async () => {
    const { lessonId } = parseParams(LessonParams, params);
    const body = parseInput(ProgressBodySchema, await readBody(request));
    return Response.json(await saveProgress(user, lessonId, body));
  });
}
