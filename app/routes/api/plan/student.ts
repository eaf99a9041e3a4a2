import { requireApiUser } from "~/features/auth/api-auth.server";
import { notebookForMentor } from "~/features/plan/notebook-view.server";
import { planOf, studentForMentor } from "~/features/plan/plan.server";
import { apiRoute } from "~/lib/api.server";
import { StudentParams } from "~/features/plan/plan-schema";
import { parseParams } from "~/lib/parse.server";

/**
 * GET /api/plan/students/{username}/: a student's plan, skill map and mistakes notebook (first page),
 * read only, for their mentor (or an administrator). Anyone else: 403; a username that is not one of the
 * mentor's students: 404.
 */
const api = apiRoute({
  GET: async ({ request, params, i18n }) => {
    const viewer = await requireApiUser(request);
    const student = await studentForMentor(viewer, parseParams(StudentParams, params).username);
    const [plan, notebook] = await Promise.all([planOf(student.id, { lng: i18n.language }), notebookForMentor(student.id)]);
    return Response.json({ student: { username: student.username, first_name: student.first_name, last_name: student.last_name }, plan, notebook });
  },
});

export const loader = api.loader;
export const action = api.action;
