import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "#db/client";
import { choices, practiceItems, practiceResponses, practiceSets, questions, users, type Highlight } from "#db/schema";
import { acceptedAnswers, isChoiceCorrect, isOpenEndedCorrect } from "#grading/answer-check";
import type { PublicUser } from "~/features/auth/user";
import { AnswerTextSchema, type ResponseInput } from "~/features/exam";
import { highestRevisions } from "~/features/exam/index.server";
import { maySeeAnswers } from "~/features/results/index.server";
import { HttpError } from "~/lib/http.server";
import { renderMath } from "~/lib/math.server";
import { nextDifficulty } from "./adaptive";
import { mayMentor } from "./assign.server";
import { dailyLimit, type DailyLimit } from "./limit.server";
import { ingestTests, recordEvents } from "./notebook.server";
import { pickAtLevel } from "./pick";
import { lastSeenByIdentifier, loadPool } from "./pool.server";
import { eventKind } from "./schedule";

/**
 * The practice runtime: one question at a time, the answer checked at once. It reuses the exam runtime's
 * pieces rather than copying them: the same input schema (exam-input.ts), the same answer rule (the grid-in
 * entry, choices of the question), the same revision-numbered autosave (highestRevisions, an upsert that
 * keeps a row unless the revision is higher), the same grading (answer-check.ts) and the same answer rule
 * for who sees keys and explanations (maySeeAnswers). The server is the authority: it stamps the timer's
 * deadline once, closes an expired set, refuses late answers, and decides the next question.
 */

type Caller = Pick<PublicUser, "id" | "user_type">;
type SetRow = typeof practiceSets.$inferSelect;
/** Answers may arrive this long after a timed set's deadline (network latency). */
export const PRACTICE_GRACE_SECONDS = 10;

/** The set for a caller: "write" only its student; "read" also their mentor and administrators. Anyone else: 404. */
export async function loadSetFor(caller: Caller, setId: number, mode: "read" | "write"): Promise<SetRow> {
  const db = await getDb();
  const [set] = await db.select().from(practiceSets).where(eq(practiceSets.id, setId)).limit(1);
  if (!set) throw new HttpError(404, "practice:errors.setNotFound");
  if (set.userId === caller.id) return set;
  if (mode === "read" && (await mayMentor(caller, set.userId))) return set;
  throw new HttpError(404, "practice:errors.setNotFound");
}

async function finishSet(tx: Tx, setId: number, at: Date) {
  const [counts] = await tx
    .select({ answered: sql<number>`count(*)::int`, correct: sql<number>`count(*) filter (where ${practiceResponses.isCorrect})::int` })
    .from(practiceResponses)
    .where(and(eq(practiceResponses.setId, setId), isNotNull(practiceResponses.answeredAt)));
  await tx
    .update(practiceSets)
    .set({ status: "finished", finishedAt: at, answeredCount: counts?.answered ?? 0, correctCount: counts?.correct ?? 0 })
    .where(and(eq(practiceSets.id, setId), eq(practiceSets.status, "active")));
}

function expired(set: Pick<SetRow, "endsAt">, now: Date) {
  return !!set.endsAt && now.getTime() > set.endsAt.getTime() + PRACTICE_GRACE_SECONDS * 1000;
}

/** Closes a timed set whose deadline (plus the grace) has passed. Returns the fresh row. */
async function settle(tx: Tx, set: SetRow, now: Date): Promise<SetRow> {
  if (set.status === "active" && expired(set, now)) {
    await finishSet(tx, set.id, set.endsAt!);
    const [fresh] = await tx.select().from(practiceSets).where(eq(practiceSets.id, set.id));
    return fresh!;
  }
  return set;
}

export type PracticeResult = {
  is_correct: boolean;
  answered_at: string;
  /** Only for callers who may see answers (maySeeAnswers): the key, the accepted answers, the explanation. */
  correct_choice?: number | null;
  accepted_answers?: string[];
  explanation?: string;
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
  response: { selected_choice: number | null; answer_text: string | null; marked_for_review: boolean; eliminated: number[]; highlights: Highlight[]; revision: number } | null;
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
 * once the student's daily free limit is reached. `html`: TeX typeset on the server (the web page).
 */
export async function practiceSetView(caller: Caller, setId: number, { html = false, now = new Date() }: { html?: boolean; now?: Date } = {}): Promise<PracticeSetJson> {
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
        ? { selected_choice: r.selectedChoiceId, answer_text: r.answerText, marked_for_review: r.markedForReview, eliminated: r.eliminated, highlights: r.highlights, revision: r.revision }
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

type Shape = { types: Map<number, "SC" | "OE">; positionOf: Map<number, number>; choiceOf: Map<number, number> };

async function setShape(tx: Tx, setId: number): Promise<Shape> {
  const rows = await tx
    .select({ questionId: practiceItems.questionId, position: practiceItems.position, type: questions.type, choiceId: choices.id })
    .from(practiceItems)
    .innerJoin(questions, eq(questions.id, practiceItems.questionId))
    .leftJoin(choices, eq(choices.questionId, practiceItems.questionId))
    .where(eq(practiceItems.setId, setId));
  return {
    types: new Map(rows.map((r) => [r.questionId, r.type])),
    positionOf: new Map(rows.map((r) => [r.questionId, r.position])),
    choiceOf: new Map(rows.filter((r) => r.choiceId !== null).map((r) => [r.choiceId!, r.questionId])),
  };
}

const refuse = (key: string, question: number, field: string) => new HttpError(400, key, { question, [field]: [key] });

/** The exam's answer rule, for a practice set: question in the set, choices of that question, a grid-in entry for open-ended only. */
function checkItem(shape: Shape, item: Pick<ResponseInput, "question" | "selected_choice" | "answer_text" | "eliminated">) {
  const type = shape.types.get(item.question);
  if (!type) throw refuse("exam.errors.unknownQuestion", item.question, "question");
  if (item.selected_choice != null && shape.choiceOf.get(item.selected_choice) !== item.question) throw refuse("exam.errors.unknownChoice", item.question, "selected_choice");
  for (const c of item.eliminated ?? []) if (shape.choiceOf.get(c) !== item.question) throw refuse("exam.errors.unknownChoice", item.question, "eliminated");
  if (item.answer_text == null || item.answer_text === "") return { type, text: item.answer_text ?? null };
  if (type !== "OE") throw refuse("exam.errors.notOpenEnded", item.question, "answer_text");
  const entry = AnswerTextSchema.safeParse(item.answer_text);
  if (!entry.success) throw refuse(entry.error.issues[0]!.message, item.question, "answer_text");
  return { type, text: entry.data };
}

async function lockOwnSet(tx: Tx, caller: Caller, setId: number, now: Date): Promise<SetRow> {
  const [set] = await tx.select().from(practiceSets).where(eq(practiceSets.id, setId)).for("update");
  if (!set || set.userId !== caller.id) throw new HttpError(404, "practice:errors.setNotFound");
  const fresh = await settle(tx, set, now);
  if (fresh.status === "finished") throw new HttpError(409, "practice:errors.setFinished", { closed: true });
  return fresh;
}

/**
 * Autosave of the working state (choice, entry, mark, crossed-out choices, highlights) and the question
 * the student is on, with the exam's revision rule: a stored row is replaced only by a higher revision.
 * After an answer is checked its choice and entry stay as checked; marks and highlights may still change.
 */
export async function savePracticeResponses(caller: Caller, setId: number, items: ResponseInput[], activePosition?: number, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const set = await lockOwnSet(tx, caller, setId, now);
    const shape = await setShape(tx, set.id);
    const checked = items.map((item) => ({ item, text: checkItem(shape, item).text }));
    if (activePosition !== undefined && activePosition >= set.length) throw new HttpError(400, "practice:errors.badPosition", { active_position: ["practice:errors.badPosition"] });
    const latest = highestRevisions(checked.map((c) => ({ ...c.item, answer_text: c.text, question: c.item.question, revision: c.item.revision })));
    const saved = latest.length
      ? await tx
          .insert(practiceResponses)
          .values(
            latest.map((item) => ({
              setId: set.id,
              position: shape.positionOf.get(item.question)!,
              userId: set.userId,
              questionId: item.question,
              selectedChoiceId: item.selected_choice ?? null,
              answerText: item.answer_text ?? null,
              markedForReview: item.marked_for_review ?? false,
              eliminated: item.eliminated ?? [],
              highlights: item.highlights ?? [],
              revision: item.revision,
              savedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: [practiceResponses.setId, practiceResponses.position],
            set: {
              selectedChoiceId: sql`case when ${practiceResponses.answeredAt} is null then excluded.selected_choice_id else ${practiceResponses.selectedChoiceId} end`,
              answerText: sql`case when ${practiceResponses.answeredAt} is null then excluded.answer_text else ${practiceResponses.answerText} end`,
              markedForReview: sql`excluded.marked_for_review`,
              eliminated: sql`excluded.eliminated`,
              highlights: sql`excluded.highlights`,
              revision: sql`excluded.revision`,
              savedAt: sql`excluded.saved_at`,
            },
            setWhere: sql`${practiceResponses.revision} < excluded.revision`,
          })
          .returning({ q: practiceResponses.questionId })
      : [];
    if (activePosition !== undefined && activePosition !== set.activePosition) await tx.update(practiceSets).set({ activePosition }).where(eq(practiceSets.id, set.id));
    return { saved: saved.length, received: items.length, ends_at: set.endsAt?.toISOString() ?? null, server_time: now.toISOString() };
  });
}

export type AnswerInput = { question: number; selected_choice?: number | null; answer_text?: string | null; marked_for_review?: boolean; revision?: number };

/**
 * Checks the answer to the current question, once: grades it, stores it with its time, feeds the
 * notebook, and (adaptive sets) draws the next question at the level the adaptive rule picks. Answering a
 * question already checked returns the same set unchanged. Refused: another question than the current
 * one (409), a finished or expired set (409 {closed: true}), the daily free limit reached (429
 * {limit_reached: true}), no answer (400).
 */
export async function answerPracticeQuestion(caller: Caller, setId: number, input: AnswerInput, { now = new Date(), random = Math.random }: { now?: Date; random?: () => number } = {}) {
  await loadSetFor(caller, setId, "write");
  // Tests finished since the notebook last looked go in first, so the notebook sees answers in time order.
  await ingestTests(caller.id);
  const db = await getDb();
  const lastSeen = await lastSeenByIdentifier(db, caller.id);
  await db.transaction(async (tx) => {
    const set = await lockOwnSet(tx, caller, setId, now);
    const shape = await setShape(tx, set.id);
    const { type, text } = checkItem(shape, { question: input.question, selected_choice: input.selected_choice ?? null, answer_text: input.answer_text ?? null });
    const position = shape.positionOf.get(input.question)!;
    const saved = await tx.select().from(practiceResponses).where(eq(practiceResponses.setId, set.id));
    const mine = saved.find((r) => r.position === position);
    if (mine?.answeredAt) return; // already checked: nothing changes
    const firstOpen = [...shape.positionOf.values()].sort((a, b) => a - b).find((p) => !saved.find((r) => r.position === p)?.answeredAt);
    if (position !== firstOpen) throw new HttpError(409, "practice:errors.notCurrentQuestion", { current_position: firstOpen ?? null });
    if (type === "SC" ? input.selected_choice == null : !text) throw new HttpError(400, "practice:errors.noAnswer", { [type === "SC" ? "selected_choice" : "answer_text"]: ["practice:errors.noAnswer"] });
    const limit = await dailyLimit(tx, caller, now);
    if (limit.reached) throw new HttpError(429, "practice:errors.limitReached", { limit_reached: true, limit });

    const [q] = await tx.select({ identifier: questions.identifier, accepted: questions.acceptedAnswers, difficulty: questions.difficulty }).from(questions).where(eq(questions.id, input.question));
    const key = type === "SC" ? (await tx.select({ id: choices.id }).from(choices).where(and(eq(choices.questionId, input.question), eq(choices.isCorrect, true))))[0]?.id : undefined;
    const correct = type === "SC" ? isChoiceCorrect(input.selected_choice, key) : isOpenEndedCorrect(text, q!.accepted);
    const marked = input.marked_for_review ?? mine?.markedForReview ?? false;
    const values = {
      selectedChoiceId: type === "SC" ? input.selected_choice! : null,
      answerText: type === "OE" ? text : null,
      markedForReview: marked,
      revision: Math.max((mine?.revision ?? 0) + 1, input.revision ?? 0),
      savedAt: now,
      answeredAt: now,
      isCorrect: correct,
    };
    await tx
      .insert(practiceResponses)
      .values({ setId: set.id, position, userId: set.userId, questionId: input.question, ...values })
      .onConflictDoUpdate({ target: [practiceResponses.setId, practiceResponses.position], set: values });
    await recordEvents(tx, set.userId, [
      { identifier: q!.identifier, questionId: input.question, sourceKey: `practice:${set.id}:${position}`, source: "practice", kind: eventKind(correct, marked), at: now, practiceSetId: set.id },
    ]);

    const answeredCount = saved.filter((r) => r.answeredAt).length + 1;
    let length = set.length;
    if (set.difficulty === "adaptive" && answeredCount < set.length && answeredCount >= shape.positionOf.size) {
      // The next question of an adaptive set, at the level the rule picks from this set's answers.
      const items = await tx.select().from(practiceItems).where(eq(practiceItems.setId, set.id)).orderBy(asc(practiceItems.position));
      const graded = await tx.select().from(practiceResponses).where(and(eq(practiceResponses.setId, set.id), isNotNull(practiceResponses.answeredAt)));
      const history = items.flatMap((it) => {
        const r = graded.find((g) => g.position === it.position);
        return r ? [{ difficulty: it.difficulty, correct: !!r.isCorrect }] : [];
      });
      const pool = await loadPool(tx, { test: set.test, skills: set.skills });
      const inSet = await tx.select({ identifier: questions.identifier }).from(practiceItems).innerJoin(questions, eq(questions.id, practiceItems.questionId)).where(eq(practiceItems.setId, set.id));
      const pick = pickAtLevel(pool, nextDifficulty(history), { lastSeen, exclude: new Set(inSet.map((r) => r.identifier)), random });
      if (pick) await tx.insert(practiceItems).values({ setId: set.id, position: items.length, questionId: pick.id, difficulty: pick.difficulty, addedAt: now });
      else length = answeredCount; // the pool ran out: the set ends here
      if (length !== set.length) await tx.update(practiceSets).set({ length }).where(eq(practiceSets.id, set.id));
    }
    if (answeredCount >= length) await finishSet(tx, set.id, now);
    else await tx.update(practiceSets).set({ activePosition: answeredCount }).where(eq(practiceSets.id, set.id));
  });
  return practiceSetView(caller, setId, { now });
}

/** Ends a set before its last question ("Finish now"); idempotent. The questions not answered stay unanswered. */
export async function finishPracticeSet(caller: Caller, setId: number, now = new Date()) {
  await loadSetFor(caller, setId, "write");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [set] = await tx.select().from(practiceSets).where(eq(practiceSets.id, setId)).for("update");
    if (set?.status === "active") await finishSet(tx, setId, expired(set, now) ? set.endsAt! : now);
  });
  return practiceSetView(caller, setId, { now });
}

export type PracticeSetSummary = {
  id: number;
  origin: SetRow["origin"];
  note: string;
  test: "verbal" | "math" | null;
  skills: string[];
  difficulty: SetRow["difficulty"];
  length: number;
  status: "active" | "finished";
  timed: boolean;
  answered_count: number;
  correct_count: number;
  created_at: string;
  finished_at: string | null;
  assigned_by: number | null;
};

/**
 * A student's practice sets, newest first (active ones to resume, finished ones with their score). For the
 * practice page, the study plan and mentors (who check mayMentor first).
 */
export async function practiceSetsOf(userId: number, { status, limit = 20 }: { status?: "active" | "finished"; limit?: number } = {}): Promise<PracticeSetSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      set: practiceSets,
      answered: sql<number>`(select count(*) from ${practiceResponses} r where r.set_id = ${practiceSets.id} and r.answered_at is not null)::int`,
      correct: sql<number>`(select count(*) from ${practiceResponses} r where r.set_id = ${practiceSets.id} and r.answered_at is not null and r.is_correct)::int`,
    })
    .from(practiceSets)
    .where(and(eq(practiceSets.userId, userId), status ? eq(practiceSets.status, status) : undefined))
    .orderBy(desc(practiceSets.createdAt), desc(practiceSets.id))
    .limit(limit);
  return rows.map(({ set, answered, correct }) => ({
    id: set.id,
    origin: set.origin,
    note: set.note,
    test: set.test,
    skills: set.skills,
    difficulty: set.difficulty,
    length: set.length,
    status: set.status,
    timed: set.timeLimitSeconds !== null,
    answered_count: answered,
    correct_count: correct,
    created_at: set.createdAt.toISOString(),
    finished_at: set.finishedAt?.toISOString() ?? null,
    assigned_by: set.assignedBy,
  }));
}

/**
 * Every practice answer a student has checked, oldest first: for the skill map and the study plan
 * (mastery from all answers). Skill, domain and difficulty are the question's.
 */
export async function practiceAnswersOf(userId: number, since?: Date) {
  const db = await getDb();
  return db
    .select({ questionId: practiceResponses.questionId, skill: questions.skill, domain: questions.domain, test: questions.test, difficulty: questions.difficulty, correct: practiceResponses.isCorrect, answeredAt: practiceResponses.answeredAt, setId: practiceResponses.setId })
    .from(practiceResponses)
    .innerJoin(questions, eq(questions.id, practiceResponses.questionId))
    .where(and(eq(practiceResponses.userId, userId), isNotNull(practiceResponses.answeredAt), since ? sql`${practiceResponses.answeredAt} >= ${since.toISOString()}` : undefined))
    .orderBy(asc(practiceResponses.answeredAt)) as Promise<{ questionId: number; skill: string; domain: string; test: "verbal" | "math"; difficulty: "easy" | "medium" | "hard"; correct: boolean; answeredAt: Date; setId: number }[]>;
}
