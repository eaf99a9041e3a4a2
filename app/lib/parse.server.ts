import { data } from "react-router";
import type { z } from "zod";
import { ValidationError } from "./http.server";
import { idField, zodFieldErrors } from "./input";

/**
 * The one parsing layer at the edge of every API call, action and loader: input goes through a
 * zod schema built from `~/lib/input`, and what does not fit is a 400 with field errors (never a
 * value handed on to the database to fail there).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationError(zodFieldErrors(parsed.error));
  return parsed.data;
}

/** Route params (`:id`, `:sectionId`, …). */
export function parseParams<S extends z.ZodType>(schema: S, params: Record<string, string | undefined>): z.output<S> {
  return parseInput(schema, params);
}

/** The query string, one value per name (the first). */
export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URL(request.url).searchParams) if (!(k in out)) out[k] = v;
  return parseInput(schema, out);
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The form a web action was sent. Anything else (JSON, text, no body) is answered 415 here, so an
 * action never fails on a body it cannot read; broken multipart was already refused by the request
 * guard, and any failure left is a 400.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!FORM_TYPES.some((t) => type.startsWith(t))) {
    throw Response.json({ detail: "Send the form as application/x-www-form-urlencoded or multipart/form-data." }, { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw Response.json({ detail: "The form data could not be read." }, { status: 400 });
  }
}

/** An id in a page's URL (`/exams/result/:sessionId`): anything that is not a valid id is a 404 page. */
export function pageId(value: string | undefined): number {
  const parsed = idField().safeParse(value);
  if (!parsed.success) throw data({ detail: "Not found." }, { status: 404 });
  return parsed.data;
}
