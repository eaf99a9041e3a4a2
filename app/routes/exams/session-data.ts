import type { Route } from "./+types/session-data";
import { ScreenActionSchema } from "~/features/exam/exam-input";
import { examScreenState } from "~/features/exam/web-state.server";
import { saveResponses, submitSection } from "~/features/exam/runtime.server";
import { authContext } from "~/lib/context";
import { errorResponse } from "~/lib/api.server";
import { HttpError, jsonError, readBody } from "~/lib/http.server";
import { getI18n, getLocale, translateMessage } from "~/lib/i18n.server";
import { idField } from "~/lib/input";
import { parseInput } from "~/lib/parse.server";

/**
 * The exam screen's data, for the browser (session cookie): GET the current state;
 * POST {intent: "save" | "submit" | "resume" | "start", …}. Same services and input schemas as the REST API.
 */
async function run(args: Route.LoaderArgs | Route.ActionArgs, handler: (user: NonNullable<ReturnType<typeof userOf>>, sessionId: number) => Promise<unknown>) {
  const user = userOf(args);
  const i18n = getI18n(args.context);
  if (!user) return jsonError(401, translateMessage(i18n, "exam.errors.signedOut"), { signed_out: true });
  const noStore = { "Cache-Control": "no-store" };
  try {
    const sessionId = idField().safeParse(args.params.sessionId);
    if (!sessionId.success) throw new HttpError(404, "exam.errors.sessionNotFound");
    return Response.json(await handler(user, sessionId.data), { headers: noStore });
  } catch (error) {
    return errorResponse(error, i18n, noStore);
  }
}

function userOf(args: { context: Route.LoaderArgs["context"] }) {
  return args.context.get(authContext).user;
}

export async function loader(args: Route.LoaderArgs) {
  return run(args, (user, sessionId) => examScreenState(user, sessionId, getLocale(args.context)));
}

export async function action(args: Route.ActionArgs) {
  return run(args, async (user, sessionId) => {
    const body = parseInput(ScreenActionSchema, await readBody(args.request));
    if (body.intent === "save") return saveResponses(user, sessionId, body.section, body.responses, body.active_question_index);
    if (body.intent === "submit") return submitSection(user, sessionId, body.section, body.answers);
    return examScreenState(user, sessionId, getLocale(args.context), body.intent === "start" ? { start: true } : { resume: true });
  });
}
