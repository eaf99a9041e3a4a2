import type { Route } from "./+types/captions";
import { LessonParams } from "~/features/lessons/lesson-input";
import { serveLessonCaptions } from "~/features/lessons/media.server";
import { mediaUser } from "~/features/lessons/media-user.server";
import { withLessonErrors } from "~/features/lessons/respond.server";
import { getI18n } from "~/lib/i18n.server";
import { parseParams } from "~/lib/parse.server";

/** GET /video-lesson/:lessonId/captions.vtt: the lesson's WebVTT captions, under the same rule as its video. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return withLessonErrors(getI18n(context), async () => {
    const user = await mediaUser(context, request);
    const { lessonId } = parseParams(LessonParams, params);
    return serveLessonCaptions(user, lessonId);
  });
}
