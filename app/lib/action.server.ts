import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { FormFailure } from "./form-failure";
import { HttpError, ValidationError } from "./http.server";

/**
 * The one contract of web actions (decision 0030): a form is parsed with its zod schema through
 * conform (`parseSubmission`); whatever refuses it (the schema, or an `HttpError` a service throws)
 * comes back as ONE shape, `FormFailure` (`~/lib/form-failure`), with its status (`formFailure`,
 * `withFormFailure`); an error with no form to show it in is the page's error (`pageError`,
 * `withPageError`).
 */
export type { FormFailure };

/** Passwords are never sent back in a form's answer. */
const HIDDEN_FIELDS = ["password", "confirmPassword", "current_password", "new_password", "confirm_password"];

type AnySubmission = Submission<unknown, string[]>;
type Extra = {
  intent?: string;
  headers?: HeadersInit;
  /** The message the page shows for a status instead of the service's detail (e.g. 429 → "too many tries"). */
  messages?: Partial<Record<number, string>>;
};

/** A refusal of the page's own choosing (nothing to practise, an unknown intent) in the one shape. */
export function refuse(status: number, formError: string, extra: Extra & { submission?: AnySubmission; fieldErrors?: Record<string, string[]> } = {}) {
  const { submission, fieldErrors = {}, intent, headers } = extra;
  const result = submission?.reply({ formErrors: [formError], hideFields: HIDDEN_FIELDS });
  return data<FormFailure>({ formError, fieldErrors, ...(result ? { result } : {}), ...(intent ? { intent } : {}) }, { status, headers });
}

/**
 * A form read with its zod schema (the one the browser validated with, through conform): the
 * submission, or the 400 answer when it does not fit, before any service runs.
 */
export function parseSubmission<S extends z.ZodType>(form: FormData, schema: S, extra: { intent?: string } = {}) {
  const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
  if (submission.status === "success") return { submission, refused: null };
  const errors = Object.fromEntries(Object.entries(submission.error ?? {}).filter((e): e is [string, string[]] => !!e[1]?.length));
  const { "": formErrors, ...fieldErrors } = errors;
  const result = submission.reply({ hideFields: HIDDEN_FIELDS });
  const refused = data<FormFailure>(
    { formError: formErrors?.[0] ?? null, fieldErrors, result, ...(extra.intent ? { intent: extra.intent } : {}) },
    { status: 400 },
  );
  return { submission, refused };
}

/**
 * An error a service threw, as the form's answer: a `ValidationError` is a 400 with its field
 * messages, any other `HttpError` its status with its detail as the form message (and Retry-After
 * when it has one). Anything else is not the visitor's doing and is rethrown (the error page).
 */
export function formFailure(error: unknown, submission?: AnySubmission, extra: Extra = {}) {
  const intent = extra.intent ? { intent: extra.intent } : {};
  if (error instanceof ValidationError) {
    const { form, ...fields } = error.fields;
    const result = submission?.reply({ formErrors: form ?? [], fieldErrors: fields, hideFields: HIDDEN_FIELDS });
    return data<FormFailure>({ formError: null, fieldErrors: error.fields, ...(result ? { result } : {}), ...intent }, { status: 400, headers: extra.headers });
  }
  if (error instanceof HttpError) {
    const headers = new Headers(extra.headers);
    if (error.extra?.retry_after) headers.set("Retry-After", String(error.extra.retry_after));
    const message = extra.messages?.[error.status] ?? error.detail;
    const result = submission?.reply({ formErrors: [message], hideFields: HIDDEN_FIELDS });
    return data<FormFailure>({ formError: message, fieldErrors: {}, ...(result ? { result } : {}), ...intent }, { status: error.status, headers });
  }
  throw error;
}

/**
 * Runs an action's service call; an `HttpError` it throws comes back as the form's failure
 * (`formFailure`), so the route writes no try/catch of its own.
 */
export async function withFormFailure<T>(work: () => Promise<T>, submission?: AnySubmission, extra: Extra = {}) {
  try {
    return await work();
  } catch (error) {
    return formFailure(error, submission, extra);
  }
}

/**
 * The page's error response for an `HttpError` (a loader's, or an action's that has no form to
 * show it in): thrown as `{detail}` with its status, for the route's ErrorBoundary. Anything else
 * is rethrown as it is. `status` may map a status to the one the page shows (e.g. 400 → 404).
 */
export function pageError(error: unknown, status: (status: number) => number = (s) => s): never {
  if (error instanceof HttpError) throw data({ detail: error.detail }, { status: status(error.status) });
  throw error;
}

/** Runs a loader's (or action's) work; an `HttpError` becomes the page's error response (`pageError`). */
export async function withPageError<T>(work: () => Promise<T>, status?: (status: number) => number): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return pageError(error, status);
  }
}

/**
 * Runs a route's work and hands an `HttpError` it throws to `handle` (for the rare route that
 * answers a refusal its own way, e.g. back to another page with a toast); anything else is rethrown.
 */
export async function onHttpError<T, R>(work: () => Promise<T>, handle: (error: HttpError) => R | Promise<R>): Promise<T | R> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) return handle(error);
    throw error;
  }
}
