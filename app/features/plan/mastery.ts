import { SKILL_LIST, type TestKind } from "./skills";

/**
 * Mastery per skill (docs/decisions/0025-study-plan.md): every answer a student gave (exam questions in
 * closed modules, unanswered ones counting as wrong, and checked practice answers), weighted by its age.
 *
 *   weight(answer)  = 0.5 ^ (ageDays / HALF_LIFE_DAYS)                       (28 days: an answer four weeks old counts half)
 *   mastery(skill)  = (Σ weight × correct + PRIOR_WEIGHT × PRIOR) / (Σ weight + PRIOR_WEIGHT)
 *
 * correct is 1 or 0. The prior (two imaginary answers, one right) keeps a single answer from reading as
 * 0% or 100%, and lets an unpractised skill drift back towards 50% ("we no longer know") as its answers
 * age. Pure: `at` is the moment of evaluation, answers after it are ignored (that is how the history is
 * computed).
 */
export const HALF_LIFE_DAYS = 28;
export const PRIOR = 0.5;
export const PRIOR_WEIGHT = 2;
/** The trend compares mastery now with mastery this many days ago. */
export const TREND_DAYS = 28;
/** A change smaller than this (in mastery, 0-1) is "steady". */
export const TREND_THRESHOLD = 0.05;
/** Points of the history: now and the same moment 1…7 weeks earlier. */
export const HISTORY_WEEKS = 8;
/** Level boundaries (mastery 0-1). */
export const DEVELOPING_FROM = 0.5;
export const STRONG_FROM = 0.75;

const DAY = 86_400_000;

export type Answer = { skill: string; correct: boolean; at: number; source: "test" | "practice" };
export type Level = "not_started" | "needs_work" | "developing" | "strong";
/** "new": answers only within the trend window; "none": no answers at all. */
export type TrendDirection = "up" | "down" | "steady" | "new" | "none";

export type SkillMastery = { skill: string; mastery: number; answers: number; correct: number; evidence: number };

/** The weight of an answer given `ageMs` before the moment of evaluation (future answers: 0). */
export function answerWeight(ageMs: number): number {
  if (ageMs < 0) return 0;
  return 0.5 ** (ageMs / DAY / HALF_LIFE_DAYS);
}

/** Mastery of one skill at `at` from its answers (only those given at or before `at`). */
export function masteryOf(answers: readonly Answer[], at: number): Omit<SkillMastery, "skill"> {
  let weighted = 0;
  let weights = 0;
  let count = 0;
  let correct = 0;
  for (const a of answers) {
    if (a.at > at) continue;
    const w = answerWeight(at - a.at);
    weights += w;
    if (a.correct) weighted += w;
    count++;
    if (a.correct) correct++;
  }
  return { mastery: (weighted + PRIOR_WEIGHT * PRIOR) / (weights + PRIOR_WEIGHT), answers: count, correct, evidence: weights };
}

/** Answers grouped by skill. */
export function bySkill(answers: readonly Answer[]): Map<string, Answer[]> {
  const out = new Map<string, Answer[]>();
  for (const a of answers) (out.get(a.skill) ?? out.set(a.skill, []).get(a.skill)!).push(a);
  return out;
}

/** Every skill's mastery at `at` (skills without answers: PRIOR, 0 answers). */
export function masteryMap(answers: readonly Answer[], at: number): Map<string, SkillMastery> {
  const grouped = bySkill(answers);
  return new Map(SKILL_LIST.map((s) => [s.skill, { skill: s.skill, ...masteryOf(grouped.get(s.skill) ?? [], at) }]));
}

export function levelOf(m: Pick<SkillMastery, "mastery" | "answers">): Level {
  if (m.answers === 0) return "not_started";
  if (m.mastery >= STRONG_FROM) return "strong";
  if (m.mastery >= DEVELOPING_FROM) return "developing";
  return "needs_work";
}

/** Mastery as a whole percent (what the skill map shows). */
export const percentOf = (mastery: number) => Math.round(mastery * 100);

/**
 * The trend of one skill: mastery now minus mastery TREND_DAYS ago, in whole percentage points.
 * "new" when the skill had no answers back then, "none" when it has none at all; "steady" within
 * ±TREND_THRESHOLD (the direction compares unrounded mastery, the delta is the shown percents' difference).
 */
export function trendOf(answers: readonly Answer[], now: number): { direction: TrendDirection; delta: number | null } {
  const current = masteryOf(answers, now);
  if (current.answers === 0) return { direction: "none", delta: null };
  const before = masteryOf(answers, now - TREND_DAYS * DAY);
  if (before.answers === 0) return { direction: "new", delta: null };
  const change = current.mastery - before.mastery;
  const direction = change >= TREND_THRESHOLD ? "up" : change <= -TREND_THRESHOLD ? "down" : "steady";
  return { direction, delta: percentOf(current.mastery) - percentOf(before.mastery) };
}

/** Moments of the history, oldest first: now − 7 days × (HISTORY_WEEKS−1 … 0). */
export function historyMoments(now: number): number[] {
  return Array.from({ length: HISTORY_WEEKS }, (_, i) => now - (HISTORY_WEEKS - 1 - i) * 7 * DAY);
}

/** Mastery percent at each history moment; null where the skill had no answers yet. */
export function historyOf(answers: readonly Answer[], now: number): (number | null)[] {
  return historyMoments(now).map((t) => {
    const m = masteryOf(answers, t);
    return m.answers === 0 ? null : percentOf(m.mastery);
  });
}

export type SkillMapEntry = {
  test: TestKind;
  domain: string;
  skill: string;
  /** 0-100. */
  percent: number;
  level: Level;
  answers: number;
  correct: number;
  trend: { direction: TrendDirection; delta: number | null };
  /** Percent at each of historyMoments(now), oldest first. */
  history: (number | null)[];
};

/** The dashboard's skill map: every skill in taxonomy order with its mastery, level, trend and history. */
export function skillMap(answers: readonly Answer[], now: number): SkillMapEntry[] {
  const grouped = bySkill(answers);
  return SKILL_LIST.map((s) => {
    const own = grouped.get(s.skill) ?? [];
    const m = masteryOf(own, now);
    return {
      test: s.test,
      domain: s.domain,
      skill: s.skill,
      percent: percentOf(m.mastery),
      level: levelOf(m),
      answers: m.answers,
      correct: m.correct,
      trend: trendOf(own, now),
      history: historyOf(own, now),
    };
  });
}
