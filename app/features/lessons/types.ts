import type { FormFailure } from "~/lib/form-failure";
import type { LessonState, Unit } from "./unlock";

/** What the lesson page and the REST API show of lessons (one shape for both doors). */

/** A captions track of a lesson's video: English (the voice), and az and ru timed by it (decision 0062). */
export type CaptionsTrack = { language: "az" | "en" | "ru"; url: string };

export type LessonVideo =
  | { kind: "file"; url: string; captions_url: string | null; captions: CaptionsTrack[] }
  | { kind: "vimeo"; vimeo_id: string; captions_url: null; captions: [] }
  | { kind: "youtube"; youtube_id: string; captions_url: null; captions: [] };

export type QuizQuestionView = {
  id: number;
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  /** Only once the student has passed the quiz. */
  correct_option?: "A" | "B" | "C" | "D";
  explanation?: string;
};

export type LessonView = {
  id: number;
  unit: Unit;
  position: number;
  title: string;
  description: string;
  skill: string;
  duration_seconds: number | null;
  state: LessonState;
  /** The spec's field: the Vimeo id when the video is on Vimeo, else null. */
  vimeo_id: string | null;
  video: LessonVideo | null;
  /** In the reader's language where the lesson has it, else the English (the voice's words). */
  transcript: string | null;
  questions: QuizQuestionView[];
  progress: { position_seconds: number; watched_share: number; attempts: number; last_wrong: number[]; passed_at: string | null } | null;
};

/** An entry of the page's side list. */
export type CourseListItem = { id: number; unit: Unit; title: string; skill: string; durationSeconds: number | null; state: LessonState; watchedShare: number };

export type QuizResult = {
  all_correct: boolean;
  /** Ids of the questions answered wrong (never which option was right). */
  wrong: number[];
  /** Where to go next once passed: the lesson this opened, else the first open one; null otherwise or when none is left. */
  next_lesson: { id: number; title: string; unit: Unit } | null;
  attempts: number;
};

/**
 * What the lesson page's quiz action answers: the grade, or a refusal in the one shape (`FormFailure`,
 * messages translated, a question's under `q<questionId>`); a request that never reached the server
 * is reported by the page itself (`network`).
 */
export type QuizActionData = { ok: true; result: QuizResult } | FormFailure | { network: true };
