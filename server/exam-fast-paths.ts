import { apiAutosave } from "~/features/exam/autosave-api.server";
import { apiStartSession } from "~/features/exam/start.server";
import { jsonFastPath } from "./json-fast-path";

/**
 * The exam's two hottest calls on the fast path (server/json-fast-path.ts), mounted by server/app.js ahead
 * of the React Router pipeline; their routes (app/routes/api/exams/responses.ts, sessions.ts) call the same
 * services for anything the fast path passes on.
 */

/** POST /api/exams/section/{sectionId}/responses/: autosave (decision 0028). */
export const handleAutosave = jsonFastPath(async ({ authorization, params, readJson }) => ({
  status: 200,
  body: await apiAutosave(authorization, params.sectionId, readJson),
}));

/** POST /api/exams/session/ {exam, take?}: Take Exam in one call (decisions 0058 and 0067). */
export const handleExamStart = jsonFastPath(async ({ authorization, readJson }) => ({
  status: 201,
  body: await apiStartSession(authorization, readJson),
}));
