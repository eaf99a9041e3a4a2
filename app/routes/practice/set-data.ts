import { z } from "zod";
import type { Route } from "./+types/set-data";
import { AnswerSchema, PracticeSaveSchema } from "~/features/practice/practice-input";
import { answerPracticeQuestion, finishPracticeSet } from "~/features/practice/answer.server";
import { savePracticeResponses } from "~/features/practice/autosave.server";
import { practiceSetView } from "~/features/practice/set-view.server";
import { errorResponse } from "~/lib/api.server";
import { authContext } from "~/lib/context";
import { HttpError, jsonError, readBody } from "~/lib/http.server";
import { getI18n, getLocale, translateMessage } from "~/lib/i18n.server";
import { idField } from "~/lib/input";
import { parseInput } from "~/lib/parse.server";

/** The practice screen's own calls: save (autosave), answer (check the current question), finish. */
const ScreenAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), ...PracticeSaveSchema.shape }),
  z.object({ intent: z.literal("answer"), answer: AnswerSchema }),
  z.object({ intent: z.literal("finish") }),
]);

/**
 * The practice screen's data, for the browser (session cookie): GET the set as the page shows it (math
 * typeset); POST {intent: "save" | "answer" | "finish", …}. Same services and input schemas as the REST API.
 */
async function run(args: Route.LoaderArgs | Route.ActionArgs, handler: (user: NonNullable<ReturnType<typeof userOf>>, setId: number) => Promise<unknown>) {
  const user = userOf(args);
  const i18n = getI18n(args.context);
  if (!user) return jsonError(401, translateMessage(i18n, "exam.errors.signedOut"), { signed_out: true });
  const noStore = { "Cache-Control": "no-store" };
  try {
    const setId = idField().safeParse(args.params.setId);
    if (!setId.success) throw new HttpError(404, "practice:errors.setNotFound");
    return Response.json(await handler(user, setId.data), { headers: noStore });
  } catch (error) {
    return errorResponse(error, i18n, noStore);
  }
}

function userOf(args: { context: Route.LoaderArgs["context"] }) {
  return args.context.get(authContext).user;
}

export async function loader(args: Route.LoaderArgs) {
  return run(args, (user, setId) => practiceSetView(user, setId, { html: true, lng: getLocale(args.context) }));
}

export async function action(args: Route.ActionArgs) {
  return run(args, async (user, setId) => {
    const body = parseInput(ScreenAction, await readBody(args.request));
    if (body.intent === "save") return savePracticeResponses(user, setId, body.responses, body.active_position);
    if (body.intent === "answer") {
      await answerPracticeQuestion(user, setId, body.answer);
      return practiceSetView(user, setId, { html: true, lng: getLocale(args.context) });
    }
    await finishPracticeSet(user, setId);
    return practiceSetView(user, setId, { html: true, lng: getLocale(args.context) });
  });
}
