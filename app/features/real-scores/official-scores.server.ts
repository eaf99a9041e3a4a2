import { and, asc, count, eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { officialScores } from "#db/schema";
import { readableStudent } from "~/features/profile/index.server";
import { HttpError } from "~/lib/http.server";
import type { PublicUser } from "~/lib/user";
import type { OfficialScore, OfficialScoreInput } from "./official-score-input";

type Caller = Pick<PublicUser, "id" | "user_type">;

/** How many official results one account may keep (the SAT is offered about seven times a year). */
export const MAX_REPORTS = 40;

const columns = {
  id: officialScores.id,
  takenOn: officialScores.takenOn,
  verbal: officialScores.verbal,
  math: officialScores.math,
  createdAt: officialScores.createdAt,
};

function toRecord(r: { id: number; takenOn: string; verbal: number; math: number; createdAt: Date }): OfficialScore {
  return { id: r.id, date: r.takenOn, reading_writing: r.verbal, math: r.math, total: r.verbal + r.math, created_at: r.createdAt.toISOString() };
}

/**
 * The official results of the caller, or of their student (`username`; a mentor's active link, or an admin),
 * newest test day first; anyone else's is a 404.
 */
export async function officialScoresOf(caller: Caller, username?: string): Promise<{ student: string; scores: OfficialScore[] }> {
  const student = await readableStudent(caller, username, "profile:official.errors.notFound");
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(officialScores)
    .where(eq(officialScores.userId, student.id))
    .orderBy(asc(officialScores.takenOn), asc(officialScores.id));
  return { student: student.username, scores: rows.reverse().map(toRecord) };
}

/** Records one official result of the caller's own (input parsed by OfficialScoreSchema). */
export async function addOfficialScore(caller: Caller, input: OfficialScoreInput): Promise<OfficialScore> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(officialScores).where(eq(officialScores.userId, caller.id));
    if ((held?.n ?? 0) >= MAX_REPORTS) throw new HttpError(409, "profile:official.errors.tooMany");
    const [row] = await tx
      .insert(officialScores)
      .values({ userId: caller.id, takenOn: input.date, verbal: input.reading_writing, math: input.math })
      .returning(columns);
    return toRecord(row!);
  });
}

/** Deletes one of the caller's own official results; anyone else's (or none) is a 404. */
export async function deleteOfficialScore(caller: Caller, id: number): Promise<void> {
  const db = await getDb();
  const gone = await db
    .delete(officialScores)
    .where(and(eq(officialScores.id, id), eq(officialScores.userId, caller.id)))
    .returning({ id: officialScores.id });
  if (!gone.length) throw new HttpError(404, "profile:official.errors.notFound");
}
