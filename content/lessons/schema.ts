import { z } from "zod";

/**
 * A seeded video lesson as authored: its slides (what the video shows), the narration of each slide
 * (what the voice says, which is also the captions and the transcript) and its quiz.
 *
 * Narration is plain sentences. Where the screen should show something other than what the voice
 * says (math), write `[[shown|spoken]]`: captions and the transcript use "shown", the voice "spoken".
 */
export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

const Slide = z.object({
  heading: z.string().min(1).max(60),
  bullets: z.array(z.string().min(1).max(70)).max(5).default([]),
  /** Boxed lines under the bullets: an example text, an equation, a worked step. */
  example: z.array(z.string().min(1).max(70)).max(5).default([]),
  narration: z.string().min(1),
});

const QuizQuestion = z.object({
  text: z.string().min(1).max(1000),
  options: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]),
  correct: z.enum(OPTION_LETTERS),
  explanation: z.string().min(1).max(1000),
});

/**
 * A lesson's text in another language (decisions 0043, 0062); quiz entries by position, options only where they are
 * translated prose. `narration`: what the English voice says, one paragraph per slide with as many sentences as
 * the English (the captions track and the transcript in this language; content/lessons/captions.ts).
 */
const LessonText = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(400),
  narration: z.array(z.string().min(1)).optional(),
  quiz: z
    .array(
      z.object({
        text: z.string().min(1).max(1000),
        options: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]).optional(),
        explanation: z.string().min(1).max(1000),
      }),
    )
    .optional(),
});

export const LessonSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  unit: z.enum(["verbal", "math"]),
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(400),
  domain: z.string().min(1),
  skill: z.string().min(1),
  slides: z.array(Slide).min(3).max(10),
  quiz: z.array(QuizQuestion).min(3).max(5),
  /** The title, description and quiz in az and ru; the narration (the voice) stays English. */
  translations: z.object({ az: LessonText.optional(), ru: LessonText.optional() }).default({}),
});

export type LessonInput = z.input<typeof LessonSchema>;
export type LessonTranslation = z.input<typeof LessonText>;
export type Lesson = z.infer<typeof LessonSchema>;

const MARKUP = /\[\[([^|\]]+)\|([^\]]+)\]\]/g;

/** What the captions and transcript show of a piece of narration. */
export const shownText = (narration: string) => narration.replace(MARKUP, "$1");
/** What the voice says of a piece of narration. */
export const spokenText = (narration: string) => narration.replace(MARKUP, "$2");

/** Narration split into sentences (at ., ? or ! followed by a space), markup kept whole. */
export function sentencesOf(narration: string): string[] {
  const out: string[] = [];
  let current = "";
  let depth = 0;
  for (let i = 0; i < narration.length; i++) {
    const ch = narration[i]!;
    if (narration.startsWith("[[", i)) depth++;
    if (narration.startsWith("]]", i)) depth = Math.max(0, depth - 1);
    current += ch;
    if (depth === 0 && /[.?!]/.test(ch) && (i + 1 === narration.length || narration[i + 1] === " ")) {
      out.push(current.trim());
      current = "";
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** The transcript shown under the player: one paragraph per slide. */
export function transcriptOf(lesson: Pick<Lesson, "slides">): string {
  return lesson.slides.map((s) => shownText(s.narration).replace(/\s+/g, " ").trim()).join("\n\n");
}
