import { requireApiUser } from "~/features/auth/api-auth.server";
import { PlanSettingsApiSchema } from "~/features/plan/plan-schema";
import { planOf, requireStudent, savePlanSettings } from "~/features/plan/plan.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";

/**
 * The caller's study plan (students only; docs/api.md, "Study plan"). GET answers the plan, computed
 * from the student's answers at the moment of the call; PUT {target_score, test_date} sets the target
 * and the test day and answers the new plan. Bad fields: 400 {field: [message]}.
 */
const api = apiRoute({
  GET: async ({ request, i18n }) => {
    const user = await requireApiUser(request);
    requireStudent(user);
    return Response.json(await planOf(user.id, { lng: i18n.language }));
  },
  PUT: async ({ request, i18n }) => {
    const user = await requireApiUser(request);
    requireStudent(user);
    const settings = parseInput(PlanSettingsApiSchema, await readBody(request));
    const now = Date.now();
    await savePlanSettings(user, settings, now);
    return Response.json(await planOf(user.id, { now, lng: i18n.language }));
  },
});

export const loader = api.loader;
export const action = api.action;
