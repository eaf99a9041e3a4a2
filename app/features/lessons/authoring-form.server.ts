import type { i18n as I18n } from "i18next";
import { readForm } from "~/lib/parse.server";
import { zodFieldErrors } from "~/lib/input";
import { LessonFormSchema, lessonFormValues, type LessonForm } from "./authoring-input";
import { describeLessonError, LessonError } from "./errors.server";

/** The largest captions file read from the form. */
const MAX_CAPTIONS_BYTES = 1024 * 1024;

export type LessonFormResult = { ok: true; input: LessonForm; captions: string | null } | { ok: false; errors: Record<string, string> };

/** Reads and checks the back office's lesson form; errors come back translated, one per field. */
export async function readLessonForm(request: Request, t: I18n["t"]): Promise<LessonFormResult> {
  const form = await readForm(request);
  const file = form.get("captions_file");
  let captions: string | null = null;
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_CAPTIONS_BYTES) return { ok: false, errors: { captions: t("lessons:admin.errors.captionsTooLarge") } };
    captions = await file.text();
  }
  const parsed = LessonFormSchema.safeParse(lessonFormValues(form));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const [field, keys] of Object.entries(zodFieldErrors(parsed.error))) errors[field] = t(keys[0]!);
    return { ok: false, errors };
  }
  return { ok: true, input: parsed.data, captions };
}

/** A lesson error of a save as the form's errors (the captions file's problems next to it). */
export function formErrorOf(error: LessonError, t: I18n["t"]): Record<string, string> {
  const { detail } = describeLessonError(error, (k, p) => t(k, p) as string);
  if (error.key.includes(".vtt")) return { captions: detail };
  if (error.key.includes("publishNeeds")) return { published: detail };
  return { form: detail };
}
