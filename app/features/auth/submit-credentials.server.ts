import { redirect, type RouterContextProvider } from "react-router";
import { clientIpContext } from "~/lib/context";
import { HttpError, ValidationError } from "~/lib/http.server";
import { safeReturnUrl, sessionCookies } from "./web-session.server";

/**
 * Shared by the sign-in and sign-up actions: run the service, store the tokens in cookies and
 * go to return_url (same-site only) or /profile; errors come back as {formError, fieldErrors}.
 */
export async function submitCredentials(
  request: Request,
  context: Readonly<RouterContextProvider>,
  run: (input: Record<string, unknown>, ip: string) => Promise<{ access: string; refresh: string }>,
) {
  const form = Object.fromEntries(await request.formData());
  const returnUrl = safeReturnUrl(new URL(request.url).searchParams.get("return_url")) ?? "/profile";
  try {
    const tokens = await run(form, context.get(clientIpContext));
    const headers = new Headers();
    for (const c of await sessionCookies(request, tokens)) headers.append("Set-Cookie", c);
    return redirect(returnUrl, { headers });
  } catch (error) {
    if (error instanceof ValidationError) return { formError: null, fieldErrors: error.fields };
    if (error instanceof HttpError) return { formError: error.detail, fieldErrors: {} as Record<string, string[]> };
    throw error;
  }
}
