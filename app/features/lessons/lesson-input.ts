import { z } from "zod";
import { idField, intField } from "~/lib/input";
import { MAX_SPANS } from "./watched";

/** `:lessonId` in page and API paths. */
export const LessonParams = z.object({ lessonId: idField() });
export const ApiLessonParams = z.object({ id: idField() });

export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/**
 * The quiz's answers as sent: {questionId: "A".."D"}. Which questions must be there is the service's
 * rule (it knows the lesson); here only the shape: at most 50 entries, keys that look like ids.
 */
export const QuizBodySchema = z.object({
  answers: z
    .record(z.string().regex(/^\d{1,10}$/, "lessons:errors.answerUnknownKey"), z.unknown(), { error: "lessons:errors.answersMissing" })
    .refine((a) => Object.keys(a).length <= 50, "lessons:errors.answersMissing"),
});

/**
 * The quiz form of the lesson page: the lesson's id and one answer `q<questionId>` (A-D) for each of
 * its questions, every one required (the same rule the service grades by).
 */
export function quizFormSchema(questionIds: readonly number[]) {
  const answer = z.enum(OPTION_LETTERS, { error: "lessons:quiz.required" });
  return z.object({ lesson: idField(), ...Object.fromEntries(questionIds.map((id) => [`q${id}`, answer])) });
}

const seconds = z
  .number({ error: "validation.invalidNumber" })
  .finite()
  .min(0)
  .max(24 * 3600);

/** Where the student is in the video and what they watched since the last save. */
export const ProgressBodySchema = z.object({
  position_seconds: seconds,
  duration_seconds: seconds.positive().optional(),
  watched: z
    .array(z.tuple([seconds, seconds]))
    .max(MAX_SPANS)
    .default([]),
});
export type ProgressBody = z.output<typeof ProgressBodySchema>;

/** A position given in a form (digits), for the no-JavaScript "start over" form. */
export const PositionField = intField(0, 24 * 3600);
