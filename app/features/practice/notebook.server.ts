import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "#db/client";
import { examSessions, notebookEntries, notebookEvents, practiceItems, practiceSets, questions, responses, sectionAttempts, sectionQuestions } from "#db/schema";
import { HttpError } from "~/lib/http.server";
import { MAX_NOTEBOOK_SET, type TestKind } from "./options";
import { applyEvent, eventKind, isDue, utcDay, type EntryState, type EventKind } from "./schedule";

/**
 * The mistakes notebook: every question a student got wrong (or left unanswered) or marked for review, in
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
    .values(sorted.map((e) => ({ userId, identifier: e.identifier, questionId: e.questionId, sourceKey: e.sourceKey, source: e.source, kind: e.kind, at: e.at })))
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
  const changed = new Map<string, { state: EntryState; questionId: number; examSessionId: number | null; practiceSetId: number | null; lastMistakeAt: Date }>();
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
    };
    await tx
      .insert(notebookEntries)
      .values({ userId, identifier, ...values })
      .onConflictDoUpdate({ target: [notebookEntries.userId, notebookEntries.identifier], set: values });
  }
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
    })
    .from(examSessions)
    .innerJoin(sectionAttempts, eq(sectionAttempts.sessionId, examSessions.id))
    .innerJoin(sectionQuestions, eq(sectionQuestions.sectionId, sectionAttempts.sectionId))
    .innerJoin(questions, eq(questions.id, sectionQuestions.questionId))
    .leftJoin(responses, and(eq(responses.attemptId, sectionAttempts.id), eq(responses.questionId, sectionQuestions.questionId)))
    .where(and(eq(examSessions.userId, userId), eq(examSessions.status, "finished"), isNotNull(sectionAttempts.submittedAt)));
  if (!rows.length) return 0;
  const known = new Set(
    (await db.select({ key: notebookEvents.sourceKey }).from(notebookEvents).where(and(eq(notebookEvents.userId, userId), eq(notebookEvents.source, "test")))).map((r) => r.key),
  );
  const inNotebook = new Set((await db.select({ identifier: notebookEntries.identifier }).from(notebookEntries).where(eq(notebookEntries.userId, userId))).map((r) => r.identifier));
  const candidates = rows
    .map((r) => ({
      identifier: r.identifier,
      questionId: r.questionId,
      sourceKey: `exam:${r.sessionId}:${r.questionId}`,
      source: "test" as const,
      kind: eventKind(r.isCorrect === true, r.marked === true),
      at: r.submittedAt ?? r.finishedAt ?? new Date(),
      examSessionId: r.sessionId,
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

export type NotebookFilter = {
  test?: TestKind;
  domain?: string;
  skill?: string;
  source?: "test" | "practice";
  /** "active" (default): every question in the notebook; "due": the ones due now; "cleared": the ones that left it. */
  status?: "active" | "due" | "cleared";
};

function filterWhere(userId: number, f: NotebookFilter, now: Date): SQL {
  return and(
    eq(notebookEntries.userId, userId),
    f.status === "cleared" ? eq(notebookEntries.status, "cleared") : eq(notebookEntries.status, "active"),
    f.status === "due" ? sql`${notebookEntries.dueAt} <= ${now.toISOString()}` : undefined,
    f.source ? sql`${f.source} = any(${notebookEntries.sources})` : undefined,
    f.test ? eq(questions.test, f.test) : undefined,
    f.domain ? eq(questions.domain, f.domain) : undefined,
    f.skill ? eq(questions.skill, f.skill) : undefined,
  )!;
}

export const NOTEBOOK_PAGE = 50;

export type NotebookItem = {
  id: number;
  question: { id: number; identifier: string; type: "SC" | "OE"; title: string; text: string; test: TestKind; domain: string; skill: string; difficulty: "easy" | "medium" | "hard" };
  reason: "wrong" | "marked";
  sources: ("test" | "practice")[];
  status: "active" | "cleared";
  due: boolean;
  dueAt: Date;
  rightDays: number;
  mistakes: number;
  addedAt: Date;
  lastSeenAt: Date;
  clearedAt: Date | null;
  examSessionId: number | null;
  practiceSetId: number | null;
};

/**
 * One page of the student's notebook (tests taken in first), due entries first, then the most recent
 * mistakes; with the counts the filters show.
 */
export async function notebook(userId: number, filter: NotebookFilter = {}, { page = 1, now = new Date() }: { page?: number; now?: Date } = {}) {
  await ingestTests(userId);
  const db = await getDb();
  const where = filterWhere(userId, filter, now);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(notebookEntries)
    .innerJoin(questions, eq(questions.id, notebookEntries.questionId))
    .where(where)) as [{ total: number }];
  const rows = await db
    .select({ entry: notebookEntries, q: { id: questions.id, identifier: questions.identifier, type: questions.type, title: questions.title, text: questions.text, test: questions.test, domain: questions.domain, skill: questions.skill, difficulty: questions.difficulty } })
    .from(notebookEntries)
    .innerJoin(questions, eq(questions.id, notebookEntries.questionId))
    .where(where)
    .orderBy(sql`case when ${notebookEntries.status} = 'active' and ${notebookEntries.dueAt} <= ${now.toISOString()} then 0 else 1 end`, desc(notebookEntries.lastMistakeAt), asc(notebookEntries.id))
    .limit(NOTEBOOK_PAGE)
    .offset((page - 1) * NOTEBOOK_PAGE);
  const counts = await db
    .select({
      active: sql<number>`count(*) filter (where ${notebookEntries.status} = 'active')::int`,
      due: sql<number>`count(*) filter (where ${notebookEntries.status} = 'active' and ${notebookEntries.dueAt} <= ${now.toISOString()})::int`,
      cleared: sql<number>`count(*) filter (where ${notebookEntries.status} = 'cleared')::int`,
    })
    .from(notebookEntries)
    .where(eq(notebookEntries.userId, userId));
  const items: NotebookItem[] = rows.map(({ entry: e, q }) => ({
    id: e.id,
    question: q,
    reason: e.reason,
    sources: e.sources,
    status: e.status,
    due: isDue(e, now),
    dueAt: e.dueAt,
    rightDays: e.rightDays,
    mistakes: e.mistakes,
    addedAt: e.addedAt,
    lastSeenAt: e.lastSeenAt,
    clearedAt: e.clearedAt,
    examSessionId: e.examSessionId,
    practiceSetId: e.practiceSetId,
  }));
  return { items, total, page, pages: Math.max(1, Math.ceil(total / NOTEBOOK_PAGE)), counts: counts[0] ?? { active: 0, due: 0, cleared: 0 } };
}

export type NotebookPage = Awaited<ReturnType<typeof notebook>>;

/**
 * "Practise these again": a practice set of the chosen entries (`entries`), or else of the entries the
 * filter shows, due ones first, at most MAX_NOTEBOOK_SET. Each question comes back as its latest published
 * version (the one seen when none is published any more). `{ok: false}` when no entry fits.
 */
export async function createNotebookSet(userId: number, pick: { entries?: number[]; filter?: NotebookFilter; length?: number }, now = new Date()): Promise<{ ok: true; id: number; length: number } | { ok: false; reason: "empty" }> {
  await ingestTests(userId);
  const db = await getDb();
  const limit = Math.min(pick.length ?? MAX_NOTEBOOK_SET, MAX_NOTEBOOK_SET);
  const where = pick.entries?.length
    ? and(eq(notebookEntries.userId, userId), eq(notebookEntries.status, "active"), inArray(notebookEntries.id, pick.entries))
    : filterWhere(userId, { ...pick.filter, status: pick.filter?.status === "due" ? "due" : "active" }, now);
  const rows = await db
    .select({ identifier: notebookEntries.identifier, seenId: notebookEntries.questionId })
    .from(notebookEntries)
    .innerJoin(questions, eq(questions.id, notebookEntries.questionId))
    .where(where)
    .orderBy(sql`case when ${notebookEntries.dueAt} <= ${now.toISOString()} then 0 else 1 end`, asc(notebookEntries.dueAt), asc(notebookEntries.lastSeenAt))
    .limit(limit);
  if (pick.entries?.length && rows.length !== new Set(pick.entries).size) throw new HttpError(400, "practice:errors.badEntries", { entries: ["practice:errors.badEntries"] });
  if (!rows.length) return { ok: false, reason: "empty" };
  const published = await db
    .select({ id: questions.id, identifier: questions.identifier, difficulty: questions.difficulty })
    .from(questions)
    .where(and(inArray(questions.identifier, rows.map((r) => r.identifier)), eq(questions.status, "published")));
  const seen = await db.select({ id: questions.id, difficulty: questions.difficulty }).from(questions).where(inArray(questions.id, rows.map((r) => r.seenId)));
  const items = rows.map((r) => {
    const p = published.find((x) => x.identifier === r.identifier);
    return p ? { questionId: p.id, difficulty: p.difficulty } : { questionId: r.seenId, difficulty: seen.find((s) => s.id === r.seenId)!.difficulty };
  });
  const id = await db.transaction(async (tx) => {
    const [set] = await tx.insert(practiceSets).values({ userId, origin: "notebook", difficulty: "mixed", length: items.length }).returning({ id: practiceSets.id });
    await tx.insert(practiceItems).values(items.map((it, position) => ({ setId: set!.id, position, questionId: it.questionId, difficulty: it.difficulty })));
    return set!.id;
  });
  return { ok: true, id, length: items.length };
}

/** The skills (with their test and domain) that have entries in the notebook, for the filter. */
export async function notebookSkills(userId: number) {
  const db = await getDb();
  return db
    .selectDistinct({ test: questions.test, domain: questions.domain, skill: questions.skill })
    .from(notebookEntries)
    .innerJoin(questions, eq(questions.id, notebookEntries.questionId))
    .where(eq(notebookEntries.userId, userId));
}

/** The notebook as the REST API answers it (dates as ISO strings; TeX as written). */
export function notebookJson(page: NotebookPage) {
  return {
    count: page.total,
    page: page.page,
    pages: page.pages,
    counts: page.counts,
    results: page.items.map((i) => ({
      id: i.id,
      question: { id: i.question.id, identifier: i.question.identifier, question_type: i.question.type, question_title: i.question.title, question_text: i.question.text, test: i.question.test, domain: i.question.domain, skill: i.question.skill, difficulty: i.question.difficulty },
      reason: i.reason,
      sources: i.sources,
      status: i.status,
      due: i.due,
      due_at: i.dueAt.toISOString(),
      right_days: i.rightDays,
      mistakes: i.mistakes,
      added_at: i.addedAt.toISOString(),
      last_seen_at: i.lastSeenAt.toISOString(),
      cleared_at: i.clearedAt?.toISOString() ?? null,
      exam_session: i.examSessionId,
      practice_set: i.practiceSetId,
    })),
  };
}

/** How many questions are in the notebook, due now, and cleared (tests taken in first). */
export async function notebookCounts(userId: number, now = new Date()) {
  await ingestTests(userId);
  const db = await getDb();
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${notebookEntries.status} = 'active')::int`,
      due: sql<number>`count(*) filter (where ${notebookEntries.status} = 'active' and ${notebookEntries.dueAt} <= ${now.toISOString()})::int`,
      cleared: sql<number>`count(*) filter (where ${notebookEntries.status} = 'cleared')::int`,
      // When the next active entry comes due (none due now): what "0 due now" is followed by.
      nextDue: sql<string | null>`min(${notebookEntries.dueAt}) filter (where ${notebookEntries.status} = 'active' and ${notebookEntries.dueAt} > ${now.toISOString()})`,
    })
    .from(notebookEntries)
    .where(eq(notebookEntries.userId, userId));
  return { active: row?.active ?? 0, due: row?.due ?? 0, cleared: row?.cleared ?? 0, nextDueAt: row?.nextDue ? new Date(row.nextDue) : null };
}
