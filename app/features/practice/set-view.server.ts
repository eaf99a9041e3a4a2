import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { choices, practiceItems, practiceResponses, practiceSets, questions, users, type Highlight } from "#db/schema";
import { acceptedAnswers } from "#grading/answer-check";
import { maySeeAnswers } from "~/features/results/index.server";
import { explanationTranslation, type ExplanationTranslation } from "~/lib/explanation";
import { renderMath } from "~/lib/math.server";
import { dailyLimit, type DailyLimit } from "./limit.server";
import { loadSetFor, settle, type Caller, type SetRow } from "./set-access.server";

/**
 * The practice runtime: one question at a time, the answer checked at once. It reuses the exam runtime's
 * pieces rather than copying them: the same input schema (exam-input.ts), the same answer rule (the grid-in
 * entry, choices of the question), the same revision-numbered autosave (highestRevisions, an upsert that
 * keeps a row unless the revision is higher), the same grading (answer-check.ts) and the same answer rule
 * for who sees keys and explanations (maySeeAnswers). The server is the authority: it stamps the timer's
 * deadline once, closes an expired set, refuses late answers, and decides the next question.
 */

export type PracticeResult = {
  is_correct: boolean;
  answered_at: string;
  /** Only for callers who may see answers (maySeeAnswers): the key, the accepted answers, the explanation. */
  correct_choice?: number | null;
  accepted_answers?: string[];
  explanation?: string;
  /** With the explanation, for az and ru readers: its translation, or null when it has none (decision 0062). */
  explanation_translation?: ExplanationTranslation;
};

export type PracticeItemJson = {
  position: number;
  difficulty: "easy" | "medium" | "hard";
  question: {
    id: number;
    identifier: string;
    question_type: "SC" | "OE";
    question_title: string;
    question_text: string;
    test: "verbal" | "math";
    domain: string;
    skill: string;
    passage: { title: string; html: string } | null;
    choices: { id: number; choice_text: string }[];
  };
  response: {
    selected_choice: number | null;
    answer_text: string | null;
    marked_for_review: boolean;
    eliminated: number[];
    highlights: Highlight[];
    revision: number;
    time_ms: number;
  } | null;
  result: PracticeResult | null;
};

export type PracticeSetJson = {
  id: number;
  student: number;
  origin: SetRow["origin"];
  origin_ref: string | null;
  note: string;
  assigned_by: number | null;
  test: "verbal" | "math" | null;
  skills: string[];
  difficulty: SetRow["difficulty"];
  length: number;
  status: "active" | "finished";
  time_limit_seconds: number | null;
  started_at: string | null;
  ends_at: string | null;
  server_time: string;
  created_at: string;
  finished_at: string | null;
  answered_count: number;
  correct_count: number;
  active_position: number;
  answers_shown: boolean;
  /** The student's free daily allowance (null fields: no limit). */
  limit: DailyLimit;
  /** What comes next: the current question, the daily limit (the next question waits until tomorrow), or the end. */
  next: "question" | "limit" | "finished";
  /** Questions shown: every answered one, then the current one (never the ones after it). */
  items: PracticeItemJson[];
};

/**
 * The set as its student (or their mentor) may see it. Opening a timed set the first time stamps its
 * deadline; an expired set is closed first. Questions after the current one are not sent, and none is sent
 * once the student's daily free limit is reached. `html`: TeX typeset on the server (the web page); `lng`: the
 * language of the explanations' translation.
 */
export async function practiceSetView(
  caller: Caller,
  setId: number,
  { html = false, now = new Date(), lng = "en" }: { html?: boolean; now?: Date; lng?: string } = {},
): Promise<PracticeSetJson> {
  let set = await loadSetFor(caller, setId, "read");
  const db = await getDb();
  const own = set.userId === caller.id;
  set = await db.transaction(async (tx) => {
    let row = set;
    if (own && row.status === "active" && row.timeLimitSeconds && !row.startedAt) {
      await tx
        .update(practiceSets)
        .set({ startedAt: now, endsAt: new Date(now.getTime() + row.timeLimitSeconds * 1000) })
        .where(and(eq(practiceSets.id, row.id), sql`${practiceSets.startedAt} is null`));
      [row] = await tx.select().from(practiceSets).where(eq(practiceSets.id, set.id));
    }
    return settle(tx, row!, now);
  });
  const [student] = await db.select({ id: users.id, user_type: users.userType }).from(users).where(eq(users.id, set.userId));
  const limit = await dailyLimit(db, student!, now);
  const m = (s: string) => (html ? renderMath(s) : s);
  const reveal = maySeeAnswers(caller);

  const rows = await db
    .select({ item: practiceItems, q: questions })
    .from(practiceItems)
    .innerJoin(questions, eq(questions.id, practiceItems.questionId))
    .where(eq(practiceItems.setId, set.id))
    .orderBy(asc(practiceItems.position));
  const saved = await db.select().from(practiceResponses).where(eq(practiceResponses.setId, set.id));
  const responseAt = new Map(saved.map((r) => [r.position, r]));
  const current = rows.find((r) => !responseAt.get(r.item.position)?.answeredAt);
  const next: PracticeSetJson["next"] = set.status === "finished" || !current ? "finished" : limit.reached ? "limit" : "question";
  const visible = rows.filter((r) => responseAt.get(r.item.position)?.answeredAt || (next === "question" && r === current));
  const ids = visible.map((r) => r.q.id);
  const choiceRows = ids.length
    ? await db.select().from(choices).where(inArray(choices.questionId, ids)).orderBy(asc(choices.questionId), asc(choices.position))
    : [];

  const items = visible.map(({ item, q }): PracticeItemJson => {
    const r = responseAt.get(item.position);
    const list = choiceRows.filter((c) => c.questionId === q.id);
    return {
      position: item.position,
      difficulty: item.difficulty,
      question: {
        id: q.id,
        identifier: q.identifier,
        question_type: q.type,
        question_title: m(q.title),
        question_text: m(q.text),
        test: q.test,
        domain: q.domain,
        skill: q.skill,
        passage: q.passageHtml ? { title: q.passageTitle ?? "", html: m(q.passageHtml) } : null,
        choices: list.map((c) => ({ id: c.id, choice_text: m(c.text) })),
      },
      response: r
        ? {
            selected_choice: r.selectedChoiceId,
            answer_text: r.answerText,
            marked_for_review: r.markedForReview,
            eliminated: r.eliminated,
            highlights: r.highlights,
            revision: r.revision,
            time_ms: r.timeMs,
          }
        : null,
      result:
        r?.answeredAt && r.isCorrect !== null
          ? {
              is_correct: r.isCorrect,
              answered_at: r.answeredAt.toISOString(),
              ...(reveal
                ? {
                    correct_choice: list.find((c) => c.isCorrect)?.id ?? null,
                    accepted_answers: q.type === "OE" ? acceptedAnswers(q.acceptedAnswers) : [],
                    explanation: m(q.explanation),
                    explanation_translation: explanationTranslation(q.explanationI18n, lng, m),
                  }
                : {}),
            }
          : null,
    };
  });
  const answered = saved.filter((r) => r.answeredAt);
  return {
    id: set.id,
    student: set.userId,
    origin: set.origin,
    origin_ref: set.originRef,
    note: set.note,
    assigned_by: set.assignedBy,
    test: set.test,
    skills: set.skills,
    difficulty: set.difficulty,
    length: set.length,
    status: set.status,
    time_limit_seconds: set.timeLimitSeconds,
    started_at: set.startedAt?.toISOString() ?? null,
    ends_at: set.endsAt?.toISOString() ?? null,
    server_time: now.toISOString(),
    created_at: set.createdAt.toISOString(),
    finished_at: set.finishedAt?.toISOString() ?? null,
    answered_count: answered.length,
    correct_count: answered.filter((r) => r.isCorrect).length,
    active_position: Math.min(set.activePosition, Math.max(0, visible.length - 1)),
    answers_shown: reveal,
    limit,
    next,
    items,
  };
}
