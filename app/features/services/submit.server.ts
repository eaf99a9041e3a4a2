import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { optionalUser } from "~/features/auth/web-session.server";
import { clientIpContext } from "~/lib/context";
import { HttpError, ValidationError } from "~/lib/http.server";
import { appLink } from "~/lib/mail.server";
import { parseInput } from "~/lib/parse.server";
import type { CallbackFailure } from "./callback-form";
import { pageLanguage } from "./page-data.server";
import { limitByAddress, submitCallbackRequest, type RequestContext } from "./requests.server";
import { CallbackFormSchema } from "./schemas";

/** Where a request is read in the back office (the link in the staff e-mail). */
export const inboxLinkFor = (request: Request) => (id: number) => appLink(request, `/admin/requests/${id}`);

/**
 * The web form's submission: the address's rate limit, the form's schema, then the same service as
 * the REST calls. Refusals come back as {formError, fieldErrors} with their status; an unexpected
 * failure is logged and shown as one too, so the visitor keeps what they typed and sees a reason.
 */
export async function submitCallbackForm(request: Request, context: Readonly<RouterContextProvider>, service: string, form: FormData) {
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  const ip = context.get(clientIpContext);
  const user = optionalUser(context);
  const ctx: RequestContext = { ip, language: pageLanguage(context).lng, source: "web", userId: user?.id ?? null, inboxLink: inboxLinkFor(request) };
  try {
    await limitByAddress(ip);
    const input = parseInput(CallbackFormSchema, values);
    return { ok: true as const, accepted: await submitCallbackRequest({ ...input, service }, ctx) };
  } catch (error) {
    if (error instanceof ValidationError) return data<CallbackFailure>({ formError: null, fieldErrors: error.fields }, { status: 400 });
    if (error instanceof HttpError) {
      const headers = error.extra?.retry_after ? { "Retry-After": String(error.extra.retry_after) } : undefined;
      return data<CallbackFailure>({ formError: error.detail, fieldErrors: {} }, { status: error.status, headers });
    }
    console.error("callback request failed", error);
    return data<CallbackFailure>({ formError: "error.unexpected", fieldErrors: {} }, { status: 500 });
  }
}
