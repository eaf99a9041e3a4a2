import { data, redirect, type RouterContextProvider } from "react-router";
import { clientIpContext } from "~/lib/context";
import { HttpError, ValidationError } from "~/lib/http.server";
import { readForm } from "~/lib/parse.server";
import { safeReturnUrl, sessionCookies } from "./web-session.server";

/** What a web form's action answers when the service refused: the status, a form message or field messages (keys). */
export type FormFailure = { formError: string | null; fieldErrors: Record<string, string[]> };

/** A refused submission as action data with its status (400, 401, 429…); anything else is rethrown. */
export function formFailure(error: unknown) {
  if (error instanceof ValidationError) return data<FormFailure>({ formError: null, fieldErrors: error.fields }, { status: 400 });
  if (error instanceof HttpError) {
    const headers = error.extra?.retry_after ? { "Retry-After": String(error.extra.retry_after) } : undefined;
    return data<FormFailure>({ formError: error.detail, fieldErrors: {} }, { status: error.status, headers });
  }
  throw error;
}

/**
 * Shared by the sign-in and sign-up actions: run the service, store the tokens in cookies and
 * go to return_url (same-site only) or /profile; errors come back as {formError, fieldErrors}.
 */
export async function submitCredentials(
  request: Request,
  context: Readonly<RouterContextProvider>,
  run: (input: Record<string, unknown>, ip: string) => Promise<{ access: string; refresh: string }>,
) {
  const form = await readForm(request);
  const input = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  const returnUrl = safeReturnUrl(new URL(request.url).searchParams.get("return_url")) ?? "/profile";
  try {
    const tokens = await run(input, context.get(clientIpContext));
    const headers = new Headers();
    for (const c of await sessionCookies(request, tokens)) headers.append("Set-Cookie", c);
    return redirect(returnUrl, { headers });
  } catch (error) {
    return formFailure(error);
  }
}
