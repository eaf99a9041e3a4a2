import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "#db/client";
import { MISTAKE_CAUSES, notebookEntries, questions, type MistakeCause } from "#db/schema";
import { HttpError } from "~/lib/http.server";
import { ingestTests } from "./notebook-events.server";
import type { TestKind } from "./options";
import { isDue } from "./schedule";

/**
 * The mistakes notebook as the student reads it: one filtered page, its counts, the skills it holds, and
 * the REST API's JSON of it. What goes in is recorded by notebook-events.server.ts (tests are taken in
 * first, each time it is read); "practise these again" is notebook-set.server.ts.
 */

export type NotebookFilter = {
  test?: TestKind;
  domain?: string;
  skill?: string;
  source?: "test" | "practice";
  /** "active" (default): every question in the notebook; "due": the ones due now; "cleared": the ones that left it. */
  status?: "active" | "due" | "cleared";
  /** Mistakes (not marks) of this cause, the student's or else the suggested one. */
  cause?: MistakeCause;
};

/** The cause a mistake is filed under: the student's choice, else the suggestion. */
const effectiveCause = sql<MistakeCause>`coalesce(${notebookEntries.cause}, ${notebookEntries.suggestedCause})`;

/** The entries of a student that a filter shows (joined with their question). */
export function notebookWhere(userId: number, f: NotebookFilter, now: Date): SQL {
  return and(
    eq(notebookEntries.userId, userId),
    f.status === "cleared" ? eq(notebookEntries.status, "cleared") : eq(notebookEntries.status, "active"),
    f.status === "due" ? sql`${notebookEntries.dueAt} <= ${now.toISOString()}` : undefined,
    f.source ? sql`${f.source} = any(${notebookEntries.sources})` : undefined,
    f.test ? eq(questions.test, f.test) : undefined,
    f.domain ? eq(questions.domain, f.domain) : undefined,
    f.skill ? eq(questions.skill, f.skill) : undefined,
    f.cause ? and(eq(notebookEntries.reason, "wrong"), sql`${effectiveCause} = ${f.cause}`) : undefined,
  )!;
}

export const NOTEBOOK_PAGE = 50;

export type NotebookItem = {
  id: number;
  question: {
    id: number;
    identifier: string;
    type: "SC" | "OE";
    title: string;
    text: string;
    test: TestKind;
    domain: string;
    skill: string;
    difficulty: "easy" | "medium" | "hard";
  };
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
  /** For a mistake (not a mark): the cause it is filed under, the suggested one, and whether the student chose it. */
  cause: MistakeCause | null;
  suggestedCause: MistakeCause | null;
  causeChosen: boolean;
};

/**
 * One page of the student's notebook (tests taken in first), due entries first, then the most recent
 * mistakes; with the counts the filters show.
 */
export async function notebook(userId: number, filter: NotebookFilter = {}, { page = 1, now = new Date() }: { page?: number; now?: Date } = {}) {
  await ingestTests(userId);
  const db = await getDb();
  const where = notebookWhere(userId, filter, now);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(notebookEntries)
    .innerJoin(questions, eq(questions.id, notebookEntries.questionId))
    .where(where)) as [{ total: number }];
  const rows = await db
    .select({
      entry: notebookEntries,
      q: {
        id: questions.id,
        identifier: questions.identifier,
        type: questions.type,
        title: questions.title,
        text: questions.text,
        test: questions.test,
        domain: questions.domain,
        skill: questions.skill,
        difficulty: questions.difficulty,
      },
    })
    .from(notebookEntries)
    .innerJoin(questions, eq(questions.id, notebookEntries.questionId))
    .where(where)
    .orderBy(
      sql`case when ${notebookEntries.status} = 'active' and ${notebookEntries.dueAt} <= ${now.toISOString()} then 0 else 1 end`,
      desc(notebookEntries.lastMistakeAt),
      asc(notebookEntries.id),
    )
    .limit(NOTEBOOK_PAGE)
    .offset((page - 1) * NOTEBOOK_PAGE);
  const counts = await db
    .select({
      active: sql<number>`count(*) filter (where ${notebookEntries.status} = 'active')::int`,
      due: sql<number>`count(*) filter (where ${notebookEntries.status} = 'active' and ${notebookEntries.dueAt} <= ${now.toISOString()})::int`,
      cleared: sql<number>`count(*) filter (where ${notebookEntries.status} = 'cleared')::int`,
      ...causeCounts(),
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
    cause: e.reason === "wrong" ? (e.cause ?? e.suggestedCause) : null,
    suggestedCause: e.reason === "wrong" ? e.suggestedCause : null,
    causeChosen: e.reason === "wrong" && e.cause !== null,
  }));
  const c = counts[0];
  return {
    items,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / NOTEBOOK_PAGE)),
    counts: { active: c?.active ?? 0, due: c?.due ?? 0, cleared: c?.cleared ?? 0 },
    byCause: Object.fromEntries(MISTAKE_CAUSES.map((k) => [k, c?.[k] ?? 0])) as Record<MistakeCause, number>,
  };
}

/** How many mistakes in the notebook (active) are filed under each cause. */
function causeCounts() {
  return Object.fromEntries(
    MISTAKE_CAUSES.map((k) => [
      k,
      sql<number>`count(*) filter (where ${notebookEntries.status} = 'active' and ${notebookEntries.reason} = 'wrong' and ${effectiveCause} = ${k})::int`,
    ]),
  ) as Record<MistakeCause, SQL<number>>;
}

/** The student files a mistake of their notebook under a cause (null: back to the suggestion). Another's entry: 404. */
export async function setMistakeCause(userId: number, entryId: number, cause: MistakeCause | null) {
  const db = await getDb();
  const [row] = await db
    .update(notebookEntries)
    .set({ cause })
    .where(and(eq(notebookEntries.id, entryId), eq(notebookEntries.userId, userId), eq(notebookEntries.reason, "wrong")))
    .returning({ id: notebookEntries.id, cause: notebookEntries.cause, suggested: notebookEntries.suggestedCause });
  if (!row) throw new HttpError(404, "practice:errors.entryNotFound");
  return { id: row.id, cause: row.cause ?? row.suggested, suggested_cause: row.suggested, cause_chosen: row.cause !== null };
}

export type NotebookPage = Awaited<ReturnType<typeof notebook>>;

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
    counts_by_cause: page.byCause,
    results: page.items.map((i) => ({
      id: i.id,
      question: {
        id: i.question.id,
        identifier: i.question.identifier,
        question_type: i.question.type,
        question_title: i.question.title,
        question_text: i.question.text,
        test: i.question.test,
        domain: i.question.domain,
        skill: i.question.skill,
        difficulty: i.question.difficulty,
      },
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
      cause: i.cause,
      suggested_cause: i.suggestedCause,
      cause_chosen: i.causeChosen,
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
      nextDue: sql<
        string | null
      >`min(${notebookEntries.dueAt}) filter (where ${notebookEntries.status} = 'active' and ${notebookEntries.dueAt} > ${now.toISOString()})`,
    })
    .from(notebookEntries)
    .where(eq(notebookEntries.userId, userId));
  return { active: row?.active ?? 0, due: row?.due ?? 0, cleared: row?.cleared ?? 0, nextDueAt: row?.nextDue ? new Date(row.nextDue) : null };
}
