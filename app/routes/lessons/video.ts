import type { Route } from "./+types/video";
import { LessonParams } from "~/features/lessons/lesson-input";
import { serveLessonVideo } from "~/features/lessons/media.server";
import { mediaUser } from "~/features/lessons/media-user.server";
import { withLessonErrors } from "~/features/lessons/respond.server";
import { getI18n } from "~/lib/i18n.server";
import { parseParams } from "~/lib/parse.server";

/**
 * GET and HEAD /video-lesson/:lessonId/video: an uploaded lesson video, with range requests (seeking),
 * for a student whose lesson is open or for staff. Locked 403, unknown 404, as {detail}.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return withLessonErrors(getI18n(context), async () => {
    const user = await mediaUser(context, request);
    const { lessonId } = parseParams(LessonParams, params);
    return serveLessonVideo(user, lessonId, request);
  });
}
