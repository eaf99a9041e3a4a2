import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { digestDeliveries, emailSettings, mentorships, users } from "#db/schema";
import { MENTOR_TYPES, STUDENT_TYPES } from "~/features/profile/index.server";
import { FALLBACK_LANGUAGE, isLanguage, type Language } from "~/lib/i18n";
import { i18nFor } from "~/lib/i18n.server";
import { appUrl, sendMail, type OutgoingMail } from "~/lib/mail.server";
import { digestFigures, type DigestFigures } from "./content";
import { weekActivity, weekAhead } from "./data.server";
import { digestMail } from "./render.server";
import { unsubscribeToken, type DigestList } from "./unsubscribe-token.server";
import { lastCompleteWeek, weekBounds } from "./week";

/**
 * Weekly digests, exactly once per recipient and week (docs/decisions/0053-weekly-digest.md):
 *
 * 1. `planWeeklyDigests` (the weekly job, any instance, any number of times) writes one `pending` row per
 *    (student, week, recipient) that should get a digest, `on conflict do nothing`, and names the
 *    students that still have pending rows of the week;
 * 2. `deliverDigests` (one job per student) writes each pending message, then claims its row in one
 *    statement (`pending` -> `sending`, only one caller wins), hands it to the mail server and marks it
 *    `sent`; a mail server's refusal puts the row back to `pending` and the job fails, so its retry sends
 *    only what is left. A row left `sending` by a process that died is not sent again.
 */

const STUDENTS = sql.raw(`(${STUDENT_TYPES.map((t) => `'${t}'`).join(", ")})`);
const MENTORS = sql.raw(`(${MENTOR_TYPES.map((t) => `'${t}'`).join(", ")})`);

/** Pending rows for the last complete week at `now`; the students to deliver to (including left-overs of an earlier run). */
export async function planWeeklyDigests(now = Date.now()): Promise<{ week: string; students: number[] }> {
  const week = lastCompleteWeek(now);
  const db = await getDb();
  await db.execute(sql`
    insert into ${digestDeliveries} (student_id, week, recipient_id)
    select u.id, ${week}, u.id
      from ${users} u join ${emailSettings} s on s.user_id = u.id
     where s.weekly_digest and u.user_type in ${STUDENTS}
    union
    select u.id, ${week}, m.mentor_id
      from ${users} u
      join ${emailSettings} s on s.user_id = u.id
      join ${mentorships} m on m.student_id = u.id and m.active
      join ${users} mu on mu.id = m.mentor_id and mu.user_type in ${MENTORS}
      left join ${emailSettings} ms on ms.user_id = m.mentor_id
     where s.digest_to_mentors and u.user_type in ${STUDENTS} and coalesce(ms.student_digests, true)
    on conflict do nothing`);
  const rows = await db
    .selectDistinct({ studentId: digestDeliveries.studentId })
    .from(digestDeliveries)
    .where(and(eq(digestDeliveries.week, week), eq(digestDeliveries.status, "pending")))
    .orderBy(digestDeliveries.studentId);
  return { week, students: rows.map((r) => r.studentId) };
}

type Recipient = { recipientId: number; email: string; language: Language; list: DigestList; allowed: boolean };

/** The pending messages of one student's week, with whether the settings still allow each one now. */
async function pendingRecipients(studentId: number, week: string): Promise<Recipient[]> {
  const db = await getDb();
  const rows = await db
    .select({
      recipientId: digestDeliveries.recipientId,
      email: users.email,
      userType: users.userType,
      language: emailSettings.language,
      weeklyDigest: emailSettings.weeklyDigest,
      studentDigests: emailSettings.studentDigests,
    })
    .from(digestDeliveries)
    .innerJoin(users, eq(users.id, digestDeliveries.recipientId))
    .leftJoin(emailSettings, eq(emailSettings.userId, digestDeliveries.recipientId))
    .where(and(eq(digestDeliveries.studentId, studentId), eq(digestDeliveries.week, week), eq(digestDeliveries.status, "pending")));
  const mentorsAllowed = await db.select({ allowed: emailSettings.digestToMentors }).from(emailSettings).where(eq(emailSettings.userId, studentId));
  const shareAllowed = mentorsAllowed[0]?.allowed === true;
  const linked = new Set(
    (
      await db
        .select({ id: mentorships.mentorId })
        .from(mentorships)
        .where(and(eq(mentorships.studentId, studentId), eq(mentorships.active, true)))
    ).map((r) => r.id),
  );
  return rows.map((r) => {
    const own = r.recipientId === studentId;
    return {
      recipientId: r.recipientId,
      email: r.email,
      language: isLanguage(r.language) ? r.language : FALLBACK_LANGUAGE,
      list: own ? "own" : "students",
      // Settings changed since the week was planned win: an unsubscribe, a mentor unlinked, sharing switched off.
      allowed: own ? r.weeklyDigest === true : shareAllowed && linked.has(r.recipientId) && r.studentDigests !== false && MENTOR_TYPES.includes(r.userType),
    };
  });
}

const dateIn = (lng: Language, t: number) => new Intl.DateTimeFormat(lng, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(t);

/** The message to one recipient (built before the row is claimed, so a failure here leaves it pending). */
async function composeDigest(
  student: { id: number; name: string },
  recipient: Recipient,
  week: { key: string; start: number; end: number },
  figuresIn: (lng: Language) => Promise<DigestFigures>,
): Promise<OutgoingMail> {
  const lng = recipient.language;
  const i18n = await i18nFor(lng);
  const token = unsubscribeToken({ userId: recipient.recipientId, list: recipient.list });
  return digestMail({
    to: recipient.email,
    t: i18n.getFixedT(lng),
    lang: lng,
    studentName: recipient.list === "own" ? null : student.name,
    week: { key: week.key, from: dateIn(lng, week.start), to: dateIn(lng, week.end - 1) },
    figures: await figuresIn(lng),
    links: {
      plan: appUrl(recipient.list === "own" ? "/plan" : `/plan/students/${encodeURIComponent(student.name)}`),
      settings: appUrl("/profile/email-settings"),
      unsubscribePage: appUrl(`/email/unsubscribe?token=${token}&lng=${lng}`),
      unsubscribeOneClick: appUrl(`/api/email/unsubscribe/?token=${token}`),
    },
  });
}

export type Mailer = (mail: OutgoingMail) => Promise<void>;

/**
 * Sends a student's pending digests of `week`. Each message is claimed before it is handed to the mail
 * server and marked sent after; a refused one goes back to pending and, once the others are done, the
 * call throws so that the job is retried. Returns how many this call sent.
 */
export async function deliverDigests(studentId: number, weekKey: string, { now = Date.now(), mailer = sendMail as Mailer } = {}): Promise<number> {
  const bounds = weekBounds(weekKey);
  if (!bounds) throw new Error(`not a week: ${weekKey}`);
  const db = await getDb();
  const [student] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, studentId));
  if (!student) return 0;
  const recipients = await pendingRecipients(studentId, weekKey);
  const refused = recipients.filter((r) => !r.allowed).map((r) => r.recipientId);
  if (refused.length)
    await db
      .update(digestDeliveries)
      .set({ status: "skipped" })
      .where(
        and(
          eq(digestDeliveries.studentId, studentId),
          eq(digestDeliveries.week, weekKey),
          eq(digestDeliveries.status, "pending"),
          inArray(digestDeliveries.recipientId, refused),
        ),
      );

  const activity = recipients.some((r) => r.allowed) ? await weekActivity(studentId, bounds) : null;
  const figures = new Map<Language, Promise<DigestFigures>>();
  const figuresIn = (lng: Language) => {
    if (!figures.has(lng))
      figures.set(
        lng,
        weekAhead(studentId, now, lng).then((plan) => digestFigures({ ...activity!, week: bounds, plan })),
      );
    return figures.get(lng)!;
  };
  let sent = 0;
  const failures: unknown[] = [];
  for (const recipient of recipients.filter((r) => r.allowed)) {
    const mail = await composeDigest({ id: student.id, name: student.username }, recipient, { key: weekKey, ...bounds }, figuresIn);
    const key = and(eq(digestDeliveries.studentId, studentId), eq(digestDeliveries.week, weekKey), eq(digestDeliveries.recipientId, recipient.recipientId));
    const [claimed] = await db
      .update(digestDeliveries)
      .set({ status: "sending", claimedAt: new Date(), attempts: sql`${digestDeliveries.attempts} + 1` })
      .where(and(key, eq(digestDeliveries.status, "pending")))
      .returning({ recipientId: digestDeliveries.recipientId });
    if (!claimed) continue; // another worker has it, or it was sent meanwhile
    try {
      await mailer(mail);
    } catch (error) {
      await db
        .update(digestDeliveries)
        .set({ status: "pending", lastError: String(error instanceof Error ? error.message : error).slice(0, 500) })
        .where(and(key, eq(digestDeliveries.status, "sending")));
      failures.push(error);
      continue;
    }
    await db.update(digestDeliveries).set({ status: "sent", sentAt: new Date(), lastError: null }).where(key);
    sent += 1;
  }
  if (failures.length) throw new Error(`digest: ${failures.length} of ${recipients.length} messages to be retried (student ${studentId}, ${weekKey})`);
  return sent;
}
