import { ACHIEVEMENT_IDS, type AchievementId } from "#content/site/types";

/**
 * Which dashboard badges a student has earned, from their finished exams (pure; titles and texts
 * come from content/site/achievements.ts) and the video lessons they passed (watched, quiz done).
 */

export type BadgeExam = { finishedAt: string; scaledTotal: number | null };
export type BadgeState = "earned" | "locked";
export type BadgeStatus = {
  id: AchievementId;
  state: BadgeState;
  /** When it was earned (the exam that earned it), for earned badges. */
  earnedAt: string | null;
  /** Progress towards a locked badge, e.g. 3 of 5 exams. */
  progress: { current: number; target: number } | null;
};

type Rule = { kind: "exams"; target: number } | { kind: "streak"; days: number } | { kind: "scaled"; score: number } | { kind: "lessons"; target: number };

export const BADGE_RULES: Record<AchievementId, Rule> = {
  first_exam: { kind: "exams", target: 1 },
  exams_5: { kind: "exams", target: 5 },
  exams_10: { kind: "exams", target: 10 },
  streak_3: { kind: "streak", days: 3 },
  streak_7: { kind: "streak", days: 7 },
  score_1000: { kind: "scaled", score: 1000 },
  score_1200: { kind: "scaled", score: 1200 },
  score_1400: { kind: "scaled", score: 1400 },
  first_lesson: { kind: "lessons", target: 1 },
  lessons_5: { kind: "lessons", target: 5 },
};

/** The UTC calendar day of an instant, as a day number (days since 1970-01-01). */
export function utcDay(iso: string): number {
  return Math.floor(Date.parse(iso) / 86_400_000);
}

/**
 * Streaks of practice: runs of consecutive UTC calendar days with at least one finished exam.
 * Returns the longest run and, for each length reached, the exam that first reached it.
 */
export function streaks(exams: readonly BadgeExam[]): { longest: number; reachedAt: Map<number, string> } {
  const sorted = [...exams].sort((a, b) => Date.parse(a.finishedAt) - Date.parse(b.finishedAt));
  const reachedAt = new Map<number, string>();
  let longest = 0;
  let run = 0;
  let lastDay: number | null = null;
  for (const e of sorted) {
    const day = utcDay(e.finishedAt);
    if (day === lastDay) continue;
    run = lastDay !== null && day === lastDay + 1 ? run + 1 : 1;
    lastDay = day;
    longest = Math.max(longest, run);
    if (!reachedAt.has(run)) reachedAt.set(run, e.finishedAt);
  }
  return { longest, reachedAt };
}

/** Whether a badge is earned with video lessons (its card leads to /video-lesson while locked). */
export const isLessonBadge = (id: AchievementId) => BADGE_RULES[id].kind === "lessons";

/**
 * Every badge of ACHIEVEMENT_IDS, in that order, with its state for these exams and this number of
 * passed lessons (a lesson badge has no date: a lesson's pass is not an exam).
 */
export function evaluateBadges(exams: readonly BadgeExam[], lessonsPassed = 0): BadgeStatus[] {
  const sorted = [...exams].sort((a, b) => Date.parse(a.finishedAt) - Date.parse(b.finishedAt));
  const streak = streaks(sorted);
  const bestScaled = sorted.reduce((m, e) => Math.max(m, e.scaledTotal ?? 0), 0);
  return ACHIEVEMENT_IDS.map((id): BadgeStatus => {
    const rule = BADGE_RULES[id];
    switch (rule.kind) {
      case "lessons":
        return lessonsPassed >= rule.target
          ? { id, state: "earned", earnedAt: null, progress: null }
          : { id, state: "locked", earnedAt: null, progress: { current: lessonsPassed, target: rule.target } };
      case "exams": {
        const earnedBy = sorted[rule.target - 1];
        return earnedBy
          ? { id, state: "earned", earnedAt: earnedBy.finishedAt, progress: null }
          : { id, state: "locked", earnedAt: null, progress: { current: sorted.length, target: rule.target } };
      }
      case "streak": {
        const at = streak.reachedAt.get(rule.days);
        return at
          ? { id, state: "earned", earnedAt: at, progress: null }
          : { id, state: "locked", earnedAt: null, progress: { current: streak.longest, target: rule.days } };
      }
      case "scaled": {
        const earnedBy = sorted.find((e) => e.scaledTotal != null && e.scaledTotal >= rule.score);
        return earnedBy
          ? { id, state: "earned", earnedAt: earnedBy.finishedAt, progress: null }
          : { id, state: "locked", earnedAt: null, progress: bestScaled > 0 ? { current: bestScaled, target: rule.score } : null };
      }
    }
  });
}
