import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { choices, notebookEntries, practiceResponses, questions, responses, sectionAttempts, users } from "#db/schema";
import { maySeeAnswers } from "~/features/results/index.server";
import { HttpError } from "~/lib/http.server";
import { explanationTranslation } from "~/lib/explanation";
import { renderMath } from "~/lib/math.server";
import type { PublicUser } from "~/lib/user";
import { ingestTests } from "./notebook-events.server";

/** A sheet holds at most this many questions (a printed packet, not the whole notebook). */
export const MAX_SHEET = 50;

type Caller = Pick<PublicUser, "id" | "user_type">;

/**
 * A printable review sheet of notebook questions (issue 31): the chosen entries, or (none chosen) every
 * entry due now. Each question with its passage, figure and choices (math typeset on the server), the
 * student's answer of the last mistake, and, for Premium (maySeeAnswers), the key and the explanation.
 * Entries that are not the caller's are a 400 (as "practise these again"). `lng`: the explanations' translation.
 */
export async function reviewSheet(caller: Caller, { entries, now = new Date(), lng = "en" }: { entries?: number[]; now?: Date; lng?: string }) {
  await ingestTests(caller.id);
  const db = await getDb();
  const where = entries?.length
    ? and(eq(notebookEntries.userId, caller.id), eq(notebookEntries.status, "active"), inArray(notebookEntries.id, entries))
    : and(eq(notebookEntries.userId, caller.id), eq(notebookEntries.status, "active"), sql`${notebookEntries.dueAt} <= ${now.toISOString()}`);
  const rows = await db
    .select({ entry: notebookEntries, q: questions })
    .from(notebookEntries)
    .innerJoin(questions, eq(questions.id, notebookEntries.questionId))
    .where(where)
    .orderBy(asc(questions.test), asc(questions.domain), asc(questions.skill), asc(notebookEntries.id))
    .limit(MAX_SHEET);
  if (entries?.length && rows.length !== new Set(entries).size)
    throw new HttpError(400, "practice:errors.badEntries", { entries: ["practice:errors.badEntries"] });
  const ids = rows.map((r) => r.q.id);
  const choiceRows = ids.length
    ? await db.select().from(choices).where(inArray(choices.questionId, ids)).orderBy(asc(choices.questionId), asc(choices.position))
    : [];
  const answers = await lastAnswers(rows.map((r) => r.entry));
  const [me] = await db.select({ username: users.username, first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, caller.id));
  const reveal = maySeeAnswers(caller);
  const items = rows.map(({ entry, q }, index) => {
    const list = choiceRows.filter((c) => c.questionId === q.id);
    const mine = answers.get(entry.id);
    const chosen = mine?.selected != null ? list.findIndex((c) => c.id === mine.selected) : -1;
    return {
      number: index + 1,
      entryId: entry.id,
      test: q.test,
      skill: q.skill,
      difficulty: q.difficulty,
      cause: entry.reason === "wrong" ? (entry.cause ?? entry.suggestedCause) : null,
      passage: q.passageHtml ? { title: q.passageTitle ?? "", html: renderMath(q.passageHtml) } : null,
      title: renderMath(q.title),
      text: renderMath(q.text),
      choices: list.map((c) => ({ html: renderMath(c.text), ...(reveal ? { correct: c.isCorrect } : {}) })),
      yourAnswer: chosen >= 0 ? { letter: chosen, text: null } : mine?.text ? { letter: null, text: mine.text } : null,
      ...(reveal
        ? {
            accepted: q.type === "OE" ? (q.acceptedAnswers ?? "").split("|||").filter(Boolean) : null,
            explanation: renderMath(q.explanation),
            explanationTranslation: explanationTranslation(q.explanationI18n, lng, renderMath),
          }
        : {}),
    };
  });
  const counts = {
    total: items.length,
    verbal: items.filter((i) => i.test === "verbal").length,
    math: items.filter((i) => i.test === "math").length,
  };
  return { student: { username: me?.username ?? "", name: [me?.first, me?.last].filter(Boolean).join(" ") }, reveal, items, counts, due: !entries?.length };
}

type Entry = typeof notebookEntries.$inferSelect;

/** The student's answer at each entry's last mistake (its test or practice set), by entry id. */
async function lastAnswers(entries: Entry[]) {
  const out = new Map<number, { selected: number | null; text: string | null }>();
  const db = await getDb();
  const fromTests = entries.filter((e) => e.examSessionId !== null);
  if (fromTests.length) {
    const rows = await db
      .select({ session: sectionAttempts.sessionId, question: responses.questionId, selected: responses.selectedChoiceId, text: responses.answerText })
      .from(responses)
      .innerJoin(sectionAttempts, eq(sectionAttempts.id, responses.attemptId))
      .where(
        and(
          inArray(sectionAttempts.sessionId, [...new Set(fromTests.map((e) => e.examSessionId!))]),
          inArray(
            responses.questionId,
            fromTests.map((e) => e.questionId),
          ),
        ),
      );
    for (const e of fromTests) {
      const r = rows.find((x) => x.session === e.examSessionId && x.question === e.questionId);
      if (r) out.set(e.id, r);
    }
  }
  const fromPractice = entries.filter((e) => e.practiceSetId !== null && !out.has(e.id));
  if (fromPractice.length) {
    const rows = await db
      .select({
        set: practiceResponses.setId,
        question: practiceResponses.questionId,
        selected: practiceResponses.selectedChoiceId,
        text: practiceResponses.answerText,
      })
      .from(practiceResponses)
      .where(inArray(practiceResponses.setId, [...new Set(fromPractice.map((e) => e.practiceSetId!))]));
    for (const e of fromPractice) {
      const r = rows.find((x) => x.set === e.practiceSetId && x.question === e.questionId);
      if (r) out.set(e.id, r);
    }
  }
  return out;
}

export type ReviewSheet = Awaited<ReturnType<typeof reviewSheet>>;
