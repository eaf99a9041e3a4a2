import type { ExplanationTranslation } from "~/lib/explanation";
import type { Estimate, Path } from "#grading/scoring";
import type { RealScaleOfResult } from "~/features/real-scores";

/**
 * The result of a finished exam session, as GET /api/exams/session/{id}/result/ answers it and as
 * the result page renders it. Keys marked optional are present only for callers who may see the
 * answers (every user type except "student"); for students the server leaves them out entirely.
 */
export type Difficulty = "easy" | "medium" | "hard";
export type TestKind = "verbal" | "math";
export type Tally = { correct: number; total: number };

export type ResultChoice = { id: number; choice_text: string; is_correct?: boolean };

/** `time_ms`: how long the question was on screen while the page was visible (0: never opened); not part of grading. */
export type ResultResponse = { selected_choice: number | null; answer_text: string | null; is_correct: boolean; time_ms: number };

export type ResultQuestion = {
  id: number;
  index: number;
  question_type: "SC" | "OE";
  difficulty_level: Difficulty;
  domain: string;
  skill: string;
  question_title: string;
  question_text: string;
  passage: { title: string; html: string } | null;
  choices: ResultChoice[];
  /** Accepted answers separated by |||; only for callers who may see answers. */
  open_ended_answer?: string | null;
  explanation?: string;
  /** With the explanation, for az and ru readers: its translation, or null when it has none (decision 0062). */
  explanation_translation?: ExplanationTranslation;
  response: ResultResponse;
};

export type ResultSection = {
  id: number;
  name: string;
  section_type: string;
  test: TestKind;
  module: number;
  variant: Path;
  /** The module's time limit in seconds, with the student's extended time. */
  time_limit_seconds: number;
  /** Whether the module was closed by its clock (time ran out) rather than submitted. */
  ran_out: boolean;
  questions: ResultQuestion[];
};

export type SectionScore = { test: TestKind; name: string; raw: number; total: number; path: Path; estimate: Estimate | null };

export type DomainTally = Tally & { test: TestKind; domain: string; skills: (Tally & { skill: string })[] };

export type ResultSummary = Tally & {
  percent: number;
  by_difficulty: Record<Difficulty, Tally>;
  sections: SectionScore[];
  total_estimate: Estimate | null;
  domains: DomainTally[];
};

export type ExamResult = {
  id: number;
  exam: { id: number; name: string };
  examinee: { username: string; first_name: string; last_name: string };
  finished_at: string | null;
  /** Taken on a device from a download, without a network, and scored when it synced (issue 33). */
  taken_offline: boolean;
  /** The accommodations the exam was taken with (null: standard time and breaks). */
  accommodation: { time_percent: number; break_percent: number; extra_break_minutes: number } | null;
  /** Whether the answers (correct choices, accepted answers, explanations) are included. */
  answers_shown: boolean;
  summary: ResultSummary;
  /**
   * How the test predicts the real SAT from official results students reported (decision 0051), with this
   * session's total on the real scale once known; null for a test without a total score.
   */
  real_scale: RealScaleOfResult | null;
  sections: ResultSection[];
};
