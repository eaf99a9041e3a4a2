import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "#db/client";
import { examSessions, notebookEntries, notebookEvents, questions, responses, sectionAttempts, sectionQuestions, type MistakeCause } from "#db/schema";
import { suggestCause } from "./cause";
import { skillRecords } from "./skill-record.server";
import { applyEvent, eventKind, utcDay, type EntryState, type EventKind } from "./schedule";

/**
 * What goes in the mistakes notebook: every question a student got wrong (or left unanswered) or marked for review, in
 * tests and in practice, with its spaced-repetition state (schedule.ts). Practice answers are recorded as
 * they are checked; a test's answers are taken in the first time the notebook (or practice) looks after
 * the test finished. Each answer is taken into account once (notebook_events.source_key).
 */

type EntryRow = typeof notebookEntries.$inferSelect;
export type NewEvent = {
  identifier: string;
  questionId: number;
  sourceKey: string;
  source: "test" | "practice";
  kind: EventKind;
  at: Date;
  examSessionId?: number | null;
  practiceSetId?: number | null;
  /** The answer's on-screen time (ms) and whether it was left blank when the module's clock closed it: for the suggested cause. */
  timeMs?: number;
  timedOut?: boolean;
};

export function stateOf(row: EntryRow): EntryState {
  return {
    status: row.status,
    reason: row.reason,
    sources: row.sources,
    rightDays: row.rightDays,
    lastRightDay: row.lastRightDay,
    lastMistakeDay: utcDay(row.lastMistakeAt),
    dueAt: row.dueAt,
    mistakes: row.mistakes,
    reviews: row.reviews,
    addedAt: row.addedAt,
    lastSeenAt: row.lastSeenAt,
    clearedAt: row.clearedAt,
  };
}

/** The time of the day of the last mistake, as stored (the schedule only reads its UTC day). */
function mistakeAt(state: EntryState, prev: EntryRow | undefined, event: NewEvent): Date {
  if (event.kind !== "right") return event.at;
  return prev?.lastMistakeAt ?? event.at;
}

/**
 * Records answers for the notebook, in time order: each event is stored once (a repeated source key is
 * ignored) and applied to the entry of its question. Runs in the caller's transaction.
 */
export async function recordEvents(tx: Tx | Db, userId: number, events: NewEvent[]) {
  if (!events.length) return;
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const inserted = await tx
    .insert(notebookEvents)
    .values(
      sorted.map((e) => ({ userId, identifier: e.identifier, questionId: e.questionId, sourceKey: e.sourceKey, source: e.source, kind: e.kind, at: e.at })),
    )
    .onConflictDoNothing()
    .returning({ sourceKey: notebookEvents.sourceKey });
  const fresh = new Set(inserted.map((r) => r.sourceKey));
  const todo = sorted.filter((e) => fresh.has(e.sourceKey));
  if (!todo.length) return;
  const identifiers = [...new Set(todo.map((e) => e.identifier))];
  const rows = await tx
    .select()
    .from(notebookEntries)
    .where(and(eq(notebookEntries.userId, userId), inArray(notebookEntries.identifier, identifiers)));
  const byId = new Map(rows.map((r) => [r.identifier, r]));
  const causes = await suggestCauses(tx, userId, todo);
  const changed = new Map<
    string,
    { state: EntryState; questionId: number; examSessionId: number | null; practiceSetId: number | null; lastMistakeAt: Date; cause: MistakeCause | null }
  >();
  for (const e of todo) {
    const prevRow = byId.get(e.identifier);
    const held = changed.get(e.identifier);
    const before = held?.state ?? (prevRow ? stateOf(prevRow) : null);
    const after = applyEvent(before, { kind: e.kind, at: e.at, source: e.source });
    if (!after || after === before) continue;
    const mistake = e.kind !== "right";
    changed.set(e.identifier, {
      state: after,
      questionId: e.questionId,
      examSessionId: mistake ? (e.examSessionId ?? null) : (held?.examSessionId ?? prevRow?.examSessionId ?? null),
      practiceSetId: mistake ? (e.practiceSetId ?? null) : (held?.practiceSetId ?? prevRow?.practiceSetId ?? null),
      lastMistakeAt: mistake ? e.at : (held?.lastMistakeAt ?? mistakeAt(after, prevRow, e)),
      cause: mistake ? (causes.get(e.sourceKey) ?? null) : (held?.cause ?? null),
    });
  }
  for (const [identifier, c] of changed) {
    const s = c.state;
    const values = {
      questionId: c.questionId,
      reason: s.reason,
      sources: s.sources,
      examSessionId: c.examSessionId,
      practiceSetId: c.practiceSetId,
      status: s.status,
      rightDays: s.rightDays,
      lastRightDay: s.lastRightDay,
      lastMistakeAt: c.lastMistakeAt,
      dueAt: s.dueAt,
      mistakes: s.mistakes,
      reviews: s.reviews,
      addedAt: s.addedAt,
      lastSeenAt: s.lastSeenAt,
      clearedAt: s.clearedAt,
      // A new mistake brings a new suggestion and clears what the student chose for the last one.
      ...(c.cause ? { suggestedCause: c.cause, cause: null } : {}),
    };
    await tx
      .insert(notebookEntries)
      .values({ userId, identifier, ...values })
      .onConflictDoUpdate({ target: [notebookEntries.userId, notebookEntries.identifier], set: values });
  }
}

/** The suggested cause of each mistake among the events (a wrong or blank answer), by source key. */
async function suggestCauses(tx: Tx | Db, userId: number, events: NewEvent[]) {
  const mistakes = events.filter((e) => e.kind === "wrong");
  const out = new Map<string, MistakeCause>();
  if (!mistakes.length) return out;
  const qs = await tx
    .select({ id: questions.id, test: questions.test, skill: questions.skill })
    .from(questions)
    .where(inArray(questions.id, [...new Set(mistakes.map((e) => e.questionId))]));
  const of = new Map(qs.map((q) => [q.id, q]));
  const records = await skillRecords(tx, userId, [...new Set(qs.map((q) => q.skill))]);
  for (const e of mistakes) {
    const q = of.get(e.questionId);
    if (!q) continue;
    const skill = records.get(q.skill) ?? { right: 0, answered: 0 };
    out.set(e.sourceKey, suggestCause({ test: q.test, timeMs: e.timeMs ?? 0, timedOut: e.timedOut ?? false, skill }));
  }
  return out;
}

/**
 * Takes in the answers of the student's finished tests not taken in yet: a wrong or missing answer or a
 * question marked for review goes in; a right answer counts for a question already in the notebook (or
 * put in by an earlier answer of the same batch). Returns how many answers were taken in.
 */
export async function ingestTests(userId: number): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({
      sessionId: examSessions.id,
      finishedAt: examSessions.finishedAt,
      submittedAt: sectionAttempts.submittedAt,
      questionId: sectionQuestions.questionId,
      identifier: questions.identifier,
      isCorrect: responses.isCorrect,
      marked: responses.markedForReview,
      timeMs: responses.timeMs,
      blank: sql<boolean>`${responses.selectedChoiceId} is null and coalesce(${responses.answerText}, '') = ''`,
      closedBy: sectionAttempts.closedBy,
    })
    .from(examSessions)
    .innerJoin(sectionAttempts, eq(sectionAttempts.sessionId, examSessions.id))
    .innerJoin(sectionQuestions, eq(sectionQuestions.sectionId, sectionAttempts.sectionId))
    .innerJoin(questions, eq(questions.id, sectionQuestions.questionId))
    .leftJoin(responses, and(eq(responses.attemptId, sectionAttempts.id), eq(responses.questionId, sectionQuestions.questionId)))
    .where(and(eq(examSessions.userId, userId), eq(examSessions.status, "finished"), isNotNull(sectionAttempts.submittedAt)));
  if (!rows.length) return 0;
  const known = new Set(
    (
      await db
        .select({ key: notebookEvents.sourceKey })
        .from(notebookEvents)
        .where(and(eq(notebookEvents.userId, userId), eq(notebookEvents.source, "test")))
    ).map((r) => r.key),
  );
  const inNotebook = new Set(
    (await db.select({ identifier: notebookEntries.identifier }).from(notebookEntries).where(eq(notebookEntries.userId, userId))).map((r) => r.identifier),
  );
  const candidates = rows
    .map((r) => ({
      identifier: r.identifier,
      questionId: r.questionId,
      sourceKey: `exam:${r.sessionId}:${r.questionId}`,
      source: "test" as const,
      kind: eventKind(r.isCorrect === true, r.marked === true),
      at: r.submittedAt ?? r.finishedAt ?? new Date(),
      examSessionId: r.sessionId,
      timeMs: r.timeMs ?? 0,
      timedOut: r.closedBy === "expired" && r.blank !== false,
    }))
    .filter((e) => !known.has(e.sourceKey))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const events: NewEvent[] = [];
  for (const e of candidates) {
    if (e.kind === "right" && !inNotebook.has(e.identifier)) continue;
    inNotebook.add(e.identifier);
    events.push(e);
  }
  if (!events.length) return 0;
  await db.transaction((tx) => recordEvents(tx, userId, events));
  return events.length;
}
