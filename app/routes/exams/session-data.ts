import type { Route } from "./+types/session-data";
import { examScreenState } from "~/features/exam/web-state.server";
import { saveResponses, submitSection } from "~/features/exam/runtime.server";
import { parseSaveBody } from "~/features/exam/save-body";
import { authContext } from "~/lib/context";
import { HttpError, jsonError, readBody } from "~/lib/http.server";
import { getI18n, translateMessage } from "~/lib/i18n.server";

/**
 * The exam screen's data, for the browser (session cookie): GET the current state;
 * POST {intent: "save" | "submit" | "resume", …}. Same services as the REST API.
 */
async function run(args: Route.LoaderArgs | Route.ActionArgs, handler: (user: NonNullable<ReturnType<typeof userOf>>) => Promise<unknown>) {
  const user = userOf(args);
  const i18n = getI18n(args.context);
  if (!user) return jsonError(401, translateMessage(i18n, "exam.errors.signedOut"), { signed_out: true });
  try {
    return Response.json(await handler(user), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof HttpError) return jsonError(error.status, translateMessage(i18n, error.detail), error.extra);
    console.error(error);
    return jsonError(500, translateMessage(i18n, "error.unexpected"));
  }
}

function userOf(args: { context: Route.LoaderArgs["context"] }) {
  return args.context.get(authContext).user;
}

export async function loader(args: Route.LoaderArgs) {
  return run(args, (user) => examScreenState(user, Number(args.params.sessionId)));
}

export async function action(args: Route.ActionArgs) {
  const sessionId = Number(args.params.sessionId);
  return run(args, async (user) => {
    const body = await readBody(args.request);
    if (body.intent === "save") {
      const parsed = parseSaveBody({ ...body, session: sessionId });
      return saveResponses(user, sessionId, Number(body.section), parsed.responses, parsed.active_question_index);
    }
    if (body.intent === "submit") return submitSection(user, sessionId, Number(body.section), (body.answers as Record<string, unknown>) ?? {});
    if (body.intent === "resume") return examScreenState(user, sessionId, { resume: true });
    throw new HttpError(400, "Unknown intent.");
  });
}
