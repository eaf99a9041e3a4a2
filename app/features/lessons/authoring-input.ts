import { z } from "zod";
import { idField, line, text } from "~/lib/input";
import { MAX_QUESTIONS, OPTION_LETTERS } from "./quiz-options";
import { UNITS } from "./unlock";
import { parseVimeo, parseYouTube } from "./video-source";

/** At most this many questions in a lesson's quiz. */
export { MAX_QUESTIONS } from "./quiz-options";

/** "2:45", "165" or "" (unknown) as seconds. */
const Duration = z
  .string()
  .trim()
  .max(9)
  .refine((v) => v === "" || /^\d{1,3}(:[0-5]\d)?$/.test(v), "lessons:admin.errors.duration")
  .transform((v) => {
    if (v === "") return null;
    const [a, b] = v.split(":");
    return b === undefined ? Number(a) : Number(a) * 60 + Number(b);
  });

const required = (max: number, message: string) => line(max).trim().min(1, message);

/**
 * A quiz question in az or ru (decisions 0043, 0062): the question and its explanation; the options only where they
 * are prose to translate (all four, or none: the English sentences a Reading and Writing question is about stay).
 */
const QuestionTextSchema = z.object({
  text: text(1000).trim().default(""),
  a: line(300).trim().default(""),
  b: line(300).trim().default(""),
  c: line(300).trim().default(""),
  d: line(300).trim().default(""),
  explanation: text(1000).trim().default(""),
});

export const QuestionFormSchema = z.object({
  id: z.union([z.literal(""), idField()]).optional(),
  text: text(1000).trim().min(1, "lessons:admin.errors.questionText"),
  a: required(300, "lessons:admin.errors.option"),
  b: required(300, "lessons:admin.errors.option"),
  c: required(300, "lessons:admin.errors.option"),
  d: required(300, "lessons:admin.errors.option"),
  correct: z.enum(OPTION_LETTERS, { error: "lessons:admin.errors.correct" }),
  explanation: text(1000).trim().default(""),
  /** Absent (a client that does not send them): the translations the question has are kept. */
  az: QuestionTextSchema.optional(),
  ru: QuestionTextSchema.optional(),
});

/**
 * The back office's lesson form (create and edit). Where the video comes from: an uploaded file (sent
 * on its own, in pieces: see the upload route), a Vimeo id or a YouTube id (an address of the video
 * works too). Captions arrive as a .vtt file and are checked on the server.
 */
const always = () => true;

export const LessonFormSchema = z
  .object({
    title: required(120, "lessons:admin.errors.title"),
    description: text(2000).trim().default(""),
    /** The title and description in az and ru (decision 0043); blank falls back to the English. */
    title_az: line(120).trim().default(""),
    description_az: text(2000).trim().default(""),
    title_ru: line(120).trim().default(""),
    description_ru: text(2000).trim().default(""),
    unit: z.enum(UNITS, { error: "lessons:admin.errors.unit" }),
    skill: line(120).trim().default(""),
    duration: Duration.prefault(""),
    video_kind: z.enum(["file", "vimeo", "youtube"], { error: "lessons:admin.errors.videoKind" }),
    video_id: line(300).trim().default(""),
    transcript: text(50_000).trim().default(""),
    /** The transcript in az and ru (decision 0062); blank: the English one is shown. Absent: kept as it is. */
    transcript_az: text(50_000).trim().optional(),
    transcript_ru: text(50_000).trim().optional(),
    remove_captions: z.literal("on").optional(),
    published: z.literal("on").optional(),
    questions: z.array(QuestionFormSchema).max(MAX_QUESTIONS, "lessons:admin.errors.tooManyQuestions").default([]),
  })
  // Run even when other fields have errors, so the form shows every problem at once.
  .refine((v) => v.video_kind !== "vimeo" || parseVimeo(String(v.video_id ?? "")) !== null, {
    path: ["video_id"],
    message: "lessons:admin.errors.vimeo",
    when: always,
  })
  .refine((v) => v.video_kind !== "youtube" || parseYouTube(String(v.video_id ?? "")) !== null, {
    path: ["video_id"],
    message: "lessons:admin.errors.youtube",
    when: always,
  })
  .refine((v) => !v.published || (Array.isArray(v.questions) && v.questions.length > 0), {
    path: ["published"],
    message: "lessons:admin.errors.publishNeedsQuiz",
    when: always,
  });
export type LessonForm = z.output<typeof LessonFormSchema>;

/** Publish, move or create from the list page. */
export const ListActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), lesson: idField(), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("publish"), lesson: idField(), published: z.enum(["true", "false"]).transform((v) => v === "true") }),
]);
