import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { clientIpContext } from "~/lib/context";
import { HttpError, ValidationError } from "~/lib/http.server";
import { readForm } from "~/lib/parse.server";
import { safeReturnUrl, sessionCookies } from "./web-session.server";

/**
 * What a web form's action answers when it is refused: the status, a form message or field messages
 * (i18n keys), and, for forms built with conform, the same as conform's `lastResult`.
 */
export type FormFailure = { formError: string | null; fieldErrors: Record<string, string[]>; result?: SubmissionResult<string[]> };

/** Passwords are never sent back in a form's answer. */
const HIDDEN_FIELDS = ["password", "confirmPassword", "current_password", "new_password", "confirm_password"];

/** A refused submission as action data with its status (400, 401, 429…); anything else is rethrown. */
export function formFailure(error: unknown, submission?: Submission<unknown, string[]>) {
  if (error instanceof ValidationError) {
    const { form, ...fields } = error.fields;
    const result = submission?.reply({ formErrors: form ?? [], fieldErrors: fields, hideFields: HIDDEN_FIELDS });
    return data<FormFailure>({ formError: null, fieldErrors: error.fields, ...(result ? { result } : {}) }, { status: 400 });
  }
  if (error instanceof HttpError) {
    const headers = error.extra?.retry_after ? { "Retry-After": String(error.extra.retry_after) } : undefined;
    const result = submission?.reply({ formErrors: [error.detail], hideFields: HIDDEN_FIELDS });
    return data<FormFailure>({ formError: error.detail, fieldErrors: {}, ...(result ? { result } : {}) }, { status: error.status, headers });
  }
  throw error;
}

/**
 * A form read with its conform schema (the one the browser validated with): a submission, or the
 * 400 answer when it does not fit, before any service runs.
 */
export function parseForm<S extends z.ZodType>(form: FormData, schema: S) {
  const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
  if (submission.status === "success") return { submission, refused: null };
  const fieldErrors = Object.fromEntries(Object.entries(submission.error ?? {}).filter((e): e is [string, string[]] => !!e[1]?.length));
  const { "": formErrors, ...fields } = fieldErrors;
  const refused = data<FormFailure>({ formError: formErrors?.[0] ?? null, fieldErrors: fields, result: submission.reply({ hideFields: HIDDEN_FIELDS }) }, { status: 400 });
  return { submission, refused };
}

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
  const { submission, refused } = parseForm(form, schema);
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
