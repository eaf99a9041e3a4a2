import { QUESTION_BUDGET_MS, RUSHED_FACTOR, SINK_FACTOR } from "#grading/pacing-rules";

/**
 * What a weekly digest says, computed from a student's data of one ISO week (pure; the mail and its
 * tests use the same figures). Never any chat with Lingo, never a question's text: numbers, skill ids
 * (translated when written) and the study plan's items.
 *
 * - Effort: full or short tests finished in the week, practice sets finished, questions answered, and
 *   minutes on questions (the time per question the exam and practice screens record, decision 0049).
 * - Accuracy by skill: this week's share right per skill answered, with the trend against the week
 *   before: up / down at 5 points or more, steady within, new when the skill had no answers then.
 * - Pacing: per test, the average time per timed question against the real test's budget (Reading and
 *   Writing 71 s, Math 95 s), the time sinks (over twice the budget) and the rushed and wrong (under a
 *   third of it and wrong), the pacing coach's rules.
 * - Next week: the study plan's items for the week the digest is sent in.
 */
export type TestKind = "verbal" | "math";

export type DigestAnswer = { skill: string; test: TestKind; correct: boolean; at: number };
export type TimedAnswer = { test: TestKind; ms: number; correct: boolean; answered: boolean };
export type PlanLine =
  { kind: "practice"; skill: string; sets: number; questions: number } | { kind: "lesson"; skill: string; title: string } | { kind: "test" };
export type PlanState = "ready" | "needs_result" | "needs_settings" | "test_passed";

export type DigestInput = {
  week: { start: number; end: number };
  testsFinished: number;
  setsFinished: number;
  /** Answers of both this week and the one before (others are ignored). */
  answers: DigestAnswer[];
  /** Questions of this week with their recorded time (0: none recorded). */
  timed: TimedAnswer[];
  plan: { state: PlanState; items: PlanLine[] };
};

export type SkillLine = {
  skill: string;
  test: TestKind;
  answered: number;
  correct: number;
  percent: number;
  previous: number | null;
  trend: "up" | "down" | "steady" | "new";
};
export type PacingLine = { test: TestKind; questions: number; averageSeconds: number; budgetSeconds: number; sinks: number; rushedWrong: number };

export type DigestFigures = {
  effort: { tests: number; sets: number; questions: number; minutes: number };
  skills: SkillLine[];
  pacing: PacingLine[];
  plan: { state: PlanState; items: PlanLine[] };
  /** Nothing happened this week (no test, set or answer). */
  quiet: boolean;
};

export const WEEK_MS = 7 * 86_400_000;
export const TREND_POINTS = 5;

const percent = (correct: number, answered: number) => Math.round((100 * correct) / answered);

function tally(answers: DigestAnswer[]) {
  const out = new Map<string, { test: TestKind; answered: number; correct: number }>();
  for (const a of answers) {
    const row = out.get(a.skill) ?? { test: a.test, answered: 0, correct: 0 };
    row.answered += 1;
    if (a.correct) row.correct += 1;
    out.set(a.skill, row);
  }
  return out;
}

export function digestFigures(input: DigestInput): DigestFigures {
  const { start, end } = input.week;
  const thisWeek = input.answers.filter((a) => a.at >= start && a.at < end);
  const before = tally(input.answers.filter((a) => a.at >= start - WEEK_MS && a.at < start));
  const skills: SkillLine[] = [...tally(thisWeek)].map(([skill, row]) => {
    const now = percent(row.correct, row.answered);
    const then = before.get(skill);
    const previous = then ? percent(then.correct, then.answered) : null;
    const trend = previous === null ? "new" : now - previous >= TREND_POINTS ? "up" : previous - now >= TREND_POINTS ? "down" : "steady";
    return { skill, test: row.test, answered: row.answered, correct: row.correct, percent: now, previous, trend };
  });
  // Reading and Writing first, then the weakest first, then by name (a stable order for the mail and the tests).
  skills.sort((a, b) => (a.test === b.test ? 0 : a.test === "verbal" ? -1 : 1) || a.percent - b.percent || a.skill.localeCompare(b.skill));

  const pacing: PacingLine[] = [];
  for (const test of ["verbal", "math"] as const) {
    const timed = input.timed.filter((q) => q.test === test && q.ms > 0);
    if (!timed.length) continue;
    const budget = QUESTION_BUDGET_MS[test];
    pacing.push({
      test,
      questions: timed.length,
      averageSeconds: Math.round(timed.reduce((s, q) => s + q.ms, 0) / timed.length / 1000),
      budgetSeconds: Math.round(budget / 1000),
      sinks: timed.filter((q) => q.ms > SINK_FACTOR * budget).length,
      rushedWrong: timed.filter((q) => q.answered && !q.correct && q.ms < RUSHED_FACTOR * budget).length,
    });
  }
  const minutes = Math.round(input.timed.reduce((s, q) => s + q.ms, 0) / 60_000);
  const effort = { tests: input.testsFinished, sets: input.setsFinished, questions: thisWeek.length, minutes };
  return { effort, skills, pacing, plan: input.plan, quiet: !effort.tests && !effort.sets && !effort.questions && !minutes };
}
