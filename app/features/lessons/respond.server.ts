import type { i18n as I18n } from "i18next";
import { errorResponse } from "~/lib/api.server";
import { jsonError } from "~/lib/http.server";
import { describeLessonError, LessonError } from "./errors.server";

/**
 * Runs a lessons API or resource handler and answers its errors as JSON {detail} in the caller's
 * language: lesson errors with their parameters (the lesson whose quiz opens a locked one, the
 * question's number), quiz answer problems as {detail, answers: {questionId: message}}, anything else
 * as the REST API does (field errors 400, HttpError's status, else a logged 500).
 */
export async function withLessonErrors(i18n: I18n, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LessonError) {
      const { detail, answers } = describeLessonError(error, (k, p) => i18n.t(k, p) as string);
      return jsonError(error.status, detail, answers ? { answers } : undefined, { "Cache-Control": "no-store" });
    }
    return errorResponse(error, i18n, { "Cache-Control": "no-store" });
  }
}
