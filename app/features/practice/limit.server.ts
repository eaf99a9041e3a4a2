import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "#db/client";
import { practiceResponses } from "#db/schema";
import type { UserType } from "#db/schema";
import { getEnv } from "~/lib/env.server";
import { HttpError } from "~/lib/http.server";
import { dayStartPlus } from "./schedule";

/**
 * The free tier of practice: a student without Premium may check PRACTICE_FREE_DAILY_QUESTIONS answers
 * per UTC day (0 = no limit); premium students, teachers and administrators have no limit. What counts is
 * an answer checked (a question seen but never answered costs nothing); the next question is not shown
 * once the limit is reached.
 */
export type DailyLimit = { perDay: number | null; usedToday: number; remaining: number | null; reached: boolean; resetsAt: string };

export function dailyAllowance(userType: UserType): number | null {
  if (userType !== "student") return null;
  const n = getEnv().PRACTICE_FREE_DAILY_QUESTIONS;
  return n === 0 ? null : n;
}

export async function dailyLimit(db: Db | Tx, user: { id: number; user_type: UserType }, now = new Date()): Promise<DailyLimit> {
  const perDay = dailyAllowance(user.user_type);
  const from = dayStartPlus(now, 0);
  const to = dayStartPlus(now, 1);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(practiceResponses)
    .where(
      and(
        eq(practiceResponses.userId, user.id),
        isNotNull(practiceResponses.answeredAt),
        gte(practiceResponses.answeredAt, from),
        lt(practiceResponses.answeredAt, to),
      ),
    );
  const usedToday = row?.n ?? 0;
  const remaining = perDay === null ? null : Math.max(0, perDay - usedToday);
  return { perDay, usedToday, remaining, reached: remaining === 0, resetsAt: to.toISOString() };
}

/**
 * The one place the free daily limit is enforced (an answer checked, a set started, a notebook set made):
 * the student's allowance, or 429 "practice:errors.limitReached" {limit_reached: true, limit} once it is
 * used up. For a student with a limit it first takes their practice-limit lock, a transaction-level
 * advisory lock keyed on the user: in the transaction that then stores an answer, every other answer of
 * the same student (in any set, on any connection) waits for it to commit, so the count read here is
 * never stale and the limit holds under any concurrency. Outside a transaction the lock is only waited for.
 */
export async function requireDailyAllowance(db: Db | Tx, user: { id: number; user_type: UserType }, now = new Date()): Promise<DailyLimit> {
  if (dailyAllowance(user.user_type) !== null) await db.execute(sql`select pg_advisory_xact_lock(hashtext('practice-limit'), ${user.id}::int)`);
  const limit = await dailyLimit(db, user, now);
  if (limit.reached) throw new HttpError(429, "practice:errors.limitReached", { limit_reached: true, limit });
  return limit;
}

/** dailyLimit on the app's database (for pages and API routes). */
export async function dailyLimitOf(user: { id: number; user_type: UserType }, now = new Date()): Promise<DailyLimit> {
  return dailyLimit(await getDb(), user, now);
}
