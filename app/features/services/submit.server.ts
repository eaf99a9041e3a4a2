import type { RouterContextProvider } from "react-router";
import { optionalUser } from "~/features/auth/index.server";
import { clientIpContext } from "~/lib/context";
import { formFailure, parseSubmission, refuse } from "~/lib/action.server";
import { HttpError } from "~/lib/http.server";
import { appLink } from "~/lib/mail.server";
import { pageLanguage } from "./page-data.server";
import { limitByAddress, submitCallbackRequest, type RequestContext } from "./requests.server";
import { CallbackFormSchema } from "./schemas";

/** Where a request is read in the back office (the link in the staff e-mail). */
export const inboxLinkFor = (request: Request) => (id: number) => appLink(request, `/admin/requests/${id}`);

/**
 * The web form's submission: the address's rate limit, the form's schema (conform, as in the
 * browser), then the same service as the REST calls. Refusals come back in the one failure shape
 * (`~/lib/action.server`) with their status; an unexpected failure is logged and shown as one too,
 * so the visitor keeps what they typed and sees a reason.
 */
export async function submitCallbackForm(request: Request, context: Readonly<RouterContextProvider>, service: string, form: FormData) {
  const ip = context.get(clientIpContext);
  const user = optionalUser(context);
  const ctx: RequestContext = { ip, language: pageLanguage(context).lng, source: "web", userId: user?.id ?? null, inboxLink: inboxLinkFor(request) };
  const { submission, refused } = parseSubmission(form, CallbackFormSchema);
  try {
    await limitByAddress(ip);
    if (refused) return refused;
    return { ok: true as const, accepted: await submitCallbackRequest({ ...submission.value!, service }, ctx) };
  } catch (error) {
    if (error instanceof HttpError) return formFailure(error, submission);
    console.error("callback request failed", error);
    return refuse(500, "error.unexpected", { submission });
  }
}
