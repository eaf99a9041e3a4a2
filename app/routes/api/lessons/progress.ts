import { requireApiUser } from "~/features/auth/api-auth.server";
import { ApiLessonParams, ProgressBodySchema } from "~/features/lessons/lesson-input";
import { saveProgress } from "~/features/lessons/progress.server";
import { withLessonErrors } from "~/features/lessons/respond.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput, parseParams } from "~/lib/parse.server";

/** POST /api/video-lessons/{id}/progress/ {position_seconds, duration_seconds?, watched?}: watch progress for API clients. */
const api = apiRoute({
  POST: async ({ request, params, i18n }) =>
    withLessonErrors(i18n, async () => {
      const user = await requireApiUser(request);
      const { id } = parseParams(ApiLessonParams, params);
      const body = parseInput(ProgressBodySchema, await readBody(request));
      return Response.json(await saveProgress(user, id, body));
    }),
});

export const loader = api.loader;
export const action = api.action;
