import type { ItemProgress } from "./layout";
import type { SkillMapEntry } from "./mastery";
import type { TestKind } from "./skills";

/**
 * The study plan as GET /api/plan/ answers it and as the pages render it (one shape for both doors).
 * `status`: needs_result (no finished exam yet: take the diagnostic first), needs_settings (no target
 * and test day yet), test_passed (the chosen test day is over), ready.
 */
export type PlanStatus = "needs_result" | "needs_settings" | "test_passed" | "ready";

export type PlanItemJson =
  | { kind: "practice"; skill: string; test: TestKind; domain: string; sets: number; questions: number }
  | { kind: "lesson"; skill: string; test: TestKind; domain: string; lesson_id: number; title: string; locked: boolean }
  | { kind: "test" };

export type PlanWeekJson = {
  index: number;
  starts: string;
  ends: string;
  current: boolean;
  test_week: boolean;
  practice_test: boolean;
  sets: number;
  items: PlanItemJson[];
};

export type ThisWeekJson = {
  index: number;
  starts: string;
  ends: string;
  planned_at: string;
  items: (PlanItemJson & { progress: ItemProgress })[];
  complete: number;
  total: number;
  questions_done: number;
  questions_total: number;
};

/** mastery: percent (50 without answers: the prior); answers: how many the skill has. */
export type PriorityJson = { skill: string; test: TestKind; domain: string; mastery: number; answers: number; gain: number };

/** A practice set a mentor assigned and the student has not finished yet. */
export type AssignedSetJson = {
  id: number;
  test: TestKind | null;
  skills: string[];
  difficulty: string;
  length: number;
  note: string;
  mentor: string | null;
  created_at: string;
};

export type PlanJson = {
  status: PlanStatus;
  settings: { target_score: number; test_date: string; updated_at: string } | null;
  estimate: { score: number; session_id: number; exam: string; finished_at: string } | null;
  /** Finished exams so far. */
  results: number;
  assigned: AssignedSetJson[];
  gap: number | null;
  days_left: number | null;
  calendar: { dates: string[]; planned: boolean };
  skills: SkillMapEntry[];
  priorities: PriorityJson[];
  weeks: PlanWeekJson[];
  this_week: ThisWeekJson | null;
};

/** A student's mistakes notebook as their mentor reads it (first page of active entries). */
export type NotebookViewJson = {
  counts: { active: number; due: number; cleared: number };
  total: number;
  items: {
    id: number;
    test: TestKind;
    domain: string;
    skill: string;
    difficulty: "easy" | "medium" | "hard";
    excerpt: string;
    reason: "wrong" | "marked";
    sources: ("test" | "practice")[];
    due: boolean;
    due_at: string;
    mistakes: number;
    right_days: number;
    last_seen_at: string;
  }[];
};
