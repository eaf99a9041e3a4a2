import { and, asc, eq, isNotNull } from "drizzle-orm";
import { getDb, type Tx } from "#db/client";
import { choices, practiceItems, practiceResponses, practiceSets, questions } from "#db/schema";
import { isChoiceCorrect, isOpenEndedCorrect } from "#grading/answer-check";
import { HttpError } from "~/lib/http.server";
import { checkItem, setShape } from "./answer-rule.server";
import { requireDailyAllowance } from "./limit.server";
import { ingestTests, recordEvents } from "./notebook-events.server";
import { pickNearTarget } from "./pick";
import { lastSeenByIdentifier, loadPool } from "./pool.server";
import { eventKind } from "./schedule";
import { successForPool } from "./target.server";
import { expired, finishSet, loadSetFor, lockOwnSet, type Caller, type SetRow } from "./set-access.server";
import { practiceSetView } from "./set-view.server";

export type AnswerInput = { question: number; selected_choice?: number | null; answer_text?: string | null; marked_for_review?: boolean; revision?: number };

/**
 * Checks the answer to the current question, once: grades it, stores it with its time, feeds the
 * notebook, and (adaptive sets) draws the next question the student should answer right about 70% of the time. Answering a
 * question already checked returns the same set unchanged. Refused: another question than the current
 * one (409), a finished or expired set (409 {closed: true}), the daily free limit reached (429
 * {limit_reached: true}), no answer (400).
 */
export async function answerPracticeQuestion(
  caller: Caller,
  setId: number,
  input: AnswerInput,
  { now = new Date(), random = Math.random }: { now?: Date; random?: () => number } = {},
) {
  await loadSetFor(caller, setId, "write");
  // Tests finished since the notebook last looked go in first, so the notebook sees answers in time order.
  await ingestTests(caller.id);
  const db = await getDb();
  const lastSeen = await lastSeenByIdentifier(db, caller.id);
  await db.transaction(async (tx) => {
    const set = await lockOwnSet(tx, caller, setId, now);
    const shape = await setShape(tx, set.id);
    const { type, text } = checkItem(shape, {
      question: input.question,
      selected_choice: input.selected_choice ?? null,
      answer_text: input.answer_text ?? null,
    });
    const position = shape.positionOf.get(input.question)!;
    const saved = await tx.select().from(practiceResponses).where(eq(practiceResponses.setId, set.id));
    const mine = saved.find((r) => r.position === position);
    if (mine?.answeredAt) return; // already checked: nothing changes
    const firstOpen = [...shape.positionOf.values()].sort((a, b) => a - b).find((p) => !saved.find((r) => r.position === p)?.answeredAt);
    if (position !== firstOpen) throw new HttpError(409, "practice:errors.notCurrentQuestion", { current_position: firstOpen ?? null });
    if (type === "SC" ? input.selected_choice == null : !text)
      throw new HttpError(400, "practice:errors.noAnswer", { [type === "SC" ? "selected_choice" : "answer_text"]: ["practice:errors.noAnswer"] });
    await requireDailyAllowance(tx, caller, now);

    const [q] = await tx
      .select({ identifier: questions.identifier, accepted: questions.acceptedAnswers, difficulty: questions.difficulty })
      .from(questions)
      .where(eq(questions.id, input.question));
    const key =
      type === "SC"
        ? (
            await tx
              .select({ id: choices.id })
              .from(choices)
              .where(and(eq(choices.questionId, input.question), eq(choices.isCorrect, true)))
          )[0]?.id
        : undefined;
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
    // A notebook set's fresh instance of a generator counts for the question the mistake was made on.
    const [item] = await tx
      .select({ reviews: practiceItems.reviewsIdentifier })
      .from(practiceItems)
      .where(and(eq(practiceItems.setId, set.id), eq(practiceItems.position, position)));
    await recordEvents(tx, set.userId, [
      {
        identifier: item?.reviews ?? q!.identifier,
        questionId: input.question,
        sourceKey: `practice:${set.id}:${position}`,
        source: "practice",
        kind: eventKind(correct, marked),
        at: now,
        practiceSetId: set.id,
        timeMs: mine?.timeMs ?? 0,
      },
    ]);

    const answeredCount = saved.filter((r) => r.answeredAt).length + 1;
    const length =
      set.difficulty === "adaptive" && answeredCount < set.length && answeredCount >= shape.positionOf.size
        ? await drawNextQuestion(tx, set, answeredCount, { lastSeen, random, now })
        : set.length;
    if (answeredCount >= length) await finishSet(tx, set.id, now);
    else await tx.update(practiceSets).set({ activePosition: answeredCount }).where(eq(practiceSets.id, set.id));
  });
  return practiceSetView(caller, setId, { now });
}

/**
 * The next question of an adaptive set (decision 0052): the one the student's ability in its skill, from every
 * answer so far (this one included), predicts right about 70% of the time; never one already in the set, the
 * ones seen longest ago first. Returns the set's length: when the pool has run out the set ends at the answers
 * it has.
 */
async function drawNextQuestion(
  tx: Tx,
  set: SetRow,
  answeredCount: number,
  { lastSeen, random, now }: { lastSeen: Map<string, number>; random: () => number; now: Date },
): Promise<number> {
  const pool = await loadPool(tx, { test: set.test, skills: set.skills });
  const inSet = await tx
    .select({ identifier: questions.identifier })
    .from(practiceItems)
    .innerJoin(questions, eq(questions.id, practiceItems.questionId))
    .where(eq(practiceItems.setId, set.id));
  const exclude = new Set(inSet.map((r) => r.identifier));
  const open = pool.filter((c) => !exclude.has(c.identifier));
  const pick = pickNearTarget(open, await successForPool(tx, set.userId, open), { lastSeen, random });
  if (pick) {
    await tx.insert(practiceItems).values({ setId: set.id, position: inSet.length, questionId: pick.id, difficulty: pick.difficulty, addedAt: now });
    return set.length;
  }
  await tx.update(practiceSets).set({ length: answeredCount }).where(eq(practiceSets.id, set.id));
  return answeredCount;
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
