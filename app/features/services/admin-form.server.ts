import type { z } from "zod";
import { formFailure, pageError } from "~/lib/action.server";
import { ValidationError } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";
import { COVER_MAX_BYTES } from "./covers.server";
import { slugField } from "./manage-schemas";

/**
 * Reads a catalogue form of the back office: its fields through the schema, the slug (only when
 * creating) and the cover file (optional, at most 5 MB). All field errors are gathered together.
 */
export function readCatalogueForm<S extends z.ZodType>(form: FormData, schema: S, creating: boolean) {
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  const errors: Record<string, string[]> = {};
  let parsed: z.output<S> | null = null;
  try {
    parsed = parseInput(schema, values);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.fields);
  }
  let slug: string | null = null;
  if (creating) {
    const result = slugField.safeParse(values.slug ?? "");
    if (result.success) slug = result.data;
    else errors.slug = [result.error.issues[0]!.message];
  }
  const file = form.get("cover");
  const cover = file instanceof File && file.size > 0 ? file : null;
  if (cover && cover.size > COVER_MAX_BYTES) errors.cover = ["services:errors.coverTooLarge"];
  if (Object.keys(errors).length || !parsed) throw new ValidationError(errors);
  return { values: parsed, slug, cover };
}

/** A refused save as the form's failure (field errors, 400), a missing item as the page's 404; anything else is rethrown. */
export function catalogueFailure(error: unknown) {
  if (error instanceof ValidationError) return formFailure(error);
  return pageError(error);
}
