import { formFailure, parseSubmission } from "~/lib/action.server";
import { ValidationError } from "~/lib/http.server";
import { readForm } from "~/lib/parse.server";
import { LessonFormSchema } from "./authoring-input";
import { checkVtt } from "./vtt";

/** The largest captions file read from the form. */
const MAX_CAPTIONS_BYTES = 1024 * 1024;

/** The captions file of the form, read and checked: its text (null when none was sent), or what is wrong with it (an i18n key). */
async function captionsOf(file: FormDataEntryValue | null): Promise<{ ok: true; vtt: string | null } | { ok: false; error: string }> {
  if (!(file instanceof File) || file.size === 0) return { ok: true, vtt: null };
  if (file.size > MAX_CAPTIONS_BYTES) return { ok: false, error: "lessons:admin.errors.captionsTooLarge" };
  const text = await file.text();
  if (text.trim() === "") return { ok: true, vtt: null };
  const checked = checkVtt(text);
  return checked.ok ? { ok: true, vtt: checked.vtt } : { ok: false, error: checked.error };
}

/**
 * Reads the back office's lesson form with LessonFormSchema (the schema the browser checked it
 * with, through conform) and reads and checks its captions file. A refusal (400, in the one shape
 * with conform's `result`) names every problem at once, the file's with the fields'.
 */
export async function readLessonForm(request: Request) {
  const form = await readForm(request);
  const { submission, refused } = parseSubmission(form, LessonFormSchema);
  const captions = await captionsOf(form.get("captions_file"));
  if (captions.ok) {
    if (refused || submission.status !== "success") return { submission, refused: refused! };
    return { submission, refused: null, input: submission.value, captions: captions.vtt };
  }
  const fields = Object.fromEntries(
    Object.entries(("error" in submission && submission.error) || {}).filter((e): e is [string, string[]] => e[0] !== "" && !!e[1]?.length),
  );
  return { submission, refused: formFailure(new ValidationError({ ...fields, captions_file: [captions.error] }), submission) };
}
