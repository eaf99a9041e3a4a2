import { z } from "zod";
import type { Route } from "./+types/captions";
import { LessonParams } from "~/features/lessons/lesson-input";
import { serveLessonCaptions } from "~/features/lessons/media.server";
import { mediaUser } from "~/features/lessons/media-user.server";
import { withLessonErrors } from "~/features/lessons/respond.server";
import { getI18n } from "~/lib/i18n.server";
import { parseParams, parseQuery } from "~/lib/parse.server";

const CaptionsQuery = z.object({ lang: z.enum(["az", "en", "ru"]).default("en") });

/**
 * GET /video-lesson/:lessonId/captions.vtt[?lang=az|ru]: the lesson's WebVTT captions (text/vtt), English or in the
 * language asked for, under the same rule as its video.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return withLessonErrors(getI18n(context), async () => {
    const user = await mediaUser(context, request);
    const { lessonId } = parseParams(LessonParams, params);
    const { lang } = parseQuery(CaptionsQuery, request);
    return serveLessonCaptions(user, lessonId, lang);
  });
}
