import { requireApiUser } from "~/features/auth/api-auth.server";
import { listLessons } from "~/features/lessons/course.server";
import { withLessonErrors } from "~/features/lessons/respond.server";
import { apiRoute } from "~/lib/api.server";

/**
 * GET /api/video-lessons/: every published lesson in course order with its state for the caller
 * (completed, current, locked); locked ones without video, transcript or quiz. See docs/api.md.
 */
const api = apiRoute({
  GET: async ({ request, i18n }) =>
    withLessonErrors(i18n, async () => {
      const user = await requireApiUser(request);
      return Response.json(await listLessons(user, new URL(request.url).origin, i18n.language));
    }),
});

export const loader = api.loader;
export const action = api.action;
