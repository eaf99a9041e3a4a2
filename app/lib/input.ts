import { z } from "zod";

/**
 * The building blocks of every input schema (forms, REST bodies, route params, query strings), shared
 * by the browser and the server. Ids are positive 32-bit integers (the database's `integer`); text is
 * bounded and free of control characters. Messages are i18n keys of common:validation.
 */

/** The largest value of a PostgreSQL `integer` column. */
export const MAX_INT = 2_147_483_647;

/** C0 controls except tab, newline and carriage return, plus DEL: refused in every text field. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** The same, with tab, newline and carriage return refused too (one-line fields). */
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;

export const hasControlCharacters = (value: string, multiline = false) => (multiline ? CONTROL : CONTROL_OR_BREAK).test(value);

/** A whole number in [min, max], given as a JSON number or as digits in a string (forms, URLs). */
export function intField(min: number, max: number, message = "validation.invalidNumber") {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d{1,16}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}

/** An id: a positive 32-bit integer, as a number or as digits. `true`, `[2]`, `"abc"`, `2^31` are refused. */
export const idField = (message = "validation.invalidId") => intField(1, MAX_INT, message);

/** An id given as a JSON number only (REST bodies where the spec sends numbers). */
export const Id = idField();

/** A one-line string of at most `max` characters, without control characters (not trimmed). */
export function line(max: number, message = "validation.tooLong") {
  return z
    .string({ error: "validation.required" })
    .max(max, message)
    .refine((v) => !hasControlCharacters(v), "validation.controlCharacters");
}

/** Multi-line text (tabs and line breaks allowed) of at most `max` characters. */
export function text(max: number, message = "validation.tooLong") {
  return z
    .string({ error: "validation.required" })
    .max(max, message)
    .refine((v) => !hasControlCharacters(v, true), "validation.controlCharacters");
}

/**
 * A yes/no field: a form's checkbox ("on" when ticked, absent when not) or a JSON boolean; "true" and
 * "false" as text too. Anything else is refused, not read as "no".
 */
export function checkboxField(message = "validation.invalid") {
  return z.preprocess(
    (v) => (v === undefined || v === null || v === "" || v === "false" ? false : v === "on" || v === "true" ? true : v),
    z.boolean({ error: message }),
  );
}

/** Field errors as {field: [message keys]} from a zod error (nested paths joined with dots). */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
