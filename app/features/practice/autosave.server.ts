import { eq, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { practiceResponses, practiceSets } from "#db/schema";
import type { ResponseInput } from "~/features/exam";
import { highestRevisions } from "~/features/exam/index.server";
import { HttpError } from "~/lib/http.server";
import { checkItem, setShape } from "./answer-rule.server";
import { lockOwnSet, type Caller } from "./set-access.server";

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
    if (activePosition !== undefined && activePosition >= set.length)
      throw new HttpError(400, "practice:errors.badPosition", { active_position: ["practice:errors.badPosition"] });
    // A question's on-screen time only grows and never exceeds the time since the set was opened.
    const elapsedMs = Math.max(0, now.getTime() - (set.startedAt ?? set.createdAt).getTime());
    const newer = sql`${practiceResponses.revision} < excluded.revision`;
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
              timeMs: Math.min(item.time_ms ?? 0, elapsedMs),
            })),
          )
          .onConflictDoUpdate({
            target: [practiceResponses.setId, practiceResponses.position],
            set: {
              selectedChoiceId: sql`case when ${practiceResponses.answeredAt} is null and ${newer} then excluded.selected_choice_id else ${practiceResponses.selectedChoiceId} end`,
              answerText: sql`case when ${practiceResponses.answeredAt} is null and ${newer} then excluded.answer_text else ${practiceResponses.answerText} end`,
              markedForReview: sql`case when ${newer} then excluded.marked_for_review else ${practiceResponses.markedForReview} end`,
              eliminated: sql`case when ${newer} then excluded.eliminated else ${practiceResponses.eliminated} end`,
              highlights: sql`case when ${newer} then excluded.highlights else ${practiceResponses.highlights} end`,
              revision: sql`greatest(${practiceResponses.revision}, excluded.revision)`,
              savedAt: sql`excluded.saved_at`,
              timeMs: sql`greatest(${practiceResponses.timeMs}, excluded.time_ms)`,
            },
            setWhere: sql`${newer} or ${practiceResponses.timeMs} < excluded.time_ms`,
          })
          .returning({ q: practiceResponses.questionId })
      : [];
    if (activePosition !== undefined && activePosition !== set.activePosition)
      await tx.update(practiceSets).set({ activePosition }).where(eq(practiceSets.id, set.id));
    return { saved: saved.length, received: items.length, ends_at: set.endsAt?.toISOString() ?? null, server_time: now.toISOString() };
  });
}
