import { requireApiUser } from "~/features/auth/api-auth.server";
import { dailyLimitOf } from "~/features/practice/limit.server";
import { PRACTICE_DIFFICULTIES, PRACTICE_LENGTHS, MAX_TIMER_MINUTES } from "~/features/practice/options";
import { practiceCatalogue } from "~/features/practice/start.server";
import { apiRoute } from "~/lib/api.server";

/** GET /api/practice/: what a set can be made of (every skill with its question counts per level), the choices, and the caller's daily allowance. */
const api = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    return Response.json({
      skills: await practiceCatalogue(),
      difficulties: PRACTICE_DIFFICULTIES,
      lengths: PRACTICE_LENGTHS,
      max_timer_minutes: MAX_TIMER_MINUTES,
      limit: await dailyLimitOf(user),
    });
  },
});

export const loader = api.loader;
export const action = api.action;
