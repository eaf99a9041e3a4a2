import type { SubmissionResult } from "@conform-to/react";

/**
 * The one shape of a refused web form (decision 0030), read by the browser as action data and
 * answered by `~/lib/action.server` with its status: a form message and field messages (i18n keys),
 * conform's `result` (its `lastResult`) when the form is a conform form, and the `intent` of the form
 * that was sent when a page has several.
 */
export type FormFailure = {
  formError: string | null;
  fieldErrors: Record<string, string[]>;
  result?: SubmissionResult<string[]>;
  intent?: string;
};

/** Whether action data is a refusal in the one shape (rather than a page's success data). */
export function isFormFailure(value: unknown): value is FormFailure {
  return !!value && typeof value === "object" && "formError" in value && "fieldErrors" in value;
}

/**
 * The first message of a failure (its form message, else its first field message), for a toast or a
 * banner; null for anything that is not a failure (no action data yet, or a success).
 */
export function firstMessage(value: unknown): string | null {
  if (!isFormFailure(value)) return null;
  return value.formError ?? Object.values(value.fieldErrors)[0]?.[0] ?? null;
}
