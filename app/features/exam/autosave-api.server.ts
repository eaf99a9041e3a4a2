import { HttpError } from "~/lib/http.server";
import { parseInput, parseParams } from "~/lib/parse.server";
import { bearerClaims, fullApiCheck } from "./api-caller.server";
import { saveResponses } from "./autosave.server";
import { SaveBodySchema, SectionParams } from "./exam-input";

/**
 * POST /api/exams/section/{sectionId}/responses/ {session, responses: [...], active_question_index}:
 * autosave of answers, review marks, crossed-out choices and highlights (docs/api.md), whichever
 * layer received it (the React Router route, or the fast path of server/exam-fast-paths.ts).
 *
 * The hottest call of an exam, so it does not look the user up like other calls: the token's
 * signature is checked once (bearerClaims) and the sign-in's being open is checked inside the save's
 * one statement. Any other answer than a save first checks the caller as every API call does, so a
 * closed sign-in is a 401 before any 400, 404 or 409, as elsewhere.
 */
export async function apiAutosave(authorization: string | null, sectionIdParam: string | undefined, readJson: () => Promise<unknown>) {
  const fullCheck = () => fullApiCheck(authorization);
  const claims = await bearerClaims(authorization);
  if (!claims) {
    await fullCheck(); // its own 401: no token, or a bad one
    throw new HttpError(401, "auth.errors.tokenInvalid");
  }
  try {
    const { sectionId } = parseParams(SectionParams, { sectionId: sectionIdParam });
    const body = parseInput(SaveBodySchema, await readJson());
    return await saveResponses({ id: claims.userId }, body.session, sectionId, body.responses, body.active_question_index, { signIn: claims.sessionId });
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) await fullCheck();
    throw error;
  }
}
