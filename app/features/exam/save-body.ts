import { z } from "zod";
import { HttpError } from "~/lib/http.server";

const HighlightSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  color: z.enum(["yellow", "blue", "pink", "underline"]),
  note: z.string().max(500).optional(),
});

const ResponseSchema = z.object({
  question: z.coerce.number().int().positive(),
  selected_choice: z.coerce.number().int().positive().nullable().optional(),
  answer_text: z.string().max(6).nullable().optional(),
  marked_for_review: z.boolean().optional(),
  eliminated: z.array(z.number().int().positive()).max(10).optional(),
  highlights: z.array(HighlightSchema).max(200).optional(),
  revision: z.number().int().min(0),
});

/** The autosave body: the session, some responses (each with the device's revision) and the active question. */
export const SaveBodySchema = z.object({
  session: z.coerce.number().int().positive(),
  responses: z.array(ResponseSchema).max(200),
  active_question_index: z.number().int().min(0).optional(),
});

export type SaveBody = z.infer<typeof SaveBodySchema>;

export function parseSaveBody(body: unknown): SaveBody {
  const parsed = SaveBodySchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, "exam.errors.badSave", { errors: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) });
  return parsed.data;
}
