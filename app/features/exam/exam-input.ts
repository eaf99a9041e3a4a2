import { z } from "zod";
import { idField, intField, MAX_INT } from "~/lib/input";
import { GRID_IN_MAX_WITH_MINUS } from "#grading/grid-in";
import { GridInEntrySchema } from "~/lib/grid-in-schemas";

/**
 * Everything a client may send to the exam runtime, for the REST API and the exam screen alike.
 * Shapes and bounds are checked here; what depends on the section (which questions and choices
 * belong to it, how many questions it has) is checked by the runtime's one answer rule.
 */

/** The longest open-ended entry: a grid-in holds 5 characters, 6 with a minus sign. */
export const OE_ANSWER_MAX = GRID_IN_MAX_WITH_MINUS;
/** A batch never holds more items than a module has questions, with room to spare. */
export const MAX_BATCH = 200;

/** An open-ended entry, read by the one grid-in rule (grid-in.ts): a comma is a decimal point. */
export const AnswerTextSchema = GridInEntrySchema;

const HighlightSchema = z
  .object({
    start: z.number().int().min(0).max(MAX_INT),
    end: z.number().int().min(0).max(MAX_INT),
    color: z.enum(["yellow", "blue", "pink", "underline"]),
    note: z.string().max(500).optional(),
  })
  .strict()
  .refine((h) => h.end > h.start, { message: "exam.errors.badHighlight", path: ["end"] });

/**
 * The longest time one question may report, in milliseconds: 4 hours, more than any module with
 * double time. A larger or negative value is refused (400); within it the server caps each question by
 * the module's elapsed time.
 */
export const MAX_QUESTION_TIME_MS = 4 * 60 * 60 * 1000;

const ResponseSchema = z
  .object({
    question: idField(),
    selected_choice: idField().nullable().optional(),
    answer_text: AnswerTextSchema.nullable().optional(),
    marked_for_review: z.boolean().optional(),
    eliminated: z.array(idField()).max(10).optional(),
    highlights: z.array(HighlightSchema).max(200).optional(),
    revision: z.number().int().min(0).max(MAX_INT),
    /** This question's on-screen time while visible, in ms, as the device counts it from the server's figure (it only grows). */
    time_ms: z.number().int("exam.errors.badTime").min(0, "exam.errors.badTime").max(MAX_QUESTION_TIME_MS, "exam.errors.badTime").optional(),
  })
  .strict();

export type ResponseInput = z.output<typeof ResponseSchema>;

/** The autosave body: the session, some responses (each with the device's revision) and the active question. */
export const SaveBodySchema = z.object({
  session: idField(),
  responses: z.array(ResponseSchema).max(MAX_BATCH),
  active_question_index: z.number().int().min(0).max(MAX_INT).optional(),
});

/** Final answers of a section: question id -> choice id (single choice) or the entry (open ended). */
export const AnswersSchema = z
  .record(z.string().regex(/^[1-9]\d{0,9}$/, "validation.invalidId"), z.union([z.number(), z.string().max(64), z.null()]))
  .refine((a) => Object.keys(a).length <= MAX_BATCH, "validation.tooLong");

/** POST /api/exams/section/{id}/submit-section/ */
export const SubmitBodySchema = z.object({ session: idField(), answers: AnswersSchema.optional() });

/** POST /api/exams/session/ and the exam selection form. */
export const CreateSessionSchema = z.object({ exam: idField("exam.errors.examNotFound") });

/**
 * POST /api/exams/session/ of the REST API: `take: true` also takes the first module and answers its
 * questions (Take Exam in one call); `format: "html"` typesets their math, as the take call's ?format=html.
 */
export const StartSessionSchema = CreateSessionSchema.extend({ take: z.boolean().optional(), format: z.enum(["html", "json"]).optional() });

/** The exam screen's own calls (POST /exams/session/{id}/data). */
export const ScreenActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    section: idField(),
    responses: SaveBodySchema.shape.responses,
    active_question_index: SaveBodySchema.shape.active_question_index,
  }),
  z.object({ intent: z.literal("submit"), section: idField(), answers: AnswersSchema.optional() }),
  z.object({ intent: z.literal("resume") }),
  z.object({ intent: z.literal("start") }),
]);

/** Route params and query strings. */
export const SessionParams = z.object({ id: idField() });
export const SectionParams = z.object({ sectionId: idField() });
export const TakeQuery = z.object({ sessionId: idField(), format: z.enum(["html", "json"]).optional() });
/** ?page= of a paginated list: 1 to 100,000. */
export const PageQuery = z.object({ page: intField(1, 100_000, "validation.invalidPage").optional() });
