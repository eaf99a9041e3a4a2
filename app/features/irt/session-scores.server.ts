import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "#db/client";
import { responses, sectionAttempts, sectionQuestions, sections, type StoredSectionScore } from "#db/schema";
import { sectionScore, type Answered } from "#grading/irt-eap";
import { paramsFor } from "./params.server";

/**
 * The pattern score of each section of a session (decision 0034): EAP from every question of the modules the
 * student was given, an unanswered question counting as wrong, with the parameters in use now.
 */
export async function scoreSessionSections(tx: Tx | Db, sessionId: number): Promise<Partial<Record<"verbal" | "math", StoredSectionScore>>> {
  const attempts = await tx
    .select({ id: sectionAttempts.id, sectionId: sectionAttempts.sectionId, test: sections.test })
    .from(sectionAttempts)
    .innerJoin(sections, eq(sections.id, sectionAttempts.sectionId))
    .where(eq(sectionAttempts.sessionId, sessionId));
  if (!attempts.length) return {};
  const given = await tx
    .select({ sectionId: sectionQuestions.sectionId, questionId: sectionQuestions.questionId })
    .from(sectionQuestions)
    .where(
      inArray(
        sectionQuestions.sectionId,
        attempts.map((a) => a.sectionId),
      ),
    );
  const answered = await tx
    .select({ attemptId: responses.attemptId, questionId: responses.questionId, isCorrect: responses.isCorrect })
    .from(responses)
    .where(
      and(
        inArray(
          responses.attemptId,
          attempts.map((a) => a.id),
        ),
        eq(responses.isCorrect, true),
      ),
    );
  const right = new Set(answered.map((r) => `${r.attemptId}:${r.questionId}`));
  const params = await paramsFor(
    tx,
    given.map((g) => g.questionId),
  );
  return answersScore(
    attempts.flatMap((a) =>
      given
        .filter((g) => g.sectionId === a.sectionId)
        .map((g) => ({ test: a.test, item: params.get(g.questionId)!, correct: right.has(`${a.id}:${g.questionId}`) })),
    ),
  );
}

/** Scores per test from answered items (pure; shared with the result page when no stored score exists). */
export function answersScore(rows: (Answered & { test: "verbal" | "math" })[]): Partial<Record<"verbal" | "math", StoredSectionScore>> {
  const out: Partial<Record<"verbal" | "math", StoredSectionScore>> = {};
  for (const test of ["verbal", "math"] as const) {
    const mine = rows.filter((r) => r.test === test);
    if (mine.length) out[test] = sectionScore(mine);
  }
  return out;
}
