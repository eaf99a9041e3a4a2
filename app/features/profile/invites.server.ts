import { randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "#db/client";
import { mentorInvites, users } from "#db/schema";
import type { PublicUser } from "~/lib/user";
import { HttpError } from "~/lib/http.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { INVITE_ALPHABET, INVITE_CODE_LENGTH, INVITE_TTL_DAYS, normalizeInviteCode } from "./invite-code";
import { isLinked, linkByIds, MENTOR_TYPES, STUDENT_TYPES } from "./mentorships.server";

const CREATE_LIMIT = { count: 30, windowSeconds: 3600 };
const REDEEM_LIMIT = { count: 10, windowSeconds: 600 };

type Caller = Pick<PublicUser, "id" | "user_type">;
export type InviteJson = { code: string; created_at: string; expires_at: string };

export function newInviteCode(): string {
  return Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join("");
}

/** A mentor creates a one-time invite code, valid for 7 days. */
export async function createInvite(mentor: Caller, now = new Date()): Promise<InviteJson> {
  if (!MENTOR_TYPES.includes(mentor.user_type)) throw new HttpError(403, "profile:invite.errors.onlyMentors");
  await hitRateLimit(`mentor-invite:${mentor.id}`, CREATE_LIMIT.count, CREATE_LIMIT.windowSeconds);
  const db = await getDb();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_DAYS * 86_400_000);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(mentorInvites)
      .values({ code: newInviteCode(), mentorId: mentor.id, createdAt: now, expiresAt })
      .onConflictDoNothing()
      .returning();
    if (row) return { code: row.code, created_at: row.createdAt.toISOString(), expires_at: row.expiresAt.toISOString() };
  }
  throw new HttpError(503, "profile:invite.errors.tryAgain");
}

/** A mentor's codes that can still be used, newest first. */
export async function openInvites(mentorId: number, now = new Date()): Promise<InviteJson[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(mentorInvites)
    .where(and(eq(mentorInvites.mentorId, mentorId), isNull(mentorInvites.usedBy), gt(mentorInvites.expiresAt, now)))
    .orderBy(desc(mentorInvites.createdAt))
    .limit(10);
  return rows.map((r) => ({ code: r.code, created_at: r.createdAt.toISOString(), expires_at: r.expiresAt.toISOString() }));
}

/**
 * A student links themselves to the mentor of a code. The code is used once: unknown (404),
 * expired (410) and already used (409) codes are refused with their own message, as is a code
 * of a mentor the student is already linked to (409).
 */
export async function redeemInvite(student: Caller, rawCode: unknown, now = new Date()): Promise<{ mentor: string }> {
  if (!STUDENT_TYPES.includes(student.user_type)) throw new HttpError(403, "profile:invite.errors.onlyStudents");
  const code = normalizeInviteCode(rawCode);
  if (!code) throw new HttpError(400, "profile:invite.errors.required");
  await hitRateLimit(`mentor-join:${student.id}`, REDEEM_LIMIT.count, REDEEM_LIMIT.windowSeconds);
  const db = await getDb();
  const [invite] = await db
    .select({
      code: mentorInvites.code,
      mentorId: mentorInvites.mentorId,
      expiresAt: mentorInvites.expiresAt,
      usedBy: mentorInvites.usedBy,
      mentor: users.username,
    })
    .from(mentorInvites)
    .innerJoin(users, eq(users.id, mentorInvites.mentorId))
    .where(eq(mentorInvites.code, code))
    .limit(1);
  if (!invite) throw new HttpError(404, "profile:invite.errors.unknown");
  if (await isLinked(invite.mentorId, student.id)) throw new HttpError(409, "profile:invite.errors.alreadyLinked");
  if (invite.usedBy != null) throw new HttpError(409, "profile:invite.errors.used");
  if (invite.expiresAt.getTime() <= now.getTime()) throw new HttpError(410, "profile:invite.errors.expired");
  await db.transaction(async (tx) => {
    // Claimed atomically: of two students racing for one code, only one gets it.
    const claimed = await tx
      .update(mentorInvites)
      .set({ usedBy: student.id, usedAt: now })
      .where(and(eq(mentorInvites.code, code), isNull(mentorInvites.usedBy), gt(mentorInvites.expiresAt, now)))
      .returning({ code: mentorInvites.code });
    if (!claimed.length) throw new HttpError(409, "profile:invite.errors.used");
    await linkByIds(tx, invite.mentorId, student.id);
  });
  return { mentor: invite.mentor };
}
