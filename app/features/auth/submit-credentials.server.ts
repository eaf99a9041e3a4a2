import { redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { clientIpContext } from "~/lib/context";
import { formFailure, parseSubmission } from "~/lib/action.server";
import { readForm } from "~/lib/parse.server";
import { safeReturnUrl, sessionCookies } from "./web-session.server";

/**
 * Shared by the sign-in and sign-up actions: the form through its schema (conform), then the service;
 * the tokens go into cookies and the user to return_url (same-site only) or /profile. Refusals come
 * back as {formError, fieldErrors, result}.
 */
export async function submitCredentials(
  request: Request,
  context: Readonly<RouterContextProvider>,
  run: (input: Record<string, unknown>, ip: string) => Promise<{ access: string; refresh: string }>,
  schema: z.ZodType,
) {
  const form = await readForm(request);
  const { submission, refused } = parseSubmission(form, schema);
  if (refused) return refused;
  const input = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  const returnUrl = safeReturnUrl(new URL(request.url).searchParams.get("return_url")) ?? "/profile";
  try {
    const tokens = await run(input, context.get(clientIpContext));
    const headers = new Headers();
    for (const c of await sessionCookies(request, tokens)) headers.append("Set-Cookie", c);
    return redirect(returnUrl, { headers });
  } catch (error) {
    return formFailure(error, submission);
  }
}
