import { and, count, eq, gte, isNotNull, lt } from "drizzle-orm";
import { getDb } from "#db/client";
import { examSessions, practiceResponses, practiceSets, questions, responses, sectionAttempts } from "#db/schema";
import { SKILL_INFO, type PlanItemJson } from "~/features/plan";
import { answersOf, planOf } from "~/features/plan/index.server";
import type { Language } from "~/lib/i18n";
import { WEEK_MS, type DigestAnswer, type DigestInput, type PlanLine, type TimedAnswer } from "./content";

/** Effort, answers and times of one student in one week (and the answers of the week before, for trends). */
export async function weekActivity(studentId: number, week: { start: number; end: number }): Promise<Omit<DigestInput, "plan" | "week">> {
  const db = await getDb();
  const from = new Date(week.start);
  const to = new Date(week.end);
  const [[tests], [sets], allAnswers, examTimes, practiceTimes] = await Promise.all([
    db
      .select({ n: count() })
      .from(examSessions)
      .where(and(eq(examSessions.userId, studentId), eq(examSessions.status, "finished"), gte(examSessions.finishedAt, from), lt(examSessions.finishedAt, to))),
    db
      .select({ n: count() })
      .from(practiceSets)
      .where(and(eq(practiceSets.userId, studentId), eq(practiceSets.status, "finished"), gte(practiceSets.finishedAt, from), lt(practiceSets.finishedAt, to))),
    answersOf(studentId),
    // Exam questions of the modules that closed in the week, with the time they were on screen.
    db
      .select({ test: questions.test, ms: responses.timeMs, correct: responses.isCorrect, choice: responses.selectedChoiceId, text: responses.answerText })
      .from(responses)
      .innerJoin(sectionAttempts, eq(sectionAttempts.id, responses.attemptId))
      .innerJoin(examSessions, eq(examSessions.id, sectionAttempts.sessionId))
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .where(and(eq(examSessions.userId, studentId), gte(sectionAttempts.submittedAt, from), lt(sectionAttempts.submittedAt, to))),
    db
      .select({ test: questions.test, ms: practiceResponses.timeMs, correct: practiceResponses.isCorrect })
      .from(practiceResponses)
      .innerJoin(questions, eq(questions.id, practiceResponses.questionId))
      .where(
        and(
          eq(practiceResponses.userId, studentId),
          isNotNull(practiceResponses.answeredAt),
          gte(practiceResponses.answeredAt, from),
          lt(practiceResponses.answeredAt, to),
        ),
      ),
  ]);
  const answers: DigestAnswer[] = allAnswers
    .filter((a) => a.at >= week.start - WEEK_MS && a.at < week.end)
    .map((a) => ({ skill: a.skill, test: SKILL_INFO.get(a.skill)?.test ?? "verbal", correct: a.correct, at: a.at }));
  const timed: TimedAnswer[] = [
    ...examTimes.map((r) => ({ test: r.test, ms: r.ms, correct: r.correct === true, answered: r.choice !== null || !!r.text?.trim() })),
    ...practiceTimes.map((r) => ({ test: r.test, ms: r.ms, correct: r.correct === true, answered: true })),
  ];
  return { testsFinished: tests?.n ?? 0, setsFinished: sets?.n ?? 0, answers, timed };
}

function planLine(item: PlanItemJson): PlanLine {
  if (item.kind === "practice") return { kind: "practice", skill: item.skill, sets: item.sets, questions: item.questions };
  if (item.kind === "lesson") return { kind: "lesson", skill: item.skill, title: item.title };
  return { kind: "test" };
}

/** The study plan's items for the week that contains `now` (lesson titles in `lng`), or why there are none. */
export async function weekAhead(studentId: number, now: number, lng: Language): Promise<DigestInput["plan"]> {
  const plan = await planOf(studentId, { now, lng });
  if (plan.status !== "ready" || !plan.this_week) return { state: plan.status, items: [] };
  return { state: "ready", items: plan.this_week.items.map(planLine) };
}
