import { eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { emailSettings, users } from "#db/schema";
import { MENTOR_TYPES, STUDENT_TYPES } from "~/features/profile/index.server";
import { FALLBACK_LANGUAGE, isLanguage, type Language } from "~/lib/i18n";
import type { PublicUser } from "~/lib/user";
import type { EmailSettingsInput, EmailSettingsJson } from "./settings-schema";
import type { UnsubscribeClaim } from "./unsubscribe-token.server";

type Caller = Pick<PublicUser, "id" | "user_type">;

/** A user's e-mail settings; without a row the defaults, in `lng` (the page's language) when given. */
export async function emailSettingsOf(user: Caller, lng?: Language): Promise<EmailSettingsJson> {
  const db = await getDb();
  const [row] = await db.select().from(emailSettings).where(eq(emailSettings.userId, user.id));
  return {
    weekly_digest: row?.weeklyDigest ?? false,
    digest_to_mentors: row?.digestToMentors ?? false,
    student_digests: row?.studentDigests ?? true,
    language: row && isLanguage(row.language) ? row.language : (lng ?? FALLBACK_LANGUAGE),
    student: STUDENT_TYPES.includes(user.user_type),
    mentor: MENTOR_TYPES.includes(user.user_type),
  };
}

/** Saves the form; the student's switches only for students (anyone else's stay off). */
export async function saveEmailSettings(user: Caller, input: EmailSettingsInput): Promise<EmailSettingsJson> {
  const student = STUDENT_TYPES.includes(user.user_type);
  const values = {
    weeklyDigest: student && input.weekly_digest,
    digestToMentors: student && input.digest_to_mentors,
    studentDigests: input.student_digests,
    language: input.language,
    updatedAt: new Date(),
  };
  const db = await getDb();
  await db
    .insert(emailSettings)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: emailSettings.userId, set: values });
  return emailSettingsOf(user);
}

/**
 * What a valid unsubscribe link does: the student's own digest off, or a mentor's students' copies off.
 * Idempotent; a user deleted since gets nothing written. The recipient's language, for the page.
 */
export async function unsubscribe(claim: UnsubscribeClaim): Promise<{ language: Language; list: UnsubscribeClaim["list"] }> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, claim.userId));
  if (!user) return { language: FALLBACK_LANGUAGE, list: claim.list };
  const off = claim.list === "own" ? { weeklyDigest: false } : { studentDigests: false };
  const [row] = await db
    .insert(emailSettings)
    .values({ userId: user.id, ...off })
    .onConflictDoUpdate({ target: emailSettings.userId, set: { ...off, updatedAt: new Date() } })
    .returning({ language: emailSettings.language });
  return { language: row && isLanguage(row.language) ? row.language : FALLBACK_LANGUAGE, list: claim.list };
}
