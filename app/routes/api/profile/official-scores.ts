import { requireApiUser } from "~/features/auth/api-auth.server";
import { OfficialScoreSchema } from "~/features/real-scores/official-score-input";
import { addOfficialScore, officialScoresOf } from "~/features/real-scores/official-scores.server";
import { ExportQuery } from "~/features/open-results/export-input";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput, parseQuery } from "~/lib/parse.server";

const StudentQuery = ExportQuery.pick({ student: true });

/**
 * GET /api/profile/official-scores/[?student=username]: the caller's official SAT results (a mentor's student's
 * with `student`; anyone else's is a 404). POST {date, reading_writing, math}: records one of the caller's
 * (docs/api.md, "Official scores").
 */
const api = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    return Response.json(await officialScoresOf(user, parseQuery(StudentQuery, request).student));
  },
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = parseInput(OfficialScoreSchema, await readBody(request));
    return Response.json(await addOfficialScore(user, input), { status: 201 });
  },
});

export const loader = api.loader;
export const action = api.action;
