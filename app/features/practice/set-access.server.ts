import { and, eq, isNotNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "#db/client";
import { practiceResponses, practiceSets } from "#db/schema";
import type { PublicUser } from "~/lib/user";
import { HttpError } from "~/lib/http.server";
import { mayMentor } from "./assign.server";

/**
 * Who may open a practice set, and its life: a timed set is closed once its deadline (plus a grace) has
 * passed, and a set is finished with its score counted. The server is the authority on the timer.
 */

export type Caller = Pick<PublicUser, "id" | "user_type">;
export type SetRow = typeof practiceSets.$inferSelect;
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

/** Marks a set finished at `at`, with its answered and correct counts (only while it is active). */
export async function finishSet(tx: Tx, setId: number, at: Date) {
  const [counts] = await tx
    .select({ answered: sql<number>`count(*)::int`, correct: sql<number>`count(*) filter (where ${practiceResponses.isCorrect})::int` })
    .from(practiceResponses)
    .where(and(eq(practiceResponses.setId, setId), isNotNull(practiceResponses.answeredAt)));
  await tx
    .update(practiceSets)
    .set({ status: "finished", finishedAt: at, answeredCount: counts?.answered ?? 0, correctCount: counts?.correct ?? 0 })
    .where(and(eq(practiceSets.id, setId), eq(practiceSets.status, "active")));
}

/** A timed set past its deadline and the grace. */
export function expired(set: Pick<SetRow, "endsAt">, now: Date) {
  return !!set.endsAt && now.getTime() > set.endsAt.getTime() + PRACTICE_GRACE_SECONDS * 1000;
}

/** Closes a timed set whose deadline (plus the grace) has passed. Returns the fresh row. */
export async function settle(tx: Tx, set: SetRow, now: Date): Promise<SetRow> {
  if (set.status === "active" && expired(set, now)) {
    await finishSet(tx, set.id, set.endsAt!);
    const [fresh] = await tx.select().from(practiceSets).where(eq(practiceSets.id, set.id));
    return fresh!;
  }
  return set;
}

/** The caller's own set, locked for the rest of the transaction and settled; 404 for another's set, 409 {closed: true} once finished. */
export async function lockOwnSet(tx: Tx, caller: Caller, setId: number, now: Date): Promise<SetRow> {
  const [set] = await tx.select().from(practiceSets).where(eq(practiceSets.id, setId)).for("update");
  if (!set || set.userId !== caller.id) throw new HttpError(404, "practice:errors.setNotFound");
  const fresh = await settle(tx, set, now);
  if (fresh.status === "finished") throw new HttpError(409, "practice:errors.setFinished", { closed: true });
  return fresh;
}
