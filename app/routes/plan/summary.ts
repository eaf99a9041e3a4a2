import type { Route } from "./+types/summary";
import { optionalUser } from "~/features/auth/web-session.server";
import { hasOwnPlan, planOf } from "~/features/plan/plan.server";
import { getLocale } from "~/lib/i18n.server";

/**
 * GET /plan/summary: the signed-in student's plan as JSON, for the dashboard's study plan card (which
 * loads it after the page, so the dashboard never waits for it). 401 signed out, 403 for non-students.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = optionalUser(context);
  if (!user) return Response.json({ detail: "Not signed in." }, { status: 401 });
  if (!hasOwnPlan(user)) return Response.json({ detail: "Only students have a study plan." }, { status: 403 });
  return Response.json(await planOf(user.id, { lng: getLocale(context) }), { headers: { "Cache-Control": "private, no-store" } });
}
