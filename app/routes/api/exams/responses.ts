import { apiAutosave, handleAutosave } from "~/features/exam/autosave-api.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";

/**
 * POST /api/exams/section/{sectionId}/responses/ {session, responses: [...], active_question_index}:
 * autosave of answers, review marks, crossed-out choices and highlights. See docs/api.md and
 * app/features/exam/autosave-api.server.ts.
 */
const api = apiRoute({
  POST: async ({ request, params }) => Response.json(await apiAutosave(request.headers.get("authorization"), params.sectionId, () => readBody(request))),
});

export const loader = api.loader;
/**
 * The action carries the same call on Node's request and response (`action.node`), which server.js
 * mounts ahead of the React Router pipeline; everything out of the ordinary still comes through here.
 * (On the action, not an export of its own: React Router keeps other exports in the browser's bundle.)
 */
export const action = Object.assign((args: Parameters<typeof api.action>[0]) => api.action(args), { node: handleAutosave });
