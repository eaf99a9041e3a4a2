import type { RankedSkill } from "./gain";
import { skillOrder } from "./skills";

/**
 * The week layout of the study plan (docs/decisions/0025-study-plan.md). Pure: the server gathers the
 * data, this decides what each week holds.
 *
 * - Weeks run Monday 00:00 to Monday 00:00 UTC. Week 1 is the week of `now`; the last is the week of
 *   the test day.
 * - Practice sets per week (10 questions each): the points still missing, spread over the weeks,
 *   at POINTS_PER_SET points a set: clamp(ceil(max(0, target − estimate) / weeks / 10), 2, 7);
 *   DEFAULT_SETS when there is no score estimate yet.
 * - A full practice test in the week before the test week and every third week before that
 *   (weeks W−1, W−4, W−7, … ≥ 1); such a week has 2 sets fewer (at least 1). The test week has at
 *   most 2 sets. Week 1, when planned after its Monday, gets its share of the days left (at least 1).
 * - Sets go to skills greedily by expected gain; each set is expected to close SET_EFFECT (15%) of
 *   what the skill still holds (gain ← gain × 0.85), so the next set may go to the same skill or the next.
 * - The first week a skill gets sets also lists the first lesson covering it that is not passed yet.
 *
 * Week 1 is planned from the data as of `plannedAt` (the latest of: its Monday, the moment the plan was
 * saved, the first finished exam), so its items stay put while the student works through them. Later
 * weeks are planned from the data as of now, assuming week 1's remaining sets get done.
 */
export const SET_LENGTH = 10;
export const SET_EFFECT = 0.15;
export const POINTS_PER_SET = 10;
export const MIN_SETS = 2;
export const MAX_SETS = 7;
export const DEFAULT_SETS = 4;
export const PRACTICE_TEST_EVERY = 3;
export const PRACTICE_TEST_FEWER_SETS = 2;
export const TEST_WEEK_SETS = 2;

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** Monday 00:00 UTC of the week of `t`. */
export function weekStart(t: number): number {
  const d = new Date(t);
  const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const dayIndex = (d.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return midnight - dayIndex * DAY;
}

/** Days from the UTC day of `t` to the end of its week, that day included (Monday 7 … Sunday 1). */
export function daysLeftInWeek(t: number): number {
  return 7 - ((new Date(t).getUTCDay() + 6) % 7);
}

/** A calendar date "YYYY-MM-DD" as its UTC midnight, or null. */
export function dateValue(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const v = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(v).toISOString().slice(0, 10) === date ? v : null;
}

/** Weeks from the week of `now` to the week of the test day (inclusive); [] when the test day is in an earlier week. */
export function planWeeks(now: number, testDate: string): { index: number; start: number; end: number }[] {
  const day = dateValue(testDate);
  if (day === null) return [];
  const first = weekStart(now);
  const count = (weekStart(day) - first) / WEEK + 1;
  return Array.from({ length: Math.max(0, Math.round(count)) }, (_, i) => ({ index: i + 1, start: first + i * WEEK, end: first + (i + 1) * WEEK }));
}

/** Weeks (1-based) with a full practice test, of `count` weeks: W−1, W−4, … down to 1. */
export function practiceTestWeeks(count: number): Set<number> {
  const out = new Set<number>();
  for (let k = count - 1; k >= 1; k -= PRACTICE_TEST_EVERY) out.add(k);
  return out;
}

/** Practice sets in a regular week. */
export function setsPerWeek(target: number, estimate: number | null, weekCount: number): number {
  if (estimate === null || weekCount < 1) return DEFAULT_SETS;
  const perWeek = Math.max(0, target - estimate) / weekCount;
  return Math.min(MAX_SETS, Math.max(MIN_SETS, Math.ceil(perWeek / POINTS_PER_SET)));
}

/** Sets in week `index` of `count`, from the regular number `base`; `daysLeft` only matters for week 1. */
export function weekVolume(base: number, index: number, count: number, daysLeft = 7): number {
  let sets = base;
  if (index === count) sets = Math.min(sets, TEST_WEEK_SETS);
  else if (practiceTestWeeks(count).has(index)) sets = Math.max(1, sets - PRACTICE_TEST_FEWER_SETS);
  if (index === 1 && daysLeft < 7) sets = Math.max(1, Math.round((sets * daysLeft) / 7));
  return sets;
}

/**
 * Greedy allocation of `sets` practice sets: each goes to the skill with the largest remaining gain
 * (ties: taxonomy order), whose gain then shrinks by SET_EFFECT. Picks come in the order each skill was
 * first chosen; `after` is every skill's gain once the sets are done.
 */
export function allocate(gains: ReadonlyMap<string, number>, sets: number): { picks: { skill: string; sets: number }[]; after: Map<string, number> } {
  const after = new Map(gains);
  const picks: { skill: string; sets: number }[] = [];
  for (let i = 0; i < sets; i++) {
    let best: string | null = null;
    for (const [skill, gain] of after) {
      if (gain <= 0) continue;
      const current = best === null ? -1 : after.get(best)!;
      if (gain > current || (gain === current && skillOrder(skill) < skillOrder(best!))) best = skill;
    }
    if (best === null) break;
    after.set(best, after.get(best)! * (1 - SET_EFFECT));
    const pick = picks.find((p) => p.skill === best);
    if (pick) pick.sets++;
    else picks.push({ skill: best, sets: 1 });
  }
  return { picks, after };
}

export type LessonRef = { id: number; title: string; skills: readonly string[]; passedAt: number | null };

export type PlanItem =
  { kind: "practice"; skill: string; sets: number; questions: number } | { kind: "lesson"; skill: string; lessonId: number; title: string } | { kind: "test" };

export type PlanWeek = {
  index: number;
  start: number;
  end: number;
  current: boolean;
  testWeek: boolean;
  practiceTest: boolean;
  sets: number;
  items: PlanItem[];
};

export type LayoutInput = {
  now: number;
  testDate: string;
  target: number;
  /** When week 1 was planned (see above). */
  plannedAt: number;
  /** Skills ranked from the data as of plannedAt, with the score estimate then. */
  current: { ranked: readonly RankedSkill[]; estimate: number | null };
  /** The same as of now. */
  later: { ranked: readonly RankedSkill[]; estimate: number | null };
  /** Practice questions answered this week, per skill. */
  doneThisWeek: ReadonlyMap<string, number>;
  /** Published lessons in course order, with the skills each covers. */
  lessons: readonly LessonRef[];
};

const gainsOf = (ranked: readonly RankedSkill[]) => new Map(ranked.map((r) => [r.skill, r.gain]));

/** Every week of the plan with its items. */
export function layoutPlan(input: LayoutInput): PlanWeek[] {
  const weeks = planWeeks(input.now, input.testDate);
  const count = weeks.length;
  if (count === 0) return [];
  const tests = practiceTestWeeks(count);
  const scheduled = new Set<number>();

  const weekOf = (w: (typeof weeks)[number], picks: { skill: string; sets: number }[], lessonOpen: (l: LessonRef) => boolean, sets: number): PlanWeek => {
    const items: PlanItem[] = [];
    for (const pick of picks) {
      const lesson = input.lessons.find((l) => l.skills.includes(pick.skill) && !scheduled.has(l.id) && lessonOpen(l));
      if (lesson) {
        scheduled.add(lesson.id);
        items.push({ kind: "lesson", skill: pick.skill, lessonId: lesson.id, title: lesson.title });
      }
      items.push({ kind: "practice", skill: pick.skill, sets: pick.sets, questions: pick.sets * SET_LENGTH });
    }
    if (tests.has(w.index)) items.push({ kind: "test" });
    return { ...w, current: w.index === 1, testWeek: w.index === count, practiceTest: tests.has(w.index), sets, items };
  };

  // Week 1, from the data as of plannedAt; a lesson passed before then is not planned again.
  const firstSets = weekVolume(setsPerWeek(input.target, input.current.estimate, count), 1, count, daysLeftInWeek(Math.max(input.plannedAt, weeks[0]!.start)));
  const first = allocate(gainsOf(input.current.ranked), firstSets);
  const out = [weekOf(weeks[0]!, first.picks, (l) => l.passedAt === null || l.passedAt >= input.plannedAt, firstSets)];

  // Later weeks, from now, as if week 1's remaining sets were done.
  const gains = gainsOf(input.later.ranked);
  for (const pick of first.picks) {
    const remaining = Math.max(0, pick.sets - Math.floor((input.doneThisWeek.get(pick.skill) ?? 0) / SET_LENGTH));
    if (gains.has(pick.skill)) gains.set(pick.skill, gains.get(pick.skill)! * (1 - SET_EFFECT) ** remaining);
  }
  const base = setsPerWeek(input.target, input.later.estimate, count);
  let state: ReadonlyMap<string, number> = gains;
  for (const w of weeks.slice(1)) {
    const sets = weekVolume(base, w.index, count);
    const step = allocate(state, sets);
    state = step.after;
    out.push(weekOf(w, step.picks, (l) => l.passedAt === null, sets));
  }
  return out;
}

/** Progress of an item in the current week. */
export type ItemProgress = { done: number; total: number; complete: boolean };

export type WeekActivity = {
  /** Practice questions answered this week, per skill. */
  practice: ReadonlyMap<string, number>;
  /** Lessons whose quiz is passed (any time). */
  lessonsPassed: ReadonlySet<number>;
  /** Full practice tests finished this week. */
  fullTests: number;
};

export function itemProgress(item: PlanItem, activity: WeekActivity): ItemProgress {
  const of = (done: number, total: number) => ({ done: Math.min(done, total), total, complete: done >= total });
  if (item.kind === "practice") return of(activity.practice.get(item.skill) ?? 0, item.questions);
  if (item.kind === "lesson") return of(activity.lessonsPassed.has(item.lessonId) ? 1 : 0, 1);
  return of(activity.fullTests > 0 ? 1 : 0, 1);
}

/** A week's progress: items complete of items, and practice questions done of planned. */
export function weekProgress(week: Pick<PlanWeek, "items">, activity: WeekActivity) {
  const each = week.items.map((item) => itemProgress(item, activity));
  const practice = week.items.map((item, i) => (item.kind === "practice" ? each[i]! : null)).filter((p): p is ItemProgress => p !== null);
  return {
    items: each,
    complete: each.filter((p) => p.complete).length,
    total: each.length,
    questionsDone: practice.reduce((s, p) => s + p.done, 0),
    questionsTotal: practice.reduce((s, p) => s + p.total, 0),
  };
}
