import { and, desc, eq, gte, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { users } from "#db/schema";
import { tutorUsage } from "#db/schema-tutor";
import { HttpError } from "~/lib/http.server";

/** Today in UTC, as the database sees it: quotas reset at 00:00 UTC. */
const TODAY = sql`(now() at time zone 'UTC')::date`;

/**
 * Counts one message against the user's daily quota, in one statement (so racing requests and several
 * instances agree): 429 once `limit` messages were sent today. `limit` 0 means no daily limit.
 * Returns how many are left today (null without a limit).
 */
export async function consumeQuota(userId: number, limit: number): Promise<number | null> {
  const db = await getDb();
  const rows = await db
    .insert(tutorUsage)
    .values({ userId, day: TODAY, messages: 1 })
    .onConflictDoUpdate({
      target: [tutorUsage.userId, tutorUsage.day],
      set: { messages: sql`${tutorUsage.messages} + 1` },
      ...(limit > 0 ? { setWhere: sql`${tutorUsage.messages} < ${limit}` } : {}),
    })
    .returning({ messages: tutorUsage.messages });
  if (!rows.length) throw new HttpError(429, "tutor:errors.quota", { limit });
  return limit > 0 ? Math.max(0, limit - rows[0]!.messages) : null;
}

/** Gives a message back (the model failed before answering anything). */
export async function refundQuota(userId: number) {
  const db = await getDb();
  await db
    .update(tutorUsage)
    .set({ messages: sql`greatest(${tutorUsage.messages} - 1, 0)` })
    .where(and(eq(tutorUsage.userId, userId), eq(tutorUsage.day, TODAY)));
}

export async function addTokens(userId: number, prompt: number, completion: number) {
  if (!prompt && !completion) return;
  const db = await getDb();
  await db
    .update(tutorUsage)
    .set({ promptTokens: sql`${tutorUsage.promptTokens} + ${prompt}`, completionTokens: sql`${tutorUsage.completionTokens} + ${completion}` })
    .where(and(eq(tutorUsage.userId, userId), eq(tutorUsage.day, TODAY)));
}

/** Messages left today for a user (null without a limit). */
export async function quotaLeft(userId: number, limit: number): Promise<number | null> {
  if (limit <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({ messages: tutorUsage.messages })
    .from(tutorUsage)
    .where(and(eq(tutorUsage.userId, userId), eq(tutorUsage.day, TODAY)));
  return Math.max(0, limit - (row?.messages ?? 0));
}

export type DayUsage = { day: string; users: number; messages: number; prompt_tokens: number; completion_tokens: number };
export type UserUsage = {
  user_id: number;
  username: string;
  user_type: string;
  messages: number;
  prompt_tokens: number;
  completion_tokens: number;
  last_day: string;
};

/** Usage per day over the last `days` days (newest first) and per user over the same days (busiest first). */
export async function usageReport(days = 14, topUsers = 50): Promise<{ byDay: DayUsage[]; byUser: UserUsage[] }> {
  const db = await getDb();
  const since = sql`(now() at time zone 'UTC')::date - ${days - 1}::int`;
  const byDay = await db
    .select({
      day: tutorUsage.day,
      users: sql<number>`count(*)::int`,
      messages: sql<number>`sum(${tutorUsage.messages})::int`,
      prompt_tokens: sql<number>`sum(${tutorUsage.promptTokens})::int`,
      completion_tokens: sql<number>`sum(${tutorUsage.completionTokens})::int`,
    })
    .from(tutorUsage)
    .where(gte(tutorUsage.day, since))
    .groupBy(tutorUsage.day)
    .orderBy(desc(tutorUsage.day));
  const byUser = await db
    .select({
      user_id: users.id,
      username: users.username,
      user_type: users.userType,
      messages: sql<number>`sum(${tutorUsage.messages})::int`,
      prompt_tokens: sql<number>`sum(${tutorUsage.promptTokens})::int`,
      completion_tokens: sql<number>`sum(${tutorUsage.completionTokens})::int`,
      last_day: sql<string>`max(${tutorUsage.day})::text`,
    })
    .from(tutorUsage)
    .innerJoin(users, eq(users.id, tutorUsage.userId))
    .where(gte(tutorUsage.day, since))
    .groupBy(users.id, users.username, users.userType)
    .orderBy(desc(sql`sum(${tutorUsage.messages})`), users.username)
    .limit(topUsers);
  return { byDay: byDay.map((d) => ({ ...d, day: String(d.day) })), byUser };
}
