import { z } from "zod";
import { idField, intField } from "~/lib/input";
import { MAX_SPANS } from "./watched";
import { OPTION_LETTERS } from "./quiz-options";

/** `:lessonId` in page and API paths. */
export const LessonParams = z.object({ lessonId: idField() });
export const ApiLessonParams = z.object({ id: idField() });

export { OPTION_LETTERS, type OptionLetter } from "./quiz-options";

/**
 * The quiz's answers as sent: {questionId: "A".."D"}. Which questions must be there is the service's
 * rule (it knows the lesson); here only the shape: at most 50 entries, keys that look like ids.
 */
export const QuizBodySchema = z.object({
  answers: z
    .record(z.string().regex(/^\d{1,10}$/, "lessons:errors.answerUnknownKey"), z.unknown(), { error: "lessons:errors.answersMissing" })
    .refine((a) => Object.keys(a).length <= 50, "lessons:errors.answersMissing"),
});

/** The quiz form's own field: the lesson it answers. */
const QuizFormBase = z.object({ lesson: idField("lessons:errors.notFound") });
const ANSWER_FIELD = /^q(\d{1,10})$/;

/**
 * The quiz form of the lesson page, as the browser checks it: the lesson's id and one answer
 * `q<questionId>` (A-D) for each of its questions, every one required (the same rule the service
 * grades by).
 */
export function quizFormSchema(questionIds: readonly number[]) {
  const answer = z.enum(OPTION_LETTERS, { error: "lessons:quiz.required" });
  return QuizFormBase.extend(Object.fromEntries(questionIds.map((id) => [`q${id}`, answer])));
}

/**
 * The same form as the action reads it, before the lesson's questions are known: the lesson's id and
 * the answers by question id (`q15` → "15"); which questions must be answered, and with A-D, is the
 * service's check (its problems come back under the same `q<questionId>` fields).
 */
export const QuizSubmissionSchema = QuizFormBase.catchall(z.unknown()).transform(({ lesson, ...fields }) => ({
  lesson,
  answers: Object.fromEntries(
    Object.entries(fields).flatMap(([name, value]) => {
      const id = ANSWER_FIELD.exec(name)?.[1];
      return id ? [[id, value]] : [];
    }),
  ),
}));

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
